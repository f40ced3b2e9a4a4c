/**
 * `npm run bench:server`: the game server under load from a separate process, on loopback.
 * N rooms × 4 WebSocket players pick random legal actions as fast as they are offered; when a game
 * ends its slot starts a room prepared before the measured window. Reports moves/s, the latency from sending an action to
 * receiving one's own update (which is sent only once the move is durable), the server's CPU per
 * move and how many moves shared one SQLite commit, with synchronous=FULL and NORMAL.
 *
 * Environment: BENCH_ROOMS (default "20,200"), BENCH_SECONDS (measured window, default 6),
 * BENCH_GAMES (default "relay,emigration,refugee"; relay is a benchmark game with negligible rules; pledge
 * has simultaneous moves, so most sends are stale), BENCH_SYNC (default "FULL,NORMAL"),
 * BENCH_LANG (default en: the clients name English, as an English reader's web client does; all: events in
 * every language, the protocol's default), BENCH_PATCHES (default 1), BENCH_LABELS (default 0: moves bare, as the web client takes them; 1: with
 * their words, the protocol's default), BENCH_PIN (default 1: server and load generator on separate cores),
 * BENCH_PROFILE_DIR (write a CPU profile of the server), BENCH_FRESH_SERVER=1 (a new server process
 * for each game, rather than one for all of them in turn), BENCH_SERVER_NODE_ARGS (Node's own options for the
 * server process alone, e.g. "--max-semi-space-size=64"), BENCH_WINDOW_FILE (a line appended there as each
 * measured window starts and ends, for a profiler outside: perf-window.sh, docs/performance.md "perf over the window"),
 * BENCH_SERVER_FROM=source (the server through tsx rather than compiled: built-server.ts), BENCH_COLLECT=0 (no
 * full collection of the server's heap before each window: load.ts `collectGarbage`), BENCH_WARM_SECONDS (each game
 * played unmeasured first, default 3 s; 0 for none).
 * `relay-90` is relay in 90 turns (relay.ts).
 *
 * BENCH_PAIRED=n runs relay before and after every listed game, n times over, and prints each game's CPU per
 * move ÷ the relay windows beside it, with the median.
 *
 * BENCH_CLUSTER (e.g. "pg,1,2,3") measures PostgreSQL and cluster mode instead (cluster.ts); the load
 * generator itself is load.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Table from 'cli-table3';
import type { ChildProcess } from 'node:child_process';
import { LABELS, LANG, PATCHES, PLAYERS, SECONDS, collectGarbage, scenario, singleServer, startServer, stopServer } from './load.ts';
import { SERVER_FROM } from './built-server.ts';

const ROOMS = (process.env.BENCH_ROOMS ?? '20,200').split(',').map(Number);

/**
 * With two cores or more and `taskset` (util-linux) at hand, the server runs on core 0 and this load
 * generator on core 1, as if the players were on other machines: neither steals the other's core,
 * and runs vary much less. BENCH_PIN=0 turns it off.
 */
function pinning(): { server: string[]; note: string } {
  if (process.env.BENCH_PIN === '0') return { server: [], note: 'not pinned to cores (BENCH_PIN=0)' };
  if (os.cpus().length < 2) return { server: [], note: 'not pinned to cores (one core)' };
  try {
    execFileSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });
    return { server: ['taskset', '-c', '0'], note: 'server pinned to core 0 and load generator to core 1 (taskset)' };
  } catch {
    return { server: [], note: 'not pinned to cores (taskset is missing)' };
  }
}

async function health(url: string) {
  return (await (await fetch(`${url}/health`)).json()) as { cpu: { user: number; system: number }; writes: { batches: number; mutations: number } };
}

/**
 * BENCH_COLLECT=0: no full collection of the server's heap before each window (load.ts `collectGarbage`),
 * so a window may pay for collecting what the ones before it left, as the benches did before.
 */
const COLLECT = process.env.BENCH_COLLECT !== '0';

/**
 * BENCH_WARM_SECONDS (default 3; 0 for none): before the measured windows, each game the server will play
 * is played this long, unmeasured, so that no measured window pays for compiling and re-optimising code a
 * game meets for the first time, as a server that has run for minutes no longer does.
 */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);

