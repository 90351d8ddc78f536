import { describe, expect, it } from 'vitest';
import { analyzeMdx, blankFrontmatter } from './analyzeMdx';

describe('analyzeMdx', () => {
  it('names the file, line and column of an MDX syntax error (frontmatter lines counted)', () => {
    const source = '---\ntitle: Broken\n---\n\nFine line.\n\nValues such as {a: 1 are code in MDX.\n';
    expect(() => analyzeMdx(source, 'content/docs/broken.mdx')).toThrowError(/content\/docs\/broken\.mdx:7:\d+: MDX syntax error/);
  });

  it('finds a Docusaurus <Redirect to>, the first paragraph and no title', () => {
    const result = analyzeMdx("import { Redirect } from '@docusaurus/router';\n\n<Redirect to=\"../utils/export\" />\n", 'x.mdx');
    expect(result.redirectTo).toBe('../utils/export');
    expect(result.h1).toBeUndefined();
  });

  it('keeps line numbers when blanking frontmatter', () => {
    expect(blankFrontmatter('---\na: 1\n---\nbody').split('\n')).toHaveLength(4);
  });
});
