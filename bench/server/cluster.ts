/**
 * `BENCH_CLUSTER=pg,1,2,3 npm run bench:server`: the server on PostgreSQL, alone and as a cluster of
 * N processes sharing PostgreSQL and Redis (docs/cluster.md, "Benchmark"). Each entry of the list is
 * one setup, measured with the same load as the SQLite mode (load.ts):
 *
 * - `sqlite`: one process on SQLite FULL, unpinned, to compare under the same conditions;
 * - `pg`: one process on PostgreSQL without Redis (the single-process PostgreSQL server);
 * - a number N: N processes in cluster mode (PostgreSQL + Redis), each on its own port, as if behind
 *   a load balancer. Room k is created on process k mod N (so the rooms, and their leases, are spread
 *   over the processes) and the player of seat i joins and connects through process i mod N, so most
 *   players reach their room through another process and most moves cross Redis twice.
 *
 * Each setup gets a database of its own (CREATE DATABASE, dropped afterwards) so PostgreSQL's commit
 * counter (pg_stat_database.xact_commit) counts only its transactions, and a private redis-server
 * (when `redis-server` is installed; else BENCH_REDIS_URL) so Redis's command counters count only its
 * messages. CPU per move is read from /proc/<pid>/stat for every server process, for the PostgreSQL
 * backends serving the setup's database, and from Redis's own INFO for Redis.
 *
 * Environment: BENCH_CLUSTER, BENCH_ROOMS (default 20), BENCH_GAMES (default "relay,emigration"),
 * BENCH_SECONDS (6), BENCH_DATABASE_URL (a database to connect to for CREATE DATABASE; default
 * CROSSINGS_TEST_DATABASE_URL or database `test` on 127.0.0.1:5432 as this OS user), BENCH_REDIS_URL
 * (use this Redis instead of a private one: its counters then include everyone else's commands).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Table from 'cli-table3';
import pg from 'pg';
import { PATCHES, PLAYERS, SECONDS, scenario, startServer, stopServer, type Layout } from './load.ts';

type Setup = { kind: 'sqlite' } | { kind: 'pg' } | { kind: 'cluster'; processes: number };

/** Parses BENCH_CLUSTER; a wrong entry stops the run with what it takes. */
export function parseSetups(spec: string): Setup[] {
  return spec.split(',').map((raw) => raw.trim().toLowerCase()).filter(Boolean).map((entry): Setup => {
    if (entry === 'sqlite') return { kind: 'sqlite' };
    if (entry === 'pg') return { kind: 'pg' };
    if (/^\d+$/.test(entry) && Number(entry) >= 1 && Number(entry) <= 16) return { kind: 'cluster', processes: Number(entry) };
    throw new Error(`BENCH_CLUSTER: "${entry}" is not a setup; use a comma-separated list of "sqlite", "pg" and process counts 1-16 (e.g. BENCH_CLUSTER=pg,1,2,3)`);
  });
}

const setupName = (s: Setup) => (s.kind === 'sqlite' ? 'SQLite FULL, 1 process' : s.kind === 'pg' ? 'PostgreSQL, 1 process' : `cluster, ${s.processes} process${s.processes === 1 ? '' : 'es'}`);

function osUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'postgres';
  }
}

const ADMIN_URL = process.env.BENCH_DATABASE_URL || process.env.CROSSINGS_TEST_DATABASE_URL || `postgres://${encodeURIComponent(osUser())}@127.0.0.1:5432/test`;

async function adminQuery<R extends pg.QueryResultRow>(sql: string, params: unknown[] = [], url = ADMIN_URL): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A new, empty database for one setup; returns its name and connection string. */
async function freshDatabase(): Promise<{ name: string; url: string }> {
  const name = `crossings_bench_${crypto.randomBytes(5).toString('hex')}`;
  try {
    await adminQuery(`CREATE DATABASE ${name}`);
  } catch (err) {
    throw new Error(`cannot create a database for the benchmark through ${ADMIN_URL} (${(err as Error).message}); set BENCH_DATABASE_URL to a PostgreSQL login that may CREATE DATABASE`, { cause: err });
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

// ---- Redis: a few commands over RESP, enough for PING and INFO (no client library needed) ----

/** Sends one command and resolves with its reply as text (a simple or bulk string, or an integer). */
function redisCommand(urlText: string, args: string[]): Promise<string> {
  const url = new URL(urlText);
  const encode = (parts: string[]) => `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`;
  const auth = url.password ? encode(url.username ? ['AUTH', decodeURIComponent(url.username), decodeURIComponent(url.password)] : ['AUTH', decodeURIComponent(url.password)]) : '';
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    let buf = Buffer.alloc(0);
    let skip = auth ? 1 : 0; // the AUTH reply comes first
    socket.setTimeout(5000, () => socket.destroy(new Error(`Redis at ${url.host} did not answer ${args[0]}`)));
    socket.on('error', reject);
    socket.on('connect', () => socket.write(auth + encode(args)));
    socket.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      for (;;) {
        const eol = buf.indexOf('\r\n');
        if (eol < 0) return;
        const type = String.fromCharCode(buf[0]);
        let reply: string;
        let used: number;
        if (type === '$') {
          const len = Number(buf.subarray(1, eol).toString());
          if (buf.length < eol + 2 + len + 2) return;
          reply = buf.subarray(eol + 2, eol + 2 + len).toString();
          used = eol + 2 + len + 2;
        } else {
          reply = buf.subarray(1, eol).toString();
          used = eol + 2;
        }
        buf = buf.subarray(used);
        if (type === '-') {
          socket.destroy();
          reject(new Error(`Redis ${skip ? 'AUTH' : args[0]}: ${reply}`));
          return;
        }
        if (skip) {
          skip--;
          continue;
        }
        socket.end();
        resolve(reply);
        return;
      }
    });
  });
}

