import { LIBRARY_CODE } from '../../code/libraryCode';
import type { DemoLibrary } from '../types';

/** The library's own controls and stylesheet: no wrapper, nothing else to install. */
export const defaultLibrary: DemoLibrary = { ...LIBRARY_CODE.default };
