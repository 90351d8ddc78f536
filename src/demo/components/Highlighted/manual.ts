/** Read by prism-core as it loads (./core.ts): highlight only when asked to. */
const scope = globalThis as { Prism?: { manual?: boolean } };
scope.Prism = { ...scope.Prism, manual: true };
