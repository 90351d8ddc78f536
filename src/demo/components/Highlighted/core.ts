/**
 * Prism's core, as the global that prismjs grammar files extend. `./manual` runs first: without
 * it, Prism would highlight every `language-*` code block of the page itself once the page loads,
 * and the docs' blocks are highlighted at build time (and owned by React).
 */
import './manual';
import Prism from 'prismjs/components/prism-core';

(globalThis as { Prism?: typeof Prism }).Prism = Prism;

export { Prism };
