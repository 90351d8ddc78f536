import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELEASES, type Release } from './releases';

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const rows = Object.entries(RELEASES as Record<string, Release>);

describe('the releases table (src/config/releases.ts)', () => {
  it('has a row for every docs version, and none for a version that does not exist', () => {
    const versions = ['current', ...(readJson('content/versions.json') as unknown as string[])];
    expect(Object.keys(RELEASES).sort()).toEqual(versions.sort());
  });

  it.each(rows)('version %s: its package is installed at its release, as package.json pins it', (_name, row) => {
    const installed = path.join('node_modules', row.package, 'package.json');
    expect(fs.existsSync(installed), `${row.package} is not installed: npm install --save-dev ${row.package}@npm:react-querybuilder@${row.release}`).toBe(true);
    expect(readJson(installed)).toMatchObject({ name: 'react-querybuilder', version: row.release });
    const manifest = readJson('package.json') as Record<'dependencies' | 'devDependencies', Record<string, string>>;
    const declared = manifest.dependencies[row.package] ?? manifest.devDependencies[row.package];
    expect(declared).toBe(row.package === 'react-querybuilder' ? row.release : `npm:react-querybuilder@${row.release}`);
  });
});
