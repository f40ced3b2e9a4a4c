/**
 * Cluster mode: forwarding over the Redis bus (bus.ts) to the process that plays a room (its lease
 * owner, docs/cluster.md). The process a client reached is the *entry*; the process that plays the
 * room is the *owner*. Every process is both, for different rooms.
 *
 * - WebSocket: the entry keeps the client's socket and pipes it to the owner, where a RemoteSocket
 *   (remote-socket.ts) stands in for it and an ordinary Connection serves it. Bots, timers and the
 *   write queue stay on the owner; the entry only copies frames. The entry's end is forward-entry.ts,
 *   the owner's forward-owner.ts.
 * - HTTP: the entry sends the request; the owner runs it through its own router and sends the reply
 *   (forward-http.ts).
 *
 * The messages, their numbering and what a lost one does are in forward-wire.ts. This file receives
 * every message and hands it to its part, and closes pipes for the coordinator. When the bus reports a
 * Redis reconnect, messages may have been lost without any later message to show the gap, so every
 * pipe is closed on both sides (4001).
 */
import type { WebSocket } from 'ws';
import type { Logger } from '../common/logger.ts';
import type { Bus, BusMessage } from './bus.ts';
import { EntryPipes } from './forward-entry.ts';
import { HttpForwarding, type HttpOwner } from './forward-http.ts';
import { OwnerPipes, type SocketOwner } from './forward-owner.ts';
import { ForwardContext, type ForwardedHttpReply, type ForwardedHttpRequest, type ForwarderOptions, type PipeMessage } from './forward-wire.ts';

export { MOVED_CODE, MOVED_REASON, type ForwardedHttpReply, type ForwardedHttpRequest, type ForwarderOptions } from './forward-wire.ts';

/** What the owner side does with what arrives (app.ts wires it to Connection and app.inject). */
export type ForwardOwner = SocketOwner & HttpOwner;

export class Forwarder {
  private readonly ctx: ForwardContext;
  private readonly entry: EntryPipes;
  private readonly owned: OwnerPipes;
  private readonly http: HttpForwarding;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(bus: Bus, log: Logger, owner: ForwardOwner, opts: ForwarderOptions = {}) {
    this.ctx = new ForwardContext(bus, log, opts);
    this.entry = new EntryPipes(this.ctx);
    this.owned = new OwnerPipes(this.ctx, owner);
    this.http = new HttpForwarding(this.ctx, owner);
    bus.onMessage((msg) => this.receive(msg));
    bus.onReconnect(() => { this.ctx.counts.reconnectCloses += this.closeAll('The connection between server processes was interrupted'); });
    this.heartbeat = setInterval(() => this.entry.beat(), this.ctx.opts.heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Pipes a client's socket to `owner`. `first` is the message already read from it (its hello);
   * messages the socket emits from now on follow it in order. `key` is the room's lease key.
   */
  forwardSocket(ws: WebSocket, first: Buffer | string, owner: string, key: string, address: string): void {
    this.entry.forwardSocket(ws, first, owner, key, address);
  }

  /**
   * Forwards one HTTP request to `owner`. Never rejects: an owner that is gone or does not answer in
   * `httpTimeoutMs` gives a 503 with a JSON error (code ROOM_MOVED: try again).
   */
  forwardHttp(owner: string, req: ForwardedHttpRequest): Promise<ForwardedHttpReply> {
    return this.http.forward(owner, req);
  }

  /**
   * The pipes open now: lease key → the owners they lead to (usually one; two for a moment while a
   * room moves). The coordinator closes the pipes whose owner no longer holds the key.
   */
  pipes(): Map<string, Set<string>> {
    return this.entry.byKey();
  }

  /**
   * Closes the entry's pipes of `key` and/or to `owner` (both given: both must match): each client
   * gets a ROOM_MOVED error and 4001 "room moved; reconnect"; each owner is told. `reason` is logged.
   * Returns how many were closed.
   */
  closePipes(filter: { key?: string; owner?: string }, reason: string): number {
    return this.entry.closeMatching(filter, reason);
  }

  /** Owner side: the entry processes whose clients this process serves now. */
  remotePeers(): Set<string> {
    return this.owned.peers();
  }

  /**
   * Owner side: the entry process `from` is gone (its lease/heartbeat expired); its clients' sockets
   * here are closed without a word to it. Returns how many.
   */
  dropRemote(from: string): number {
    return this.owned.drop(from);
  }

  private receive(msg: BusMessage): void {
    if (this.ctx.closed) return;
    if (typeof msg.t !== 'string' || typeof msg.from !== 'string') return this.ctx.malformed(msg, 'a message without type or sender');
    if (msg.t === 'http') return this.http.serve(msg as BusMessage & { from: string });
    if (msg.t === 'http-reply') return this.http.replied(msg as BusMessage & { from: string });
    if (typeof msg.conn !== 'number' || typeof msg.seq !== 'number') return this.ctx.malformed(msg, 'a pipe message without conn or seq');
    const pipeMsg = msg as PipeMessage;
    if (msg.t === 'open' || msg.t === 'msg' || msg.t === 'pong' || msg.t === 'close') return this.owned.fromEntry(pipeMsg);
    return this.entry.fromOwner(pipeMsg);
  }

  /** Closes every pipe on both sides (4001): after a Redis reconnect any of them may have lost a message. Returns how many. */
  private closeAll(why: string): number {
    const pipes = this.entry.all();
    const remotes = this.owned.all();
    for (const pipe of pipes) this.entry.close(pipe, why);
    for (const remote of remotes) this.owned.move(remote, why);
    if (pipes.length || remotes.length) this.ctx.log.warn({ pipes: pipes.length, remoteSockets: remotes.length, why }, 'cluster: closed every forwarded connection');
    return pipes.length + remotes.length;
  }

  /** Counters for /health: open pipes (entry) and remote sockets (owner), traffic, losses, HTTP. */
  stats(): Record<string, number> {
    return { ...this.ctx.counts, pipesOpen: this.entry.size, remoteOpen: this.owned.size, httpPending: this.http.size };
  }

  /** Shutting down: pending HTTP gets 503, every pipe still open is closed (4001) on both sides. */
  close(): void {
    if (this.ctx.closed) return;
    clearInterval(this.heartbeat);
    this.http.close();
    this.closeAll('This server process is shutting down');
    this.ctx.closed = true;
  }
}
