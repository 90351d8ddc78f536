/**
 * Content errors: each names the file, the bad value and the valid values nearest to it, so
 * the author can fix the build from the message alone.
 */
import { distance } from 'fastest-levenshtein';

/** A problem in content/ that stops the build. `file` is relative to the project root. */
export class ContentError extends Error {
  constructor(
    /** The file, with `:line:column` when known. */
    readonly file: string,
    /** What is wrong, in one sentence. */
    readonly problem: string,
    /** How to fix it: the nearest valid values, the supported keys... */
    readonly hint?: string
  ) {
    super(`${file}: ${problem}${hint ? `\n  ${hint}` : ''}`);
    this.name = 'ContentError';
  }
}

/**
 * The `count` candidates closest to `bad`: same-folder ids and small edit distances first.
 * Ties keep the candidates' order.
 */
export function nearest(bad: string, candidates: Iterable<string>, count = 3): string[] {
  const folder = bad.includes('/') ? bad.slice(0, bad.lastIndexOf('/') + 1) : '';
  return [...new Set(candidates)]
    .map((candidate, index) => {
      const sameFolder = folder !== '' && candidate.startsWith(folder) ? -1 : 0;
      return { candidate, index, score: distance(bad, candidate) + sameFolder };
    })
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/** "Nearest valid doc ids: "a", "b"" for an already ranked list. */
export function formatNearest(label: string, list: string[]): string {
  return list.length ? `Nearest valid ${label}: ${list.map((id) => `"${id}"`).join(', ')}` : `There are no valid ${label}.`;
}

/** "Nearest valid doc ids: a, b, c" (or a list of all when there are few). */
export function nearestHint(label: string, bad: string, candidates: Iterable<string>): string {
  return formatNearest(label, nearest(bad, candidates));
}
