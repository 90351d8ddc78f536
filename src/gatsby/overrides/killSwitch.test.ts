import { describe, expect, it } from 'vitest';
import { POST_BUILD_STEPS } from '../node/postBuildSteps';
import { WEBPACK_STEPS } from '../webpack';
import { featuresOff, killSwitchLine, stepsOn, SWITCHABLE } from './killSwitch';
import { OVERRIDE_POINTS } from './registry';
import { namesOff, overrideOn } from './switch';

const webpackSteps = Object.keys(WEBPACK_STEPS).map((name) => ({ name }));
const names = (steps: Array<{ name: string }>) => steps.map((step) => step.name);
/** The registry's points of `source` the site cannot do without. */
const kept = (source: string) => OVERRIDE_POINTS.filter((p) => p.source === source && p.keptOn !== undefined).map((p) => p.name);
const siteOwn = (source: string) => OVERRIDE_POINTS.filter((p) => p.source === source && p.feature === 'site').map((p) => p.name);

describe('the kill switch (GATSBY_OVERRIDES_OFF)', () => {
  it('reads "all", or features by name; nothing set is nothing off', () => {
    expect(featuresOff(undefined).size).toBe(0);
    expect(featuresOff('').size).toBe(0);
    expect([...featuresOff('all')]).toEqual(SWITCHABLE);
    expect([...featuresOff(' css, chunk-map ')]).toEqual(['css', 'chunk-map']);
    expect(SWITCHABLE).not.toContain('site');
    expect(namesOff('a,,b ')).toEqual(['a', 'b']);
  });

  it('stops on a name that is not a feature, naming the nearest', () => {
    expect(() => featuresOff('css,chunkmap')).toThrow(/GATSBY_OVERRIDES_OFF="css,chunkmap": "chunkmap" is not a feature\. Nearest valid names: "chunk-map"/);
  });

  it('with nothing off, runs every step', () => {
    expect(stepsOn('webpack step', webpackSteps, new Set())).toEqual(webpackSteps);
    expect(stepsOn('post-build step', POST_BUILD_STEPS, new Set())).toEqual(POST_BUILD_STEPS);
  });

  it("with all off, runs only the site's own steps and those the site cannot do without, in their order", () => {
    const off = featuresOff('all');
    const webpack = names(stepsOn('webpack step', webpackSteps, off));
    expect(webpack).toEqual(Object.keys(WEBPACK_STEPS).filter((name) => siteOwn('webpack step').includes(name) || kept('webpack step').includes(name)));
    expect(webpack).toEqual(expect.arrayContaining(['docusaurusModules', 'searchConfig', 'inlineStylesheets', 'ourMdxLoader']));
    expect(webpack).not.toContain('pageComponentChunks');
    expect(webpack).not.toContain('swcMinifier');
    const postBuild = names(stepsOn('post-build step', POST_BUILD_STEPS, off));
    expect(postBuild).toEqual(expect.arrayContaining(['link check', 'headers', 'inline scripts']));
    expect(postBuild).not.toContain('component chunks');
    expect(postBuild).not.toContain("Gatsby's build files");
  });

  it('turns off one feature alone', () => {
    const webpack = names(stepsOn('webpack step', webpackSteps, featuresOff('page-components')));
    expect(Object.keys(WEBPACK_STEPS).filter((name) => !webpack.includes(name))).toEqual(['smallSharedChunks', 'pageComponentChunks']);
  });

  it('stops on a step the registry does not know', () => {
    expect(() => stepsOn('webpack step', [...webpackSteps, { name: 'plantedStep' }], featuresOff('css'))).toThrow(
      'The webpack step "plantedStep" is not in src/gatsby/overrides/registry.ts'
    );
  });

  it('says in the build log what is off and what stayed on', () => {
    expect(killSwitchLine(new Set())).toBeUndefined();
    const line = killSwitchLine(featuresOff('css'));
    expect(line).toMatch(/^GATSBY_OVERRIDES_OFF: the overrides of css are off \(4 steps and runtime overrides\); kept on: inlineStylesheets \(/);
  });

  it("the browser's check reads the same variable", () => {
    const before = process.env.GATSBY_OVERRIDES_OFF;
    try {
      process.env.GATSBY_OVERRIDES_OFF = 'hydration';
      expect(overrideOn('hydration')).toBe(false);
      expect(overrideOn('css')).toBe(true);
      process.env.GATSBY_OVERRIDES_OFF = 'all';
      expect(overrideOn('css')).toBe(false);
    } finally {
      if (before === undefined) delete process.env.GATSBY_OVERRIDES_OFF;
      else process.env.GATSBY_OVERRIDES_OFF = before;
    }
    expect(overrideOn('css')).toBe(before === undefined);
  });
});
