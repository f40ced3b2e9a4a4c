/**
 * Forwarding over the bus (src/server/cluster/forward.ts, remote-socket.ts) against a real Redis. Two
 * buses with their own process ids in this one test process stand for two server processes: the
 * *entry* has a real `ws` server a real client connects to; the *owner* serves what arrives with a
 * small echo handler instead of a room (the lead's cluster tests run real rooms through it).
 *
 * The echo owner: `close:<code>` closes the socket with that code, `burst:<n>` sends n numbered
 * frames, `ping` pings through the pipe and answers `pong` when the pong comes back, anything else is
 * echoed as `echo:<text>`.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { ClusterBus, type Bus } from '../../src/server/cluster/bus.ts';
import { Connection, DEFAULT_LIMITS } from '../../src/server/http/connection.ts';
import { AddressBudget } from '../../src/server/http/limit.ts';
import { Forwarder, type ForwardedHttpReply, type ForwardedHttpRequest, type ForwarderOptions } from '../../src/server/cluster/forward.ts';
import type { RemoteSocket } from '../../src/server/cluster/remote-socket.ts';
import { Client as FrameClient, createRoom, finished, join, playRandomly, startServer, type Frame } from './helpers.ts';
import { REDIS_TEST_URL, killRedisClient, redisProxy, recordingLogger, redisSkipReason, testProcessId, waitUntil } from './redis-helpers.ts';

const title = (name: string) => (redisSkipReason ? `${name} (skipped: ${redisSkipReason})` : name);
const KEY = 'ROOM1';

/** A bus whose publishes can be made to vanish (one lost message), to show gaps are caught. */
function lossyBus(real: ClusterBus): Bus & { dropNext(t: string): void } {
  let drop: string | null = null;
  return {
    processId: real.processId,
    send: (to, msg) => real.send(to, msg),
    publish: (to, msg) => {
      if (drop !== null && (msg as { t?: string }).t === drop) {
        drop = null;
        return Promise.resolve(1); // "delivered", and lost on the way
      }
      return real.publish(to, msg);
    },
    onMessage: (fn) => real.onMessage(fn),
    onReconnect: (fn) => real.onReconnect(fn),
    dropNext: (t) => { drop = t; },
  };
}

interface OwnerSocket { socket: RemoteSocket; address: string; closes: Array<{ code: number; reason: string }> }

