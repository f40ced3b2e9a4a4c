/**
 * `npm run build:server`: the server, the CLI and the lab as JavaScript in dist/ (tsconfig.build.json:
 * tsc, source maps, `./x.ts` imports rewritten to `./x.js`; incremental, so a build with nothing changed
 * takes a few seconds), the worker threads' plain-JS entry beside them, and dist/.built, whose time
 * bin/crossings.js compares with the sources' to tell whether the build is current.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
mkdirSync(`${root}/dist/server/common`, { recursive: true });
copyFileSync(`${root}/src/server/common/worker-boot.mjs`, `${root}/dist/server/common/worker-boot.mjs`);
writeFileSync(`${root}/dist/.built`, `${new Date().toISOString()}\n`);
