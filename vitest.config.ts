import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    // One temporary directory per run, removed at its end (test/global-tmp.ts).
    globalSetup: ['test/global-tmp.ts'],
  },
});
