import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INTERNALS_DIR, moveBuildInternals } from './buildInternals';

describe('build internals', () => {
  it("moves Gatsby's webpack.stats.json and chunk-map.json out of public/, replacing an earlier build's", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'rqb-site-'));
    fs.mkdirSync(path.join(site, 'public'));
    fs.mkdirSync(path.join(site, BUILD_INTERNALS_DIR), { recursive: true });
    fs.writeFileSync(path.join(site, BUILD_INTERNALS_DIR, 'webpack.stats.json'), '{"old":true}');
    fs.writeFileSync(path.join(site, 'public/webpack.stats.json'), '{"assetsByChunkName":{}}');
    fs.writeFileSync(path.join(site, 'public/chunk-map.json'), '{}');
    fs.writeFileSync(path.join(site, 'public/app.js'), '');
    expect(moveBuildInternals(site)).toBe(26);
    expect(fs.readdirSync(path.join(site, 'public'))).toEqual(['app.js']);
    expect(fs.readFileSync(path.join(site, BUILD_INTERNALS_DIR, 'webpack.stats.json'), 'utf8')).toBe('{"assetsByChunkName":{}}');
    expect(fs.readFileSync(path.join(site, BUILD_INTERNALS_DIR, 'chunk-map.json'), 'utf8')).toBe('{}');
    // A second run (nothing left in public/) moves nothing and keeps them.
    expect(moveBuildInternals(site)).toBe(0);
    expect(fs.readdirSync(path.join(site, BUILD_INTERNALS_DIR)).sort()).toEqual(['chunk-map.json', 'webpack.stats.json']);
  });
});
