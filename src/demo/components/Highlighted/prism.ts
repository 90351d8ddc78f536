/**
 * Prism's core and the grammars of the live export output (SQL; CEL and SpEL as C-like; JSON),
 * for the browser. prism-react-renderer bundles some thirty grammars, 28 KiB gz on the home page;
 * this is about 8. Import order matters: `./core` must run before the grammars, which extend
 * the global `Prism` it sets.
 */
import { Prism } from './core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-sql';

export { Prism };
