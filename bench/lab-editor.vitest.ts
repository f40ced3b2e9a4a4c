/**
 * `npm run bench:editor`: how long one edit in the lab's card editor takes in jsdom with a whole default
 * content open (docs/performance.md, The card editor). A measurement, not a test: it asserts nothing.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['bench/lab-editor-edit.bench.tsx'],
    environment: 'jsdom',
    setupFiles: ['test/web/setup-i18n.ts'],
    testTimeout: 300_000,
  },
});
