/**
 * The sandbox live examples run in under Node (unit tests): the Function constructor, which the
 * site's CSP forbids in the browser (there src/components/mdx/LiveCode/run.ts `browserSandbox`
 * runs a blob: script). The platform's globals are Node's, read before any test adds its own.
 */
import { globalNames, type ModuleFactory, type Sandbox } from '../components/mdx/LiveCode/run';

export const nodeSandbox: Sandbox = {
  evaluate: async (factorySource) => new Function(`return (${factorySource});`)() as ModuleFactory,
  platformGlobals: globalNames(globalThis),
};
