/** The loader of the scripts the build defers past the first paint (src/gatsby/node/deferScripts.ts), and its globals. */

/** Marks the template that holds the deferred script tags. */
export const DEFERRED_SCRIPTS_ATTRIBUTE = 'data-deferred-scripts';

/** Global counting the deferred scripts not yet loaded or failed. */
export const SCRIPTS_PENDING_GLOBAL = '___scriptsPending';
/** Global the deferred scripts call once all have loaded or failed (set by whoever waits). */
export const SCRIPTS_SETTLED_GLOBAL = '___scriptsSettled';

/** The inline script after the template. ES5: it runs before any of the site's own JavaScript. */
export const DEFERRED_SCRIPTS_LOADER = [
  '(function(){var w=window,d=document,l=d.currentScript.previousElementSibling.content.querySelectorAll("script");',
  `w.${SCRIPTS_PENDING_GLOBAL}=l.length;`,
  `function settled(){if(--w.${SCRIPTS_PENDING_GLOBAL}===0&&w.${SCRIPTS_SETTLED_GLOBAL})w.${SCRIPTS_SETTLED_GLOBAL}()}`,
  'function load(){for(var i=0;i<l.length;i++){var s=d.createElement("script");s.src=l[i].getAttribute("src");s.async=true;s.onload=s.onerror=settled;d.body.appendChild(s)}}',
  'if(d.hidden)load();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})})})()',
].join('');
