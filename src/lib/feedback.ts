/**
 * Feedback with no backend (issue 59): what readers tell the maintainer goes where the maintainer works,
 * as a GitHub issue the reader opens with its fields filled in, and as analytics events (gtag, when the
 * site has an id). Each link carries the exact release the reader was reading (./releaseLine.ts).
 */
import { siteConfig } from '../config/site';
import { releaseTag } from './releaseLine';

/** The longest issue body a link carries: GitHub answers 414 past about 8,000 characters of address. */
export const ISSUE_BODY_MAX = 5_000;

/** A new issue of the docs' repository, its title and body (lines, joined) filled in; a long body is cut. */
export function issueHref(title: string, body: string[]): string {
  let text = body.join('\n');
  if (text.length > ISSUE_BODY_MAX) text = `${text.slice(0, ISSUE_BODY_MAX)}\n… (cut: the rest did not fit in the link)`;
  return `${siteConfig.repoUrl}/issues/new?${new URLSearchParams({ title, body: text })}`;
}

/** "react-querybuilder@5.4.1 (docs v5.x)": the release a docs version documents, for an issue. */
export function versionText(version: { name: string; label: string }): string {
  const tag = releaseTag(version.name);
  return tag ? `${tag} (docs ${version.label})` : `docs ${version.label}`;
}

type Gtag = (command: 'event', name: string, params: Record<string, string>) => void;

/** Sends an analytics event, when the site reports to one (gatsby-plugin-google-gtag defines `gtag`). */
export function trackEvent(name: string, params: Record<string, string>): void {
  (window as unknown as { gtag?: Gtag }).gtag?.('event', name, params);
}

const LAST_SEARCH = 'rqb-last-search';

/** Remembers, for this tab, the search whose result the reader opened: the page's feedback names it. */
export function rememberSearch(query: string, url: string): void {
  try {
    sessionStorage.setItem(LAST_SEARCH, JSON.stringify({ query, path: new URL(url, window.location.href).pathname.replace(/\/$/, '') }));
  } catch {
    // Storage off (private mode): the feedback goes without it.
  }
}

/** The query of the last search that led to `pathname`, if the reader came from one in this tab. */
export function searchThatLedTo(pathname: string): string | undefined {
  try {
    const last = JSON.parse(sessionStorage.getItem(LAST_SEARCH) ?? 'null') as { query?: string; path?: string } | null;
    return last?.query && last.path === pathname.replace(/\/$/, '') ? last.query : undefined;
  } catch {
    return undefined;
  }
}

/** What a report about an example carries: what it is, where, the packages it ran with, the code as it stood. */
export interface ExampleReport {
  /** "Docs example App.tsx", "The demo (Mantine)". */
  subject: string;
  /** The page's full address. */
  page: string;
  /** Package -> version the example ran with (react-querybuilder first). */
  versions: Record<string, string>;
  /** The error on screen, if any. */
  error?: string;
  code: string;
}

/**
 * "Report a problem with this example": an issue with the page, the exact package versions, the
 * browser, the error shown and the code as the reader had it (cut when the link would grow too long).
 */
export function exampleReportHref({ subject, page, versions, error, code }: ExampleReport): string {
  return issueHref(`${subject} on ${new URL(page).pathname}: a problem`, [
    `Page: ${page}`,
    ...Object.entries(versions).map(([name, version]) => `${name}: ${version}`),
    `Browser: ${navigator.userAgent}`,
    ...(error ? [`Error shown: ${error}`] : []),
    '',
    'What went wrong?',
    '',
    'The code:',
    '',
    '```tsx',
    code,
    '```',
  ]);
}
