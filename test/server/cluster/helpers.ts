/**
 * Cluster-mode test helpers (docs/cluster.md): real server processes (`startOrExit` of
 * src/server/main.ts, with the Pledge and Grab fixtures) sharing one PostgreSQL schema and one Redis,
 * the lease table read straight from PostgreSQL to learn which process plays a room, and players
 * that reconnect to a surviving process when theirs dies or closes them with 4001.
 *
 * Nothing here is simulated: the processes are separate OS processes, killed with SIGKILL and frozen
 * with SIGSTOP for real, so what the tests see is what a client of a real cluster would see.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { Rng, type AnyGame, type MatchRecord } from '../../../src/engine/index.ts';
import { Client, api, type Frame } from '../helpers.ts';
import { afterAll, beforeAll, expect } from 'vitest';
import { dropPostgresSchemas, freshPostgresUrl, pgQuery, postgresSkipReason } from '../postgres-helpers.ts';
import { REDIS_TEST_URL, redisSkipReason } from '../redis-helpers.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** Short leases, so takeovers happen within a couple of seconds (production default: 3 s). */
/**
 * Short enough that takeovers are quick, long enough that a live process on a loaded machine (test
 * files run side by side) does not miss its renewals: at 1.5 s, stalls of about a second under load
 * 7–12 cost a live process its leases in 2 of 8 runs (recovered correctly, but the files that assert
 * no socket ever closes then fail).
 */
export const TEST_LEASE_MS = 3000;

/** Why the cluster tests skip here (null: they run): PostgreSQL or Redis missing. Under CI=true always null: they must run, and fail if they cannot. */
export const clusterSkipReason: string | null = postgresSkipReason ?? redisSkipReason;
/** A describe title that says why it skips, when it does. */
export const clusterTitle = (title: string): string => (clusterSkipReason ? `${title} (skipped: ${clusterSkipReason})` : title);

/**
 * The entry each process runs: the real `startOrExit` (main.ts: configuration from the environment,
 * cluster mode with CROSSINGS_REDIS_URL) with the test fixtures added, as test/server/child-server.ts
 * does for Pledge; Grab is added for simultaneous moves that clash.
 */
const ENTRY = `
const { startOrExit } = await import(${JSON.stringify(path.join(repoRoot, 'src/server/main.ts'))});
const { pledge } = await import(${JSON.stringify(path.join(repoRoot, 'test/fixtures/pledge.ts'))});
const { grab } = await import(${JSON.stringify(path.join(repoRoot, 'test/fixtures/grab.ts'))});
await startOrExit([pledge, grab]);
`;

/** A port nobody listens on just now (the server is given it: with LOG_LEVEL=warn it never logs its address). */
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ClusterProcess {
  /** p0, p1, … in start order (failure messages name processes by it). */
  name: string;
  child: ChildProcess;
  pid: number;
  url: string;
  wsUrl: string;
  /** Everything it printed (warn and error log lines, start failures). */
  output(): string;
  /** Not exited (a SIGSTOPped process still counts as alive). */
  alive(): boolean;
  exited: Promise<void>;
}

export interface Lease { owner: string; epoch: number; live: boolean; pid: number | null }

/** The pid in a process id (`hostname:pid:random`, cluster.ts newProcessId). */
export function pidOf(owner: string): number | null {
  const m = /:(\d+):[^:]*$/.exec(owner);
  return m ? Number(m[1]) : null;
}

/** N server processes on one fresh PostgreSQL schema and the test Redis. */
/**
 * The processes of one test file: started before its tests (unless they skip) and handed to
 * `started`, stopped after them; an error any process logged (or anything else on its stderr) fails
 * the file, even when every test passed.
 */
