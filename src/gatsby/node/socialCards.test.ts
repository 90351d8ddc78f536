import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocPageContext } from '../../lib/pageContext';
import { API_SECTION, pageSocialCard, socialCard, TOP_LEVEL_SECTION } from '../../lib/socialCard';
import { CARD_SIZE, writeSocialCards } from './socialCards';

const version = { name: '6', label: 'v6.x', path: '/docs', banner: 'none', isLast: true } as const;
const doc = (breadcrumbs: Array<{ label: string }>) => ({ kind: 'doc', version, breadcrumbs }) as unknown as DocPageContext;

describe('social cards', () => {
  it('a page gets the card of its version and top sidebar category', () => {
    expect(pageSocialCard(doc([{ label: 'Utilities' }, { label: 'Export' }]))).toEqual({
      path: '/img/social/6-utilities.png',
      version: 'v6.x',
      section: 'Utilities',
    });
    // A doc outside any category: its breadcrumbs hold only itself.
    expect(pageSocialCard(doc([{ label: 'Getting started' }]))?.section).toBe(TOP_LEVEL_SECTION);
    expect(pageSocialCard({ kind: 'api', version } as never)?.path).toBe('/img/social/6-api-reference.png');
    expect(pageSocialCard({ kind: 'redirect', to: '/x', title: 'X' })).toBeUndefined();
    expect(socialCard({ name: 'current', label: 'Next' }, 'Tips & tricks').path).toBe('/img/social/current-tips-tricks.png');
  });

  it('renders each card once as a 1200×630 PNG, and takes it from the cache the next time', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-cards-'));
    const site = { title: 'React Query Builder', host: 'example.org', logoFile: path.resolve('static/img/logo.svg') };
    const cards = [socialCard(version, 'Utilities'), socialCard(version, API_SECTION), socialCard(version, 'Utilities')];
    const cache = path.join(dir, 'cache');
    expect(await writeSocialCards(path.join(dir, 'public'), cards, site, cache)).toEqual({ rendered: 2, cached: 0 });
    const png = fs.readFileSync(path.join(dir, 'public/img/social/6-utilities.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CARD_SIZE.width, CARD_SIZE.height]);
    expect(await writeSocialCards(path.join(dir, 'public2'), cards, site, cache)).toEqual({ rendered: 0, cached: 2 });
    expect(fs.readFileSync(path.join(dir, 'public2/img/social/6-utilities.png')).equals(png)).toBe(true);
    // A different section is a different picture.
    expect(fs.readFileSync(path.join(dir, 'public/img/social/6-api-reference.png')).equals(png)).toBe(false);
  }, 60_000);
});
