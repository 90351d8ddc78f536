/**
 * The planned pages of a develop server, created so that an edit costs what it changes.
 *
 * `gatsby develop` runs createPages again after every node change (a saved doc is one) and deletes
 * each page that run did not create again. At 5,000 docs, creating every page again took about 7 s
 * of each edit, and comparing them all with the last run about 1.5 s more. So a develop server
 * creates the planned pages in createPagesStatefully instead, which Gatsby runs once, at the start,
 * and whose pages it keeps (Gatsby marks the pages its `createPage` makes). Each later createPages
 * run creates, through that same `createPage`, only the pages whose arguments changed or that are
 * new, and deletes the pages that left the plan. A build creates every page in createPages, as before.
 */
import type { Actions } from 'gatsby';
import { eventLoopBreaks, type EventLoopBreak } from '../content/eventLoopBreaks';
import type { PageContext } from '../../lib/pageContext';

export interface PageArgs {
  path: string;
  component: string;
  context: PageContext;
}

interface Created {
  page: PageArgs;
  /** The arguments as JSON: a page whose JSON is unchanged is not created again. */
  json: string;
}

export class DevelopPages {
  private readonly created = new Map<string, Created>();
  /** The first run's pages, until createPagesStatefully creates them. */
  private first?: PageArgs[];
  /** createPagesStatefully's `createPage`, whose pages Gatsby keeps. */
  private keep?: Actions['createPage'];

  /**
   * createPages: the plan of this run. The first run's pages wait for `createKept`. Comparing every
   * page takes about 70 ms at 5,000 docs, with breaks for the server's requests (../content/eventLoopBreaks.ts).
   */
  async update(pages: PageArgs[], deletePage: Actions['deletePage']): Promise<void> {
    if (!this.keep) {
      this.first = pages;
      return;
    }
    const planned = new Set(pages.map((page) => page.path));
    for (const [pagePath, entry] of this.created) {
      if (planned.has(pagePath)) continue;
      deletePage(entry.page);
      this.created.delete(pagePath);
    }
    await this.create(pages, this.keep, eventLoopBreaks());
  }

  /** createPagesStatefully (once per process): creates the first run's pages, and later runs' changes with the same `createPage`. */
  async createKept(createPage: Actions['createPage']): Promise<void> {
    this.keep = createPage;
    const first = this.first ?? [];
    this.first = undefined;
    await this.create(first, createPage, eventLoopBreaks());
  }

  private async create(pages: PageArgs[], createPage: Actions['createPage'], breathe: EventLoopBreak): Promise<void> {
    const json = argsJson();
    for (const page of pages) {
      await breathe();
      const args = json(page);
      if (this.created.get(page.path)?.json === args) continue;
      createPage(page);
      this.created.set(page.path, { page, json: args });
    }
  }
}

/**
 * A page's arguments as JSON, for one run's pages: an object that several pages' contexts share (the
 * sidebar of a category's pages, a version) is written once.
 */
function argsJson(): (page: PageArgs) => string {
  const written = new WeakMap<object, string>();
  const write = (value: unknown): string => {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
    let json = written.get(value);
    if (json === undefined) written.set(value, (json = JSON.stringify(value)));
    return json;
  };
  return (page) => [page.path, page.component, ...Object.entries(page.context).map(([key, value]) => `${key}=${write(value)}`)].join('\n');
}

/** The develop server's pages (gatsby-node runs in one process; createPages and createPagesStatefully share it). */
export const developPages = new DevelopPages();
