/**
 * Images next to the docs, as Docusaurus authors write them: `![Dropdown](./img/dropdown.png)`.
 * A relative image path becomes an import of the file, so webpack copies it into the build with a
 * hashed name (or inlines a small one) and the page shows it at any address; an image path starting
 * with "/" is a file of static/ and stays as written. The content step checks both exist
 * (src/gatsby/content/docLinks.ts checkDocImages), naming the file and line.
 */
import { parse } from 'acorn';
import type { Image, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** Is `url` a file beside the doc (not a URL, not a static/ path)? */
export const isLocalImage = (url: string): boolean => url !== '' && !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url);

/** The module an image URL imports: the path without query or hash, as a relative specifier. */
export const imageModule = (url: string): string => {
  const file = decodeURI(url.split(/[?#]/)[0]!);
  return file.startsWith('.') ? file : `./${file}`;
};

const estree = (code: string) => parse(code, { ecmaVersion: 'latest', sourceType: 'module' });

export default function remarkDocImages() {
  return (tree: Root) => {
    const imports: string[] = [];
    visit(tree, 'image', (node: Image, index, parent) => {
      if (!parent || index == null || !isLocalImage(node.url)) return;
      const name = `__docImage${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(imageModule(node.url))};`);
      const attributes = [
        { type: 'mdxJsxAttribute', name: 'src', value: { type: 'mdxJsxAttributeValueExpression', value: name, data: { estree: estree(name) } } },
        { type: 'mdxJsxAttribute', name: 'alt', value: node.alt ?? '' },
        ...(node.title ? [{ type: 'mdxJsxAttribute', name: 'title', value: node.title }] : []),
      ];
      parent.children[index] = { type: 'mdxJsxTextElement', name: 'img', attributes, children: [], position: node.position } as never;
    });
    if (!imports.length) return;
    const value = imports.join('\n');
    tree.children.unshift({ type: 'mdxjsEsm', value, data: { estree: estree(value) } } as never);
  };
}
