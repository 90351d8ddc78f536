/**
 * Plans the API reference's pages from the versions' models (./index.ts), the way routes.ts plans
 * the docs: pure, computed once per content run, and templates only render what it gives them.
 * A version's reference lives at its docs path with /docs replaced by /api (/api, /api/next,
 * /api/5), one page per export at `<root>/<slug>`, the upstream site's TypeDoc addresses; an
 * entry a moving root (/api, /api/next) no longer has redirects to the newest older version's.
 */
import type { DocsGlobalData, VersionData, VersionInfo } from '../../lib/docsVersions';
import { apiRoot, docRoute } from '../../lib/docsVersions';
import type { SidebarNode } from '../../lib/navigation';
import type { ApiBadge, ApiIndexPageContext, ApiPageContext, ApiRow } from '../../lib/pageContext';
import { API_KIND_NAMES, API_KINDS, identity, type ApiKind, type ApiMember, type ApiSymbol, type ApiTypeParameter, type ApiVersionModel } from './index';
import { summaryLine } from './markdown';
import { docHtml, markdownHtml, typeHtml, type HrefOf } from './render';

/** A page of the reference to create. */
export type PlannedApiPage = { path: string; template: 'api'; context: ApiPageContext } | { path: string; template: 'api-index'; context: ApiIndexPageContext };

/** An address of the reference that now sends readers to another version's entry. */
export interface ApiRedirect {
  from: string;
  to: string;
  /** The destination's title (the export's name). */
  title: string;
}

/** A doc page of a version, as far as the reference needs it: where it is and what it says. */
export interface DocMention {
  version: string;
  href: string;
  label: string;
  prose: string;
}

/** What planApiPages returns. */
export interface ApiPlan {
  pages: PlannedApiPage[];
  /** Entries of older releases at the roots that move with the releases (fallbackRedirects, below). */
  redirects: ApiRedirect[];
  /** Docs version -> export name -> its entry's route: for links from the docs' code spans. */
  links: Record<string, Record<string, string>>;
}

const infoOf = ({ name, label, path, banner, isLast }: VersionData): VersionInfo => ({ name, label, path, banner, isLast });

const planned = new WeakMap<ApiVersionModel[], { key: string; plan: ApiPlan }>();

/**
 * Plans every reference page of `models` (newest first), with `docs` for the "mentioned in" lists.
 * The pages' HTML takes seconds to make: it is made once per set of models and versions (a doc
 * edit in develop changes only the lists of mentions).
 */
export function planApiPages(models: ApiVersionModel[], data: DocsGlobalData, docs: DocMention[]): ApiPlan {
  const key = JSON.stringify(data.versions.map((v) => [v.name, v.label, v.path, v.mainDocId, v.banner, v.isLast]));
  let cached = planned.get(models);
  if (cached?.key !== key) planned.set(models, (cached = { key, plan: renderApiPages(models, data) }));
  const mentions = new Map(
    models.map((m) => [
      m.version,
      mentionsOf(
        m,
        docs.filter((d) => d.version === m.version)
      ),
    ])
  );
  const pages = cached.plan.pages.map((page) =>
    page.template === 'api' ? { ...page, context: { ...page.context, mentions: mentions.get(page.context.version.name)?.get(page.context.title) ?? [] } } : page
  );
  return { pages, redirects: cached.plan.redirects, links: cached.plan.links };
}

function renderApiPages(models: ApiVersionModel[], data: DocsGlobalData): ApiPlan {
  const versions = new Map(data.versions.map((v) => [v.name, v]));
  const routes = new Map<string, Map<string, string>>(); // version -> identity -> route
  // A model whose docs version the site does not have (a docs folder brought without it) gets no pages.
  for (const model of models) {
    const version = versions.get(model.version);
    if (version) routes.set(model.version, new Map(model.symbols.map((s) => [identity(s), `${apiRoot(version)}/${s.slug}`])));
  }
  const majorRoots = new Map(models.flatMap((m) => (versions.has(m.version) ? [[m.major, apiRoot(versions.get(m.version)!)] as const] : [])));
  const pages: PlannedApiPage[] = [];
  const links: ApiPlan['links'] = {};
  for (const model of models) {
    const version = versions.get(model.version);
    if (!version) continue;
    const root = apiRoot(version);
    const bySlug = new Map(model.symbols.map((s) => [s.slug, s]));
    const hrefOf: HrefOf = (slug) => (bySlug.has(slug) ? `${root}/${slug}` : undefined);
    const versionHrefs = (symbol?: ApiSymbol) =>
      Object.fromEntries(
        data.versions.map((v) => {
          const other = routes.get(v.name);
          return [v.name, other ? ((symbol && other.get(identity(symbol))) ?? apiRoot(v)) : docRoute(v, v.mainDocId)];
        })
      );
    const base = { version: infoOf(version), apiHome: root, packages: model.packages.map((p) => `${p.name} ${p.version}`) };
    pages.push({ path: root, template: 'api-index', context: indexContext(model, base, versionHrefs(), hrefOf, majorRoots) });
    for (const symbol of model.symbols) {
      const context = namingEntry(symbol, model, () => symbolContext(symbol, model, { ...base, versionHrefs: versionHrefs(symbol) }, hrefOf, []));
      pages.push({ path: `${root}/${symbol.slug}`, template: 'api', context });
    }
    links[model.version] = Object.fromEntries(
      model.entryPoints.flatMap((e) => Object.entries(e.exports).flatMap(([name, slug]) => (name === 'default' ? [] : [[name, `${root}/${slug}`]])))
    );
  }
  return { pages, redirects: fallbackRedirects(models, data), links };
}

