import type React from 'react';
import type { ColorMode } from '../../lib/colorMode';

/**
 * What a /demo/<library> page adds to the shared demo: the providers and compatibility context
 * around the builder (following the site's colour mode), and what the Code tab installs.
 */
export interface DemoLibrary {
  Wrapper?: React.ComponentType<{ colorMode: ColorMode; children: React.ReactNode }>;
  /**
   * True when the library's own value editor names the two inputs of "between"; the others get
   * the demo's wrapper (src/demo/components/Builder/labelledBetween.tsx).
   */
  namesBetweenInputs?: boolean;
  /** npm packages the generated App.tsx needs besides react-querybuilder. */
  packages: string[];
  /** Import lines and the JSX that wraps <QueryBuilder> in the generated App.tsx. */
  code?: { imports: string[]; open: string; close: string };
}
