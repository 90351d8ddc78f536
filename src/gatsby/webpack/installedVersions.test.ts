import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { installedVersions } from './installedVersions';

describe('installed versions', () => {
  it('reads each named package from its own package.json, the npm aliases at their release', () => {
    const versions = installedVersions();
    const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };
    expect(versions.vite).toBe(manifest.devDependencies.vite);
    expect(versions.rqb5).toBe('5.4.1');
    expect(versions.react).toMatch(/^18\.\d+\.\d+$/);
  });
});
