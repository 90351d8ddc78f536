import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../../config/site';
import { buildState } from '../content/state';
import { writeStaticRedirects } from './staticRedirects';

/** After the HTML is written: static-host redirects (.html/.htm variants and _redirects). */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ store, reporter }) => {
  const { pages, program } = store.getState() as { pages: Map<string, unknown>; program: { directory: string } };
  const moved = (buildState.plan?.pages ?? [])
    .filter((p) => p.template === 'redirect')
    .map((p) => ({ from: p.path, to: (p.context as { to: string }).to }));
  const count = writeStaticRedirects(
    path.join(program.directory, 'public'),
    pages.keys(),
    [...siteConfig.redirects, ...moved],
    siteConfig.url
  );
  reporter.info(`Wrote ${count} static redirect files.`);
};
