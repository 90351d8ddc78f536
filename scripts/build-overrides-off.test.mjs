import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KEPT_PATCHES, packageOfPatch } from './build-overrides-off.mjs';

describe('the kill-switch build', () => {
  it("reads a patch file's package, scoped or not", () => {
    expect(packageOfPatch('@parcel+core+2.8.3.patch')).toBe('@parcel/core');
    expect(packageOfPatch('gatsby-plugin-mdx+5.16.0.patch')).toBe('gatsby-plugin-mdx');
    expect(packageOfPatch('gatsby+5.16.1.patch')).toBe('gatsby');
  });

  it('keeps only patches that exist, and reverses the others', () => {
    const patched = fs
      .readdirSync('patches')
      .filter((file) => file.endsWith('.patch'))
      .map(packageOfPatch);
    for (const name of Object.keys(KEPT_PATCHES)) expect(patched).toContain(name);
    expect(patched.filter((name) => !(name in KEPT_PATCHES))).toEqual(expect.arrayContaining(['gatsby', 'gatsby-plugin-mdx', '@parcel/core']));
  });
});
