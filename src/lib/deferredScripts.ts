/** The loader of the scripts the build defers past the first paint (src/gatsby/overrides/inline-scripts/deferScripts.ts), and its globals. */

/**
 * The form of the deferred scripts in a page's HTML, in the server renderer's hash
 * (src/gatsby/overrides/css/stylesInHtml.ts): a new form renders every page again on a warm build, so no
 * page keeps an earlier build's. 2: each tag wrapped in place, a marked loader (2026-11-29).
 */
export const DEFERRED_SCRIPTS_FORM = 2;

/** Marks a template that holds a deferred script tag. */
export const DEFERRED_SCRIPTS_ATTRIBUTE = 'data-deferred-scripts';

/** Global counting the deferred scripts not yet loaded or failed. */
export const SCRIPTS_PENDING_GLOBAL = '___scriptsPending';
/** Global the deferred scripts call once all have loaded or failed (set by whoever waits). */
export const SCRIPTS_SETTLED_GLOBAL = '___scriptsSettled';

/** Marks the inline script that loads them (one per page, at the end of its body). */
export const DEFERRED_SCRIPTS_LOADER_ATTRIBUTE = 'data-deferred-scripts-loader';

/**
 * The inline script at the end of the body: it adds the scripts of every deferred-scripts template,
 * in document order. ES5: it runs before any of the site's own JavaScript.
 */
export const DEFERRED_SCRIPTS_LOADER = [
  `(function(){var w=window,d=document,t=d.querySelectorAll("template[${DEFERRED_SCRIPTS_ATTRIBUTE}]"),l=[];`,
  'for(var i=0;i<t.length;i++)l.push.apply(l,t[i].content.querySelectorAll("script"));',
  `w.${SCRIPTS_PENDING_GLOBAL}=l.length;`,
  `function settled(){if(--w.${SCRIPTS_PENDING_GLOBAL}===0&&w.${SCRIPTS_SETTLED_GLOBAL})w.${SCRIPTS_SETTLED_GLOBAL}()}`,
  'function load(){for(var i=0;i<l.length;i++){var s=d.createElement("script");s.src=l[i].getAttribute("src");s.async=true;s.onload=s.onerror=settled;d.body.appendChild(s)}}',
  'if(d.hidden)load();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})})})()',
].join('');
