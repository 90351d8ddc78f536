import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const docContentExport = require('./docContentExport.cjs') as (this: { resourcePath: string; resourceQuery: string }, source: string) => string;
const context = { resourcePath: '/site/src/templates/DocPage/index.tsx', resourceQuery: '?__contentFilePath=/site/content/docs/a.mdx' };

describe("docContentExport (a doc's MDX exported beside its page)", () => {
  it("exports the MDX that gatsby-plugin-mdx's layout loader imported", () => {
    const source = 'import GATSBY_COMPILED_MDX from "/site/content/docs/a.mdx";\nexport default function GatsbyMDXWrapper(props) {}\n';
    const out = docContentExport.call(context, source);
    expect(out.startsWith(source)).toBe(true);
    expect(out).toContain('export { GATSBY_COMPILED_MDX as MDXContent };');
  });

  it('names the module when the layout loader gave it no MDX import', () => {
    expect(() => docContentExport.call(context, 'export default function Page() {}\n')).toThrow(
      /DocPage\/index\.tsx\?__contentFilePath=.*no GATSBY_COMPILED_MDX/
    );
  });
});