interface Setup {
  entryBus: ClusterBus;
  ownerBus: ClusterBus;
  entry: Forwarder;
  owner: Forwarder;
  ownerLossy: ReturnType<typeof lossyBus>;
  entryLossy: ReturnType<typeof lossyBus>;
  ownerSockets: OwnerSocket[];
  entryLog: ReturnType<typeof recordingLogger>;
  ownerLog: ReturnType<typeof recordingLogger>;
  /** The entry's WebSocket server: a client's first message is piped to `ownerId` (the owner by default). */
  wsUrl: string;
  target: { ownerId: string; key: string };
  http: { handle: (req: ForwardedHttpRequest) => Promise<ForwardedHttpReply> };
  /** What the owner does with a piped socket (the echo owner unless a test replaces it). */
  serve: { open: (socket: RemoteSocket, address: string) => void };
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/** Two forwarders on two buses; the entry's bus reaches Redis at `entryRedisUrl` (a proxy in one test). */
async function setup(opts: ForwarderOptions = {}, entryRedisUrl = REDIS_TEST_URL): Promise<Setup> {
  const entryLog = recordingLogger();
  const ownerLog = recordingLogger();
  const entryBus = await ClusterBus.connect(entryRedisUrl, testProcessId('entry'), entryLog);
  cleanups.push(() => entryBus.close());
  const ownerBus = await ClusterBus.connect(REDIS_TEST_URL, testProcessId('owner'), ownerLog);
  cleanups.push(() => ownerBus.close());
  const entryLossy = lossyBus(entryBus);
  const ownerLossy = lossyBus(ownerBus);
  const ownerSockets: OwnerSocket[] = [];
  const http: Setup['http'] = { handle: (req) => Promise.resolve({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(req) }) };
  const noOwner = { openSocket: () => { throw new Error('the entry serves no forwarded socket in these tests'); }, handleHttp: () => Promise.reject(new Error('not the owner')) };
  const entry = new Forwarder(entryLossy, entryLog, noOwner, opts);
  cleanups.push(() => entry.close());
  const serve: Setup['serve'] = {
    open: (socket, address) => {
      const rec: OwnerSocket = { socket, address, closes: [] };
      ownerSockets.push(rec);
      socket.on('close', (code: number, reason: Buffer) => rec.closes.push({ code, reason: reason.toString() }));
      socket.on('pong', () => socket.send('pong'));
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        const text = data.toString();
        if (isBinary) socket.send(Buffer.concat([Buffer.from('bin:'), data]));
        else if (text.startsWith('close:')) socket.close(Number(text.slice(6)), 'bye');
        else if (text.startsWith('burst:')) for (let i = 0; i < Number(text.slice(6)); i++) socket.send(`frame:${i}`);
        else if (text === 'ping') socket.ping();
        else socket.send(`echo:${text}`);
      });
    },
  };
  const owner = new Forwarder(ownerLossy, ownerLog, {
    openSocket: (socket, address) => serve.open(socket, address),
    handleHttp: (req) => http.handle(req),
  }, opts);
  cleanups.push(() => owner.close());
  const target = { ownerId: ownerBus.processId, key: KEY };
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(wss, 'listening');
  cleanups.push(() => new Promise<void>((resolve) => {
    for (const c of wss.clients) c.terminate();
    wss.close(() => resolve());
  }));
  wss.on('connection', (ws) => {
    ws.once('message', (first: Buffer) => entry.forwardSocket(ws, first, target.ownerId, target.key, '10.0.0.7'));
  });
  const wsUrl = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return { entryBus, ownerBus, entry, owner, ownerLossy, entryLossy, ownerSockets, entryLog, ownerLog, wsUrl, target, http, serve };
}

interface Client { ws: WebSocket; frames: string[]; binaries: Buffer[]; closed: Promise<{ code: number; reason: string }> }

async function client(url: string, hello = 'hello', options: { autoPong?: boolean } = {}): Promise<Client> {
  const ws = new WebSocket(url, options);
  const frames: string[] = [];
  const binaries: Buffer[] = [];
  ws.on('message', (data: Buffer, isBinary: boolean) => (isBinary ? binaries.push(data) : frames.push(data.toString())));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await once(ws, 'open');
  ws.send(hello);
  cleanups.push(() => { ws.terminate(); });
  return { ws, frames, binaries, closed };
}

const MOVED = (frame: string) => JSON.parse(frame).code === 'ROOM_MOVED';

