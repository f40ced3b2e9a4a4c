/**
 * `npm run bench:boot-memory`: what a content flood leaves behind (docs/hosting.md, "What is kept, and
 * for how long"). One address creates big workshops (a Displacement content near the largest a game takes),
 * big lobbies (rooms with that content, never started) and plain workshops through the HTTP API; the
 * per-address limits are lifted for the fill so that it stands for many hours of flooding at the allowed
 * rate. Then: the data directory's size on disk, and the server's memory (RSS, from /health) right after
 * a fresh process starts on that directory, against one started on an empty directory.
 *
 * Environment: BENCH_BIG_WORKSHOPS (default 100), BENCH_BIG_LOBBIES (100), BENCH_PLAIN_WORKSHOPS (300).
 * BENCH_FLOOD_SECONDS=60 instead floods with the server's own limits for that long (big workshops and
 * big lobbies in turn, as fast as answered) and says how many got in and what they take on disk.
 * Servers listen on loopback only; everything stops by itself.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { displacement } from '../../src/games/displacement/index.ts';
import { buildServer } from '../../src/server/app.ts';

const bigWorkshops = Number(process.env.BENCH_BIG_WORKSHOPS ?? 100);
const bigLobbies = Number(process.env.BENCH_BIG_LOBBIES ?? 100);
const plainWorkshops = Number(process.env.BENCH_PLAIN_WORKSHOPS ?? 300);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** A valid Displacement content as large as its card limits allow (80 scenario cards with full texts). */
function bigContent(): unknown {
  const c = structuredClone(displacement.defaultContent) as { scenarios: Array<{ id: string; text: Record<string, string> }> };
  const base = c.scenarios;
  c.scenarios = Array.from({ length: 80 }, (_, i) => {
    const s = structuredClone(base[i % base.length]);
    s.id = `${s.id}-${i}`;
    s.text = { en: `${s.text.en} `.repeat(10).slice(0, 300), 'zh-Hant': s.text['zh-Hant'].repeat(10).slice(0, 300) };
    return s;
  });
  displacement.parseContent(c);
  return c;
}

function du(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? du(p) : statSync(p).size;
  }
  return total;
}

/** Starts the server as `npm start` would on `dataDir`; resolves with its RSS once /health answers. */
async function rssAfterBoot(dataDir: string): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CROSSINGS_DATA_DIR: dataDir, CROSSINGS_LOG_FORMAT: 'json' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no address after 120 s:\n${out}`)), 120_000);
      const read = (d: Buffer) => {
        out += d.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
    });
    const health = await (await fetch(`${url}/health`)).json() as { rssBytes: number };
    return health.rssBytes;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function post(base: string, route: string, body: unknown): Promise<number> {
  const res = await fetch(base + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res.status;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 0);

/** BENCH_FLOOD_SECONDS: one address floods with the default limits; how much gets stored. */
async function floodWithLimits(dir: string): Promise<void> {
  const content = bigContent();
  const server = await buildServer({ dataDir: dir, logLevel: false, webRoot: null, botWorkers: 0 });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const made = { workshops: 0, lobbies: 0, refused: new Map<number, number>() };
  const end = Date.now() + floodSeconds * 1000;
  while (Date.now() < end) {
    const w = await post(base, '/api/workshops', { game: 'displacement', content });
    const r = await post(base, '/api/rooms', { game: 'displacement', content, seats: [{ type: 'open' }, { type: 'open' }, { type: 'open' }] });
    if (w === 201) made.workshops++;
    if (r === 201) made.lobbies++;
    for (const s of [w, r]) if (s !== 201) made.refused.set(s, (made.refused.get(s) ?? 0) + 1);
    if (w !== 201 && r !== 201) await new Promise((res) => setTimeout(res, 200));
  }
  await server.close();
  console.log(`${floodSeconds} s of flooding with the default limits: ${made.workshops} big workshops and ${made.lobbies} big lobbies stored, ${mb(du(dir))} on disk; refused: ${JSON.stringify(Object.fromEntries(made.refused))}`);
}
const empty = mkdtempSync(path.join(tmpdir(), 'crossings-boot-empty-'));
const full = mkdtempSync(path.join(tmpdir(), 'crossings-boot-full-'));
try {
  if (floodSeconds > 0) await floodWithLimits(full);
  else await fillAndBoot();
} finally {
  rmSync(empty, { recursive: true, force: true });
  rmSync(full, { recursive: true, force: true });
}

async function fillAndBoot(): Promise<void> {
  const content = bigContent();
  console.log(`content: ${(JSON.stringify(content).length / 1024).toFixed(0)} kB of JSON`);
  const server = await buildServer({
    dataDir: full, logLevel: false, webRoot: null, botWorkers: 0, httpRatePerSecond: 1_000_000, roomsPerMinute: 1_000_000,
    contentBytesPerHour: 1e12,
  } as Parameters<typeof buildServer>[0]);
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const made = { big: 0, lobbies: 0, plain: 0 };
  for (let i = 0; i < bigWorkshops; i++) if (await post(base, '/api/workshops', { game: 'displacement', content }) === 201) made.big++;
  for (let i = 0; i < bigLobbies; i++) {
    if (await post(base, '/api/rooms', { game: 'displacement', content, seats: [{ type: 'open' }, { type: 'open' }, { type: 'open' }] }) === 201) made.lobbies++;
  }
  for (let i = 0; i < plainWorkshops; i++) if (await post(base, '/api/workshops', { game: 'emigration' }) === 201) made.plain++;
  await server.close();
  console.log(`made ${made.big} big workshops, ${made.lobbies} big lobbies, ${made.plain} plain workshops: ${mb(du(full))} on disk`);
  console.log(`RSS right after boot: empty data directory ${mb(await rssAfterBoot(empty))}, after the flood ${mb(await rssAfterBoot(full))}`);
}
