/**
 * Checks the package facts the docs state (versions, peer ranges, dependencies) against the
 * package.json of the exact release, installed under node_modules (an npm alias such as
 * rqb5-dnd for a release the site does not otherwise use). The facts comment before a table,
 * paragraph or list says which releases it describes (src/testing/docFacts.ts has the syntax):
 *
 *     {/* facts: peers of @react-querybuilder/material@7.7.1: react-querybuilder *\/}
 *
 * - `peers of <name@version>…` and `dependencies of <name@version>…`: the block names every peer
 *   (or dependency) of each release, or only those after `:`, or all but those after `except`.
 * - `releases <name@version>…`: each release is installed, and the block names it.
 * - In the block, a version or range written right after a name (`react` >=18) must be what one
 *   of the listed releases declares for that name; after a listed package's own name, its version.
 *
 * Tables are read by row or by column. With a "Package" column, each row naming a listed package
 * shows exactly its peers in the peer column (but those after `except`), and a row naming any
 * other package shows no range. Otherwise a column whose header holds a version (`6.5.5`,
 * `Version 4.5.3`) is checked against the listed releases of that version.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Content } from 'mdast';
import { nearest } from '../gatsby/content/errors';
import {
  docsByFolder,
  installedPackages,
  markedBlocks,
  mentions,
  notInstalled,
  tableRows,
  type FactClause,
  type InstalledPackage,
  type Mention,
} from './docFacts';

export interface FactsReport {
  /** Facts compared, by docs folder (`docs`, `versioned_docs/version-6`…). */
  checked: Record<string, number>;
  /** "file:line: problem" for each fact that does not hold. */
  failures: string[];
}

const FIELDS: Record<string, 'peerDependencies' | 'dependencies'> = { peers: 'peerDependencies', dependencies: 'dependencies' };
const PACKAGE_KINDS = new Set(['peers', 'dependencies', 'releases']);
/** Kinds the class check reads (src/testing/checkClassFacts.ts). */
const CLASS_KINDS = new Set(['classes', 'not applied']);

type Fail = (line: number, problem: string) => void;
/** A clause with the installed release of each of its subjects. */
type Resolved = Array<{ clause: FactClause; packages: InstalledPackage[] }>;
type Row = ReturnType<typeof tableRows>['rows'][number];

const same = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
const spec = (p: InstalledPackage) => `${p.json.name}@${p.json.version}`;
const fieldOf = (clause: FactClause, pkg: InstalledPackage): Record<string, string> => (FIELDS[clause.kind] ? (pkg.json[FIELDS[clause.kind]!] ?? {}) : {});

/** Checks every package fact of the docs folders under `contentDir`; `only` filters files by path prefix. */
export function checkPackageFacts(contentDir: string, only?: string, installed = installedPackages()): FactsReport {
  const report: FactsReport = { checked: {}, failures: [] };
  for (const { docsDir, files } of docsByFolder(contentDir, only)) {
    report.checked[docsDir] = 0;
    for (const absolute of files) {
      const file = path.relative(process.cwd(), absolute);
      const fail: Fail = (line, problem) => report.failures.push(`${file}:${line}: ${problem}`);
      for (const marked of markedBlocks(fs.readFileSync(absolute, 'utf8'), file, report.failures)) {
        for (const c of marked.clauses.filter((c) => !PACKAGE_KINDS.has(c.kind) && !CLASS_KINDS.has(c.kind)))
          fail(marked.line, `unknown kind of fact "${c.kind}". Use one of: ${[...PACKAGE_KINDS, ...CLASS_KINDS].join(', ')}.`);
        const clauses = marked.clauses.filter((c) => PACKAGE_KINDS.has(c.kind));
        if (!clauses.length) continue;
        if (!marked.block) fail(marked.line, 'a facts comment must be followed by the table, paragraph or list it describes.');
        else report.checked[docsDir]! += checkBlock(marked.block, resolve(clauses, installed, marked.line, fail), marked.line, fail);
      }
    }
  }
  return report;
}

/** The installed release of each subject of the clauses; a missing one is reported. */
function resolve(clauses: FactClause[], installed: Map<string, InstalledPackage>, line: number, fail: Fail): Resolved {
  return clauses.map((clause) => ({
    clause,
    packages: clause.subjects.flatMap((s) => {
      const found = installed.get(`${s.name}@${s.version}`);
      if (!found) fail(line, notInstalled(s.name, s.version, installed));
      return found ? [found] : [];
    }),
  }));
}

function checkBlock(block: Content, resolved: Resolved, line: number, fail: Fail): number {
  if (block.type !== 'table') return checkMentions(mentions(block), resolved, block.position?.start.line ?? line, fail);
  const { header, rows } = tableRows(block);
  const listed = resolved.filter((r) => FIELDS[r.clause.kind]);
  const packageColumn = header.findIndex((h) => /^package$/i.test(h));
  if (packageColumn >= 0 && listed.length) return listed.reduce((sum, r) => sum + checkRows(header, rows, packageColumn, r.clause, r.packages, line, fail), 0);
  return checkColumns(header, rows, resolved, line, fail);
}

/**
 * Checks the names and ranges a block shows: each name a clause requires is there (`require`),
 * and each version or range after a name is one a listed release declares. Returns the facts checked.
 */
