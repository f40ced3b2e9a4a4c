/**
 * Assembles the server: storage, write queue, rooms, HTTP routes and the WebSocket endpoint.
 * `buildServer` is what main.ts, the tests and the benchmark start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { AnyGame } from '../engine/index.ts';
import { listGames, getGame } from '../games/all.ts';
import { BotPool, defaultBotWorkers, pooledBots } from './bots/pool.ts';
import { BotFailureCount, defaultBots, type BotProvider } from './bots/bots.ts';
import { Connection, DEFAULT_LIMITS, type ConnectionLimits } from './http/connection.ts';
import { registerHttpRoutes } from './http/routes.ts';
import { capConnectionsPerAddress } from './http/connection-cap.ts';
import { AddressBudget, SocketCounter, contentBudgetOf, registerHttpLimit } from './http/limit.ts';
import { registerSecurityHeaders, trimAssetHeaders } from './http/security.ts';
import { DEFAULT_TIMER_MINIMUMS, type TimerMinimums } from './room/protocol.ts';
import { DEFAULT_RETENTION, type RetentionPolicy } from './room/retention.ts';
import { RoomManager, type GameCatalog } from './room/rooms.ts';
import { PostgresStorage } from './storage/postgres.ts';
import { SqliteStorage, type SqliteSync, type SqliteWriter } from './storage/sqlite.ts';
import type { Storage } from './storage/types.ts';
import { WriteQueue } from './storage/write-queue.ts';
import type { Logger } from './common/logger.ts';
import { createLogger, type LogFormat } from './common/log-output.ts';
import type { RoomDeps } from './room/room.ts';
import { WorkshopManager } from './workshop/workshops.ts';
import type { WaitLimits } from './workshop/student-waits.ts';
import { ClusterBus } from './cluster/bus.ts';
import { ClusterCoordinator, newProcessId } from './cluster/cluster.ts';
import { Forwarder } from './cluster/forward.ts';
import { LeaseStore } from './cluster/leases.ts';
import { FORWARDED_HEADER, acceptClusterSocket, registerClusterRouting, serveForwardedHttp } from './cluster/routing.ts';

export interface ServerOptions {
  /** The address students use (docs/workshop.md): `CROSSINGS_PUBLIC_URL` when not given. */
  publicUrl?: string;
  /** Where crossings.db lives; ignored when `storage` is given. */
  dataDir?: string;
  sqliteSync?: SqliteSync;
  /** How commits reach the disk; see SqliteOptions.writer (the server's default: async-fsync, sqlite.ts). */
  sqliteWriter?: SqliteWriter;
  /** A PostgreSQL connection string (postgres://…): storage in PostgreSQL, `dataDir` unused; ignored when `storage` is given. */
  databaseUrl?: string | null;
  /** A Redis URL: with `databaseUrl`, cluster mode (docs/cluster.md, src/server/cluster/). */
  redisUrl?: string | null;
  /** Cluster mode: how long a lease lasts unrenewed (default 3 s). */
  leaseMs?: number;
  /** Cluster mode: this process's id (default: host, pid and a random part). */
  processId?: string;
  storage?: Storage;
  /** Games besides the registered ones (tests add the Pledge fixture). */
  extraGames?: AnyGame[];
  bots?: BotProvider;
  /** false = silent; a level name = pino at that level (CROSSINGS_LOG_LEVEL). */
  logLevel?: string | false;
  /** How log lines look (common/log-output.ts): one JSON object a line (default), or readable lines. */
  logFormat?: LogFormat;
  botThinkMs?: number;
  limits?: Partial<ConnectionLimits>;
  finishedRoomTtlMs?: number;
  lobbyTtlMs?: number;
  /** When finished, never-started and idle rooms are deleted from storage (room/retention.ts). */
  retention?: Partial<RetentionPolicy>;
  /** The shortest turn timers and drop-replace delay a room may set; tests lower them. */
  timerMinimums?: Partial<TimerMinimums>;
  /** Directory of the built web client to serve at `/`; default dist/web if built, null = none. */
  webRoot?: string | null;
  /** HTTP API requests and WebSocket hellos per second per client address (burst five times that); default 50. */
  httpRatePerSecond?: number;
  /** Rooms one address may create per minute (default 30). */
  roomsPerMinute?: number;
  /** WebSocket connections one address may hold open (default 128). */
  maxSocketsPerAddress?: number;
  /** Open TCP connections (HTTP and WebSocket) one client address may hold (http/connection-cap.ts); default 256. */
  maxConnectionsPerAddress?: number;
  /** How often silent WebSocket peers are pinged; one missed pong ends the connection. */
  heartbeatMs?: number;
  /** Worker threads for bot decisions (default: one per core but one, see defaultBotWorkers); 0 runs bots on the event loop. */
  botWorkers?: number;
  /** Without a turn timer, how long a person may take before their workshop table counts as stuck (default 3 minutes). */
  workshopStuckMs?: number;
  /** Bytes of new rooms and workshops (custom content as JSON, plus 1 kB each) one address may store per hour (default 2 MB; a burst of twice that). */
  contentBytesPerHour?: number;
  /** A workshop unused this long leaves memory unless its tables are being played (default 10 minutes). */
  workshopIdleMs?: number;
  /** Joins one address may make into one workshop: a burst, then so many per second (default 60, then 0.5/s). */
  workshopJoinLimit?: { burst: number; ratePerSecond: number };
  /** Students' status requests held open (the waiting page's long poll): per address and in all (default 128 and 4096). */
  workshopWaitLimits?: WaitLimits;
  /** Called when a write fails; the default exits, since memory is then ahead of the disk. */
  onFatal?: (err: unknown) => void;
}

