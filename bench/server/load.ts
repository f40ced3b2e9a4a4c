/**
 * The load generator of `npm run bench:server`, shared by its SQLite mode (run.ts) and its cluster
 * mode (cluster.ts): rooms of four WebSocket players picking random legal actions as fast as they are
 * offered, games played back to back, and one measured window (`scenario`).
 *
 * The servers are given as a `Layout`: one URL for a single server, or one per process in a cluster,
 * with the rule saying which process each room is created on and which one each seat's player uses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { WebSocket } from 'ws';
import { Rng, applyJsonPatch } from '../../src/engine/index.ts';
import { serverChildArgs } from './built-server.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARMUP_MS = 1500;
export const PLAYERS = 4;
/** BENCH_PATCHES=0 makes the clients take whole views in every update. */
export const PATCHES = process.env.BENCH_PATCHES !== '0';
/**
 * BENCH_LABELS=1 makes the clients ask for every move's words (the protocol's default, for API clients);
 * otherwise they take bare action numbers and would word them themselves, as the web client does.
 */
export const LABELS = process.env.BENCH_LABELS === '1';
/**
 * BENCH_LANG=all makes the clients name no language, so every event comes in every language (the protocol's
 * default); otherwise they name English (hello `lang`), as the web client of an English reader does.
 */
export const LANG = process.env.BENCH_LANG === 'all' ? undefined : 'en';
/** A legal move from an update's list, bare or worded. */
export const pickAction = (rng: Rng, legal: Array<number | { action: number }>): number => {
  const c = rng.pick(legal);
  return typeof c === 'number' ? c : c.action;
};

/** Where the players go: the servers' base URLs and which one serves each room and seat. */
export interface Layout {
  urls: string[];
  /** The process the `k`th room of a scenario is created and started on. */
  roomProcess(k: number): number;
  /** The process the player of `seat` in room `k` joins and connects through. */
  seatProcess(k: number, seat: number): number;
}

export const singleServer = (url: string): Layout => ({ urls: [url], roomProcess: () => 0, seatProcess: () => 0 });

interface Counters {
  moves: number; stale: number; errors: number; games: number; started: number; preparedInWindow: number; latencies: number[]; measuring: boolean;
  /** WebSockets the server closed while their game was on (cluster mode: 4001 "room moved"), by close code. */
  closedByServer: Map<number, number>;
  /** Every room created, with the process it was created on (`Layout.roomProcess`). */
  created: Array<{ code: string; process: number }>;
  /** HTTP requests answered ROOM_MOVED and sent again (cluster mode). */
  retried: { moved: number };
  /** Rooms started and not yet over: what a stall report lists. */
  playing: Set<ReadyRoom>;
}

/** With nothing moving (no move acknowledged, no room created, started or ended) this long, the run stops with a report. */
const STALL_MS = 20_000;

/** Per-address limits lifted, so a load of many clients from one address measures the server, not its limits. */
const LIFTED_LIMITS = {
  CROSSINGS_WS_RATE: '1000000', CROSSINGS_HTTP_RATE: '1000000', CROSSINGS_ROOMS_PER_MINUTE: '1000000',
  CROSSINGS_MAX_SOCKETS_PER_ADDRESS: '1000000', CROSSINGS_MAX_CONNECTIONS_PER_ADDRESS: '1000000',
  // A long run creates thousands of rooms from one address, past the 2 MB an hour (1 kB a room) a person may.
  CROSSINGS_CONTENT_MB_PER_HOUR: '1000000',
};

/** A benchmark server in a child process (bench/server/server-child.ts) with its limits lifted; resolves once it listens. */
export function startServer(env: Record<string, string>, prefix: string[] = [], nodeArgs: string[] = []): Promise<{ child: ChildProcess; url: string }> {
  return startServerWithOwnLimits({ ...LIFTED_LIMITS, ...env }, prefix, nodeArgs);
}

