import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildState } from '../content/state';
import { killSwitchLine, stepsOn } from '../overrides/killSwitch';
import { createdApiPlan } from './apiReference';
import { POST_BUILD_STEPS, type BuiltPage, type PostBuildContext, type PostBuildStep } from './postBuildSteps';
import { pageFilesFromEnv } from './staticRedirects';

/** Seconds since `start` (a performance.now() reading), for the step lines of the build log. */
const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/**
 * After the HTML is written: each step of POST_BUILD_STEPS (./postBuildSteps.ts) in order, its
 * log line with its time. A step that fails stops the build, naming the step. The pages are their
 * SitePage nodes (a documented helper; Gatsby's store, which held the same, is private), and the
 * site's folder is where Gatsby runs. With the kill switch on (src/gatsby/overrides/switch.ts), the
 * steps of the features it turned off are left out, and the log says so.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, reporter }) => {
  const pages = new Map((getNodesByType('SitePage') as unknown as BuiltPage[]).map((page) => [page.path, page]));
  const root = process.cwd();
  const context: PostBuildContext = {
    pages,
    root,
    publicDir: path.join(root, 'public'),
    reporter,
    pageFiles: pageFilesFromEnv(process.env),
    redirects: [...(buildState.run?.plan.redirects ?? []), ...(createdApiPlan()?.redirects ?? [])],
    written: [],
    placed: [],
  };
  const switched = killSwitchLine();
  if (switched) reporter.warn(`${switched}.`);
  await runPostBuildSteps(stepsOn('post-build step', POST_BUILD_STEPS), context);
};

/** Runs `steps` in order, logging each line with its time; a failed step stops the build, named. */
export async function runPostBuildSteps(steps: PostBuildStep[], context: PostBuildContext): Promise<void> {
  const { reporter } = context;
  const started = performance.now();
  for (const step of steps) {
    const start = performance.now();
    try {
      const done = await step.run(context);
      if (typeof done === 'object') return;
      if (done) reporter.info(`${done} (${since(start)}).`);
    } catch (error) {
      reporter.panicOnBuild(`Post-build step "${step.name}" failed: ${(error as Error).message}`);
      return;
    }
  }
  reporter.info(`Post-build steps: ${steps.length} in ${since(started)}.`);
}
