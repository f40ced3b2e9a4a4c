/**
 * Hostile requests to the workshop API (docs/workshop.md, "HTTP API"): random bodies, methods and codes,
 * with no token, a made-up one, a student's of another class or another class's facilitator key, on a
 * class waiting and a class playing. Every answer is a refusal with a code and a sentence (never a
 * server error), and neither class changes.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startServer, type TestServer } from './helpers.ts';
import { createWorkshop, joinStudents } from './workshop-helpers.ts';

let ts: TestServer;
beforeAll(async () => {
  ts = await startServer({ limits: { ratePerSecond: 1_000_000, burst: 1_000_000 } });
});
afterAll(async () => {
  await ts?.close();
});

const ROUTES: Array<[string, string]> = [
  ['GET', 'dashboard'], ['PUT', 'tables'], ['POST', 'tables/auto'], ['POST', 'start'], ['POST', 'pause'], ['POST', 'message'],
  ['POST', 'end-play'], ['POST', 'joining'], ['POST', 'timer'], ['POST', 'facilitator-key'], ['GET', 'results'], ['GET', 'export.csv'],
  ['POST', 'students/remove-absent'], ['POST', 'students/ID/rename'], ['POST', 'students/ID/remove'], ['POST', 'students/ID/move'],
  ['GET', 'me'], ['POST', 'step-out'], ['POST', 'step-in'], ['DELETE', ''],
];

describe('hostile requests to workshops', () => {
  it('refuses hundreds of forged, malformed and unauthorised requests with a reason, and changes no class', async () => {
    const waiting = await createWorkshop(ts.url, {});
    const waitingStudents = await joinStudents(ts.url, waiting.code, ['Amal', 'Bo', 'Chen']);
    const playing = await createWorkshop(ts.url, { tableSize: 2 });
    const playingStudents = await joinStudents(ts.url, playing.code, ['Dara', 'Eli']);
    expect((await api(ts.url, 'POST', `/api/workshops/${playing.code}/start`, {}, playing.facilitatorToken)).status).toBe(200);
    const outsider = await createWorkshop(ts.url, {});
    const [stranger] = await joinStudents(ts.url, outsider.code, ['Stranger']);
    const state = async (w: { code: string; facilitatorToken: string }) => {
      const d = (await api(ts.url, 'GET', `/api/workshops/${w.code}/dashboard`, undefined, w.facilitatorToken)).body;
      return JSON.stringify({ workshop: d.workshop, students: d.students.map((s: Record<string, unknown>) => ({ ...s, here: undefined })), tables: d.tables.map((t: Record<string, unknown>) => ({ ...t, waitingMs: undefined })) });
    };
    const before = [await state(waiting), await state(playing)];

    const ids = [...waitingStudents, ...playingStudents].map((s) => s.studentId);
    const tokens = [undefined, 'not-a-token', 'x'.repeat(300), stranger.token, outsider.facilitatorToken];
    const request = fc.record({
      route: fc.constantFrom(...ROUTES),
      code: fc.constantFrom(waiting.code, playing.code, waiting.code.toLowerCase(), 'NOSUCH', '%00', '..'),
      id: fc.constantFrom(...ids, 'nobody', ''),
      token: fc.constantFrom(...tokens),
      body: fc.oneof(fc.anything(), fc.constant({ paused: true }), fc.constant({ open: false }), fc.constant({ nickname: 'Mallory' }), fc.constant({ text: 'hi' })),
    });
    const samples = fc.sample(request, { numRuns: 400, seed: 28 });
    const statuses = new Map<number, number>();
    for (const { route: [method, path], code, id, token, body } of samples) {
      const route = `/api/workshops/${encodeURIComponent(code)}${path ? `/${path.replace('ID', encodeURIComponent(id))}` : ''}`;
      const sent = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body ?? null);
      const res = await fetch(ts.url + route, {
        method,
        headers: { ...(sent !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: sent,
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, `${method} ${route}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${route}`).toBeLessThan(500);
      const answer = await res.json() as { error?: { code?: string; message?: string } };
      expect(answer.error?.code, `${method} ${route}`).toBeTruthy();
      expect(answer.error?.message?.length, `${method} ${route}`).toBeGreaterThan(0);
    }
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([401, 403, 404]));
    expect([await state(waiting), await state(playing)]).toEqual(before);
    // Both classes still work for their own people.
    expect((await api(ts.url, 'GET', `/api/workshops/${waiting.code}/me`, undefined, waitingStudents[0].token)).status).toBe(200);
    expect((await api(ts.url, 'POST', `/api/workshops/${playing.code}/pause`, { paused: true }, playing.facilitatorToken)).status).toBe(200);
  });
});