export interface CrossingsServer {
  app: FastifyInstance;
  manager: RoomManager;
  workshops: WorkshopManager;
  queue: WriteQueue;
  /** The bot threads (null when bots run on the event loop). */
  botPool: BotPool | null;
  /** Bot decisions that failed (each logged as an error; /health shows the count). */
  botFailures: BotFailureCount;
  /** Cluster mode's coordinator (null for a single process). */
  cluster: ClusterCoordinator | null;
  /** What was loaded from storage at start (the start's log line says it). */
  restored: { rooms: number; workshops: number; bots: string };
  close(): Promise<void>;
}

/**
 * Cluster mode: a pipe to another process whose lease for its room is gone (the owner died or let
 * go) is closed with 4001, so its client reconnects and reaches the room's new owner.
 */
async function watchForwarded(forwarder: Forwarder, leases: LeaseStore, bus: ClusterBus, log: Logger): Promise<void> {
  // A process that no longer listens on the bus has died, though its leases live on for up to their
  // length: its pipes close now (the clients see "reconnecting" and come back to a live process, which
  // waits for the lease, cluster.ts) and the clients it forwarded here count as disconnected at once.
  const pipes = forwarder.pipes();
  const peers = new Set([...forwarder.remotePeers(), ...[...pipes.values()].flatMap((owners) => [...owners])]);
  for (const peer of peers) {
    if (await bus.listening(peer)) continue;
    forwarder.dropRemote(peer);
    const n = forwarder.closePipes({ owner: peer }, 'the room\'s server process stopped');
    if (n) log.info({ owner: peer, pipes: n }, 'cluster: closed pipes to a process that no longer listens');
  }
  if (!pipes.size) return;
  const holders = await leases.holders([...pipes.keys()]);
  for (const [key, owners] of pipes) {
    const live = holders.get(key)?.owner;
    for (const owner of owners) {
      if (owner !== live) {
        const n = forwarder.closePipes({ key, owner }, 'the room\'s server process changed');
        if (n) log.info({ key, owner, now: live ?? null, pipes: n }, 'cluster: closed pipes to a process that no longer plays the room');
      }
    }
  }
}

function clusterHealth(cluster: ClusterCoordinator, forwarder: Forwarder): () => object {
  return () => ({ process: cluster.processId, leaseMs: cluster.leaseMs, leases: cluster.heldKeys().length, ...cluster.stats, forwarding: forwarder.stats() });
}

/** WebSocket frames above this close the socket (1009); the protocol's own limit is far lower. */
const HARD_MAX_PAYLOAD = 64 * 1024;

export function catalog(extra: AnyGame[] = []): GameCatalog {
  const extras = new Map(extra.map((g) => [g.id, g]));
  return {
    list: () => [...listGames(), ...[...extras.values()].filter((g) => !listGames().some((r) => r.id === g.id))],
    get: (id) => {
      try {
        return getGame(id);
      } catch {
        return extras.get(id);
      }
    },
  };
}

/** dist/web (the built web client) when it has been built; null otherwise. */
function defaultWebRoot(): string | null {
  const dir = fileURLToPath(new URL('../../dist/web', import.meta.url));
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : null;
}

