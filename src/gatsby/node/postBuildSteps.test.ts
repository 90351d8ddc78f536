import type { Reporter } from 'gatsby';
import { describe, expect, it } from 'vitest';
import { runPostBuildSteps } from './onPostBuild';
import { POST_BUILD_STEPS, type PostBuildContext, type PostBuildStep } from './postBuildSteps';

const at = (name: string) => {
  const index = POST_BUILD_STEPS.findIndex((step) => step.name === name);
  if (index < 0) throw new Error(`no post-build step "${name}"`);
  return index;
};

describe('the post-build steps', () => {
  it('run in an order where each reads what the steps before it wrote', () => {
    expect(at('link check')).toBe(0);
    // _headers hashes the inline scripts of every HTML file, once they are the same on every page.
    expect(at('static redirects')).toBeLessThan(at('inline scripts'));
    expect(at('inline scripts')).toBeLessThan(at('headers'));
    // PAGE_FILES=html moves the pages after every step that reads them where Gatsby wrote them.
    for (const reader of ['link check', 'static redirects', 'sitemap', 'component chunks', 'inline scripts', 'headers'])
      expect(at(reader)).toBeLessThan(at('page files'));
    expect(at('files of gone pages')).toBe(POST_BUILD_STEPS.length - 2);
    expect(at("Gatsby's build files")).toBe(POST_BUILD_STEPS.length - 1);
    expect(new Set(POST_BUILD_STEPS.map((step) => step.name)).size).toBe(POST_BUILD_STEPS.length);
  });

  it('log each line with its time, stop when a step says so, and stop the build naming a step that fails', async () => {
    const lines: string[] = [];
    const reporter = { info: (m: string) => lines.push(`info ${m}`), panicOnBuild: (m: string) => lines.push(`panic ${m}`) } as unknown as Reporter;
    const context = { reporter, written: [], placed: [] } as unknown as PostBuildContext;
    const step = (name: string, run: PostBuildStep['run']): PostBuildStep => ({ name, run });
    await runPostBuildSteps([step('a', () => 'Wrote a'), step('quiet', () => undefined), step('b', async () => 'Wrote b')], context);
    expect(lines).toEqual([
      expect.stringMatching(/^info Wrote a \(\d+\.\d s\)\.$/),
      expect.stringMatching(/^info Wrote b \(\d+\.\d s\)\.$/),
      expect.stringMatching(/^info Post-build steps: 3 in /),
    ]);
    lines.length = 0;
    await runPostBuildSteps([step('check', () => ({ stop: true })), step('after', () => 'never')], context);
    expect(lines).toEqual([]);
    await runPostBuildSteps(
      [
        step('headers', () => {
          throw new Error('13 different inline scripts');
        }),
        step('after', () => 'never'),
      ],
      context
    );
    expect(lines).toEqual(['panic Post-build step "headers" failed: 13 different inline scripts']);
  });
});
