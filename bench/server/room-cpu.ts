/**
 * `npm run bench:room`: the server's CPU per move, measured in one process with nothing else in the
 * way (no sockets, no disk, no load generator competing for the cores), so that a change of 5–10% in
 * the per-move work shows. The rooms, connections and message handling are the server's own: rooms
 * are created through RoomManager (src/server/room/rooms.ts), each seat's player is a real Connection
 * (src/server/http/connection.ts) over a stand-in socket, moves arrive as the text of a client's
 * `action` message and go through the same parsing (src/server/room/protocol.ts) and dispatch to
 * `room.submit`, and frames leave through `socket.send`. What is left out is what `bench:server` measures: the WebSocket library,
 * the kernel, and the durable commit (the write queue here commits at once, without storage).
 *
 * R rooms × 4 players each play one whole game per round, one move per room per turn of the loop
 * (as 20 busy tables would), each player choosing a random legal move from the last update it got
 * (seeded, so a round is the same game every time). The clock runs only while the server works:
 * handing the turn's messages to the connections and the commit's sends; the players reading their
 * frames (JSON.parse, keeping their view current with the patches) is off the clock.
 *
 * "CPU µs/move" is the process's CPU time (every thread: the garbage collector's helpers count) over
 * those stretches, divided by the moves. On a busy 2-core machine one round's figure still varies by
 * ±15%, so comparisons use pairs: with BENCH_ROOM_REF, A and B play the same seeded round together,
 * a turn of one then the same turn of the other, and "A/B per turn" is the median over turns of A's
 * wall time over B's for the same moves (a turn that a collection or another process slowed down
 * does not sway it), then the median over pairs. Two copies of the same code gave medians of
 * 0.97–1.04 that way at a load average of 3–4, where the per-round CPU ratio gave 0.94–1.09 (single
 * pairs 0.81–1.36): only a change of more than about 5% shows. On another machine two copies of the
 * same code read 1.07 and 1.15 per turn for Emigration, 1.02 and 1.03 for #refugee, A the slower (A is
 * this checkout, whose engine the players here use too; why it reads slower is not known). So judge a
 * change both ways, A = new with B = old and then A = old (its own bench) with B = new, beside a run
 * of the old code against itself (docs/performance.md, "A twelfth machine").
 *
 * Environment:
 *   BENCH_ROOM_GAMES  games, default "relay,emigration,refugee,borderlines,displacement"
 *   BENCH_ROOMS       rooms per round, default 20
 *   BENCH_ROUNDS      measured rounds per game (or pairs, with a reference), default 10
 *   BENCH_WARMUP      rounds played before measuring, default 3
 *   BENCH_ROOM_REF    another checkout (e.g. `git archive <commit> | tar -x -C dir`, with node_modules
 *                     linked) whose server and engine are loaded beside this one's. Each pair of rounds
 *                     plays the same seeded games on both (A = this checkout, B = the reference),
 *                     turn by turn in alternation, and their frames must be identical. Either side may
 *                     have src/server in folders (room/, http/, as now) or flat (checkouts up to
 *                     c4c796a): SERVER_MODULES finds the modules in both
 *   BENCH_LABELS=1   players ask for every move's words (the protocol's default, and what a checkout
 *                     from before bare moves sends: needed for an A/B against one); otherwise they take
 *                     the moves bare, as the web client does. BENCH_LABELS=ref: A's players take them
 *                     bare and B's (a checkout from before bare moves) worded; the frames then differ in
 *                     their moves' words only, so the same games are checked by counts (moves, frames)
 *   BENCH_LANG=all   players name no language and get every event in every language (the protocol's
 *                     default, and all a checkout from before `lang` knows); otherwise they name English,
 *                     as the web client of an English reader does. Against a reference whose hello has no
 *                     `lang`, B's players name none; the frames then differ in their events' words only,
 *                     and the same games are checked by counts (moves, frames)
 *   BENCH_ROOM_BREAKDOWN=0  skips the instrumented round that splits the time between the game's
 *                     rules (apply, view, legal moves, their words) and the server's own work
 */
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import { Rng, applyJsonPatch, type AnyGame, type JsonPatchOp } from '../../src/engine/index.ts';
import type * as RoomsNs from '../../src/server/room/rooms.ts';
import type * as ConnectionNs from '../../src/server/http/connection.ts';
import type * as ProtocolNs from '../../src/server/room/protocol.ts';
import type * as GamesNs from '../../src/games/all.ts';
import type * as RelayNs from './relay.ts';
import { LANG, pickAction } from './load.ts';
import type { Room } from '../../src/server/room/room.ts';
import type { Connection } from '../../src/server/http/connection.ts';