export function clusterForFile(processes: number, started: (cluster: Cluster) => void): void {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    if (clusterSkipReason) return;
    cluster = await Cluster.start(processes);
    started(cluster);
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    const problems = cluster?.problems() ?? [];
    await dropPostgresSchemas();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

export class Cluster {
  readonly procs: ClusterProcess[] = [];
  private constructor(readonly databaseUrl: string, private readonly env: Record<string, string>) {}

  static async start(n: number, env: Record<string, string> = {}): Promise<Cluster> {
    const cluster = new Cluster(await freshPostgresUrl(), env);
    // One at a time: the first runs the schema migrations, the others find them done.
    for (let i = 0; i < n; i++) await cluster.add();
    return cluster;
  }

  /** Starts one more process on the same database; resolves once /health answers. */
  async add(): Promise<ClusterProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', ENTRY], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        CROSSINGS_DATABASE_URL: this.databaseUrl,
        CROSSINGS_REDIS_URL: REDIS_TEST_URL,
        CROSSINGS_LEASE_MS: String(TEST_LEASE_MS),
        CROSSINGS_BOT_THINK_MS: '0',
        // Bots on the event loop: five processes with bot threads each would crowd two cores.
        CROSSINGS_BOT_WORKERS: '0',
        CROSSINGS_WS_RATE: '100000',
        CROSSINGS_HTTP_RATE: '100000',
        CROSSINGS_ROOMS_PER_MINUTE: '100000',
        CROSSINGS_MAX_SOCKETS_PER_ADDRESS: '100000',
        CROSSINGS_MAX_CONNECTIONS_PER_ADDRESS: '100000',
        LOG_LEVEL: 'warn',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr?.on('data', (d: Buffer) => { out += d.toString(); });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const name = `p${this.procs.length}`;
    const url = `http://127.0.0.1:${port}`;
    const proc: ClusterProcess = {
      name, child, pid: child.pid as number, url, wsUrl: `ws://127.0.0.1:${port}/ws`,
      output: () => out,
      alive: () => child.exitCode === null && child.signalCode === null,
      exited,
    };
    this.procs.push(proc);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (!proc.alive()) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it answered:\n${out}`);
      if (Date.now() > deadline) throw new Error(`${name} did not answer /health within 60 s:\n${out}`);
      try {
        if ((await fetch(`${url}/health`)).ok) return proc;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
  }

  alive(): ClusterProcess[] {
    return this.procs.filter((p) => p.alive());
  }

  byPid(pid: number | null): ClusterProcess | undefined {
    return this.procs.find((p) => p.pid === pid);
  }

  /** The lease row of `key` (a room's code, or its workshop's), read from PostgreSQL with the database's clock. */
  async lease(key: string): Promise<Lease | null> {
    const rows = await pgQuery<{ owner: string; epoch: string; live: boolean }>(this.databaseUrl,
      'SELECT owner, epoch, expires_at > now() AS live FROM leases WHERE key = $1', [key]);
    if (!rows.length) return null;
    return { owner: rows[0].owner, epoch: Number(rows[0].epoch), live: rows[0].live, pid: pidOf(rows[0].owner) };
  }

  /** The process holding a live lease on `key`, or undefined. */
  async owner(key: string): Promise<ClusterProcess | undefined> {
    const l = await this.lease(key);
    return l?.live ? this.byPid(l.pid) : undefined;
  }

  /** Polls the lease of `key` until `ok` says yes; returns it with how long it took. */
  async waitForLease(key: string, ok: (l: Lease | null) => boolean, timeoutMs: number, what: string): Promise<{ lease: Lease; ms: number }> {
    const t0 = Date.now();
    for (;;) {
      const l = await this.lease(key);
      if (ok(l) && l) return { lease: l, ms: Date.now() - t0 };
      if (Date.now() - t0 > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; lease now ${JSON.stringify(l)}\n${this.logs()}`);
      await sleep(50);
    }
  }

  /** kill -9; resolves once the process is gone. */
  async kill(proc: ClusterProcess): Promise<void> {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }

  /**
   * Log lines at error level or above (pino levels 50, 60) of every process, and anything on stderr
   * that is not a log line (a crash, a warning from node): a test ends by checking there are none,
   * since a cluster that copes with a failure still says so in its log when something went wrong.
   */
  problems(): string[] {
    return this.procs.flatMap((p) => p.output().split('\n').filter((line) => {
      if (!line.trim()) return false;
      if (!line.startsWith('{')) return true;
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return true;
      }
    }).map((line) => `${p.name}: ${line.slice(0, 600)}`));
  }

  /** Every process's output, named, for failure messages (the lead fixes the coordinator from these). */
  logs(): string {
    return this.procs.map((p) => `--- ${p.name} (pid ${p.pid}${p.alive() ? '' : `, exited ${p.child.exitCode ?? p.child.signalCode}`}) ---\n${p.output().slice(-6000)}`).join('\n');
  }

  /** SIGTERM to every live process (SIGCONT first, for a stopped one), SIGKILL after 10 s. */
  async stop(): Promise<void> {
    await Promise.all(this.procs.filter((p) => p.alive()).map(async (p) => {
      p.child.kill('SIGCONT');
      p.child.kill('SIGTERM');
      const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
      await p.exited;
      clearTimeout(timer);
    }));
  }
}


