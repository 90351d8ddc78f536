/**
 * Docs versions as Docusaurus derives them: the released ones from content/versions.json (newest
 * first), then "current" (the docs/ folder, Next). Each gets Docusaurus's defaults, which
 * src/config/docs.ts may override per version:
 * - label: "Next" for current, "<n>.x" for a numbered version, else its name;
 * - path: /docs for the latest version, /docs/next for current, /docs/<n> for the others;
 * - banner: none for the latest, unreleased for current, unmaintained for the others.
 * The latest version is the first of versions.json (current when there is none), unless
 * docs.ts sets `lastVersion`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Banner, DocsConfig } from '../../config/schema';

/** What a version shows and where it lives. */
export interface VersionSettings {
  label: string;
  path: string;
  banner: Banner;
}

export interface ResolvedVersions {
  /** Released names in versions.json order, then "current". */
  names: string[];
  lastVersion: string;
  settings: Map<string, VersionSettings>;
  /** Versions docs.ts configures that versions.json does not list (ignored). */
  unknownOverrides: string[];
}

/** Applies the defaults and docs.ts's overrides to the versions `released` (versions.json). */
export function resolveVersions(released: string[], config: DocsConfig): ResolvedVersions {
  const names = [...released, 'current'];
  const lastVersion = config.lastVersion ?? released[0] ?? 'current';
  const settings = new Map<string, VersionSettings>();
  for (const name of names) {
    const isLast = name === lastVersion;
    const defaults: VersionSettings =
      name === 'current'
        ? { label: 'Next', path: isLast ? '/docs' : '/docs/next', banner: isLast ? 'none' : 'unreleased' }
        : { label: /^\d+$/.test(name) ? `${name}.x` : name, path: isLast ? '/docs' : `/docs/${name}`, banner: isLast ? 'none' : 'unmaintained' };
    settings.set(name, { ...defaults, ...config.versions?.[name] });
  }
  return { names, lastVersion, settings, unknownOverrides: Object.keys(config.versions ?? {}).filter((name) => !names.includes(name)) };
}

let cached: { file: string; mtimeMs: number; names: string[] } | undefined;

/**
 * The released version names in `contentDir`/versions.json, without validating them (the content
 * step does): [] when the file is missing or unreadable. Re-read only when the file changes.
 */
export function releasedVersionNames(contentDir: string): string[] {
  const file = path.join(contentDir, 'versions.json');
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.names;
  let names: string[] = [];
  try {
    const parsed: unknown = mtimeMs < 0 ? [] : JSON.parse(fs.readFileSync(file, 'utf8'));
    names = Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    names = [];
  }
  cached = { file, mtimeMs, names };
  return names;
}