type RoomsModule = typeof RoomsNs;
type ConnectionModule = typeof ConnectionNs;
type ProtocolModule = typeof ProtocolNs;
type GamesModule = typeof GamesNs;
type RelayModule = typeof RelayNs;

const GAMES = (process.env.BENCH_ROOM_GAMES ?? 'relay,emigration,refugee,borderlines,displacement').split(',').map((g) => g.trim()).filter(Boolean);
const ROOMS = Number(process.env.BENCH_ROOMS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PLAYERS = 4;
const REF = process.env.BENCH_ROOM_REF;
const BREAKDOWN = process.env.BENCH_ROOM_BREAKDOWN !== '0';
const HERE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One checkout's server and games, loaded from its own files (so A and B share no module). */
interface Side {
  name: string;
  dir: string;
  rooms: RoomsModule;
  connection: ConnectionModule;
  protocol: ProtocolModule;
  games: Map<string, AnyGame>;
  /** Its players take the legal moves bare (hello `labels: false`), as the web client does. */
  bare: boolean;
  /** The language its players name (hello `lang`), if any: English, unless BENCH_LANG=all or its protocol has no `lang`. */
  lang: 'en' | undefined;
}

const LABELS = process.env.BENCH_LABELS ?? '0';
/** A and B compare the frames byte for byte only when their players ask for the same kind of moves and events. */
const sameKind = (a: Side, b: Side) => LABELS !== 'ref' && a.lang === b.lang;

/**
 * Where a checkout keeps the server modules the benchmark drives: src/server's folders first, then the
 * flat src/server of earlier checkouts (up to c4c796a), so that either layout can be A or B. Whatever
 * the path, a module must export what the types above say (the A/B comparison needs the same API).
 */
const SERVER_MODULES = {
  rooms: ['src/server/room/rooms.ts', 'src/server/rooms.ts'],
  connection: ['src/server/http/connection.ts', 'src/server/connection.ts'],
  protocol: ['src/server/room/protocol.ts', 'src/server/protocol.ts'],
} as const;

function serverModule(dir: string, module: keyof typeof SERVER_MODULES): string {
  const found = SERVER_MODULES[module].find((file) => fs.existsSync(path.join(dir, file)));
  if (!found) throw new Error(`${dir} has none of ${SERVER_MODULES[module].join(', ')}: is it a checkout of this repository?`);
  return found;
}

async function loadSide(name: string, dir: string, bare: boolean): Promise<Side> {
  const load = <T>(file: string): Promise<T> => import(pathToFileURL(path.join(dir, file)).href) as Promise<T>;
  const [rooms, connection, protocol, all, relay] = await Promise.all([
    load<RoomsModule>(serverModule(dir, 'rooms')), load<ConnectionModule>(serverModule(dir, 'connection')), load<ProtocolModule>(serverModule(dir, 'protocol')),
    load<GamesModule>('src/games/all.ts'), load<RelayModule>('bench/server/relay.ts'),
  ]);
  const games = new Map<string, AnyGame>([[relay.relay.id, relay.relay], ...all.listGames().map((g) => [g.id, g] as [string, AnyGame])]);
  // A checkout from before `lang` refuses a hello that names one (its schema is strict).
  const knowsLang = 'lang' in (protocol.ClientMessageSchemas.hello as unknown as { shape: object }).shape;
  return { name, dir, rooms, connection, protocol, games, bare, lang: knowsLang ? LANG : undefined };
}

/**
 * The write queue's contract (write, then `afterCommit` sends once the writes are durable) without
 * storage: `commit()` plays the part of the group commit at the end of the event-loop turn.
 */
class BenchQueue {
  private scheduled = false;
  private callbacks: Array<() => void> = [];
  readonly stats = { batches: 0, mutations: 0, fenced: 0, fencedMutations: 0 };
  get busy(): boolean { return this.scheduled; }
  setFencing(): void {}
  write(...mutations: unknown[]): void {
    this.stats.mutations += mutations.length;
    this.scheduled = true;
  }
  afterCommit(fn: () => void): void {
    if (!this.scheduled) fn();
    else this.callbacks.push(fn);
  }
  drained(): Promise<void> {
    return new Promise((resolve) => this.afterCommit(resolve));
  }
  commit(): void {
    const callbacks = this.callbacks;
    this.callbacks = [];
    this.scheduled = false;
    this.stats.batches++;
    for (const fn of callbacks) fn();
  }
}

/**
 * What Connection uses of a `ws` WebSocket. `send` keeps the frame for the player to read, encoded
 * as UTF-8 as `ws` has it encoded on its way to the socket (its length, then the bytes written):
 * that is the server's work too, and flattens the frame's string if it was put together from parts.
 */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  outbox: Buffer[] = [];
  send(frame: string): void {
    const bytes = Buffer.from(frame, 'utf8');
    if (bytes.length !== Buffer.byteLength(frame)) throw new Error('unreachable: UTF-8 length mismatch');
    this.outbox.push(bytes);
  }
  close(): void { this.readyState = 3; }
  terminate(): void { this.readyState = 3; }
  ping(): void {}
}

