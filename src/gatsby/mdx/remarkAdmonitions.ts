/**
 * Docusaurus admonitions on top of remark-directive: `:::note`, `:::tip[Custom title]`, ...
 * (the names in src/config/admonitions.ts) become an `admonition` element of that type (rendered
 * by src/components/mdx/Admonition). Text and leaf
 * directives the site does not use (e.g. "ratio 16:9" read as `:9`) are turned back into text.
 */
import type { Paragraph, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { isAdmonition } from '../../config/admonitions';

interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined>;
  children: Array<Paragraph | PhrasingContent | { type: string; data?: Record<string, unknown> }>;
  data?: Record<string, unknown>;
}

export default function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      const directive = node as unknown as DirectiveNode;
      if (directive.type === 'containerDirective' && isAdmonition(directive.name)) {
        const first = directive.children[0] as Paragraph & { data?: { directiveLabel?: boolean } };
        // `:::note[Title]`, or `:::note{title="Title"}` (Docusaurus passes a directive's attributes on as props).
        let title = directive.attributes?.title ?? undefined;
        if (first?.type === 'paragraph' && first.data?.directiveLabel) {
          title = toString(first);
          directive.children.shift();
        }
        directive.data = {
          hName: 'admonition',
          hProperties: { type: directive.name, ...(title ? { title } : {}) },
        };
        return;
      }
      if ((directive.type === 'textDirective' || directive.type === 'leafDirective') && parent && index != null) {
        const prefix = directive.type === 'textDirective' ? ':' : '::';
        const label = directive.children.length ? [{ type: 'text', value: '[' }, ...directive.children, { type: 'text', value: ']' }] : [];
        const replacement = [{ type: 'text', value: `${prefix}${directive.name}` }, ...label] as PhrasingContent[];
        const wrapped = directive.type === 'leafDirective' ? [{ type: 'paragraph', children: replacement } as Paragraph] : replacement;
        (parent.children as unknown[]).splice(index, 1, ...wrapped);
        return [SKIP, index + wrapped.length];
      }
      return undefined;
    });
  };
}
