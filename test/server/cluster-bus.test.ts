/**
 * The cluster bus (src/server/cluster/bus.ts) against a real Redis: two buses with their own process
 * ids in this one test process stand for two server processes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ClusterBus, channelOf } from '../../src/server/cluster/bus.ts';
import { REDIS_TEST_URL, adminRedis, killRedisClient, recordingLogger, redisSkipReason, testProcessId, waitUntil } from './redis-helpers.ts';

const title = (name: string) => (redisSkipReason ? `${name} (skipped: ${redisSkipReason})` : name);

const open: ClusterBus[] = [];
async function bus(name: string, log = recordingLogger()): Promise<ClusterBus> {
  const b = await ClusterBus.connect(REDIS_TEST_URL, testProcessId(name), log);
  open.push(b);
  return b;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()));
});

describe('ClusterBus', () => {
  it.skipIf(redisSkipReason)(title('delivers 10,000 messages each way, in order, between two processes'), async () => {
    const a = await bus('a');
    const b = await bus('b');
    const atA: number[] = [];
    const atB: number[] = [];
    a.onMessage((m) => { expect(m.from).toBe(b.processId); atA.push(m.n as number); });
    b.onMessage((m) => { expect(m.from).toBe(a.processId); atB.push(m.n as number); });
    const N = 10_000;
    const started = performance.now();
    for (let n = 0; n < N; n++) {
      a.send(b.processId, { n, from: a.processId });
      b.send(a.processId, { n, from: b.processId });
    }
    await waitUntil(() => atA.length === N && atB.length === N, `${N} messages each way`, 30_000);
    const ms = performance.now() - started;
    console.log(`[bus] ${2 * N} messages (both ways) in ${ms.toFixed(0)} ms: ${Math.round((2 * N) / (ms / 1000))} messages/s`);
    expect(atB).toEqual(Array.from({ length: N }, (_, i) => i));
    expect(atA).toEqual(Array.from({ length: N }, (_, i) => i));
    expect(a.counts.sent).toBe(N);
    expect(b.counts.received).toBe(N);
    expect(a.counts.undelivered + a.counts.publishErrors).toBe(0);
  });

  it.skipIf(redisSkipReason)(title('tells the sender when nobody listens on the receiver\'s channel'), async () => {
    const a = await bus('a');
    expect(await a.publish(testProcessId('nobody'), { hello: 1 })).toBe(0);
    expect(a.counts.undelivered).toBe(1);
  });

  it.skipIf(redisSkipReason)(title('says whether a process listens on its channel (a dead one does not, whatever its lease says)'), async () => {
    const log = recordingLogger();
    const a = await bus('a', log);
    const b = await bus('b');
    expect(await a.listening(b.processId)).toBe(true);
    expect(await a.listening(testProcessId('nobody'))).toBe(false);
    await b.close();
    expect(await a.listening(b.processId)).toBe(false);
    expect(a.counts.queryErrors).toBe(0);
    // Redis cannot be asked (its connection cut by hand): logged, counted, and taken as "listening",
    // so the caller forwards and fails visibly rather than waiting on a guess.
    (a as unknown as { pub: { disconnect(): void } }).pub.disconnect();
    expect(await a.listening(b.processId)).toBe(true);
    expect(a.counts.queryErrors).toBe(1);
    // While the bus closes, a question in flight is no failure.
    await a.close();
    expect(await a.listening(b.processId)).toBe(true);
    expect(a.counts.queryErrors).toBe(1);
    expect(log.entries.filter((e) => e.level === 'error' && /whether a process listens failed/.test(e.msg ?? ''))).toHaveLength(1);
  });

  it.skipIf(redisSkipReason)(title('logs and counts a message that is not a JSON object, and handles the next one'), async () => {
    const log = recordingLogger();
    const a = await bus('a', log);
    const got: unknown[] = [];
    a.onMessage((m) => got.push(m));
    const admin = await adminRedis();
    try {
      await admin.publish(channelOf(a.processId), 'not json {');
      await admin.publish(channelOf(a.processId), '[1,2]');
      await admin.publish(channelOf(a.processId), '{"ok":true}');
    } finally {
      admin.disconnect();
    }
    await waitUntil(() => got.length === 1, 'the good message');
    expect(got).toEqual([{ ok: true }]);
    expect(a.counts.malformed).toBe(2);
    expect(log.entries.filter((e) => e.level === 'error' && /not a JSON object/.test(e.msg ?? ''))).toHaveLength(2);
  });

  it.skipIf(redisSkipReason)(title('reports a dropped subscriber connection once it is back, and hears messages again'), async () => {
    const log = recordingLogger();
    const a = await bus('a', log);
    const b = await bus('b');
    let reconnects = 0;
    a.onReconnect(() => { reconnects++; });
    const got: number[] = [];
    a.onMessage((m) => { got.push(m.n as number); });
    expect(await killRedisClient(`crossings-sub:${a.processId}`)).toBe(1);
    await waitUntil(() => reconnects === 1, 'the reconnect report');
    expect(a.counts.reconnects).toBe(1);
    expect(log.entries.some((e) => e.level === 'warn' && /connection lost/.test(e.msg ?? ''))).toBe(true);
    // Resubscribed: a message sent now arrives.
    await waitUntil(() => { b.send(a.processId, { n: got.length }); return got.length > 0; }, 'a message after the reconnect');
  });

  it.skipIf(redisSkipReason)(title('reports a dropped publisher connection too (messages it had in flight may be lost)'), async () => {
    const a = await bus('a');
    let reconnects = 0;
    a.onReconnect(() => { reconnects++; });
    expect(await killRedisClient(`crossings-pub:${a.processId}`)).toBe(1);
    await waitUntil(() => reconnects === 1, 'the reconnect report');
    expect(await a.publish(testProcessId('nobody'), {})).toBe(0);
  });

  it('fails to connect with the URL (password hidden), the reason and what to do', async () => {
    const started = Date.now();
    const err = await ClusterBus.connect('redis://:s3cret@127.0.0.1:1', testProcessId('x'), recordingLogger()).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    const message = (err as Error).message;
    expect(message).toMatch(/Cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1/);
    expect(message).toMatch(/ECONNREFUSED/);
    expect(message).toMatch(/CROSSINGS_REDIS_URL/);
    expect(message).not.toMatch(/s3cret/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
