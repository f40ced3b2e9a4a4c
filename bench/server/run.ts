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
 * BENCH_PATCHES (default 1), BENCH_PIN (default 1: server and load generator on separate cores),
 * BENCH_PROFILE_DIR (write a CPU profile of the server).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Table from 'cli-table3';
import { WebSocket } from 'ws';
import { Rng, applyJsonPatch } from '../../src/engine/index.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ROOMS = (process.env.BENCH_ROOMS ?? '20,200').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARMUP_MS = 1500;
const PLAYERS = 4;
/** BENCH_PATCHES=0 makes the clients take whole views in every update. */
const PATCHES = process.env.BENCH_PATCHES !== '0';

interface Counters { moves: number; stale: number; errors: number; games: number; started: number; preparedInWindow: number; latencies: number[]; measuring: boolean }

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
const PIN = pinning();

async function startServer(dataDir: string, sync: string): Promise<{ child: ChildProcess; url: string }> {
  // BENCH_PROFILE_DIR=dir writes a V8 CPU profile of the server there.
  const prof = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const [command, ...prefix] = [...PIN.server, process.execPath];
  const child = spawn(command, [...prefix, ...prof, '--import', 'tsx', 'bench/server/server-child.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CROSSINGS_DATA_DIR: dataDir, CROSSINGS_SQLITE_SYNC: sync, CROSSINGS_WS_RATE: '1000000', CROSSINGS_HTTP_RATE: '1000000', CROSSINGS_ROOMS_PER_MINUTE: '1000000', CROSSINGS_MAX_SOCKETS_PER_ADDRESS: '1000000', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\S+)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

async function post(url: string, body: unknown, token?: string): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json;
}

function connect(wsUrl: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** A room with its four players joined and connected (hello answered), waiting to be started. */
interface ReadyRoom { code: string; hostToken: string; sockets: WebSocket[]; ended: Promise<void> }

/**
 * Creates a room, joins its seats and connects every player, as four browsers would. Each player
 * keeps its view current from the updates (whole views or patches, as the web client does) and,
 * whenever it may act, sends a random legal action at once.
 */
async function prepareRoom(url: string, game: string, rng: Rng, c: Counters, stop: { now: boolean }): Promise<ReadyRoom> {
  const wsUrl = `${url.replace('http', 'ws')}/ws`;
  const { code, hostToken } = await post(`${url}/api/rooms`, { game, seats: Array.from({ length: PLAYERS }, () => ({ type: 'open' })), dropReplaceSeconds: null });
  const sockets: WebSocket[] = [];
  let resolveEnd!: () => void;
  const ended = new Promise<void>((r) => { resolveEnd = r; });
  const hellos: Array<Promise<void>> = [];
  for (let seat = 0; seat < PLAYERS; seat++) {
    const { token } = await post(`${url}/api/rooms/${code}/join`, { name: `p${seat}`, seat });
    const ws = await connect(wsUrl);
    sockets.push(ws);
    let lastSent = -1;
    let sentAt = 0;
    let n = 0;
    let view: unknown = {};
    let greeted!: () => void;
    hellos.push(new Promise<void>((r) => { greeted = r; }));
    ws.on('message', (data) => {
      const f = JSON.parse(data.toString());
      if (f.type === 'error') {
        if (f.code === 'STALE_VERSION') c.stale++;
        else c.errors++;
        return;
      }
      if (f.type !== 'update') return;
      greeted();
      // Keep the view current, as the web client does (in place: this player owns its copy).
      view = f.viewPatch ? applyJsonPatch(view, f.viewPatch, { inPlace: true }) : f.view;
      if (f.ack !== undefined) {
        c.moves++;
        if (c.measuring) c.latencies.push(performance.now() - sentAt);
      }
      if (f.status === 'finished') {
        resolveEnd();
        return;
      }
      if (stop.now || f.status !== 'playing' || !f.legal.length || f.version <= lastSent) return;
      lastSent = f.version;
      sentAt = performance.now();
      ws.send(JSON.stringify({ type: 'action', action: rng.pick(f.legal as Array<{ action: number }>).action, expectedVersion: f.version, id: n++ }));
    });
    ws.send(JSON.stringify({ type: 'hello', room: code, token, patches: PATCHES }));
  }
  await Promise.all(hellos);
  return { code, hostToken, sockets, ended };
}

/**
 * One room slot: plays games back to back until `stop` is set. It takes prepared rooms from `pool`;
 * when there is none it waits while `pool.filling` (the pool is being prepared), else prepares one itself.
 */
async function roomSlot(url: string, game: string, slot: number, pool: Pool, c: Counters, stop: { now: boolean }): Promise<void> {
  const rng = new Rng(slot);
  while (!stop.now) {
    if (!pool.rooms.length && pool.filling) await pool.filling;
    let room = pool.rooms.pop();
    if (!room) {
      const inWindow = c.measuring;
      room = await prepareRoom(url, game, rng, c, stop);
      if (inWindow) c.preparedInWindow++;
    }
    await post(`${url}/api/rooms/${room.code}/start`, {}, room.hostToken);
    c.started++;
    await Promise.race([room.ended, new Promise<void>((r) => {
      const t = setInterval(() => { if (stop.now) { clearInterval(t); r(); } }, 50);
      void room.ended.then(() => clearInterval(t));
    })]);
    c.games++;
    for (const ws of room.sockets) ws.close();
  }
}

interface Pool { rooms: ReadyRoom[]; filling: Promise<void> | null }

async function health(url: string) {
  return (await (await fetch(`${url}/health`)).json()) as { cpu: { user: number; system: number }; writes: { batches: number; mutations: number } };
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/**
 * Rooms play games back to back. Games end every few seconds here (far sooner than with people), so
 * setting up the next room (six HTTP requests, each committed, and four WebSocket handshakes)
 * would be measured as if it were play: before the window, the rooms the window will need are
 * prepared, and slots start them as their games end. Rooms still prepared inside the window are
 * counted and reported.
 */
async function scenario(url: string, game: string, rooms: number) {
  const c: Counters = { moves: 0, stale: 0, errors: 0, games: 0, started: 0, preparedInWindow: 0, latencies: [], measuring: false };
  const stop = { now: false };
  const pool: Pool = { rooms: [], filling: null };
  const slots = Array.from({ length: rooms }, (_, i) => roomSlot(url, game, i, pool, c, stop));
  while (c.started < rooms) await new Promise((r) => setTimeout(r, 50));
  // Warm up for WARMUP_MS and until as many games have ended as there are rooms.
  const g0 = c.games;
  const w0 = performance.now();
  while (performance.now() - w0 < WARMUP_MS || c.games - g0 < rooms) await new Promise((r) => setTimeout(r, 50));
  const gamesPerSecond = (c.games - g0) / ((performance.now() - w0) / 1000);
  // Three times what the warm-up rate (slowed by room setup) needs, plus one per slot.
  const wanted = Math.ceil(gamesPerSecond * SECONDS * 3) + rooms;
  const prepRng = new Rng(`prepare:${rooms}`);
  // Slots whose game ends meanwhile wait for the pool rather than set rooms up themselves.
  let filled!: () => void;
  pool.filling = new Promise<void>((r) => { filled = r; });
  const prepared: ReadyRoom[] = [];
  for (let i = 0; i < wanted; i += 10) {
    prepared.push(...(await Promise.all(Array.from({ length: Math.min(10, wanted - i) }, () => prepareRoom(url, game, prepRng, c, stop)))));
  }
  pool.rooms.push(...prepared);
  pool.filling = null;
  filled();
  // Let the waiting slots start their rooms before measuring.
  await new Promise((r) => setTimeout(r, 300));
  const h0 = await health(url);
  const load0 = process.cpuUsage();
  const m0 = c.moves;
  const gamesBefore = c.games;
  const t0 = performance.now();
  c.measuring = true;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  c.measuring = false;
  const seconds = (performance.now() - t0) / 1000;
  const moves = c.moves - m0;
  const gamesInWindow = c.games - gamesBefore;
  const h1 = await health(url);
  const load1 = process.cpuUsage(load0);
  stop.now = true;
  await Promise.all(slots);
  for (const room of pool.rooms) for (const ws of room.sockets) ws.close();
  const serverCpuUs = h1.cpu.user + h1.cpu.system - h0.cpu.user - h0.cpu.system;
  const serverSysUs = h1.cpu.system - h0.cpu.system;
  const actionWrites = moves; // every acknowledged move is one action row
  return {
    game, rooms, clients: rooms * PLAYERS, moves, seconds,
    movesPerSec: moves / seconds,
    p50: pct(c.latencies, 50), p99: pct(c.latencies, 99),
    serverCpuPerMoveUs: serverCpuUs / moves,
    kernelShare: serverSysUs / Math.max(1, serverCpuUs),
    serverCpuPct: serverCpuUs / 1e4 / seconds,
    loadCpuPct: (load1.user + load1.system) / 1e4 / seconds,
    movesPerCommit: actionWrites / Math.max(1, h1.writes.batches - h0.writes.batches),
    games: gamesInWindow, stale: c.stale, errors: c.errors, prepared: wanted, preparedInWindow: c.preparedInWindow,
  };
}

async function main() {
  const syncs = (process.env.BENCH_SYNC ?? 'FULL,NORMAL').split(',').map((x) => x.trim().toUpperCase());
  const rows = [];
  const loadAverages: number[] = [];
  for (const sync of syncs) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossings-bench-server-'));
    const { child, url } = await startServer(dataDir, sync);
    try {
      const available = ((await (await fetch(`${url}/api/games`)).json()) as { games: Array<{ id: string; maxPlayers: number }> }).games;
      const wanted = (process.env.BENCH_GAMES ?? 'relay,emigration,refugee').split(',');
      const games = wanted.filter((id) => available.some((g) => g.id === id && g.maxPlayers >= PLAYERS));
      for (const game of games) {
        for (const rooms of ROOMS) {
          process.stderr.write(`  synchronous=${sync}, ${game}: ${rooms} rooms × ${PLAYERS} players for ${SECONDS}s…\n`);
          loadAverages.push(os.loadavg()[0]);
          rows.push({ sync, ...(await scenario(url, game, rooms)) });
        }
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const table = new Table({ head: ['SQLite sync', 'game', 'rooms × players', 'moves/s', 'p50 ms', 'p99 ms', 'server CPU µs/move', 'of it in kernel', 'server CPU', 'load CPU', 'moves/commit', 'games', 'rooms set up in window', 'stale retries', 'errors'] });
  for (const r of rows) {
    table.push([r.sync, r.game, `${r.rooms} × ${PLAYERS}`, Math.round(r.movesPerSec).toLocaleString('en'), r.p50.toFixed(2), r.p99.toFixed(2),
      Math.round(r.serverCpuPerMoveUs), `${Math.round(r.kernelShare * 100)}%`, `${Math.round(r.serverCpuPct)}%`, `${Math.round(r.loadCpuPct)}%`, r.movesPerCommit.toFixed(1), r.games, `${r.preparedInWindow} of ${r.prepared}`, r.stale, r.errors]);
  }
  const load = loadAverages.length ? Math.max(...loadAverages).toFixed(1) : '?';
  console.log(`\nCrossings server: every move committed to SQLite before it is acknowledged (FULL also fsyncs; NORMAL survives kill -9 but not power loss).`);
  console.log(`${os.cpus().length} cores, highest 1-minute load average during the run ${load}; load generator in a separate process, ${PIN.note}; view patches ${PATCHES ? 'on' : 'off'}.`);
  console.log(table.toString());
  console.log('Reference: boardgame.io 0.50.2 server (in memory, nothing durable), 20 rooms × 4: ~1,200 moves/s, median ~12 ms, p99 ~34 ms.');
  console.log('Target: ≥ 12,000 moves/s with p99 below 12 ms. "relay" is a benchmark game with negligible rules (bench/server/relay.ts).');
}

await main();
