import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releasePackages } from './releasePackages';

describe('releasePackages', () => {
  it('gives 8.x examples its own @react-querybuilder/core 8.24.1, where npm nests it', () => {
    const found = releasePackages('react-querybuilder');
    expect(Object.keys(found)).toEqual(['react-querybuilder', '@react-querybuilder/core']);
    expect(found['react-querybuilder']).toBe(path.resolve('node_modules/react-querybuilder'));
    const core = JSON.parse(fs.readFileSync(path.join(found['@react-querybuilder/core']!, 'package.json'), 'utf8')) as { version: string };
    expect(core.version).toBe('8.24.1');
  });

  it('gives 7.x examples react-querybuilder alone: 7.7.1 depends on no other package of its own', () => {
    expect(Object.keys(releasePackages('rqb7'))).toEqual(['react-querybuilder']);
  });
});
