import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { siteConfig } from '../config/site';
import { PALETTE } from './palette';

/** The `--c-*` tokens of one block of tokens.css (`:root` or `[data-theme='dark']`). */
function tokens(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('\n}', start));
  return new Map([...block.matchAll(/^\s*--c-([\w-]+):\s*([^;]+);/gm)].map((m) => [m[1]!, m[2]!.trim()]));
}

it('holds each colour as tokens.css has it, in its colour mode', () => {
  const css = fs.readFileSync(path.resolve('src/styles/tokens.css'), 'utf8');
  const modes = { light: tokens(css, ':root'), dark: tokens(css, "[data-theme='dark']") };
  for (const [mode, colours] of Object.entries(PALETTE) as Array<[keyof typeof modes, Record<string, string>]>) {
    expect(modes[mode].size, `no tokens read for ${mode}`).toBeGreaterThan(10);
    for (const [key, value] of Object.entries(colours)) {
      const token = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      expect(modes[mode].get(token), `PALETTE.${mode}.${key} is --c-${token} (src/styles/tokens.css)`).toBe(value);
    }
  }
});

it("gives the announcement bar the palette's primary colours (src/config/site.ts writes them as literals)", () => {
  expect(siteConfig.announcementBar?.backgroundColor, 'announcementBar.backgroundColor in src/config/site.ts').toBe(PALETTE.light.primary);
  expect(siteConfig.announcementBar?.textColor, 'announcementBar.textColor in src/config/site.ts').toBe(PALETTE.light.onPrimary);
});
