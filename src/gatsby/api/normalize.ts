/**
 * One package's TypeDoc project as the model's symbols and entry points: one symbol per
 * exported declaration, re-exports (TypeDoc "references") as more names for it, and bundled
 * copies of one declaration (6.x's subpath .d.ts files repeat the main file's) merged into one.
 */
import type { JSONOutput } from 'typedoc';
import type { CommentContext } from './comments';
import type { ApiEntryPoint, ApiSymbol } from './model';
import type { ApiPackagePlan } from './packages';
import { KIND, KIND_DIRS } from './kinds';
import { buildSymbol, shapeText, type SymbolContext } from './symbols';
import { entryFileKey, type TypeDocResult } from './typedoc';
import type { ResolveRef } from './typeText';

type Declaration = JSONOutput.DeclarationReflection;

/** A package's exports by name, split by TypeScript's two name spaces, for links from other packages. */
export interface NameIndex {
  types: Map<string, string>;
  values: Map<string, string>;
}

/** One package of a version, normalized. */
export interface PackageModel {
  name: string;
  version: string;
  entryPoints: ApiEntryPoint[];
  symbols: ApiSymbol[];
  names: NameIndex;
}

/** What a package sees of its version: the packages normalized before it (by folder and name). */
export interface VersionScope {
  packages: Map<string, NameIndex>;
  warn(message: string): void;
}

interface Candidate {
  decl: Declaration;
  subpath: string;
}

const TYPE_DIRS = new Set(['interfaces', 'type-aliases', 'classes', 'enumerations']);
const VALUE_DIRS = new Set(['functions', 'variables', 'classes', 'enumerations', 'namespaces']);
const kindDirOf = (slug: string) => slug.split('#')[0]?.split('/').at(-2) ?? '';

/** The modules of the project, in the plan's entry point order (main first). */
function modulesOf(result: TypeDocResult, pkg: ApiPackagePlan): { entry: ApiPackagePlan['entryPoints'][number]; children: Declaration[] }[] {
  const byId = new Map((result.project.children ?? []).map((child) => [child.id, child]));
  return pkg.entryPoints.map((entry) => {
    const id = result.modules[entryFileKey(pkg, entry)];
    const children = id === result.project.id ? result.project.children : byId.get((id ?? -1) as JSONOutput.ReflectionId)?.children;
    return { entry, children: children ?? [] };
  });
}

/** Shape of a declaration with links left out: equal for copies of one declaration. */
function bareShape(decl: Declaration): string {
  const ctx: SymbolContext = { resolve: () => undefined, comments: { resolveLink: () => '-', warn: () => undefined } };
  return shapeText(buildSymbol(decl, { slug: '', package: '', exportedFrom: [] }, ctx));
}

/** Declaration id -> slug (members as `slug#member`), merging identical copies of a name. */
function assignSlugs(pkg: ApiPackagePlan, candidates: Candidate[]): { slugs: Map<number, string>; owners: Map<string, Declaration> } {
  const slugs = new Map<number, string>();
  const owners = new Map<string, Declaration>();
  const groups = new Map<string, { candidate: Candidate; shape?: string; slug: string }[]>();
  for (const candidate of candidates) {
    const { decl, subpath } = candidate;
    const key = `${KIND_DIRS[decl.kind] ?? 'variables'}/${decl.name}`;
    const group = groups.get(key) ?? [];
    groups.set(key, group);
    const shape = group.length ? bareShape(decl) : undefined;
    const same = group.find((rep) => (rep.shape ??= bareShape(rep.candidate.decl)) === shape);
    const slug = same?.slug ?? (group.length ? `${pkg.name}/${subpath}/${key}` : `${pkg.name}/${key}`);
    if (!same) {
      group.push({ candidate, shape, slug });
      owners.set(slug, decl);
    }
    slugs.set(decl.id, slug);
    for (const member of decl.children ?? []) slugs.set(member.id, `${slug}#${member.name}`);
  }
  return { slugs, owners };
}

/** Export name -> slug per entry point; re-exports follow their target. */
function entryPointsOf(pkg: ApiPackagePlan, modules: ReturnType<typeof modulesOf>, slugs: Map<number, string>, warn: (m: string) => void): ApiEntryPoint[] {
  return modules.map(({ entry, children }) => {
    const exports: Record<string, string> = {};
    for (const child of children) {
      const target = child.kind === KIND.Reference ? (child as JSONOutput.ReferenceReflection).target : child.id;
      const slug = slugs.get(target);
      if (slug) exports[child.name] = slug.split('#')[0] as string;
      else warn(`${entry.specifier} re-exports ${child.name}, whose declaration TypeDoc did not document; it is left out.`);
    }
    return { specifier: entry.specifier, package: pkg.name, exports };
  });
}

