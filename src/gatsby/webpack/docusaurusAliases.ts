import { docusaurusAliases } from '../../docusaurus/modules';
import type { WebpackStep } from './step';

/**
 * MDX written for Docusaurus imports `@theme/…`, `@docusaurus/…` and `@site/…`: they resolve to
 * this site's components and the project root (src/docusaurus/modules.ts).
 */
export const docusaurusModules: WebpackStep = ({ config }) => {
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...docusaurusAliases(process.cwd()) } };
};
