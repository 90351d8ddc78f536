import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { LIVE_STYLESHEET } from '../../config/examples';
import { formatValue, runExample } from '../../components/mdx/LiveCode/run';
import { liveBlocks } from '../../testing/liveBlocks';
import { nodeSandbox } from '../../testing/liveSandbox';
import { entryFileName, logLastExpression, sandboxProject } from './project';
import { liveCodeSource } from './sources';

const frame = { react: '18.3.1', vite: '8.3.8' };

describe('a sandbox project', () => {
  it('pins react-querybuilder to the page release, React and Vite to the frame, and opens the example', () => {
    const project = sandboxProject(
      liveCodeSource({ code: 'export const App = () => null;\n', language: 'tsx', title: 'App.tsx', release: '5.4.1', from: 'https://x.test/docs/5/intro' }),
      frame
    );
    const pkg = JSON.parse(project.files['package.json']!) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(pkg.dependencies).toEqual({ react: '18.3.1', 'react-dom': '18.3.1', 'react-querybuilder': '5.4.1' });
    expect(pkg.devDependencies).toEqual({ vite: '8.3.8' });
    expect(pkg.scripts.dev).toBe('vite');
    expect(project.openFile).toBe('src/App.tsx');
    expect(project.files['src/App.tsx']).toBe('export const App = () => null;\n');
    expect(project.files['src/main.tsx']).toContain("import * as example from './App';");
    expect(project.files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(project.title).toBe('react-querybuilder 5.4.1: App.tsx');
    expect(project.description).toBe('react-querybuilder 5.4.1: App.tsx. From https://x.test/docs/5/intro, with react-querybuilder 5.4.1.');
    expect(project.files['.npmrc']).toBeUndefined();
  });

  it('escapes the title in index.html, and adds .npmrc with overrides', () => {
    const project = sandboxProject(
      {
        title: 'a <b> & "c"',
        from: 'x',
        files: { 'App.tsx': '' },
        entry: 'App.tsx',
        dependencies: {},
        overrides: { '@react-querybuilder/antd': { 'react-querybuilder': '$react-querybuilder' } },
      },
      frame
    );
    expect(project.files['index.html']).toContain('<title>a &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(project.files['.npmrc']).toBe('legacy-peer-deps=true\n');
    expect(JSON.parse(project.files['package.json']!).overrides).toEqual({ '@react-querybuilder/antd': { 'react-querybuilder': '$react-querybuilder' } });
  });

  it('names the entry after the block title when it is a file name', () => {
    expect(entryFileName('CollapsibleGroup.tsx', 'tsx')).toBe('CollapsibleGroup.tsx');
    expect(entryFileName('A custom editor', 'tsx')).toBe('Example.tsx');
    expect(entryFileName(undefined, 'ts')).toBe('Example.ts');
    expect(entryFileName(undefined, 'bash')).toBe('Example.tsx');
  });
});

describe('logLastExpression', () => {
  it('logs a last expression statement, also one over several lines and one followed by comments', () => {
    expect(logLastExpression("const a = 1;\nformatQuery(q, 'sql');\n")).toBe("const a = 1;\nconsole.log(\nformatQuery(q, 'sql')\n);\n");
    expect(logLastExpression('f({\n  a: 1,\n}); // note\n// after\n')).toBe('console.log(\nf({\n  a: 1,\n}) // note\n);\n// after\n');
  });

  it('leaves code alone that ends with a declaration, an export or a block', () => {
    for (const code of ['const a = f();\n', 'export const App = () => (\n  <div />\n);\n', 'function f() {\n  return 1;\n}\n', 'if (a) {\n  b();\n}\n']) {
      expect(logLastExpression(code)).toBe(code);
    }
  });
});

describe('every live example in content/, as a sandbox runs it', () => {
  const blocks = liveBlocks();
  it('finds the live examples', () => expect(blocks.length).toBeGreaterThan(50));

  it('logs the value the docs page shows as its result, and otherwise runs unchanged', async () => {
    for (const { file, language, code, pkg } of blocks) {
      const modules = { react: React, 'react/jsx-runtime': jsxRuntime, 'react-querybuilder': await import(pkg), [LIVE_STYLESHEET]: {} };
      const page = await runExample(code, language, modules, () => {}, nodeSandbox);
      const sandbox = await runExample(logLastExpression(code), language, modules, () => {}, nodeSandbox);
      expect(page.error, file).toBeUndefined();
      expect(sandbox.error, file).toBeUndefined();
      // The last statement is now the console.log call: its value is undefined.
      expect(sandbox.result?.value, file).toBeUndefined();
      expect(sandbox.logs, file).toEqual([...page.logs, ...(page.result ? [{ level: 'log', text: formatValue(page.result.value) }] : [])]);
      expect(typeof sandbox.component, file).toBe(typeof page.component);
    }
  });
});
