#!/usr/bin/env node
/**
 * `npm run docs:version -- <name>`: cuts a docs version, as `docusaurus docs:version` does.
 * - copies content/docs/ to content/versioned_docs/version-<name>/;
 * - writes the Next sidebars (sidebars.json, .js or .ts, as loaded) to
 *   content/versioned_sidebars/version-<name>-sidebars.json;
 * - puts <name> first in content/versions.json, which makes it the latest version.
 * It refuses a name already listed or already on disk, or Next docs that link a file outside docs/
 * (the copy would break the link), and changes nothing then.
 * The sidebars are read and validated by the site's own content code (through jiti, which also
 * runs a sidebars.ts), so a sidebars file the build would reject is rejected here too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { sidebarsFileOf, readSidebarsSource, readJson } = await jiti.import('../src/gatsby/content/sidebarsFile.ts');
const { sidebarsFileSchema, versionsJsonSchema, formatIssues } = await jiti.import('../src/gatsby/content/schemas.ts');

/** Cuts version `name` of the docs in `contentDir`; returns what it wrote (relative to contentDir). */
export function cutVersion(contentDir, name) {
  const rel = (p) => path.relative(process.cwd(), path.join(contentDir, p)) || p;
  const nameCheck = versionsJsonSchema.element.safeParse(name);
  if (!nameCheck.success) throw new Error(`"${name}" cannot name a version: ${formatIssues(nameCheck.error)}.`);
  const versionsFile = path.join(contentDir, 'versions.json');
  const versions = fs.existsSync(versionsFile) ? readJson(versionsFile, rel('versions.json')) : [];
  const listed = versionsJsonSchema.safeParse(versions);
  if (!listed.success) throw new Error(`${rel('versions.json')}: invalid: ${formatIssues(listed.error)}.`);
  const docsDir = `versioned_docs/version-${name}`;
  const sidebarsOut = `versioned_sidebars/version-${name}-sidebars.json`;
  if (listed.data.includes(name)) throw new Error(`version "${name}" already exists in ${rel('versions.json')}; pick another name.`);
  for (const taken of [docsDir, sidebarsOut]) {
    if (fs.existsSync(path.join(contentDir, taken))) throw new Error(`${rel(taken)} already exists; remove it or pick another name.`);
  }
  const leaving = linksLeavingDocs(path.join(contentDir, 'docs'));
  if (leaving.length) {
    throw new Error(
      `${leaving.length} link(s) of the Next docs name a file outside docs/, which will not resolve from ${docsDir}/:\n` +
        leaving.map(({ file, line, href }) => `  ${rel(path.join('docs', file))}:${line}: ${href}`).join('\n') +
        '\nLink other versions by URL (/docs/6/migrate), then cut the version again. Nothing was written.'
    );
  }
  const sidebars = sidebarsFileOf(contentDir, 'current');
  if (!sidebars.exists) throw new Error(`no sidebars for the Next docs: expected ${rel('sidebars')}.js, .ts or .json.`);
  const parsed = sidebarsFileSchema.safeParse(readSidebarsSource(path.join(contentDir, sidebars.file), rel(sidebars.file)));
  if (!parsed.success) throw new Error(`${rel(sidebars.file)}: invalid sidebar: ${formatIssues(parsed.error)}.`);

  fs.cpSync(path.join(contentDir, 'docs'), path.join(contentDir, docsDir), { recursive: true });
  fs.mkdirSync(path.join(contentDir, 'versioned_sidebars'), { recursive: true });
  fs.writeFileSync(path.join(contentDir, sidebarsOut), `${JSON.stringify(parsed.data, null, 2)}\n`);
  fs.writeFileSync(versionsFile, `${JSON.stringify([name, ...listed.data], null, 2)}\n`);
  return [`${docsDir}/`, sidebarsOut, 'versions.json'];
}

/**
 * Markdown links of the docs in `docsRoot` to a .md/.mdx file outside it
 * (`../versioned_docs/version-6/migrate.mdx`): copied into versioned_docs/version-N/, they would name
 * another file, or none. Fenced code is skipped. Returns file (relative to docsRoot), line and href.
 */
export function linksLeavingDocs(docsRoot) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        let fenced = false;
        fs.readFileSync(full, 'utf8')
          .split('\n')
          .forEach((text, index) => {
            if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
            if (fenced) return;
            for (const [, href] of text.matchAll(/\]\((\.{1,2}\/[^)\s#]+\.mdx?)(?:#[^)\s]*)?\)/g)) {
              const target = path.resolve(path.dirname(full), href);
              if (path.relative(docsRoot, target).startsWith('..')) found.push({ file: path.relative(docsRoot, full), line: index + 1, href });
            }
          });
      }
    }
  };
  walk(docsRoot);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const name = process.argv[2];
  const contentDir = path.resolve(process.env.RQB_CONTENT_DIR ?? 'content');
  if (!name) {
    console.error('Usage: npm run docs:version -- <name>   (for example: npm run docs:version -- 7)');
    process.exit(1);
  }
  try {
    const written = cutVersion(contentDir, name);
    console.log(`Version "${name}" cut from the Next docs; it is now the latest version (served at /docs).`);
    for (const file of written) console.log(`  wrote ${path.relative(process.cwd(), path.join(contentDir, file))}`);
    console.log('Its label, path and banner follow the defaults; override them in src/config/docs.ts if needed.');
  } catch (error) {
    console.error(`docs:version: ${error.message}`);
    process.exit(1);
  }
}