const quiet = { info() {}, warn() {}, error() {}, debug() {} };

/** A player: its connection's socket, and what it read from its frames. */
interface Player {
  socket: FakeSocket;
  rng: Rng;
  view: unknown;
  lastSent: number;
  nextId: number;
  /** The message to send at the next turn (the text of an `action`), if any. */
  outgoing: Buffer | null;
}

interface BenchRoom { room: Room; code: string; players: Player[]; done: boolean }

/** The clock: CPU time (user + system) and wall time, summed over the server's stretches only. */
class Clock {
  cpuUs = 0;
  wallMs = 0;
  private c0 = process.cpuUsage();
  private w0 = 0;
  start(): void {
    this.c0 = process.cpuUsage();
    this.w0 = performance.now();
  }
  /** Ends a stretch; returns its wall time (ms). */
  stop(): number {
    const wall = performance.now() - this.w0;
    this.wallMs += wall;
    const c = process.cpuUsage(this.c0);
    this.cpuUs += c.user + c.system;
    return wall;
  }
}

interface RoundResult {
  moves: number; cpuUs: number; wallMs: number; frames: number; bytes: number; errors: number; hash: string;
  /** The wall time of each turn's server work (ms), in order. */
  turnMs: number[];
}

/**
 * Plays one round on `side`: ROOMS rooms of `gameId`, each one whole game, seeded by `seed`.
 * `wrap` may replace the game object (the instrumented round times its methods).
 */
/** A round set up and ready to play: `turn()` plays one turn (false once every game is over), `end()` tells the result. */
interface Round { turn(): boolean; end(): RoundResult }

