/**
 * The waiting page's long poll (docs/workshop.md, "The waiting page"; src/server/workshop/student-waits.ts):
 * `GET me?wait=…&since=<version>` is held until the student's status changes, so the start, a pause, a
 * removal reach a waiting page at once instead of at its next 2 s poll; many held requests are released
 * together; a client that leaves frees its place; the bounds per student and per address hold and a
 * request over them is answered at once, saying so; bad input is refused with the reason.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../src/server/common/logger.ts';
import type { Storage } from '../../src/server/storage/types.ts';
import { WriteQueue } from '../../src/server/storage/write-queue.ts';
import { CALM_MS, StudentWaits, type MeAnswer } from '../../src/server/workshop/student-waits.ts';
import { Workshop } from '../../src/server/workshop/workshop.ts';
import { pledge } from '../fixtures/pledge.ts';
import { api, startServer, type TestServer } from './helpers.ts';
import { createWorkshop, joinStudents, waitUntil, type Student } from './workshop-helpers.ts';

let ts: TestServer;
let small: TestServer;

beforeAll(async () => {
  ts = await startServer({ limits: { ratePerSecond: 10_000, burst: 10_000 } });
  small = await startServer({ limits: { ratePerSecond: 10_000, burst: 10_000 }, workshopWaitLimits: { perAddress: 2, total: 100 } });
});
afterAll(async () => {
  await ts?.close();
  await small?.close();
});

type Me = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const me = (base: string, code: string, s: Student, query = '') => api<Me>(base, 'GET', `/api/workshops/${code}/me${query}`, undefined, s.token);

/** A held request, and whether it has been answered yet. */
function held(base: string, code: string, s: Student, version: string, wait = 25) {
  const out = { answered: false, at: 0, res: null as null | { status: number; body: Me } };
  const promise = me(base, code, s, `?wait=${wait}&since=${version}`).then((res) => {
    out.answered = true;
    out.at = Date.now();
    out.res = res;
    return res;
  });
  return Object.assign(out, { promise });
}

const heldNow = async (base: string): Promise<number> => (await api(base, 'GET', '/health')).body.studentWaits.held as number;

