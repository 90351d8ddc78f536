import { isServerStage, type WebpackStep } from '../../webpack/step';

/**
 * Packages only ever rendered in the browser (the demo's UI libraries, live builders, search):
 * the server-side render bundle requires them from node_modules instead of bundling them, which
 * takes minutes off `gatsby build`. React itself is already external there.
 */
const CLIENT_ONLY_PACKAGES = new RegExp(
  `^(${[
    // Scopes: any package in them.
    ...['@ant-design', '@mui', '@emotion', '@chakra-ui', '@fluentui', '@griffel', '@mantine', '@react-querybuilder'].map((scope) => `${scope}/[^/]+`),
    ...['antd', 'framer-motion', 'react-dnd', 'react-dnd-html5-backend', 'react-datepicker', 'react-select', 'react-slider', 'dayjs', 'date-fns'],
    ...['react-querybuilder', 'rqb\\d', 'instantsearch\\.js', 'react-instantsearch', 'react-instantsearch-core', 'algoliasearch', 'prism-react-renderer'],
  ].join('|')})(/|$)`
);

/** Should the server-side render bundle require `request` from node_modules instead of bundling it? */
export function isClientOnlyRequest(request: string): boolean {
  // Stylesheets (`?inline`) are still compiled by webpack, and so are deep imports of a package's
  // ES-module folder (`antd/es/...`), which Node cannot require.
  // @react-querybuilder/antd 6.5's CommonJS build itself requires `antd/es/...`, so it is bundled too.
  return CLIENT_ONLY_PACKAGES.test(request) && !/[?]|\.s?css$|\/(es|esm)\//.test(request) && !/^@react-querybuilder\/antd(\/|$)/.test(request);
}

function externalizeClientOnly({ request }: { request?: string }, callback: (error?: Error | null, result?: string) => void) {
  if (request && isClientOnlyRequest(request)) return callback(null, `commonjs ${request}`);
  return callback();
}

/** The server renderer requires the client-only packages at run time. */
export const clientOnlyExternals: WebpackStep = ({ stage, config }) => {
  if (!isServerStage(stage)) return;
  config.externals = [...(Array.isArray(config.externals) ? config.externals : config.externals ? [config.externals] : []), externalizeClientOnly];
};
