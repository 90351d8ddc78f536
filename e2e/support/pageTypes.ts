/**
 * One page of every type the site has, with what must be on screen before an accessibility checker
 * looks at it. Written as data so that the axe spec (Playwright) and the pa11y spec (Puppeteer, which
 * pa11y drives) check the same pages in the same state.
 */
import { STYLE_NAMES, stylePath } from '../../src/demo/constants/styles';

export type ReadyStep =
  /** Scroll the first element matching this CSS selector into view (lazy parts load on view). */
  | { scrollTo: string }
  /** Click the first button with this accessible name. */
  | { clickButton: string }
  /** Wait until the first element matching this CSS selector is visible. */
  | { waitFor: string }
  /** Wait until this text is visible. */
  | { waitForText: string };

export interface PageType {
  name: string;
  path: string;
  ready?: ReadyStep[];
}

const LIVE_EXAMPLE = 'section[aria-label="Live example"]';
const EXAMPLE_OUTPUT = '[aria-label="Example output"]';

/** The demo's style libraries but the default (src/demo/constants/styles.ts): one page each. */
const DEMO_LIBRARIES = STYLE_NAMES.filter((name) => name !== 'default');

export const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/', ready: [{ waitFor: '.queryBuilder' }] },
  { name: 'doc', path: '/docs/components/querybuilder' },
  {
    name: 'doc with a live builder',
    path: '/docs/styling/overview',
    ready: [{ scrollTo: LIVE_EXAMPLE }, { waitFor: `${LIVE_EXAMPLE} .queryBuilder` }],
  },
  {
    name: 'doc with an open live editor',
    path: '/docs/next/components/querybuilder',
    ready: [{ clickButton: 'Edit and run' }, { waitForText: 'Ran with react-querybuilder' }, { waitFor: `${EXAMPLE_OUTPUT} .queryBuilder` }],
  },
  { name: 'category', path: '/docs/category/components' },
  { name: 'versioned doc (5.x)', path: '/docs/5/intro' },
  { name: 'unreleased doc (Next)', path: '/docs/next/utils/export' },
  { name: 'search page', path: '/search?q=query', ready: [{ waitForText: 'documents found' }] },
  { name: 'API reference index', path: '/api/next' },
  { name: 'API reference entry', path: '/api/react-querybuilder/interfaces/FormatQueryOptions' },
  { name: 'markdown page', path: '/markdown-page' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'demo', path: '/demo', ready: [{ waitFor: '.queryBuilder' }] },
  ...DEMO_LIBRARIES.map((lib) => ({ name: `demo/${lib}`, path: stylePath(lib), ready: [{ waitFor: '.queryBuilder .rule' }] })),
];

/** Selector of the colour-mode toggle: it is enabled once the app has hydrated. */
export const HYDRATED_TOGGLE = 'button[aria-label^="Switch between dark and light mode (currently"]';

/**
 * Waits, in the page, until every finite CSS transition and animation has finished: a checker that
 * reads colours mid-transition (a demo's buttons fading to their library's colours as its
 * stylesheet arrives) reports a contrast the reader never sees once the page settles.
 */
export function settledAnimations(): Promise<unknown> {
  const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  return Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}
