import { GATSBY_INTERNALS } from '../../../lib/gatsbyInternals';
import type { Rule, WebpackStep } from '../../webpack/step';

/** Is this Gatsby's rule that runs Babel over node_modules? */
const isDependenciesRule = (rule: Rule) =>
  typeof rule.exclude === 'function' && JSON.stringify(rule.use ?? '').includes(GATSBY_INTERNALS.dependenciesBabelPreset);

/**
 * Packages on npm ship code modern browsers run as it is (the Docusaurus default too): Babel over
 * all of node_modules (antd, MUI, Fluent...) costs minutes per build and changes nothing we need.
 */
export const noBabelOverDependencies: WebpackStep = ({ config }) => {
  config.module.rules = config.module.rules.filter((rule: Rule) => !isDependenciesRule(rule));
};
