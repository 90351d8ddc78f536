/**
 * Twoslash's notations in an example, read without TypeScript: the `twoslash` package's own parsers
 * find `// @flag` lines, cut markers and `// ^?` queries; this turns them into the removals that
 * give the shown code, the expected error codes, and each query with the result its author pinned.
 */
import { findCutNotations, findFlagNotations, findQueryMarkers } from 'twoslash';
import ts from 'typescript';
type Removal = [number, number];

/** A problem at a zero-based line and character of the block as written. */
export interface Problem {
  line: number;
  character: number;
  message: string;
}

export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function lineStarts(code: string): number[] {
  const starts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') starts.push(i + 1);
  return starts;
}

export function positionConverter(code: string) {
  const starts = lineStarts(code);
  return {
    indexToPos(index: number) {
      let line = 0;
      while (line + 1 < starts.length && starts[line + 1]! <= index) line++;
      return { line, character: index - starts[line]! };
    },
    posToIndex: (line: number, character: number) => (starts[line] ?? code.length) + character,
  };
}

/** Sorted, merged removals, and a map from an index of the source to the shown code (undefined when removed). */
export function removalMap(removals: Removal[]) {
  const merged: Removal[] = [];
  for (const [start, end] of [...removals].sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return {
    merged,
    toShown(index: number): number | undefined {
      let shift = 0;
      for (const [start, end] of merged) {
        if (index < start) break;
        if (index < end) return undefined;
        shift += end - start;
      }
      return index - shift;
    },
  };
}

export function withoutRemovals(code: string, merged: Removal[]): string {
  let out = '';
  let at = 0;
  for (const [start, end] of merged) {
    out += code.slice(at, start);
    at = end;
  }
  return out + code.slice(at);
}

export interface Parsed {
  expectedErrors: number[];
  /** Where `// @errors` is written. */
  errorsAt: { line: number; character: number };
  removals: Removal[];
  /** Each `// ^?`: where it points, where it is written, and the result the author wrote after it, if any. */
  queries: Array<{ at: number; marker: { line: number; character: number }; expected?: string }>;
  problems: Problem[];
}

/** twoslash's own pattern for `// ^?` (and `// ^|`, `// ^^^`), the text after it captured. */
const QUERY_MARKER = /^\s*\/\/\s*\^(\?|\||\^+)( .*)?$/gm;

export function parseNotations(code: string): Parsed {
  const meta = { removals: [] as Removal[], positionQueries: [] as number[], positionCompletions: [] as number[], positionHighlights: [] as never[] };
  const problems: Problem[] = [];
  const expectedErrors: number[] = [];
  let errorsAt = { line: 0, character: 0 };
  const pos = positionConverter(code);
  for (const flag of findFlagNotations(code, [], (ts as unknown as { optionDeclarations: never }).optionDeclarations)) {
    meta.removals.push([flag.start, flag.end]);
    const at = pos.indexToPos(flag.start);
    if (flag.type === 'handbookOptions' && flag.name === 'errors') {
      errorsAt = at;
      // twoslash reads `2322 2614` as [2322, 2614] (and `2322,` as null); a single code as a number.
      const codes = [flag.value].flat().map(Number);
      if (codes.some((code) => !Number.isInteger(code) || code <= 0))
        problems.push({ ...at, message: '// @errors takes TypeScript error codes separated by spaces: // @errors: 2322 2614' });
      expectedErrors.push(...codes.filter((code) => Number.isInteger(code) && code > 0));
    } else if (flag.type === 'handbookOptions' && flag.name === 'noErrors') {
      problems.push({ ...at, message: '// @noErrors is not supported: name the codes the example expects with // @errors: <codes>' });
    } else {
      // Every example of a version shares one program, so compiler flags cannot differ per block.
      problems.push({ ...at, message: `// @${flag.name} is not supported here; of the flags only // @errors: <codes> is` });
    }
  }
  try {
    findCutNotations(code, meta);
  } catch (error) {
    problems.push({ line: 0, character: 0, message: (error as Error).message });
  }
  findQueryMarkers(code, meta as never, pos as never);
  // findQueryMarkers gives the positions of the `?` markers in order; the same scan gives their text.
  const markers = [...code.matchAll(QUERY_MARKER)].filter((m) => m[1] === '?');
  const queries = meta.positionQueries.map((at, i) => {
    const match = markers[i]!;
    const expected = match[2]?.trim();
    return { at, marker: pos.indexToPos(match.index + match[0].indexOf('^')), ...(expected ? { expected } : {}) };
  });
  return { expectedErrors, errorsAt, removals: meta.removals, queries, problems };
}

/**
 * What the notations of an example do without TypeScript: the code as shown (notations and cut
 * parts removed), and whether it has results to print (`// ^?`, `// @errors`), which need the types.
 */
export function readNotations(code: string): { shown: string; hasResults: boolean } {
  const parsed = parseNotations(code);
  return { shown: withoutRemovals(code, removalMap(parsed.removals).merged), hasResults: parsed.queries.length > 0 || parsed.expectedErrors.length > 0 };
}
