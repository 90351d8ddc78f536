/**
 * The docs read like docs: every page (but the 3.x intro and the moved pages) has at least 300
 * words of prose, none has placeholder text, and every internal link reaches a page (and
 * heading) that exists, directly rather than through a moved page. DOCS_CHECK=<path prefix>
 * limits the run to some files.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runContent } from '../../testing/testContent';

const run = await runContent(path.resolve('content'));
const only = process.env.DOCS_CHECK;
const mine = (file: string) => !only || file.startsWith(only);
const broken = new Set(run.errors.map((e) => e.file.split(':')[0]));
const docs = run.sources.filter((s) => !s.analysis.redirectTo && !broken.has(s.shownFile) && mine(s.shownFile));

/** The prose a doc page needs at least (README, "For content authors"): a shorter page belongs inside another. */
const MIN_WORDS = 300;
const PLACEHOLDER = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\bFIXME\b|being written|until it lands|placeholder text|to be written/i;
const words = (text: string) => (text.match(/[A-Za-z0-9][\w'’.-]*/g) ?? []).length;

describe('content quality', () => {
  it('the content step finds no problem (MDX, frontmatter, ids, links)', () => {
    const found = run.errors.filter((e) => mine(e.file)).map((e) => e.message);
    expect(found, found.join('\n')).toEqual([]);
  });

  it(`every page has at least ${MIN_WORDS} words of prose (3.x intro excepted)`, () => {
    const short = docs
      .filter((s) => !(s.version === '3' && s.id === 'intro'))
      .map((s) => ({ file: s.shownFile, words: words(s.analysis.prose) }))
      .filter((d) => d.words < MIN_WORDS)
      .map((d) => `${d.file}: ${d.words} words of prose (headings, paragraphs and tables; code does not count); a doc page needs at least ${MIN_WORDS}: write ${MIN_WORDS - d.words} more, or make it a section of another page`);
    expect(short, short.join('\n')).toEqual([]);
  });

  it('no page has placeholder text', () => {
    const found = docs.flatMap((s) => {
      const match = PLACEHOLDER.exec(s.analysis.prose);
      return match ? [`${s.shownFile}: "${match[0]}"`] : [];
    });
    expect(found, found.join('\n')).toEqual([]);
  });

  it('no link needs a redirect or names a missing Markdown file', () => {
    const found = [...run.links.viaRedirect, ...run.links.markdown].filter((e) => mine(e.file)).map((e) => e.message);
    expect(found, found.join('\n')).toEqual([]);
  });
});
