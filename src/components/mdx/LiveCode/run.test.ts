import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import * as rqb4 from 'rqb4';
import * as rqb7 from 'rqb7';
import { describe, expect, it } from 'vitest';
import { nodeSandbox } from '../../../testing/liveSandbox';
import { compile, formatValue, runExample as runWith, type LogEntry } from './run';

const runExample = (code: string, language: string, modules: Record<string, unknown>, onLog: (entry: LogEntry) => void) =>
  runWith(code, language, modules, onLog, nodeSandbox);
const modulesOf = (rqb: unknown) => ({ react: React, 'react/jsx-runtime': jsxRuntime, 'react-querybuilder': rqb });

describe('live example runner', async () => {
  it('runs TypeScript against the given package and reports the last expression and the logs', async () => {
    const code = [
      "import { formatQuery, type RuleGroupType } from 'react-querybuilder';",
      "const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: 30 }] };",
      "console.log('rules:', query.rules.length);",
      "formatQuery(query, 'natural_language');",
    ].join('\n');
    expect(await runExample(code, 'ts', modulesOf(rqb7), () => {})).toEqual({
      logs: [{ level: 'log', text: 'rules: 1' }],
      imports: ['react-querybuilder'],
      result: { value: "age is greater than '30'" },
    });
    // 4.5.3 has no natural-language format: the release given is the one that runs.
    expect((await runExample(code, 'ts', modulesOf(rqb4), () => {})).result).toEqual({ value: '' });
  });

  it('finds the component a TSX example exports, and it renders', async () => {
    const code = [
      "import { QueryBuilder } from 'react-querybuilder';",
      "export const App = () => <QueryBuilder fields={[{ name: 'age', label: 'Age' }]} />;",
    ].join('\n');
    const run = await runExample(code, 'tsx', modulesOf(rqb7), () => {});
    expect(run.error).toBeUndefined();
    expect(renderToStaticMarkup(React.createElement(run.component as React.ComponentType))).toContain('queryBuilder');
  });

  it('reports syntax errors, unknown imports and thrown errors instead of throwing', async () => {
    expect((await runExample('const a = ;', 'ts', modulesOf(rqb7), () => {})).error).toMatch(/^SyntaxError: Unexpected token/);
    expect((await runExample("import _ from 'lodash';\n_;", 'ts', modulesOf(rqb7), () => {})).error).toBe(
      'Error: Cannot import "lodash" here: a live example can import "react", "react-querybuilder".'
    );
    expect((await runExample("throw new RangeError('no');", 'ts', modulesOf(rqb7), () => {})).error).toBe('RangeError: no');
  });

  it("leaves sucrase's own export assignments alone and keeps later logs for the caller", async () => {
    expect(compile('export const x = 1;', 'ts')).not.toContain('__liveResult');
    const late: string[] = [];
    const run = await runExample("export default function App() { console.warn('rendered'); return null; }", 'tsx', modulesOf(rqb7), (entry) =>
      late.push(entry.text)
    );
    (run.component as () => null)();
    expect(late).toEqual(['rendered']);
  });

  it('sees only what it imports: a global the site added reads undefined, its own declarations still work', async () => {
    const site = globalThis as unknown as Record<string, unknown>;
    site.formatQuery = () => "the page's formatQuery";
    try {
      expect((await runExample('typeof formatQuery;', 'ts', modulesOf(rqb4), () => {})).result).toEqual({ value: 'undefined' });
      const imported = await runExample(
        "import { formatQuery } from 'react-querybuilder';\n[typeof formatQuery, formatQuery === (globalThis as any).formatQuery];",
        'ts',
        modulesOf(rqb4),
        () => {}
      );
      expect(imported.result).toEqual({ value: ['function', false] });
      const own = await runExample(
        'const formatQuery = (n: number) => n + 1;\nfunction parseSQL() { return 2; }\nformatQuery(parseSQL());',
        'ts',
        modulesOf(rqb4),
        () => {}
      );
      expect(own.result).toEqual({ value: 3 });
      // The platform's globals are there as in any script.
      expect((await runExample('[typeof JSON, typeof setTimeout, Math.max(1, 2)];', 'ts', modulesOf(rqb4), () => {})).result).toEqual({
        value: ['object', 'function', 2],
      });
    } finally {
      delete site.formatQuery;
    }
  });

  it('formats values as a console would', async () => {
    expect(formatValue('text')).toBe('text');
    expect(formatValue({ a: [1, undefined], f: () => 1 })).toBe('{\n  "a": [\n    1,\n    null\n  ],\n  "f": "[Function f]"\n}');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(formatValue(loop)).toBe('{\n  "self": "[Circular]"\n}');
  });
});
