import { describe, expect, it } from 'vitest';
import { markdownHtml } from './render';

describe('doc comments as HTML', () => {
  const hrefOf = () => undefined;

  it('fail on raw HTML, which the page would drop with its words, and show a tag written as code', () => {
    expect(() => markdownHtml('The same Field[] passed to <QueryBuilder />, but really', hrefOf)).toThrow(
      /raw HTML, which the API reference would drop: <QueryBuilder \/>/
    );
    expect(markdownHtml('The same Field[] passed to `<QueryBuilder />`, but really', hrefOf)).toBe(
      '<p>The same Field[] passed to <code>&#x3C;QueryBuilder /></code>, but really</p>'
    );
  });
});
