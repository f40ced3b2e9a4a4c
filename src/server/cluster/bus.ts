/**
 * Cluster mode's message bus: Redis publish/subscribe between server processes (docs/cluster.md).
 * Each process subscribes to one channel of its own, `crossings:proc:<processId>`, and publishes to
 * another process's channel to reach it. Messages are JSON objects; forward.ts says what they mean.
 *
 * Two connections per process, because a Redis connection in subscriber mode can run no other
 * command. Order: everything one process publishes goes down its one publisher connection in call
 * order and Redis delivers a channel's messages in the order it received them, so messages from one
 * sender to one receiver arrive in the order they were sent.
 *
 * Pub/sub is fire-and-forget: a message published while the receiver's subscriber connection is down
 * is lost, not queued. So a connection that drops and comes back is reported (`onReconnect`) and the
 * forwarder closes every pipe that may have lost a message; sequence numbers (forward.ts) catch the
 * rest. Nothing here retries a message.
 */
import { Redis } from 'ioredis';
import type { Logger } from '../common/logger.ts';

/** The channel a process listens on. */
export const channelOf = (processId: string): string => `crossings:proc:${processId}`;

/** A message on the bus: a JSON object; its receiver checks its fields. */
export type BusMessage = Record<string, unknown>;

/** What the forwarder needs from a bus (tests wrap a real ClusterBus to lose a message on purpose). */
export interface Bus {
  readonly processId: string;
  send(to: string, msg: object): void;
  publish(to: string, msg: object): Promise<number>;
  onMessage(fn: (msg: BusMessage) => void): void;
  onReconnect(fn: () => void): void;
}

export interface BusStats {
  /** Messages published (whether or not anyone was listening). */
  sent: number;
  /** Publishes Redis acknowledged with no subscriber: the receiving process is gone. */
  undelivered: number;
  /** Publishes that failed (Redis unreachable past the retries); each is logged. */
  publishErrors: number;
  /** Questions to Redis (whether a process listens) that failed; each is logged. */
  queryErrors: number;
  received: number;
  /** Received messages that were not a JSON object; each is logged. */
  malformed: number;
  /** Times a connection dropped and came back (each reported to `onReconnect`). */
  reconnects: number;
}

