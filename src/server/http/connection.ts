/**
 * One WebSocket connection. It joins one room (as the seat its token holds, or as a spectator),
 * then sends actions. Every bad message gets an error frame and changes nothing; a connection that
 * keeps flooding after being told is closed. All frames, errors included, leave through the write
 * queue so a client sees them in order and never before the state they reflect is durable.
 *
 * Hellos can try invite codes, so each one takes a token from its address's budget (shared with the
 * HTTP API, limit.ts), a connection that keeps naming rooms that do not exist is closed, and a
 * connection that says no hello at all within `helloTimeoutMs` is closed too.
 */
import type { WebSocket } from 'ws';
import type { Lang, Viewer } from '../../engine/index.ts';
import { parseClientMessage, type ClientMessage, type WireError } from '../room/protocol.ts';
import type { Logger } from '../common/logger.ts';
import { RoomError } from '../room/errors.ts';
import type { Room } from '../room/room.ts';
import type { Subscriber } from '../room/types.ts';
import type { RoomManager } from '../room/rooms.ts';
import type { WriteQueue } from '../storage/write-queue.ts';
import type { AddressBudget } from './limit.ts';
import type { WorkshopManager } from '../workshop/workshops.ts';

const RESYNC_AFTER = new Set<string>(['STALE_VERSION', 'NO_LONGER_LEGAL', 'MOVE_CHANGED']);

export interface ConnectionLimits {
  /** Sustained messages per second per connection. */
  ratePerSecond: number;
  /** Messages allowed in a burst above the sustained rate. */
  burst: number;
  /** Rejected (rate-limited) messages after which the connection is closed. */
  maxRejected: number;
  /** Outgoing bytes buffered for a client that does not read before it is dropped. */
  maxBufferedBytes: number;
  /** A connection that has not joined a room this long after opening is closed. */
  helloTimeoutMs: number;
  /** Refused hellos (no such room, a bad token, no budget) after which the connection is closed. */
  maxFailedHellos: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  ratePerSecond: 50, burst: 100, maxRejected: 200, maxBufferedBytes: 8 * 1024 * 1024, helloTimeoutMs: 10_000, maxFailedHellos: 5,
};

/** What a connection needs from the server around it. */
export interface ConnectionContext {
  manager: RoomManager;
  /** Checks a facilitator's `viewAs` hello (docs/workshop.md). */
  workshops?: WorkshopManager;
  queue: WriteQueue;
  limits: ConnectionLimits;
  log: Logger;
  registry: Set<Connection>;
  /** The client's address, whose budget each hello draws on. */
  address: string;
  budget: AddressBudget;
  onClose?: () => void;
}

export class Connection {
  private room: Room | null = null;
  private sub: Subscriber | null = null;
  private joining = false;
  /** Messages that arrived while a hello was being answered; handled, in order, right after it. */
  private held: ClientMessage[] = [];
  private tokens: number;
  private lastRefill = Date.now();
  private rejected = 0;
  private closed = false;
  private alive = true;
  private failedHellos = 0;
  private helloTimer: NodeJS.Timeout | null;
  private readonly manager: RoomManager;
  private readonly queue: WriteQueue;
  private readonly limits: ConnectionLimits;
  private readonly log: Logger;

  constructor(private readonly socket: WebSocket, private readonly ctx: ConnectionContext) {
    ({ manager: this.manager, queue: this.queue, limits: this.limits, log: this.log } = ctx);
    this.tokens = this.limits.burst;
    ctx.registry.add(this);
    this.helloTimer = setTimeout(() => {
      this.sendNow({ type: 'error', code: 'NOT_JOINED', message: `No "hello" within ${this.limits.helloTimeoutMs / 1000} seconds; closing the connection.` });
      this.socket.close(1008, 'no hello');
    }, this.limits.helloTimeoutMs);
    this.helloTimer.unref();
    socket.on('message', (data, isBinary) => this.onMessage(data as Buffer, isBinary));
    socket.on('close', () => this.onClose());
    socket.on('error', (err) => this.log.debug({ err }, 'socket error'));
    socket.on('pong', () => { this.alive = true; });
  }

