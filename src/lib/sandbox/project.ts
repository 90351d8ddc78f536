/**
 * An example as a project another service runs (StackBlitz, CodeSandbox: ./services.ts): a Vite app
 * whose package.json pins react-querybuilder to the release the page documents, React to the one the
 * example ran with here, and every other package to the version installed here (./versions.ts).
 * Vite compiles TSX without a plugin (tsconfig's `jsx: react-jsx`); ./project.build.test.ts builds
 * such projects with the Vite installed here and renders them in Chromium.
 */
import { escapeHtml } from '../escapeHtml';

/** What a page hands over: the example's own files and the packages they import. */
export interface SandboxSource {
  /** The project's title, e.g. "react-querybuilder 5.4.1: App.tsx". */
  title: string;
  /** Where the example comes from (a page address), for the description and the README. */
  from: string;
  /** The example's files under src/, by name. `entry` is the one main.tsx renders and the editor opens. */
  files: Record<string, string>;
  entry: string;
  /** Exact versions by package name: react-querybuilder's release and whatever else the files import. */
  dependencies: Record<string, string>;
  /**
   * npm `overrides`: an add-on whose peer range names another react-querybuilder release than the
   * one pinned gets the pinned one, as in this site's own package.json. With them comes an .npmrc
   * that lets npm install past the add-ons' other exact peer ranges (the demo runs them so here).
   */
  overrides?: Record<string, Record<string, string>>;
}

/** The versions a project's frame takes from this machine: React (what the example ran with) and Vite. */
export interface FrameVersions {
  react: string;
  vite: string;
}

/** A whole project: every file by path from its root, and the file to open first. */
export interface SandboxProject {
  title: string;
  description: string;
  files: Record<string, string>;
  openFile: string;
}

const ENTRY_NAME = /^[\w.-]+\.(tsx?|jsx?)$/;

/** The file name of an example: its title when that is a file name ("App.tsx"), else Example.<language>. */
export function entryFileName(title: string | undefined, language: string): string {
  return title && ENTRY_NAME.test(title) ? title : `Example.${/^(tsx?|jsx?)$/.test(language) ? language : 'tsx'}`;
}

/** Statements that are not expressions, by their first word. */
const NOT_EXPRESSION = /^(import|export|const|let|var|function|async\s+function|class|type|interface|enum|declare|if|for|while|do|switch|try|return|throw)\b/;

/**
 * The code with its last top-level statement logged, when that statement is an expression (the
 * docs page shows its value as the run's result): `formatQuery(query, 'sql');` becomes
 * `console.log(\nformatQuery(query, 'sql')\n);`. The statement is the last one that starts a line
 * unindented (not with a closing bracket); ./project.test.ts holds it to every live example in content/.
 */
export function logLastExpression(code: string): string {
  const lines = code.replace(/\s+$/, '').split('\n');
  // Comments after the last statement stay after it.
  let end = lines.length;
  while (end > 0 && /^(\s*$|\/\/)/.test(lines[end - 1]!)) end--;
  let start = end - 1;
  // Unindented closing brackets end a statement that starts further up.
  while (start >= 0 && !/^[^\s/}\])]/.test(lines[start]!)) start--;
  if (start < 0 || NOT_EXPRESSION.test(lines[start]!)) return code;
  const statement = lines.slice(start, end);
  statement[statement.length - 1] = statement.at(-1)!.replace(/;(\s*(\/\/.*)?)$/, '$1');
  return [...lines.slice(0, start), 'console.log(', ...statement, ');', ...lines.slice(end), ''].join('\n');
}

/** main.tsx: renders the example's component (its default export, or App), else says where its output went. */
function mainSource(entry: string): string {
  const module = `./${entry.replace(/\.(tsx?|jsx?)$/, '')}`;
  return `import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import * as example from '${module}';

// The example's component: its default export, or the one named App.
const exported = example as Record<string, unknown>;
const Example = [exported.default, exported.App].find((value) => typeof value === 'function') as ComponentType | undefined;

createRoot(document.getElementById('root')!).render(
  Example ? <Example /> : <p>This example renders nothing: what it logs is in the browser console.</p>
);
`;
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    isolatedModules: true,
  },
  include: ['src'],
};

const sorted = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/** The project: the example's files under src/, main.tsx, index.html, package.json and the configs. */
export function sandboxProject(source: SandboxSource, frame: FrameVersions): SandboxProject {
  const release = source.dependencies['react-querybuilder'];
  const description = `${source.title}. From ${source.from}${release ? `, with react-querybuilder ${release}` : ''}.`;
  const packageJson = {
    name: 'react-querybuilder-example',
    version: '0.0.0',
    private: true,
    type: 'module',
    description,
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies: sorted({ react: frame.react, 'react-dom': frame.react, ...source.dependencies }),
    devDependencies: { vite: frame.vite },
    ...(source.overrides ? { overrides: source.overrides } : {}),
  };
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="data:," />
    <title>${escapeHtml(source.title)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'tsconfig.json': `${JSON.stringify(TSCONFIG, null, 2)}\n`,
    // StackBlitz: install, then start the dev server.
    '.stackblitzrc': `${JSON.stringify({ installDependencies: true, startCommand: 'npm run dev' }, null, 2)}\n`,
    ...(source.overrides ? { '.npmrc': 'legacy-peer-deps=true\n' } : {}),
    'README.md': `# ${source.title}\n\n${description}\n\n\`npm install\`, then \`npm run dev\`.\n`,
    'src/main.tsx': mainSource(source.entry),
    ...Object.fromEntries(Object.entries(source.files).map(([name, content]) => [`src/${name}`, content])),
  };
  return { title: source.title, description, files, openFile: `src/${source.entry}` };
}
