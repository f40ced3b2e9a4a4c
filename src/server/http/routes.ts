/**
 * The HTTP API: games, rooms (create, join, leave, start, state, record), health and the status
 * page. Changes are answered only once durable (`queue.drained()`), so a seat token the client
 * holds survives a crash. The main file of src/server/http/, which owns the edge to clients (routes,
 * the WebSocket connection, limits, headers) and may import workshop/, room/, bots/, storage/ and
 * common/ (README.md there).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { CreateRoomSchema, JoinSchema, StartSchema } from '../room/protocol.ts';
import { RoomError } from '../room/errors.ts';
import { FencedError, leaseKeyOf } from '../storage/types.ts';
import type { RoomManager } from '../room/rooms.ts';
import type { Room } from '../room/room.ts';
import { statusPage } from './status-page.ts';
import { gamesListing } from './games-listing.ts';
import { publicCode } from '../room/tokens.ts';
import type { WriteQueue } from '../storage/write-queue.ts';
import type { BotFailureCount, BotProvider } from '../bots/bots.ts';
import { registerWorkshopRoutes } from './workshop-routes.ts';
import { registerClassRoutes } from './class-routes.ts';
import { PageHtml } from './page-html.ts';
import { registerPageRoutes } from './page-routes.ts';
import type { WorkshopManager } from '../workshop/workshops.ts';
import { AddressBudget, CONTENT_BUDGET, withinContentBudget, type HttpLimit } from './limit.ts';

function parse<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw new RoomError('INVALID_REQUEST', result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; '));
  }
  return result.data;
}

function bearer(req: FastifyRequest): string {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw new RoomError('BAD_TOKEN', 'Send the token as "Authorization: Bearer <token>".');
  return match[1];
}

type CodeParams = { Params: { code: string } };

/**
 * May this request see the names at this room's seats? Always for an ordinary room; for a workshop's
 * table only with a seat token of it or its workshop's facilitator token (docs/workshop.md, "Names").
 */
async function seesNames(req: FastifyRequest, room: Room, workshops: WorkshopManager | undefined): Promise<boolean> {
  const workshop = room.config.workshop;
  if (workshop === undefined) return true;
  const header = req.headers.authorization;
  const token = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (token === undefined) return false;
  return room.seatForToken(token) !== null || (workshops !== undefined && await workshops.isFacilitator(workshop, token));
}


export interface HttpContext {
  manager: RoomManager;
  queue: WriteQueue;
  bots: BotProvider;
  /** Failed bot decisions, server-wide (room/timers.ts). */
  botFailures: BotFailureCount;
  connections: () => number;
  /** TCP connections refused since the start for an address over its cap (connection-cap.ts). */
  connectionsRefused?: () => number;
  /** The built web client (dist/web), served at `/` when present. */
  webRoot: string | null;
  /** Rooms (and, apart, workshops) one client address may create per minute. */
  roomsPerMinute: number;
  /** Workshops (docs/workshop.md); their routes are workshop-routes.ts. */
  workshops?: WorkshopManager;
  /** Without a turn timer, how long a person may take before their workshop table counts as stuck. */
  stuckAfterMs?: number;
  /** Joins one address may make into one workshop (workshop-routes.ts, DEFAULT_JOIN_LIMIT). */
  workshopJoinLimit?: { burst: number; ratePerSecond: number } | undefined;
  /** Cluster mode: why a student's status request cannot be held here (workshop-routes.ts). */
  holdRefusal?: (req: FastifyRequest) => string | null;
  /** `CROSSINGS_PUBLIC_URL`: the address students use behind a proxy or a domain (join-address.ts). */
  publicUrl?: string | undefined;
  /** Cluster mode: this process's id, leases and forwarding counters for /health. */
  cluster?: () => object;
  /** Bytes one address may store by creating rooms and workshops (limit.ts, CONTENT_BUDGET). */
  contentBudget?: HttpLimit | undefined;
}

