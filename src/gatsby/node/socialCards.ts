/**
 * Renders the social cards of src/lib/socialCard.ts, one per docs version and section, into
 * public/: Satori lays the card out as SVG (with the Inter font from @fontsource/inter), and
 * resvg (its WebAssembly build, so no platform binary to install) rasterises it to PNG. No browser.
 * A card is cached by what it shows in node_modules/.cache/social-cards, so only a new or renamed
 * section costs a render (about 0.1–0.2 s each) after the first build.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SocialCard } from '../../lib/socialCard';
import { PALETTE } from '../../styles/palette';

export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const DEFAULT_CARD_CACHE = path.join('node_modules', '.cache', 'social-cards');

/** What every card carries besides its version and section. */
export interface CardSite {
  title: string;
  /** The host shown at the foot ("react-querybuilder.js.org"). */
  host: string;
  /** The logo, an SVG file. */
  logoFile: string;
}

/** Satori's element shape: what JSX would make, written as plain objects (this file is not a React module). */
interface Element {
  type: string;
  props: { style?: Record<string, unknown>; children?: Array<Element | string> | Element | string; [prop: string]: unknown };
}
const el = (type: string, style: Record<string, unknown>, ...children: Array<Element | string>): Element => ({
  type,
  props: { style, children: children.length === 1 ? children[0]! : children },
});

/** The card's layout: the site's name and logo, the section large, the version and host at the foot. */
function cardTree(card: SocialCard, site: CardSite, logo: string): Element {
  const { bg, text, textMuted, primary, primaryStrong: strong, primarySoft } = PALETTE.light;
  return el(
    'div',
    { width: '100%', height: '100%', display: 'flex', background: bg, borderTop: `16px solid ${primary}`, fontFamily: 'Inter', color: text },
    el(
      'div',
      { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, margin: '56px 72px 64px' },
      el(
        'div',
        { display: 'flex', alignItems: 'center', gap: 24 },
        { type: 'img', props: { src: logo, width: 88, height: 88 } },
        el('div', { fontSize: 44, fontWeight: 700 }, site.title)
      ),
      el('div', { display: 'flex', fontSize: 76, fontWeight: 700, lineHeight: 1.1, color: strong }, card.section),
      el(
        'div',
        { display: 'flex', alignItems: 'center', gap: 20, fontSize: 34 },
        el('div', { display: 'flex', padding: '8px 22px', borderRadius: 999, background: primarySoft, color: strong, fontWeight: 700 }, card.version),
        el('div', { display: 'flex', color: textMuted }, site.host)
      )
    )
  );
}

type Render = (card: SocialCard) => Promise<Buffer>;

let renderer: Promise<Render> | undefined;

/** Loads Satori, resvg's WebAssembly and the fonts once per process (one site per process: the build's). */
function loadRenderer(site: CardSite): Promise<Render> {
  renderer ??= (async () => {
    // Not named `require`: Parcel, which compiles gatsby-node, turns import() into its own require.
    const resolveFrom = createRequire(__filename);
    const [{ default: satori }, resvg] = await Promise.all([import('satori'), import('@resvg/resvg-wasm')]);
    await resvg.initWasm(fs.readFileSync(resolveFrom.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    const font = (weight: 400 | 700) => ({
      name: 'Inter',
      data: fs.readFileSync(resolveFrom.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    });
    const fonts = [font(400), font(700)];
    const logo = `data:image/svg+xml;base64,${fs.readFileSync(site.logoFile).toString('base64')}`;
    return async (card) => {
      const svg = await satori(cardTree(card, site, logo) as unknown as Parameters<typeof satori>[0], { ...CARD_SIZE, fonts });
      return Buffer.from(new resvg.Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng());
    };
  })();
  return renderer;
}

/** What a card's cached PNG is keyed by: everything it shows (the logo's bytes included) and the layout's own code. */
function cacheKey(card: SocialCard, site: CardSite, logo: Buffer): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        card: [card.version, card.section],
        site: [site.title, site.host],
        size: CARD_SIZE,
        layout: cardTree.toString(),
        palette: PALETTE.light,
      })
    )
    .update(logo)
    .digest('hex')
    .slice(0, 20);
}

/**
 * Writes each card (once per path) under `publicDir`, from the cache where it is there. Returns
 * how many were rendered and how many came from the cache.
 */
export async function writeSocialCards(
  publicDir: string,
  cards: Iterable<SocialCard>,
  site: CardSite,
  cacheDir = DEFAULT_CARD_CACHE
): Promise<{ rendered: number; cached: number }> {
  const unique = new Map<string, SocialCard>();
  for (const card of cards) unique.set(card.path, card);
  let rendered = 0;
  const logo = fs.readFileSync(site.logoFile);
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const card of unique.values()) {
    const cached = path.join(cacheDir, `${cacheKey(card, site, logo)}.png`);
    if (!fs.existsSync(cached)) {
      const png = await (await loadRenderer(site))(card);
      fs.writeFileSync(`${cached}.tmp`, png);
      fs.renameSync(`${cached}.tmp`, cached);
      rendered++;
    }
    const target = path.join(publicDir, card.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(cached, target);
  }
  return { rendered, cached: unique.size - rendered };
}
