/**
 * "New in v7", "type changed in v6", "removed in v7": computed by comparing the versions'
 * models, never written by hand. An export is the same across majors when its package, its
 * name and its name space (type or value) are; its type changed when its signature text did.
 */
import type { ApiHistory, ApiKind, ApiSymbol, ApiTombstone, ApiVersionModel } from './model';
import { shapeText } from './symbols';

const TYPE_KINDS: readonly ApiKind[] = ['interface', 'type'];

/**
 * Identity of an export across majors. Entry points are left out on purpose: 7.x moved the
 * parsers from the main entry to subpaths only, which is neither a removal nor a new export.
 */
export function identity(symbol: Pick<ApiSymbol, 'package' | 'name' | 'kind'>): string {
  return `${symbol.package}\u0000${symbol.name}\u0000${TYPE_KINDS.includes(symbol.kind) ? 'type' : 'value'}`;
}

interface Shapes {
  major: number;
  /** The packages the model documents: only those can have gained or lost an export. */
  packages: Set<string>;
  shapes: Map<string, string>;
}

const shapesOf = (model: ApiVersionModel): Shapes => ({
  major: model.major,
  packages: new Set(model.packages.map((pkg) => pkg.name)),
  shapes: new Map(model.symbols.map((symbol) => [identity(symbol), shapeText(symbol)])),
});

/**
 * The history of one export of a model of major `major`, from the older models (oldest first).
 * Only models that document the symbol's package count: the site installs the 6.x add-ons
 * only, so their exports are neither "new in v6" nor "removed in v7".
 */
function historyOf(symbol: ApiSymbol, major: number, all: Shapes[]): ApiHistory {
  const key = identity(symbol);
  const older = all.filter((model) => model.major < major && model.packages.has(symbol.package));
  const history: ApiHistory = {};
  if (!older.length) return history;
  const first = older.find((model) => model.shapes.has(key));
  if (first !== older[0]) history.since = first ? first.major : major;
  const previous = older.at(-1) as Shapes;
  if (!previous.shapes.has(key)) history.added = true;
  else if (previous.shapes.get(key) !== shapeText(symbol)) history.changed = true;
  return history;
}

/**
 * The models with `history` on each symbol and `removed` filled in, each compared with the
 * next older major. The result keeps the input's order.
 */
export function withHistory(models: readonly ApiVersionModel[]): ApiVersionModel[] {
  const all = models.map(shapesOf).sort((a, b) => a.major - b.major);
  return models.map((model) => {
    const symbols = model.symbols.map((symbol) => {
      const { history: _old, ...rest } = symbol;
      const history = historyOf(symbol, model.major, all);
      return Object.keys(history).length ? { ...rest, history } : rest;
    });
    const previous = models.filter((other) => other.major < model.major).sort((a, b) => b.major - a.major)[0];
    return { ...model, symbols, removed: previous ? tombstones(previous, model) : [] };
  });
}

/** The exports of `previous` that `current` no longer has, in the packages `current` documents. */
export function tombstones(previous: ApiVersionModel, current: ApiVersionModel): ApiTombstone[] {
  const present = new Set(current.symbols.map(identity));
  const packages = new Set(current.packages.map((pkg) => pkg.name));
  return previous.symbols
    .filter((symbol) => packages.has(symbol.package) && !present.has(identity(symbol)))
    .map((symbol) => ({ name: symbol.name, kind: symbol.kind, package: symbol.package, slug: symbol.slug, lastMajor: previous.major }));
}