describe('a waiting student\'s page learns of the start at once', () => {
  it('holds the request until the start, then answers with the table (not at the timeout)', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, { tableSize: 2 });
    const [amal, bo] = await joinStudents(ts.url, code, ['Amal', 'Bo']);
    const first = (await me(ts.url, code, amal)).body;
    expect(first.version).toMatch(/^[0-9a-f]{16}$/);
    expect(first.table.room).toBeNull();
    // Asked again without a change, the version is the same (the clock `now` is not part of it).
    expect((await me(ts.url, code, amal)).body.version).toBe(first.version);
    const wait = held(ts.url, code, amal, first.version);
    await waitUntil(async () => (await heldNow(ts.url)) === 1, 5000, 'the request to be held');
    expect(wait.answered).toBe(false);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, fac)).status).toBe(200);
    const started = Date.now();
    const res = await wait.promise;
    expect(res.status).toBe(200);
    expect(res.body.waited).toBe('changed');
    expect(res.body.phase).toBe('playing');
    expect(res.body.table.room).toMatch(/^[A-Z0-9]+$/);
    expect(res.body.table.seat).not.toBeNull();
    expect(res.body.version).not.toBe(first.version);
    // Answered on the change, far from the 25 s the request asked to be held.
    expect(wait.at - started).toBeLessThan(20_000);
    // The room it names is the student's: their token opens their seat.
    const room = (await api(ts.url, 'GET', `/api/rooms/${res.body.table.room}`, undefined, amal.token)).body;
    expect(room.workshop.code).toBe(code);
    expect((await me(ts.url, code, bo)).body.table.room).toBeTruthy();
    expect(await heldNow(ts.url)).toBe(0);
  });

  it('releases a whole class\'s held requests together, each with its own table', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, { tableSize: 2 });
    const names = Array.from({ length: 30 }, (_, i) => `Student ${i + 1}`);
    const students = await joinStudents(ts.url, code, names);
    const versions = await Promise.all(students.map(async (s) => (await me(ts.url, code, s)).body.version as string));
    const waits = students.map((s, i) => held(ts.url, code, s, versions[i]));
    await waitUntil(async () => (await heldNow(ts.url)) === students.length, 10_000, 'every request to be held');
    expect(waits.some((w) => w.answered)).toBe(false);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, fac)).status).toBe(200);
    const answers = await Promise.all(waits.map((w) => w.promise));
    expect(answers.map((a) => a.body.waited)).toEqual(students.map(() => 'changed'));
    const seats = new Set(answers.map((a) => `${a.body.table.room} ${a.body.table.seat}`));
    expect(seats.size).toBe(students.length);
    // Released within one moment of each other: the same durable start woke them all.
    const ats = waits.map((w) => w.at);
    expect(Math.max(...ats) - Math.min(...ats)).toBeLessThan(CALM_MS);
    expect(await heldNow(ts.url)).toBe(0);
  });

  it('answers a held request on a pause, and with 403 when the facilitator removes the student', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, { tableSize: 2 });
    const [amal, bo] = await joinStudents(ts.url, code, ['Amal', 'Bo']);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, fac)).status).toBe(200);
    const v = (await me(ts.url, code, amal)).body.version as string;
    const wait = held(ts.url, code, amal, v);
    await waitUntil(async () => (await heldNow(ts.url)) === 1, 5000, 'the request to be held');
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/pause`, { paused: true }, fac)).status).toBe(200);
    const paused = await wait.promise;
    expect(paused.body).toMatchObject({ waited: 'changed', paused: true });
    const bv = (await me(ts.url, code, bo)).body.version as string;
    const gone = held(ts.url, code, bo, bv);
    await waitUntil(async () => (await heldNow(ts.url)) === 1, 5000, 'the request to be held');
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/students/${bo.studentId}/remove`, {}, fac)).status).toBe(200);
    const res = await gone.promise;
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/took you out/);
  });

  it('answers a held request with 404 when the facilitator deletes the workshop', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, {});
    const [amal] = await joinStudents(ts.url, code, ['Amal']);
    const wait = held(ts.url, code, amal, (await me(ts.url, code, amal)).body.version as string);
    await waitUntil(async () => (await heldNow(ts.url)) === 1, 5000, 'the request to be held');
    expect((await api(ts.url, 'DELETE', `/api/workshops/${code}`, undefined, fac)).status).toBe(200);
    const res = await wait.promise;
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NO_SUCH_WORKSHOP');
  });

  it('answers a stale version at once, and after `wait` seconds when nothing changed', async () => {
    const { code } = await createWorkshop(ts.url, {});
    const [amal] = await joinStudents(ts.url, code, ['Amal']);
    const stale = await me(ts.url, code, amal, '?wait=25&since=0123456789abcdef');
    expect(stale.body.waited).toBe('changed');
    const asked = Date.now();
    const timedOut = await me(ts.url, code, amal, `?wait=1&since=${stale.body.version}`);
    expect(timedOut.body).toMatchObject({ waited: 'timeout', version: stale.body.version });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(900);
  });

  it('answers a change of the plan alone (before the start) no sooner than the old poll\'s period', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, { tableSize: 2 });
    const [amal, bo, chen, dana] = await joinStudents(ts.url, code, ['Amal', 'Bo', 'Chen', 'Dana']);
    const before = (await me(ts.url, code, amal)).body;
    const asked = Date.now();
    const wait = held(ts.url, code, amal, before.version as string);
    await waitUntil(async () => (await heldNow(ts.url)) === 1, 5000, 'the request to be held');
    // The facilitator moves Amal to the other table of the plan: a change, but not an urgent one.
    const others = [bo, chen, dana].map((s) => s.studentId);
    const tables = before.table.index === 0 ? [[others[0], others[1]], [amal.studentId, others[2]]] : [[amal.studentId, others[0]], [others[1], others[2]]];
    expect((await api(ts.url, 'PUT', `/api/workshops/${code}/tables`, { tables, observers: [] }, fac)).status).toBe(200);
    const res = await wait.promise;
    expect(res.body.waited).toBe('changed');
    expect(res.body.table.index).toBe(1 - (before.table.index as number));
    expect(wait.at - asked).toBeGreaterThanOrEqual(CALM_MS - 100);
  });
});