function checkMentions(shown: Mention[], resolved: Resolved, line: number, fail: Fail, require = true): number {
  let count = 0;
  for (const { clause, packages } of require ? resolved : []) {
    for (const pkg of packages) {
      if (clause.kind === 'releases') {
        if (!shown.some((m) => m.name === pkg.json.name)) fail(line, `the text does not name \`${pkg.json.name}\`, a release the facts comment lists.`);
        count++;
      } else count += requiredNames(pkg, clause, clause.only, shown, line, fail);
    }
  }
  for (const m of shown.filter((m) => m.range)) {
    const candidates = resolved.flatMap(({ clause, packages }) =>
      packages.flatMap((pkg) => {
        if (m.name === pkg.json.name) return [{ pkg, value: pkg.json.version, says: 'is' }];
        const value = fieldOf(clause, pkg)[m.name];
        return value === undefined ? [] : [{ pkg, value, says: `declares \`${m.name}\`` }];
      })
    );
    if (!candidates.length)
      fail(m.line, `\`${m.name}\` ${m.range}: no release in the facts comment declares \`${m.name}\`. Name the release it comes from, or leave the range out.`);
    else if (!candidates.some((c) => same(c.value, m.range!)))
      fail(m.line, `\`${m.name}\` ${m.range} is wrong: ${[...new Set(candidates.map((c) => `${spec(c.pkg)} ${c.says} ${c.value}`))].join('; ')}.`);
  }
  return count;
}

/** The names a clause requires of one release are in its package.json and in the text; returns how many. */
function requiredNames(pkg: InstalledPackage, clause: FactClause, only: string[] | undefined, shown: Mention[], line: number, fail: Fail): number {
  const field = fieldOf(clause, pkg);
  const label = `${clause.kind} of ${spec(pkg)}`;
  const names = only ?? Object.keys(field).filter((name) => !clause.except.includes(name));
  for (const name of [...names, ...clause.except].filter((n) => !(n in field)))
    fail(line, `\`${name}\` is not among the ${label}. Nearest: ${nearest(name, Object.keys(field)).join(', ') || 'none (it has none)'}.`);
  for (const name of names.filter((n) => n in field && !shown.some((m) => m.name === n)))
    fail(line, `the text leaves out \`${name}\` ${field[name]}, one of the ${label}.`);
  return names.length;
}

/** A table with a "Package" column: the row of each listed release shows exactly its peers (but the excepted ones). */
function checkRows(header: string[], rows: Row[], packageColumn: number, clause: FactClause, packages: InstalledPackage[], line: number, fail: Fail): number {
  const listColumn = header.findIndex((h) => (clause.kind === 'peers' ? /peer/i : /dependenc/i).test(h));
  if (listColumn < 0) {
    fail(line, `the table needs a column whose header says "${clause.kind === 'peers' ? 'peer' : 'dependencies'}".`);
    return 0;
  }
  let count = 0;
  const seen = new Set<InstalledPackage>();
  for (const row of rows) {
    const name = row.cells[packageColumn] ? mentions(row.cells[packageColumn]!)[0]?.name : undefined;
    const shown = row.cells[listColumn] ? mentions(row.cells[listColumn]!) : [];
    const pkg = packages.find((p) => p.json.name === name);
    if (!pkg) {
      for (const m of shown.filter((m) => m.range))
        fail(
          m.line,
          `\`${m.name}\` ${m.range}: no release of \`${name}\` is in the facts comment (line ${line}), so this row cannot show a range. Add its installed release to the comment, or leave the range out.`
        );
      continue;
    }
    seen.add(pkg);
    const field = fieldOf(clause, pkg);
    count += requiredNames(pkg, clause, undefined, shown, row.line, fail);
    for (const m of shown.filter((m) => m.range)) {
      if (!(m.name in field)) fail(m.line, `\`${m.name}\` ${m.range} is not among the ${clause.kind} of ${spec(pkg)}: ${Object.keys(field).join(', ')}.`);
      else if (!same(field[m.name]!, m.range!)) fail(m.line, `\`${m.name}\` ${m.range} is wrong: ${spec(pkg)} declares ${field[m.name]}.`);
    }
  }
  for (const pkg of packages.filter((p) => !seen.has(p))) fail(line, `no row of the table names \`${pkg.json.name}\`, which the facts comment lists.`);
  return count;
}

/** A table compared by column: a column headed by a version holds the facts of the listed releases of that version. */
function checkColumns(header: string[], rows: Row[], resolved: Resolved, line: number, fail: Fail): number {
  const only = (keep: (p: InstalledPackage) => boolean): Resolved => resolved.map((r) => ({ clause: r.clause, packages: r.packages.filter(keep) }));
  const versionOf = (h: string) => /\d+\.\d+\.\d+(?:-[\w.]+)?/.exec(h)?.[0];
  const covered = new Set<InstalledPackage>();
  let count = 0;
  header.forEach((h, column) => {
    const version = versionOf(h);
    const shown = rows.flatMap((row) => (row.cells[column] ? mentions(row.cells[column]!) : []));
    const mine = version ? only((p) => p.json.version === version) : resolved;
    mine.forEach((r) => r.packages.forEach((p) => version && covered.add(p)));
    count += checkMentions(shown, mine, line, fail, !!version);
  });
  // Releases whose version heads no column: the whole table must name what they require.
  const all = rows.flatMap((row) => row.cells.flatMap((cell) => mentions(cell)));
  return (
    count +
    checkMentions(
      all.map((m) => ({ ...m, range: undefined })),
      only((p) => !covered.has(p)),
      line,
      fail
    )
  );
}
