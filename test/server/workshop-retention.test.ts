/**
 * What a flood of rooms and workshops leaves behind is bounded (docs/hosting.md, "What is kept, and for
 * how long"): what one address stores counts against its budget, lobbies and waiting workshops are not
 * loaded at start, idle workshops leave memory, a facilitator deletes a workshop at once, and retention
 * deletes workshops that never started or ended long ago, with their tables.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { displacement } from '../../src/games/displacement/index.ts';
import { api, startServer, tempDir, type TestServer } from './helpers.ts';
import { createWorkshop, joinStudents, waitUntil } from './workshop-helpers.ts';

const open: TestServer[] = [];
const start = async (opts: Parameters<typeof startServer>[0] = {}) => {
  const ts = await startServer({ limits: { ratePerSecond: 10_000, burst: 10_000 }, ...opts });
  open.push(ts);
  return ts;
};
afterAll(async () => {
  for (const ts of open) await ts.close().catch(() => undefined);
});

describe('what one address may store', () => {
  it('custom content counts against the address\'s budget: refused with the reason once spent, a refused creation costs nothing', async () => {
    // 100 kB an hour, 200 kB at once; each workshop with Displacement's content costs its request's size and 1 kB.
    const ts = await start({ contentBytesPerHour: 100_000 });
    const content = displacement.defaultContent;
    const cost = Buffer.byteLength(JSON.stringify({ game: 'displacement', content })) + 1024;
    const fits = Math.floor(200_000 / cost);
    // A creation refused for its content stores nothing and costs nothing.
    for (let i = 0; i < 5; i++) {
      expect((await api(ts.url, 'POST', '/api/workshops', { game: 'displacement', content: { ...content, scenarios: [] } })).status).toBe(400);
    }
    let made = 0;
    let refusal: { status: number; body: { error: { code: string; message: string } } } | null = null;
    for (let i = 0; i < fits + 3 && !refusal; i++) {
      const res = await api(ts.url, 'POST', '/api/workshops', { game: 'displacement', content });
      if (res.status === 201) made++;
      else refusal = res;
    }
    expect(made).toBe(fits);
    expect(refusal!.status).toBe(429);
    expect(refusal!.body.error.code).toBe('CONTENT_BUDGET');
    expect(refusal!.body.error.message).toMatch(/an hour/);
    // Rooms share the budget.
    const room = await api(ts.url, 'POST', '/api/rooms', { game: 'displacement', content, seats: [{ type: 'open' }, { type: 'open' }, { type: 'open' }] });
    expect(room.body.error.code).toBe('CONTENT_BUDGET');
  });
});

describe('memory', () => {
  it('at start only what is being played is loaded; lobbies and waiting workshops come when someone asks', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    const waiting = await createWorkshop(first.url, {});
    const playing = await createWorkshop(first.url, { tableSize: 2 });
    await joinStudents(first.url, playing.code, ['Amal', 'Bo']);
    expect((await api(first.url, 'POST', `/api/workshops/${playing.code}/start`, {}, playing.facilitatorToken)).status).toBe(200);
    const lobby = await api(first.url, 'POST', '/api/rooms', { game: 'pledge', seats: [{ type: 'open' }, { type: 'open' }] });
    expect(lobby.status).toBe(201);
    await first.close();

    const again = await start({ dataDir });
    expect(again.server.workshops.residentCodes()).toEqual([playing.code]);
    expect(again.server.manager.resident().map((r) => r.code)).not.toContain(lobby.body.code);
    expect(again.server.manager.resident().map((r) => r.config.workshop)).toContain(playing.code);
    // Asked for, they are there as they were.
    expect((await api(again.url, 'GET', `/api/workshops/${waiting.code}`)).body).toMatchObject({ code: waiting.code, phase: 'waiting' });
    expect(again.server.workshops.residentCodes()).toContain(waiting.code);
    expect((await api(again.url, 'GET', `/api/rooms/${lobby.body.code}`)).body).toMatchObject({ status: 'lobby' });
  });

  it('a workshop nobody uses leaves memory and comes back when asked for; one being played stays', async () => {
    const ts = await start({ workshopIdleMs: 100 });
    const idle = await createWorkshop(ts.url, {});
    const [amal] = await joinStudents(ts.url, idle.code, ['Amal']);
    const playing = await createWorkshop(ts.url, { tableSize: 2 });
    await joinStudents(ts.url, playing.code, ['Bo', 'Chen']);
    expect((await api(ts.url, 'POST', `/api/workshops/${playing.code}/start`, {}, playing.facilitatorToken)).status).toBe(200);
    await waitUntil(async () => !ts.server.workshops.residentCodes().includes(idle.code), 5000, 'the idle workshop to leave memory');
    expect(ts.server.workshops.residentCodes()).toContain(playing.code);
    // Nothing is lost: the student's token and the student are there.
    expect((await api(ts.url, 'GET', `/api/workshops/${idle.code}/me`, undefined, amal.token)).body).toMatchObject({ nickname: 'Amal', phase: 'waiting' });
  });
});

describe('deleting a workshop', () => {
  it('the facilitator deletes an ended workshop at once, with its students and tables; not while it plays', async () => {
    const ts = await start();
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, { tableSize: 2 });
    const [amal] = await joinStudents(ts.url, code, ['Amal', 'Bo']);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, fac)).status).toBe(200);
    const room = (await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, amal.token)).body.table.room as string;
    expect((await api(ts.url, 'DELETE', `/api/workshops/${code}`, undefined, amal.token)).status).toBe(403);
    const playing = await api(ts.url, 'DELETE', `/api/workshops/${code}`, undefined, fac);
    expect(playing.status).toBe(409);
    expect(playing.body.error.message).toMatch(/end play first/);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/end-play`, {}, fac)).status).toBe(200);
    const deleted = await api(ts.url, 'DELETE', `/api/workshops/${code}`, undefined, fac);
    expect(deleted).toMatchObject({ status: 200, body: { deleted: code } });
    expect((await api(ts.url, 'GET', `/api/workshops/${code}`)).status).toBe(404);
    expect((await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, amal.token)).status).toBe(404);
    expect((await api(ts.url, 'GET', `/api/rooms/${room}`)).status).toBe(404);
  });

  it('retention deletes a workshop that never started and an ended one, with its tables, once past the policy', async () => {
    // Past the policy at once; kept while in use (within the idle time), deleted once nobody asks for it.
    const ts = await start({ workshopIdleMs: 1500, retention: { lobbyMs: 1, finishedMs: 1, idleMs: null, checkEveryMs: 50 } });
    const waiting = await createWorkshop(ts.url, {});
    const ended = await createWorkshop(ts.url, { tableSize: 2 });
    const [amal] = await joinStudents(ts.url, ended.code, ['Amal', 'Bo']);
    expect((await api(ts.url, 'POST', `/api/workshops/${ended.code}/start`, {}, ended.facilitatorToken)).status).toBe(200);
    const room = (await api(ts.url, 'GET', `/api/workshops/${ended.code}/me`, undefined, amal.token)).body.table.room as string;
    expect((await api(ts.url, 'POST', `/api/workshops/${ended.code}/end-play`, {}, ended.facilitatorToken)).status).toBe(200);
    // Not in memory, a workshop or room that answers 404 is gone from storage too (`get` loads from it).
    const gone = async (route: string) => (await api(ts.url, 'GET', route)).status === 404;
    await waitUntil(async () => !ts.server.workshops.residentCodes().includes(ended.code), 10_000, 'the workshops to be unused');
    await waitUntil(async () => await gone(`/api/workshops/${waiting.code}`) && await gone(`/api/workshops/${ended.code}`), 10_000, 'retention');
    expect(await gone(`/api/rooms/${room}`)).toBe(true);
  });
});
