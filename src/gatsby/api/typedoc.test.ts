import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import { afterAll, expect, it } from 'vitest';
import { typedocProject } from './typedoc';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-typedoc-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('an import type keeps its type arguments (the TypeDoc patch: 5.x QueryBuilderContext is React.Context<QueryBuilderContextProps>)', async () => {
  const dir = path.join(root, 'node_modules', 'planted-import-type');
  fs.mkdirSync(path.join(dir, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist', 'box.d.ts'), 'export interface Box<T> { value: T }\n');
  fs.writeFileSync(
    path.join(dir, 'dist', 'index.d.ts'),
    'export interface Props { label: string }\nexport declare const PropsBox: import("./box").Box<Props>;\n'
  );
  const pkg = {
    folder: 'planted-import-type',
    dir,
    name: 'planted-import-type',
    version: '1.0.0',
    entryPoints: [{ specifier: 'planted-import-type', subpath: '', file: path.join(dir, 'dist', 'index.d.ts'), reexports: [] }],
  };
  const { project } = await typedocProject(pkg, path.join(root, 'cache'));
  const type = project.children?.find((child) => child.name === 'PropsBox')?.type as JSONOutput.ReferenceType | undefined;
  expect(type?.name).toBe('Box');
  expect(type?.typeArguments?.map((arg) => (arg as JSONOutput.ReferenceType).name)).toEqual(['Props']);
});
