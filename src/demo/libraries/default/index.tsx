import type { DemoLibrary } from '../types';

/** The library's own controls and stylesheet: no wrapper, nothing else to install. */
export const defaultLibrary: DemoLibrary = { packages: [] };
