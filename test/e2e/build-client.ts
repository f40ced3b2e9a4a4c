/**
 * Global setup of the e2e project (vitest.config.ts): the web client built once for every browser test
 * file, as `npm run build:web` builds it — Vite's production build, then the precompressed copies
 * (scripts/compress-web.mjs) — so the files reach Chromium as they reach a phone. Removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { compressDir } from '../../scripts/compress-web.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built web client (test/e2e/build-client.ts). */
    webRoot: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'crossings-web-'));
  // vitest sets NODE_ENV=test, which would give React's development build.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = env;
  }
  compressDir(outDir, { fast: true });
  project.provide('webRoot', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
