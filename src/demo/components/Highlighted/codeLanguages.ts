/**
 * The grammars the demo's code panels add to those of the export output (./prism.ts): the
 * install command (bash), the generated App.tsx and calls (JavaScript, TSX) and the theme's
 * CSS. Only the demo loads them.
 */
import './prism';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
