import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrast, OUTPUT, renderPrismCss } from './prism-theme-css.mjs';

const TOKENS = fileURLToPath(new URL('../src/styles/tokens.css', import.meta.url));

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgb = (v) => v.match(/\d+/g).slice(0, 3).map(Number);
const parse = (v) => (v.startsWith('#') ? hex(v.length === 4 ? `#${[...v.slice(1)].map((c) => c + c).join('')}` : v) : rgb(v));

describe('code theme CSS', () => {
  it('is in sync with its generator (run node scripts/prism-theme-css.mjs)', () => {
    expect(fs.readFileSync(OUTPUT, 'utf8')).toBe(renderPrismCss());
  });

  it('keeps every token colour at WCAG AA contrast against its code background', () => {
    const css = renderPrismCss();
    for (const [scope, bg] of [
      ["html:not([data-theme='dark'])", '#f6f8fa'],
      ["[data-theme='dark']", '#282A36'],
    ]) {
      const rules = css.split('\n').filter((line) => line.startsWith(scope) && line.includes('.token'));
      expect(rules.length).toBeGreaterThan(5);
      for (const rule of rules) {
        const color = /[{;]color:([^;}]+)/.exec(rule)?.[1];
        if (color) expect(contrast(parse(color), parse(bg)), rule).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('gives the live editor (tokens.css --c-token-*) only colours of the same mode in this theme', () => {
    const css = renderPrismCss();
    const tokens = fs.readFileSync(TOKENS, 'utf8');
    const darkStart = tokens.indexOf("\n[data-theme='dark'] {");
    const same = (v) => v.replace(/\s+/g, '').toLowerCase();
    for (const [scope, block] of [
      ["html:not([data-theme='dark'])", tokens.slice(0, darkStart)],
      ["[data-theme='dark']", tokens.slice(darkStart)],
    ]) {
      const used = new Set(
        css
          .split('\n')
          .filter((line) => line.startsWith(scope))
          .flatMap((line) => [...line.matchAll(/[{;]color:([^;}]+)/g)].map((m) => same(m[1])))
      );
      const colours = [...block.matchAll(/--c-token-([\w-]+):\s*([^;]+);/g)];
      expect(colours.map((m) => m[1]).sort()).toEqual(['comment', 'keyword', 'number', 'property', 'string']);
      for (const [, name, value] of colours) expect(used, `${scope} --c-token-${name}: ${value}`).toContain(same(value));
    }
  });
});
