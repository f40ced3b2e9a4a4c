/**
 * Over real HTTP: the 9.8 kB request that once stalled the server for 55 s and killed it
 * (Emigration content with 30 million extra Paydays) is refused with a 400 naming the fields, while
 * health checks sent meanwhile keep being answered; nothing is stored, so a restart is unaffected,
 * and ordinary rooms are created as before. Content limits: EM-D23, EM-D24 (docs/rules/emigration.md).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import { defaultContent } from '../../src/games/emigration/data/index.ts';
import { poisonedEmigrationContent } from '../fixtures/content-fuzz.ts';
import { api, createRoom, startServer, type TestServer } from './helpers.ts';

let ts: TestServer;
beforeAll(async () => {
  ts = await startServer({ limits: { ratePerSecond: 10_000, burst: 10_000 } });
});
afterAll(async () => {
  await ts?.close();
});

const fourOpenSeats = Array.from({ length: 4 }, () => ({ type: 'open' }));

interface Health { ok: boolean; rssBytes: number }

/** Asks /health back to back until stopped; counts the questions and the 200 answers. */
function healthChecks(url: string) {
  let stopped = false;
  const tally = { asked: 0, answered: 0 };
  const done = (async () => {
    while (!stopped) {
      tally.asked++;
      const res = await fetch(`${url}/health`);
      if (res.status === 200 && ((await res.json()) as Health).ok) tally.answered++;
    }
  })();
  return { tally, stop: async () => { stopped = true; await done; } };
}

async function storedRooms(url: string): Promise<Array<{ game: string }>> {
  const res = await api<{ rooms: Array<{ game: string }> }>(url, 'GET', '/api/rooms');
  expect(res.status).toBe(200);
  return res.body.rooms;
}

describe('a poisoned room request', () => {
  it('EM-D24: 30 million extra Paydays are refused with a clear 400 while /health keeps answering; nothing is stored', async () => {
    const before = await storedRooms(ts.url);
    const rssBefore = (await api<Health>(ts.url, 'GET', '/health')).body.rssBytes;
    const body = { game: 'emigration', seats: fourOpenSeats, content: poisonedEmigrationContent(30_000_000) };
    // The original request was 9.8 kB; the default content it starts from now carries its Chinese too (EM-D30), ~16 kB.
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(20_000);

    const health = healthChecks(ts.url);
    // Several at once, as an attacker would send them.
    const answers = await Promise.all(Array.from({ length: 8 }, () => api(ts.url, 'POST', '/api/rooms', body)));
    await health.stop();

    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REQUEST');
      expect(res.body.error.message).toContain('cardCounts.2.paydays: must be at most 60');
      expect(res.body.error.message).toContain('removedUnseen: must be at most 20');
    }
    expect(health.tally.asked).toBeGreaterThan(0);
    expect(health.tally.answered).toBe(health.tally.asked);
    // Without the bounds 5 million extra Paydays took ~1.2 GB; refusing them takes next to nothing.
    const rssAfter = (await api<Health>(ts.url, 'GET', '/health')).body.rssBytes;
    expect(rssAfter - rssBefore).toBeLessThan(256 * 1024 * 1024);
    expect(await storedRooms(ts.url)).toEqual(before);
  });

  it('EM-D23: oversized and deeply nested content is refused with a clear 400 too', async () => {
    const before = await storedRooms(ts.url);
    const request = (content: unknown) => JSON.stringify({ game: 'emigration', seats: fourOpenSeats, content });
    // 100 000 levels of nesting: written by hand, as JSON.stringify itself would overflow the stack.
    const deep = request({ ...defaultContent, lanes: 'DEEP' }).replace('"DEEP"', `[${'['.repeat(100_000)}1${']'.repeat(100_000)}]`);
    const cases: Array<[string, RegExp]> = [
      [request({ ...defaultContent, notes: 'x'.repeat(600_000) }), /the content is larger than 256 kB/],
      [request({ ...defaultContent, cardCounts: Array(15_000).fill(defaultContent.cardCounts[0]) }), /the content is larger than 256 kB/],
      [deep, /lanes\.0(\.0)+: the content nests more than 32 levels deep/],
    ];
    for (const [body, message] of cases) {
      expect(body.length).toBeLessThan(1024 * 1024); // under the server's body limit: the content check is what refuses
      const res = await api(ts.url, 'POST', '/api/rooms', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect(await storedRooms(ts.url)).toEqual(before);
  });

  it('after refusals, an ordinary room is created and stored, and the server restarts with it', async () => {
    const before = await storedRooms(ts.url);
    const { code } = await createRoom(ts.url, 'emigration', fourOpenSeats, { content: defaultContent });
    expect((await api(ts.url, 'GET', `/api/rooms/${code}`)).body).toMatchObject({ code, game: 'emigration', customContent: true });
    const after = await storedRooms(ts.url);
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((r) => r.game === 'emigration')).toHaveLength(before.filter((r) => r.game === 'emigration').length + 1);

    // Stored rooms are replayed at start-up: with nothing poisoned stored, a restart is quick and complete.
    const dataDir = ts.dataDir;
    await ts.close();
    ts = await startServer({ dataDir, limits: { ratePerSecond: 10_000, burst: 10_000 } });
    expect((await api(ts.url, 'GET', '/health')).status).toBe(200);
    expect((await api(ts.url, 'GET', `/api/rooms/${code}`)).body).toMatchObject({ code, status: 'lobby' });
    expect(await storedRooms(ts.url)).toHaveLength(after.length);
  });

  it('a poisoned room stored before the bounds existed does not stop a restart: it is skipped and its page says why', async () => {
    const dataDir = ts.dataDir;
    await ts.close();
    // Written straight into storage, as an older server accepted it: 5 million extra Paydays.
    const storage = new SqliteStorage(path.join(dataDir, 'crossings.db'), { sync: 'NORMAL' });
    const code = 'POISON';
    await storage.commit([{
      kind: 'createRoom',
      config: {
        code, game: 'emigration', players: 4, seed: 7, options: {}, content: poisonedEmigrationContent(5_000_000),
        botThinkMs: 0, turnTimer: null, dropReplaceSeconds: null, standInBot: { kind: 'heuristic', strength: 'easy' },
        hostTokenHash: 'x', createdAt: Date.now(),
      },
      seats: [0, 1, 2, 3].map((index) => ({ index, kind: 'open' as const, name: null, tokenHash: null, bot: null, standIn: null })),
    }]);
    await storage.close();
    const rss = process.memoryUsage().rss;
    ts = await startServer({ dataDir, limits: { ratePerSecond: 10_000, burst: 10_000 } });
    expect((await api(ts.url, 'GET', '/health')).body.ok).toBe(true);
    expect(process.memoryUsage().rss - rss).toBeLessThan(256 * 1024 * 1024);
    const res = await api(ts.url, 'GET', `/api/rooms/${code}`);
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'ROOM_BROKEN', message: expect.stringMatching(/cannot be set up again.*paydays: must be at most 60/) });
    // Other rooms are unaffected.
    expect((await createRoom(ts.url, 'emigration', fourOpenSeats)).code).toMatch(/^[A-Z0-9]+$/);
  });
});