describe('bounds and bad input', () => {
  it('a client that closes its connection frees its place at once', async () => {
    const { code } = await createWorkshop(ts.url, {});
    const [amal] = await joinStudents(ts.url, code, ['Amal']);
    const v = (await me(ts.url, code, amal)).body.version as string;
    const req = http.get(`${ts.url}/api/workshops/${code}/me?wait=25&since=${v}`, { headers: { authorization: `Bearer ${amal.token}` } });
    req.on('error', () => { /* destroyed on purpose below */ });
    await waitUntil(async () => (await heldNow(ts.url)) === 1, 5000, 'the request to be held');
    req.destroy();
    await waitUntil(async () => (await heldNow(ts.url)) === 0, 5000, 'the closed request\'s place to be freed');
    // The student is still fine: the next request is held as before.
    const next = held(ts.url, code, amal, v, 1);
    expect((await next.promise).body.waited).toBe('timeout');
  });

  it('a newer request of the same student takes the older one\'s place (answered "replaced")', async () => {
    const { code } = await createWorkshop(small.url, {});
    const [amal] = await joinStudents(small.url, code, ['Amal']);
    const v = (await me(small.url, code, amal)).body.version as string;
    const older = held(small.url, code, amal, v);
    await waitUntil(async () => (await heldNow(small.url)) === 1, 5000, 'the request to be held');
    const newer = held(small.url, code, amal, v, 1);
    expect((await older.promise).body).toMatchObject({ waited: 'replaced', version: v });
    expect((await newer.promise).body.waited).toBe('timeout');
  });

  it('over the bound per address a request is answered at once, saying why, and counted', async () => {
    const { code } = await createWorkshop(small.url, {});
    const students = await joinStudents(small.url, code, ['Amal', 'Bo', 'Chen']);
    const versions = await Promise.all(students.map(async (s) => (await me(small.url, code, s)).body.version as string));
    const before = (await api(small.url, 'GET', '/health')).body.studentWaits.refused as number;
    const first = [held(small.url, code, students[0], versions[0], 5), held(small.url, code, students[1], versions[1], 5)];
    await waitUntil(async () => (await heldNow(small.url)) === 2, 5000, 'two requests to be held');
    const third = await me(small.url, code, students[2], `?wait=25&since=${versions[2]}`);
    expect(third.status).toBe(200);
    expect(third.body.waited).toBe('refused');
    expect(third.body.waitRefused).toMatch(/2 pages waiting.*every 2 seconds/);
    expect(third.body.version).toBe(versions[2]);
    expect((await api(small.url, 'GET', '/health')).body.studentWaits.refused).toBe(before + 1);
    expect(first.some((w) => w.answered)).toBe(false);
    await Promise.all(first.map((w) => w.promise));
  });

  it('a server shutting down answers its held requests at once, with the status they had', async () => {
    const own = await startServer({ limits: { ratePerSecond: 10_000, burst: 10_000 } });
    let closing: Promise<void> | null = null;
    try {
      const { code } = await createWorkshop(own.url, {});
      const [amal] = await joinStudents(own.url, code, ['Amal']);
      const v = (await me(own.url, code, amal)).body.version as string;
      const wait = held(own.url, code, amal, v);
      await waitUntil(async () => (await heldNow(own.url)) === 1, 5000, 'the request to be held');
      closing = own.close();
      const res = await wait.promise;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ waited: 'timeout', version: v, nickname: 'Amal' });
    } finally {
      await (closing ?? own.close());
    }
  });

  it('refuses a bad `wait` or `since` with the reason', async () => {
    const { code } = await createWorkshop(ts.url, {});
    const [amal] = await joinStudents(ts.url, code, ['Amal']);
    for (const [query, words] of [
      ['?wait=0', /wait/], ['?wait=26', /wait/], ['?wait=abc', /wait/], ['?wait=2.5', /wait/],
      ['?wait=5&since=xyz', /since: a version/], ['?since=0123456789abcdef', /since is only read with wait/], ['?wait=5&later=1', /later|Unrecognized/],
    ] as const) {
      const res = await me(ts.url, code, amal, query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code, query).toBe('INVALID_REQUEST');
      expect(res.body.error.message, query).toMatch(words);
    }
    expect(await heldNow(ts.url)).toBe(0);
  });
});

describe('what a held request answers is durable', () => {
  it('a change wakes the held requests only once its write is committed', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    const commits: unknown[] = [];
    const storage = { commit: async (batch: unknown[]) => { commits.push(...batch); await gate; } } as unknown as Storage;
    const queue = new WriteQueue(storage, (err) => { throw err; });
    const stored = {
      config: { code: 'DUR1', game: 'pledge', options: {}, turnTimer: null, language: 'en', tableSize: 2, remainder: 'bots', bot: { kind: 'random' }, standInBot: { kind: 'random' }, botThinkMs: 0, dropReplaceSeconds: null, facilitatorTokenHash: 'x', createdAt: 0 },
      state: { phase: 'waiting', paused: false, pausedAt: null, message: null, startedAt: null, endedAt: null, frozen: [] },
      students: [{ id: 's1', nickname: 'Amal', language: 'en', tokenHash: 'h', joinedAt: 0, steppedOut: false }],
      tables: [],
    } as unknown as ConstructorParameters<typeof Workshop>[1];
    const w = new Workshop(pledge, stored, queue);
    const silent = { warn: () => {}, info: () => {}, error: () => {}, debug: () => {} } as unknown as Logger;
    const waits = new StudentWaits({ perAddress: 10, total: 10 }, (code) => queue.drained(code), silent);
    w.onChange = () => waits.changed(w.code);
    const status = (): MeAnswer => ({ ...w.studentStatus(w.students[0]), timer: null, ended: false });
    const hold = waits.hold({ code: 'DUR1', studentId: 's1', address: 'a', status: status(), waitMs: 10_000, evaluate: async () => status() });
    if ('refused' in hold) throw new Error(hold.refused);
    let outcome: string | null = null;
    void hold.result.then((o) => { outcome = o; });
    w.state.paused = true;
    w.writeState();
    // Queued, being committed, not yet durable: the held request is still held.
    await waitUntil(async () => commits.length === 1, 5000, 'the commit to begin');
    await new Promise((r) => setTimeout(r, 100));
    expect(outcome).toBeNull();
    open();
    await waitUntil(async () => outcome !== null, 5000, 'the held request to answer');
    expect(outcome).toBe('changed');
    expect(waits.size).toBe(0);
  });
});
