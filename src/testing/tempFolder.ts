import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A new folder in the system's temp dir (named from `prefix`) holding `files` (path from the folder → text). */
export function tempFolder(prefix: string, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