  private allow(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.lastRefill) / 1000) * this.limits.ratePerSecond);
    this.lastRefill = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    return false;
  }

  private onMessage(data: Buffer, isBinary: boolean): void {
    if (this.closed) return;
    if (!this.allow()) {
      if (++this.rejected >= this.limits.maxRejected) {
        this.sendNow({ type: 'error', code: 'RATE_LIMITED', message: 'Too many messages; closing the connection.' });
        this.socket.close(1008, 'rate limit');
        return;
      }
      this.sendError({ type: 'error', code: 'RATE_LIMITED', message: `Too many messages: at most ${this.limits.ratePerSecond} per second. This one was ignored.` });
      return;
    }
    if (isBinary) {
      this.sendError({ type: 'error', code: 'INVALID_MESSAGE', message: 'Binary frames are not accepted; send JSON text.' });
      return;
    }
    const parsed = parseClientMessage(data);
    if (!parsed.ok) {
      this.sendError(parsed.error);
      return;
    }
    if (this.joining && parsed.msg.type !== 'hello' && this.held.length < 64) {
      this.held.push(parsed.msg);
      return;
    }
    this.handle(parsed.msg);
  }

  private handle(msg: ClientMessage): void {
    try {
      this.dispatch(msg);
    } catch (err) {
      this.handleError(err, msg);
    }
  }

  private dispatch(msg: ClientMessage): void {
    switch (msg.type) {
      case 'hello':
        void this.hello(msg.room, msg.token, msg.since, { patches: msg.patches ?? false, labels: msg.labels ?? true, lang: msg.lang }, msg.facilitator, msg.viewAs);
        return;
      case 'ping':
        this.send({ type: 'pong', ...(msg.id !== undefined ? { id: msg.id } : {}) });
        return;
      case 'sync': {
        const { room, sub } = this.joined();
        room.resync(sub);
        return;
      }
      case 'lang': {
        // The reader switched language: from now on its events come in it, starting again from a welcome.
        const { room, sub } = this.joined();
        sub.lang = msg.lang;
        room.resync(sub, msg.since, true);
        return;
      }
      case 'action': {
        const { room, sub } = this.joined();
        if (sub.viewer === 'spectator') throw new RoomError('SPECTATOR', 'Spectators cannot act; join a seat with its token.');
        if (sub.readOnly) throw new RoomError('SPECTATOR', 'The facilitator watches this seat; only its player can act.');
        if (msg.seat !== undefined && msg.seat !== sub.viewer) {
          throw new RoomError('NOT_YOUR_SEAT', `This connection plays seat ${sub.viewer + 1}, not seat ${msg.seat + 1}.`);
        }
        room.submit(sub.viewer, msg.action, msg.expectedVersion, sub, msg.id);
        return;
      }
      case 'undo': {
        const { room, sub } = this.joined();
        if (sub.viewer === 'spectator' || sub.readOnly) throw new RoomError('SPECTATOR', 'Spectators have no moves to take back.');
        room.undo(sub.viewer, msg.expectedVersion, sub, msg.id);
        return;
      }
    }
  }

  private joined(): { room: Room; sub: Subscriber } {
    if (!this.room || !this.sub) throw new RoomError('NOT_JOINED', 'Send a "hello" message with a room code (and a seat token to play) first.');
    return { room: this.room, sub: this.sub };
  }

  private async hello(code: string, token: string | undefined, since: number | undefined, wants: { patches: boolean; labels: boolean; lang: Lang | undefined },
    facilitator?: string, viewAs?: number | 'spectator'): Promise<void> {
    if (this.room || this.joining) {
      this.sendError({ type: 'error', code: 'ALREADY_JOINED', message: 'This connection has already joined a room; open another connection for another room.' });
      return;
    }
    if (!this.ctx.budget.take(this.ctx.address)) {
      this.refuseHello({ type: 'error', code: 'RATE_LIMITED', message: this.ctx.budget.message });
      return;
    }
    this.joining = true;
    try {
      const room = await this.manager.get(code);
      let viewer: Viewer = 'spectator';
      const watching = viewAs !== undefined || facilitator !== undefined;
      if (watching) {
        // A workshop facilitator watching a table: only with the facilitator token of this room's own workshop.
        const workshop = room.config.workshop;
        const allowed = token === undefined && viewAs !== undefined && workshop !== undefined && this.ctx.workshops !== undefined
          && await this.ctx.workshops.isFacilitator(workshop, facilitator);
        if (!allowed) throw new RoomError('BAD_TOKEN', 'Only the facilitator of this table\'s workshop (with its facilitator token, and no seat token) may watch it with viewAs.');
        if (viewAs !== 'spectator' && (viewAs! < 0 || viewAs! >= room.seats.length)) {
          throw new RoomError('INVALID_SEAT', `There is no seat ${viewAs! + 1}; this room has ${room.seats.length} seats.`);
        }
        viewer = viewAs!;
      } else if (token !== undefined) {
        const seat = room.seatForToken(token);
        if (seat === null) throw new RoomError('BAD_TOKEN', 'That token does not hold a seat in this room.');
        viewer = seat;
      }
      if (this.closed) return;
      const sub: Subscriber = {
        viewer,
        readOnly: watching,
        patches: wants.patches,
        labels: wants.labels,
        ...(wants.lang ? { lang: wants.lang } : {}),
        send: (frame) => this.sendRaw(frame),
        close: (reason) => {
          this.room = null;
          this.sub = null;
          this.socket.close(1000, reason);
        },
      };
      this.room = room;
      this.sub = sub;
      this.clearHelloTimer();
      room.subscribe(sub, since);
    } catch (err) {
      if (err instanceof RoomError && (err.code === 'NO_SUCH_ROOM' || err.code === 'BAD_TOKEN')) {
        this.refuseHello({ type: 'error', code: err.code, message: err.message });
      } else {
        this.handleError(err);
      }
    } finally {
      this.joining = false;
      const held = this.held;
      this.held = [];
      for (const msg of held) this.handle(msg);
    }
  }

  /** A refused hello; a connection that keeps guessing is closed. */
  private refuseHello(error: WireError): void {
    if (++this.failedHellos >= this.limits.maxFailedHellos) {
      this.sendNow({ ...error, message: `${error.message} Too many refused hellos; closing the connection.` });
      this.socket.close(1008, 'too many refused hellos');
      return;
    }
    this.sendError(error);
  }

  private clearHelloTimer(): void {
    if (this.helloTimer) clearTimeout(this.helloTimer);
    this.helloTimer = null;
  }

  private handleError(err: unknown, msg?: ClientMessage): void {
    const id = msg && 'id' in msg ? msg.id : undefined;
    if (err instanceof RoomError) {
      this.sendError({ type: 'error', code: err.code as WireError['code'], message: err.message, ...(id !== undefined ? { id } : {}) });
      // A move judged against a position that moved on is followed by the current view. The events
      // in between are not repeated: this connection has been sent every update since.
      if (RESYNC_AFTER.has(err.code) && (msg?.type === 'action' || msg?.type === 'undo') && this.room && this.sub) this.room.resync(this.sub);
      return;
    }
    this.log.error({ err }, 'unexpected error handling a message');
    this.sendError({ type: 'error', code: 'INVALID_MESSAGE', message: 'The server could not handle this message.', ...(id !== undefined ? { id } : {}) });
  }

  private sendError(error: WireError): void {
    this.send(error);
  }

  private send(obj: object): void {
    const frame = JSON.stringify(obj);
    this.queue.afterCommit(() => this.sendRaw(frame));
  }

  private sendNow(obj: object): void {
    this.sendRaw(JSON.stringify(obj));
  }

  private sendRaw(frame: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.log.warn({ buffered: this.socket.bufferedAmount }, 'client is not reading; dropping the connection');
      this.socket.terminate();
      return;
    }
    this.socket.send(frame);
  }

  /** The room this connection has joined (null before its hello). */
  get roomCode(): string | null {
    return this.room?.code ?? null;
  }

  /**
   * Cluster mode: this process no longer plays the room (its lease went to another process). The
   * client is told and the socket closed with 4001, so it reconnects and reaches the room's new owner.
   */
  moved(): void {
    if (this.closed) return;
    this.sendNow({ type: 'error', code: 'ROOM_MOVED', message: 'This room is now played on another server process; reconnecting.' });
    // Not unsubscribed: the room is leaving this process's memory, and its seats' connection state is the new owner's.
    this.room = null;
    this.sub = null;
    this.socket.close(4001, 'room moved; reconnect');
  }

  /**
   * Called periodically: a peer that did not answer the previous ping is gone (a dropped network
   * rarely closes TCP), so its seat counts as disconnected and the stand-in timer can start.
   */
  heartbeat(): void {
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  private onClose(): void {
    this.closed = true;
    this.clearHelloTimer();
    this.ctx.registry.delete(this);
    this.ctx.onClose?.();
    if (this.room && this.sub) this.room.unsubscribe(this.sub);
    this.room = null;
    this.sub = null;
  }
}
