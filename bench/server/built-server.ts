/**
 * The server the benches start, as `npm start` runs it: compiled by tsc with the build's own options
 * (tsconfig.server-child.json extends tsconfig.build.json), not through tsx. tsx compiles with esbuild's
 * `keepNames`, which wraps every named function made at run time in a `__name(…)` call; the rules make
 * such closures on most moves and the Relay game hardly any. Alternating runs found no difference in
 * bench:server's ratios, but the bench measures the code people run (docs/performance.md, "A thirteenth
 * machine"). BENCH_SERVER_FROM=source runs server-child.ts through tsx instead, as the benches did before.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, lstatSync, mkdirSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
// In the checkout (gitignored), so that two checkouts compared in one run (A/B) never share a build.
const out = path.join(root, 'dist-bench');

/** Whether the benches' server runs compiled (the default) or from its TypeScript sources. */
export const SERVER_FROM: 'build' | 'source' = process.env.BENCH_SERVER_FROM === 'source' ? 'source' : 'build';

let built = false;

/**
 * Node's arguments that start the benches' server: its compiled entry, built first (once per process;
 * incremental, so a few seconds when nothing changed), or server-child.ts through tsx.
 */
export function serverChildArgs(): string[] {
  if (SERVER_FROM === 'source') return ['--import', 'tsx', path.join(root, 'bench/server/server-child.ts')];
  if (!built) {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-p', path.join(root, 'bench/server/tsconfig.server-child.json')], { cwd: root, stdio: 'inherit' });
    // The worker threads' plain-JS entry, beside the compiled modules as scripts/build-server.mjs puts it.
    mkdirSync(path.join(out, 'src/server/common'), { recursive: true });
    copyFileSync(path.join(root, 'src/server/common/worker-boot.mjs'), path.join(out, 'src/server/common/worker-boot.mjs'));
    // The server serves the built web client from `../../dist/web` beside its app module (app.ts
    // defaultWebRoot): the checkout's own dist/, as for `npm start` (bench:class's phones load it).
    if (!lstatSync(path.join(out, 'dist'), { throwIfNoEntry: false })) symlinkSync('../dist', path.join(out, 'dist'), 'dir');
    built = true;
  }
  return [path.join(out, 'bench/server/server-child.js')];
}
