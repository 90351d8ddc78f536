import { defineConfig } from 'vitest/config';

/** Unit tests live beside the code (src/**\/x.test.ts); e2e/ is Playwright's. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
