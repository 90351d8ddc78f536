import { describe, expect, it } from 'vitest';
import type { DocsGlobalData, VersionData } from '../../lib/docsVersions';
import type { ApiSymbol, ApiVersionModel } from './model';
import { fallbackRedirects, planApiPages } from './pages';

const fn = (name: string, text: string): ApiSymbol => ({
  name,
  kind: 'function',
  slug: `pkg/functions/${name}`,
  package: 'pkg',
  exportedFrom: ['pkg'],
  signatures: [{ text, links: text.includes('Opts') ? [[text.indexOf('Opts'), text.indexOf('Opts') + 4, 'pkg/interfaces/Opts']] : undefined }],
});
const opts: ApiSymbol = {
  name: 'Opts',
  kind: 'interface',
  slug: 'pkg/interfaces/Opts',
  package: 'pkg',
  exportedFrom: ['pkg'],
  signatures: [{ text: 'interface Opts' }],
};
const model = (version: string, major: number, symbols: ApiSymbol[]): ApiVersionModel => ({
  version,
  major,
  packages: [{ name: 'pkg', version: `${major}.0.0` }],
  entryPoints: [{ specifier: 'pkg', package: 'pkg', exports: Object.fromEntries(symbols.map((s) => [s.name, s.slug])) }],
  symbols,
  removed: [],
});
const version = (name: string, path: string, isLast = false): VersionData => ({
  name,
  label: name === 'current' ? 'Next' : `v${name}.x`,
  path,
  banner: 'none',
  isLast,
  mainDocId: 'intro',
  docIds: ['intro'],
  moved: {},
  categories: [],
});

describe('the API reference pages', () => {
  const v2 = model('2', 2, [fn('run', 'function run(o: Opts): void'), opts]);
  const v3 = { ...model('current', 3, [fn('run', 'function run(): void'), fn('fresh', 'function fresh(): void')]), removed: [] };
  v3.symbols[1]!.history = { added: true };
  const data: DocsGlobalData = { versions: [version('2', '/docs', true), version('current', '/docs/next')], lastVersion: '2' };

  it('has an index and a page per export at the docs path with /docs replaced by /api', () => {
    const plan = planApiPages([v3, v2], data, []);
    expect(plan.pages.map((p) => p.path).sort()).toEqual([
      '/api',
      '/api/next',
      '/api/next/pkg/functions/fresh',
      '/api/next/pkg/functions/run',
      '/api/pkg/functions/run',
      '/api/pkg/interfaces/Opts',
    ]);
    expect(plan.links).toEqual({
      current: { run: '/api/next/pkg/functions/run', fresh: '/api/next/pkg/functions/fresh' },
      '2': { run: '/api/pkg/functions/run', Opts: '/api/pkg/interfaces/Opts' },
    });
  });

  it('links type names, names each version’s counterpart and marks what is new', () => {
    const pages = planApiPages([v3, v2], data, [{ version: '2', href: '/docs/intro', label: 'Intro', prose: 'Call run with Opts.' }]).pages;
    const run2 = pages.find((p) => p.path === '/api/pkg/functions/run')!;
    if (run2.template !== 'api') throw new Error('not an entry');
    expect(run2.context.signatures[0]!.html).toContain('<a href="/api/pkg/interfaces/Opts">');
    expect(run2.context.versionHrefs).toEqual({ '2': '/api/pkg/functions/run', current: '/api/next/pkg/functions/run' });
    expect(run2.context.mentions).toEqual([]); // names of under four letters are not looked for
    const fresh = pages.find((p) => p.path === '/api/next/pkg/functions/fresh')!;
    if (fresh.template !== 'api') throw new Error('not an entry');
    expect(fresh.context.badges).toEqual([{ kind: 'new', text: 'New in v3' }]);
    expect(fresh.context.versionHrefs['2']).toBe('/api');
  });

  it('gives no pages to a model whose docs version the site does not have', () => {
    const plan = planApiPages([v3, v2], { versions: [version('current', '/docs')], lastVersion: 'current' }, []);
    expect(plan.pages.map((p) => p.path).sort()).toEqual(['/api', '/api/pkg/functions/fresh', '/api/pkg/functions/run']);
  });

  it('sends an entry that /api or /api/next no longer has to the newest older version that has it, and a numbered root nowhere', () => {
    const v1 = model('1', 1, [fn('run', 'function run(): void'), fn('ancient', 'function ancient(): void'), opts]);
    const v4 = model('current', 4, [fn('run', 'function run(): void')]);
    const v3Latest = model('3', 3, [fn('run', 'function run(): void'), fn('fresh', 'function fresh(): void')]);
    const versions: DocsGlobalData = {
      versions: [version('current', '/docs/next'), version('3', '/docs', true), version('2', '/docs/2'), version('1', '/docs/1')],
      lastVersion: '3',
    };
    expect(fallbackRedirects([v4, v3Latest, v2, v1], versions)).toEqual([
      { from: '/api/next/pkg/functions/fresh', to: '/api/pkg/functions/fresh', title: 'fresh' },
      { from: '/api/next/pkg/interfaces/Opts', to: '/api/2/pkg/interfaces/Opts', title: 'Opts' },
      { from: '/api/next/pkg/functions/ancient', to: '/api/1/pkg/functions/ancient', title: 'ancient' },
      { from: '/api/pkg/interfaces/Opts', to: '/api/2/pkg/interfaces/Opts', title: 'Opts' },
      { from: '/api/pkg/functions/ancient', to: '/api/1/pkg/functions/ancient', title: 'ancient' },
    ]);
    expect(planApiPages([v4, v3Latest, v2, v1], versions, []).redirects).toHaveLength(5);
  });
});
