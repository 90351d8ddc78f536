/**
 * The demo's permalink: its whole state (query, independent-combinators query, options, style)
 * as JSON, deflated with the browser's CompressionStream and base64url-encoded into `#s=`.
 * Plain `option=true|false` pairs in the hash override options (links from the docs use them).
 * Anything that does not decode to a valid state is reported, never thrown.
 */
import { isRuleGroupType, isRuleGroupTypeIC, type RuleGroupType, type RuleGroupTypeIC } from 'react-querybuilder';
import { isOptionKey, type DemoOptions } from '../constants/options';
import { isStyleName, type StyleName } from '../constants/styles';

export interface DemoState {
  query: RuleGroupType;
  queryIC: RuleGroupTypeIC;
  options: DemoOptions;
  style: StyleName;
}

export interface HashContents {
  /** The decoded state, when `s=` was present and valid. */
  state?: DemoState;
  /** Options set by plain `key=true|false` pairs. */
  overrides: Partial<DemoOptions>;
  /** Why `s=` was ignored. */
  error?: string;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const pipe = (data: BlobPart, transform: CompressionStream | DecompressionStream) =>
  new Response(new Blob([data]).stream().pipeThrough(transform as unknown as TransformStream<Uint8Array, Uint8Array>));

/** `s=<deflated, base64url JSON>` for the state. */
export async function encodeState(state: DemoState): Promise<string> {
  const compressed = await pipe(JSON.stringify(state), new CompressionStream('deflate-raw')).arrayBuffer();
  return `s=${toBase64Url(new Uint8Array(compressed))}`;
}

function validState(value: unknown): value is DemoState {
  const state = value as DemoState;
  return (
    !!state &&
    isRuleGroupType(state.query) &&
    isRuleGroupTypeIC(state.queryIC) &&
    isStyleName(state.style) &&
    !!state.options &&
    Object.entries(state.options).every(([key, on]) => isOptionKey(key) && typeof on === 'boolean')
  );
}

/** Reads a location hash ("#s=...&showNotToggle=true"). */
export async function decodeHash(hash: string): Promise<HashContents> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const overrides: Partial<DemoOptions> = {};
  for (const [key, value] of params) {
    if (isOptionKey(key) && (value === 'true' || value === 'false')) overrides[key] = value === 'true';
  }
  const encoded = params.get('s');
  if (!encoded) return { overrides };
  try {
    const json = await pipe(fromBase64Url(encoded) as Uint8Array<ArrayBuffer>, new DecompressionStream('deflate-raw')).text();
    const state: unknown = JSON.parse(json);
    if (!validState(state)) return { overrides, error: 'The link holds a state this demo does not understand.' };
    return { state, overrides };
  } catch {
    return { overrides, error: 'The link is damaged or incomplete.' };
  }
}
