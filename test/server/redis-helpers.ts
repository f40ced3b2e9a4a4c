/**
 * Redis for the cluster tests: CROSSINGS_TEST_REDIS_URL, else redis://127.0.0.1:6379. Where it cannot
 * be reached the Redis cases skip with the reason in their title, except under CI=true, where they
 * run and fail (as postgres-helpers.ts does for PostgreSQL).
 *
 * Tests share one Redis with each other and with any other test file running meanwhile; everything a
 * test publishes goes to channels named after process ids made by `testProcessId`, so none collide.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import type { Logger } from '../../src/server/common/logger.ts';

export const REDIS_TEST_URL = process.env.CROSSINGS_TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const mustRun = process.env.CI === 'true';

async function probe(): Promise<string | null> {
  const client = new Redis(REDIS_TEST_URL, { lazyConnect: true, connectTimeout: 3000, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const answer = await client.ping();
    return answer === 'PONG' ? null : `Redis at ${REDIS_TEST_URL} answered PING with ${JSON.stringify(answer)}`;
  } catch (err) {
    return `Redis is not reachable at ${REDIS_TEST_URL} (${(err as Error).message}); start it or set CROSSINGS_TEST_REDIS_URL`;
  } finally {
    client.disconnect();
  }
}

/** Why the Redis cases skip here (null: they run). Under CI=true always null: they must run, and fail if they cannot. */
export const redisSkipReason: string | null = mustRun ? null : await probe();
if (redisSkipReason) console.warn(`[redis] ${redisSkipReason}; Redis tests skipped`);

/** A process id of its own for a test (the channel `crossings:proc:<id>` is then the test's alone). */
export function testProcessId(name: string): string {
  return `test-${name}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}

/** A plain client for what a test does to Redis by hand (CLIENT KILL, a raw PUBLISH). Disconnect it after. */
export async function adminRedis(): Promise<Redis> {
  const client = new Redis(REDIS_TEST_URL, { lazyConnect: true, retryStrategy: () => null });
  await client.connect();
  return client;
}

/**
 * Kills the Redis connections whose name (CLIENT SETNAME, set by ClusterBus) is `name`, as a network
 * failure or a Redis restart would; returns how many were killed.
 */
export async function killRedisClient(name: string): Promise<number> {
  const admin = await adminRedis();
  try {
    const list = await admin.client('LIST') as string;
    const ids = list.split('\n').filter((line) => line.includes(` name=${name} `)).map((line) => /(?:^|\s)id=(\d+)/.exec(line)![1]);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    return ids.length;
  } finally {
    admin.disconnect();
  }
}

export interface LogEntry { level: 'info' | 'warn' | 'error' | 'debug'; obj: object; msg?: string }

/** A Logger that keeps what it is told, so a test can check that a failure was said out loud. */
export function recordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (obj: object, msg?: string) => { entries.push({ level, obj, msg }); };
  return { entries, info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') };
}

/** Resolves once `check()` is true; fails with `what` after `ms`. */
export async function waitUntil(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * A TCP proxy in front of the test Redis, so one bus can lose Redis without the others: `cut()` drops
 * every connection through it and refuses new ones (Redis "down" for whoever uses `url`), `restore()`
 * accepts them again.
 */
export async function redisProxy(): Promise<{ url: string; cut(): void; restore(): void; close(): Promise<void> }> {
  const target = new URL(REDIS_TEST_URL);
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(REDIS_TEST_URL);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut: () => {
      up = false;
      for (const s of sockets) s.destroy();
    },
    restore: () => { up = true; },
    close: () => {
      up = false;
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
