/**
 * Versions a sandbox pins, in the browser: the installed version of each package the site names
 * (injected at build time by src/gatsby/webpack/sandboxVersions.ts, read here only) and the React
 * that runs here.
 */
import React from 'react';
import type { FrameVersions } from './project';

const INSTALLED: Record<string, string> = __INSTALLED_VERSIONS__;

/** The version installed here of `name`, or undefined for a package the site does not install. */
export const versionInstalled = (name: string): string | undefined => INSTALLED[name];

/** The frame of every project: the React the example ran with, the Vite installed here. */
export function frameVersions(): FrameVersions {
  const vite = versionInstalled('vite');
  if (!vite) throw new Error('vite is not in package.json: a sandbox pins the Vite installed here.');
  return { react: React.version, vite };
}
