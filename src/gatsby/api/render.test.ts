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

  it('fail when the page would show fewer words than the comment holds, naming them', () => {
    // A link definition renders nothing: its address and title would be lost.
    expect(() => markdownHtml('Read [the guide][guide] first.\n\n[guide]: https://example.com/guide "Export guide"', hrefOf)).toThrow(
      /would lose words on its page: "guide", "https", "example", "com", "Export"/
    );
    // Emphasis written with underscores loses only the underscores.
    expect(markdownHtml('Use _strict_ mode.', hrefOf)).toBe('<p>Use <em>strict</em> mode.</p>');
    // A link's target is not shown as written, so it is not counted; its text is.
    expect(markdownHtml('See [formatQuery](api:react-querybuilder/functions/formatQuery) &amp; more.', hrefOf)).toBe('<p>See formatQuery &#x26; more.</p>');
  });
});
