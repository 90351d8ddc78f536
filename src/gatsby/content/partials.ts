/**
 * A doc's imports, read from the ESTree MDX gives its `import` statements, and which of them are
 * partials (`import Note from './_note.mdx'`): the content step checks a partial's links and
 * imports with its doc's (./pipeline.ts), and a doc's Markdown copy inlines it (./docMarkdown.ts).
 */
import type { Root } from 'mdast';

/** An `import`, or `export … from`, as written: its source, its line, and the local name of a default import. */
export interface DocImport {
  url: string;
  line: number;
  /** `Note` in `import Note from './_note.mdx'`. */
  local?: string;
}

type EsmNode = { type: string; value?: string; position?: { start: { line: number } }; data?: { estree?: { body: unknown[] } } };
type Statement = {
  type: string;
  source?: { value: unknown };
  specifiers?: Array<{ type: string; local?: { name: string } }>;
  loc?: { start: { line: number } };
};

/** Adds the imports of one `mdxjsEsm` node to `into`. */
export function collectImports(node: EsmNode, into: DocImport[]): void {
  for (const statement of (node.data?.estree?.body ?? []) as Statement[]) {
    if (!['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(statement.type) || typeof statement.source?.value !== 'string')
      continue;
    const local = statement.specifiers?.find((s) => s.type === 'ImportDefaultSpecifier')?.local?.name;
    into.push({ url: statement.source.value, line: statement.loc?.start.line ?? node.position?.start.line ?? 0, ...(local ? { local } : {}) });
  }
}

/** The imports of a parsed doc's top level (where MDX allows them). */
export function importsOf(tree: Root): DocImport[] {
  const found: DocImport[] = [];
  for (const node of tree.children as EsmNode[]) if (node.type === 'mdxjsEsm') collectImports(node, found);
  return found;
}

/** The partials among `imports`: relative imports of .md/.mdx files. */
export const partialImports = <T extends DocImport>(imports: T[]): T[] => imports.filter((i) => /^\.\.?\//.test(i.url) && /\.mdx?$/.test(i.url));
