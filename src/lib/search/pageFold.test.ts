import { describe, expect, it } from 'vitest';
import { byPage, dialogOrder, pageOf } from './pageFold';

const hits = ['/a#1', '/b', '/a#2', '/a', '/c#x', '/b#y', '/a#3'].map((url) => ({ url }));

describe('the search dialog’s order', () => {
  it('lists pages in the order of their best hit, each page’s hits in rank order', () => {
    expect(byPage(hits).map((p) => [p.page, p.hits.map((h) => h.url)])).toEqual([
      ['/a', ['/a#1', '/a#2', '/a', '/a#3']],
      ['/b', ['/b', '/b#y']],
      ['/c', ['/c#x']],
    ]);
  });

  it('shows at most two hits of a page before the next page, in the pages’ order of /search', () => {
    expect(dialogOrder(hits).map((h) => h.url)).toEqual(['/a#1', '/a#2', '/b', '/b#y', '/c#x']);
    expect([...new Set(dialogOrder(hits).map((h) => pageOf(h.url)))]).toEqual([...new Set(hits.map((h) => pageOf(h.url)))]);
  });
});
