/**
 * Versions a sandbox pins, in the browser: the installed version of each package the site names
 * (injected at build time by src/gatsby/webpack/sandboxVersions.ts, read here only) and the React
 * that runs here.
 */
import React from 'react';
import type { FrameVersions } from './project';

// Without the webpack step the name is undefined: the chunk still loads, and opening a sandbox says why it cannot.
const INSTALLED: Record<string, string> = typeof __INSTALLED_VERSIONS__ === 'undefined' ? {} : __INSTALLED_VERSIONS__;

/** The version installed here of `name`, or undefined for a package the site does not install. */
export const versionInstalled = (name: string): string | undefined => INSTALLED[name];

/** The frame of every project: the React the example ran with, the Vite installed here. */
export function frameVersions(): FrameVersions {
  const vite = versionInstalled('vite');
  if (!vite) throw new Error('No installed Vite version: a sandbox pins the Vite installed here (package.json, src/gatsby/webpack/sandboxVersions.ts).');
  return { react: React.version, vite };
}