describe('Forwarder: WebSocket pipes', () => {
  it.skipIf(redisSkipReason)(title('pipes frames both ways in order, from the client\'s own address'), async () => {
    const s = await setup();
    const c = await client(s.wsUrl, 'hello');
    await waitUntil(() => c.frames.length === 1, 'the hello echoed');
    expect(c.frames).toEqual(['echo:hello']);
    expect(s.ownerSockets).toHaveLength(1);
    expect(s.ownerSockets[0].address).toBe('10.0.0.7');
    expect(s.entry.pipes()).toEqual(new Map([[KEY, new Set([s.ownerBus.processId])]]));
    const N = 2000;
    for (let i = 0; i < N; i++) c.ws.send(`m${i}`);
    c.ws.send('burst:3000');
    await waitUntil(() => c.frames.length === 1 + N + 3000, 'every echo and the burst', 30_000);
    expect(c.frames.slice(1, 1 + N)).toEqual(Array.from({ length: N }, (_, i) => `echo:m${i}`));
    expect(c.frames.slice(1 + N)).toEqual(Array.from({ length: 3000 }, (_, i) => `frame:${i}`));
    c.ws.send(Buffer.from([0, 1, 2, 255]), { binary: true });
    await waitUntil(() => c.binaries.length === 1, 'the binary echo');
    expect(c.binaries[0]).toEqual(Buffer.from([...Buffer.from('bin:'), 0, 1, 2, 255]));
    const es = s.entry.stats();
    expect(es.pipesOpen).toBe(1);
    expect(es.framesToOwner).toBe(N + 2);
    expect(es.framesFromOwner).toBe(2 + N + 3000);
    expect(c.frames).toHaveLength(1 + N + 3000);
    expect(es.gaps).toBe(0);
    expect(s.owner.stats().remoteOpen).toBe(1);
  });

  it.skipIf(redisSkipReason)(title('the owner\'s close code and reason reach the client, and both sides forget the pipe'), async () => {
    const s = await setup();
    const c = await client(s.wsUrl, 'close:4321');
    expect(await c.closed).toEqual({ code: 4321, reason: 'bye' });
    await waitUntil(() => s.ownerSockets[0]?.closes.length === 1, 'the owner socket\'s close event');
    expect(s.ownerSockets[0].socket.readyState).toBe(3);
    await waitUntil(() => s.entry.stats().pipesOpen === 0 && s.owner.stats().remoteOpen === 0, 'both sides to forget the pipe');
  });

  it.skipIf(redisSkipReason)(title('the client\'s close code and reason reach the owner'), async () => {
    const s = await setup();
    const c = await client(s.wsUrl);
    await waitUntil(() => c.frames.length === 1, 'the hello echoed');
    c.ws.close(4100, 'leaving');
    await waitUntil(() => s.ownerSockets[0].closes.length === 1, 'the owner socket\'s close event');
    expect(s.ownerSockets[0].closes[0]).toEqual({ code: 4100, reason: 'leaving' });
    expect(s.owner.stats().remoteOpen).toBe(0);
    expect(s.entry.stats().pipesOpen).toBe(0);
  });

  it.skipIf(redisSkipReason)(title('frames for a pipe the entry no longer has draw one reset, not one each'), async () => {
    const s = await setup();
    // As frames still in flight after a client left: three for a pipe the entry does not know.
    const resets: unknown[] = [];
    s.ownerBus.onMessage((m) => { if (m.t === 'close' && m.seq === -1) resets.push(m); });
    for (let seq = 5; seq < 8; seq++) s.ownerBus.send(s.entryBus.processId, { t: 'frame', from: s.ownerBus.processId, conn: 999, seq, data: 'late' });
    await waitUntil(() => resets.length === 1, 'the reset');
    await new Promise((r) => setTimeout(r, 200));
    expect(resets).toEqual([{ t: 'close', from: s.entryBus.processId, conn: 999, seq: -1, code: 4001, reason: 'room moved; reconnect' }]);
    expect(s.entry.stats().resets).toBe(1);
    expect(s.owner.stats().malformed + s.entry.stats().malformed).toBe(0);
  });

  it.skipIf(redisSkipReason)(title('a frame lost on the way to the client: never delivered out of order, the client gets 4001'), async () => {
    const s = await setup();
    const c = await client(s.wsUrl, 'a');
    await waitUntil(() => c.frames.length === 1, 'the first echo');
    s.ownerLossy.dropNext('frame');
    c.ws.send('b'); // its echo is lost
    c.ws.send('c');
    const closed = await c.closed;
    expect(closed).toEqual({ code: 4001, reason: 'room moved; reconnect' });
    expect(c.frames[0]).toBe('echo:a');
    expect(c.frames).not.toContain('echo:c');
    expect(MOVED(c.frames.at(-1)!)).toBe(true);
    expect(s.entry.stats().gaps).toBe(1);
    await waitUntil(() => s.ownerSockets[0].closes.length === 1, 'the owner to be told');
    expect(s.ownerSockets[0].closes[0].code).toBe(4001);
    expect(s.entryLog.entries.some((e) => e.level === 'warn' && /lost/.test(e.msg ?? ''))).toBe(true);
  });

  it.skipIf(redisSkipReason)(title('a client message lost on the way to the owner: the owner closes the pipe, the client gets 4001'), async () => {
    const s = await setup();
    const c = await client(s.wsUrl, 'a');
    await waitUntil(() => c.frames.length === 1, 'the first echo');
    s.entryLossy.dropNext('msg');
    c.ws.send('b'); // lost
    c.ws.send('c');
    expect((await c.closed).code).toBe(4001);
    expect(c.frames).not.toContain('echo:c');
    expect(MOVED(c.frames.at(-1)!)).toBe(true);
    expect(s.owner.stats().gaps).toBe(1);
    expect(s.ownerSockets[0].closes[0].code).toBe(4001);
  });

  for (const side of ['entry', 'owner'] as const) {
    it.skipIf(redisSkipReason)(title(`a Redis reconnect of the ${side}'s subscriber closes every pipe on both sides (4001)`), async () => {
      const s = await setup();
      const c1 = await client(s.wsUrl, 'one');
      const c2 = await client(s.wsUrl, 'two');
      await waitUntil(() => c1.frames.length === 1 && c2.frames.length === 1, 'both hellos echoed');
      const bus = side === 'entry' ? s.entryBus : s.ownerBus;
      expect(await killRedisClient(`crossings-sub:${bus.processId}`)).toBe(1);
      expect((await c1.closed).code).toBe(4001);
      expect((await c2.closed).code).toBe(4001);
      await waitUntil(() => s.ownerSockets.every((o) => o.closes.length === 1), 'the owner sockets to close');
      const stats = (side === 'entry' ? s.entry : s.owner).stats();
      expect(stats.reconnectCloses).toBe(2);
      await waitUntil(() => s.entry.stats().pipesOpen === 0 && s.owner.stats().remoteOpen === 0, 'no pipe left');
      // And the bus works again: a new client gets through.
      const c3 = await client(s.wsUrl, 'three');
      await waitUntil(() => c3.frames.length === 1, 'a new client echoed after the reconnect');
    });
  }

  it.skipIf(redisSkipReason)(title('Redis down for the entry: its client is closed (4001), the owner ends its socket at the next ping, all said out loud; then it works again'), async () => {
    const proxy = await redisProxy();
    cleanups.push(() => proxy.close());
    const s = await setup({}, proxy.url);
    const c = await client(s.wsUrl);
    await waitUntil(() => c.frames.length === 1, 'echo');
    proxy.cut();
    c.ws.send('into the void');
    expect((await c.closed).code).toBe(4001);
    expect(MOVED(c.frames.at(-1)!)).toBe(true);
    expect(s.entryBus.counts.publishErrors).toBeGreaterThanOrEqual(1);
    expect(s.entry.stats().ownerUnreachable).toBe(1);
    expect(s.entryLog.entries.some((e) => e.level === 'warn' && /connection lost/.test(e.msg ?? ''))).toBe(true);
    expect(s.entryLog.entries.some((e) => e.level === 'error' && /publishing failed/.test(e.msg ?? ''))).toBe(true);
    // The owner does not know yet; its Connection's next heartbeat ping finds nobody listening.
    expect(s.ownerSockets[0].closes).toEqual([]);
    s.ownerSockets[0].socket.ping();
    await waitUntil(() => s.ownerSockets[0].closes.length === 1, 'the owner socket to end');
    expect(s.ownerSockets[0].closes[0].code).toBe(1006);
    expect(s.owner.stats().remoteOpen).toBe(0);
    proxy.restore();
    // Both of the entry's connections (publisher and subscriber) come back, each closing the pipes it
    // may have lost messages for; a client that opened between the two would be closed by the second.
    await waitUntil(() => s.entryBus.counts.reconnects >= 2, 'the entry bus to reconnect both connections', 10_000);
    const d = await client(s.wsUrl, 'back');
    await waitUntil(() => d.frames.length === 1, 'a new client echoed');
    expect(d.frames).toEqual(['echo:back']);
    // Closing while Redis is down does not hang.
    proxy.cut();
    const closing = Date.now();
    await s.entryBus.close();
    expect(Date.now() - closing).toBeLessThan(5000);
  });

  it.skipIf(redisSkipReason)(title('closePipes(key) sends ROOM_MOVED and 4001 and tells the owner; other keys stay'), async () => {
    const s = await setup();
    const c1 = await client(s.wsUrl, 'one');
    await waitUntil(() => c1.frames.length === 1, 'echo');
    s.target.key = 'ROOM2';
    const c2 = await client(s.wsUrl, 'two');
    await waitUntil(() => c2.frames.length === 1, 'echo');
    expect([...s.entry.pipes().keys()].sort()).toEqual([KEY, 'ROOM2']);
    expect(s.entry.closePipes({ key: KEY, owner: 'someone-else' }, 'test')).toBe(0);
    expect(s.entry.closePipes({ key: KEY }, 'the room\'s server process changed')).toBe(1);
    expect(await c1.closed).toEqual({ code: 4001, reason: 'room moved; reconnect' });
    expect(MOVED(c1.frames.at(-1)!)).toBe(true);
    await waitUntil(() => s.ownerSockets[0].closes.length === 1, 'the owner told');
    c2.ws.send('still');
    await waitUntil(() => c2.frames.length === 2, 'the other pipe still works');
    expect(s.entry.closePipes({ owner: s.ownerBus.processId }, 'owner gone')).toBe(1);
    expect((await c2.closed).code).toBe(4001);
  });

  it.skipIf(redisSkipReason)(title('dropRemote ends the sockets of a vanished entry; a message that still comes is answered with 4001'), async () => {
    const s = await setup();
    const c = await client(s.wsUrl);
    await waitUntil(() => c.frames.length === 1, 'echo');
    expect(s.owner.dropRemote('some-other-process')).toBe(0);
    expect(s.owner.dropRemote(s.entryBus.processId)).toBe(1);
    await waitUntil(() => s.ownerSockets[0].closes.length === 1, 'the owner socket closed');
    expect(s.ownerSockets[0].closes[0].code).toBe(1006);
    c.ws.send('anyone?');
    expect((await c.closed).code).toBe(4001);
    expect(c.frames).toEqual(['echo:hello']);
  });

  it.skipIf(redisSkipReason)(title('a client whose owner is not listening is closed with 4001 at once'), async () => {
    const s = await setup();
    s.target.ownerId = testProcessId('gone');
    const c = await client(s.wsUrl);
    expect((await c.closed).code).toBe(4001);
    expect(s.entry.stats().ownerUnreachable).toBe(1);
  });

  it.skipIf(redisSkipReason)(title('the owner\'s ping goes through the pipe and its pong comes back'), async () => {
    const s = await setup();
    const c = await client(s.wsUrl);
    await waitUntil(() => c.frames.length === 1, 'echo');
    c.ws.send('ping');
    await waitUntil(() => c.frames.length === 2, 'the pong');
    expect(c.frames[1]).toBe('pong');
  });

  it.skipIf(redisSkipReason)(title('the entry\'s heartbeat ends a client that stops answering pings, and the owner hears of it'), async () => {
    // Beats far apart enough that a loaded machine still answers in time (the pong must come before the next beat).
    const s = await setup({ heartbeatMs: 300 });
    const c = await client(s.wsUrl, 'hello', { autoPong: false });
    expect((await c.closed).code).toBe(1006);
    await waitUntil(() => s.ownerSockets[0]?.closes.length === 1, 'the owner told');
    expect(s.entry.stats().heartbeatTimeouts).toBe(1);
    // A client that answers stays.
    const d = await client(s.wsUrl);
    await new Promise((r) => setTimeout(r, 1000));
    d.ws.send('alive');
    await waitUntil(() => d.frames.length === 2, 'the answering client still piped');
  });

  it.skipIf(redisSkipReason)(title('a client that does not read is dropped (bufferedAmount over the limit)'), async () => {
    const s = await setup({ maxBufferedBytes: -1 });
    const c = await client(s.wsUrl);
    expect((await c.closed).code).toBe(1006);
    expect(c.frames).toEqual([]);
    expect(s.entry.stats().slowClients).toBe(1);
    await waitUntil(() => s.ownerSockets[0].closes.length === 1, 'the owner told');
  });
});