/**
 * The latest version's root (/api) and Next's (/api/next) document another release after each
 * release; the other roots name theirs (/api/6). An entry that such a root served for an older
 * release and no longer has sends readers to the newest older version that has it, so no address
 * the reference ever served answers 404: `/api/react-querybuilder/functions/x` of 6.x goes to `/api/6/…`.
 */
export function fallbackRedirects(models: ApiVersionModel[], data: DocsGlobalData): ApiRedirect[] {
  const versions = new Map(data.versions.map((v) => [v.name, v]));
  const withVersion = models.filter((m) => versions.has(m.version));
  const redirects: ApiRedirect[] = [];
  for (const [index, model] of withVersion.entries()) {
    const version = versions.get(model.version)!;
    if (version.path === `/docs/${version.name}`) continue;
    const root = apiRoot(version);
    const taken = new Set(model.symbols.map((s) => s.slug));
    for (const older of withVersion.slice(index + 1)) {
      const olderRoot = apiRoot(versions.get(older.version)!);
      for (const symbol of older.symbols) {
        if (taken.has(symbol.slug)) continue;
        taken.add(symbol.slug);
        redirects.push({ from: `${root}/${symbol.slug}`, to: `${olderRoot}/${symbol.slug}`, title: symbol.name });
      }
    }
  }
  return redirects;
}

type Base = Pick<ApiPageContext, 'version' | 'apiHome' | 'packages'>;

/** "New in v7" and "Type changed in v7", from the model's comparison with the previous major. */
function badgesOf(symbol: Pick<ApiSymbol, 'history'>, major: number): ApiBadge[] {
  if (symbol.history?.added) return [{ kind: 'new', text: `New in v${major}` }];
  if (symbol.history?.changed) return [{ kind: 'changed', text: `Type changed in v${major}` }];
  return [];
}

/** A version's entries by kind, sorted by name, for its sidebars (made once per model, root and kind). */
const kindLists = new WeakMap<ApiVersionModel, Map<string, SidebarNode[]>>();

function kindList(model: ApiVersionModel, root: string, kind: ApiKind): SidebarNode[] {
  let lists = kindLists.get(model);
  if (!lists) kindLists.set(model, (lists = new Map()));
  const key = `${root} ${kind}`;
  let items = lists.get(key);
  if (!items) {
    items = model.symbols
      .filter((s) => s.kind === kind)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((s): SidebarNode => ({ type: 'link', label: s.name, href: `${root}/${s.slug}` }));
    lists.set(key, items);
  }
  return items;
}

/** The reference's sidebar: the index, then each kind; the current kind open with its entries. */
function sidebarOf(model: ApiVersionModel, root: string, current?: ApiSymbol): SidebarNode[] {
  const nodes: SidebarNode[] = [{ type: 'link', label: 'Overview', href: root }];
  for (const kind of API_KINDS) {
    const items = kindList(model, root, kind);
    if (!items.length) continue;
    const label = `${API_KIND_NAMES[kind].many} (${items.length})`;
    if (current?.kind !== kind) nodes.push({ type: 'link', label, href: `${root}#${kind}` });
    else nodes.push({ type: 'category', label, href: `${root}#${kind}`, collapsible: true, collapsed: false, items });
  }
  return nodes;
}

function rowOf(member: ApiMember, hrefOf: HrefOf): ApiRow {
  return {
    name: member.name,
    typeHtml: typeHtml(member.type, hrefOf),
    ...(member.optional ? { optional: true as const } : {}),
    ...(member.default ? { default: member.default } : {}),
    ...(member.doc ? { docHtml: docHtml(member.doc, hrefOf) } : {}),
    ...(member.deprecated ? { deprecated: { noteHtml: member.deprecated.note ? markdownHtml(member.deprecated.note, hrefOf) : undefined } } : {}),
  };
}

