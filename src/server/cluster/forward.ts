/**
 * Cluster mode: forwarding over the Redis bus (bus.ts) to the process that plays a room (its lease
 * owner, docs/cluster.md). The process a client reached is the *entry*; the process that plays the
 * room is the *owner*.
 *
 * - WebSocket: the entry keeps the client's socket and pipes it to the owner, where a RemoteSocket
 *   (remote-socket.ts) stands in for it and an ordinary Connection serves it. Bots, timers and the
 *   write queue stay on the owner; the entry only copies frames.
 * - HTTP: the entry sends the request; the owner runs it through its own router and sends the reply.
 *
 * ## Protocol (JSON objects on `crossings:proc:<to>`; every message carries `from`, the sender's processId)
 * A pipe is named by (entry processId, `conn`), `conn` a number the entry counts up. Each direction of
 * a pipe numbers its messages (`seq`: 0, 1, 2 …; the entry's `open` is 0).
 *
 *   entry → owner  {t:'open',  conn, seq:0, key, address, first, bin?}   the client's hello (`first`)
 *                  {t:'msg',   conn, seq, data, bin?}                      a client message
 *                  {t:'pong',  conn, seq}                                  answer to the owner's ping
 *                  {t:'close', conn, seq, code, reason}                    the client's socket closed
 *   owner → entry  {t:'frame', conn, seq, data, bin?}                      a frame for the client
 *                  {t:'ping',  conn, seq}                                  the owner's heartbeat
 *                  {t:'end',   conn, seq, code, reason, terminate?}        close the client so
 *   entry → owner  {t:'http', id, req: ForwardedHttpRequest}
 *   owner → entry  {t:'http-reply', id, reply: ForwardedHttpReply}
 *
 * `bin: true` marks binary data, sent base64. A receiver that finds a `seq` other than the next one
 * (a message was lost) never delivers out of order: it closes the pipe, the client with 4001 ("room
 * moved; reconnect"), and the client reconnects and resyncs. A message for a pipe the receiver does
 * not know is answered (once per pipe) with `close`/`end` with `seq: -1` (accepted whatever the
 * count), so a pipe forgotten on one side is closed on the other; `close` and `end` are never answered.
 * A publish that Redis delivered to nobody (the other process is gone) ends the pipe at once, and a
 * forwarded HTTP request gets a 503 (code ROOM_MOVED: try again) at once, or after `httpTimeoutMs`.
 *
 * When the bus reports a Redis reconnect, messages may have been lost without any later message to
 * show the gap, so every pipe is closed on both sides (4001). The entry pings its real client (like
 * Connection.heartbeat) and a client that does not read (8 MB buffered) is dropped; the owner's
 * Connection pings through the pipe, so a pipe whose entry process died ends at its next heartbeat
 * (and at once when the coordinator calls `dropRemote`).
 */
import type { WebSocket } from 'ws';
import type { Logger } from '../room.ts';
import type { Bus, BusMessage } from './bus.ts';
import { RemoteSocket } from './remote-socket.ts';

export interface ForwardedHttpRequest { method: string; url: string; headers: Record<string, string>; body?: string; ip: string }
export interface ForwardedHttpReply { status: number; headers: Record<string, string>; body: string }

/** What the owner side does with what arrives (app.ts wires it to Connection and app.inject). */
export interface ForwardOwner {
  /** A forwarded client arrived; served like a local one from its own address. */
  openSocket(socket: RemoteSocket, address: string): void;
  /** Runs a forwarded HTTP request through this process's router. */
  handleHttp(req: ForwardedHttpRequest): Promise<ForwardedHttpReply>;
}

export interface ForwarderOptions {
  /** How often the entry pings its real clients; one missed pong ends the pipe (default 30 s, like Connection). */
  heartbeatMs?: number;
  /** How long the entry waits for a forwarded HTTP reply before answering 503 (default 10 s). */
  httpTimeoutMs?: number;
  /** A client socket with more than this unsent is dropped (default 8 MB, Connection's limit). */
  maxBufferedBytes?: number;
  /** A pipe with more than this handed to Redis and not yet acknowledged is closed (default 8 MB). */
  maxQueuedBytes?: number;
}

/** The code a client is closed with when its pipe ends for a cluster reason: it reconnects and resyncs. */
export const MOVED_CODE = 4001;
export const MOVED_REASON = 'room moved; reconnect';

