import { installedVersions } from './installedVersions';
import type { WebpackStep } from './step';

/**
 * The installed version of each package the site names, as `__INSTALLED_VERSIONS__`, for the
 * projects "Open in StackBlitz" and "Open in CodeSandbox" send (src/lib/sandbox/versions.ts, the
 * only reader, so it lands in the chunks that open a sandbox and nowhere else). It changes only
 * when the dependencies do.
 */
export const sandboxVersions: WebpackStep = ({ config, plugins }) => {
  config.plugins.push(plugins.define({ __INSTALLED_VERSIONS__: JSON.stringify(installedVersions()) }));
};
