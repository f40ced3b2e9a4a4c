/**
 * Forwarded HTTP (forward-wire.ts has the protocol): the entry sends a request for a room another
 * process plays to that process, which runs it through its own router (`HttpOwner.handleHttp`,
 * app.inject in routing.ts) and sends the reply back. The entry never waits forever: an owner that is
 * gone, or that does not answer within `httpTimeoutMs`, gives a 503 (code ROOM_MOVED: try again).
 */
import type { BusMessage } from './bus.ts';
import { httpError, type ForwardContext, type ForwardedHttpReply, type ForwardedHttpRequest } from './forward-wire.ts';

/** What the owner side does with a forwarded request (app.ts wires it to the router). */
export interface HttpOwner {
  /** Runs a forwarded HTTP request through this process's router. */
  handleHttp(req: ForwardedHttpRequest): Promise<ForwardedHttpReply>;
}

interface PendingHttp {
  owner: string;
  settle(reply: ForwardedHttpReply): void;
}

export class HttpForwarding {
  private readonly pending = new Map<string, PendingHttp>();
  private nextId = 0;

  constructor(private readonly ctx: ForwardContext, private readonly owner: HttpOwner) {}

  /** Requests sent and not answered yet. */
  get size(): number { return this.pending.size; }

  /**
   * Entry side: forwards one HTTP request to `owner`. Never rejects: an owner that is gone or does not
   * answer in `httpTimeoutMs` gives a 503 with a JSON error (code ROOM_MOVED: try again).
   */
  forward(owner: string, req: ForwardedHttpRequest): Promise<ForwardedHttpReply> {
    const { bus, log, opts, counts } = this.ctx;
    if (this.ctx.closed) return Promise.resolve(httpError(503, 'This server process is shutting down; try again in a moment.'));
    const id = String(++this.nextId);
    counts.httpForwarded++;
    return new Promise<ForwardedHttpReply>((resolve) => {
      const timer = setTimeout(() => {
        counts.httpTimeouts++;
        log.warn({ owner, url: req.url, timeoutMs: opts.httpTimeoutMs }, 'cluster: a forwarded HTTP request got no answer in time');
        settle(httpError(503, `The server process playing this room did not answer within ${opts.httpTimeoutMs / 1000} seconds; try again in a moment.`));
      }, opts.httpTimeoutMs);
      const settle = (reply: ForwardedHttpReply) => {
        if (!this.pending.delete(id)) return;
        clearTimeout(timer);
        resolve(reply);
      };
      this.pending.set(id, { owner, settle });
      bus.publish(owner, { t: 'http', from: bus.processId, id, req }).then((receivers) => {
        if (receivers > 0) return;
        counts.httpUnreachable++;
        log.warn({ owner, url: req.url }, 'cluster: the process playing this room is not listening; answering 503');
        settle(httpError(503, 'The server process playing this room is not answering; try again in a moment.'));
      }, () => {
        counts.httpUnreachable++;
        settle(httpError(503, 'The server processes cannot reach each other just now; try again in a moment.'));
      });
    });
  }

  /** Entry side: an owner's reply (`http-reply`) to a request forwarded from here. */
  replied(msg: BusMessage & { from: string }): void {
    const pending = typeof msg.id === 'string' ? this.pending.get(msg.id) : undefined;
    const reply = msg.reply as ForwardedHttpReply | undefined;
    if (!pending || pending.owner !== msg.from) return; // answered after its timeout: already 503
    if (!reply || typeof reply.status !== 'number' || typeof reply.body !== 'string') {
      this.ctx.malformed(msg, 'an HTTP reply without status or body');
      pending.settle(httpError(502, 'The server process playing this room sent an unreadable answer.'));
      return;
    }
    pending.settle({ status: reply.status, headers: reply.headers ?? {}, body: reply.body });
  }

  /** Owner side: serves a request (`http`) an entry forwarded, and sends the reply back. */
  serve(msg: BusMessage & { from: string }): void {
    const { bus, log, counts } = this.ctx;
    const { from, id } = msg;
    const req = msg.req as ForwardedHttpRequest | undefined;
    if (typeof id !== 'string' || !req || typeof req.method !== 'string' || typeof req.url !== 'string') return this.ctx.malformed(msg, 'an HTTP request without id, method or url');
    counts.httpServed++;
    const answer = (reply: ForwardedHttpReply) => bus.send(from, { t: 'http-reply', from: bus.processId, id, reply });
    let pending: Promise<ForwardedHttpReply>;
    try {
      pending = this.owner.handleHttp({ ...req, headers: req.headers ?? {}, ip: typeof req.ip === 'string' ? req.ip : 'unknown' });
    } catch (err) {
      pending = Promise.reject(err);
    }
    pending.then(answer, (err: unknown) => {
      counts.httpFailed++;
      log.error({ err, url: req.url }, 'cluster: serving a forwarded HTTP request failed');
      answer({ status: 500, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ error: { code: 'INTERNAL', message: 'The server could not handle this request.' } }) });
    });
  }

  /** Shutting down: every request still waiting gets a 503. */
  close(): void {
    for (const pending of [...this.pending.values()]) pending.settle(httpError(503, 'This server process is shutting down; try again in a moment.'));
  }
}
