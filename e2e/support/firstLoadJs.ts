/**
 * How much JavaScript a page makes a reader download before they touch it: every script the page
 * requests until the network is idle, measured as the gzip size of the built file in public/
 * (what a CDN sends), so the number does not depend on the test server's compression.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

export interface FirstLoadJs {
  /** gzip bytes of all scripts. */
  bytes: number;
  /** Their paths, e.g. /app-1234.js. */
  scripts: string[];
}

export async function firstLoadJs(page: Page, url: string): Promise<FirstLoadJs> {
  const scripts = new Set<string>();
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('request', onRequest);
  // A script preloaded by the HTML may be taken from the preload without a request event of its own.
  const inPage = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="preload"][as="script"]')].map(
      (el) => new URL('src' in el ? el.src : el.href).pathname
    )
  );
  for (const script of inPage) scripts.add(script);
  const own = [...scripts].filter((script) => fs.existsSync(path.join('public', script)));
  const bytes = own.reduce((sum, script) => sum + gzipSize(script), 0);
  return { bytes, scripts: own.sort() };
}

/** gzip size (level 9) of a built file, by its path on the site. */
export function gzipSize(script: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join('public', script)), { level: 9 }).length;
}
