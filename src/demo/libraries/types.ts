import type React from 'react';
import type { ColorMode } from '../../lib/colorMode';
import type { LibraryCode } from '../code/libraryCode';

/**
 * What a /demo/<library> page adds to the shared demo: the providers and compatibility context
 * around the builder (following the site's colour mode), and what the Code tab writes (../code/libraryCode.ts).
 */
export interface DemoLibrary extends LibraryCode {
  Wrapper?: React.ComponentType<{ colorMode: ColorMode; children: React.ReactNode }>;
  /**
   * True when the library's own value editor names the two inputs of "between"; the others get
   * the demo's wrapper (src/demo/components/Builder/labelledBetween.tsx).
   */
  namesBetweenInputs?: boolean;
  /**
   * The @react-querybuilder add-on it runs, at the release installed (read from its package.json).
   * Without one (Bulma, Fluent UI: no add-on is published) the demo's own controls stand in.
   */
  addOn?: { name: string; version: string; /** What the demo does differently from the add-on's own controls. */ note?: string };
}
