/**
 * After `vite build`: every text file of the built web client (scripts, styles, the page, pictures drawn
 * as SVG, data) gets a Brotli (.br) and a gzip (.gz) copy beside it, made once at the highest levels,
 * which the server sends to browsers that accept them (@fastify/static's preCompressed). A phone on a
 * school's Wi-Fi then downloads about a third of the bytes, and the server spends no CPU compressing.
 *   node scripts/compress-web.mjs [dir]   (default dist/web)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this, a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

/**
 * Writes name.br and name.gz for each compressible file under `dir`; returns [files, bytes before, Brotli bytes].
 * `fast` (the browser tests' build, test/e2e/build-client.ts) trades a few percent of size for a tenth of
 * the time: the copies are served the same way, only a little larger.
 */
export function compressDir(dir, { fast = false } = {}) {
  const brotliQuality = fast ? 5 : 11;
  const gzipLevel = fast ? 6 : 9;
  let files = 0;
  let before = 0;
  let after = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) { walk(file); continue; }
      if (!COMPRESSIBLE.test(entry.name) || statSync(file).size < MIN_BYTES) continue;
      const body = readFileSync(file);
      const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipSync(body, { level: gzipLevel }));
      files++;
      before += body.length;
      after += br.length;
    }
  };
  walk(dir);
  return [files, before, after];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/web', import.meta.url)));
  const [files, before, after] = compressDir(dir);
  console.log(`compressed ${files} files of ${dir}: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with Brotli`);
}
