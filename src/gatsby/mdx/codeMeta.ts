/**
 * Code-block metadata as Docusaurus authors write it: ```tsx title="App.tsx" {1,3-4}, plus
 * magic comments (`// highlight-next-line`, `// highlight-start` ... `// highlight-end`) that
 * mark lines and are removed from the shown code.
 */

export interface CodeMeta {
  title?: string;
  /** 1-based line numbers from the {...} ranges. */
  lines: Set<number>;
  showLineNumbers: boolean;
  /** `live`: the reader can edit and run the block (src/components/mdx/LiveCode). */
  live: boolean;
  /**
   * A ts/tsx block is type-checked and shows its types on hover unless marked `nocheck` (a
   * deliberate fragment: neither) or `notypes` (checked, no hovers).
   */
  typed: boolean;
}

/** Parses the meta string after the language. */
export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
  const text = meta ?? '';
  const title = /title=(["'])(.*?)\1/.exec(text)?.[2];
  const lines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(text)?.[1] ?? '';
  for (const part of ranges.split(',')) {
    const [start, end] = part.trim().split('-').map(Number);
    if (!start) continue;
    for (let line = start; line <= (end || start); line++) lines.add(line);
  }
  // Flags are words outside the title: title="A live demo" is not `live`.
  const flags = text.replace(/title=(["']).*?\1/, ' ');
  const flag = (name: string) => new RegExp(`(^|\\s)${name}(\\s|$)`).test(flags);
  return { title, lines, showLineNumbers: flag('showLineNumbers'), live: flag('live'), typed: !flag('nocheck') && !flag('notypes') };
}

/** The languages whose blocks are type-checked (src/testing/checkExamples.ts) and typed. */
export const TYPED_LANGS: ReadonlySet<string> = new Set(['ts', 'tsx']);

/** Whether a block of a docs version shows its types (language and meta as written after the fence). */
export const isTypedBlock = (lang: string | null | undefined, meta: CodeMeta): boolean => TYPED_LANGS.has(lang ?? '') && meta.typed;

const MAGIC = /^\s*(?:\/\/|#|\/\*|\{\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/**
 * Removes magic-comment lines; returns the code left, the 1-based lines they marked, and for each
 * line left its zero-based line in `code`.
 */
export function applyMagicComments(code: string): { code: string; lines: Set<number>; sourceLines: number[] } {
  const kept: string[] = [];
  const sourceLines: number[] = [];
  const lines = new Set<number>();
  let inRange = false;
  let nextLine = false;
  for (const [index, line] of code.split('\n').entries()) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') nextLine = true;
    else if (magic === 'start') inRange = true;
    else if (magic === 'end') inRange = false;
    else {
      kept.push(line);
      sourceLines.push(index);
      if (inRange || nextLine) lines.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), lines, sourceLines };
}
