/**
 * The API reference's data: one `ApiVersionModel` per docs version, made at build time from the
 * published type definitions of the packages that version documents (see README.md here).
 * Everything is plain JSON, so a page can receive a symbol in its page context or page data.
 * Types only: the UI imports them with `import type`.
 */

/** What a reader calls an export; an index page groups by it, in this order. */
export const API_KINDS = ['component', 'hook', 'function', 'class', 'interface', 'type', 'variable', 'enum', 'namespace'] as const;

/** One of API_KINDS. */
export type ApiKind = (typeof API_KINDS)[number];

/** What the reference calls each kind: an entry's kind line, an index group, a search record's kind. */
export const API_KIND_NAMES: Record<ApiKind, { one: string; many: string }> = {
  component: { one: 'Component', many: 'Components' },
  hook: { one: 'Hook', many: 'Hooks' },
  function: { one: 'Function', many: 'Functions' },
  class: { one: 'Class', many: 'Classes' },
  interface: { one: 'Interface', many: 'Interfaces' },
  type: { one: 'Type', many: 'Types' },
  variable: { one: 'Constant', many: 'Constants' },
  enum: { one: 'Enum', many: 'Enums' },
  namespace: { one: 'Namespace', many: 'Namespaces' },
};

/**
 * A span of a `TypeText` that names another entry of the same version:
 * `text.slice(start, end)` is the name, `slug` the entry's `ApiSymbol.slug`.
 */
export type TypeLink = [start: number, end: number, slug: string];

/** Code shown as it is (a type, a signature), with its links to other entries. */
export interface TypeText {
  /** TypeScript, as declared in the .d.ts (single line, or a few lines for long signatures). */
  text: string;
  /** Spans naming exports of the same version, in text order. Absent when there are none. */
  links?: TypeLink[];
}

/**
 * A doc comment as Markdown. Links to other entries are written `[text](api:<slug>)`; the UI
 * turns `api:` hrefs into routes of the page's version.
 */
export interface ApiDoc {
  /** The comment's text before its block tags. */
  summary: string;
  /** Block tags other than those the model keeps elsewhere (`@param`, `@default`, `@deprecated`). */
  tags?: ApiDocTag[];
}

/** One block tag of a doc comment, e.g. `{ tag: 'example', text: '```ts\n…\n```' }`. */
export interface ApiDocTag {
  /** The tag without its `@`: `example`, `returns`, `see`, `remarks`, `since`, `group`… */
  tag: string;
  /** Its content as Markdown. */
  text: string;
}

/** `@deprecated`, with its note as Markdown when it has one. */
export interface ApiDeprecation {
  note?: string;
}

/** A row of a parameters, props or properties table. */
export interface ApiMember {
  /** `options`, `...args`, or for a member of an inline object parameter `options.format`. */
  name: string;
  type: TypeText;
  optional?: true;
  readonly?: true;
  /** The `@default` (or `@defaultValue`) text, as written. */
  default?: string;
  doc?: ApiDoc;
  deprecated?: ApiDeprecation;
}

/** A type parameter: `<RG extends RuleGroupTypeAny = RuleGroupType>`. */
export interface ApiTypeParameter {
  name: string;
  constraint?: TypeText;
  default?: TypeText;
  doc?: ApiDoc;
}

/** One way to call a function, hook or component (one per overload), or a declaration line. */
export interface ApiSignature extends TypeText {
  parameters?: ApiMember[];
  typeParameters?: ApiTypeParameter[];
  /** The return type alone (the signature's text already contains it). */
  returns?: TypeText;
  /** This overload's own comment, when it differs from the symbol's. */
  doc?: ApiDoc;
}

/** How an export relates to the previous majors, computed by comparing the versions' models. */
export interface ApiHistory {
  /** The first major with this export; absent when it is in the oldest modelled version. */
  since?: number;
  /** Absent from the previous major ("new in vN", or back again after a removal). */
  added?: true;
  /** Present in the previous major with another signature text ("type changed in vN"). */
  changed?: true;
}

/** An exported symbol: one page of the reference. */
export interface ApiSymbol {
  /** The name it is exported as. */
  name: string;
  kind: ApiKind;
  /**
   * Its page, relative to the version's API root, in the scheme of the upstream TypeDoc site:
   * `react-querybuilder/functions/formatQuery`, `@react-querybuilder/antd/functions/AntDActionElement`.
   * A second, different declaration of the same name in a subpath entry point gets the subpath:
   * `react-querybuilder/parseSQL/functions/parseSQL`. Unique within a version.
   */
  slug: string;
  /** The npm package (its real name, not the site's install alias). */
  package: string;
  /** Entry points (import specifiers) that export it, the main one first: `react-querybuilder/parseSQL`. */
  exportedFrom: string[];
  /**
   * What a reader reads first: each overload of a function, hook or component; else the
   * declaration (`interface Field extends BaseOption`, `type RuleGroupTypeAny = …`, `const x: T`).
   */
  signatures: ApiSignature[];
  /** Type parameters of an interface, class or type alias (functions have them per signature). */
  typeParameters?: ApiTypeParameter[];
  /** Members of an interface, class, object type alias or enum (inherited ones included). */
  properties?: ApiMember[];
  /** For a component: the slug of its props type, when that is an export of the same version. */
  props?: string;
  doc?: ApiDoc;
  deprecated?: ApiDeprecation;
  history?: ApiHistory;
}

/** An export of the previous major that this version no longer has ("removed in vN"). */
export interface ApiTombstone {
  name: string;
  kind: ApiKind;
  package: string;
  /** Its slug in the previous version's model. */
  slug: string;
  /** The last major that had it. */
  lastMajor: number;
}

/** One import specifier of a package and what it exports. */
export interface ApiEntryPoint {
  /** `react-querybuilder`, `react-querybuilder/parseSQL`, `@react-querybuilder/dnd`. */
  specifier: string;
  package: string;
  /** Export name -> slug. Aliases (`default`) point at the symbol they re-export. */
  exports: Record<string, string>;
}

/** The reference of one docs version. */
export interface ApiVersionModel {
  /** The docs version name, as in versions.json (`current` for docs/). */
  version: string;
  /** The major of its main package (7 for react-querybuilder 7.7.1). */
  major: number;
  /** The packages documented, main first: `{ name: 'react-querybuilder', version: '7.7.1' }`. */
  packages: { name: string; version: string }[];
  entryPoints: ApiEntryPoint[];
  /** Sorted by slug. */
  symbols: ApiSymbol[];
  /** Exports of the previous major that are gone; empty for the oldest modelled version. */
  removed: ApiTombstone[];
}

/** The heading of a doc comment's block tag (`@example` -> "Example"), on the entry's page and in its Markdown copy; other tags by their name. */
export const TAG_TITLES: Record<string, string> = {
  example: 'Example',
  returns: 'Returns',
  see: 'See also',
  remarks: 'Remarks',
  since: 'Since',
  throws: 'Throws',
};