/** The same with the server's own per-address limits, as a class behind one school address meets them (bench/class.ts). */
export function startServerWithOwnLimits(env: Record<string, string>, prefix: string[] = [], nodeArgs: string[] = []): Promise<{ child: ChildProcess; url: string }> {
  const [command, ...args] = [...prefix, process.execPath];
  // --expose-gc: server-child.ts collects its heap when asked (collectGarbage).
  const child = spawn(command, [...args, '--expose-gc', ...nodeArgs, ...serverChildArgs()], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const listening = (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\S+)/.exec(out);
      if (m) {
        child.stdout?.off('data', listening);
        resolve({ child, url: m[1] });
      }
    };
    child.stdout?.on('data', listening);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

/**
 * Has the server collect its whole heap (server-child.ts, on SIGUSR2) and waits until it has. Before each
 * measured window, so that no window pays for a full collection of what the windows before it left: the
 * server keeps every room a run makes (finished ones ten minutes), its heap grows to about a gigabyte over
 * a run, and a full collection of it lands in whichever window crosses V8's limit; windows read up to
 * 20–30 µs a move apart without this (docs/performance.md, "A thirteenth machine").
 */
export function collectGarbage(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.stdout?.off('data', collected);
      reject(new Error('the server did not collect its heap within 30 s of SIGUSR2'));
    }, 30_000);
    const collected = (d: Buffer) => {
      out += d.toString();
      const cannot = /CANNOT COLLECT[^\n]*/.exec(out);
      if (!cannot && !out.includes('COLLECTED')) return;
      clearTimeout(timer);
      child.stdout?.off('data', collected);
      if (cannot) reject(new Error(`the server did not collect its heap: ${cannot[0]}`));
      else resolve();
    };
    child.stdout?.on('data', collected);
    child.kill('SIGUSR2');
  });
}

/** SIGTERM, then wait for the exit (the server drains its writes first). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * POSTs JSON and returns the answer. Cluster mode may answer ROOM_MOVED ("nothing changed, try
 * again": the room changed process mid-request); like a client, this retries a few times, counting
 * each retry in `retried` so the table shows it.
 */
export async function post(url: string, body: unknown, token?: string, retried?: { moved: number }): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (res.ok) return json;
    if (retried && json?.error?.code === 'ROOM_MOVED' && attempt < 5) {
      retried.moved++;
      // The first few are named, so a pattern (creates? joins?) shows without a debugger.
      if (retried.moved <= 3) process.stderr.write(`  (ROOM_MOVED on POST ${new URL(url).pathname}; retrying)\n`);
      await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
      continue;
    }
    throw new Error(`${url}: ${JSON.stringify(json)}`);
  }
}

