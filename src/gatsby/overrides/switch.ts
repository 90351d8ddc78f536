/**
 * The kill switch: `GATSBY_OVERRIDES_OFF=all` builds (or develops) the site with the overrides of
 * every feature off, `GATSBY_OVERRIDES_OFF=css,chunk-map` with those features' off. The site is then
 * what Gatsby makes of it by itself: correct, only slower and heavier. An upgrade of Gatsby can land
 * with the switch on and turn the features back on one at a time (./README.md says how).
 *
 * A point that the site cannot do without, whatever its feature, stays on: the registry gives each
 * such point its reason (`keptOn`). The browser reads the same variable: Gatsby inlines `GATSBY_*`
 * variables into its bundles, and a change of one makes a build start from an empty cache, so a
 * build with the switch never reuses what a build without it compiled. This module is the browser's
 * part (a type import only: it is in every page's first load); ./killSwitch.ts checks the value and filters
 * the steps.
 */
import type { Feature } from './registry';

/** The variable, read at build time in Node and inlined in the browser bundles. */
export const OVERRIDES_OFF = 'GATSBY_OVERRIDES_OFF';

/** The names the variable holds: `all`, or features of ./registry.ts (FEATURES), comma-separated. */
export function namesOff(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Is `feature`'s override on in this build? (Written out in full so that webpack inlines the variable.) */
export function overrideOn(feature: Exclude<Feature, 'site'>): boolean {
  const off = namesOff(process.env.GATSBY_OVERRIDES_OFF);
  return !off.includes('all') && !off.includes(feature);
}
