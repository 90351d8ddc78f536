/**
 * The flags Debian's Chromium runs with, for the e2e tests (playwright.config.ts) and the bench
 * (scripts/bench/): headless, no sandbox (containers), no GPU, no background traffic.
 */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
