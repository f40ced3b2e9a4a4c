/**
 * Test helpers: a real server on 127.0.0.1 (random port, temp data dir), a small HTTP client and a
 * WebSocket client that records every frame it receives and can play random legal actions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { Rng } from '../../src/engine/index.ts';
import { buildServer, type CrossingsServer, type ServerOptions } from '../../src/server/app.ts';
import { pledge } from '../fixtures/pledge.ts';

export interface TestServer {
  server: CrossingsServer;
  url: string;
  wsUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

export function tempDir(prefix = 'crossings-server-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A bot that fails is an error, never a way of playing: closing a test server throws if any
 * bot decision failed, unless the test is about failures and says so with `allowBotFailures`.
 */
export async function startServer(opts: ServerOptions & { allowBotFailures?: boolean } = {}): Promise<TestServer> {
  const { allowBotFailures = false, ...serverOpts } = opts;
  const dataDir = serverOpts.dataDir ?? tempDir();
  const server = await buildServer({ logLevel: false, botThinkMs: 0, extraGames: [pledge], sqliteSync: 'NORMAL', webRoot: null, httpRatePerSecond: 100_000, roomsPerMinute: 100_000, maxSocketsPerAddress: 100_000, maxConnectionsPerAddress: 100_000, ...serverOpts, dataDir });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    server,
    url: address,
    wsUrl: `${address.replace(/^http/, 'ws')}/ws`,
    dataDir,
    async close() {
      await server.close();
      assertNoBotFailures(server, allowBotFailures);
    },
  };
}

/** A message budget per address that no test's clients reach (the budget itself is tested on its own). */
export const UNLIMITED_MESSAGES = { ratePerSecond: 10_000, burst: 10_000 };

/**
 * One server for a test file's tests: started before the first, closed after the last (closing checks no bot
 * decision failed), with `UNLIMITED_MESSAGES` unless `opts.limits` says otherwise. The returned object is
 * filled in when the server has started, so the tests read it as they would `startServer`'s.
 */
export function serverForFile(opts: Parameters<typeof startServer>[0] = {}): TestServer {
  const ts = {} as TestServer;
  beforeAll(async () => {
    Object.assign(ts, await startServer({ limits: UNLIMITED_MESSAGES, ...opts }));
  });
  afterAll(async () => {
    await ts.close?.();
  });
  return ts;
}

/** Whether a frame is an update (a view or a patch, with its events). */
export const isUpdate = (f: Frame) => f.type === 'update';

/** Throws when a bot decision failed on `server` (and failures were not expected). */
export function assertNoBotFailures(server: CrossingsServer, allowed = false): void {
  const f = server.botFailures;
  if (f.total > 0 && !allowed) {
    throw new Error(`${f.total} bot decision(s) failed on this test server (${JSON.stringify(f.byKind)}); the error log says why. Pass allowBotFailures: true to startServer only in a test about failures.`);
  }
}