function typeParameterRow(parameter: ApiTypeParameter, hrefOf: HrefOf): ApiRow {
  const type = parameter.constraint ?? { text: 'unknown' };
  return {
    name: parameter.name,
    typeHtml: typeHtml(type, hrefOf),
    ...(parameter.default ? { default: parameter.default.text } : {}),
    ...(parameter.doc ? { docHtml: docHtml(parameter.doc, hrefOf) } : {}),
  };
}

/** Runs `make`; an error it throws (a doc comment that would lose words) names the entry and its release. */
function namingEntry<T>(symbol: ApiSymbol, model: ApiVersionModel, make: () => T): T {
  try {
    return make();
  } catch (error) {
    const release = model.packages.find((p) => p.name === symbol.package);
    throw new Error(
      `API entry ${symbol.name} of ${symbol.package}${release ? ` ${release.version}` : ''}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error }
    );
  }
}

function symbolContext(
  symbol: ApiSymbol,
  model: ApiVersionModel,
  base: Base & { versionHrefs: Record<string, string> },
  hrefOf: HrefOf,
  mentions: ApiPageContext['mentions']
): ApiPageContext {
  const rows = (members: ApiMember[] | undefined) => (members?.length ? members.map((m) => rowOf(m, hrefOf)) : undefined);
  const typeRows = (params: ApiTypeParameter[] | undefined) => (params?.length ? params.map((p) => typeParameterRow(p, hrefOf)) : undefined);
  return {
    kind: 'api',
    ...base,
    title: symbol.name,
    description: summaryLine(symbol),
    sidebar: sidebarOf(model, base.apiHome, symbol),
    symbolKind: symbol.kind,
    kindName: API_KIND_NAMES[symbol.kind].one,
    packageName: symbol.package,
    exportedFrom: symbol.exportedFrom,
    badges: badgesOf(symbol, model.major),
    ...(symbol.deprecated ? { deprecated: { noteHtml: symbol.deprecated.note ? markdownHtml(symbol.deprecated.note, hrefOf) : undefined } } : {}),
    docHtml: docHtml(symbol.doc, hrefOf),
    signatures: symbol.signatures.map((sig) => ({
      html: typeHtml(sig, hrefOf),
      ...(sig.doc ? { docHtml: docHtml(sig.doc, hrefOf) } : {}),
      ...(rows(sig.parameters) ? { parameters: rows(sig.parameters) } : {}),
      ...(typeRows(sig.typeParameters) ? { typeParameters: typeRows(sig.typeParameters) } : {}),
      ...(sig.returns ? { returnsHtml: typeHtml(sig.returns, hrefOf) } : {}),
    })),
    ...(typeRows(symbol.typeParameters) ? { typeParameters: typeRows(symbol.typeParameters) } : {}),
    ...(rows(symbol.properties) ? { properties: rows(symbol.properties) } : {}),
    ...(symbol.props && hrefOf(symbol.props) ? { propsHref: hrefOf(symbol.props) } : {}),
    mentions,
  };
}

function indexContext(
  model: ApiVersionModel,
  base: Base,
  versionHrefs: Record<string, string>,
  hrefOf: HrefOf,
  majorRoots: Map<number, string>
): ApiIndexPageContext {
  const groups = API_KINDS.map((kind) => ({
    kind,
    label: API_KIND_NAMES[kind].many,
    entries: model.symbols
      .filter((s) => s.kind === kind)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((s) => ({
        name: s.name,
        href: hrefOf(s.slug)!,
        summary: summaryLine(s),
        package: s.package,
        ...(s.deprecated ? { deprecated: true as const } : {}),
        badges: badgesOf(s, model.major),
      })),
  })).filter((g) => g.entries.length);
  return {
    kind: 'api-index',
    ...base,
    title: 'API reference',
    description: `Every export of ${base.packages.join(', ')}: components, hooks, functions and types, from the packages' own type definitions.`,
    sidebar: sidebarOf(model, base.apiHome),
    versionHrefs,
    groups,
    removed: model.removed.flatMap((r) =>
      majorRoots.has(r.lastMajor) ? [{ name: r.name, href: `${majorRoots.get(r.lastMajor)}/${r.slug}`, lastMajor: r.lastMajor }] : []
    ),
  };
}

/** Export name -> the doc pages of the version whose text names it (as a word, names of 4 letters or more). */
function mentionsOf(model: ApiVersionModel, docs: DocMention[]): Map<string, ApiPageContext['mentions']> {
  const names = new Set(model.symbols.map((s) => s.name).filter((n) => n.length >= 4));
  const out = new Map<string, ApiPageContext['mentions']>();
  for (const doc of docs) {
    const words = new Set(doc.prose.match(/[A-Za-z_$][\w$]*/g) ?? []);
    for (const word of words) if (names.has(word)) (out.get(word) ?? out.set(word, []).get(word)!).push({ label: doc.label, href: doc.href });
  }
  return out;
}