/** One acknowledged move: the mover got an update with `ack` = the id it sent. */
export interface Acked { room: string; seat: number; version: number; action: number; id: string }

export interface PlayerOptions {
  /** Seat token; none = spectator. */
  token?: string;
  seat: number | 'spectator';
  patches?: boolean;
  /** Pause before each move, so games last long enough for kills to land mid-game. */
  thinkMs?: number;
  /** Reconnect (to a live process) when the socket closes; default true. */
  reconnect?: boolean;
}

/**
 * A person (or spectator) in a room who plays random legal moves when `play` is called, tags each
 * move with an id to know which update acknowledges it, and reconnects when the socket closes —
 * to any live process, as a browser behind a load balancer would — carrying on from `since`.
 */
export class Player {
  client!: Client;
  /** Every connection, oldest first (their frames, close codes). */
  readonly connections: Array<{ client: Client; proc: ClusterProcess }> = [];
  readonly acked: Acked[] = [];
  /** Ids sent and the action each carried. */
  readonly sent = new Map<string, { action: number; version: number }>();
  /** Close codes seen, in order. */
  readonly closes: number[] = [];
  /** The highest version any update showed this player, across connections. */
  maxVersion = -1;
  /** A connection whose first update had a LOWER version than one seen before: an acknowledged past lost. */
  readonly wentBack: Array<{ before: number; after: number }> = [];
  private rng: Rng | null = null;
  private lastSent = -1;
  private n = 0;
  private stopped = false;
  /** Why the last reconnection gave up (the test fails on it rather than waiting for a game that cannot go on). */
  reconnectError: string | null = null;

  constructor(readonly cluster: Cluster, readonly room: string, readonly opts: PlayerOptions) {}

  /** Connects to `proc` and waits for the first update (retrying on ROOM_MOVED / a refused socket for up to 20 s). */
  async connect(proc: ClusterProcess): Promise<void> {
    const deadline = Date.now() + 20_000;
    let target = proc;
    let lastErr = '';
    while (Date.now() < deadline && !this.stopped) {
      try {
        const c = await Client.connect(target.wsUrl);
        const since = this.maxVersion >= 0 ? { since: this.maxVersion } : {};
        const first = await c.request({ type: 'hello', room: this.room, ...(this.opts.token ? { token: this.opts.token } : {}), ...since, ...(this.opts.patches ? { patches: true } : {}) },
          (f) => f.type === 'update' || f.type === 'error');
        if (first.type === 'error') {
          lastErr = `${target.name}: ${first.code} ${first.message}`;
          await c.close();
        } else {
          this.attach(c, target);
          return;
        }
      } catch (err) {
        lastErr = `${target.name}: ${(err as Error).message}`;
      }
      await sleep(200);
      const live = this.cluster.alive();
      target = live[Math.floor(Math.random() * live.length)] ?? target;
    }
    if (!this.stopped) throw new Error(`player ${this.room}/${this.opts.seat} could not reconnect: ${lastErr}`);
  }

  private attach(c: Client, proc: ClusterProcess): void {
    this.client = c;
    // A new connection starts afresh: the move sent on the old one may never have arrived.
    this.lastSent = -1;
    this.connections.push({ client: c, proc });
    const first = c.frames.find((f) => f.type === 'update');
    if (first && first.version < this.maxVersion) this.wentBack.push({ before: this.maxVersion, after: first.version });
    for (const f of c.frames) this.onFrame(f);
    c.onFrame = (f) => this.onFrame(f);
    c.ws.on('close', (code) => {
      this.closes.push(code);
      if (this.stopped || this.opts.reconnect === false) return;
      // Any live process will do: the one it reaches forwards to the room's owner, or claims the room.
      const live = this.cluster.alive();
      void this.connect(live[Math.floor(Math.random() * live.length)] ?? proc).catch((err: unknown) => { this.reconnectError = (err as Error).message; });
    });
  }

