import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELEASES } from '../../config/releases';
import { buildApiReference } from './index';
import { ApiPackageError, apiVersionNames, planApiVersion, wholeReexports } from './packages';

const specifiers = (version: string) => planApiVersion(version).packages.flatMap((pkg) => pkg.entryPoints.map((entry) => entry.specifier));

describe('the packages and entry points of each version', () => {
  it('covers every docs version but 3.x', () => {
    const listed = JSON.parse(fs.readFileSync('content/versions.json', 'utf8')) as string[];
    expect(apiVersionNames()).toEqual(['current', ...listed].filter((name) => name !== '3'));
  });

  it('reads 7.x subpaths from its exports, main entry first, in the tree of its require types', () => {
    const [main, ...others] = planApiVersion('7').packages;
    expect(others).toEqual([]);
    expect(main?.name).toBe('react-querybuilder');
    expect(main?.version).toBe('7.7.1');
    expect(main?.entryPoints.map((entry) => entry.specifier)).toEqual([
      'react-querybuilder',
      'react-querybuilder/formatQuery',
      'react-querybuilder/parseCEL',
      'react-querybuilder/parseJSONata',
      'react-querybuilder/parseJsonLogic',
      'react-querybuilder/parseMongoDB',
      'react-querybuilder/parseSpEL',
      'react-querybuilder/parseSQL',
      'react-querybuilder/transformQuery',
    ]);
    for (const entry of main?.entryPoints ?? []) expect(entry.file).toContain(`${path.sep}dist${path.sep}types${path.sep}`);
  });

  it('reads 8.x from its import types, one tree in dist/, where the default export is declared', () => {
    const documenting8 = Object.entries(RELEASES).find(([, row]) => row.release.startsWith('8.'))![0];
    const [main] = planApiVersion(documenting8).packages;
    expect(main?.version).toBe('8.24.1');
    expect(main?.entryPoints.map((entry) => path.relative(main.dir, entry.file))).toEqual([
      'dist/react-querybuilder.d.mts',
      'dist/react-querybuilder.debug.d.mts',
      'dist/formatQuery.d.mts',
      'dist/parseCEL.d.mts',
      'dist/parseCypher.d.mts',
      'dist/parseGremlin.d.mts',
      'dist/parseJSONata.d.mts',
      'dist/parseJsonLogic.d.mts',
      'dist/parseMongoDB.d.mts',
      'dist/parseSPARQL.d.mts',
      'dist/parseSpEL.d.mts',
      'dist/parseSQL.d.mts',
      'dist/transformQuery.d.mts',
      'dist/async.d.mts',
      'dist/history.d.mts',
    ]);
    // Its main entry and parser subpaths hand on @react-querybuilder/core's entries whole.
    const reexports = Object.fromEntries(main!.entryPoints.map((entry) => [entry.specifier, entry.reexports]));
    expect(reexports['react-querybuilder']).toEqual(['@react-querybuilder/core']);
    expect(reexports['react-querybuilder/parseSQL']).toEqual(['@react-querybuilder/core/parseSQL']);
    expect(reexports['react-querybuilder/history']).toEqual([]);
  });

  it('reads only whole re-exports of other packages, not namespaces, named ones or relative files', () => {
    const dts = [
      'export * from "@scope/core";',
      "export * from 'other/sub'",
      'export * as ns from "@scope/ns";',
      'export { a } from "@scope/named";',
      'export * from "./local.mjs";',
      '  export * from "indented";',
    ].join('\n');
    expect(wholeReexports(dts)).toEqual(['@scope/core', 'other/sub']);
  });

  it('gives 6.x its subpaths (not the unpublished ./dev) and the site’s add-ons of the same major', () => {
    expect(specifiers('6')).toEqual([
      'react-querybuilder',
      'react-querybuilder/formatQuery',
      'react-querybuilder/parseCEL',
      'react-querybuilder/parseJsonLogic',
      'react-querybuilder/parseMongoDB',
      'react-querybuilder/parseSQL',
      'react-querybuilder/transformQuery',
      '@react-querybuilder/antd',
      '@react-querybuilder/bootstrap',
      '@react-querybuilder/chakra',
      '@react-querybuilder/dnd',
      '@react-querybuilder/mantine',
      '@react-querybuilder/material',
    ]);
  });

  it('reads `types` when a package has no exports (4.x, 5.x)', () => {
    expect(specifiers('4')).toEqual(['react-querybuilder']);
    expect(planApiVersion('5').packages[0]?.entryPoints[0]?.file).toMatch(/rqb5[/\\]dist[/\\]types[/\\]src[/\\]index\.d\.ts$/);
  });

  it('stops on a configured package that is not installed, naming the version and the package', async () => {
    const versionPackages = { '5': 'rqb-not-installed' };
    expect(() => planApiVersion('5', process.cwd(), versionPackages)).toThrow(ApiPackageError);
    await expect(buildApiReference({ versionPackages })).rejects.toThrow(
      /API reference for docs version "5": package "rqb-not-installed" is not installed \(no node_modules\/rqb-not-installed\/package\.json\)/
    );
  });
});
