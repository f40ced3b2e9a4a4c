/**
 * A class that a flood of fake joins cannot fill (docs/workshop.md, "Join limits"): joins into one
 * workshop from one address are limited (a class of 40 behind one school address never notices), the
 * facilitator closes joining and removes everyone whose page is not open in one action, and removed
 * names no longer count towards the class's size.
 */
import { describe, expect, it } from 'vitest';
import { api, serverForFile } from './helpers.ts';
import { createWorkshop, joinStudents } from './workshop-helpers.ts';

// The server's default join limit (60 at once, then one every 2 s); the per-address request budget is lifted.
const ts = serverForFile();

const join = (code: string, nickname: string) => api(ts.url, 'POST', `/api/workshops/${code}/students`, { nickname });

describe('a join flood', () => {
  it('a class of 40 from one address joins at once; a flood stops at the limit with a reason, and another class is not touched', async () => {
    const { code } = await createWorkshop(ts.url, {});
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => join(code, `Student ${i + 1}`)));
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(201));
    // The flood from the same address: at most the rest of the burst (20) and a second or two of refill succeed.
    const flood = await Promise.all(Array.from({ length: 200 }, (_, i) => join(code, `fake ${i}`)));
    const ok = flood.filter((r) => r.status === 201).length;
    expect(ok).toBeGreaterThanOrEqual(20);
    // 20 from the burst, then one every 2 s while the 200 requests are answered (a slow machine takes longer).
    expect(ok).toBeLessThan(40);
    const refused = flood.find((r) => r.status === 429)!;
    expect(refused.body.error.code).toBe('JOINS_THROTTLED');
    expect(refused.body.error.message).toMatch(/Wait a few seconds/);
    // The limit is per class: another workshop from the same address is not affected.
    const other = await createWorkshop(ts.url, {});
    expect((await join(other.code, 'Someone else')).status).toBe(201);
  });

  it('the facilitator closes joining, removes everyone not here in one action, and the class has room again', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, { tableSize: 2 });
    const real = await joinStudents(ts.url, code, ['Amal', 'Bo', 'Chen']);
    // The real students' pages ask for their status; the fakes never do.
    for (const s of real) expect((await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, s.token)).status).toBe(200);
    const fakes = await Promise.all(Array.from({ length: 30 }, (_, i) => join(code, `fake ${i}`)));
    let dash = (await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, fac)).body;
    expect(dash.students).toHaveLength(33);
    expect(dash.students.filter((s: { here: boolean }) => s.here).map((s: { nickname: string }) => s.nickname)).toEqual(['Amal', 'Bo', 'Chen']);
    // Only the facilitator may sweep.
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/students/remove-absent`, {}, real[0].token)).status).toBe(403);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/joining`, { open: false }, fac)).status).toBe(200);
    const closed = await join(code, 'late fake');
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('JOINING_CLOSED');
    const swept = await api(ts.url, 'POST', `/api/workshops/${code}/students/remove-absent`, {}, fac);
    expect(swept.status).toBe(200);
    expect(swept.body.removed).toBe(30);
    dash = swept.body;
    expect(dash.students.map((s: { nickname: string }) => s.nickname)).toEqual(['Amal', 'Bo', 'Chen']);
    // The automatic plan is formed again from those who stay: tables of two, the lone third joins the last.
    expect(dash.tables.flatMap((t: { seats: Array<{ kind: string }> }) => t.seats.filter((s) => s.kind === 'student'))).toHaveLength(3);
    // A removed fake's token no longer works, and says why.
    const gone = await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, fakes[0].body.token);
    expect(gone.status).toBe(403);
    expect(gone.body.error.message).toMatch(/took you out/);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/joining`, { open: true }, fac)).status).toBe(200);
    expect((await join(code, 'Dara')).status).toBe(201);
    // The real students play on.
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, fac)).status).toBe(200);
  });
});
