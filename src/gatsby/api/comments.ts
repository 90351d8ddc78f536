/**
 * TypeDoc's doc comments as Markdown. `{@link X}` to an export of the same version becomes
 * `[X](api:<slug>)`; a link that resolves to nothing becomes code and a warning naming the
 * symbol, never an error (the comments are the packages', not ours to fix).
 */
import type { JSONOutput } from 'typedoc';
import type { ApiDeprecation, ApiDoc, ApiDocTag } from './model';

/** What comment conversion needs from the symbol being converted. */
export interface CommentContext {
  /**
   * The slug (with `#member` for a member) a link names, or undefined: `target` is TypeDoc's
   * (a reflection id or a symbol id), or the name as written when TypeDoc found none.
   */
  resolveLink(target: number | string | JSONOutput.ReflectionSymbolId, written: string): string | undefined;
  /** Reports a problem; `symbol` is the export's name. */
  warn(message: string): void;
  /** The export whose comment this is (for warnings). */
  symbol: string;
}

/** What a comment holds, split the way the model keeps it. */
export interface ConvertedComment {
  doc?: ApiDoc;
  deprecated?: ApiDeprecation;
  /** The `@default` / `@defaultValue` text. */
  default?: string;
}

/** Tags the model keeps outside `ApiDoc.tags`. */
const OWN_TAGS = new Set(['@default', '@defaultValue', '@deprecated']);

/**
 * A `{@link}` as a Markdown link. TypeDoc resolves names in the comment's own module only, so a
 * link it left without a target (7.x's `{@link parseSQL}` in the main entry's ParseSQLOptions) is
 * looked up by its name among the version's exports.
 */
function linkPart(part: JSONOutput.InlineTagDisplayPart, ctx: CommentContext): string {
  // `{@link Name | text}` or, JSDoc's way, `{@link Name text}`; a declaration reference may name its
  // package first (`react-querybuilder!QueryBuilder`, as 8.x's core does for the main package's exports).
  const [reference = '', given] = part.text.includes('|') ? part.text.split('|').map((piece) => piece.trim()) : splitFirstWord(part.text.trim());
  const written = reference.replace(/^[^!\s]+!/, '');
  const label = given || written;
  const text = label || String(part.target ?? '');
  const shown = part.tag === '@linkcode' ? `\`${text}\`` : text;
  if (typeof part.target === 'string') return `[${shown}](${part.target})`;
  const slug = ctx.resolveLink(part.target ?? written, written);
  if (slug) return `[${shown}](api:${slug})`;
  ctx.warn(`the doc comment of ${ctx.symbol} has {${part.tag} ${text}}, which names nothing this version exports; it is shown as code.`);
  return `\`${text}\``;
}

const splitFirstWord = (text: string): [string, string | undefined] => {
  const space = text.search(/\s/);
  return space < 0 ? [text, undefined] : [text.slice(0, space), text.slice(space + 1).trim()];
};

/**
 * A tag in a comment's prose (`passed to <QueryBuilder />`, `Array<string>`): Markdown reads it as raw
 * HTML, which the reference does not render, so the words would vanish. It is shown as code instead.
 */
const TAG_IN_PROSE = /[\w.]*<\/?[A-Za-z][\w.-]*(?:\s[^<>]*)?\/?>/g;

/** Comment parts as Markdown. */
export function partsToMarkdown(parts: JSONOutput.CommentDisplayPart[] | undefined, ctx: CommentContext): string {
  return (parts ?? [])
    .map((part) => {
      if (part.kind === 'inline-tag' && ['@link', '@linkcode', '@linkplain'].includes(part.tag)) return linkPart(part, ctx);
      return part.kind === 'text' ? part.text.replace(TAG_IN_PROSE, (tag) => `\`${tag}\``) : part.text;
    })
    .join('')
    .trim();
}

/** `@default` content without the code fence or backticks TypeDoc puts around it. */
function defaultText(markdown: string): string {
  const fenced = /^```\w*\n([\s\S]*?)\n?```$/.exec(markdown);
  const inline = /^`([^`]*)`$/.exec(markdown);
  return (fenced?.[1] ?? inline?.[1] ?? markdown).trim();
}

/** One block tag, or undefined for `@default` and `@deprecated` (kept elsewhere). */
function blockTag(tag: JSONOutput.CommentTag, ctx: CommentContext): ApiDocTag | undefined {
  if (OWN_TAGS.has(tag.tag)) return undefined;
  const text = partsToMarkdown(tag.content, ctx);
  return { tag: tag.tag.slice(1), text: tag.name ? `\`${tag.name}\` ${text}`.trim() : text };
}

/** A comment as the model keeps it; an empty comment gives `{}`. */
export function convertComment(comment: JSONOutput.Comment | undefined, ctx: CommentContext): ConvertedComment {
  if (!comment) return {};
  const result: ConvertedComment = {};
  const summary = partsToMarkdown(comment.summary, ctx);
  const tags: ApiDocTag[] = (comment.modifierTags ?? []).map((tag) => ({ tag: tag.slice(1), text: '' }));
  for (const tag of comment.blockTags ?? []) {
    if (tag.tag === '@default' || tag.tag === '@defaultValue') result.default = defaultText(partsToMarkdown(tag.content, ctx));
    else if (tag.tag === '@deprecated') {
      const note = partsToMarkdown(tag.content, ctx);
      result.deprecated = note ? { note } : {};
    } else {
      const converted = blockTag(tag, ctx);
      if (converted) tags.push(converted);
    }
  }
  if (summary || tags.length) result.doc = tags.length ? { summary, tags } : { summary };
  return result;
}

/** Whether two docs say the same (an overload repeating its function's comment). */
export function sameDoc(a: ApiDoc | undefined, b: ApiDoc | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
