import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutVersion, linksLeavingDocs } from './docs-version.mjs';

/** A content folder with Next docs (`files`: path under docs/ -> text), a sidebar and versions.json. */
function contentWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-cut-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'docs', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs', file), text);
  }
  fs.mkdirSync(path.join(dir, 'versioned_docs/version-6'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'versioned_docs/version-6/migrate.mdx'), '# Old\n');
  fs.writeFileSync(path.join(dir, 'sidebars.json'), JSON.stringify({ mySidebar: ['intro'] }));
  fs.writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(['6']));
  return dir;
}

describe('docs:version', () => {
  it('refuses Next docs that link a file outside docs/, naming each link, and writes nothing', () => {
    const dir = contentWith({
      'intro.mdx': '# Intro\n\nSee [v6](../versioned_docs/version-6/migrate.mdx#start) and [here](./utils/a.mdx).\n',
      'utils/a.mdx': '# A\n\n```md\n[in code](../../outside.md)\n```\n\n[up](../intro.mdx) [out](../../x.md)\n',
    });
    expect(linksLeavingDocs(path.join(dir, 'docs'))).toEqual([
      { file: 'intro.mdx', line: 3, href: '../versioned_docs/version-6/migrate.mdx' },
      { file: path.join('utils', 'a.mdx'), line: 7, href: '../../x.md' },
    ]);
    expect(() => cutVersion(dir, '7')).toThrowError(
      /2 link\(s\) of the Next docs name a file outside docs\/[\s\S]*intro\.mdx:3: \.\.\/versioned_docs\/version-6\/migrate\.mdx[\s\S]*Link other versions by URL/
    );
    expect(fs.existsSync(path.join(dir, 'versioned_docs/version-7'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'versions.json'), 'utf8'))).toEqual(['6']);
  });

  it('cuts docs whose links stay inside docs/ or go by URL', () => {
    const dir = contentWith({ 'intro.mdx': '# Intro\n\nSee [v6](/docs/6/migrate) and [a](./a.mdx).\n', 'a.mdx': '# A\n' });
    expect(cutVersion(dir, '7')).toEqual(['versioned_docs/version-7/', 'versioned_sidebars/version-7-sidebars.json', 'versions.json']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'versions.json'), 'utf8'))).toEqual(['7', '6']);
  });
});