async function setUpRound(side: Side, gameId: string, seed: number, wrap?: (g: AnyGame) => AnyGame): Promise<Round> {
  const base = side.games.get(gameId);
  if (!base) throw new Error(`${side.name} has no game "${gameId}"; it has ${[...side.games.keys()].join(', ')}`);
  const game = wrap ? wrap(base) : base;
  let now = 1_700_000_000_000;
  const queue = new BenchQueue();
  const deps = {
    queue: queue as never, log: quiet, now: () => now,
    bots: { kinds: ['heuristic'], source: 'bench', create: () => { throw new Error('the room benchmark seats no bots'); } },
    botFailures: { add() {}, total: 0, byKind: {} } as never,
  };
  const storage = { roomExists: async () => false, workshopExists: async () => false } as never;
  const manager = new side.rooms.RoomManager(storage, { list: () => [game], get: (id) => (id === game.id ? game : undefined) }, deps, {
    defaultBotThinkMs: 0, finishedRoomTtlMs: 60_000, lobbyTtlMs: 60_000,
  });
  const registry = new Set<Connection>();
  const ctx = {
    manager: { get: async (code: string) => rooms.find((r) => r.code === code)!.room } as never,
    queue: queue as never, log: quiet, registry, address: 'bench',
    limits: { ...side.connection.DEFAULT_LIMITS, ratePerSecond: 1e9, burst: 1e9 },
    budget: { take: () => true, message: '' } as never,
  };
  const hash = createHash('sha256');
  const result: RoundResult = { moves: 0, cpuUs: 0, wallMs: 0, frames: 0, bytes: 0, errors: 0, hash: '', turnMs: [] };
  const rooms: BenchRoom[] = [];
  for (let r = 0; r < ROOMS; r++) {
    const body = side.protocol.CreateRoomSchema.parse({ game: gameId, seats: Array.from({ length: PLAYERS }, () => ({ type: 'open' })), dropReplaceSeconds: null, seed: `${seed}:${r}` });
    const { room, hostToken } = await manager.create(body);
    const br: BenchRoom = { room, code: room.code, players: [], done: false };
    rooms.push(br);
    for (let s = 0; s < PLAYERS; s++) {
      const { token } = room.join(`p${s + 1}`, s);
      const socket = new FakeSocket();
      new side.connection.Connection(socket as never, ctx);
      br.players.push({ socket, rng: new Rng(`${seed}:${r}:${s}`), view: null, lastSent: -1, nextId: 0, outgoing: null });
      socket.emit('message', Buffer.from(JSON.stringify({ type: 'hello', room: room.code, token, patches: true, ...(side.bare ? { labels: false } : {}), ...(side.lang ? { lang: side.lang } : {}) })), false);
    }
    await new Promise((resolve) => setImmediate(resolve)); // the hellos' `await manager.get`
    queue.commit();
    room.start(hostToken);
    queue.commit();
  }
  const clock = new Clock();
  // A player reads its frames: off the clock.
  const read = (br: BenchRoom, p: Player) => {
    for (const bytes of p.socket.outbox) {
      const text = bytes.toString('utf8');
      // `room` frames (seats, connections) are coalesced on the wall clock (audience.ts), so how many of
      // them leave varies run to run: they are neither counted nor compared. Every other frame is.
      if (!text.startsWith('{"type":"room"')) {
        result.frames++;
        result.bytes += bytes.length;
        hash.update(text.includes(br.code) ? text.split(br.code).join('#') : text);
      }
      const f = JSON.parse(text) as { type: string; status?: string; version: number; legal: Array<number | { action: number }>; view?: unknown; viewPatch?: JsonPatchOp[]; ack?: unknown; code?: string };
      if (f.type === 'error') {
        if (f.code !== 'STALE_VERSION') result.errors++;
        continue;
      }
      if (f.type !== 'update') continue;
      p.view = f.viewPatch ? applyJsonPatch(p.view, f.viewPatch, { inPlace: true }) : f.view;
      if (f.status === 'finished') br.done = true;
      if (f.status !== 'playing' || !f.legal.length || f.version <= p.lastSent) continue;
      p.lastSent = f.version;
      p.outgoing = Buffer.from(JSON.stringify({ type: 'action', action: pickAction(p.rng, f.legal), expectedVersion: f.version, id: p.nextId++ }));
    }
    p.socket.outbox = [];
  };
  for (const br of rooms) for (const p of br.players) read(br, p);
  const before = queue.stats.mutations;
  let turnNo = 0;
  const turn = (): boolean => {
    now += 1;
    const sending: Array<[Player, Buffer]> = [];
    for (const br of rooms) {
      if (br.done) continue;
      // One move per room per turn: the first player (from a rotating start) who has one.
      for (let k = 0; k < PLAYERS; k++) {
        const p = br.players[(turnNo + k) % PLAYERS];
        if (p.outgoing) {
          sending.push([p, p.outgoing]);
          p.outgoing = null;
          break;
        }
      }
    }
    turnNo++;
    if (!sending.length) return false;
    clock.start();
    for (const [p, msg] of sending) p.socket.emit('message', msg, false);
    queue.commit();
    result.turnMs.push(clock.stop());
    for (const br of rooms) for (const p of br.players) read(br, p);
    return true;
  };
  const end = (): RoundResult => {
    result.moves = queue.stats.mutations - before; // one `action` mutation per move, plus one `status` per game
    result.moves -= rooms.filter((r) => r.room.status === 'finished').length;
    const unfinished = rooms.filter((r) => !r.done).length;
    if (unfinished) throw new Error(`${side.name}: ${unfinished} ${gameId} room(s) stopped before the end (nobody had a move to send)`);
    for (const br of rooms) br.room.close();
    manager.close();
    result.cpuUs = clock.cpuUs;
    result.wallMs = clock.wallMs;
    result.hash = hash.digest('hex');
    return result;
  };
  return { turn, end };
}

/** Plays one round on `side` alone. */
async function playRound(side: Side, gameId: string, seed: number, wrap?: (g: AnyGame) => AnyGame): Promise<RoundResult> {
  const round = await setUpRound(side, gameId, seed, wrap);
  while (round.turn());
  return round.end();
}

