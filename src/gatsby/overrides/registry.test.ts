import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATSBY_INTERNALS } from '../../lib/gatsbyInternals';
import { POST_BUILD_STEPS } from '../node/postBuildSteps';
import { WEBPACK_STEPS } from '../webpack';
import { FEATURES, OVERRIDE_POINTS, parsePin, type OverridePoint } from './registry';

/** What the site has that bends Gatsby, read from the lists themselves. */
interface Found {
  webpackSteps: string[];
  postBuildSteps: string[];
  internals: string[];
  /** Files that import Gatsby's router, page loader or compiled files, read its store or name an internal. */
  reachingFiles: string[];
  /** Files that read Gatsby's private store (the Node API helper `store`). */
  storeReaders: string[];
}

const STORE_READ = /\bstore\.getState\(/;
/** Imports and reads that reach past Gatsby's documented APIs. */
const REACHES = /from '@(?:reach|gatsbyjs\/reach)[-/]router'|from '\$gatsby-page-loader'|['"]gatsby\/dist\/|\bstore\.getState\(|\bGATSBY_INTERNALS\b/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|cjs|mjs)$/.test(entry.name) && !/\.(test|spec|build\.test)\.\w+$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

function found(): Found {
  // Test helpers (src/testing/) drive Gatsby's code on purpose, as the tests do.
  const roots = ['src', ...fs.readdirSync('.').filter((name) => /^gatsby-(browser|ssr|node|config)\.tsx?$/.test(name))];
  const files = roots.flatMap((root) => (fs.statSync(root).isDirectory() ? sourceFiles(root) : [root])).map((file) => file.split(path.sep).join('/'));
  const texts = new Map(files.filter((file) => !file.startsWith('src/testing/')).map((file) => [file, fs.readFileSync(file, 'utf8')]));
  return {
    storeReaders: [...texts].filter(([, text]) => STORE_READ.test(text)).map(([file]) => file),
    webpackSteps: Object.keys(WEBPACK_STEPS),
    postBuildSteps: POST_BUILD_STEPS.map((step) => step.name),
    internals: Object.keys(GATSBY_INTERNALS),
    reachingFiles: [...texts]
      .filter(([file, text]) => !['src/lib/gatsbyInternals.ts', 'src/gatsby/overrides/registry.ts'].includes(file) && REACHES.test(text))
      .map(([file]) => file),
  };
}

/** Every way the registry falls short of what the site has, one line each, naming what to add. */
export function registryProblems(points: OverridePoint[], site: Found): string[] {
  const problems: string[] = [];
  const named = (source: OverridePoint['source']) => new Set(points.filter((point) => point.source === source).map((point) => point.name));
  const missing = (source: OverridePoint['source'], names: string[], where: string) => {
    for (const name of names) if (!named(source).has(name)) problems.push(`${source} ${name} (${where}) is not in src/gatsby/overrides/registry.ts`);
  };
  missing('webpack step', site.webpackSteps, 'src/gatsby/webpack/index.ts');
  missing('post-build step', site.postBuildSteps, 'src/gatsby/node/postBuildSteps.ts');
  missing('gatsby internal', site.internals, 'src/lib/gatsbyInternals.ts');
  const registeredFiles = new Set(points.flatMap((point) => point.files));
  for (const file of site.storeReaders)
    if (!file.startsWith('src/gatsby/overrides/')) problems.push(`${file} reads Gatsby's private store outside src/gatsby/overrides/`);
  for (const file of site.reachingFiles) if (!registeredFiles.has(file)) problems.push(`${file} reaches into Gatsby but is no point's file in the registry`);
  for (const point of points) {
    const label = `${point.source} ${point.name}`;
    for (const file of point.files) if (!fs.existsSync(file)) problems.push(`${label}: its file ${file} does not exist`);
    if (point.kind === 'internal' && point.pins.length === 0) problems.push(`${label} relies on Gatsby's internals and has no pin`);
    if (point.keptOn !== undefined && (point.feature === 'site' || point.source === 'gatsby internal'))
      problems.push(`${label}: keptOn is for a step or runtime override of a feature the kill switch turns off`);
    for (const pin of point.pins) {
      const { file, title } = parsePin(pin);
      if (!fs.existsSync(file)) problems.push(`${label}: pin ${file} does not exist`);
      else if (title && !fs.readFileSync(file, 'utf8').includes(title)) problems.push(`${label}: pin ${file} has no "${title}"`);
    }
  }
  return problems;
}

describe('the registry of override points', () => {
  const site = found();

  it('sees what it checks: the steps, the internals and the files that reach into Gatsby', () => {
    expect(site.webpackSteps.length).toBeGreaterThan(15);
    expect(site.postBuildSteps.length).toBeGreaterThan(10);
    expect(site.internals.length).toBeGreaterThan(10);
    expect(site.reachingFiles).toEqual(
      expect.arrayContaining(['src/gatsby/overrides/hydration/deferredArticle.ts', 'src/gatsby/overrides/page-components/pageComponents.ts'])
    );
  });

  it('lists every point, each internal one pinned, every pin a test that exists', () => {
    expect(registryProblems(OVERRIDE_POINTS, site)).toEqual([]);
  });

  it("gives each feature its folder, with a README, holding its points' files", () => {
    for (const feature of Object.keys(FEATURES).filter((name) => name !== 'site')) {
      expect(fs.existsSync(`src/gatsby/overrides/${feature}/README.md`), `src/gatsby/overrides/${feature}/README.md`).toBe(true);
    }
    // A Gatsby internal is a name (src/lib/gatsbyInternals.ts) that site code may read too, e.g. the stats file for _headers.
    const outside = OVERRIDE_POINTS.filter((point) => point.feature !== 'site' && point.source !== 'gatsby internal').flatMap((point) =>
      point.files.filter((file) => !file.startsWith('src/gatsby/overrides/')).map((file) => `${point.name}: ${file}`)
    );
    expect(outside).toEqual([]);
  });

  it('fails on a planted point: unpinned, unlisted, or pinned to a test that is not there', () => {
    const planted: OverridePoint = {
      source: 'runtime',
      name: 'window.___planted',
      kind: 'internal',
      feature: 'site',
      files: ['src/gatsby/overrides/hydration/focusMain.ts'],
      pins: [],
    };
    expect(registryProblems([...OVERRIDE_POINTS, planted], site)).toEqual(["runtime window.___planted relies on Gatsby's internals and has no pin"]);
    const withStep = {
      ...site,
      webpackSteps: [...site.webpackSteps, 'plantedStep'],
      reachingFiles: [...site.reachingFiles, 'src/planted.ts'],
      storeReaders: ['src/gatsby/node/planted.ts'],
    };
    expect(registryProblems(OVERRIDE_POINTS, withStep)).toEqual([
      'webpack step plantedStep (src/gatsby/webpack/index.ts) is not in src/gatsby/overrides/registry.ts',
      "src/gatsby/node/planted.ts reads Gatsby's private store outside src/gatsby/overrides/",
      "src/planted.ts reaches into Gatsby but is no point's file in the registry",
    ]);
    const keptSite = { ...planted, pins: ['e2e/navigation.spec.ts'], keptOn: 'planted' };
    expect(registryProblems([...OVERRIDE_POINTS, keptSite], site)).toEqual([
      'runtime window.___planted: keptOn is for a step or runtime override of a feature the kill switch turns off',
    ]);
    const badPin = { ...planted, pins: ['e2e/navigation.spec.ts › no such test'] };
    expect(registryProblems([...OVERRIDE_POINTS, badPin], site)).toEqual(['runtime window.___planted: pin e2e/navigation.spec.ts has no "no such test"']);
  });
});
