import { describe, expect, it } from 'vitest';
import { RELEASES } from '../config/releases';
import { ISSUE_BODY_MAX, issueHref, versionText } from './feedback';

describe('feedback links', () => {
  it("opens a new issue of the docs' repository with its title and body filled in", () => {
    const href = new URL(issueHref('Search: nothing for "a & b"', ['Query: "a & b"', 'Version searched: x']));
    expect(href.origin + href.pathname).toBe('https://github.com/react-querybuilder/react-querybuilder/issues/new');
    expect(href.searchParams.get('title')).toBe('Search: nothing for "a & b"');
    expect(href.searchParams.get('body')).toBe('Query: "a & b"\nVersion searched: x');
  });

  it('cuts a body too long for a link, and says so', () => {
    const body = new URL(issueHref('T', ['x'.repeat(ISSUE_BODY_MAX + 500)])).searchParams.get('body')!;
    expect(body).toBe(`${'x'.repeat(ISSUE_BODY_MAX)}\n… (cut: the rest did not fit in the link)`);
  });

  it('names the release a docs version documents', () => {
    expect(versionText({ name: '5', label: 'v5.x' })).toBe(`react-querybuilder@${RELEASES['5'].release} (docs v5.x)`);
    expect(versionText({ name: '1.0', label: '1.0' })).toBe('docs 1.0');
  });
});