/**
 * Plays the same round on both sides at once, a turn of one then a turn of the other (which goes
 * first alternates), so that whatever else the machine does at any moment weighs on both alike.
 */
async function playPair(a: Side, b: Side, gameId: string, seed: number): Promise<[RoundResult, RoundResult]> {
  const ra = await setUpRound(a, gameId, seed);
  const rb = await setUpRound(b, gameId, seed);
  let moreA = true;
  let moreB = true;
  for (let t = 0; moreA || moreB; t++) {
    if (t % 2 === 0) {
      if (moreA) moreA = ra.turn();
      if (moreB) moreB = rb.turn();
    } else {
      if (moreB) moreB = rb.turn();
      if (moreA) moreA = ra.turn();
    }
  }
  return [ra.end(), rb.end()];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const perMove = (r: RoundResult) => r.cpuUs / r.moves;

/** Game methods timed by an instrumented round: the rules' share of the work. */
const TIMED = ['apply', 'view', 'legalActions', 'describeAction', 'activeSeats', 'isOver', 'outcome'] as const;

function timedGame(totals: Map<string, number>): (g: AnyGame) => AnyGame {
  return (g) => {
    const out: Record<string, unknown> = { ...g };
    for (const name of TIMED) {
      const fn = g[name] as (...args: unknown[]) => unknown;
      if (typeof fn !== 'function') continue;
      out[name] = (...args: unknown[]) => {
        const t0 = performance.now();
        try {
          return fn.apply(g, args);
        } finally {
          totals.set(name, (totals.get(name) ?? 0) + performance.now() - t0);
        }
      };
    }
    return out as unknown as AnyGame;
  };
}

async function main() {
  const a = await loadSide('A', HERE, LABELS !== '1');
  const b = REF ? await loadSide('B', path.resolve(REF), LABELS === '0') : null;
  const load0 = os.loadavg()[0];
  const rows: Array<Array<string | number>> = [];
  const breakdownRows: Array<Array<string | number>> = [];
  let framesChecked = 0;
  const bytesRatios: string[] = [];
  for (const gameId of GAMES) {
    process.stderr.write(`  ${gameId}: ${ROOMS} rooms × ${PLAYERS} players, ${WARMUP} warm-up and ${ROUNDS} measured round(s)${b ? ' per checkout' : ''}…\n`);
    for (let w = 0; w < WARMUP; w++) {
      if (b) await playPair(a, b, gameId, -1 - w);
      else await playRound(a, gameId, -1 - w);
    }
    const ra: RoundResult[] = [];
    const rb: RoundResult[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      if (b) {
        const [x, y] = await playPair(a, b, gameId, i);
        ra.push(x);
        rb.push(y);
      } else {
        ra.push(await playRound(a, gameId, i));
      }
      if (b) {
        const x = ra[i];
        const y = rb[i];
        if ((sameKind(a, b) && (x.hash !== y.hash || x.bytes !== y.bytes)) || x.moves !== y.moves || x.frames !== y.frames) {
          throw new Error(`${gameId}, round ${i}: the frames differ between A (${x.moves} moves, ${x.frames} frames, ${x.bytes} bytes) and B (${y.moves} moves, ${y.frames} frames, ${y.bytes} bytes)`);
        }
        framesChecked += x.frames;
      }
    }
    if (b) bytesRatios.push(`${gameId} ${(ra[0].bytes / rb[0].bytes).toFixed(2)}`);
    const moves = ra[0].moves;
    const errors = ra.reduce((n, r) => n + r.errors, 0);
    if (b) {
      const ratios = ra.map((x, i) => perMove(x) / perMove(rb[i]));
      // Per pair, the median over turns of A's turn / B's same turn (the same moves): a turn that a
      // garbage collection or another process happened to slow down does not weigh on it.
      const wallRatios = ra.map((x, i) => median(x.turnMs.map((t, k) => t / rb[i].turnMs[k])));
      rows.push([gameId, `${ROOMS} × ${PLAYERS}`, moves.toLocaleString('en'), median(ra.map(perMove)).toFixed(1), median(rb.map(perMove)).toFixed(1),
        median(ratios).toFixed(3), `${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}`,
        median(wallRatios).toFixed(3), `${Math.min(...wallRatios).toFixed(3)}–${Math.max(...wallRatios).toFixed(3)}`, errors]);
    } else {
      const wall = median(ra.map((r) => (r.wallMs * 1000) / r.moves));
      rows.push([gameId, `${ROOMS} × ${PLAYERS}`, moves.toLocaleString('en'), median(ra.map(perMove)).toFixed(1),
        `${Math.min(...ra.map(perMove)).toFixed(1)}–${Math.max(...ra.map(perMove)).toFixed(1)}`, wall.toFixed(1),
        Math.round(1e6 / median(ra.map(perMove))).toLocaleString('en'), (ra[0].frames / moves).toFixed(1), Math.round(ra[0].bytes / moves).toLocaleString('en'), errors]);
    }
    if (BREAKDOWN && !b) {
      // Instrumented rounds: the first while the wrapped methods are compiled, then three, each
      // column the median of the three (one round alone is as noisy as the table above).
      await playRound(a, gameId, 0, timedGame(new Map()));
      const cols: number[][] = [];
      for (let k = 0; k < 3; k++) {
        const totals = new Map<string, number>();
        const seed = k % ra.length;
        const r = await playRound(a, gameId, seed, timedGame(totals));
        if (r.hash !== ra[seed].hash) throw new Error(`${gameId}: an instrumented round sent other frames than round ${seed}`);
        const us = (name: string) => ((totals.get(name) ?? 0) * 1000) / r.moves;
        const total = (r.wallMs * 1000) / r.moves;
        const rules = TIMED.reduce((sum, n) => sum + us(n), 0);
        [total, us('apply'), us('view'), us('legalActions'), us('describeAction'), us('activeSeats') + us('isOver') + us('outcome'), total - rules]
          .forEach((v, i) => (cols[i] ??= []).push(v));
      }
      const m = cols.map(median);
      breakdownRows.push([gameId, ...m.map((v) => v.toFixed(1)), `${Math.round((m[6] / m[0]) * 100)}%`]);
    }
  }
  const load = Math.max(load0, os.loadavg()[0]).toFixed(2);
  console.log(`\nThe server's work per move in one process (rooms, connections and message handling as the server runs them; no sockets, no storage).`);
  console.log(`${os.cpus().length} cores, 1-minute load average ${load0.toFixed(2)} at the start, highest seen ${load}; ${ROOMS} rooms × ${PLAYERS} players with view patches, one whole game per room per round.`);
  if (b) {
    const table = new Table({ head: ['game', 'rooms × players', 'moves/round', 'A CPU µs/move', 'B CPU µs/move', 'A/B CPU (median of pairs)', 'range', 'A/B per turn (median)', 'range', 'errors'] });
    for (const row of rows) table.push(row);
    console.log(`A = ${HERE}, B = ${path.resolve(REF!)}; ${ROUNDS} pairs of rounds per game, A and B playing the same games turn by turn in alternation; medians.`);
    console.log(table.toString());
    const kinds = (s: Side) => `${s.bare ? 'bare moves' : 'worded moves'} and events in ${s.lang === undefined ? 'every language' : 'English'}`;
    console.log(sameKind(a, b)
      ? `Frames identical between A and B: ${framesChecked.toLocaleString('en')} frames per side compared (sha-256 of each round's frames, room codes masked).`
      : `A's players take ${kinds(a)}, B's ${kinds(b)}: the same moves and ${framesChecked.toLocaleString('en')} frames per side; bytes per move A ÷ B: ${bytesRatios.join(', ')}.`);
  } else {
    const table = new Table({ head: ['game', 'rooms × players', 'moves/round', 'CPU µs/move (median)', 'range', 'wall µs/move', 'moves/s of one core', 'frames/move', 'bytes/move', 'errors'] });
    for (const row of rows) table.push(row);
    console.log(`${ROUNDS} measured rounds per game after ${WARMUP} warm-up; medians.`);
    console.log(table.toString());
    if (breakdownRows.length) {
      const t = new Table({ head: ['game', 'wall µs/move', 'apply', 'view', 'legalActions', 'describeAction', 'activeSeats, isOver, outcome', 'server\'s own', 'share'] });
      for (const row of breakdownRows) t.push(row);
      console.log('Where it goes (instrumented rounds, wall µs per move, medians of three; the timing adds a little to the game\'s columns). "Server\'s own": message parsing, the log and offers, diffs, serialising and putting frames together.');
      console.log(t.toString());
    }
  }
}

try {
  await main();
} catch (err) {
  console.error(`\nbench:room failed: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
  process.exit(1);
}
