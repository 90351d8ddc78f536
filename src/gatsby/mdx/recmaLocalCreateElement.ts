/**
 * A recma plugin (the last step of the MDX pipeline, on the JavaScript the JSX became): every
 * `React.createElement` and `React.Fragment` of a compiled doc reads two module constants instead.
 *
 * MDX compiles each element of a doc, each token of a highlighted code block included, to a
 * `React.createElement(…)` call on the imported `React`. Webpack tracks every use of an imported
 * binding: a dependency object with its source location, a module graph connection, and a
 * replacement when it writes the module out. A doc of this site has 30 to 800 such calls, and
 * with 5,000 added docs the browser build ran out of memory (Node's 4 GB heap) while holding them.
 * Read once into `const`s, the import is used twice per doc, and the minified chunk writes `h(`
 * where it wrote `t.createElement(` (about 7 KB less for a doc with 500 elements).
 *
 * It changes only the module that imports `React` as MDX does (`import React from "react"`), and
 * leaves a doc's own code alone where a scope of its own names `React`.
 */
/** The constants' names: MDX's own names start with `_` too, and none is this. */
export const CREATE_ELEMENT = '_mdxCreateElement';
export const FRAGMENT = '_mdxFragment';

const MEMBERS: Record<string, string> = { createElement: CREATE_ELEMENT, Fragment: FRAGMENT };

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Whether a function, class or block (other than the program) declares its own `React`. */
function shadowsReact(node: Node): boolean {
  const params = (node.params as Node[] | undefined) ?? [];
  const declared = (pattern: Node | null | undefined): boolean =>
    !!pattern && ((pattern.type === 'Identifier' && pattern.name === 'React') || JSON.stringify(pattern).includes('"name":"React"'));
  if (params.some(declared)) return true;
  if (node.type === 'BlockStatement')
    return (node.body as Node[]).some(
      (statement) =>
        (statement.type === 'VariableDeclaration' && (statement.declarations as Node[]).some((d) => declared(d.id as Node))) ||
        ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && (statement.id as Node | null)?.name === 'React')
    );
  return false;
}

/** Replaces `React.createElement` / `React.Fragment` under `node` (in place); returns whether any was. */
function rewrite(node: Node): boolean {
  let changed = false;
  for (const key of Object.keys(node)) {
    const value = node[key];
    const children = Array.isArray(value) ? value : [value];
    children.forEach((child, i) => {
      if (!isNode(child)) return;
      const object = child.object as Node | undefined;
      const property = child.property as Node | undefined;
      if (
        child.type === 'MemberExpression' &&
        !child.computed &&
        object?.type === 'Identifier' &&
        object.name === 'React' &&
        property?.type === 'Identifier' &&
        typeof property.name === 'string' &&
        Object.hasOwn(MEMBERS, property.name)
      ) {
        const replacement = { type: 'Identifier', name: MEMBERS[property.name] };
        if (Array.isArray(value)) value[i] = replacement;
        else node[key] = replacement;
        changed = true;
      } else if (!shadowsReact(child)) changed = rewrite(child) || changed;
    });
  }
  return changed;
}

type ImportNode = Node & { source: { value: unknown }; specifiers: Array<{ type: string; local: { name: string } }> };

/** The plugin: MDX calls it with no options; it returns the transform of the program (ESTree). */
export default function recmaLocalCreateElement() {
  return (tree: Node & { body: Node[] }) => {
    const imports = tree.body.filter((statement): statement is ImportNode => statement.type === 'ImportDeclaration');
    const importsReact = imports.some(
      (statement) =>
        statement.source.value === 'react' &&
        statement.specifiers.some((specifier) => specifier.type === 'ImportDefaultSpecifier' && specifier.local.name === 'React')
    );
    if (!importsReact || !rewrite(tree)) return;
    const identifier = (name: string) => ({ type: 'Identifier', name });
    tree.body.splice(tree.body.indexOf(imports.at(-1)!) + 1, 0, {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: Object.entries(MEMBERS).map(([name, local]) => ({
        type: 'VariableDeclarator',
        id: identifier(local),
        init: { type: 'MemberExpression', object: identifier('React'), property: identifier(name), computed: false, optional: false },
      })),
    });
  };
}
