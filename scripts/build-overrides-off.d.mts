/** The kill-switch build's folder; see build-overrides-off.mjs. */
export const OVERRIDES_OFF_E2E: { dir: string };
/** Patches left applied in that build, with why. */
export const KEPT_PATCHES: Record<string, string>;
/** The package a patch file is for. */
export function packageOfPatch(file: string): string;
