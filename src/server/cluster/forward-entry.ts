/**
 * The entry's end of forwarded WebSockets (forward-wire.ts has the protocol): the entry keeps the
 * client's real socket and pipes what it says to the room's owner, numbered, and writes the owner's
 * frames back to it; bots, timers and the write queue stay on the owner, the entry only copies frames.
 * It pings its real clients (like Connection.heartbeat) and drops one that does not read (8 MB
 * buffered). A pipe whose owner cannot be reached, or that lost a message, is closed, the client with
 * ROOM_MOVED and 4001, so it reconnects and resyncs.
 */
import type { WebSocket } from 'ws';
import { MOVED_CODE, MOVED_REASON, fitReason, movedFrame, sendableCode, type ForwardContext, type PipeMessage } from './forward-wire.ts';

/** The entry's end of a pipe. */
export interface Pipe {
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

export class EntryPipes {
  private readonly pipes = new Map<number, Pipe>();
  private nextConn = 0;

  constructor(private readonly ctx: ForwardContext) {}

  get size(): number { return this.pipes.size; }

  /** The pipes open now, to close them all (forward.ts `closeAll`). */
  all(): Pipe[] {
    return [...this.pipes.values()];
  }

  /**
   * Pipes a client's socket to `owner`. `first` is the message already read from it (its hello);
   * messages the socket emits from now on follow it in order. `key` is the room's lease key.
   */
  forwardSocket(ws: WebSocket, first: Buffer | string, owner: string, key: string, address: string): void {
    const { counts, log } = this.ctx;
    const pipe: Pipe = { conn: ++this.nextConn, ws, owner, key, nextOut: 0, nextIn: 0, queued: 0, alive: true, closed: false };
    if (this.ctx.closed || ws.readyState !== ws.OPEN) {
      this.endClient(pipe, MOVED_CODE, MOVED_REASON, 'This server process is shutting down');
      return;
    }
    this.pipes.set(pipe.conn, pipe);
    counts.pipesOpened++;
    const text = typeof first === 'string' ? first : first.toString('utf8');
    this.post(pipe, { t: 'open', key, address, first: text });
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (pipe.closed) return;
      const body = isBinary ? { data: Buffer.from(data).toString('base64'), bin: true } : { data: data.toString('utf8') };
      counts.framesToOwner++;
      counts.bytesToOwner += data.length;
      this.post(pipe, { t: 'msg', ...body });
    });
    ws.on('pong', () => { pipe.alive = true; });
    ws.on('error', (err) => log.debug({ err, conn: pipe.conn }, 'forwarded client socket error'));
    ws.on('close', (code: number, reason: Buffer) => {
      if (pipe.closed) return;
      this.forget(pipe);
      this.post(pipe, { t: 'close', code, reason: reason.toString('utf8') }, true);
    });
  }

  /** Publishes one message of a pipe to its owner, numbered; a pipe whose owner cannot be reached is closed. */
  private post(pipe: Pipe, msg: Record<string, unknown>, last = false): void {
    const { bus, opts, counts, log } = this.ctx;
    const full = { ...msg, from: bus.processId, conn: pipe.conn, seq: pipe.nextOut++ };
    const size = typeof msg.data === 'string' ? msg.data.length : typeof msg.first === 'string' ? msg.first.length : 0;
    pipe.queued += size;
    if (pipe.queued > opts.maxQueuedBytes && !last) {
      counts.queueOverflows++;
      log.warn({ conn: pipe.conn, owner: pipe.owner, queued: pipe.queued }, 'cluster: Redis is not keeping up with a forwarded connection; closing it');
      this.close(pipe, 'The connection between server processes is overloaded');
      return;
    }
    bus.publish(pipe.owner, full).then((receivers) => {
      pipe.queued -= size;
      if (receivers === 0 && !last) this.ownerGone(pipe);
    }, () => {
      pipe.queued -= size;
      if (!last) this.ownerGone(pipe);
    });
  }

  private ownerGone(pipe: Pipe): void {
    if (pipe.closed) return;
    this.ctx.counts.ownerUnreachable++;
    this.ctx.log.warn({ conn: pipe.conn, owner: pipe.owner, key: pipe.key }, 'cluster: the process playing this room did not receive a forwarded message; closing the client so it reconnects');
    this.forget(pipe);
    this.endClient(pipe, MOVED_CODE, MOVED_REASON, 'The server process playing this room is not answering');
  }

  /** Closes a pipe from the entry: the owner is told (4001), the client gets ROOM_MOVED and 4001. */
  close(pipe: Pipe, why: string): void {
    if (pipe.closed) return;
    this.forget(pipe);
    this.post(pipe, { t: 'close', code: MOVED_CODE, reason: MOVED_REASON }, true);
    this.endClient(pipe, MOVED_CODE, MOVED_REASON, why);
  }

  private forget(pipe: Pipe): void {
    pipe.closed = true;
    this.pipes.delete(pipe.conn);
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

  /** A message from an owner about one of this process's pipes. */
  fromOwner(msg: PipeMessage): void {
    const { counts, log } = this.ctx;
    const pipe = this.pipes.get(msg.conn);
    if (!pipe || pipe.owner !== msg.from) {
      // A pipe this process no longer has: tell the owner, unless this is the owner saying goodbye.
      if (msg.t !== 'end') this.ctx.reset(msg.from, msg.conn, 'close');
      return;
    }
    if (!(msg.t === 'end' && msg.seq === -1)) {
      if (msg.seq !== pipe.nextIn) {
        counts.gaps++;
        log.warn({ conn: pipe.conn, owner: pipe.owner, expected: pipe.nextIn, got: msg.seq }, 'cluster: a forwarded frame was lost; closing the client so it reconnects and resyncs');
        this.close(pipe, 'A message between server processes was lost');
        return;
      }
      pipe.nextIn++;
    }
    switch (msg.t) {
      case 'frame': {
        const { ws } = pipe;
        if (ws.readyState !== ws.OPEN || typeof msg.data !== 'string') return;
        if (ws.bufferedAmount > this.ctx.opts.maxBufferedBytes) {
          counts.slowClients++;
          log.warn({ buffered: ws.bufferedAmount, conn: pipe.conn }, 'forwarded client is not reading; dropping the connection');
          ws.terminate(); // its 'close' tells the owner
          return;
        }
        counts.framesFromOwner++;
        counts.bytesFromOwner += msg.data.length;
        ws.send(msg.bin === true ? Buffer.from(msg.data, 'base64') : msg.data);
        return;
      }
      case 'ping':
        this.post(pipe, { t: 'pong' });
        return;
      case 'end':
        this.forget(pipe);
        this.endClient(pipe, Number(msg.code), typeof msg.reason === 'string' ? msg.reason : '', null, msg.terminate === true);
        return;
      default:
        this.ctx.malformed(msg, 'unknown pipe message from an owner');
    }
  }

  /** The heartbeat of the real clients: one missed pong ends the pipe (its 'close' tells the owner). */
  beat(): void {
    for (const pipe of this.pipes.values()) {
      if (!pipe.alive) {
        this.ctx.counts.heartbeatTimeouts++;
        pipe.ws.terminate();
        continue;
      }
      pipe.alive = false;
      if (pipe.ws.readyState === pipe.ws.OPEN) pipe.ws.ping();
    }
  }

  /**
   * The pipes open now: lease key → the owners they lead to (usually one; two for a moment while a
   * room moves). The coordinator closes the pipes whose owner no longer holds the key.
   */
  byKey(): Map<string, Set<string>> {
    const out = new Map<string, Set<string>>();
    for (const pipe of this.pipes.values()) {
      let owners = out.get(pipe.key);
      if (!owners) out.set(pipe.key, owners = new Set());
      owners.add(pipe.owner);
    }
    return out;
  }

  /**
   * Closes the pipes of `key` and/or to `owner` (both given: both must match): each client gets a
   * ROOM_MOVED error and 4001 "room moved; reconnect"; each owner is told. `reason` is logged.
   * Returns how many were closed.
   */
  closeMatching(filter: { key?: string; owner?: string }, reason: string): number {
    let n = 0;
    for (const pipe of [...this.pipes.values()]) {
      if (filter.key !== undefined && pipe.key !== filter.key) continue;
      if (filter.owner !== undefined && pipe.owner !== filter.owner) continue;
      this.close(pipe, 'This room is now played on another server process');
      n++;
    }
    if (n) this.ctx.log.info({ ...filter, pipes: n, reason }, 'cluster: closed forwarded connections');
    return n;
  }
}