/** A Redis URL fit for a log line or an error: the password never leaves. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an unparsable Redis URL)';
  }
}

export class ClusterBus implements Bus {
  private readonly messageHandlers: Array<(msg: BusMessage) => void> = [];
  private readonly reconnectHandlers: Array<() => void> = [];
  private closing = false;
  readonly counts: BusStats = { sent: 0, undelivered: 0, publishErrors: 0, queryErrors: 0, received: 0, malformed: 0, reconnects: 0 };

  private constructor(
    readonly processId: string,
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly log: Logger,
  ) {}

  /**
   * Opens both connections and subscribes to this process's channel. Fails (with the URL, password
   * hidden, and Redis's own reason) when Redis cannot be reached at start: a cluster process that
   * cannot hear the others must not start. Later drops are retried forever with a short backoff.
   */
  static async connect(url: string, processId: string, log: Logger): Promise<ClusterBus> {
    let started = false;
    const options = (role: string) => ({
      lazyConnect: true,
      connectTimeout: 5000,
      // Names show in CLIENT LIST, so an operator (or a test) can tell the processes' connections apart.
      connectionName: `crossings-${role}:${processId}`.replace(/\s/g, '_'),
      // At start a failure is reported at once; once running, reconnect with a backoff capped at 1 s.
      retryStrategy: (times: number) => (started ? Math.min(50 * times, 1000) : null),
      // A publish waits through a couple of reconnect attempts, then fails (and is counted) rather than pile up.
      maxRetriesPerRequest: 2,
      // Publishes made in one turn of the event loop leave in one write, in call order.
      enableAutoPipelining: role === 'pub',
      // A publish in flight when the connection dropped may have reached Redis: sent again it could run
      // a forwarded request twice. It fails instead (the pipe closes, the request gets a 503).
      autoResendUnfulfilledCommands: false,
    });
    const pub = new Redis(url, options('pub'));
    const sub = new Redis(url, options('sub'));
    // Without a listener ioredis prints each error itself; the bus logs them (see `watch`).
    let reason: Error | null = null;
    const early = (err: Error) => { reason = err; };
    pub.on('error', early);
    sub.on('error', early);
    // Listening before subscribing: no message can arrive unheard.
    let bus: ClusterBus | null = null;
    sub.on('message', (_channel: string, text: string) => bus?.receive(text));
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      await sub.subscribe(channelOf(processId));
    } catch (err) {
      pub.disconnect();
      sub.disconnect();
      // connect() only says "Connection is closed"; the error event before it has the cause (ECONNREFUSED…).
      const cause = (reason as Error | null)?.message ?? (err as Error).message;
      throw new Error(`Cannot reach Redis at ${redact(url)} (CROSSINGS_REDIS_URL): ${cause}. Cluster mode needs it; start Redis or unset CROSSINGS_REDIS_URL to run a single process.`, { cause: err });
    }
    pub.off('error', early);
    sub.off('error', early);
    started = true;
    const ready = new ClusterBus(processId, pub, sub, log);
    bus = ready;
    ready.watch(pub, 'publisher');
    ready.watch(sub, 'subscriber');
    log.info({ processId, redis: redact(url), channel: channelOf(processId) }, 'cluster bus connected');
    return ready;
  }

  /** Logs a connection's drops and reports each return (`ready` after the first) to `onReconnect`. */
  private watch(conn: Redis, role: string): void {
    let lastErrorLog = 0;
    conn.on('error', (err: Error) => {
      // A Redis that is down errs on every reconnect attempt; one line a second is enough to see it.
      const now = Date.now();
      if (now - lastErrorLog < 1000) return;
      lastErrorLog = now;
      this.log.warn({ err, role }, 'cluster bus: Redis connection error');
    });
    // Connected when watched; 'close' repeats on every failed reconnect attempt, so only the first is logged.
    let up = true;
    conn.on('close', () => {
      if (!up || this.closing) return;
      up = false;
      this.log.warn({ role }, 'cluster bus: Redis connection lost; reconnecting (messages sent meanwhile are lost)');
    });
    conn.on('ready', () => {
      up = true;
      if (this.closing) return;
      this.counts.reconnects++;
      this.log.warn({ role }, 'cluster bus: Redis connection back; closing forwarded connections that may have lost messages');
      for (const fn of this.reconnectHandlers) {
        try {
          fn();
        } catch (err) {
          this.log.error({ err }, 'cluster bus: a reconnect handler failed');
        }
      }
    });
  }

  private receive(text: string): void {
    this.counts.received++;
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      msg = undefined;
    }
    if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) {
      this.counts.malformed++;
      this.log.error({ sample: text.slice(0, 200) }, 'cluster bus: a message that is not a JSON object was ignored');
      return;
    }
    for (const fn of this.messageHandlers) {
      try {
        fn(msg as BusMessage);
      } catch (err) {
        this.log.error({ err }, 'cluster bus: a message handler failed');
      }
    }
  }

  /**
   * Publishes to `to`'s channel; resolves with the number of processes that received it (0: nobody
   * listens there, the process is gone). Rejects when Redis could not take it (counted and logged).
   */
  async publish(to: string, msg: object): Promise<number> {
    this.counts.sent++;
    try {
      const receivers = await this.pub.publish(channelOf(to), JSON.stringify(msg));
      if (receivers === 0) this.counts.undelivered++;
      return receivers;
    } catch (err) {
      // Shutting down, a connection's last frames may still be on their way out after quit(): the
      // peers learn that this process is gone from its lease (docs/cluster.md), so that is no failure.
      if (this.closing) return 0;
      this.counts.publishErrors++;
      this.log.error({ err, to }, 'cluster bus: publishing failed');
      throw err;
    }
  }

  /**
   * Whether process `id` listens on its channel now (false: it is gone, whatever its lease still says).
   * When Redis cannot be asked, the failure is logged and counted and the answer is true: the caller
   * then forwards as usual, and a forward that reaches nobody fails visibly there.
   */
  async listening(id: string): Promise<boolean> {
    try {
      const reply = (await this.pub.pubsub('NUMSUB', channelOf(id))) as [string, number | string];
      return Number(reply[1]) > 0;
    } catch (err) {
      // A question still in flight as this process shuts down is no failure.
      if (this.closing) return true;
      this.counts.queryErrors++;
      this.log.error({ err, process: id }, 'cluster bus: asking Redis whether a process listens failed');
      return true;
    }
  }

  /** Publishes to `to`'s channel; ordered per (sender, receiver). A failure is logged and counted (publish). */
  send(to: string, msg: object): void {
    this.publish(to, msg).catch(() => undefined);
  }

  onMessage(fn: (msg: BusMessage) => void): void {
    this.messageHandlers.push(fn);
  }

  /** Either connection dropped and came back: messages to or from this process may have been lost meanwhile. */
  onReconnect(fn: () => void): void {
    this.reconnectHandlers.push(fn);
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    // quit() lets queued publishes go out first; a connection that is down is simply dropped.
    await Promise.all([this.pub, this.sub].map(async (conn) => {
      try {
        await conn.quit();
      } catch {
        conn.disconnect();
      }
    }));
  }
}