/** The fields of Redis's INFO reply (`name:value` lines) as a map. */
async function redisInfo(url: string): Promise<Map<string, string>> {
  const text = await redisCommand(url, ['INFO', 'all']);
  return new Map(text.split('\r\n').filter((l) => l && !l.startsWith('#')).map((l) => {
    const i = l.indexOf(':');
    return [l.slice(0, i), l.slice(i + 1)] as [string, string];
  }));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A redis-server of the setup's own (no persistence), so its counters are the setup's alone; or
 * BENCH_REDIS_URL, shared (its counters then include other clients' commands, and the table says so).
 */
async function startRedis(): Promise<{ url: string; child: ChildProcess | null; note: string }> {
  if (process.env.BENCH_REDIS_URL) return { url: process.env.BENCH_REDIS_URL, child: null, note: `Redis: ${process.env.BENCH_REDIS_URL} (shared: its counters include other clients)` };
  const port = await freePort();
  let child: ChildProcess;
  try {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'ignore', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
  } catch (err) {
    throw new Error(`cannot start redis-server for the benchmark (${(err as Error).message}); install Redis or set BENCH_REDIS_URL`, { cause: err });
  }
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await redisCommand(url, ['PING']);
      break;
    } catch (err) {
      if (i > 100) throw new Error(`the benchmark's redis-server on port ${port} did not answer: ${(err as Error).message}`, { cause: err });
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { url, child, note: 'Redis: a private redis-server per setup (no persistence)' };
}

// ---- CPU from /proc ----

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU of a process (all its threads) in µs; 0 once it is gone. */
function procCpuUs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "pid (comm) ": state is the first, utime the 12th and stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLK_TCK;
  } catch {
    return 0;
  }
}

interface Snapshot {
  serverCpuUs: number;
  /** Per backend pid, so backends that come or go between snapshots count only what they used meanwhile. */
  pgBackendCpuUs: Map<number, number>;
  pgCommits: number;
  writeBatches: number;
  redisCommands: number;
  redisPublishes: number;
  redisCpuUs: number;
}

interface Running {
  setup: Setup;
  servers: Array<{ child: ChildProcess; url: string }>;
  database: { name: string; url: string } | null;
  redis: { url: string; child: ChildProcess | null; note: string } | null;
}

async function snapshot(r: Running): Promise<Snapshot> {
  const serverCpuUs = r.servers.reduce((sum, s) => sum + procCpuUs(s.child.pid ?? 0), 0);
  const healths = await Promise.all(r.servers.map(async (s) => (await (await fetch(`${s.url}/health`)).json()) as { writes: { batches: number } }));
  const writeBatches = healths.reduce((sum, h) => sum + h.writes.batches, 0);
  const pgBackendCpuUs = new Map<number, number>();
  let pgCommits = 0;
  if (r.database) {
    const backends = await adminQuery<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [r.database.name]);
    for (const { pid } of backends) pgBackendCpuUs.set(pid, procCpuUs(pid));
    // pg_stat_database is fed by each backend about once a second, so this lags by up to a second.
    const [row] = await adminQuery<{ xact_commit: string }>('SELECT xact_commit FROM pg_stat_database WHERE datname = $1', [r.database.name]);
    pgCommits = Number(row?.xact_commit ?? 0);
  }
  let redisCommands = 0;
  let redisPublishes = 0;
  let redisCpuUs = 0;
  if (r.redis) {
    const info = await redisInfo(r.redis.url);
    redisCommands = Number(info.get('total_commands_processed') ?? 0);
    redisPublishes = Number(/calls=(\d+)/.exec(info.get('cmdstat_publish') ?? '')?.[1] ?? 0);
    redisCpuUs = (Number(info.get('used_cpu_user') ?? 0) + Number(info.get('used_cpu_sys') ?? 0)) * 1e6;
  }
  return { serverCpuUs, pgBackendCpuUs, pgCommits, writeBatches, redisCommands, redisPublishes, redisCpuUs };
}