/** The entry's end of a pipe. */
interface Pipe {
  conn: number;
  ws: WebSocket;
  owner: string;
  key: string;
  nextOut: number;
  nextIn: number;
  /** Bytes handed to Redis, not yet acknowledged. */
  queued: number;
  /** The client answered the last heartbeat ping. */
  alive: boolean;
  closed: boolean;
}

/** The owner's end of a pipe. */
interface Remote {
  id: string;
  from: string;
  conn: number;
  socket: RemoteSocket;
  nextOut: number;
  nextIn: number;
}

/** A pipe message whose type, sender, pipe and number have been checked; the rest is checked where used. */
type PipeMessage = BusMessage & { t: string; from: string; conn: number; seq: number };

interface PendingHttp {
  owner: string;
  settle(reply: ForwardedHttpReply): void;
}

const STAT_NAMES = [
  'pipesOpen', 'pipesOpened', 'remoteOpen', 'remoteOpened',
  'framesToOwner', 'bytesToOwner', 'framesFromOwner', 'bytesFromOwner',
  'gaps', 'resets', 'ownerUnreachable', 'slowClients', 'queueOverflows', 'heartbeatTimeouts', 'reconnectCloses',
  'httpForwarded', 'httpServed', 'httpTimeouts', 'httpUnreachable', 'httpFailed', 'malformed',
] as const;
type StatName = typeof STAT_NAMES[number];

/** A WebSocket close code a server may send (1005, 1006 and 1015 are only ever reported, never sent). */
function sendableCode(code: unknown): number {
  return typeof code === 'number' && ((code >= 1000 && code <= 1014 && ![1004, 1005, 1006].includes(code)) || (code >= 3000 && code <= 4999)) ? code : 1000;
}

/** A close reason fits in 123 bytes of UTF-8. */
function fitReason(reason: unknown): string {
  let text = typeof reason === 'string' ? reason : '';
  while (Buffer.byteLength(text) > 123) text = text.slice(0, -1);
  return text;
}

function httpError(status: number, message: string): ForwardedHttpReply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' },
    body: JSON.stringify({ error: { code: 'ROOM_MOVED', message } }),
  };
}

const movedFrame = (why: string) => JSON.stringify({ type: 'error', code: 'ROOM_MOVED', message: `${why}; reconnecting.` });

export class Forwarder {
  private readonly opts: Required<ForwarderOptions>;
  private readonly entryPipes = new Map<number, Pipe>();
  private readonly remotes = new Map<string, Remote>();
  private readonly pendingHttp = new Map<string, PendingHttp>();
  /** Pipes already answered with a reset (see `reset`). */
  private readonly resetSent = new Set<string>();
  private nextConn = 0;
  private nextHttp = 0;
  private closed = false;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly counts = Object.fromEntries(STAT_NAMES.map((n) => [n, 0])) as Record<StatName, number>;

  constructor(private readonly bus: Bus, private readonly log: Logger, private readonly owner: ForwardOwner, opts: ForwarderOptions = {}) {
    this.opts = {
      heartbeatMs: opts.heartbeatMs ?? 30_000,
      httpTimeoutMs: opts.httpTimeoutMs ?? 10_000,
      maxBufferedBytes: opts.maxBufferedBytes ?? 8 * 1024 * 1024,
      maxQueuedBytes: opts.maxQueuedBytes ?? 8 * 1024 * 1024,
    };
    bus.onMessage((msg) => this.receive(msg));
    bus.onReconnect(() => { this.counts.reconnectCloses += this.closeAll('The connection between server processes was interrupted'); });
    this.heartbeat = setInterval(() => this.beat(), this.opts.heartbeatMs);
    this.heartbeat.unref();
  }

  // ───────────────────────── entry side ─────────────────────────

