import path from 'node:path';
import type { WebpackStep } from './step';

/**
 * Icon barrels the demo's adapters import a few icons from, and the module that exports just those.
 * A barrel costs every cold build all of its modules (`@mui/icons-material`'s index is 10,600;
 * @react-querybuilder/material 8.x imports its icons one by one, so it needs no entry).
 */
export const ADAPTER_ICON_MODULES: Record<string, string> = {
  '@ant-design/icons': path.resolve('src/demo/libraries/antd/adapterIcons.ts'),
};

/** The icon barrels an adapter could import; one it does import must have an entry above. */
export const ICON_BARRELS = ['@mui/icons-material', '@ant-design/icons'];

/** `@mui/icons-material/<Icon>`: a CommonJS file whose default export an ES module (`.mjs`) gets as the whole exports object. */
const MUI_ICON = /^@mui\/icons-material\/(\w+)$/;

/**
 * Points a @react-querybuilder adapter's import of an icon barrel at the module of the icons it uses,
 * and its import of one MUI icon (@react-querybuilder/material 8.x, an `.mjs` file) at that icon's
 * ES build, whose default export is the component.
 */
function replaceAdapterIconImport(resolveData: { request: string; contextInfo?: { issuer?: string } }) {
  if (!/[\\/]node_modules[\\/]@react-querybuilder[\\/]/.test(resolveData.contextInfo?.issuer ?? '')) return;
  const icon = MUI_ICON.exec(resolveData.request)?.[1];
  resolveData.request = ADAPTER_ICON_MODULES[resolveData.request] ?? (icon ? `@mui/icons-material/esm/${icon}.js` : resolveData.request);
}

export const adapterIconModules: WebpackStep = ({ config, plugins }) => {
  config.plugins.push(plugins.normalModuleReplacement(/^(@ant-design\/icons|@mui\/icons-material\/\w+)$/, replaceAdapterIconImport));
};