export async function buildServer(opts: ServerOptions = {}): Promise<CrossingsServer> {
  const app = Fastify({
    ...(opts.logLevel === false ? { logger: false } : { loggerInstance: createLogger(opts.logLevel ?? 'info', opts.logFormat ?? 'json') as FastifyBaseLogger }),
    // One line per request would bury what matters (a start, a room or workshop created or ended, an
    // error) in a class's hundreds of requests: requests are logged only at debug level (below).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Errors the router raises before any route (a bad URL, a too-long parameter) get the API's error shape too.
    frameworkErrors: (err, _req, reply) => {
      const status = (err as { statusCode?: number }).statusCode ?? 400;
      void (reply as FastifyReply).status(status >= 400 && status < 500 ? status : 400).send({ error: { code: 'INVALID_REQUEST', message: err.message } });
    },
  });
  const log: Logger = app.log;
  if (opts.logLevel === 'debug' || opts.logLevel === 'trace') {
    app.addHook('onResponse', (req, reply, done) => {
      req.log.debug({ method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
      done();
    });
  }
  const storage = opts.storage ?? (opts.databaseUrl ? await PostgresStorage.open(opts.databaseUrl, {
    onIdleError: (err) => log.warn({ err }, 'an idle PostgreSQL connection failed; the pool opens a new one when needed'),
  }) : new SqliteStorage(path.join(opts.dataDir ?? './data', 'crossings.db'), {
    sync: opts.sqliteSync ?? 'FULL',
    writer: opts.sqliteWriter ?? 'async-fsync',
    onStaleLock: (previous) => log.warn({ previous }, `data directory lock: the last server (pid ${previous.pid}) stopped without releasing it (killed or crashed); the lock was free, this server takes it over`),
  }));
  const onFatal = opts.onFatal ?? ((err: unknown) => {
    app.log.fatal({ err }, 'a write to storage failed; exiting so a restart rebuilds from what is durable');
    process.exit(1);
  });
  const queue = new WriteQueue(storage, onFatal);
  // Searching bots think on worker threads; `botWorkers: 0` keeps every bot inline.
  const botWorkers = opts.botWorkers ?? defaultBotWorkers();
  const pool = botWorkers > 0 ? new BotPool(botWorkers, log) : null;
  const baseBots = opts.bots ?? defaultBots;
  const registered = (id: string) => listGames().some((g) => g.id === id);
  const bots = pool ? pooledBots(baseBots, pool, registered) : baseBots;
  const botFailures = new BotFailureCount();
  const roomDeps: RoomDeps = { queue, bots, botFailures, log, now: Date.now };
  const timerMinimums = { ...DEFAULT_TIMER_MINIMUMS, ...opts.timerMinimums };
  const botThinkMs = opts.botThinkMs ?? 600;
  const manager = new RoomManager(storage, catalog(opts.extraGames), roomDeps, {
    defaultBotThinkMs: botThinkMs,
    finishedRoomTtlMs: opts.finishedRoomTtlMs ?? 10 * 60_000,
    lobbyTtlMs: opts.lobbyTtlMs ?? 60 * 60_000,
    retention: { ...DEFAULT_RETENTION, ...opts.retention },
    timerMinimums,
  });
  // Workshops first: their tables are paused as the rooms are rebuilt (docs/workshop.md).
  const workshops = new WorkshopManager({ storage, queue, rooms: manager, log, now: Date.now, defaultBotThinkMs: botThinkMs, timerMinimums, retention: { ...DEFAULT_RETENTION, ...opts.retention }, ...(opts.workshopIdleMs !== undefined ? { idleMs: opts.workshopIdleMs } : {}), ...(opts.workshopWaitLimits ? { waitLimits: opts.workshopWaitLimits } : {}) });
  const limits: ConnectionLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  const connections = new Set<Connection>();
  // Cluster mode: no room is loaded at start; each is loaded by the process that takes its lease.
  const clustered = Boolean(opts.redisUrl && opts.databaseUrl);
  let cluster: ClusterCoordinator | null = null;
  let forwarder: Forwarder | null = null;
  let bus: ClusterBus | null = null;
  let leases: LeaseStore | null = null;
  const activeWorkshops = await workshops.init(!clustered);
  const restored = await manager.init(!clustered);
  await workshops.afterRoomsRestored();
  if (clustered) {
    const processId = opts.processId ?? newProcessId();
    leases = await LeaseStore.open(opts.databaseUrl!, {
      ttlMs: opts.leaseMs ?? 3000,
      onIdleError: (err) => log.warn({ err }, 'leases: an idle PostgreSQL connection failed; the pool opens a new one when needed'),
    });
    bus = await ClusterBus.connect(opts.redisUrl!, processId, log);
    const fwd = new Forwarder(bus, log, {
      // A client forwarded from another process is served like one connected here, from its own address.
      openSocket: (socket, address) => {
        new Connection(socket as unknown as WebSocket, { manager, workshops, queue, limits, log, registry: connections, address, budget });
      },
      handleHttp: (req) => serveForwardedHttp(app, req),
    });
    forwarder = fwd;
    cluster = new ClusterCoordinator({
      processId, leases, storage, queue, manager, workshops, log,
      connections: () => connections,
      onWatch: () => watchForwarded(fwd, leases!, bus!, log),
      listening: (id) => bus!.listening(id),
    });
  }
  // The start's one line at info level is main.ts's "listening on", which carries these counts.
  app.log.debug({ restored, workshops: activeWorkshops, bots: bots.source, cluster: cluster?.processId }, clustered ? 'cluster mode: rooms are loaded as this process takes their leases' : 'rooms restored from storage');

  const httpRate = opts.httpRatePerSecond ?? 50;
  const budget = new AddressBudget({ ratePerSecond: httpRate, burst: httpRate * 5 });
  const sockets = new SocketCounter(opts.maxSocketsPerAddress ?? 128);
  let lastRefusalLog = 0;
  const connectionCap = capConnectionsPerAddress(app.server, opts.maxConnectionsPerAddress ?? 256, (address, max) => {
    // A flood would log a line per connection: one a minute says it, /health counts them all.
    if (Date.now() - lastRefusalLog < 60_000) return;
    lastRefusalLog = Date.now();
    log.warn({ address, max }, 'connections refused: an address holds as many open connections as it may');
  });
  await registerSecurityHeaders(app);
  await app.register(websocket, { options: { maxPayload: HARD_MAX_PAYLOAD } });
  app.get('/ws', {
    websocket: true,
    // Refused before the upgrade, so a socket over the cap is never opened.
    preValidation: async (req, reply) => {
      if (sockets.open(req.ip)) {
        // Counted until the TCP socket closes, whether or not the upgrade succeeds.
        req.raw.socket.once('close', () => sockets.close(req.ip));
        return;
      }
      reply.status(429).send({ error: { code: 'TOO_MANY_SOCKETS', message: `At most ${sockets.max} connections from one address; close some and try again.` } });
    },
  }, (socket, req) => {
    const serveHere = () => { new Connection(socket, { manager, workshops, queue, limits, log, registry: connections, address: req.ip, budget }); };
    if (cluster && forwarder) acceptClusterSocket(socket, req.ip, cluster, forwarder, serveHere, log);
    else serveHere();
  });
  const webRoot = opts.webRoot === undefined ? defaultWebRoot() : opts.webRoot;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot, prefix: '/', wildcard: true, index: ['index.html'],
      // scripts/compress-web.mjs wrote .br and .gz copies at build time: sent to browsers that take them.
      preCompressed: true,
      cacheControl: false,
      // The build's manifests (.vite/) are for the server's page answers (http/page-html.ts), not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      setHeaders: (reply, file) => {
        // Vite names every file under assets/ by its content's hash: a new build is a new name, so a
        // phone keeps them for a year without asking again. The page itself is asked again each visit.
        reply.header('cache-control', /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
        trimAssetHeaders(reply, file);
      },
    });
  }
  const heartbeat = setInterval(() => { for (const c of connections) c.heartbeat(); }, opts.heartbeatMs ?? 30_000);
  heartbeat.unref();
  registerHttpLimit(app, budget);
  if (cluster && forwarder) registerClusterRouting(app, cluster, forwarder);
  await registerHttpRoutes(app, { manager, queue, bots, botFailures, connections: () => connections.size, connectionsRefused: () => connectionCap.refused, webRoot, roomsPerMinute: opts.roomsPerMinute ?? 30, workshops, stuckAfterMs: opts.workshopStuckMs, workshopJoinLimit: opts.workshopJoinLimit,
    ...(opts.contentBytesPerHour !== undefined ? { contentBudget: contentBudgetOf(opts.contentBytesPerHour) } : {}),
    publicUrl: opts.publicUrl ?? process.env.CROSSINGS_PUBLIC_URL,
    ...(clustered ? { holdRefusal: (req: FastifyRequest) => (req.headers[FORWARDED_HEADER] === undefined ? null : 'this class is run by another server process, and a request forwarded to it is not held') } : {}),
    ...(cluster && forwarder ? { cluster: clusterHealth(cluster, forwarder) } : {}) });

  await cluster?.start();

  return {
    app,
    manager,
    workshops,
    queue,
    botPool: pool,
    botFailures,
    cluster,
    restored: { rooms: restored, workshops: activeWorkshops, bots: bots.source },
    async close() {
      clearInterval(heartbeat);
      manager.close();
      workshops.close();
      await app.close();
      await pool?.close();
      await queue.drained();
      // Leases are handed back only once every write is durable, so the next owner reads all of it.
      await cluster?.close();
      forwarder?.close();
      await bus?.close();
      await leases?.close();
      await storage.close();
    },
  };
}