  /**
   * Pipes a client's socket to `owner`. `first` is the message already read from it (its hello);
   * messages the socket emits from now on follow it in order. `key` is the room's lease key.
   */
  forwardSocket(ws: WebSocket, first: Buffer | string, owner: string, key: string, address: string): void {
    const pipe: Pipe = { conn: ++this.nextConn, ws, owner, key, nextOut: 0, nextIn: 0, queued: 0, alive: true, closed: false };
    if (this.closed || ws.readyState !== ws.OPEN) {
      this.endClient(pipe, MOVED_CODE, MOVED_REASON, 'This server process is shutting down');
      return;
    }
    this.entryPipes.set(pipe.conn, pipe);
    this.counts.pipesOpened++;
    const text = typeof first === 'string' ? first : first.toString('utf8');
    this.post(pipe, { t: 'open', key, address, first: text });
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (pipe.closed) return;
      const body = isBinary ? { data: Buffer.from(data).toString('base64'), bin: true } : { data: data.toString('utf8') };
      this.counts.framesToOwner++;
      this.counts.bytesToOwner += data.length;
      this.post(pipe, { t: 'msg', ...body });
    });
    ws.on('pong', () => { pipe.alive = true; });
    ws.on('error', (err) => this.log.debug({ err, conn: pipe.conn }, 'forwarded client socket error'));
    ws.on('close', (code: number, reason: Buffer) => {
      if (pipe.closed) return;
      this.forgetPipe(pipe);
      this.post(pipe, { t: 'close', code, reason: reason.toString('utf8') }, true);
    });
  }

  /** Publishes one message of a pipe to its owner, numbered; a pipe whose owner cannot be reached is closed. */
  private post(pipe: Pipe, msg: Record<string, unknown>, last = false): void {
    const full = { ...msg, from: this.bus.processId, conn: pipe.conn, seq: pipe.nextOut++ };
    const size = typeof msg.data === 'string' ? msg.data.length : typeof msg.first === 'string' ? msg.first.length : 0;
    pipe.queued += size;
    if (pipe.queued > this.opts.maxQueuedBytes && !last) {
      this.counts.queueOverflows++;
      this.log.warn({ conn: pipe.conn, owner: pipe.owner, queued: pipe.queued }, 'cluster: Redis is not keeping up with a forwarded connection; closing it');
      this.closeEntry(pipe, 'The connection between server processes is overloaded');
      return;
    }
    this.bus.publish(pipe.owner, full).then((receivers) => {
      pipe.queued -= size;
      if (receivers === 0 && !last) this.ownerGone(pipe);
    }, () => {
      pipe.queued -= size;
      if (!last) this.ownerGone(pipe);
    });
  }

  private ownerGone(pipe: Pipe): void {
    if (pipe.closed) return;
    this.counts.ownerUnreachable++;
    this.log.warn({ conn: pipe.conn, owner: pipe.owner, key: pipe.key }, 'cluster: the process playing this room did not receive a forwarded message; closing the client so it reconnects');
    this.forgetPipe(pipe);
    this.endClient(pipe, MOVED_CODE, MOVED_REASON, 'The server process playing this room is not answering');
  }

  /** Closes a pipe from the entry: the owner is told (4001), the client gets ROOM_MOVED and 4001. */
  private closeEntry(pipe: Pipe, why: string): void {
    if (pipe.closed) return;
    this.forgetPipe(pipe);
    this.post(pipe, { t: 'close', code: MOVED_CODE, reason: MOVED_REASON }, true);
    this.endClient(pipe, MOVED_CODE, MOVED_REASON, why);
  }

  private forgetPipe(pipe: Pipe): void {
    pipe.closed = true;
    this.entryPipes.delete(pipe.conn);
  }

  /** Closes the real client socket (after a ROOM_MOVED frame when `why` is given). */
  private endClient(pipe: Pipe, code: number, reason: string, why: string | null, terminate = false): void {
    const { ws } = pipe;
    if (ws.readyState !== ws.OPEN) return;
    if (terminate) {
      ws.terminate();
      return;
    }
    if (why) ws.send(movedFrame(why));
    ws.close(sendableCode(code), fitReason(reason));
  }

  /** Entry side: a message from an owner about one of this process's pipes. */
  private fromOwner(msg: PipeMessage): void {
    const pipe = this.entryPipes.get(msg.conn);
    if (!pipe || pipe.owner !== msg.from) {
      // A pipe this process no longer has: tell the owner, unless this is the owner saying goodbye.
      if (msg.t !== 'end') this.reset(msg.from, msg.conn, 'close');
      return;
    }
    if (!(msg.t === 'end' && msg.seq === -1)) {
      if (msg.seq !== pipe.nextIn) {
        this.counts.gaps++;
        this.log.warn({ conn: pipe.conn, owner: pipe.owner, expected: pipe.nextIn, got: msg.seq }, 'cluster: a forwarded frame was lost; closing the client so it reconnects and resyncs');
        this.closeEntry(pipe, 'A message between server processes was lost');
        return;
      }
      pipe.nextIn++;
    }
    switch (msg.t) {
      case 'frame': {
        const { ws } = pipe;
        if (ws.readyState !== ws.OPEN || typeof msg.data !== 'string') return;
        if (ws.bufferedAmount > this.opts.maxBufferedBytes) {
          this.counts.slowClients++;
          this.log.warn({ buffered: ws.bufferedAmount, conn: pipe.conn }, 'forwarded client is not reading; dropping the connection');
          ws.terminate(); // its 'close' tells the owner
          return;
        }
        this.counts.framesFromOwner++;
        this.counts.bytesFromOwner += msg.data.length;
        ws.send(msg.bin === true ? Buffer.from(msg.data, 'base64') : msg.data);
        return;
      }
      case 'ping':
        this.post(pipe, { t: 'pong' });
        return;
      case 'end':
        this.forgetPipe(pipe);
        this.endClient(pipe, Number(msg.code), typeof msg.reason === 'string' ? msg.reason : '', null, msg.terminate === true);
        return;
      default:
        this.malformed(msg, 'unknown pipe message from an owner');
    }
  }

  /** The heartbeat of the real clients: one missed pong ends the pipe (its 'close' tells the owner). */
  private beat(): void {
    for (const pipe of this.entryPipes.values()) {
      if (!pipe.alive) {
        this.counts.heartbeatTimeouts++;
        pipe.ws.terminate();
        continue;
      }
      pipe.alive = false;
      if (pipe.ws.readyState === pipe.ws.OPEN) pipe.ws.ping();
    }
  }

  /**
   * Forwards one HTTP request to `owner`. Never rejects: an owner that is gone or does not answer in
   * `httpTimeoutMs` gives a 503 with a JSON error (code ROOM_MOVED: try again).
   */
  forwardHttp(owner: string, req: ForwardedHttpRequest): Promise<ForwardedHttpReply> {
    if (this.closed) return Promise.resolve(httpError(503, 'This server process is shutting down; try again in a moment.'));
    const id = String(++this.nextHttp);
    this.counts.httpForwarded++;
    return new Promise<ForwardedHttpReply>((resolve) => {
      const timer = setTimeout(() => {
        this.counts.httpTimeouts++;
        this.log.warn({ owner, url: req.url, timeoutMs: this.opts.httpTimeoutMs }, 'cluster: a forwarded HTTP request got no answer in time');
        settle(httpError(503, `The server process playing this room did not answer within ${this.opts.httpTimeoutMs / 1000} seconds; try again in a moment.`));
      }, this.opts.httpTimeoutMs);
      const settle = (reply: ForwardedHttpReply) => {
        if (!this.pendingHttp.delete(id)) return;
        clearTimeout(timer);
        resolve(reply);
      };
      this.pendingHttp.set(id, { owner, settle });
      this.bus.publish(owner, { t: 'http', from: this.bus.processId, id, req }).then((receivers) => {
        if (receivers > 0) return;
        this.counts.httpUnreachable++;
        this.log.warn({ owner, url: req.url }, 'cluster: the process playing this room is not listening; answering 503');
        settle(httpError(503, 'The server process playing this room is not answering; try again in a moment.'));
      }, () => {
        this.counts.httpUnreachable++;
        settle(httpError(503, 'The server processes cannot reach each other just now; try again in a moment.'));
      });
    });
  }

  /**
   * The pipes open now: lease key → the owners they lead to (usually one; two for a moment while a
   * room moves). The coordinator closes the pipes whose owner no longer holds the key.
   */
  pipes(): Map<string, Set<string>> {
    const out = new Map<string, Set<string>>();
    for (const pipe of this.entryPipes.values()) {
      let owners = out.get(pipe.key);
      if (!owners) out.set(pipe.key, owners = new Set());
      owners.add(pipe.owner);
    }
    return out;
  }

  /**
   * Closes the entry's pipes of `key` and/or to `owner` (both given: both must match): each client
   * gets a ROOM_MOVED error and 4001 "room moved; reconnect"; each owner is told. `reason` is logged.
   * Returns how many were closed.
   */
  closePipes(filter: { key?: string; owner?: string }, reason: string): number {
    let n = 0;
    for (const pipe of [...this.entryPipes.values()]) {
      if (filter.key !== undefined && pipe.key !== filter.key) continue;
      if (filter.owner !== undefined && pipe.owner !== filter.owner) continue;
      this.closeEntry(pipe, 'This room is now played on another server process');
      n++;
    }
    if (n) this.log.info({ ...filter, pipes: n, reason }, 'cluster: closed forwarded connections');
    return n;
  }

  // ───────────────────────── owner side ─────────────────────────

  private fromEntry(msg: PipeMessage): void {
    const id = `${msg.from}#${msg.conn}`;
    if (msg.t === 'open') {
      if (this.remotes.has(id) || msg.seq !== 0 || typeof msg.first !== 'string') return this.malformed(msg, 'a pipe opened twice or without its hello');
      this.openRemote(id, msg.from, msg.conn, typeof msg.address === 'string' ? msg.address : 'unknown', msg.first, msg.bin === true);
      return;
    }
    const remote = this.remotes.get(id);
    if (!remote) {
      if (msg.t !== 'close') this.reset(msg.from, msg.conn, 'end');
      return;
    }
    if (!(msg.t === 'close' && msg.seq === -1)) {
      if (msg.seq !== remote.nextIn) {
        this.counts.gaps++;
        this.log.warn({ conn: msg.conn, from: msg.from, expected: remote.nextIn, got: msg.seq }, 'cluster: a forwarded client message was lost; closing the pipe so the client reconnects');
        this.moveRemote(remote, 'A message between server processes was lost');
        return;
      }
      remote.nextIn++;
    }
    switch (msg.t) {
      case 'msg':
        if (typeof msg.data !== 'string') return this.malformed(msg, 'a client message without data');
        remote.socket.deliverMessage(msg.bin === true ? Buffer.from(msg.data, 'base64') : Buffer.from(msg.data, 'utf8'), msg.bin === true);
        return;
      case 'pong':
        remote.socket.deliverPong();
        return;
      case 'close':
        remote.socket.closedRemotely(typeof msg.code === 'number' ? msg.code : 1005, typeof msg.reason === 'string' ? msg.reason : '');
        return;
      default:
        this.malformed(msg, 'unknown pipe message from an entry');
    }
  }

  private openRemote(id: string, from: string, conn: number, address: string, first: string, binary: boolean): void {
    const remote: Remote = { id, from, conn, nextOut: 0, nextIn: 1, socket: undefined as unknown as RemoteSocket };
    const post = (msg: Record<string, unknown>) => this.bus.publish(from, { ...msg, from: this.bus.processId, conn, seq: remote.nextOut++ });
    const gone = () => {
      if (remote.socket.readyState === remote.socket.CLOSED) return;
      this.log.warn({ from, conn }, 'cluster: the process holding this client is not listening; ending its connection here');
      remote.socket.closedRemotely(1006, 'entry process gone');
    };
    remote.socket = new RemoteSocket({
      frame: (data, bin) => post({ t: 'frame', data, ...(bin ? { bin: true } : {}) }).then((receivers) => { if (receivers === 0) gone(); }, (err: unknown) => { gone(); throw err; }),
      close: (code, reason, terminate) => { post({ t: 'end', code, reason, ...(terminate ? { terminate: true } : {}) }).catch(() => undefined); },
      ping: () => { post({ t: 'ping' }).then((receivers) => { if (receivers === 0) gone(); }, gone); },
      closed: () => { this.remotes.delete(id); },
    });
    this.remotes.set(id, remote);
    this.counts.remoteOpened++;
    try {
      this.owner.openSocket(remote.socket, address);
    } catch (err) {
      this.log.error({ err, from, conn }, 'cluster: serving a forwarded connection failed');
      remote.socket.close(1011, 'server error');
      return;
    }
    remote.socket.deliverMessage(binary ? Buffer.from(first, 'base64') : Buffer.from(first, 'utf8'), binary);
  }

  /** Owner side: ends a pipe for a cluster reason; the client gets ROOM_MOVED and 4001. */
  private moveRemote(remote: Remote, why: string): void {
    remote.socket.send(movedFrame(why));
    remote.socket.close(MOVED_CODE, MOVED_REASON);
  }

  /** Owner side: the entry processes whose clients this process serves now. */
  remotePeers(): Set<string> {
    return new Set([...this.remotes.values()].map((r) => r.from));
  }

  /**
   * Owner side: the entry process `from` is gone (its lease/heartbeat expired); its clients' sockets
   * here are closed without a word to it. Returns how many.
   */
  dropRemote(from: string): number {
    let n = 0;
    for (const remote of [...this.remotes.values()]) {
      if (remote.from !== from) continue;
      remote.socket.closedRemotely(1006, 'entry process gone');
      n++;
    }
    if (n) this.log.info({ from, sockets: n }, 'cluster: dropped the forwarded connections of a process that is gone');
    return n;
  }

  private serveHttp(msg: BusMessage & { from: string }): void {
    const { from, id } = msg;
    const req = msg.req as ForwardedHttpRequest | undefined;
    if (typeof id !== 'string' || !req || typeof req.method !== 'string' || typeof req.url !== 'string') return this.malformed(msg, 'an HTTP request without id, method or url');
    this.counts.httpServed++;
    const answer = (reply: ForwardedHttpReply) => this.bus.send(from, { t: 'http-reply', from: this.bus.processId, id, reply });
    let pending: Promise<ForwardedHttpReply>;
    try {
      pending = this.owner.handleHttp({ ...req, headers: req.headers ?? {}, ip: typeof req.ip === 'string' ? req.ip : 'unknown' });
    } catch (err) {
      pending = Promise.reject(err);
    }
    pending.then(answer, (err: unknown) => {
      this.counts.httpFailed++;
      this.log.error({ err, url: req.url }, 'cluster: serving a forwarded HTTP request failed');
      answer({ status: 500, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ error: { code: 'INTERNAL', message: 'The server could not handle this request.' } }) });
    });
  }

  // ───────────────────────── both sides ─────────────────────────

  private receive(msg: BusMessage): void {
    if (this.closed) return;
    if (typeof msg.t !== 'string' || typeof msg.from !== 'string') return this.malformed(msg, 'a message without type or sender');
    if (msg.t === 'http') return this.serveHttp(msg as BusMessage & { from: string });
    if (msg.t === 'http-reply') {
      const pending = typeof msg.id === 'string' ? this.pendingHttp.get(msg.id) : undefined;
      const reply = msg.reply as ForwardedHttpReply | undefined;
      if (!pending || pending.owner !== msg.from) return; // answered after its timeout: already 503
      if (!reply || typeof reply.status !== 'number' || typeof reply.body !== 'string') {
        this.malformed(msg, 'an HTTP reply without status or body');
        pending.settle(httpError(502, 'The server process playing this room sent an unreadable answer.'));
        return;
      }
      pending.settle({ status: reply.status, headers: reply.headers ?? {}, body: reply.body });
      return;
    }
    if (typeof msg.conn !== 'number' || typeof msg.seq !== 'number') return this.malformed(msg, 'a pipe message without conn or seq');
    const pipeMsg = msg as PipeMessage;
    if (msg.t === 'open' || msg.t === 'msg' || msg.t === 'pong' || msg.t === 'close') return this.fromEntry(pipeMsg);
    return this.fromOwner(pipeMsg);
  }

  /**
   * Answers a message for a pipe this side does not have with `close`/`end` (seq -1), once per pipe:
   * frames still in flight after a close would otherwise each draw an answer.
   */
  private reset(to: string, conn: number, t: 'close' | 'end'): void {
    const id = `${to}#${conn}`;
    if (this.resetSent.has(id)) return;
    if (this.resetSent.size >= 10_000) this.resetSent.clear(); // a bound, not a cache: a second answer is harmless
    this.resetSent.add(id);
    this.counts.resets++;
    this.bus.send(to, { t, from: this.bus.processId, conn, seq: -1, code: MOVED_CODE, reason: MOVED_REASON });
  }

  private malformed(msg: unknown, what: string): void {
    this.counts.malformed++;
    this.log.error({ sample: JSON.stringify(msg).slice(0, 200) }, `cluster: ignored ${what}`);
  }

  /** Closes every pipe on both sides (4001): after a Redis reconnect any of them may have lost a message. Returns how many. */
  private closeAll(why: string): number {
    const pipes = [...this.entryPipes.values()];
    const remotes = [...this.remotes.values()];
    for (const pipe of pipes) this.closeEntry(pipe, why);
    for (const remote of remotes) this.moveRemote(remote, why);
    if (pipes.length || remotes.length) this.log.warn({ pipes: pipes.length, remoteSockets: remotes.length, why }, 'cluster: closed every forwarded connection');
    return pipes.length + remotes.length;
  }

  /** Counters for /health: open pipes (entry) and remote sockets (owner), traffic, losses, HTTP. */
  stats(): Record<string, number> {
    return { ...this.counts, pipesOpen: this.entryPipes.size, remoteOpen: this.remotes.size, httpPending: this.pendingHttp.size };
  }

  /** Shutting down: pending HTTP gets 503, every pipe still open is closed (4001) on both sides. */
  close(): void {
    if (this.closed) return;
    clearInterval(this.heartbeat);
    for (const pending of [...this.pendingHttp.values()]) pending.settle(httpError(503, 'This server process is shutting down; try again in a moment.'));
    this.closeAll('This server process is shutting down');
    this.closed = true;
  }
}
