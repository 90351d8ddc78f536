/**
 * The kill switch's Node part (./switch.ts is the variable and the browser's part): which features
 * are off, checked against the registry, and which webpack and post-build steps run.
 */
import { nearestHint } from '../content/errors';
import { FEATURES, OVERRIDE_POINTS, type Feature, type OverridePoint } from './registry';
import { namesOff, OVERRIDES_OFF } from './switch';

/** The features the switch can turn off: all but the site's own output. */
export const SWITCHABLE: Feature[] = (Object.keys(FEATURES) as Feature[]).filter((feature) => feature !== 'site');

/** The features off in this build. A name that is no feature stops the build, with the nearest valid ones. */
export function featuresOff(value = process.env[OVERRIDES_OFF]): Set<Feature> {
  const names = namesOff(value);
  for (const name of names)
    if (name !== 'all' && !SWITCHABLE.includes(name as Feature))
      throw new Error(`${OVERRIDES_OFF}="${value}": "${name}" is not a feature. ${nearestHint('names', name, ['all', ...SWITCHABLE])}`);
  return new Set(names.includes('all') ? SWITCHABLE : (names as Feature[]));
}

/** The registered point of a step, or an error that says where to register it. */
function pointOf(source: OverridePoint['source'], name: string): OverridePoint {
  const point = OVERRIDE_POINTS.find((p) => p.source === source && p.name === name);
  if (!point) throw new Error(`The ${source} "${name}" is not in src/gatsby/overrides/registry.ts: register it, with its feature.`);
  return point;
}

/** Does the point run with the features `off` off? It does when its feature is on, or when the site needs it (`keptOn`). */
export const pointOn = (point: OverridePoint, off: Set<Feature>): boolean => !off.has(point.feature) || point.keptOn !== undefined;

/** The steps of `source` that run in this build, in their order. */
export function stepsOn<T extends { name: string }>(source: 'webpack step' | 'post-build step', steps: T[], off = featuresOff()): T[] {
  return off.size ? steps.filter((step) => pointOn(pointOf(source, step.name), off)) : steps;
}

/** The line a build logs when the switch is on: what is off, and what stayed on and why. */
export function killSwitchLine(off = featuresOff()): string | undefined {
  if (!off.size) return undefined;
  const points = OVERRIDE_POINTS.filter((point) => off.has(point.feature) && point.source !== 'gatsby internal');
  const skipped = points.filter((point) => point.keptOn === undefined).length;
  const kept = points.filter((point) => point.keptOn !== undefined).map((point) => `${point.name} (${point.keptOn})`);
  return `${OVERRIDES_OFF}: the overrides of ${[...off].join(', ')} are off (${skipped} steps and runtime overrides)${kept.length ? `; kept on: ${kept.join('; ')}` : ''}`;
}
