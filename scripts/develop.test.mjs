import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { FIRST_NODE_WITH_LARGE_YOUNG_GENERATION, SEMI_SPACE_MB, developEnv } from './develop.mjs';

const OLD_NODE = '20.19.0';
const NEW_NODE = `${FIRST_NODE_WITH_LARGE_YOUNG_GENERATION}.0.0`;

/** The largest new space (MB) a child Node with `env` reaches while it makes short-lived objects, as a develop edit does. */
function newSpaceMb(env) {
  const script = `const v8 = require('node:v8'); let max = 0, keep = [];
    for (let i = 0; i < 200; i++) {
      for (let j = 0; j < 20000; j++) keep.push({ i, j, s: 'x' + j });
      if (keep.length > 100000) keep = [];
      max = Math.max(max, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
    }
    console.log(max / 2 ** 20);`;
  const run = spawnSync(process.execPath, ['-e', script], { env, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return Number(run.stdout);
}

describe('the develop server environment', () => {
  it('adds the semi-space size to NODE_OPTIONS, after what is there, on a Node whose default is smaller', () => {
    expect(developEnv({ PATH: '/bin' }, OLD_NODE)).toEqual({ PATH: '/bin', NODE_OPTIONS: `--max-semi-space-size=${SEMI_SPACE_MB}` });
    expect(developEnv({ NODE_OPTIONS: '--enable-source-maps' }, '22.23.5').NODE_OPTIONS).toBe(`--enable-source-maps --max-semi-space-size=${SEMI_SPACE_MB}`);
  });

  it('leaves NODE_OPTIONS alone on a Node whose default is already that size', () => {
    const env = { PATH: '/bin', NODE_OPTIONS: '--enable-source-maps' };
    expect(developEnv(env, NEW_NODE)).toBe(env);
    expect(developEnv(env, '25.1.0')).toBe(env);
  });

  it('leaves a semi-space size NODE_OPTIONS already sets', () => {
    const env = { NODE_OPTIONS: '--max-semi-space-size=32' };
    expect(developEnv(env, OLD_NODE)).toBe(env);
  });

  it(`gives the develop server two ${SEMI_SPACE_MB} MB semi-spaces on the Node that runs this test`, () => {
    // Whatever the runtime's default: on Node 20 and 22 through the option, from Node 24 by itself.
    // Were the version cut wrong for a runtime, its develop server would get the smaller default and this fails.
    expect(newSpaceMb(developEnv({ PATH: process.env.PATH }))).toBeGreaterThanOrEqual(2 * SEMI_SPACE_MB);
  });
});
