/**
 * The "site did not load properly" banner: when the page's HTML arrives but its JavaScript does
 * not run (typically the site is served under a path prefix it was not built for, so every
 * /app-*.js request 404s), an inline script shows the configured prefix and the one the
 * address suggests. The markup is static HTML (src/gatsby/ssr/bodyComponents.tsx).
 */
import { SCRIPTS_PENDING_GLOBAL, SCRIPTS_SETTLED_GLOBAL } from './deferredScripts';
import { GATSBY_INTERNALS } from './gatsbyInternals';

export const BASE_PATH_BANNER_ID = 'base-path-banner';

/**
 * The prefix a page at `pathname` suggests, given its canonical path (`window.pagePath`).
 * Plain ES5 and self-contained: the inline script embeds its source.
 */
export function suggestPathPrefix(pathname: string, pagePath: string | undefined): string {
  /* eslint-disable no-var -- ES5 on purpose: the banner must work in browsers that cannot run the site's JavaScript */
  var prefix = '/';
  var tail = pagePath === '/' ? '' : pagePath || '';
  /* eslint-enable no-var */
  if (pagePath && pathname.length > tail.length && pathname.slice(pathname.length - tail.length) === tail) {
    prefix = pathname.slice(0, pathname.length - tail.length);
  }
  return prefix.charAt(prefix.length - 1) === '/' ? prefix : prefix + '/';
}

/**
 * Source of the inline check, run after the window's load event, or, in a build whose scripts load
 * after the first paint (./deferredScripts.ts) and have not all loaded or failed by then, once they have.
 */
export function basePathBannerScript(configuredPrefix: string): string {
  return [
    "window.addEventListener('load',function(){function check(){setTimeout(function(){",
    `if(window.${GATSBY_INTERNALS.loaderGlobal})return;`,
    `var b=document.getElementById(${JSON.stringify(BASE_PATH_BANNER_ID)});if(!b)return;`,
    // The function's source as compiled, less its name and the lint comments it keeps (they went into every page).
    `var suggest=${suggestPathPrefix
      .toString()
      .replace(/^function \w+/, 'function')
      .replace(/\/\*[\s\S]*?\*\//g, '')};`,
    `b.querySelector('[data-configured]').textContent=${JSON.stringify(configuredPrefix || '/')};`,
    "b.querySelector('[data-suggested]').textContent=suggest(location.pathname,window.pagePath);",
    'b.hidden=false;},0)}',
    `if(window.${SCRIPTS_PENDING_GLOBAL}>0)window.${SCRIPTS_SETTLED_GLOBAL}=check;else check()});`,
  ].join('');
}
