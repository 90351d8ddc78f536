/**
 * A Gatsby site in another folder that runs this project's code: node_modules/ is linked; src/,
 * static/, content/ and the top-level files are copied (Parcel will not compile a linked
 * gatsby-config.ts, and gatsby-plugin-mdx keys MDX pages by their path, which a link changes),
 * so it can be changed or built without touching this project's .cache/ and public/. Used by the
 * build-guard tests and the Algolia e2e build.
 */
import fs from 'node:fs';
import path from 'node:path';

const LINKED = ['node_modules'];
const COPIED_DIRS = ['src', 'static', 'content'];
const COPIED = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json', 'tsconfig.json'];

/**
 * Makes `link` a symlink to `target`. A link left by another checkout (the folder is kept between
 * runs) would build against that checkout's packages, and a dangling one makes symlinkSync throw
 * EEXIST: either is replaced. A real folder at `link` is never deleted.
 */
function linkTo(target, link) {
  const stat = fs.lstatSync(link, { throwIfNoEntry: false });
  if (stat && !stat.isSymbolicLink()) throw new Error(`${link} is a real folder, not a link to ${target}: remove it and run again.`);
  if (stat && path.resolve(path.dirname(link), fs.readlinkSync(link)) === target) return;
  if (stat) fs.unlinkSync(link);
  fs.symlinkSync(target, link);
}

/**
 * Creates (or refreshes) the site in `dir` from the project at `root`; returns dir and its content/.
 * `linked: []` leaves node_modules/ to the caller (the kill-switch build makes its own).
 */
export function prepareTempSite(dir, root = process.cwd(), { linked = LINKED } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of linked) linkTo(path.resolve(root, name), path.join(dir, name));
  for (const name of COPIED) fs.copyFileSync(path.resolve(root, name), path.join(dir, name));
  for (const name of COPIED_DIRS) {
    const target = path.join(dir, name);
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.resolve(root, name), target, { recursive: true });
  }
  return { dir, content: path.join(dir, 'content') };
}
