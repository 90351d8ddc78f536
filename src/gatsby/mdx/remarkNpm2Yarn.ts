/**
 * ```bash npm2yarn blocks -> synced <Tabs groupId="npm2yarn"> with one code block per package
 * manager (npm, Bun, Yarn, pnpm), converted by npm-to-yarn. The choice is shared by every such
 * block and remembered (src/components/mdx/Tabs).
 */
import type { Code, Root } from 'mdast';
import convert from 'npm-to-yarn';
import { visit, SKIP } from 'unist-util-visit';

/** The package managers, in the order of their tabs (the Markdown copies list them the same way: src/gatsby/content/docMarkdown.ts). */
export const MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'bun', label: 'Bun' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
] as const;

const attr = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/** The command for `manager`, converted line by line (comments and blank lines kept). */
export function convertCommand(code: string, manager: (typeof MANAGERS)[number]['value']): string {
  if (manager === 'npm') return code;
  return code
    .split('\n')
    .map((line) => (/^\s*npm\s/.test(line) ? convert(line, manager) : line))
    .join('\n');
}

export default function remarkNpm2Yarn() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      const meta = node.meta ?? '';
      if (!/(^|\s)npm2yarn(\s|$)/.test(meta) || !parent || index == null) return undefined;
      const restMeta = meta.replace(/(^|\s)npm2yarn(?=\s|$)/, ' ').trim() || null;
      const tabs = {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: [attr('groupId', 'npm2yarn')],
        children: MANAGERS.map((manager) => ({
          type: 'mdxJsxFlowElement',
          name: 'TabItem',
          attributes: [attr('value', manager.value), attr('label', manager.label)],
          children: [{ type: 'code', lang: node.lang ?? 'bash', meta: restMeta, value: convertCommand(node.value, manager.value) }],
        })),
      };
      (parent.children as unknown[]).splice(index, 1, tabs);
      return [SKIP, index + 1];
    });
  };
}
