/**
 * Browser entry: global CSS, the shared wrappers, hydration in a transition (time-sliced),
 * route-change behaviour (progress bar, focus) and the console helpers loaded when idle.
 * Scroll restoration, hash scrolling, the route announcer, prefetching (skipped on 2g and
 * Save-Data) and the full reload when a route's resources fail to load are Gatsby's own.
 */
import type { GatsbyBrowser } from 'gatsby';
import type { Renderer } from 'react-dom';
import './src/styles/tokens.css';
import './src/styles/global.css';
import { preloadPageSidebar } from './src/components/Sidebar/sharedSidebar';
import { focusMainContent } from './src/gatsby/overrides/hydration/focusMain';
import { hydrateInTransition } from './src/gatsby/overrides/hydration/hydrateInTransition';
import { overrideOn } from './src/gatsby/overrides/switch';
import { loadConsoleToolsWhenIdle } from './src/gatsby/browser/loadConsoleTools';
import { endNavigationProgress, installNavigationProgress } from './src/gatsby/overrides/hydration/navigationProgress';

export { wrapPageElement, wrapRootElement } from './src/gatsby/wrap';

// Gatsby types the result as react-dom's legacy `Renderer` (overloads returning the instance); it
// only ever calls it as (element, container) and ignores the result. Production only: `gatsby
// develop` serves no page HTML to hydrate, and keeps its own renderer for its loading indicators.
// The kill switch (src/gatsby/overrides/switch.ts) leaves Gatsby's own.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] | undefined =
  process.env.NODE_ENV === 'production' && overrideOn('hydration') ? () => hydrateInTransition as unknown as Renderer : undefined;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  preloadPageSidebar();
  installNavigationProgress();
  // The console helpers are for readers of the built site. In `gatsby develop` their first load
  // would compile react-querybuilder while the author's first page is still compiling.
  if (process.env.NODE_ENV === 'production') loadConsoleToolsWhenIdle();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  endNavigationProgress();
  focusMainContent(location, prevLocation);
};
