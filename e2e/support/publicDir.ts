/**
 * The folder of the build the running Playwright project serves: public/, or the one its project
 * names in `metadata.publicDir` (the kill-switch build's, playwright.config.ts). A spec that reads
 * built files reads them from here, so it checks the build it browses. Call it inside a test or hook.
 */
import path from 'node:path';
import { test } from '@playwright/test';

export function publicDir(): string {
  return (test.info().project.metadata as { publicDir?: string } | undefined)?.publicDir ?? 'public';
}

/** A file of that build, by its site path (`/_headers`, `/app-1234.js`). */
export const builtFile = (sitePath: string): string => path.join(publicDir(), sitePath);
