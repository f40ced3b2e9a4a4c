/**
 * The owner's end of a forwarded WebSocket (forward-owner.ts): it looks to a Connection like the `ws`
 * socket it would have had, had the client connected here. It offers exactly what http/connection.ts
 * uses: readyState/OPEN, bufferedAmount, send, close(code, reason), terminate, ping, and the
 * 'message' (data, isBinary), 'close', 'error' and 'pong' events.
 *
 * - send() publishes a numbered frame to the entry process, which writes it to the real client.
 * - close()/terminate() tell the entry process to close the real client the same way; 'close' is
 *   emitted here right away (like `ws`, on a later tick), so the Connection leaves its room.
 * - ping() asks the entry process, which answers 'pong' for the pipe. The entry pings the real client
 *   itself (its own heartbeat), so a pong here means: the entry process is alive and still holds
 *   this pipe. A Connection's heartbeat thereby ends a pipe whose entry process vanished.
 * - bufferedAmount counts the bytes published to Redis and not yet acknowledged: a Redis that does
 *   not keep up makes the Connection drop the client, as a client that does not read would.
 */
import { EventEmitter } from 'node:events';

/** How a RemoteSocket reaches its entry process (forward.ts provides it). */
export interface RemoteLink {
  /** A frame for the client. Resolves once Redis has it (or rejects; the forwarder then closes the pipe). */
  frame(data: string, binary: boolean): Promise<unknown>;
  /** Close the client (`terminate`: without a closing handshake). */
  close(code: number, reason: string, terminate: boolean): void;
  ping(): void;
  /** This socket closed: the forwarder forgets it. */
  closed(): void;
}

export class RemoteSocket extends EventEmitter {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState: number = RemoteSocket.OPEN;
  /** Bytes handed to Redis and not yet acknowledged by it. */
  bufferedAmount = 0;

  constructor(private readonly link: RemoteLink) {
    super();
  }

  send(data: string | Buffer): void {
    if (this.readyState !== this.OPEN) return;
    const binary = typeof data !== 'string';
    const text = binary ? data.toString('base64') : data;
    const size = Buffer.byteLength(text);
    this.bufferedAmount += size;
    this.link.frame(text, binary).then(
      () => { this.bufferedAmount -= size; },
      () => { this.bufferedAmount -= size; },
    );
  }

  close(code = 1000, reason = ''): void {
    this.end(code, reason, false);
  }

  terminate(): void {
    this.end(1006, '', true);
  }

  ping(): void {
    if (this.readyState === this.OPEN) this.link.ping();
  }

  /** Entry side, through the forwarder: a message from the client. */
  deliverMessage(data: Buffer, binary: boolean): void {
    if (this.readyState === this.OPEN) this.emit('message', data, binary);
  }

  /** Entry side, through the forwarder: the client answered a ping (the entry process holds the pipe). */
  deliverPong(): void {
    if (this.readyState === this.OPEN) this.emit('pong', Buffer.alloc(0));
  }

  /**
   * The pipe ended from the other side (the client left, a gap, Redis reconnected, the entry process
   * died): 'close' is emitted and nothing is sent back.
   */
  closedRemotely(code: number, reason: string): void {
    if (this.readyState === this.CLOSED) return;
    this.finish(code, reason);
  }

  private end(code: number, reason: string, terminate: boolean): void {
    if (this.readyState !== this.OPEN) return;
    this.readyState = this.CLOSING;
    this.link.close(code, reason, terminate);
    this.finish(code, reason);
  }

  private finish(code: number, reason: string): void {
    this.readyState = this.CLOSED;
    this.link.closed();
    // `ws` emits 'close' after the call that closed it returns; Connection code relies on nothing else.
    setImmediate(() => this.emit('close', code, Buffer.from(reason)));
  }
}
