/**
 * Cluster mode's forwarding protocol (docs/cluster.md), shared by its three parts: the entry's end of
 * each pipe (forward-entry.ts), the owner's end (forward-owner.ts) and forwarded HTTP (forward-http.ts),
 * which forward.ts puts together. The process a client reached is the *entry*; the process that plays
 * the room (its lease owner) is the *owner*.
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
 */
import type { Logger } from '../common/logger.ts';
import type { Bus, BusMessage } from './bus.ts';

export interface ForwardedHttpRequest { method: string; url: string; headers: Record<string, string>; body?: string; ip: string }
export interface ForwardedHttpReply { status: number; headers: Record<string, string>; body: string }

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

/** A pipe message whose type, sender, pipe and number have been checked; the rest is checked where used. */
export type PipeMessage = BusMessage & { t: string; from: string; conn: number; seq: number };

const STAT_NAMES = [
  'pipesOpen', 'pipesOpened', 'remoteOpen', 'remoteOpened',
  'framesToOwner', 'bytesToOwner', 'framesFromOwner', 'bytesFromOwner',
  'gaps', 'resets', 'ownerUnreachable', 'slowClients', 'queueOverflows', 'heartbeatTimeouts', 'reconnectCloses',
  'httpForwarded', 'httpServed', 'httpTimeouts', 'httpUnreachable', 'httpFailed', 'malformed',
] as const;
type StatName = typeof STAT_NAMES[number];

/** A WebSocket close code a server may send (1005, 1006 and 1015 are only ever reported, never sent). */
export function sendableCode(code: unknown): number {
  return typeof code === 'number' && ((code >= 1000 && code <= 1014 && ![1004, 1005, 1006].includes(code)) || (code >= 3000 && code <= 4999)) ? code : 1000;
}

/** A close reason fits in 123 bytes of UTF-8. */
export function fitReason(reason: unknown): string {
  let text = typeof reason === 'string' ? reason : '';
  while (Buffer.byteLength(text) > 123) text = text.slice(0, -1);
  return text;
}

export function httpError(status: number, message: string): ForwardedHttpReply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' },
    body: JSON.stringify({ error: { code: 'ROOM_MOVED', message } }),
  };
}

export const movedFrame = (why: string) => JSON.stringify({ type: 'error', code: 'ROOM_MOVED', message: `${why}; reconnecting.` });

/** What the parts of the forwarder share: the bus, the log, the options, the counters for /health, and two answers. */
export class ForwardContext {
  readonly opts: Required<ForwarderOptions>;
  readonly counts = Object.fromEntries(STAT_NAMES.map((n) => [n, 0])) as Record<StatName, number>;
  /** The forwarder is shut down: nothing new is forwarded or served. */
  closed = false;
  /** Pipes already answered with a reset (see `reset`). */
  private readonly resetSent = new Set<string>();

  constructor(readonly bus: Bus, readonly log: Logger, opts: ForwarderOptions) {
    this.opts = {
      heartbeatMs: opts.heartbeatMs ?? 30_000,
      httpTimeoutMs: opts.httpTimeoutMs ?? 10_000,
      maxBufferedBytes: opts.maxBufferedBytes ?? 8 * 1024 * 1024,
      maxQueuedBytes: opts.maxQueuedBytes ?? 8 * 1024 * 1024,
    };
  }

  /**
   * Answers a message for a pipe this side does not have with `close`/`end` (seq -1), once per pipe:
   * frames still in flight after a close would otherwise each draw an answer.
   */
  reset(to: string, conn: number, t: 'close' | 'end'): void {
    const id = `${to}#${conn}`;
    if (this.resetSent.has(id)) return;
    if (this.resetSent.size >= 10_000) this.resetSent.clear(); // a bound, not a cache: a second answer is harmless
    this.resetSent.add(id);
    this.counts.resets++;
    this.bus.send(to, { t, from: this.bus.processId, conn, seq: -1, code: MOVED_CODE, reason: MOVED_REASON });
  }

  malformed(msg: unknown, what: string): void {
    this.counts.malformed++;
    this.log.error({ sample: JSON.stringify(msg).slice(0, 200) }, `cluster: ignored ${what}`);
  }
}
