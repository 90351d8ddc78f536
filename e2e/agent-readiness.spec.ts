/**
 * What an agent that reads the docs as Markdown relies on (issue 59): per version, an llms.txt it can read
 * whole that lists every page, and Markdown copies that hold what their pages show (the same headings and
 * code blocks, each fence naming its language), none of them a "not found" page answered with 200. The
 * outlines are compared by src/testing/agentReadiness.ts; plain HTTP, as an agent fetches.
 */
import type { APIRequestContext } from '@playwright/test';
import { compareOutlines, htmlOutline, LLMS_MAX_CHARS, markdownOutline } from '../src/testing/agentReadiness';
import { expect, test } from './fixtures';
import { SITE_URL, VERSIONS } from './data';

/** The text of the 404 page's `<h1>`: a page or copy that holds it is a "not found" page, whatever its status. */
async function notFoundHeading(request: APIRequestContext): Promise<string> {
  const res = await request.get('/a-page-that-does-not-exist');
  expect(res.status()).toBe(404);
  return /<h1[^>]*>([^<]+)<\/h1>/.exec(await res.text())![1]!;
}

/** The `.md` addresses an llms.txt links, on this site. */
const markdownLinks = (txt: string) => [...txt.matchAll(/\]\((https:[^)\s]+\.md)\)/g)].map((m) => m[1]!.replace(SITE_URL, ''));

test.describe('agent readiness', () => {
  test.describe.configure({ timeout: 300_000 });

  test("each version's llms.txt is under 50,000 characters and lists every page of its version", async ({ request }) => {
    for (const version of VERSIONS) {
      const txt = await (await request.get(`${version.base}/llms.txt`)).text();
      expect(txt.length, `${version.base}/llms.txt`).toBeLessThan(LLMS_MAX_CHARS);
      expect(markdownLinks(txt).sort(), version.label).toEqual(expect.arrayContaining(version.pages.map((page) => `${page}.md`).sort()));
    }
  });

  test('every Markdown copy has the headings and code blocks of its page, each fence names its language, none is a 404', async ({ request }) => {
    const notFound = await notFoundHeading(request);
    expect((await request.get('/docs/not-a-page.md')).status()).toBe(404);
    const copies = new Set<string>();
    for (const version of VERSIONS) {
      for (const page of version.pages) copies.add(`${page}.md`);
      if (version.apiRoot) for (const entry of markdownLinks(await (await request.get(`${version.apiRoot}/llms.txt`)).text())) copies.add(entry);
    }
    const problems: string[] = [];
    const list = [...copies];
    for (let i = 0; i < list.length; i += 8) {
      await Promise.all(
        list.slice(i, i + 8).map(async (copy) => {
          const [md, html] = await Promise.all([request.get(copy), request.get(copy.replace(/\.md$/, ''))]);
          const [mdText, htmlText] = await Promise.all([md.text(), html.text()]);
          if (md.status() !== 200 || html.status() !== 200) return problems.push(`${copy}: answers ${md.status()}, its page ${html.status()}`);
          if (mdText.includes(notFound) || htmlText.includes(`<h1>${notFound}</h1>`)) return problems.push(`${copy}: answers 200 with the 404 page's content`);
          const outline = markdownOutline(mdText);
          for (const line of outline.unnamedFences) problems.push(`${copy}:${line}: a code fence without a language`);
          for (const problem of compareOutlines(outline, htmlOutline(htmlText))) problems.push(`${copy}: ${problem}`);
        })
      );
    }
    expect(copies.size).toBeGreaterThan(2000);
    expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
  });
});
