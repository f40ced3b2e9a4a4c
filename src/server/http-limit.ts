/**
 * A per-address token bucket for the HTTP API. Room codes are short so people can read them out;
 * the limit makes guessing them by brute force impractically slow, and keeps one client from
 * crowding out the rest. WebSocket messages have their own limit (connection.ts).
 */
import type { FastifyInstance } from 'fastify';

export interface HttpLimit {
  /** Sustained requests per second per client address. */
  ratePerSecond: number;
  burst: number;
}

export function registerHttpLimit(app: FastifyInstance, limit: HttpLimit): void {
  const buckets = new Map<string, { tokens: number; at: number }>();
  // Forget addresses that have been quiet long enough to be back to a full bucket.
  const sweep = setInterval(() => {
    const cutoff = Date.now() - (limit.burst / limit.ratePerSecond) * 1000;
    for (const [ip, b] of buckets) if (b.at < cutoff) buckets.delete(ip);
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const now = Date.now();
    const b = buckets.get(req.ip) ?? { tokens: limit.burst, at: now };
    b.tokens = Math.min(limit.burst, b.tokens + ((now - b.at) / 1000) * limit.ratePerSecond);
    b.at = now;
    buckets.set(req.ip, b);
    if (b.tokens < 1) {
      reply.status(429).header('retry-after', '1').send({
        error: { code: 'RATE_LIMITED', message: `Too many requests: at most ${limit.ratePerSecond} per second. Try again in a moment.` },
      });
      return reply;
    }
    b.tokens -= 1;
  });
}
