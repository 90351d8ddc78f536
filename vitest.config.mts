import { configDefaults, defineConfig } from 'vitest/config';

/** Tests that run a real `gatsby build` (a minute or more each): their own project, `npm run test:build`. */
const BUILD_TESTS = 'src/**/*.build.test.ts';

/**
 * Unit tests live beside the code (src/**\/x.test.ts); e2e/ is Playwright's. Two projects:
 * `unit` (`npm run test:unit`) and `build` (`npm run test:build`); `npx vitest run` runs both.
 */
export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['src/testing/vitestSetup.ts'],
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
          exclude: [...configDefaults.exclude, BUILD_TESTS],
        },
      },
      // A build test's bound is its own build's (buildGuards.build.test.ts), so a busy machine only makes it slower.
      { extends: true, test: { name: 'build', include: [BUILD_TESTS], testTimeout: 600_000 } },
    ],
  },
});