  private onFrame(f: Frame): void {
    if (f.type === 'update') this.maxVersion = Math.max(this.maxVersion, f.version as number);
    if (f.ack !== undefined && this.sent.has(String(f.ack)) && !this.acked.some((a) => a.id === f.ack)) {
      const s = this.sent.get(String(f.ack))!;
      this.acked.push({ room: this.room, seat: this.opts.seat as number, version: f.version, action: s.action, id: String(f.ack) });
    }
    if (!this.rng) return;
    if (f.type === 'error' && f.code !== 'STALE_VERSION' && f.code !== 'RATE_LIMITED') {
      this.lastSent = -1;
      this.client.send({ type: 'sync' });
      return;
    }
    if (f.type !== 'update' || f.status !== 'playing' || !f.legal?.length || f.version <= this.lastSent) return;
    this.lastSent = f.version;
    const version = f.version as number;
    const action = this.rng.pick(f.legal as Array<{ action: number }>).action;
    const client = this.client;
    const send = () => {
      if (this.stopped || client !== this.client || client.closed) return;
      const id = `${this.opts.seat}-${this.n++}`;
      this.sent.set(id, { action, version });
      client.send({ type: 'action', action, expectedVersion: version, id });
    };
    if (this.opts.thinkMs) setTimeout(send, this.opts.thinkMs);
    else send();
  }

  /** Starts playing random legal moves (now and on every update that offers some). */
  play(seed: number): void {
    this.rng = new Rng(seed);
    const last = this.client.lastUpdate();
    if (last) this.onFrame(last);
  }

  finished(): boolean {
    return this.client?.lastUpdate()?.status === 'finished';
  }

  /** Every update frame over every connection, in order. */
  updates(): Frame[] {
    return this.connections.flatMap((c) => c.client.frames.filter((f) => f.type === 'update'));
  }

  /** One line on where this player stands (failure messages). */
  describe(): string {
    const u = this.client?.lastUpdate();
    const conns = this.connections.map((c) => `${c.proc.name}${c.client.closed ? `(closed ${c.client.closeCode})` : ''}`).join(',');
    return `${this.room}/${this.opts.seat}: v${u?.version} ${u?.status} legal ${u?.legal?.length ?? '-'} active ${JSON.stringify(u?.active)}; acked ${this.acked.length}, sent ${this.sent.size}; connections ${conns}; closes ${this.closes.join(',')}; last frame ${this.client?.raw.at(-1)?.slice(0, 200)}${this.reconnectError ? `; gave up: ${this.reconnectError}` : ''}`;
  }

  async close(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.connections.map((c) => c.client.close()));
  }
}

/** Waits until `check()` holds, polling every 50 ms. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string, logs?: () => string | Promise<string>): Promise<number> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${logs ? `\n${await logs()}` : ''}`);
    await sleep(50);
  }
  return Date.now() - t0;
}

/** POST /api/rooms on `proc`; throws with the answer when it is not 201. */
export async function createRoomOn(proc: ClusterProcess, game: string, seats: unknown[], extra: Record<string, unknown> = {}): Promise<{ code: string; hostToken: string }> {
  const res = await api<{ code: string; hostToken: string }>(proc.url, 'POST', '/api/rooms', { game, seats, dropReplaceSeconds: null, ...extra });
  if (res.status !== 201) throw new Error(`create on ${proc.name} failed (${res.status}): ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function joinOn(proc: ClusterProcess, code: string, name: string, seat: number): Promise<string> {
  const res = await api<{ token: string }>(proc.url, 'POST', `/api/rooms/${code}/join`, { name, seat });
  if (res.status !== 200) throw new Error(`join ${code} seat ${seat} on ${proc.name} failed (${res.status}): ${JSON.stringify(res.body)}`);
  return res.body.token;
}

export async function startOn(proc: ClusterProcess, code: string, hostToken: string): Promise<void> {
  const res = await api(proc.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
  if (res.status !== 200) throw new Error(`start ${code} on ${proc.name} failed (${res.status}): ${JSON.stringify(res.body)}`);
}

export async function recordOn(proc: ClusterProcess, code: string): Promise<MatchRecord> {
  const res = await api<MatchRecord>(proc.url, 'GET', `/api/rooms/${code}/record`);
  if (res.status !== 200) throw new Error(`record of ${code} on ${proc.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The state after every version of a record (index = version). */
export function statesOf(game: AnyGame, rec: MatchRecord): unknown[] {
  let state = game.setup({ players: rec.players, seed: rec.seed, options: rec.options, content: rec.content });
  const states = [state];
  for (const [seat, action] of rec.actions) {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`record does not replay at version ${states.length}: ${r.error.message}`);
    states.push((state = r.state));
  }
  return states;
}

export const isUpdate = (f: Frame): boolean => f.type === 'update';
