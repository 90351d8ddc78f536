/** Chromium's flags for the e2e tests and the bench; see chromium.mjs. */
export const CHROME_ARGS: string[];
