import { describe, expect, it } from 'vitest';
import type { Actions } from 'gatsby';
import type { PageContext } from '../../lib/pageContext';
import { DevelopPages, type PageArgs } from './developPages';

/**
 * Gatsby's develop server, as far as pages go (gatsby/dist/services/create-pages.js and
 * utils/changed-pages.js): after a createPages run, every page that run did not create is deleted,
 * unless createPagesStatefully created it.
 */
class FakeGatsby {
  readonly pages = new Map<string, { page: PageArgs; stateful: boolean; run: number }>();
  created = 0;
  private runs = 0;

  constructor(private readonly pages_: DevelopPages) {}

  private actions(stateful: boolean): { createPage: Actions['createPage']; deletePage: Actions['deletePage'] } {
    const createPage = ((page: PageArgs) => {
      this.created++;
      this.pages.set(page.path, { page, stateful, run: this.runs });
    }) as Actions['createPage'];
    const deletePage = ((page: PageArgs) => {
      this.pages.delete(page.path);
    }) as Actions['deletePage'];
    return { createPage, deletePage };
  }

  /** One createPages service run: createPages, on the first run createPagesStatefully, then the sweep. */
  async run(plan: PageArgs[]): Promise<void> {
    this.runs++;
    this.created = 0;
    const first = this.runs === 1;
    await this.pages_.update(plan, this.actions(false).deletePage);
    // Gatsby keeps the pages of createPagesStatefully's createPage, whenever it is called.
    if (first) await this.pages_.createKept(this.actions(true).createPage);
    for (const [pagePath, entry] of this.pages) if (!entry.stateful && entry.run < this.runs) this.pages.delete(pagePath);
  }

  snapshot(): Record<string, string> {
    return Object.fromEntries([...this.pages].map(([pagePath, { page }]) => [pagePath, JSON.stringify(page.context)]));
  }
}

const page = (pagePath: string, title = pagePath): PageArgs => ({
  path: pagePath,
  component: '/site/src/templates/DocPage/index.tsx',
  context: { title } as unknown as PageContext,
});

const expected = (plan: PageArgs[]) => Object.fromEntries(plan.map((p) => [p.path, JSON.stringify(p.context)]));

describe('DevelopPages', () => {
  it('keeps the pages of the first run and creates again only what an edit changed', async () => {
    const gatsby = new FakeGatsby(new DevelopPages());
    const plan = [page('/docs/a'), page('/docs/b'), page('/docs/c')];
    await gatsby.run(plan);
    expect(gatsby.snapshot()).toEqual(expected(plan));
    expect(gatsby.created).toBe(3);

    await gatsby.run([page('/docs/a'), page('/docs/b'), page('/docs/c')]);
    expect(gatsby.snapshot()).toEqual(expected(plan));
    expect(gatsby.created).toBe(0);

    const retitled = [page('/docs/a'), page('/docs/b', 'B, retitled'), page('/docs/c')];
    await gatsby.run(retitled);
    expect(gatsby.snapshot()).toEqual(expected(retitled));
    expect(gatsby.created).toBe(1);

    // Kept like the rest: not created again while it does not change.
    await gatsby.run(retitled);
    expect(gatsby.snapshot()).toEqual(expected(retitled));
    expect(gatsby.created).toBe(0);
  });

  it('adds new pages and deletes the ones that left the plan, kept or not', async () => {
    const gatsby = new FakeGatsby(new DevelopPages());
    await gatsby.run([page('/docs/a'), page('/docs/b')]);
    await gatsby.run([page('/docs/a'), page('/docs/b', 'changed')]);
    const plan = [page('/docs/c')];
    await gatsby.run(plan);
    expect(gatsby.snapshot()).toEqual(expected(plan));
    const back = [page('/docs/a'), page('/docs/c')];
    await gatsby.run(back);
    expect(gatsby.snapshot()).toEqual(expected(back));
    await gatsby.run(back);
    expect(gatsby.snapshot()).toEqual(expected(back));
  });
});