function connect(wsUrl: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** A room with its four players joined and connected (hello answered), waiting to be started. */
interface ReadyRoom {
  code: string; hostToken: string; startUrl: string; sockets: WebSocket[]; ended: Promise<void>; done: { now: boolean };
  /** The process each seat's player goes through, and the last version it was sent (a stall report shows who is behind). */
  seatProcesses: number[];
  versions: number[];
}

/**
 * Creates a room, joins its seats and connects every player, as four browsers would (each through
 * the process the layout gives its seat). Each player keeps its view current from the updates (whole
 * views or patches, as the web client does) and, whenever it may act and has no move on its way, sends a
 * random legal action (the web client offers no move while one is unanswered). Until 28 November 2026 a
 * player sent again from every update that offered it moves, its last move still unanswered, and Borderlines,
 * whose seats often act at once, had about 2,000 refused (STALE_VERSION) moves a window, each with a whole view.
 */
async function prepareRoom(layout: Layout, game: string, rng: Rng, c: Counters, stop: { now: boolean }): Promise<ReadyRoom> {
  const k = c.created.length;
  const createdOn = layout.roomProcess(k);
  const createUrl = layout.urls[createdOn];
  c.created.push({ code: '', process: createdOn });
  const { code, hostToken } = await post(`${createUrl}/api/rooms`, { game, seats: Array.from({ length: PLAYERS }, () => ({ type: 'open' })), dropReplaceSeconds: null }, undefined, c.retried);
  c.created[k].code = code;
  const sockets: WebSocket[] = [];
  const done = { now: false };
  const seatProcesses = Array.from({ length: PLAYERS }, (_, seat) => layout.seatProcess(k, seat));
  const versions = Array<number>(PLAYERS).fill(-1);
  let resolveEnd!: () => void;
  const ended = new Promise<void>((r) => { resolveEnd = r; });
  const hellos: Array<Promise<void>> = [];
  for (let seat = 0; seat < PLAYERS; seat++) {
    const url = layout.urls[seatProcesses[seat]];
    const { token } = await post(`${url}/api/rooms/${code}/join`, { name: `p${seat}`, seat }, undefined, c.retried);
    const ws = await connect(`${url.replace('http', 'ws')}/ws`);
    sockets.push(ws);
    let lastSent = -1;
    let sentAt = 0;
    let n = 0;
    let view: unknown = {};
    let greeted!: () => void;
    hellos.push(new Promise<void>((r) => { greeted = r; }));
    ws.on('close', (closeCode) => {
      // Ours are closed once the game is over or the run stops; any other close is the server's doing.
      if (done.now || stop.now) return;
      c.closedByServer.set(closeCode, (c.closedByServer.get(closeCode) ?? 0) + 1);
      // A room left without this player would never end: count it and let its slot move on.
      resolveEnd();
    });
    // The id of the move sent and not yet answered (acknowledged or refused): as the web client, which
    // offers no move while one is on its way (Table's `busy`), a player sends one move at a time.
    let inFlight: number | null = null;
    ws.on('message', (data) => {
      const f = JSON.parse(data.toString());
      if (f.type === 'error') {
        if (f.code === 'STALE_VERSION') c.stale++;
        else c.errors++;
        if (f.id === inFlight) inFlight = null;
        return;
      }
      if (f.type !== 'update') return;
      greeted();
      versions[seat] = f.version;
      // Keep the view current, as the web client does (in place: this player owns its copy).
      view = f.viewPatch ? applyJsonPatch(view, f.viewPatch, { inPlace: true }) : f.view;
      if (f.ack !== undefined) {
        c.moves++;
        if (c.measuring) c.latencies.push(performance.now() - sentAt);
        if (f.ack === inFlight) inFlight = null;
      }
      if (f.status === 'finished') {
        resolveEnd();
        return;
      }
      if (stop.now || inFlight !== null || f.status !== 'playing' || !f.legal.length || f.version <= lastSent) return;
      lastSent = f.version;
      sentAt = performance.now();
      inFlight = n++;
      ws.send(JSON.stringify({ type: 'action', action: pickAction(rng, f.legal), expectedVersion: f.version, id: inFlight }));
    });
    ws.send(JSON.stringify({ type: 'hello', room: code, token, patches: PATCHES, labels: LABELS, ...(LANG ? { lang: LANG } : {}) }));
  }
  await Promise.all(hellos);
  return { code, hostToken, startUrl: createUrl, sockets, ended, done, seatProcesses, versions };
}

function closeRoom(room: ReadyRoom): void {
  room.done.now = true;
  for (const ws of room.sockets) ws.close();
}

/**
 * One room slot: plays games back to back until `stop` is set. It takes prepared rooms from `pool`;
 * when there is none it waits while `pool.filling` (the pool is being prepared), else prepares one itself.
 */
async function roomSlot(layout: Layout, game: string, slot: number, pool: Pool, c: Counters, stop: { now: boolean }): Promise<void> {
  const rng = new Rng(slot);
  while (!stop.now) {
    if (!pool.rooms.length && pool.filling) await pool.filling;
    let room = pool.rooms.pop();
    if (!room) {
      const inWindow = c.measuring;
      room = await prepareRoom(layout, game, rng, c, stop);
      if (inWindow) c.preparedInWindow++;
    }
    await post(`${room.startUrl}/api/rooms/${room.code}/start`, {}, room.hostToken, c.retried);
    c.started++;
    c.playing.add(room);
    await Promise.race([room.ended, new Promise<void>((r) => {
      const t = setInterval(() => { if (stop.now) { clearInterval(t); r(); } }, 50);
      void room.ended.then(() => clearInterval(t));
    })]);
    c.games++;
    c.playing.delete(room);
    closeRoom(room);
  }
}

interface Pool { rooms: ReadyRoom[]; filling: Promise<void> | null }

export const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/**
 * BENCH_WINDOW_FILE=path: a line is appended there as each measured window starts and ends
 * ("start emigration"), so a profiler outside (perf, watching the file) can record the window alone
 * rather than the rooms being prepared before it.
 */
function markWindow(edge: 'start' | 'end', game: string): void {
  const file = process.env.BENCH_WINDOW_FILE;
  if (file) appendFileSync(file, `${edge} ${game}\n`);
}

/**
 * Rooms play games back to back. Games end every few seconds here (far sooner than with people), so
 * setting up the next room (six HTTP requests, each committed, and four WebSocket handshakes)
 * would be measured as if it were play: before the window, the rooms the window will need are
 * prepared, and slots start them as their games end. Rooms still prepared inside the window are
 * counted and reported. `snapshot` is taken just before and just after the window (server CPU,
 * commits…); the caller turns the two into figures per move. `opts.beforeWindow` runs just before the
 * first snapshot (run.ts: `collectGarbage`); `opts.seconds` is the window's length (default BENCH_SECONDS), `opts.label` its name in BENCH_WINDOW_FILE (default the game's).
 */
export async function scenario<S>(layout: Layout, game: string, rooms: number, snapshot: () => Promise<S>, opts: { beforeWindow?: () => Promise<void>; seconds?: number; label?: string } = {}) {
  const { beforeWindow, seconds: windowSeconds = SECONDS, label = game } = opts;
  const c: Counters = { moves: 0, stale: 0, errors: 0, games: 0, started: 0, preparedInWindow: 0, latencies: [], measuring: false, closedByServer: new Map(), created: [], playing: new Set(), retried: { moved: 0 } };
  const stop = { now: false };
  const pool: Pool = { rooms: [], filling: null };
  const watchdog = stallWatchdog(c, layout, stop);
  const slots = Array.from({ length: rooms }, (_, i) => roomSlot(layout, game, i, pool, c, stop));
  // A slot that fails (a refused request) fails the run at once, as does a stall; `watch` races both.
  const slotFailed = Promise.race(slots.map((p) => p.then(() => new Promise<never>(() => undefined))));
  slotFailed.catch(() => undefined);
  const watch = <T>(p: Promise<T>) => Promise.race([p, watchdog.stalled, slotFailed]);
  const sleep = (ms: number) => watch(new Promise((r) => setTimeout(r, ms)));
  try {
    while (c.started < rooms) await sleep(50);
    // Warm up for WARMUP_MS and until as many games have ended as there are rooms.
    const g0 = c.games;
    const w0 = performance.now();
    while (performance.now() - w0 < WARMUP_MS || c.games - g0 < rooms) await sleep(50);
    const gamesPerSecond = (c.games - g0) / ((performance.now() - w0) / 1000);
    // Three times what the warm-up rate (slowed by room setup) needs, plus one per slot.
    const wanted = Math.ceil(gamesPerSecond * windowSeconds * 3) + rooms;
    const prepRng = new Rng(`prepare:${rooms}`);
    // Slots whose game ends meanwhile wait for the pool rather than set rooms up themselves.
    let filled!: () => void;
    pool.filling = new Promise<void>((r) => { filled = r; });
    const prepared: ReadyRoom[] = [];
    for (let i = 0; i < wanted; i += 10) {
      prepared.push(...(await watch(Promise.all(Array.from({ length: Math.min(10, wanted - i) }, () => prepareRoom(layout, game, prepRng, c, stop))))));
    }
    pool.rooms.push(...prepared);
    pool.filling = null;
    filled();
    // Let the waiting slots start their rooms before measuring.
    await sleep(300);
    if (beforeWindow) {
      await watch(beforeWindow());
      await sleep(100);
    }
    const closedBefore = [...c.closedByServer.values()].reduce((a, b) => a + b, 0);
    const before = await watch(snapshot());
    const load0 = process.cpuUsage();
    const m0 = c.moves;
    const gamesBefore = c.games;
    const t0 = performance.now();
    c.measuring = true;
    markWindow('start', label);
    await sleep(windowSeconds * 1000);
    markWindow('end', label);
    c.measuring = false;
    const seconds = (performance.now() - t0) / 1000;
    const moves = c.moves - m0;
    const gamesInWindow = c.games - gamesBefore;
    const after = await watch(snapshot());
    const load1 = process.cpuUsage(load0);
    const closedInWindow = [...c.closedByServer.values()].reduce((a, b) => a + b, 0) - closedBefore;
    stop.now = true;
    await watch(Promise.all(slots));
    return {
      game, rooms, clients: rooms * PLAYERS, moves, seconds,
      movesPerSec: moves / seconds,
      p50: pct(c.latencies, 50), p99: pct(c.latencies, 99),
      loadCpuPct: (load1.user + load1.system) / 1e4 / seconds,
      games: gamesInWindow, stale: c.stale, errors: c.errors, movedRetries: c.retried.moved, prepared: wanted, preparedInWindow: c.preparedInWindow,
      closedInWindow, closedByServer: c.closedByServer, created: c.created,
      before, after,
    };
  } finally {
    stop.now = true;
    watchdog.cancel();
    for (const room of [...pool.rooms, ...c.playing]) closeRoom(room);
  }
}

/**
 * Rejects `stalled` when nothing has moved for STALL_MS, saying where: the rooms in play, each seat's
 * process and the last version its player was sent (a seat far behind the others points at frames
 * that never arrived). Without it a lost frame would hang the benchmark silently.
 */
function stallWatchdog(c: Counters, layout: Layout, stop: { now: boolean }) {
  let reject!: (err: Error) => void;
  const stalled = new Promise<never>((_, r) => { reject = r; });
  stalled.catch(() => undefined);
  const progress = () => c.moves + c.created.length + c.started + c.games;
  let last = progress();
  let lastAt = Date.now();
  const timer = setInterval(() => {
    const now = progress();
    if (now !== last || stop.now) {
      last = now;
      lastAt = Date.now();
      return;
    }
    if (Date.now() - lastAt < STALL_MS) return;
    clearInterval(timer);
    stop.now = true;
    const rooms = [...c.playing].slice(0, 8).map((r) => {
      const created = c.created.find((x) => x.code === r.code)?.process ?? -1;
      return `  ${r.code} (created on ${layout.urls[created] ?? '?'}): ${r.versions.map((v, seat) => `seat ${seat} via process ${r.seatProcesses[seat]} at version ${v}`).join(', ')}`;
    });
    reject(new Error(`the benchmark stalled: no move acknowledged and no room created, started or ended for ${STALL_MS / 1000} s `
      + `(${c.moves} moves, ${c.games} games, ${c.playing.size} rooms in play, ${c.errors} errors, ${c.stale} stale, closes by server ${JSON.stringify(Object.fromEntries(c.closedByServer))}).\n`
      + `Rooms in play (processes: ${layout.urls.map((u, i) => `${i} = ${u}`).join(', ')}):\n${rooms.join('\n')}`));
  }, 1000);
  return { stalled, cancel: () => clearInterval(timer) };
}