/** One game and room count against the SQLite server at `url`, with its CPU and commits from /health. */
async function sqliteScenario(child: ChildProcess, url: string, game: string, rooms: number, warmUp = false) {
  const beforeWindow = COLLECT ? () => collectGarbage(child) : undefined;
  const r = await scenario(singleServer(url), game, rooms, () => health(url), warmUp ? { beforeWindow, seconds: WARM_SECONDS, label: `warm-up-${game}` } : { beforeWindow });
  const h0 = r.before;
  const h1 = r.after;
  const serverCpuUs = h1.cpu.user + h1.cpu.system - h0.cpu.user - h0.cpu.system;
  const serverSysUs = h1.cpu.system - h0.cpu.system;
  const actionWrites = r.moves; // every acknowledged move is one action row
  return {
    ...r,
    serverCpuPerMoveUs: serverCpuUs / r.moves,
    kernelShare: serverSysUs / Math.max(1, serverCpuUs),
    serverCpuPct: serverCpuUs / 1e4 / r.seconds,
    movesPerCommit: actionWrites / Math.max(1, h1.writes.batches - h0.writes.batches),
  };
}

interface CpuRow { sync: string; game: string; rooms: number; serverCpuPerMoveUs: number }

/**
 * Each game's server CPU per move ÷ the mean of the relay windows just before and after it (same sync
 * and room count), per repetition, with the median: the ratio the server's own work is judged by.
 */
