/** Every `live` code block of content/ with the package its docs version runs (tests of what a sandbox gets). */
import fs from 'node:fs';
import path from 'node:path';
import { livePackageOf, type LivePackage } from '../config/examples';

export interface LiveBlock {
  file: string;
  /** The docs version's name ("current", "7"...). */
  version: string;
  language: string;
  title?: string;
  code: string;
  pkg: LivePackage;
}

export function liveBlocks(root = 'content'): LiveBlock[] {
  const blocks: LiveBlock[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.mdx?$/.test(entry.name)) {
        const version = /versioned_docs\/version-([^/]+)\//.exec(file)?.[1] ?? 'current';
        const pkg = livePackageOf(version);
        if (!pkg) continue;
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/^```(tsx?|jsx?) live([^\n]*)\n([\s\S]*?)\n```$/gm)) {
          const title = /title="([^"]+)"/.exec(match[2]!)?.[1];
          blocks.push({ file, version, language: match[1]!, ...(title ? { title } : {}), code: match[3]!, pkg });
        }
      }
    }
  };
  visit(root);
  return blocks;
}
