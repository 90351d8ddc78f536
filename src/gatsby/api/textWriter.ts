/** Text with link spans, as TypeText is made: the writer typeText.ts and symbols.ts write into. */
import type { TypeLink, TypeText } from './model';

/** Text with link spans, written left to right. */
export class TextWriter {
  text = '';
  links: TypeLink[] = [];

  /** Appends plain text. */
  write(text: string): this {
    this.text += text;
    return this;
  }

  /** Appends a name, linked when `slug` is given. */
  name(name: string, slug: string | undefined): this {
    if (slug) this.links.push([this.text.length, this.text.length + name.length, slug]);
    return this.write(name);
  }

  /** Appends another writer's text and links. */
  append(other: TextWriter): this {
    const offset = this.text.length;
    for (const [start, end, slug] of other.links) this.links.push([start + offset, end + offset, slug]);
    return this.write(other.text);
  }

  /** The model's form: links only when there are some. */
  result(): TypeText {
    return this.links.length ? { text: this.text, links: this.links } : { text: this.text };
  }
}

/** Writes `items` separated by `separator`, each by `each`. */
export function list<T>(w: TextWriter, items: readonly T[], separator: string, each: (item: T) => void) {
  items.forEach((item, index) => {
    if (index) w.write(separator);
    each(item);
  });
}
