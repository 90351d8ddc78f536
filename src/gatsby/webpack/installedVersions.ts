/**
 * The version installed here of every package the site's package.json names (dependencies and
 * devDependencies), read from each one's own package.json under node_modules: what a sandbox pins
 * besides react-querybuilder's documented release. Build time only: ./sandboxVersions.ts
 * hands the result to the browser as `__INSTALLED_VERSIONS__`.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Package name -> installed version; a package that is named but not installed is left out. */
export function installedVersions(root = process.cwd()): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).sort();
  const versions: Record<string, string> = {};
  for (const name of names) {
    try {
      versions[name] = (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      // Not installed (an optional package this platform skips): a sandbox does not pin it.
    }
  }
  return versions;
}
