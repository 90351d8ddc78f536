import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkedOptions, UnresolvedImportError } from './imports';
import { apiVersionNames, planApiVersion, type ApiPackagePlan } from './packages';

const OPTIONS = { module: 'ESNext', moduleResolution: 'Bundler', resolveJsonModule: true, skipLibCheck: true, types: [] };

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-api-imports-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A package in a temp node_modules with the files given (paths relative to the package). */
function fakePackage(folder: string, files: Record<string, string>, entry: string): ApiPackagePlan {
  const dir = path.join(root, 'node_modules', folder);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return { folder, dir, name: folder, version: '1.0.0', entryPoints: [{ specifier: folder, subpath: '', file: path.join(dir, entry), reexports: [] }] };
}

describe('the imports of the types the API reference reads (src/gatsby/api/imports.ts)', () => {
  it('an import of a package that is not installed stops the reference, naming the file, the line and what to install', () => {
    const pkg = fakePackage(
      'planted-unresolved',
      {
        'dist/index.d.ts': `export * from './types';\n`,
        'dist/types.d.ts': `import type { Box } from './box';\nimport type { RulesLogic } from 'not-installed-logic';\nexport type Rules = RulesLogic;\nexport type { Box };\n`,
        'dist/box.d.ts': `export interface Box { size: number }\n`,
      },
      'dist/index.d.ts'
    );
    expect(() => checkedOptions(pkg, OPTIONS)).toThrow(UnresolvedImportError);
    expect(() => checkedOptions(pkg, OPTIONS)).toThrow(
      'node_modules/planted-unresolved/dist/types.d.ts:2 imports "not-installed-logic". Install it: npm install --save-dev not-installed-logic (or @types/not-installed-logic, if it ships no types)'
    );
  });

  it('types emitted into a folder of their own that import the package root relatively (5.x: ../package.json) resolve through rootDirs', () => {
    const pkg = fakePackage(
      'planted-mirrored',
      { 'package.json': '{ "name": "planted-mirrored", "version": "1.0.0" }', 'dist/types/src/index.d.ts': `export { version } from '../package.json';\n` },
      'dist/types/src/index.d.ts'
    );
    expect(checkedOptions(pkg, OPTIONS).rootDirs).toEqual([path.join(pkg.dir, 'dist/types'), pkg.dir]);
  });

  it("every documented package's types resolve, each add-on's against its own release", () => {
    for (const version of apiVersionNames()) {
      for (const pkg of planApiVersion(version).packages) {
        const peer = pkg.peer && { paths: { 'react-querybuilder': [pkg.peer], 'react-querybuilder/*': [`${pkg.peer}/*`] } };
        expect(() => checkedOptions(pkg, { ...OPTIONS, ...peer }), `${version}: ${pkg.folder}`).not.toThrow();
      }
    }
  });
});
