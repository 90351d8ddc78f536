import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { afterAll, describe, expect, it } from 'vitest';
import remarkApiLinks, { exportNamed, versionOfFile } from './remarkApiLinks';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-links-'));
const linksFile = path.join(dir, 'links.json');
fs.writeFileSync(
  linksFile,
  JSON.stringify({ '5': { formatQuery: '/api/5/react-querybuilder/functions/formatQuery', QueryBuilder: '/api/5/react-querybuilder/functions/QueryBuilder' } })
);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function render(source: string, file: string) {
  const out = await compile(new VFile({ value: source, path: path.join(dir, file) }), {
    remarkPlugins: [[remarkApiLinks, { contentDir: dir, linksFile }]],
    jsx: true,
  });
  return String(out);
}

describe('code spans that name an export', () => {
  it('link to the entry of the page’s version, in the forms authors write', async () => {
    const out = await render('Call `formatQuery()`, render `<QueryBuilder />`, or read `formatQuery`.', 'versioned_docs/version-5/page.mdx');
    expect(out.match(/href="\/api\/5\/react-querybuilder\/functions\/formatQuery"/g)).toHaveLength(2);
    expect(out).toContain('href="/api/5/react-querybuilder/functions/QueryBuilder"');
  });

  it('leave other code, headings, links, `<code>` and other versions alone', async () => {
    const out = await render(
      '## `formatQuery`\n\n[`formatQuery`](/elsewhere) `formatQuery(query)` <code>formatQuery</code> `unknownName`',
      'versioned_docs/version-5/page.mdx'
    );
    expect(out).not.toContain('/api/5/');
    expect(await render('`formatQuery`', 'versioned_docs/version-4/page.mdx')).not.toContain('/api/');
    expect(await render('`formatQuery`', 'src-pages/page.mdx')).not.toContain('/api/');
  });

  it('read the version and the name', () => {
    expect(versionOfFile('docs/intro.mdx')).toBe('current');
    expect(versionOfFile('versioned_docs/version-6/a/b.mdx')).toBe('6');
    expect(versionOfFile('blog/post.mdx')).toBeUndefined();
    expect(['`x`', 'parseSQL()', '<QueryBuilder>', '<QueryBuilder />', 'a.b', 'fn(x)'].map(exportNamed)).toEqual([
      undefined,
      'parseSQL',
      'QueryBuilder',
      'QueryBuilder',
      undefined,
      undefined,
    ]);
  });
});
