/**
 * The import check of the content step: every `import … from '…'` in a doc, or in a partial it
 * imports, must resolve the way webpack will resolve it (same resolver, same aliases), so a bad
 * import stops the build in seconds, naming the file, the line, what was asked and the nearest
 * thing that exists, instead of minutes later in webpack with only the folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CachedInputFileSystem, ResolverFactory } from 'enhanced-resolve';
import { DOCUSAURUS_MODULES, docusaurusAliases, isDocusaurusModule } from '../../docusaurus/modules';
import type { DocLink } from './analyzeDoc';
import { ContentError, formatNearest, nearest, nearestHint } from './errors';

/** The imports of one MDX file. */
export interface ImportSource {
  /** The file as shown in messages. */
  file: string;
  absoluteFile: string;
  imports: DocLink[];
  /** The doc that imports this file, when it is a partial. */
  importedBy?: string;
}

/** The extensions webpack tries, in its order, plus MDX partials. */
const EXTENSIONS = ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json', '.md', '.mdx'];

/** Resolves imports as the browser bundle does; `check` reports what does not resolve. */
export class ImportChecker {
  private readonly fileSystem = new CachedInputFileSystem(fs, 60_000);
  private readonly resolver;

  constructor(readonly root: string) {
    this.resolver = ResolverFactory.createResolver({
      fileSystem: this.fileSystem,
      useSyncFileSystemCalls: true,
      extensions: EXTENSIONS,
      conditionNames: ['webpack', 'production', 'browser', 'import', 'module', 'default'],
      mainFields: ['browser', 'module', 'main'],
      // As Gatsby's config: the project's node_modules, then the usual lookup.
      modules: [path.join(root, 'node_modules'), 'node_modules'],
      // The site's own Docusaurus modules, wherever the project root (`@site`) is.
      alias: { ...docusaurusAliases(process.cwd()), '@site': root },
    });
  }

  /** Problems of every import of `sources`; files on disk are read afresh each call. */
  check(sources: ImportSource[]): ContentError[] {
    this.fileSystem.purge();
    const errors: ContentError[] = [];
    for (const source of sources) {
      for (const entry of source.imports) {
        const problem = this.problemOf(entry.url, path.dirname(source.absoluteFile));
        if (!problem) continue;
        const where = `${source.file}:${entry.line}${source.importedBy ? ` (imported by ${source.importedBy})` : ''}`;
        errors.push(new ContentError(where, problem.problem, problem.hint));
      }
    }
    return errors;
  }

  private problemOf(request: string, dir: string): { problem: string; hint?: string } | undefined {
    try {
      this.resolver.resolveSync({}, dir, request);
      return undefined;
    } catch (error) {
      return this.explain(request, dir, String((error as Error).message ?? error));
    }
  }

  private explain(request: string, dir: string, message: string): { problem: string; hint?: string } {
    if (request.includes('!')) {
      return {
        problem: `imports "${request}" through webpack loader syntax ("…-loader!"), which the site does not support.`,
        hint: 'Show a file\'s source with a fenced code block instead (```ts title="file.ts"), or import the module itself.',
      };
    }
    if (isDocusaurusModule(request)) {
      const provided = Object.keys(DOCUSAURUS_MODULES);
      return {
        problem: `imports "${request}", a Docusaurus module this site does not provide.`,
        hint: `${formatNearest('modules', nearest(request, provided))}. Provided: ${provided.join(', ')}.`,
      };
    }
    if (/^(\.\.?\/|@site\/|\/)/.test(request)) {
      const target = request.startsWith('@site/') ? path.join(this.root, request.slice('@site/'.length)) : path.resolve(dir, request);
      return { problem: `imports "${request}": no file at ${path.relative(process.cwd(), target)} (tried ${EXTENSIONS.join(', ')}).`, hint: nearestFiles(target) };
    }
    const name = packageName(request);
    const packageJson = this.packageJson(name, dir);
    if (!packageJson) {
      return { problem: `imports "${request}", but the package "${name}" is not installed.`, hint: `Add "${name}" to package.json's dependencies, or fix the name. ${nearestHint('packages', name, this.declaredPackages())}` };
    }
    const subpath = `.${request.slice(name.length)}`;
    if (/not exported|exports field/i.test(message) && packageJson.exports && typeof packageJson.exports === 'object') {
      const exported = Object.keys(packageJson.exports).filter((key) => key.startsWith('.'));
      return {
        problem: `imports "${request}", but ${name} ${packageJson.version} (installed) does not export "${subpath}".`,
        hint: nearestHint(`exports of ${name}`, subpath, exported),
      };
    }
    return { problem: `imports "${request}", which does not resolve in ${name} ${packageJson.version}: ${message.split('\n')[0]}` };
  }

  /** The package.json of `name` as seen from `dir`, if installed. */
  private packageJson(name: string, dir: string): { version?: string; exports?: unknown } | undefined {
    for (let at = dir; ; at = path.dirname(at)) {
      const file = path.join(at, 'node_modules', name, 'package.json');
      if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
      if (path.dirname(at) === at) break;
    }
    const fromRoot = path.join(this.root, 'node_modules', name, 'package.json');
    return fs.existsSync(fromRoot) ? JSON.parse(fs.readFileSync(fromRoot, 'utf8')) : undefined;
  }

  private declaredPackages(): string[] {
    const pkg = JSON.parse(fs.readFileSync(path.join(this.root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  }
}

/** `@scope/name` or `name` of a bare import. */
export const packageName = (request: string) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');

/** "Nearest valid files in <dir>: …" for a missing file. */
function nearestFiles(target: string): string {
  const dir = path.dirname(target);
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return `${formatNearest(`files in ${path.relative(process.cwd(), dir) || '.'}/`, nearest(path.basename(target), entries))}.`;
}
