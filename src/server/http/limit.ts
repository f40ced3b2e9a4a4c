/**
 * Limits per client address. Room codes are short so people can read them out; a budget per
 * address makes guessing them by brute force impractically slow, and keeps one client from
 * crowding out the rest.
 *
 * One token bucket per address is shared by the HTTP API and WebSocket `hello` messages, since
 * both can try an invite code: opening many sockets does not buy more guesses. (A library rate
 * limiter such as @fastify/rate-limit counts HTTP requests only; it is used for the per-minute cap on
 * creating rooms, in routes.ts.) The number of sockets an address may hold open is capped too.
 *
 * Schools often reach the server from one public address for a whole class, so the defaults leave
 * room for some thirty people behind one address.
 */
import type { FastifyInstance } from 'fastify';
import { RoomError } from '../room/errors.ts';

export interface HttpLimit {
  /** Sustained requests per second per client address. */
  ratePerSecond: number;
  burst: number;
}

/** A token bucket per address. */
export class AddressBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly sweep: NodeJS.Timeout;

  constructor(readonly limit: HttpLimit, private readonly now: () => number = Date.now) {
    // Forget addresses that have been quiet long enough to be back to a full bucket.
    this.sweep = setInterval(() => {
      const cutoff = this.now() - (limit.burst / limit.ratePerSecond) * 1000;
      for (const [ip, b] of this.buckets) if (b.at < cutoff) this.buckets.delete(ip);
    }, 60_000);
    this.sweep.unref();
  }

  /** Takes `cost` tokens (one by default) for `address`; false (and nothing taken) when its budget has fewer. */
  take(address: string, cost = 1): boolean {
    const now = this.now();
    const b = this.buckets.get(address) ?? { tokens: this.limit.burst, at: now };
    b.tokens = Math.min(this.limit.burst, b.tokens + ((now - b.at) / 1000) * this.limit.ratePerSecond);
    b.at = now;
    this.buckets.set(address, b);
    if (b.tokens < cost) return false;
    b.tokens -= cost;
    return true;
  }

  /** Gives back what `take` took for something that was then refused (it stored nothing). */
  refund(address: string, cost: number): void {
    const b = this.buckets.get(address);
    if (b) b.tokens = Math.min(this.limit.burst, b.tokens + cost);
  }

  get message(): string {
    return `Too many requests: at most ${this.limit.ratePerSecond} per second from one address. Try again in a moment.`;
  }

  close(): void {
    clearInterval(this.sweep);
  }
}

/**
 * What one address may store by creating rooms and workshops (docs/hosting.md, "What is kept, and for
 * how long"): each creation costs its custom content's size as JSON plus 1 kB. A teacher makes a few
 * classes with the largest content at once (4 MB), and a flood from one address stores at most 2 MB an
 * hour after that (about 50 MB a day, which retention deletes after a week unless it is played).
 */
export const DEFAULT_CONTENT_BYTES_PER_HOUR = 2 * 1024 * 1024;

/** The content budget for `bytesPerHour` (CROSSINGS_CONTENT_MB_PER_HOUR): a first burst of twice that. */
export function contentBudgetOf(bytesPerHour: number): HttpLimit {
  return { burst: 2 * bytesPerHour, ratePerSecond: bytesPerHour / 3600 };
}

export const CONTENT_BUDGET: HttpLimit = contentBudgetOf(DEFAULT_CONTENT_BYTES_PER_HOUR);
export const CREATION_BASE_BYTES = 1024;

/**
 * The bytes a creation costs against CONTENT_BUDGET: the request's size as sent (its content is most of
 * it), else the content's as JSON. A content too deep to write as JSON costs nothing here: the game's
 * own bounds refuse it (and the refusal gives back what was taken anyway).
 */
export function creationCost(content: unknown, contentLength?: string): number {
  const sent = Number(contentLength);
  if (Number.isFinite(sent) && sent > 0) return CREATION_BASE_BYTES + sent;
  try {
    return CREATION_BASE_BYTES + (content === undefined ? 0 : Buffer.byteLength(JSON.stringify(content)));
  } catch {
    return CREATION_BASE_BYTES;
  }
}

export function contentRefusal(budget: AddressBudget): string {
  const perHour = Math.round((budget.limit.ratePerSecond * 3600) / 1024 / 1024);
  return `This address has stored as much new content as it may for now (${Math.round(budget.limit.burst / 1024 / 1024)} MB at once, then ${perHour} MB an hour). Try again later, or reuse a room or workshop you made.`;
}

/**
 * Creates something whose stored size counts against the address's CONTENT_BUDGET: refused with the
 * reason when spent, given back when the creation itself is refused.
 */
export async function withinContentBudget<T>(budget: AddressBudget, req: { ip: string; headers: { 'content-length'?: string | undefined } }, content: unknown, create: () => Promise<T>): Promise<T> {
  const address = req.ip;
  const cost = creationCost(content, req.headers['content-length']);
  if (!budget.take(address, cost)) throw new RoomError('CONTENT_BUDGET', contentRefusal(budget));
  try {
    return await create();
  } catch (err) {
    budget.refund(address, cost);
    throw err;
  }
}

/** Open sockets per address, capped. */
export class SocketCounter {
  private readonly counts = new Map<string, number>();
  constructor(readonly max: number) {}

  /** Counts one more socket for `address`; false (and nothing counted) when it is at the cap. */
  open(address: string): boolean {
    const n = this.counts.get(address) ?? 0;
    if (n >= this.max) return false;
    this.counts.set(address, n + 1);
    return true;
  }

  close(address: string): void {
    const n = (this.counts.get(address) ?? 0) - 1;
    if (n > 0) this.counts.set(address, n);
    else this.counts.delete(address);
  }

  of(address: string): number {
    return this.counts.get(address) ?? 0;
  }
}

/** Every `/api/` request takes a token from its address's budget; the rest get 429. */
export function registerHttpLimit(app: FastifyInstance, budget: AddressBudget): void {
  app.addHook('onClose', async () => budget.close());
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    if (budget.take(req.ip)) return;
    reply.status(429).header('retry-after', '1').send({ error: { code: 'RATE_LIMITED', message: budget.message } });
    return reply;
  });
}