export async function api<T = any>(base: string, method: string, route: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(base + route, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export type Frame = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A WebSocket client that keeps every frame it received, in order. */
export class Client {
  readonly frames: Frame[] = [];
  readonly raw: string[] = [];
  private waiters: Array<{ pred: (f: Frame) => boolean; resolve: (f: Frame) => void }> = [];
  closed = false;
  closeCode: number | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const frame = JSON.parse(text) as Frame;
      this.frames.push(frame);
      this.onFrame?.(frame);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(frame)) return true;
        w.resolve(frame);
        return false;
      });
    });
    ws.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
    });
  }

  onFrame?: (frame: Frame) => void;

  static connect(wsUrl: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(wsUrl);
      const client = new Client(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** Resolves with the first frame (already received from index `from`, or future) matching `pred`. */
  waitFor(pred: (f: Frame) => boolean, timeoutMs = 20_000, from = 0): Promise<Frame> {
    const seen = this.frames.slice(from).find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for a frame; last: ${this.raw.at(-1) ?? '(none)'}`)), timeoutMs);
      this.waiters.push({ pred, resolve: (f) => { clearTimeout(timer); resolve(f); } });
    });
  }

  /** Sends and waits for the next frame that matches, counting only frames after the send. */
  async request(msg: unknown, pred: (f: Frame) => boolean): Promise<Frame> {
    const from = this.frames.length;
    this.send(msg);
    return this.waitFor(pred, 20_000, from);
  }

  lastUpdate(): Frame | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) if (this.frames[i].type === 'update') return this.frames[i];
    return undefined;
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/**
 * Makes `client` play random legal actions whenever an update offers some. It sends at most one
 * action per version it saw, so stale errors (another seat moved first) are answered by the resync.
 */
export function playRandomly(client: Client, seed: number): void {
  const rng = new Rng(seed);
  let lastSent = -1;
  const act = (f: Frame) => {
    if (f.type === 'error' && f.code !== 'STALE_VERSION' && f.code !== 'RATE_LIMITED') {
      lastSent = -1; // something else went wrong: ask for the current view
      client.send({ type: 'sync' });
      return;
    }
    if (f.type !== 'update' || f.status !== 'playing' || !f.legal.length || f.version <= lastSent) return;
    lastSent = f.version;
    client.send({ type: 'action', action: rng.pick(f.legal as Array<{ action: number }>).action, expectedVersion: f.version });
  };
  client.onFrame = act;
  const last = client.lastUpdate();
  if (last) act(last);
}

export const finished = (f: Frame): boolean => f.type === 'update' && f.status === 'finished';

/** Creates a room with the given seat specs; returns its code and host token. */
export async function createRoom(base: string, game: string, seats: unknown[], extra: Record<string, unknown> = {}) {
  const res = await api<{ code: string; hostToken: string }>(base, 'POST', '/api/rooms', { game, seats, ...extra });
  if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function join(base: string, code: string, name: string, seat?: number) {
  const res = await api<{ seat: number; token: string }>(base, 'POST', `/api/rooms/${code}/join`, { name, ...(seat !== undefined ? { seat } : {}) });
  if (res.status !== 200) throw new Error(`join failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A room of `game` with a person connected on each of `players` seats (their tokens and clients, in
 * seat order) and a spectator, started by its host. `extra` goes into the creation request, `hello`
 * into each seat's hello (e.g. `labels: false`).
 */
export async function seatedTable(ts: TestServer, game: string, players: number, extra: Record<string, unknown> = {}, hello: Record<string, unknown> = {}) {
  const { code, hostToken } = await createRoom(ts.url, game, Array.from({ length: players }, () => ({ type: 'open' })), { dropReplaceSeconds: null, ...extra });
  const seats: Client[] = [];
  const tokens: string[] = [];
  for (let s = 0; s < players; s++) {
    const { token } = await join(ts.url, code, `P${s + 1}`, s);
    const c = await Client.connect(ts.wsUrl);
    await c.request({ type: 'hello', room: code, token, ...hello }, isUpdate);
    seats.push(c);
    tokens.push(token);
  }
  const spectator = await Client.connect(ts.wsUrl);
  await spectator.request({ type: 'hello', room: code }, isUpdate);
  const started = await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
  await Promise.all([...seats, spectator].map((c) => c.waitFor((f) => isUpdate(f) && f.status === 'playing')));
  return { code, hostToken, tokens, seats, spectator, startStatus: started.status };
}

/**
 * Plays `moves` moves at a table seated with bare moves (hello `labels: false`), each by the first seat to
 * act, its first legal move, waiting until seat 1's connection has the update of each.
 */
export async function playFirstLegal(seats: Client[], moves: number): Promise<void> {
  for (let n = 0; n < moves; n++) {
    const last = seats[0].lastUpdate()!;
    const version = last.version as number;
    const mover = seats[last.active[0] as number];
    const from = await mover.waitFor((f) => isUpdate(f) && f.version === version && f.status === 'playing' && f.legal.length > 0);
    const done = await mover.request({ type: 'action', action: from.legal[0], expectedVersion: version, id: `m${n}` }, (f) => f.ack === `m${n}` || f.type === 'error');
    if (done.type !== 'update') throw new Error(`move ${n} was refused: ${JSON.stringify(done)}`);
    await seats[0].waitFor((f) => isUpdate(f) && f.version === version + 1);
  }
}
