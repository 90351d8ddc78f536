/**
 * The parts of the API reference's pages (src/templates/ApiPage, ApiIndexPage). Their HTML
 * (highlighted signatures with links, doc comments) is made at build time by
 * src/gatsby/api/render.ts from the packages' own type definitions, so these only place it.
 */
import React from 'react';
import type { ApiBadge, ApiRow } from '../../lib/pageContext';
import * as styles from './styles.module.css';

/** Build-time HTML of the reference (never reader input). */
export function Html({ html, as: Tag = 'div', className }: { html: string; as?: 'div' | 'span' | 'code'; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A signature or a declaration, highlighted as code. */
export function Signature({ html }: { html: string }) {
  return (
    <pre className={`prism-code ${styles.signature}`}>
      <Html as="code" html={html} />
    </pre>
  );
}

const BADGE_CLASS: Record<ApiBadge['kind'], string | undefined> = { new: styles.badgeNew, changed: styles.badgeChanged, removed: styles.badgeRemoved };

/** "New in v7", "Type changed in v6", "Removed in v7". */
export function Badges({ badges }: { badges: ApiBadge[] }) {
  if (!badges.length) return null;
  return (
    // data-badges: not part of the heading's text (src/testing/agentReadiness.ts; the Markdown copy gives them a line).
    <span className={styles.badges} data-badges="">
      {badges.map((badge) => (
        <span key={badge.text} className={`${styles.badge} ${BADGE_CLASS[badge.kind]}`}>
          {badge.text}
        </span>
      ))}
    </span>
  );
}

/** A deprecation: the note, struck-through heading kept readable. */
export function Deprecated({ noteHtml }: { noteHtml?: string }) {
  return (
    <div className={styles.deprecated} role="note" aria-label="Deprecated">
      <strong>Deprecated.</strong> {noteHtml && <Html as="span" html={noteHtml} />}
    </div>
  );
}

/**
 * A parameters, props or properties table; each row can be linked to (`#<idPrefix><name>`). A
 * Default or Description column that no row fills is left out.
 */
export function MemberTable({ caption, rows, idPrefix = '' }: { caption: string; rows: ApiRow[]; idPrefix?: string }) {
  const defaults = rows.some((row) => row.default !== undefined);
  const notes = rows.some((row) => row.docHtml || row.deprecated);
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          {defaults && <th scope="col">Default</th>}
          {notes && <th scope="col">Description</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} id={`${idPrefix}${row.name}`}>
            <th scope="row">
              <code className={row.deprecated ? styles.struck : undefined}>{row.name}</code>
              {row.optional && <span className={styles.optional}> (optional)</span>}
            </th>
            <td>
              <Html as="code" className={styles.type} html={row.typeHtml} />
            </td>
            {defaults && <td>{row.default !== undefined ? <code>{row.default}</code> : '–'}</td>}
            {notes && (
              <td>
                {row.deprecated && <Deprecated noteHtml={row.deprecated.noteHtml} />}
                {row.docHtml && <Html html={row.docHtml} />}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
