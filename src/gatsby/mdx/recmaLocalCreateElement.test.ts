import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile } from '@mdx-js/mdx';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { docsMdxPlugins } from '../content/mdxOptions';
import { CREATE_ELEMENT, FRAGMENT } from './recmaLocalCreateElement';

const CONTENT = path.resolve('content');
const FILE = path.join(CONTENT, 'versioned_docs/version-6/sample.mdx');
// Written where `react` and `@mdx-js/react` resolve from, to be imported as the bundle would.
const OUT_DIR = path.resolve('node_modules/.cache/recma-local-create-element');

const SAMPLE = `export function pick(React) {
  return React.createElement;
}

export const Outer = () => <>outer fragment</>;

## A heading

Some *prose* with [a link](https://example.com) and \`code\`.

- one
- two

\`\`\`ts
const answer: number = 42;
export function double(value: number) {
  return value * 2;
}
\`\`\`

<b>{String(pick({ createElement: 'kept' }))}</b>

<Outer />
`;

/** The doc compiled as the site compiles it (gatsby-plugin-mdx's classic runtime), with or without the plugin. */
async function compileDoc(withPlugin: boolean) {
  const { remarkPlugins, rehypePlugins, recmaPlugins } = docsMdxPlugins(CONTENT);
  const out = await compile(new VFile({ value: SAMPLE, path: FILE }), {
    remarkPlugins: remarkPlugins as never,
    rehypePlugins: rehypePlugins as never,
    recmaPlugins: (withPlugin ? recmaPlugins : []) as never,
    jsxRuntime: 'classic',
    providerImportSource: '@mdx-js/react',
  });
  return String(out);
}

async function renderModule(code: string, name: string) {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, `${name}.mjs`);
  fs.writeFileSync(file, code);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: ComponentType };
  return renderToStaticMarkup(createElement(module.default));
}

describe('recmaLocalCreateElement', () => {
  it('reads React.createElement and React.Fragment once, and the doc renders the same', async () => {
    const [before, after] = await Promise.all([compileDoc(false), compileDoc(true)]);
    expect(before.match(/React\.createElement\(/g)!.length).toBeGreaterThan(10);
    // The module's own: one read of each, in the constants after the imports (and the one in `pick`, below).
    expect(after).toContain(`const ${CREATE_ELEMENT} = React.createElement, ${FRAGMENT} = React.Fragment;`);
    // (The pragma comment MDX writes first names it too.)
    expect(after.replace(/^\/\*@jsxRuntime[^*]*\*\//, '').match(/React\.createElement/g)).toHaveLength(2);
    expect(after.indexOf(CREATE_ELEMENT)).toBeGreaterThan(after.lastIndexOf('import '));
    expect(after).toContain(`${CREATE_ELEMENT}(${FRAGMENT}, null, "outer fragment")`);
    // A function whose parameter is named React keeps its own.
    expect(after).toMatch(/function pick\(React\) \{\s*return React\.createElement;/);

    const [htmlBefore, htmlAfter] = await Promise.all([renderModule(before, 'before'), renderModule(after, 'after')]);
    expect(htmlAfter).toBe(htmlBefore);
    expect(htmlAfter).toContain('<b>kept</b>');
    expect(htmlAfter).toContain('outer fragment');
    expect(htmlAfter).toContain('<h2 id="a-heading">');
  });

  it('leaves a module without the default React import alone', async () => {
    const { recmaPlugins } = docsMdxPlugins(CONTENT);
    const out = String(await compile(new VFile({ value: '# Title\n\nText.', path: FILE }), { recmaPlugins: recmaPlugins as never, jsxRuntime: 'automatic' }));
    expect(out).toContain('react/jsx-runtime');
    expect(out).not.toContain(CREATE_ELEMENT);
  });
});
