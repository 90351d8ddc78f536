import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from './tempFolder';
import { lineOf, plant, shown } from './testContent';

describe('planting a fault in a content copy', () => {
  it('rewrites the file and names its line, and throws when the edit changes nothing', () => {
    const dir = tempFolder('rqb-plant-', { 'docs/intro.mdx': '# Intro\n\nUse `a`.\n' });
    const file = plant(dir, 'docs/intro.mdx', 'Use `a`.', 'Use `b`.');
    expect(fs.readFileSync(file, 'utf8')).toBe('# Intro\n\nUse `b`.\n');
    expect(lineOf(file, '`b`')).toBe(3);
    expect(shown(file)).toBe(path.relative(process.cwd(), path.join(dir, 'docs/intro.mdx')));
    expect(() => plant(dir, 'docs/intro.mdx', 'Use `a`.', 'Use `c`.')).toThrowError(/the planted edit did not apply to docs\/intro\.mdx/);
    expect(() => plant(dir, 'docs/intro.mdx', /Use `b`\./, 'Use `b`.')).toThrowError(/did not apply/);
    expect(fs.readFileSync(file, 'utf8')).toBe('# Intro\n\nUse `b`.\n');
  });
});
