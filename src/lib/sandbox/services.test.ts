import { decompressFromBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import type { SandboxProject } from './project';
import { codeSandboxForm, stackBlitzForm } from './services';

const project: SandboxProject = {
  title: 'react-querybuilder 5.4.1: App.tsx',
  description: 'd',
  files: { 'package.json': '{"dependencies":{"react-querybuilder":"5.4.1"}}\n', 'src/App.tsx': 'export const App = () => <p>+/=?</p>;\n' },
  openFile: 'src/App.tsx',
};

describe("the services' POST forms", () => {
  it('StackBlitz: a node project, each file a field, the example opened', () => {
    const form = stackBlitzForm(project);
    expect(form.action).toBe('https://stackblitz.com/run?file=src%2FApp.tsx');
    expect(form.fields).toEqual([
      ['project[title]', 'react-querybuilder 5.4.1: App.tsx'],
      ['project[description]', 'd'],
      ['project[template]', 'node'],
      ['project[files][package.json]', project.files['package.json']],
      ['project[files][src/App.tsx]', project.files['src/App.tsx']],
    ]);
  });

  it('CodeSandbox: the files compressed into URL-safe parameters that decompress to them', () => {
    const form = codeSandboxForm(project);
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    const fields = Object.fromEntries(form.fields);
    expect(fields.query).toBe('file=/src/App.tsx');
    expect(fields.parameters).toMatch(/^[\w-]+$/);
    const json = decompressFromBase64(fields.parameters!.replace(/-/g, '+').replace(/_/g, '/'));
    expect(JSON.parse(json)).toEqual({
      files: {
        'package.json': { content: project.files['package.json'], isBinary: false },
        'src/App.tsx': { content: project.files['src/App.tsx'], isBinary: false },
      },
    });
  });
});
