/**
 * content/search-synonyms.json: the words readers search with, mapped to the words the docs use
 * ("dropdown" -> ValueSelector). Optional: a Docusaurus docs folder without it builds as it is.
 * Both backends use it: the embedded index carries it (src/lib/search/indexFile.ts), and
 * `npm run search:upload` sends each group to Algolia as one-way synonyms.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { SynonymGroup } from '../../lib/search/types';
import { ContentError, formatNearest, nearest } from './errors';
import { formatIssues } from './schemas';
import { placeOf, readJson } from './sidebarsFile';

/** The file, relative to the content folder. */
export const SYNONYMS_FILE = 'search-synonyms.json';

const word = z.string().trim().min(1).max(60);

const synonymsSchema = z.strictObject({
  $comment: z.string().optional(),
  groups: z.array(
    z.strictObject({
      /** What readers type: words, or a phrase of two words ("read only"). */
      readers: z.array(word).min(1),
      /** The docs' words it stands for: prop, option and component names, or plain words. */
      docs: z.array(word).min(1),
    })
  ),
});

/** The synonym groups of `contentDir` ([] without the file); a bad file is a ContentError naming its line. */
export function readSearchSynonyms(contentDir: string): SynonymGroup[] {
  const file = path.join(contentDir, SYNONYMS_FILE);
  if (!fs.existsSync(file)) return [];
  const shown = path.relative(process.cwd(), file);
  const parsed = synonymsSchema.safeParse(readJson(file, shown));
  if (parsed.success) return parsed.data.groups;
  const issue = parsed.error.issues[0]!;
  const text = fs.readFileSync(file, 'utf8');
  // The line of the first bad group: the place of its first value.
  const group = issue.path[0] === 'groups' && typeof issue.path[1] === 'number' ? (JSON.parse(text) as { groups: unknown[] }).groups[issue.path[1]] : undefined;
  const first = group && typeof group === 'object' ? Object.values(group).flat().find((v): v is string => typeof v === 'string') : undefined;
  throw new ContentError(first ? placeOf(text, shown, first) : shown, `not a valid synonyms file: ${formatIssues(parsed.error)}.`, SYNONYMS_HINT);
}

const SYNONYMS_HINT = 'Write {"groups": [{"readers": ["dropdown"], "docs": ["ValueSelector"]}]}: what readers type, and the words of the docs it means.';

/**
 * Warnings for docs words that no page of any version holds (the group then finds nothing),
 * each with its line and the nearest words the docs have. `isKnown` says whether the index holds
 * a word; `docsWords` gives the words of the docs as written, lower case, for the suggestions
 * (asked for only when a word is unknown).
 */
export function unknownSynonymTargets(contentDir: string, groups: SynonymGroup[], isKnown: (word: string) => boolean, docsWords: () => Set<string>): string[] {
  const file = path.join(contentDir, SYNONYMS_FILE);
  const unknown = groups.flatMap((group) => group.docs.filter((docsWord) => !isKnown(docsWord)));
  if (!unknown.length || !fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  const shown = path.relative(process.cwd(), file);
  const candidates = docsWords();
  return unknown.map((docsWord) => `${placeOf(text, shown, docsWord)}: no doc contains "${docsWord}". ${formatNearest('words of the docs', nearest(docsWord.toLowerCase(), candidates))}`);
}
