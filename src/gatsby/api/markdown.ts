/**
 * The API reference for programs: each entry as Markdown (its page's address plus `.md`), a
 * version's entries in one `llms-full.txt` under its API root, and the lines `/llms.txt` lists.
 * Written from the model, not from the pages' HTML, so the text is the type definitions' own.
 */
import type { ApiBadge, ApiPageContext } from '../../lib/pageContext';
import { API_KIND_NAMES, TAG_TITLES, type ApiDoc, type ApiMember, type ApiSymbol, type ApiTypeParameter, type ApiVersionModel } from './model';

/** What an entry's page shows beside the model: its badges and the docs that mention it (src/gatsby/api/pages.ts). */
export type EntryExtras = Pick<ApiPageContext, 'badges' | 'mentions'>;

/** A doc comment's fences that name no language get `text`: a fence tells its reader what it holds. */
const nameFences = (text: string) => {
  let open = false;
  return text.replace(/^([ \t]*)(`{3,}|~{3,})(.*)$/gm, (line, indent: string, ticks: string, info: string) => {
    open = !open;
    return open && !info.trim() ? `${indent}${ticks}text` : line;
  });
};

/** A doc comment's Markdown with `api:<slug>` links made absolute (`root` is the version's API address). */
function docMarkdown(doc: ApiDoc | undefined, root: string): string {
  if (!doc) return '';
  const fix = (text: string) => nameFences(text.replace(/\]\(api:([^)#\s]+)(#[^)\s]*)?\)/g, (_, slug: string, member = '') => `](${root}/${slug}${member})`));
  const tags = (doc.tags ?? []).map(({ tag, text }) => `### ${TAG_TITLES[tag] ?? tag}\n\n${fix(text)}`);
  return [fix(doc.summary), ...tags].filter(Boolean).join('\n\n');
}

/**
 * A table cell's Markdown: one line, so a fenced example in a member's doc becomes inline code (a cell holds no
 * block; its page shows the block in the cell) and a tag's heading bold text.
 */
const cell = (text: string) =>
  text
    .replace(/^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n\1[ \t]*$/gm, (_, _fence: string, code: string) => `\`${code.replace(/\s*\n\s*/g, ' ').trim()}\``)
    .replace(/^#{1,6} (.*)$/gm, '**$1**')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');

/** A Markdown table of members; the Default and Description columns only when a row fills them. */
function table(rows: Array<{ name: string; type: string; optional?: boolean; default?: string; doc?: string }>): string {
  const defaults = rows.some((r) => r.default !== undefined);
  const notes = rows.some((r) => r.doc);
  const head = ['Name', 'Type', ...(defaults ? ['Default'] : []), ...(notes ? ['Description'] : [])];
  const lines = rows.map((r) => [
    `\`${r.name}\`${r.optional ? ' (optional)' : ''}`,
    `\`${cell(r.type)}\``,
    ...(defaults ? [r.default !== undefined ? `\`${cell(r.default)}\`` : ''] : []),
    ...(notes ? [cell(r.doc ?? '')] : []),
  ]);
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

const memberRows = (members: ApiMember[], root: string) =>
  members.map((m) => ({
    name: m.name,
    type: m.type.text,
    optional: m.optional,
    default: m.default,
    doc: [m.deprecated ? `Deprecated. ${m.deprecated.note ?? ''}`.trim() : '', docMarkdown(m.doc, root)].filter(Boolean).join(' '),
  }));

const typeParameterRows = (params: ApiTypeParameter[], root: string) =>
  params.map((p) => ({ name: p.name, type: p.constraint?.text ?? 'unknown', default: p.default?.text, doc: docMarkdown(p.doc, root) }));

const badgeLine = (badges: ApiBadge[]) => badges.map((badge) => `**${badge.text}**`).join(' ');

/**
 * One entry as a Markdown document: what its page shows, in the same order. `root` is the version's API address,
 * `site` the site's address (for the "In the docs" links, to their Markdown copies).
 */
export function symbolMarkdown(symbol: ApiSymbol, model: ApiVersionModel, root: string, extras?: EntryExtras, site = ''): string {
  const pkg = model.packages.find((p) => p.name === symbol.package);
  const out = [
    `# ${symbol.name}`,
    '',
    ...(extras?.badges.length ? [badgeLine(extras.badges), ''] : []),
    `${API_KIND_NAMES[symbol.kind].one} of ${symbol.package}${pkg ? ` ${pkg.version}` : ''}: \`import { ${symbol.name} } from '${symbol.exportedFrom[0]}'\``,
  ];
  if (symbol.exportedFrom.length > 1)
    out.push(
      '',
      `Also exported by ${symbol.exportedFrom
        .slice(1)
        .map((specifier) => `\`${specifier}\``)
        .join(', ')}.`
    );
  if (symbol.deprecated) out.push('', `**Deprecated.** ${docMarkdown({ summary: symbol.deprecated.note ?? '' }, root)}`.trim());
  const doc = docMarkdown(symbol.doc, root);
  if (doc) out.push('', doc);
  symbol.signatures.forEach((sig, i) => {
    if (symbol.signatures.length > 1) out.push('', `## Signature ${i + 1}`);
    out.push('', '```ts', sig.text, '```');
    const own = docMarkdown(sig.doc, root);
    if (own) out.push('', own);
    if (sig.typeParameters?.length) out.push('', 'Type parameters:', '', table(typeParameterRows(sig.typeParameters, root)));
    if (sig.parameters?.length) out.push('', 'Parameters:', '', table(memberRows(sig.parameters, root)));
    if (sig.returns) out.push('', `Returns \`${sig.returns.text}\``);
  });
  if (symbol.typeParameters?.length) out.push('', 'Type parameters:', '', table(typeParameterRows(symbol.typeParameters, root)));
  if (symbol.properties?.length) out.push('', symbol.kind === 'enum' ? 'Members:' : 'Properties:', '', table(memberRows(symbol.properties, root)));
  if (extras?.mentions.length) out.push('', '## In the docs', '', ...extras.mentions.map((m) => `- [${m.label}](${site}${m.href}.md)`));
  return `${out.join('\n')}\n`;
}

/** The first sentence of an entry's summary, as one line of plain text. */
export function summaryLine(symbol: ApiSymbol): string | undefined {
  const text = symbol.doc?.summary
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:[\s|]+([^}]*))?\}/g, (_, target: string, label?: string) => label?.trim() || target)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  return /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
}