/** Backend CPU used between two snapshots, over the backends present in the second. */
function backendDelta(a: Map<number, number>, b: Map<number, number>): number {
  let us = 0;
  for (const [pid, after] of b) us += after - (a.get(pid) ?? 0);
  return us;
}

async function startSetup(setup: Setup): Promise<Running> {
  const running: Running = { setup, servers: [], database: null, redis: null };
  try {
    if (setup.kind === 'sqlite') {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossings-bench-server-'));
      running.servers.push(await startServer({ CROSSINGS_DATA_DIR: dataDir, CROSSINGS_SQLITE_SYNC: 'FULL', CROSSINGS_DATABASE_URL: '', CROSSINGS_REDIS_URL: '' }));
      running.servers[0].child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
      return running;
    }
    running.database = await freshDatabase();
    if (setup.kind === 'cluster') running.redis = await startRedis();
    const processes = setup.kind === 'cluster' ? setup.processes : 1;
    for (let i = 0; i < processes; i++) {
      running.servers.push(await startServer({ CROSSINGS_DATABASE_URL: running.database.url, CROSSINGS_REDIS_URL: running.redis?.url ?? '' }));
    }
    return running;
  } catch (err) {
    await stopSetup(running);
    throw err;
  }
}

async function stopSetup(r: Running): Promise<void> {
  await Promise.all(r.servers.map((s) => stopServer(s.child)));
  if (r.redis?.child) await stopServer(r.redis.child);
  if (r.database) await adminQuery(`DROP DATABASE IF EXISTS ${r.database.name} WITH (FORCE)`).catch((err: Error) => console.error(`could not drop ${r.database?.name}: ${err.message}`));
}

/**
 * How many rooms were owned, just after the window, by the process they were created on: the
 * layout's "seats on their room's process" assumes the creator keeps its rooms. Read from the leases
 * table (docs/cluster.md); null when there is none (no cluster mode) or it cannot be read.
 */
async function ownersAsCreated(r: Running, created: Array<{ code: string; process: number }>): Promise<{ same: number; total: number } | null> {
  if (r.setup.kind !== 'cluster' || !r.database) return null;
  try {
    const rows = await adminQuery<{ key: string; owner: string }>('SELECT key, owner FROM leases WHERE key = ANY($1) AND expires_at > now()', [created.map((c) => c.code)], r.database.url);
    const pidOf = (owner: string) => Number(owner.split(':').at(-2));
    const byCode = new Map(created.map((c) => [c.code, c.process]));
    let same = 0;
    for (const row of rows) if (r.servers[byCode.get(row.key) ?? -1]?.child.pid === pidOf(row.owner)) same++;
    return { same, total: rows.length };
  } catch (err) {
    console.error(`(could not read the leases table: ${(err as Error).message})`);
    return null;
  }
}

/** The layout: room k on process k mod N, the player of seat i through process i mod N. */
function layoutFor(r: Running): Layout {
  const n = r.servers.length;
  return { urls: r.servers.map((s) => s.url), roomProcess: (k) => k % n, seatProcess: (_k, seat) => seat % n };
}

/** Of a room's seats, the share whose player connects to the process the room was created on, averaged over rooms k = 0…n-1 (the layout repeats every n rooms). */
function seatsOnRoomProcess(layout: Layout, n: number): number {
  let local = 0;
  for (let k = 0; k < n; k++) for (let seat = 0; seat < PLAYERS; seat++) if (layout.seatProcess(k, seat) === layout.roomProcess(k)) local++;
  return local / (n * PLAYERS);
}

/**
 * Interrupted (Ctrl-C, a `timeout`), the run still stops the setup it started: its server processes
 * and redis-server would otherwise outlive it, and its database would stay.
 */
function stopOnSignal(current: () => Running | null): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      const running = current();
      console.error(`\n${signal}: stopping the benchmark's servers${running?.database ? ` and dropping ${running.database.name}` : ''}…`);
      void (running ? stopSetup(running) : Promise.resolve()).finally(() => process.exit(130));
    });
  }
}