function pairedTable(rows: CpuRow[]) {
  const ratios = new Map<string, number[]>();
  const runs = [...new Set(rows.map((r) => `${r.sync}|${r.rooms}`))];
  for (const key of runs) {
    const seq = rows.filter((r) => `${r.sync}|${r.rooms}` === key);
    seq.forEach((r, i) => {
      if (r.game === 'relay') return;
      const before = seq[i - 1];
      const after = seq[i + 1];
      if (before?.game !== 'relay' || after?.game !== 'relay') return;
      const relay = (before.serverCpuPerMoveUs + after.serverCpuPerMoveUs) / 2;
      const k = `${r.sync}|${r.rooms}|${r.game}`;
      ratios.set(k, [...(ratios.get(k) ?? []), r.serverCpuPerMoveUs / relay]);
    });
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const table = new Table({ head: ['SQLite sync', 'rooms', 'game', 'CPU per move ÷ relay beside it, each pair', 'median', '≤ 1.5?'] });
  for (const [k, xs] of ratios) {
    const [sync, rooms, game] = k.split('|');
    const m = median(xs);
    table.push([sync, rooms, game, xs.map((x) => x.toFixed(2)).join(', '), m.toFixed(2), m <= 1.5 ? 'yes' : 'no']);
  }
  return table;
}

async function main() {
  const PIN = pinning();
  const syncs = (process.env.BENCH_SYNC ?? 'FULL,NORMAL').split(',').map((x) => x.trim().toUpperCase());
  const rows = [];
  const loadAverages: number[] = [];
  const listed = (process.env.BENCH_GAMES ?? 'relay,emigration,refugee').split(',');
  // BENCH_PAIRED=n: relay before and after every game, the whole sequence n times, so each game's CPU per
  // move is divided by relay's measured beside it (relay's own figure drifts over a run as the server's heap
  // fills: docs/performance.md, "Paired with relay in one run").
  const paired = Number(process.env.BENCH_PAIRED ?? 0);
  const others = listed.filter((g) => g !== 'relay');
  const wanted = paired > 0 ? Array.from({ length: paired }, () => others.flatMap((g) => ['relay', g])).flat().concat('relay') : listed;
  // BENCH_FRESH_SERVER=1: each game in a server of its own, so that no game runs beside the rooms the
  // games before it left in memory (finished ones stay 10 minutes, and every scenario leaves 20 games
  // unfinished and its unused prepared rooms open).
  const groups = process.env.BENCH_FRESH_SERVER === '1' ? wanted.map((game) => [game]) : [wanted];
  for (const sync of syncs) {
    for (const group of groups) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossings-bench-server-'));
      // BENCH_PROFILE_DIR=dir writes a V8 CPU profile of the server there.
      const prof = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
      // BENCH_SERVER_NODE_ARGS: Node's own options for the server alone (e.g. "--max-semi-space-size=32").
      const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
      const { child, url } = await startServer({ CROSSINGS_DATA_DIR: dataDir, CROSSINGS_SQLITE_SYNC: sync, CROSSINGS_DATABASE_URL: '', CROSSINGS_REDIS_URL: '' }, PIN.server, [...nodeArgs, ...prof]);
      try {
        const available = ((await (await fetch(`${url}/api/games`)).json()) as { games: Array<{ id: string; maxPlayers: number }> }).games;
        const games = group.filter((id) => available.some((g) => g.id === id && g.maxPlayers >= PLAYERS));
        if (WARM_SECONDS > 0) {
          for (const game of new Set(games)) {
            process.stderr.write(`  synchronous=${sync}, ${game}: warming up for ${WARM_SECONDS}s, not measured…\n`);
            await sqliteScenario(child, url, game, ROOMS[0], true);
          }
        }
        for (const game of games) {
          for (const rooms of ROOMS) {
            process.stderr.write(`  synchronous=${sync}, ${game}: ${rooms} rooms × ${PLAYERS} players for ${SECONDS}s…\n`);
            loadAverages.push(os.loadavg()[0]);
            rows.push({ sync, ...(await sqliteScenario(child, url, game, rooms)) });
          }
        }
      } finally {
        await stopServer(child);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  const table = new Table({ head: ['SQLite sync', 'game', 'rooms × players', 'moves/s', 'p50 ms', 'p99 ms', 'server CPU µs/move', 'of it in kernel', 'server CPU', 'load CPU', 'moves/commit', 'games', 'rooms set up in window', 'stale retries', 'errors'] });
  for (const r of rows) {
    table.push([r.sync, r.game, `${r.rooms} × ${PLAYERS}`, Math.round(r.movesPerSec).toLocaleString('en'), r.p50.toFixed(2), r.p99.toFixed(2),
      Math.round(r.serverCpuPerMoveUs), `${Math.round(r.kernelShare * 100)}%`, `${Math.round(r.serverCpuPct)}%`, `${Math.round(r.loadCpuPct)}%`, r.movesPerCommit.toFixed(1), r.games, `${r.preparedInWindow} of ${r.prepared}`, r.stale, r.errors]);
  }
  const load = loadAverages.length ? Math.max(...loadAverages).toFixed(1) : '?';
  console.log(`\nCrossings server: every move committed to SQLite before it is acknowledged (FULL also fsyncs; NORMAL survives kill -9 but not power loss).`);
  console.log(`${os.cpus().length} cores, highest 1-minute load average during the run ${load}; load generator in a separate process, ${PIN.note}; view patches ${PATCHES ? 'on' : 'off'}; moves ${LABELS ? 'with their words (BENCH_LABELS=1)' : 'bare, worded by the client as the web client does'}; events ${LANG ? 'in English alone (hello lang)' : 'in every language (BENCH_LANG=all)'}; the server ${SERVER_FROM === 'build' ? 'compiled by tsc, as npm start runs it' : 'run from its sources through tsx (BENCH_SERVER_FROM=source)'}, ${WARM_SECONDS > 0 ? `each game played ${WARM_SECONDS}s unmeasured first` : 'not warmed up (BENCH_WARM_SECONDS=0)'}, ${COLLECT ? 'its heap collected before each window' : 'no collection before the windows (BENCH_COLLECT=0)'}.`);
  console.log(table.toString());
  if (paired > 0) console.log(pairedTable(rows).toString());
  console.log('Reference: boardgame.io 0.50.2 server (in memory, nothing durable), 20 rooms × 4: ~1,200 moves/s, median ~12 ms, p99 ~34 ms.');
  console.log('Target: ≥ 12,000 moves/s with p99 below 12 ms. "relay" is a benchmark game with negligible rules (bench/server/relay.ts).');
}

try {
  if (process.env.BENCH_CLUSTER) {
    const { clusterBench } = await import('./cluster.ts');
    await clusterBench(process.env.BENCH_CLUSTER);
  } else {
    await main();
  }
} catch (err) {
  // Exit rather than wait: a stalled run may leave sockets open that would keep this process alive.
  console.error(`\nbench:server failed: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
  process.exit(1);
}
