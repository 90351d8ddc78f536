/**
 * A small package written for the test, run through TypeDoc and normalized: what each part of
 * an ApiSymbol holds. The fixture lives under node_modules/.cache so that its `react` import
 * resolves to the site's @types/react, as the real packages' do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVersionModel } from './index';
import type { ApiSymbol, ApiVersionModel, TypeText } from './model';

// node_modules/.cache is there only once something has cached: not on a fresh install.
fs.mkdirSync(path.resolve('node_modules', '.cache'), { recursive: true });
const root = fs.mkdtempSync(path.join(path.resolve('node_modules', '.cache'), 'api-fixture-'));
const pkgDir = path.join(root, 'node_modules', 'fixture-lib');

const INDEX = `import type { ReactElement } from 'react';
/** A rule. */
export interface Rule {
  /** The field. */
  field: string;
  /**
   * The operator.
   * @default "="
   */
  operator?: string;
  /** @deprecated Use \`field\` instead. */
  name?: string;
}
/** Props of {@link Builder}. */
export interface BuilderProps { rules: Rule[]; onChange?: (rules: Rule[]) => void }
/** Draws the rules. See {@link Unknown}. */
export declare function Builder(props: BuilderProps): ReactElement;
/** Current rules. */
export declare function useRules(initial?: Rule[]): Rule[];
/**
 * Formats a rule.
 * @example
 * \`\`\`ts
 * format({ field: 'a' });
 * \`\`\`
 */
export declare function format(rule: Rule): string;
export declare function format(rule: Rule, options: { quote: boolean; extraLongOptionNameToForceWrapping?: Rule | undefined }): string;
/** Either. */
export type RuleOrText = Rule | string;
export declare const defaultRule: Rule;
export declare enum Mode { Strict = "strict", Loose = "loose" }
export { Builder as default };
export { parse } from './parse';
`;
const PARSE = `import type { Rule } from './index';
/** Parses text. */
export declare function parse(text: string): Rule;
`;

let model: ApiVersionModel;
const warnings: string[] = [];
const timings: { cached: boolean }[] = [];
const bySlug = (slug: string) => model.symbols.find((s) => s.slug === slug) as ApiSymbol;
const linked = (text: TypeText) => (text.links ?? []).map(([start, end, slug]) => `${text.text.slice(start, end)}->${slug}`);

beforeAll(async () => {
  fs.mkdirSync(pkgDir, { recursive: true });
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ dependencies: {} }));
  fs.writeFileSync(
    path.join(pkgDir, 'package.json'),
    JSON.stringify({
      name: 'fixture-lib',
      version: '1.2.3',
      exports: { '.': { types: './index.d.ts' }, './parse': { types: './parse.d.ts' }, './dev': './dev/index.ts' },
    })
  );
  fs.writeFileSync(path.join(pkgDir, 'index.d.ts'), INDEX);
  fs.writeFileSync(path.join(pkgDir, 'parse.d.ts'), PARSE);
  const options = { root, cacheDir: path.join(root, 'cache'), versionPackages: { '1': 'fixture-lib' }, warnings, timings: timings as never };
  model = await buildVersionModel('1', options);
  await buildVersionModel('1', options);
}, 120_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a package normalized', () => {
  it('lists each entry point’s exports, aliases included', () => {
    expect(model.major).toBe(1);
    expect(model.entryPoints.map((e) => [e.specifier, Object.keys(e.exports).sort()])).toEqual([
      ['fixture-lib', ['Builder', 'BuilderProps', 'Mode', 'Rule', 'RuleOrText', 'default', 'defaultRule', 'format', 'parse', 'useRules']],
      ['fixture-lib/parse', ['parse']],
    ]);
    expect(model.entryPoints[0]?.exports.default).toBe('fixture-lib/functions/Builder');
    expect(bySlug('fixture-lib/functions/parse').exportedFrom).toEqual(['fixture-lib', 'fixture-lib/parse']);
  });

  it('names kinds as a reader does', () => {
    const kinds = Object.fromEntries(model.symbols.map((s) => [s.name, s.kind]));
    expect(kinds).toEqual({
      Builder: 'component',
      useRules: 'hook',
      format: 'function',
      parse: 'function',
      Rule: 'interface',
      BuilderProps: 'interface',
      RuleOrText: 'type',
      defaultRule: 'variable',
      Mode: 'enum',
    });
  });

  it('writes signatures with links to the version’s exports only', () => {
    const builder = bySlug('fixture-lib/functions/Builder');
    // Another package's type shows its qualified name, as TypeDoc records it.
    expect(builder.signatures[0]?.text).toBe('function Builder(props: BuilderProps): React.ReactElement');
    expect(linked(builder.signatures[0] as TypeText)).toEqual(['BuilderProps->fixture-lib/interfaces/BuilderProps']);
    expect(builder.props).toBe('fixture-lib/interfaces/BuilderProps');
    const format = bySlug('fixture-lib/functions/format');
    expect(format.signatures).toHaveLength(2);
    expect(format.signatures[1]?.text).toBe(
      'function format(\n  rule: Rule,\n  options: { quote: boolean; extraLongOptionNameToForceWrapping?: Rule }\n): string'
    );
    expect(linked(format.signatures[1] as TypeText)).toEqual(['Rule->fixture-lib/interfaces/Rule', 'Rule->fixture-lib/interfaces/Rule']);
    expect(format.signatures[1]?.parameters?.map((p) => `${p.name}${p.optional ? '?' : ''}`)).toEqual([
      'rule',
      'options',
      'options.quote',
      'options.extraLongOptionNameToForceWrapping?',
    ]);
    expect(bySlug('fixture-lib/type-aliases/RuleOrText').signatures[0]?.text).toBe('type RuleOrText = Rule | string');
    expect(bySlug('fixture-lib/variables/defaultRule').signatures[0]?.text).toBe('const defaultRule: Rule');
  });

  it('keeps members with @default and @deprecated, and the doc comment as Markdown', () => {
    const rule = bySlug('fixture-lib/interfaces/Rule');
    expect(rule.properties).toEqual([
      { name: 'field', type: { text: 'string' }, doc: { summary: 'The field.' } },
      { name: 'operator', type: { text: 'string' }, optional: true, default: '"="', doc: { summary: 'The operator.' } },
      { name: 'name', type: { text: 'string' }, optional: true, deprecated: { note: 'Use `field` instead.' } },
    ]);
    expect(bySlug('fixture-lib/interfaces/BuilderProps').doc?.summary).toBe('Props of [Builder](api:fixture-lib/functions/Builder).');
    expect(bySlug('fixture-lib/functions/format').doc).toEqual({
      summary: 'Formats a rule.',
      tags: [{ tag: 'example', text: "```ts\nformat({ field: 'a' });\n```" }],
    });
    expect(bySlug('fixture-lib/enumerations/Mode').properties?.map((m) => `${m.name}: ${m.type.text}`)).toEqual(['Strict: "strict"', 'Loose: "loose"']);
  });

  it('warns about a link to nothing, naming the symbol, and shows it as code', () => {
    expect(bySlug('fixture-lib/functions/Builder').doc?.summary).toBe('Draws the rules. See `Unknown`.');
    expect(warnings.filter((w) => w.includes('Unknown'))).toEqual([
      expect.stringMatching(/^API reference, docs version 1: fixture-lib 1\.2\.3: the doc comment of Builder has \{@link Unknown\}/),
      expect.stringMatching(/the doc comment of Builder has \{@link Unknown\}/),
    ]);
  });

  it('runs TypeDoc once, then reads its cache', () => {
    expect(timings.map((t) => t.cached)).toEqual([false, true]);
  });
});
