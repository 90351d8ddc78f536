/**
 * A doc's first load hydrates the page around its article at once, and the article (the doc's own
 * chunk: its compiled MDX, 2-20 KB gzipped) at the reader's first input: a pointer move or press, a
 * key, a touch, the wheel, focus, or back/forward. Until then the article is the server's HTML,
 * which React keeps in place: DocPage renders the MDX inside a Suspense boundary, and here that
 * boundary's content is a lazy component, so hydration leaves it for later (React 18 selective
 * hydration) and fills it in without touching the DOM when the chunk has come.
 *
 * A reader who only reads never downloads it. For the rest, nothing waits:
 * - a click on a link or a button in the article before it hydrates is held, and clicked again
 *   once it has (React drops such a click: it cannot hydrate that part without its code);
 * - pointer-over and focus events are replayed by React itself (the code blocks' types on hover);
 * - a part that changes in the browser at load (tabs that restore the reader's choice) carries
 *   HYDRATE_ON_LOAD in the server HTML, and its page loads the article at once; a part that loads
 *   as it nears the viewport (a live builder) carries HYDRATE_ON_VIEW, and the article loads when
 *   it does;
 * - a new address on the page itself (a heading followed from "On this page", back or forward between
 *   its headings, a link to the page) reaches the app once the article has hydrated; the browser
 *   scrolls to the heading at once (holdAddressChanges).
 *
 * src/gatsby/overrides/page-components/pageComponents.ts decides when a page loads this way (the build marks the docs
 * whose page can render without the article's chunk: src/gatsby/overrides/page-components/pageComponentChunks.ts).
 */
import { globalHistory, type HistoryListener, type HistoryListenerParameter } from '@reach/router';
import React, { lazy, useEffect, type ComponentType } from 'react';
import { DOC_ARTICLE, HYDRATE_ON_LOAD, HYDRATE_ON_VIEW, NEAR_VIEW_MARGIN } from '../../../lib/articleHydration';

const INPUT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'focusin', 'popstate'] as const;
/** What a held click is replayed on: what reacts to a click in an article. */
const CLICKABLE = 'a[href], button, summary, [role="tab"], [role="button"]';

let wanted: Promise<void> | undefined;
let hydrated = false;
let held: HTMLElement | null = null;
let startLoad = () => {};
/** The first page's article, as the server rendered it: the only one whose clicks wait. */
let serverArticle: Element | null = null;

function onInput() {
  for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, true);
  startLoad();
}

/** Resolves when the article's chunk should load: at once if the article asks for it, else at the first input. */
function whenWanted(): Promise<void> {
  wanted ??= new Promise<void>((resolve) => {
    startLoad = resolve;
    if (document.querySelector(`[${DOC_ARTICLE}] [${HYDRATE_ON_LOAD}]`)) return resolve();
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    const onView = document.querySelectorAll(`[${DOC_ARTICLE}] [${HYDRATE_ON_VIEW}]`);
    if (onView.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_VIEW_MARGIN }
    );
    onView.forEach((element) => observer.observe(element));
  });
  return wanted;
}

/**
 * Holds a plain click on something clickable in the server's article until the article has hydrated.
 * Once that article has left the page (the reader went to another page before any input loaded its
 * chunk), nothing waits: a later page's article is the client's own and takes its clicks at once.
 */
function holdClick(event: MouseEvent) {
  if (hydrated || event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (!serverArticle?.isConnected) return articleHydrated();
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKABLE) : null;
  if (!target || target.closest(`[${DOC_ARTICLE}]`) !== serverArticle) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = target;
  startLoad();
}

/** The router's listeners whose news of a new address waits for the article, with the last news's kind. */
const heldNews = new Map<HistoryListener, HistoryListenerParameter['action']>();

/**
 * Holds the router's news of a new address on this page until the article has hydrated. Gatsby's
 * router (reach router's LocationProvider, which listens to globalHistory once the app has hydrated)
 * puts the location in a context above the article, and React 18 throws away the server HTML of a
 * Suspense boundary still waiting to hydrate when a context value above it changes (error 421): the
 * article would vanish until its chunk came. News of another page passes at once (that page replaces
 * the article), as does everything once the server's article has left the page.
 */
function holdAddressChanges(article: Element | null) {
  const pathname = globalHistory.location.pathname;
  const listen = globalHistory.listen;
  globalHistory.listen = (listener) =>
    listen.call(globalHistory, (news) => {
      if (!hydrated && article?.isConnected && news.location.pathname === pathname) heldNews.set(listener, news.action);
      else {
        heldNews.delete(listener);
        listener(news);
      }
    });
}

/** The article has hydrated, or its chunk could not load: nothing the reader did waits any longer. */
function articleHydrated() {
  if (hydrated) return;
  hydrated = true;
  window.removeEventListener('click', holdClick, true);
  const target = held;
  held = null;
  if (target?.isConnected) target.click();
  for (const [listener, action] of heldNews) listener({ location: globalHistory.location, action });
  heldNews.clear();
}

/**
 * The page component for a doc's first load: `Page` (DocPage) with the doc's MDX from `load` (the
 * full component module, whose `MDXContent` export is the MDX: src/gatsby/overrides/mdx-loader/docContentExport.cjs),
 * loaded when whenWanted() says.
 */
export function deferredDocPage<P extends object>(Page: ComponentType<P & { children?: React.ReactNode }>, load: () => Promise<unknown>): ComponentType<P> {
  window.addEventListener('click', holdClick, true);
  serverArticle = document.querySelector(`[${DOC_ARTICLE}]`);
  holdAddressChanges(serverArticle);
  const Content = lazy(() =>
    whenWanted()
      .then(load)
      .catch((error: unknown) => {
        articleHydrated();
        throw error;
      })
      .then((module) => {
        const MDXContent = (module as { MDXContent?: ComponentType<P> }).MDXContent;
        if (!MDXContent) throw new Error('The doc component has no MDXContent export (src/gatsby/overrides/mdx-loader/docContentExport.cjs adds it)');
        function HydratedContent(props: P) {
          useEffect(articleHydrated, []);
          return React.createElement(MDXContent!, props);
        }
        return { default: HydratedContent };
      })
  );
  // One element for every render: DocPage's boundary then sees no change (its memo), as React requires
  // of a boundary that has not hydrated yet. The MDX gets the first render's props, as the page's are
  // the same until it unmounts.
  let content: React.ReactElement | undefined;
  return function DeferredDocPage(props: P) {
    content ??= React.createElement(Content as unknown as ComponentType<P>, props);
    return React.createElement(Page, props, content);
  };
}
