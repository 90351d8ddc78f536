import { describe, expect, it } from 'vitest';
import { withHistory } from './history';
import type { ApiKind, ApiSymbol, ApiVersionModel } from './model';

const symbol = (name: string, text: string, kind: ApiKind = 'function', pkg = 'react-querybuilder'): ApiSymbol => ({
  name,
  kind,
  slug: `${pkg}/${kind === 'interface' ? 'interfaces' : 'functions'}/${name}`,
  package: pkg,
  exportedFrom: [pkg],
  signatures: [{ text }],
});

const model = (version: string, major: number, symbols: ApiSymbol[], packages = ['react-querybuilder']): ApiVersionModel => ({
  version,
  major,
  packages: packages.map((name) => ({ name, version: `${major}.0.0` })),
  entryPoints: [],
  symbols,
  removed: [],
});

const find = (models: ApiVersionModel[], version: string, name: string) => models.find((m) => m.version === version)?.symbols.find((s) => s.name === name);

describe('version comparison', () => {
  const v5 = model('5', 5, [symbol('a', 'function a(): void'), symbol('gone', 'function gone(): void'), symbol('back', 'function back(): void')]);
  const v6 = model('6', 6, [symbol('a', 'function a(): string'), symbol('b', 'function b(): void')]);
  const v7 = model('current', 7, [
    symbol('a', 'function a(): string'),
    symbol('b', 'function b(): void'),
    symbol('c', 'function c(): void'),
    symbol('back', 'function back(): void'),
  ]);
  const models = withHistory([v7, v6, v5]);

  it('keeps the input order', () => {
    expect(models.map((m) => m.version)).toEqual(['current', '6', '5']);
  });

  it('claims nothing for the oldest modelled version', () => {
    expect(find(models, '5', 'a')?.history).toBeUndefined();
    expect(models[2]?.removed).toEqual([]);
  });

  it('marks a new export with its first major, and a changed signature', () => {
    expect(find(models, 'current', 'c')?.history).toEqual({ since: 7, added: true });
    expect(find(models, '6', 'b')?.history).toEqual({ since: 6, added: true });
    expect(find(models, 'current', 'b')?.history).toEqual({ since: 6 });
    expect(find(models, '6', 'a')?.history).toEqual({ changed: true });
    expect(find(models, 'current', 'a')?.history).toBeUndefined();
  });

  it('marks an export back after a removal as added, since its first major', () => {
    expect(find(models, 'current', 'back')?.history).toEqual({ added: true });
  });

  it('lists removed exports as tombstones of the next major', () => {
    expect(models[1]?.removed).toEqual([
      { name: 'gone', kind: 'function', package: 'react-querybuilder', slug: 'react-querybuilder/functions/gone', lastMajor: 5 },
      { name: 'back', kind: 'function', package: 'react-querybuilder', slug: 'react-querybuilder/functions/back', lastMajor: 5 },
    ]);
    expect(models[0]?.removed).toEqual([]);
  });

  it('tells a type from a value of the same name', () => {
    const [newer] = withHistory([model('6', 6, [symbol('X', 'interface X', 'interface')]), model('5', 5, [symbol('X', 'const X: 1', 'variable')])]);
    expect(newer?.symbols[0]?.history).toEqual({ since: 6, added: true });
    expect(newer?.removed.map((t) => `${t.kind} ${t.name}`)).toEqual(['variable X']);
  });

  it('compares only packages both majors document (add-ons installed for one major)', () => {
    const v6AddOn = model(
      '6',
      6,
      [symbol('a', 'function a(): void'), symbol('AntD', 'function AntD(): void', 'component', '@react-querybuilder/antd')],
      ['react-querybuilder', '@react-querybuilder/antd']
    );
    const [newer, older] = withHistory([model('current', 7, [symbol('a', 'function a(): void')]), v6AddOn, model('5', 5, [symbol('a', 'function a(): void')])]);
    expect(older?.symbols.find((s) => s.name === 'AntD')?.history).toBeUndefined();
    expect(newer?.removed).toEqual([]);
  });

  it('counts member types but not member order as the shape', () => {
    const member = (name: string, text: string) => ({ name, type: { text } });
    const withMembers = (major: number, ...rows: ReturnType<typeof member>[]) =>
      model(String(major), major, [{ ...symbol('I', 'interface I', 'interface'), properties: rows }]);
    const [same, changed] = withHistory([
      withMembers(6, member('b', 'number'), member('a', 'string')),
      withMembers(7, member('a', 'string'), member('b', 'string')),
      withMembers(5, member('a', 'string'), member('b', 'number')),
    ]);
    expect(same?.symbols[0]?.history).toBeUndefined();
    expect(changed?.symbols[0]?.history).toEqual({ changed: true });
  });
});
