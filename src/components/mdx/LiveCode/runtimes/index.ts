import type { LivePackage } from '../../../../config/releases';
import type { LiveRuntime } from './types';

/** One chunk per react-querybuilder release that runs live (src/config/releases.ts), fetched when a reader opens a live example of it. */
export const LIVE_RUNTIMES: Record<LivePackage, () => Promise<{ default: LiveRuntime }>> = {
  'react-querybuilder': () => import(/* webpackChunkName: "live-runtime-8" */ './react-querybuilder'),
  rqb7: () => import(/* webpackChunkName: "live-runtime-7" */ './rqb7'),
  rqb6: () => import(/* webpackChunkName: "live-runtime-6" */ './rqb6'),
  rqb5: () => import(/* webpackChunkName: "live-runtime-5" */ './rqb5'),
  rqb4: () => import(/* webpackChunkName: "live-runtime-4" */ './rqb4'),
};
