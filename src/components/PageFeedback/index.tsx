import React, { useId, useState } from 'react';
import { siteConfig } from '../../config/site';
import * as styles from './styles.module.css';

/** The heading above the top of the viewport (below the sticky navbar) when the reader answered: the section in view. */
function sectionInView(): string | undefined {
  let found: Element | undefined;
  for (const heading of document.querySelectorAll('article h2[id], article h3[id]')) if (heading.getBoundingClientRect().top <= 100) found = heading;
  return found ? `${found.textContent?.replace(/#$/, '').trim()} (#${found.id})` : undefined;
}

interface Props {
  title: string;
  /** The page's path, without the site's path prefix. */
  path: string;
  version: { name: string; label: string };
}

/**
 * "Was this page helpful?" at the end of a doc: each answer is an analytics event (page, version, answer);
 * "No" then offers an issue on GitHub with the page, its release, the section in view and the search
 * that led here filled in.
 */
export function PageFeedback({ title, path, version }: Props) {
  const [answer, setAnswer] = useState<'yes' | 'no'>();
  const [issue, setIssue] = useState<string>();
  const labelId = useId();
  const answerWith = (helpful: 'yes' | 'no') => {
    setAnswer(helpful);
    // Read now: the reader may scroll before the code below arrives.
    const section = sectionInView();
    // Loaded at the answer, not with every doc (src/lib/feedback.ts).
    void import('../../lib/feedback').then(
      ({ issueHref, searchThatLedTo, trackEvent, versionText }) => {
        trackEvent('docs_feedback', { page: path, version: version.name, helpful });
        if (helpful === 'yes') return;
        const search = searchThatLedTo(window.location.pathname);
        setIssue(
          issueHref(`Docs: "${title}" (${version.label}) did not help`, [
            `Page: ${siteConfig.url}${path}`,
            `Version: ${versionText(version)}`,
            `Section in view: ${section ?? 'the top of the page'}`,
            `Search that led here: ${search ? `"${search}"` : 'none'}`,
            '',
            'What were you looking for, and what was missing or wrong?',
            '',
          ])
        );
      },
      () => {
        // Offline: the thanks stands, without an event or a link.
      }
    );
  };
  return (
    <div className={styles.feedback} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.question}>
        Was this page helpful?
      </p>
      {answer ? (
        <p role="status" className={styles.thanks}>
          Thanks for telling us.{' '}
          {issue && (
            <a href={issue} target="_blank" rel="noopener noreferrer">
              Tell us what was missing (opens a GitHub issue)
            </a>
          )}
        </p>
      ) : (
        <div className={styles.answers}>
          <button type="button" onClick={() => answerWith('yes')}>
            Yes
          </button>
          <button type="button" onClick={() => answerWith('no')}>
            No
          </button>
        </div>
      )}
    </div>
  );
}
