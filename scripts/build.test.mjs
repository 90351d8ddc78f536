import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEnv, countDocs } from './build.mjs';

/** A content folder with `current` docs in docs/ and `versioned` in versioned_docs/version-1/. */
function content(current, versioned = 0) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-heap-'));
  const write = (sub, n, ext) => {
    fs.mkdirSync(path.join(dir, sub), { recursive: true });
    for (let i = 0; i < n; i++) fs.writeFileSync(path.join(dir, sub, `doc-${i}${ext}`), '# Doc\n');
  };
  write('docs/deep/er', current, '.mdx');
  write('versioned_docs/version-1', versioned, '.md');
  fs.writeFileSync(path.join(dir, 'docs/_category_.json'), '{}');
  return dir;
}

const machine = { defaultMb: 4144, memoryMb: 24_000 };

describe('the build heap', () => {
  it('counts the doc files of every version', () => {
    expect(countDocs(content(3, 2))).toBe(5);
  });

  it("keeps Node's default for a site that fits in it", () => {
    const { env, note } = buildEnv(content(100), { PATH: '/bin' }, machine);
    expect(env).toEqual({ PATH: '/bin' });
    expect(note).toBeUndefined();
  });

  it('raises the limit for thousands of docs, keeping the other options', () => {
    const { env, note } = buildEnv(content(5000, 115), { NODE_OPTIONS: '--enable-source-maps' }, machine);
    expect(env.NODE_OPTIONS).toBe('--enable-source-maps --max-old-space-size=6139');
    expect(note).toMatch(/^5115 docs: Node's heap limit raised to 6139 MB/);
  });

  it("stays within three quarters of the machine's memory, and says when that is short", () => {
    const { env, note } = buildEnv(content(5000), {}, { defaultMb: 4144, memoryMb: 8000 });
    expect(env.NODE_OPTIONS).toBe('--max-old-space-size=6000');
    expect(note).toMatch(/they need about 6024 MB/);
    const small = buildEnv(content(5000), {}, { defaultMb: 4144, memoryMb: 4000 });
    expect(small.env.NODE_OPTIONS).toBeUndefined();
    expect(small.note).toMatch(/may run out of memory/);
  });

  it('leaves a heap that NODE_OPTIONS sets alone', () => {
    const env = { NODE_OPTIONS: '--max-old-space-size=3000' };
    expect(buildEnv(content(5000), env, machine).env).toBe(env);
  });
});
