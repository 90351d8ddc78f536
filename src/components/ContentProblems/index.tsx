/**
 * Content problems while developing (`gatsby develop` only; a build stops on them instead):
 * - `ContentProblemsPanel`: every problem the last content step found (src/gatsby/content/pipeline.ts),
 *   docked at the bottom of every page; it appears and clears as files are saved, without a reload.
 * - `ContentProblemList`: the list itself, also rendered in place of a doc whose MDX does not
 *   compile (src/gatsby/overrides/mdx-loader/mdxLoader.cjs).
 */
import React, { useState } from 'react';
import { useContentProblems, type ContentProblem } from '../../hooks/useSiteContent';
import * as styles from './styles.module.css';

/** The problems, each with its file (and line), what is wrong and how to fix it. */
export function ContentProblemList({ problems }: { problems: ContentProblem[] }) {
  return (
    <ul className={styles.list}>
      {problems.map((p) => (
        <li key={`${p.file}\n${p.problem}`}>
          <code className={styles.file}>{p.file}</code>
          <p className={styles.problem}>{p.problem}</p>
          {p.hint && <p className={styles.hint}>{p.hint}</p>}
        </li>
      ))}
    </ul>
  );
}

/** A doc that failed to compile: shown where its content would be. */
export function DocCompileError({ problem }: { problem: ContentProblem }) {
  return (
    <section className={styles.inline} role="alert" aria-labelledby="doc-compile-error">
      <h2 id="doc-compile-error" className={styles.title}>
        This page does not compile
      </h2>
      <ContentProblemList problems={[problem]} />
      <p className={styles.hint}>Save a fix and the page updates itself; the rest of the site keeps working.</p>
    </section>
  );
}

/** The panel of current problems; hidden when there are none, or until the next change once closed. */
export default function ContentProblemsPanel() {
  const problems = useContentProblems();
  const [closedFor, setClosedFor] = useState<ContentProblem[] | null>(null);
  if (!problems.length || closedFor === problems) return null;
  const count = problems.length === 1 ? '1 content problem' : `${problems.length} content problems`;
  return (
    <section className={styles.panel} role="alert" aria-labelledby="content-problems-title">
      <div className={styles.header}>
        <h2 id="content-problems-title" className={styles.title}>
          {count}
        </h2>
        <button type="button" className={styles.close} onClick={() => setClosedFor(problems)}>
          Hide until the next change
        </button>
      </div>
      <ContentProblemList problems={problems} />
    </section>
  );
}
