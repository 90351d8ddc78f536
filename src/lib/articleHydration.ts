/**
 * Attributes that mark a doc's article in the server HTML, for its first load
 * (src/gatsby/overrides/hydration/deferredArticle.ts hydrates the article at the reader's first input).
 */

/** On the article whose MDX may hydrate after the page around it (DocPage). */
export const DOC_ARTICLE = 'data-doc-article';

/**
 * On an element in an article that changes in the browser at load (tabs restoring the reader's
 * stored choice): the page then loads its article's code at once.
 */
export const HYDRATE_ON_LOAD = 'data-hydrate-on-load';

/**
 * On an element in an article that loads more when it nears the viewport (a live builder): the
 * article's code loads when it does, if no input came first.
 */
export const HYDRATE_ON_VIEW = 'data-hydrate-on-view';

/** How near the viewport a part that loads on view starts loading (IntersectionObserver's rootMargin). */
export const NEAR_VIEW_MARGIN = '200px';
