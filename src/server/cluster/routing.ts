/**
 * Cluster mode: where a WebSocket or an HTTP request for a room or workshop goes (docs/cluster.md).
 * Served here when this process holds (or can claim) the lease; otherwise forwarded over Redis to the
 * process that does (forward.ts). A request that arrives forwarded is never forwarded again: if this
 * process turns out not to hold the lease either (it moved meanwhile), it answers ROOM_MOVED and the
 * client tries again.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { parseClientMessage } from '../room/protocol.ts';
import { normaliseCode } from '../room/tokens.ts';
import type { Logger } from '../common/logger.ts';
import type { ClusterCoordinator, Route } from './cluster.ts';
import type { ForwardedHttpRequest, ForwardedHttpReply, Forwarder } from './forward.ts';

/** Set on requests a process forwards, so the owner serves them itself. */
export const FORWARDED_HEADER = 'x-crossings-forwarded';

/** The headers a route may read (tokens, body type); nothing else crosses. */
const FORWARDED_HEADERS = ['content-type', 'authorization', 'accept', 'accept-language'];

/** Routes whose `:code` names a room or a workshop (their lease decides who serves them). */
function leased(req: FastifyRequest): { kind: 'room' | 'workshop'; code: string } | null {
  const route = req.routeOptions.url ?? '';
  const code = (req.params as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return null;
  const normal = normaliseCode(code);
  if (route.startsWith('/api/rooms/:code')) return { kind: 'room', code: normal };
  if (route.startsWith('/api/workshops/:code')) return { kind: 'workshop', code: normal };
  return null;
}

const MOVED = { error: { code: 'ROOM_MOVED', message: 'That room is changing server process just now; try again in a moment.' } };

export function registerClusterRouting(app: FastifyInstance, cluster: ClusterCoordinator, forwarder: Forwarder): void {
  app.addHook('preHandler', async (req, reply) => {
    const target = leased(req);
    if (!target || !/^[A-Z0-9]{1,16}$/.test(target.code)) return;
    const key = target.kind === 'workshop' ? target.code : await cluster.roomKey(target.code);
    if (key === null) return; // no such room: the route says so
    const route: Route = await cluster.route(key);
    if (route.local) return;
    if (req.headers[FORWARDED_HEADER] !== undefined || route.owner === '') {
      await reply.status(503).send(MOVED);
      return reply;
    }
    const headers: Record<string, string> = {};
    for (const h of FORWARDED_HEADERS) {
      const v = req.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    const forwarded: ForwardedHttpRequest = {
      method: req.method,
      url: req.url,
      headers,
      ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}),
      ip: req.ip,
    };
    const answer = await forwarder.forwardHttp(route.owner, forwarded);
    reply.status(answer.status);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name === 'content-type' || name === 'content-disposition' || name === 'cache-control') reply.header(name, value);
    }
    await reply.send(answer.body);
    return reply;
  });
}

/** The owner's side of a forwarded HTTP request: run through this process's own router. */
export async function serveForwardedHttp(app: FastifyInstance, req: ForwardedHttpRequest): Promise<ForwardedHttpReply> {
  const res = await app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: { ...req.headers, [FORWARDED_HEADER]: '1' },
    ...(req.body !== undefined ? { payload: req.body } : {}),
    remoteAddress: req.ip,
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers[name] = value;
  return { status: res.statusCode, headers, body: res.body };
}

/**
 * A new WebSocket in cluster mode: its first message (the hello) names the room; the socket is then
 * served here (`serveHere` builds the Connection, which gets the hello and anything sent meanwhile)
 * or piped to the owner. Anything but a hello first is served here, where it gets its error.
 */
export function acceptClusterSocket(socket: WebSocket, address: string, cluster: ClusterCoordinator, forwarder: Forwarder,
  serveHere: () => void, log: Logger): void {
  const early: Buffer[] = [];
  const hold = (data: Buffer) => { early.push(data); };
  const handOver = (route: Route, key: string | null) => {
    socket.off('message', hold);
    if (socket.readyState !== socket.OPEN) return; // the client left while its room was looked up
    const [first, ...rest] = early;
    if (route.local || key === null) {
      serveHere();
      for (const data of early) socket.emit('message', data, false);
      return;
    }
    forwarder.forwardSocket(socket, first, route.owner, key, address);
    for (const data of rest) socket.emit('message', data, false);
  };
  socket.once('message', (data: Buffer) => {
    early.push(data);
    socket.on('message', hold);
    const parsed = parseClientMessage(data);
    const hello = parsed.ok && parsed.msg.type === 'hello' ? parsed.msg : null;
    const code = hello ? normaliseCode(hello.room) : '';
    if (!hello || !/^[A-Z0-9]{1,16}$/.test(code)) {
      handOver({ local: true }, null);
      return;
    }
    void (async () => {
      const key = await cluster.roomKey(code);
      if (key === null) return handOver({ local: true }, null);
      const route = await cluster.route(key);
      // Nobody holds it and another process won the claim but let go: serve here, where `get` explains.
      handOver(route.local === false && route.owner === '' ? { local: true } : route, key);
    })().catch((err: unknown) => {
      log.error({ err }, 'cluster: routing a connection failed');
      handOver({ local: true }, null);
    });
  });
}