describe('Forwarder: HTTP', () => {
  it.skipIf(redisSkipReason)(title('a request runs on the owner and its reply comes back whole'), async () => {
    const s = await setup();
    const req: ForwardedHttpRequest = { method: 'POST', url: '/api/rooms/ABC/join', headers: { 'content-type': 'application/json', authorization: 'Bearer t0k' }, body: '{"name":"Ana"}', ip: '10.0.0.9' };
    s.http.handle = (r) => Promise.resolve({ status: 201, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment' }, body: `got ${JSON.stringify(r)}\n${'x'.repeat(200_000)}` });
    const reply = await s.entry.forwardHttp(s.ownerBus.processId, req);
    expect(reply.status).toBe(201);
    expect(reply.headers).toEqual({ 'content-type': 'text/csv', 'content-disposition': 'attachment' });
    expect(reply.body.startsWith(`got ${JSON.stringify(req)}\n`)).toBe(true);
    expect(reply.body.length).toBe(`got ${JSON.stringify(req)}\n`.length + 200_000);
    expect(s.entry.stats().httpForwarded).toBe(1);
    expect(s.owner.stats().httpServed).toBe(1);
  });

  it.skipIf(redisSkipReason)(title('an owner that does not answer in time gives a 503 with a JSON error'), async () => {
    const s = await setup({ httpTimeoutMs: 300 });
    s.http.handle = () => new Promise(() => undefined);
    const started = Date.now();
    const reply = await s.entry.forwardHttp(s.ownerBus.processId, { method: 'GET', url: '/api/rooms/ABC', headers: {}, ip: '1.2.3.4' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(reply.status).toBe(503);
    expect(JSON.parse(reply.body).error).toEqual({ code: 'ROOM_MOVED', message: expect.stringMatching(/did not answer within 0.3 seconds/) });
    expect(s.entry.stats()).toMatchObject({ httpTimeouts: 1, httpPending: 0 });
  });

  it.skipIf(redisSkipReason)(title('an owner that is not subscribed gives a 503 at once'), async () => {
    const s = await setup({ httpTimeoutMs: 5000 });
    const started = Date.now();
    const reply = await s.entry.forwardHttp(testProcessId('gone'), { method: 'GET', url: '/api/rooms/ABC', headers: {}, ip: '1.2.3.4' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reply.status).toBe(503);
    expect(JSON.parse(reply.body).error.message).toMatch(/not answering/);
    expect(s.entry.stats().httpUnreachable).toBe(1);
  });

  it.skipIf(redisSkipReason)(title('a request the owner fails to serve is a logged 500'), async () => {
    const s = await setup();
    s.http.handle = () => Promise.reject(new Error('boom'));
    const reply = await s.entry.forwardHttp(s.ownerBus.processId, { method: 'GET', url: '/api/rooms/ABC', headers: {}, ip: '1.2.3.4' });
    expect(reply.status).toBe(500);
    expect(JSON.parse(reply.body).error.code).toBe('INTERNAL');
    expect(s.owner.stats().httpFailed).toBe(1);
    expect(s.ownerLog.entries.some((e) => e.level === 'error' && /forwarded HTTP request failed/.test(e.msg ?? ''))).toBe(true);
  });

  it.skipIf(redisSkipReason)(title('closing the forwarder answers pending requests with 503'), async () => {
    const s = await setup({ httpTimeoutMs: 5000 });
    s.http.handle = () => new Promise(() => undefined);
    const pending = s.entry.forwardHttp(s.ownerBus.processId, { method: 'GET', url: '/api/rooms/ABC', headers: {}, ip: '1.2.3.4' });
    await new Promise((r) => setTimeout(r, 50));
    s.entry.close();
    expect((await pending).status).toBe(503);
  });
});

describe('Forwarder with a real Connection on the owner', () => {
  it.skipIf(redisSkipReason)(title('two seats piped through another process play a Pledge game to the end, in order, like direct ones'), async () => {
    const s = await setup();
    // The owner: a real single-process server whose Connections serve the piped sockets.
    const ts = await startServer({ botThinkMs: 0 });
    cleanups.push(() => ts.close());
    const registry = new Set<Connection>();
    const budget = new AddressBudget({ ratePerSecond: 10_000, burst: 10_000 });
    const addresses: string[] = [];
    s.serve.open = (socket, address) => {
      addresses.push(address);
      new Connection(socket as unknown as WebSocket, { manager: ts.server.manager, workshops: ts.server.workshops, queue: ts.server.queue, limits: DEFAULT_LIMITS, log: recordingLogger(), registry, address, budget });
    };
    const { code, hostToken } = await createRoom(ts.url, 'pledge', [{ type: 'open' }, { type: 'open' }, { type: 'bot', bot: 'random' }], { dropReplaceSeconds: null });
    const piped: FrameClient[] = [];
    for (let seat = 0; seat < 2; seat++) {
      const { token } = await join(ts.url, code, `P${seat + 1}`, seat);
      const c = await FrameClient.connect(s.wsUrl); // the entry's ws server: piped to the owner
      cleanups.push(() => c.close());
      await c.request({ type: 'hello', room: code, token, patches: true }, (f) => f.type === 'update');
      piped.push(c);
    }
    const direct = await FrameClient.connect(ts.wsUrl);
    cleanups.push(() => direct.close());
    await direct.request({ type: 'hello', room: code }, (f) => f.type === 'update');
    expect(registry.size).toBe(2);
    expect(addresses).toEqual(['10.0.0.7', '10.0.0.7']);
    const started = await fetch(`${ts.url}/api/rooms/${code}/start`, { method: 'POST', headers: { authorization: `Bearer ${hostToken}`, 'content-type': 'application/json' }, body: '{}' });
    expect(started.status).toBe(200);
    piped.forEach((c, i) => playRandomly(c, 7 + i));
    await Promise.all([...piped, direct].map((c) => c.waitFor(finished, 60_000)));
    // Every piped client saw the versions in order, without a gap, and ended where the direct spectator did.
    for (const c of piped) {
      const versions = c.frames.filter((f: Frame) => f.type === 'update').map((f: Frame) => f.version as number);
      expect(versions.length).toBeGreaterThan(5);
      expect(versions.every((v, i) => i === 0 || v >= versions[i - 1])).toBe(true);
      expect(c.frames.some((f: Frame) => f.type === 'error' && f.code === 'ROOM_MOVED')).toBe(false);
      expect(c.lastUpdate()!.version).toBe(direct.lastUpdate()!.version);
    }
    expect(s.entry.stats().gaps + s.owner.stats().gaps).toBe(0);
    // The clients leave: their Connections on the owner close and leave the room.
    await Promise.all(piped.map((c) => c.close()));
    await waitUntil(() => registry.size === 0, 'the owner\'s Connections to close');
  });
});
