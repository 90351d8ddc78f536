import path from 'node:path';
import type { WebpackStep } from './step';

/**
 * Icon barrels the demo's adapters import one icon from, and the module that exports just that icon.
 * Parsing `@mui/icons-material`'s index alone means reading 10,600 modules on every cold build.
 */
export const ADAPTER_ICON_MODULES: Record<string, string> = {
  '@mui/icons-material': path.resolve('src/demo/libraries/material/adapterIcons.ts'),
  '@ant-design/icons': path.resolve('src/demo/libraries/antd/adapterIcons.ts'),
};

/** Points a @react-querybuilder adapter's import of an icon barrel at the module of the icons it uses. */
function replaceAdapterIconBarrel(resolveData: { request: string; contextInfo?: { issuer?: string } }) {
  const target = ADAPTER_ICON_MODULES[resolveData.request];
  if (target && /[\\/]node_modules[\\/]@react-querybuilder[\\/]/.test(resolveData.contextInfo?.issuer ?? '')) resolveData.request = target;
}

export const adapterIconModules: WebpackStep = ({ config, plugins }) => {
  config.plugins.push(plugins.normalModuleReplacement(/^(@mui\/icons-material|@ant-design\/icons)$/, replaceAdapterIconBarrel));
};
