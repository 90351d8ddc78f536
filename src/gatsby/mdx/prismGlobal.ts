/** Exposes prism-react-renderer's Prism as the global the prismjs language files extend. */
import { Prism } from 'prism-react-renderer';

(globalThis as { Prism?: typeof Prism }).Prism = Prism;

export { Prism };