/** The package's own names, main entry first. */
function nameIndex(entryPoints: ApiEntryPoint[]): NameIndex {
  const names: NameIndex = { types: new Map(), values: new Map() };
  for (const entry of entryPoints) {
    for (const [name, slug] of Object.entries(entry.exports)) {
      const dir = kindDirOf(slug);
      if (TYPE_DIRS.has(dir) && !names.types.has(name)) names.types.set(name, slug);
      if (VALUE_DIRS.has(dir) && !names.values.has(name)) names.values.set(name, slug);
    }
  }
  return names;
}

const pick = (names: NameIndex | undefined, name: string, preferValue: boolean) =>
  names && (preferValue ? (names.values.get(name) ?? names.types.get(name)) : (names.types.get(name) ?? names.values.get(name)));

/**
 * Link resolution: TypeDoc's own ids first; a name TypeDoc did not document (a bundled copy, a
 * type of another package of the version) by its name among the exports of its package.
 */
function resolvers(pkg: ApiPackagePlan, slugs: Map<number, string>, own: NameIndex, scope: VersionScope) {
  const byName = (target: JSONOutput.ReflectionSymbolId | undefined, fallbackPackage: string | undefined, name: string, preferValue: boolean) => {
    const packageName = target?.packageName ?? fallbackPackage;
    // A package the version does not document on its own resolves among this package's exports:
    // react-querybuilder 8.x re-exports all of @react-querybuilder/core, where its types live.
    const names =
      !packageName || packageName === pkg.folder || packageName === pkg.name
        ? own
        : (scope.packages.get(packageName) ?? (packageName.startsWith('@react-querybuilder/') ? own : undefined));
    return pick(names, (target?.qualifiedName ?? name).split('.').pop() ?? name, preferValue);
  };
  const resolve: ResolveRef = (ref, preferValue) =>
    typeof ref.target === 'number' ? slugs.get(ref.target) : byName(ref.target, ref.package, ref.name, preferValue);
  // A name written in a comment: this package's export first, then another package's of the version.
  const pickAnywhere = (name: string) => pick(own, name, false) ?? [...scope.packages.values()].map((names) => pick(names, name, false)).find(Boolean);
  const resolveLink: CommentContext['resolveLink'] = (target, written) => {
    if (typeof target === 'number') return slugs.get(target);
    const [name = written, member] = written.split(/[#.]/);
    const slug = typeof target === 'string' ? pickAnywhere(name) : byName({ ...target, qualifiedName: name }, undefined, name, false);
    return slug && member ? `${slug}#${member}` : slug;
  };
  return { resolve, resolveLink };
}

/** The package part of a bare specifier: `@scope/name` or `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Whether TypeDoc read a declaration from a file of the package a specifier names (nested or hoisted in node_modules). */
function declaredIn(decl: Declaration | undefined, specifier: string): boolean {
  const file = decl?.sources?.[0]?.fileName;
  return !!file && `/${file}`.includes(`/${packageOf(specifier)}/`);
}

/** Normalizes one package of a version. Warnings (unresolved `{@link}`s…) go to `scope.warn`. */
export function normalizePackage(result: TypeDocResult, pkg: ApiPackagePlan, scope: VersionScope): PackageModel {
  const modules = modulesOf(result, pkg);
  const candidates = modules.flatMap(({ entry, children }) =>
    children.filter((c) => c.kind !== KIND.Reference).map((decl) => ({ decl, subpath: entry.subpath }))
  );
  const { slugs, owners } = assignSlugs(pkg, candidates);
  const warn = (message: string) => scope.warn(`${pkg.name} ${pkg.version}: ${message}`);
  const entryPoints = entryPointsOf(pkg, modules, slugs, warn);
  const names = nameIndex(entryPoints);
  const { resolve, resolveLink } = resolvers(pkg, slugs, names, scope);
  const exportedFrom = new Map<string, string[]>();
  const add = (slug: string, specifier: string) => {
    const list = exportedFrom.get(slug) ?? [];
    if (!list.includes(specifier)) list.push(specifier);
    exportedFrom.set(slug, list);
  };
  for (const entry of entryPoints) for (const slug of Object.values(entry.exports)) add(slug, entry.specifier);
  // Then the other packages' entries an entry re-exports whole, for the names declared there.
  pkg.entryPoints.forEach((planned, i) => {
    for (const specifier of planned.reexports) {
      for (const slug of Object.values(entryPoints[i]?.exports ?? {})) {
        if (declaredIn(owners.get(slug), specifier)) add(slug, specifier);
      }
    }
  });
  const ctx: SymbolContext = { resolve, comments: { resolveLink, warn } };
  const symbols = [...owners]
    .map(([slug, decl]) => buildSymbol(decl, { slug, package: pkg.name, exportedFrom: exportedFrom.get(slug) ?? [] }, ctx))
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return { name: pkg.name, version: pkg.version, entryPoints, symbols, names };
}
