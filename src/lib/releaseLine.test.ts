import { describe, expect, it } from 'vitest';
import { RELEASES } from '../config/releases';
import { assistantHref, assistantPrompt, releaseLine, releaseTag, ASSISTANTS } from './releaseLine';

const VERSIONS = [
  { name: '8', label: 'v8.x', path: '/docs' },
  { name: '5', label: 'v5.x', path: '/docs/5' },
  { name: 'current', label: 'Next', path: '/docs/next' },
];

describe('the release line', () => {
  it('names the release of a version with a row, and nothing for one without', () => {
    expect(releaseTag('5')).toBe(`react-querybuilder@${RELEASES['5'].release}`);
    expect(releaseTag('1.0')).toBeUndefined();
  });

  it('says what the version documents, its index and every other version with its state and release', () => {
    expect(releaseLine(VERSIONS[1]!, VERSIONS, '8', 'https://x.org')).toBe(
      `> Documents v5.x, an older version: react-querybuilder@${RELEASES['5'].release}. Index of this version: https://x.org/docs/5/llms.txt. ` +
        `Other versions: [v8.x, the latest: react-querybuilder@${RELEASES['8'].release}](https://x.org/docs/llms.txt); ` +
        `[Next, the upcoming release, checked against react-querybuilder@${RELEASES.current.release}](https://x.org/docs/next/llms.txt).`
    );
    // A version without a release row still gets its line, without a release.
    expect(releaseLine({ name: '1.0', label: '1.0', path: '/docs/1.0' }, [{ name: '1.0', label: '1.0', path: '/docs/1.0' }], '1.0', 'https://x.org')).toBe(
      '> Documents 1.0, the latest. Index of this version: https://x.org/docs/1.0/llms.txt.'
    );
  });

  it("gives each assistant a prompt with the page's Markdown and its release, in the address", () => {
    const prompt = assistantPrompt('https://x.org/docs/5/intro.md', VERSIONS[1]!);
    expect(prompt).toContain('Read https://x.org/docs/5/intro.md.');
    expect(prompt).toContain(`It documents react-querybuilder@${RELEASES['5'].release} (docs v5.x).`);
    const claude = new URL(assistantHref(ASSISTANTS[1], prompt));
    expect(claude.origin + claude.pathname).toBe('https://claude.ai/new');
    expect(claude.searchParams.get('q')).toBe(prompt);
  });
});
