import React from 'react';
import { siteConfig } from '../../config/site';
import { useDocsGlobal } from '../../hooks/useSiteContent';
import { issueHref, versionText } from '../../lib/feedback';

/**
 * "Tell us what you were looking for": a GitHub issue with the query, the docs version searched and the page
 * searched from filled in, where a search found nothing or the reader went past its results.
 */
export function MissingResult({ query, version }: { query: string; version: string }) {
  const { versions } = useDocsGlobal();
  const searched = versions.find((v) => v.name === version);
  const href = issueHref(`Search: "${query}" did not find what I was looking for`, [
    `Query: "${query}"`,
    `Version searched: ${searched ? versionText(searched) : version}`,
    `Searched from: ${siteConfig.url}${window.location.pathname}`,
    '',
    'What were you looking for?',
    '',
  ]);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      Tell us what you were looking for
    </a>
  );
}
