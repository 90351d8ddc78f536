/**
 * The Prism instance bundled with prism-react-renderer, plus the languages these docs use that
 * it lacks. Build time only: pages ship token spans, never a tokenizer.
 * Import order matters: prismGlobal must run before the language files, which extend the global.
 */
import { Prism } from './prismGlobal';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-diff';
import 'prismjs/components/prism-scss';
import 'prismjs/components/prism-mongodb';

/** Names authors use -> Prism grammar names. */
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', mjs: 'javascript', cjs: 'javascript', html: 'markup' };

/** The grammar for a code-fence language, or undefined for plain text. */
export function grammarFor(lang: string | undefined): { name: string; grammar?: Prism.Grammar } {
  const name = lang ? (ALIASES[lang] ?? lang) : 'text';
  return { name, grammar: Prism.languages[name] };
}

export { Prism };