export async function clusterBench(spec: string): Promise<void> {
  const setups = parseSetups(spec);
  let current: Running | null = null;
  stopOnSignal(() => current);
  const roomCounts = (process.env.BENCH_ROOMS ?? '20').split(',').map(Number);
  const wanted = (process.env.BENCH_GAMES ?? 'relay,emigration').split(',');
  const rows = [];
  const loadAverages: number[] = [];
  const notes = new Set<string>();
  for (const setup of setups) {
    const running = await startSetup(setup);
    current = running;
    try {
      if (running.redis) notes.add(running.redis.note);
      const layout = layoutFor(running);
      const available = ((await (await fetch(`${running.servers[0].url}/api/games`)).json()) as { games: Array<{ id: string; maxPlayers: number }> }).games;
      const games = wanted.filter((id) => available.some((g) => g.id === id && g.maxPlayers >= PLAYERS));
      for (const game of games) {
        for (const rooms of roomCounts) {
          process.stderr.write(`  ${setupName(setup)}, ${game}: ${rooms} rooms × ${PLAYERS} players for ${SECONDS}s…\n`);
          loadAverages.push(os.loadavg()[0]);
          const r = await scenario(layout, game, rooms, () => snapshot(running));
          const owners = await ownersAsCreated(running, r.created);
          const { before: a, after: b } = r;
          rows.push({
            setup: setupName(setup), game, rooms, r, owners,
            local: seatsOnRoomProcess(layout, running.servers.length),
            serverCpu: (b.serverCpuUs - a.serverCpuUs) / r.moves,
            pgCpu: running.database ? backendDelta(a.pgBackendCpuUs, b.pgBackendCpuUs) / r.moves : NaN,
            redisCpu: running.redis ? (b.redisCpuUs - a.redisCpuUs) / r.moves : NaN,
            pgCommits: running.database ? (b.pgCommits - a.pgCommits) / r.moves : NaN,
            movesPerBatch: r.moves / Math.max(1, b.writeBatches - a.writeBatches),
            redisCommands: running.redis ? (b.redisCommands - a.redisCommands) / r.moves : NaN,
            redisPublishes: running.redis ? (b.redisPublishes - a.redisPublishes) / r.moves : NaN,
          });
        }
      }
    } finally {
      await stopSetup(running);
      current = null;
    }
  }
  const fmt = (x: number, digits = 0) => (Number.isNaN(x) ? '–' : x.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits }));
  // Two tables, or one would be too wide to read: what the players saw, then what each move cost.
  const speed = new Table({
    head: ['setup', 'game', 'rooms × players', 'seats on their room\'s process', 'moves/s', 'p50 ms', 'p99 ms', 'games', 'rooms set up in window', 'stale retries', 'errors', 'ROOM_MOVED retries (HTTP)', 'sockets closed by server'],
  });
  const cost = new Table({
    head: ['setup', 'game', 'server CPU µs/move (all processes)', 'PostgreSQL backends CPU µs/move', 'Redis CPU µs/move', 'total CPU µs/move',
      'PostgreSQL commits/move', 'moves/write batch', 'Redis commands/move', 'of them PUBLISH'],
  });
  for (const x of rows) {
    const ownerNote = x.owners ? ` (${x.owners.same} of ${x.owners.total} live rooms owned by their creator)` : '';
    speed.push([x.setup, x.game, `${x.rooms} × ${PLAYERS}`, `${Math.round(x.local * 100)}%${ownerNote}`, fmt(x.r.movesPerSec), fmt(x.r.p50, 2), fmt(x.r.p99, 2),
      x.r.games, `${x.r.preparedInWindow} of ${x.r.prepared}`, x.r.stale, x.r.errors, x.r.movedRetries, x.r.closedInWindow]);
    const total = x.serverCpu + (Number.isNaN(x.pgCpu) ? 0 : x.pgCpu) + (Number.isNaN(x.redisCpu) ? 0 : x.redisCpu);
    cost.push([x.setup, x.game, fmt(x.serverCpu), fmt(x.pgCpu), fmt(x.redisCpu), fmt(total),
      fmt(x.pgCommits, 2), fmt(x.movesPerBatch, 1), fmt(x.redisCommands, 1), fmt(x.redisPublishes, 1)]);
  }
  const load = loadAverages.length ? Math.max(...loadAverages).toFixed(1) : '?';
  console.log('\nCrossings server on PostgreSQL, alone and in cluster mode (PostgreSQL + Redis): every move committed before it is acknowledged.');
  console.log(`${os.cpus().length} cores, highest 1-minute load average during the run ${load}; load generator in a separate process; view patches ${PATCHES ? 'on' : 'off'}.`);
  console.log(`Not pinned to cores: the server processes, PostgreSQL, Redis and the load generator share ${os.cpus().length} cores, and with N processes there is no clean way to give each its own, so the figures include their contention.`);
  console.log('Cluster: room k is created on process k mod N and the player of seat i connects through process i mod N, so most players reach their room through another process (their frames cross Redis both ways).');
  for (const note of notes) console.log(note);
  console.log(speed.toString());
  console.log(cost.toString());
  console.log('CPU per move: servers from /proc/<pid>/stat, PostgreSQL from its backends serving the setup\'s database (not its WAL writer or checkpointer), Redis from its INFO. PostgreSQL commits from pg_stat_database, which each backend updates about once a second: ±~10% on a 6 s window. A write batch is one write-queue commit (from /health).');
}
