/**
 * `npm run bench:startup`: how long a person waits for Crossings to start. Two figures, each over
 * several runs (median, min, max), printed as a table:
 *   - the server: from starting the process until its /health answers (SQLite, a fresh data directory);
 *   - `crossings games`: the whole command, from start to exit.
 * Plain JavaScript, so it measures any checkout the same way: BENCH_STARTUP_ROOT=<dir> measures another
 * (e.g. an older commit, with node_modules), BENCH_STARTUP_RUNS sets the runs (default 7).
 * The server is started the way that checkout's `npm start` starts it after building: the compiled
 * dist/server/main.js when there is one, else src/server/main.ts through tsx.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(process.env.BENCH_STARTUP_ROOT ?? fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.env.BENCH_STARTUP_RUNS ?? 7);

function serverCommand() {
  const built = path.join(root, 'dist/server/main.js');
  return existsSync(built) ? [process.execPath, [built]] : [process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')]];
}

/** Milliseconds from spawn until GET /health answers 200. */
async function serverOnce() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossings-startup-'));
  const [cmd, args] = serverCommand();
  const started = performance.now();
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CROSSINGS_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no address after 60 s:\n${out}`)), 60_000);
      const read = (d) => {
        out += d.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) { clearTimeout(timer); resolve(m[1]); }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
    });
    for (;;) {
      const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    child.kill('SIGKILL');
    await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Milliseconds for `crossings games` to run to its end. */
async function gamesOnce() {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bin/crossings.js'), 'games'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => (err += d.toString()));
  const code = await new Promise((r) => child.on('exit', r));
  if (code !== 0) throw new Error(`crossings games exited ${code}: ${err}`);
  return performance.now() - started;
}

function summary(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], min: s[0], max: s[s.length - 1] };
}

const rows = [];
for (const [name, once] of [['server, start to /health', serverOnce], ['crossings games', gamesOnce]]) {
  await once(); // warm-up: the file system cache, tsx's transform cache
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  rows.push([name, summary(times)]);
}
console.log(`root ${root}; ${runs} runs each after a warm-up; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log('| what | median (ms) | min | max |');
console.log('|---|---:|---:|---:|');
for (const [name, s] of rows) console.log(`| ${name} | ${s.median.toFixed(0)} | ${s.min.toFixed(0)} | ${s.max.toFixed(0)} |`);
