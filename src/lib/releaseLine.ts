/**
 * The release a page documents, said the same way wherever the page goes: the `<meta name="docs:release">`
 * of its HTML head (src/components/Seo), and the first line of its Markdown copy and of its version's
 * llms.txt (src/gatsby/node/llms.ts). An assistant handed any of them knows which react-querybuilder it
 * is reading about, and where the other versions' indexes are.
 */
import { releaseOf } from '../config/releases';

/** The name of the head's `<meta>` that names the release. */
export const RELEASE_META = 'docs:release';

/** "react-querybuilder@5.4.1" for a docs version with a row in src/config/releases.ts; undefined without one. */
export function releaseTag(versionName: string): string | undefined {
  const row = releaseOf(versionName);
  return row && `react-querybuilder@${row.release}`;
}

export interface LineVersion {
  name: string;
  label: string;
  /** Its docs root ("/docs/5"). */
  path: string;
}

/** A version as a reader of another one needs it: label, state and release. */
function describe(version: LineVersion, lastVersion: string): string {
  const tag = releaseTag(version.name);
  if (version.name === 'current') return `${version.label}, the upcoming release${tag ? `, checked against ${tag}` : ''}`;
  const state = version.name === lastVersion ? 'the latest' : 'an older version';
  return `${version.label}, ${state}${tag ? `: ${tag}` : ''}`;
}

/**
 * The first line of every Markdown copy and llms.txt of `version`: what it documents, its own llms.txt and
 * every other version's. `versions` in the version menu's order.
 */
export function releaseLine(version: LineVersion, versions: readonly LineVersion[], lastVersion: string, siteUrl: string): string {
  const index = (v: LineVersion) => `${siteUrl}${v.path}/llms.txt`;
  const others = versions.filter((v) => v.name !== version.name).map((v) => `[${describe(v, lastVersion)}](${index(v)})`);
  return [
    `> Documents ${describe(version, lastVersion)}.`,
    `Index of this version: ${index(version)}.`,
    others.length ? `Other versions: ${others.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The page menu's assistants: each opens a new chat with a prompt, given in its address. */
export const ASSISTANTS = [
  { name: 'ChatGPT', url: 'https://chatgpt.com/' },
  { name: 'Claude', url: 'https://claude.ai/new' },
] as const;

/**
 * The prompt an assistant link carries: the page's Markdown copy to read, and the release it documents, so the
 * answers stay with that release and do not mix in another version's API.
 */
export function assistantPrompt(markdownUrl: string, version: { name: string; label: string }): string {
  const tag = releaseTag(version.name);
  const release = tag ? `${tag} (docs ${version.label})` : `react-querybuilder, docs ${version.label}`;
  return `Read ${markdownUrl}. It documents ${release}. Answer my questions about it for that release only, and say so when something differs in other versions.`;
}

/** The address that opens `assistant` with `prompt`. */
export const assistantHref = (assistant: (typeof ASSISTANTS)[number], prompt: string): string => `${assistant.url}?q=${encodeURIComponent(prompt)}`;
