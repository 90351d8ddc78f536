/**
 * Search relevance, measured the way readers judge it: for each question, is the page that
 * answers it first, and how far down is the section that answers it. Used by `npm run bench`
 * (scripts/bench/relevance.mjs) and by the floor test (src/gatsby/search/relevance.test.ts).
 */
import { pageOf } from './pageFold';

/** A question as a reader types it, and where the docs answer it. */
export interface Question {
  q: string;
  /** task, error, api, synonym or typo. */
  kind: string;
  /** The section (or page) that answers it best. */
  answer: string;
  /** Other sections that answer it too. */
  also?: string[];
}

export interface Figures {
  questions: number;
  /** Share of questions whose answer page is the first page listed. */
  pageHit1: number;
  /** ... among the first 10 pages listed. */
  pageHit10: number;
  /** Mean reciprocal rank of the answer page among the pages listed, 0 past the 10th. */
  pageMrr: number;
  /** Share whose answer section (or one of `also`) is the first hit. */
  sectionHit1: number;
  sectionHit10: number;
  /** Mean reciprocal rank of the first answering section among the hits, 0 past the 10th. */
  sectionMrr: number;
  /** Questions with no hit at all. */
  empty: number;
}

export interface Evaluation {
  all: Figures;
  byKind: Record<string, Figures>;
  /** Questions whose answer page is not first: what came instead. */
  misses: Array<{ q: string; kind: string; answer: string; pageRank: number; sectionRank: number; top: string[] }>;
}

/** 1-based rank of the first item that `isAnswer`, or 0 when not in the first `limit`. */
const rankOf = (items: string[], isAnswer: (item: string) => boolean, limit = 10) => {
  const at = items.slice(0, limit).findIndex(isAnswer);
  return at === -1 ? 0 : at + 1;
};

interface Outcome {
  question: Question;
  pageRank: number;
  sectionRank: number;
  empty: boolean;
  top: string[];
}

function figures(outcomes: Outcome[]): Figures {
  const n = Math.max(1, outcomes.length);
  const share = (test: (o: Outcome) => boolean) => outcomes.filter(test).length / n;
  const mrr = (rank: (o: Outcome) => number) => outcomes.reduce((sum, o) => sum + (rank(o) ? 1 / rank(o) : 0), 0) / n;
  return {
    questions: outcomes.length,
    pageHit1: share((o) => o.pageRank === 1),
    pageHit10: share((o) => o.pageRank > 0),
    pageMrr: mrr((o) => o.pageRank),
    sectionHit1: share((o) => o.sectionRank === 1),
    sectionHit10: share((o) => o.sectionRank > 0),
    sectionMrr: mrr((o) => o.sectionRank),
    empty: outcomes.filter((o) => o.empty).length,
  };
}

/**
 * The docs version the question sets were written for. Their answers are that version's pages as
 * they were served when it was the latest (`/docs/…`); `servedAt` moves them to where it is now.
 * The sets were written for 6.x and moved to 8.x on 2026-12-02 (scripts/bench/RESULTS.md).
 */
export const QUESTIONS_VERSION = '8';

/**
 * The questions with their answers under `docsPath`, the path QUESTIONS_VERSION is served at: `/docs`
 * while it is the latest (no change), `/docs/8` once a newer release takes `/docs`.
 */
export const servedAt = (questions: Question[], docsPath: string): Question[] => {
  const move = (url: string) => url.replace(/^\/docs(?=\/|#|$)/, docsPath);
  return questions.map((q) => ({ ...q, answer: move(q.answer), ...(q.also && { also: q.also.map(move) }) }));
};

/** Runs every question through `search` (hit URLs, best first) and measures the answers' places. */
export function evaluate(questions: Question[], search: (query: string) => string[]): Evaluation {
  const outcomes = questions.map((question): Outcome => {
    const hits = search(question.q);
    const pages = [...new Set(hits.map(pageOf))];
    const sections = new Set([question.answer, ...(question.also ?? [])]);
    return {
      question,
      pageRank: rankOf(pages, (page) => page === pageOf(question.answer)),
      sectionRank: rankOf(hits, (url) => sections.has(url)),
      empty: hits.length === 0,
      top: hits.slice(0, 3),
    };
  });
  const kinds = [...new Set(questions.map((q) => q.kind))];
  return {
    all: figures(outcomes),
    byKind: Object.fromEntries(kinds.map((kind) => [kind, figures(outcomes.filter((o) => o.question.kind === kind))])),
    misses: outcomes
      .filter((o) => o.pageRank !== 1)
      .map((o) => ({ q: o.question.q, kind: o.question.kind, answer: o.question.answer, pageRank: o.pageRank, sectionRank: o.sectionRank, top: o.top })),
  };
}