export async function registerHttpRoutes(app: FastifyInstance, ctx: HttpContext): Promise<void> {
  const { manager, queue } = ctx;
  // Per-route limits (only routes that ask for one); the per-second budget of every API request is limit.ts.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many ${_req.url.startsWith('/api/workshops') ? 'workshops' : 'rooms'} created from this address: at most ${context.max} per minute. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });
  const startedAt = Date.now();
  const contentBudget = new AddressBudget(ctx.contentBudget ?? CONTENT_BUDGET);
  app.addHook('onClose', async () => contentBudget.close());

  app.get('/health', async () => {
    const rooms = manager.resident();
    return {
      ok: true,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      rooms: { inMemory: rooms.length, playing: rooms.filter((r) => r.status === 'playing').length },
      connections: ctx.connections(),
      connectionsRefused: ctx.connectionsRefused?.() ?? 0,
      // Students' status requests held open now, and those answered at once for a bound (student-waits.ts).
      ...(ctx.workshops ? { studentWaits: { held: ctx.workshops.waits.size, refused: ctx.workshops.waits.refused } } : {}),
      writes: queue.stats,
      bots: ctx.bots.source,
      // Each failure is also logged at error level; a healthy server keeps this at 0.
      botFailures: { total: ctx.botFailures.total, ...ctx.botFailures.byKind },
      cpu: process.cpuUsage(),
      rssBytes: process.memoryUsage().rss,
      ...(ctx.cluster ? { cluster: ctx.cluster() } : {}),
    };
  });

  const status = async (_req: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8');
    return statusPage(manager.games.list(), manager.resident());
  };
  app.get('/status', status);
  // Until the web client is built, `/` is the status page.
  if (!ctx.webRoot) app.get('/', status);

  app.get('/api/games', async () => ({
    games: gamesListing(manager.games.list()),
    bots: ctx.bots.kinds,
  }));

  // Recent rooms; codes of games not yet over are masked (they are invitations).
  app.get('/api/rooms', async () => ({ rooms: (await manager.listStored(100)).map((r) => ({ ...r, code: publicCode(r.code, r.status) })) }));

  app.post('/api/rooms', { config: { rateLimit: { max: ctx.roomsPerMinute, timeWindow: 60_000 } } }, async (req, reply) => {
    const body = parse(CreateRoomSchema, req.body);
    const { room, hostToken } = await withinContentBudget(contentBudget, req, body.content, () => manager.create(body));
    // With the room's lease (cluster mode): rejects with FencedError, answered 503 ROOM_MOVED, when
    // another process took the room over before the write landed, so no reply claims an unstored change.
    await queue.drained(leaseKeyOf(room.config));
    req.log.info({ room: room.code, game: room.config.game }, 'room created');
    reply.status(201);
    return { code: room.code, hostToken, room: room.publicInfo() };
  });

  app.get<CodeParams>('/api/rooms/:code', async (req) => {
    const room = await manager.get(req.params.code);
    return room.publicInfo(await seesNames(req, room, ctx.workshops));
  });

  app.post<CodeParams>('/api/rooms/:code/join', async (req) => {
    const body = parse(JoinSchema, req.body);
    const room = await manager.get(req.params.code);
    const joined = room.join(body.name, body.seat);
    await queue.drained(leaseKeyOf(room.config));
    req.log.debug({ room: room.code, seat: joined.seat }, 'player joined');
    return { ...joined, room: room.publicInfo() };
  });

  app.post<CodeParams>('/api/rooms/:code/leave', async (req) => {
    const room = await manager.get(req.params.code);
    const seat = room.leave(bearer(req));
    await queue.drained(leaseKeyOf(room.config));
    req.log.debug({ room: room.code, seat }, 'player left');
    return { seat, room: room.publicInfo() };
  });

  app.post<CodeParams>('/api/rooms/:code/start', async (req) => {
    const body = parse(StartSchema, req.body);
    const room = await manager.get(req.params.code);
    room.start(bearer(req), body.fillOpenSeatsWith);
    await queue.drained(leaseKeyOf(room.config));
    req.log.debug({ room: room.code }, 'game started');
    return room.publicInfo();
  });

  // The pages a phone opens first name what they load next (page-routes.ts).
  const pages = ctx.webRoot ? new PageHtml(ctx.webRoot, app.log) : null;
  if (pages) registerPageRoutes(app, { pages, manager });
  registerClassRoutes(app, { manager, workshops: ctx.workshops, publicUrl: ctx.publicUrl, pages });
  if (ctx.workshops) registerWorkshopRoutes(app, { workshops: ctx.workshops, queue, perMinute: ctx.roomsPerMinute, stuckAfterMs: ctx.stuckAfterMs, contentBudget, ...(ctx.workshopJoinLimit ? { joinLimit: ctx.workshopJoinLimit } : {}), ...(ctx.holdRefusal ? { holdRefusal: ctx.holdRefusal } : {}) });

  app.get<CodeParams>('/api/rooms/:code/record', async (req) => {
    const room = await manager.get(req.params.code);
    return room.record(await seesNames(req, room, ctx.workshops));
  });

  app.setNotFoundHandler((req, reply) => {
    // The web client routes in the browser: any other page address gets its index.html.
    if (ctx.webRoot && req.method === 'GET' && !req.url.startsWith('/api/') && req.headers.accept?.includes('text/html')) {
      reply.type('text/html; charset=utf-8').sendFile('index.html');
      return;
    }
    reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${req.method} ${req.url}.` } });
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (err instanceof RoomError) {
      reply.status(err.httpStatus).send({ error: { code: err.code, message: err.message } });
      return;
    }
    if (err instanceof FencedError) {
      // Cluster mode: another process took the room over before this change was stored; nothing changed.
      reply.status(503).send({ error: { code: 'ROOM_MOVED', message: 'The room moved to another server process before this change was stored; nothing changed. Try again.' } });
      return;
    }
    if (err.statusCode && err.statusCode < 500) {
      const code = err.statusCode === 429 ? 'RATE_LIMITED' : 'INVALID_REQUEST';
      reply.status(err.statusCode).send({ error: { code, message: err.message } });
      return;
    }
    req.log.error({ err }, 'request failed');
    reply.status(500).send({ error: { code: 'INTERNAL', message: 'The server failed to handle this request.' } });
  });
}
