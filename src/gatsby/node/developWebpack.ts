/**
 * `gatsby develop` only: compile what the author opens, not the whole site.
 *
 * - The browser bundle (stage `develop`) compiles each `import()` on first use (webpack's lazy
 *   compilation). Every page component is an `import()` in Gatsby's async-requires, so a start
 *   compiles the runtime and the site chrome; a doc page compiles its template and its one MDX file
 *   when it is opened, and the demos' UI libraries compile only when a demo page is opened. The
 *   browser asks for a module over an EventSource to webpack's backend on 127.0.0.1, and the
 *   compiled module arrives as a hot update.
 * - The HTML renderer (stage `develop-html`) renders only the empty page shell while developing
 *   (Gatsby's DEV_SSR flag is off), yet it imports every page component through async-requires:
 *   it gets a stub without them. Gatsby reads page components there only for `getServerData` and
 *   `config` exports, which this site does not use.
 */
import path from 'node:path';
import type { WebpackPlugins } from 'gatsby';

/** The module that stands in for async-requires in the develop HTML renderer. */
export const NO_PAGE_COMPONENTS = path.resolve('src/gatsby/webpack/noPageComponents.cjs');

interface WebpackConfigLike {
  experiments?: Record<string, unknown>;
  plugins: unknown[];
}

/** Applies the develop-only settings above to `config` for `stage`; other stages are left alone. */
export function applyDevelopSettings(stage: string, config: WebpackConfigLike, plugins: WebpackPlugins): void {
  if (stage === 'develop') {
    config.experiments = {
      ...config.experiments,
      lazyCompilation: { entries: false, imports: true, backend: { listen: { host: '127.0.0.1', port: 0 } } },
    };
  }
  if (stage === 'develop-html') {
    config.plugins.push(plugins.normalModuleReplacement(/^\$virtual\/async-requires$/, NO_PAGE_COMPONENTS));
  }
}
