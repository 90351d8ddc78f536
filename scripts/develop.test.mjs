import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SEMI_SPACE_MB, developEnv } from './develop.mjs';

describe('the develop server environment', () => {
  it('adds the semi-space size to NODE_OPTIONS, after what is there', () => {
    expect(developEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', NODE_OPTIONS: `--max-semi-space-size=${SEMI_SPACE_MB}` });
    expect(developEnv({ NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS).toBe(`--enable-source-maps --max-semi-space-size=${SEMI_SPACE_MB}`);
  });

  it('leaves a semi-space size NODE_OPTIONS already sets', () => {
    const env = { NODE_OPTIONS: '--max-semi-space-size=32' };
    expect(developEnv(env)).toBe(env);
  });

  it('gives Node a young generation larger than its default', () => {
    // Short-lived objects, as a develop edit makes: the new space grows to its limit (two semi-spaces).
    const script = `const v8 = require('node:v8'); let max = 0, keep = [];
      for (let i = 0; i < 200; i++) {
        for (let j = 0; j < 20000; j++) keep.push({ i, j, s: 'x' + j });
        if (keep.length > 100000) keep = [];
        max = Math.max(max, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
      }
      console.log(max / 2 ** 20);`;
    const newSpaceMb = (env) => {
      const run = spawnSync(process.execPath, ['-e', script], { env, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      return Number(run.stdout);
    };
    expect(newSpaceMb(developEnv({ PATH: process.env.PATH }))).toBe(2 * SEMI_SPACE_MB);
    expect(newSpaceMb({ PATH: process.env.PATH })).toBeLessThan(2 * SEMI_SPACE_MB);
  });
});
