// @ts-check
/**
 * ESLint for the project's own code (`npm run lint`): src/, e2e/, scripts/ and the config files at
 * the root. Content (content/, static/) is the authors' and is checked by the content step instead.
 *
 * Rules that need type information are left out on purpose: `tsc --noEmit` already type-checks, and
 * a type-aware lint would roughly double the gate's time on a 2-core machine.
 *
 * Gatsby 5 runs its own ESLint 7 (nested under node_modules/gatsby) on .js/.jsx files in
 * `gatsby develop`; it looks only for .eslintrc files, so it never reads this one.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'content/**',
      'static/**',
      'public/**',
      '.cache/**',
      'bench-results/**',
      'test-results/**',
      'playwright-report/**',
      'blob-report/**',
      // Stands in for a user's Docusaurus folder, so it stays as such a user would write it.
      'e2e/docusaurus-folder/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      // `_name` marks a parameter a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Their page.evaluate() callbacks run in the browser.
    files: ['scripts/bench/browser.mjs', 'scripts/bench/dev.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{jsx,tsx}'],
    rules: {
      // Code blocks (<pre>) and wide tables scroll sideways, so they take focus: keyboard users can
      // then scroll them (axe's scrollable-region-focusable, checked by the e2e a11y tests).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre', 'table'], roles: ['tabpanel'], allowExpressionValues: true }],
    },
  },
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: {
      // The site's Content-Security-Policy has no 'unsafe-eval': code built from strings fails in
      // the browser (live examples run as blob: scripts instead).
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // Code that webpack bundles, into the pages and into Gatsby's server renderer. For a bare `fetch`
    // the renderer bundles node-fetch (Gatsby's ProvidePlugin), whose URL code loads Node's own
    // punycode module: from Node 22 that prints a deprecation and "ERROR UNKNOWN" in every build.
    // `globalThis.fetch` is the browser's, and Node's own while a page renders.
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**', 'src/gatsby/{node,content,api,search,exampleTypes,mdx}/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Write globalThis.fetch: a bare fetch makes Gatsby bundle node-fetch into its renderer.' }],
    },
  },
  {
    // Node only: tests, test tools and scripts may build code from strings.
    files: ['**/*.test.{ts,tsx,mjs}', 'src/testing/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-eval': 'off', 'no-implied-eval': 'off', 'no-new-func': 'off' },
  }
);
