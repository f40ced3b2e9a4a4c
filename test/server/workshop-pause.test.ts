/**
 * A workshop's facilitator at work (docs/workshop.md): pausing the class (moves refused with PAUSED,
 * bots and turn timers wait, clocks resume with the time they had left), a message to every screen,
 * students stepping out and back in, watching a table with `viewAs` (and who may not), ending play.
 */
import { describe, expect, it } from 'vitest';
import { api, Client, createRoom, finished, playRandomly, serverForFile, type Frame } from './helpers.ts';
import { createWorkshop, isUpdate, joinStudents, seatSocket, waitUntil } from './workshop-helpers.ts';

const ts = serverForFile({ timerMinimums: { realtimeSeconds: 1 }, workshopStuckMs: 500 });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const roomInfo = async (room: string) => (await api(ts.url, 'GET', `/api/rooms/${room}`)).body;

describe('pause, resume and messages', () => {
  it('freezes moves, bots and turn timers while paused, and carries on with the time left', async () => {
    const { code, facilitatorToken } = await createWorkshop(ts.url, { tableSize: 3, botThinkMs: 400, turnTimer: { mode: 'realtime', seconds: 2 } });
    const students = await joinStudents(ts.url, code, ['Amal', 'Bo']);
    const f = (route: string, body: unknown = {}) => api(ts.url, 'POST', `/api/workshops/${code}${route}`, body, facilitatorToken);
    expect((await f('/pause', { paused: true })).body.error.code).toBe('WRONG_PHASE');
    await f('/start');
    const paused = await f('/pause', { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.body.workshop.paused).toBe(true);
    const room = paused.body.tables[0].room as string;
    expect(paused.body.tables[0].seats.map((s: { kind: string }) => s.kind)).toEqual(['student', 'student', 'bot']);

    const a = await seatSocket(ts.wsUrl, room, students[0].token);
    const b = await seatSocket(ts.wsUrl, room, students[1].token);
    const welcome = a.frames.find((x) => x.type === 'welcome')!;
    expect(welcome.room.workshop).toEqual({ code, paused: true, message: null, ended: false });
    const first = a.lastUpdate()!;
    expect(first.paused).toBe(true);
    expect(first.legal.length).toBeGreaterThan(0);
    const refused = await a.request({ type: 'action', action: first.legal[0].action, expectedVersion: first.version, id: 1 }, (x) => x.type === 'error');
    expect(refused).toMatchObject({ code: 'PAUSED', id: 1 });
    expect(refused.message).toMatch(/paused the class/);
    expect((await a.request({ type: 'undo', expectedVersion: 0 }, (x) => x.type === 'error')).code).toBe('PAUSED');

    // Longer than the bot's think time and the turn timer: nothing moves, the clock stands still.
    const frozenLeft = (await roomInfo(room)).timeLeftMs as number;
    expect(frozenLeft).toBeGreaterThan(1000);
    await sleep(2500);
    const still = await roomInfo(room);
    expect(still.version).toBe(0);
    expect(still.timeLeftMs).toBe(frozenLeft);
    expect(still.paused).toBe(true);
    const dash = (await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, facilitatorToken)).body;
    expect(dash.tables[0]).toMatchObject({ status: 'playing', stuck: false, moves: 0, active: [0, 1, 2] });

    // A message reaches every screen, and the students' status.
    const from = a.frames.length;
    const said = await f('/message', { text: '  Discuss:\n who crossed first? ' });
    expect(said.body.workshop.message.text).toBe('Discuss: who crossed first?');
    const framed = await a.waitFor((x) => x.type === 'room' && x.room.workshop?.message?.text === 'Discuss: who crossed first?', 5000, from);
    expect(framed.room.workshop.paused).toBe(true);
    await b.waitFor((x) => x.type === 'room' && x.room.workshop?.message !== null);
    const me = (await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, students[1].token)).body;
    expect(me).toMatchObject({ paused: true, message: { text: 'Discuss: who crossed first?' } });
    expect((await f('/message', { text: 'x'.repeat(281) })).status).toBe(400);

    // Resume: the clock restarts with what it had left, then the bot moves after its think time.
    const resumeFrom = a.frames.length;
    await f('/pause', { paused: false });
    const after = await roomInfo(room);
    expect(after.paused).toBe(false);
    expect(after.timeLeftMs).toBeLessThanOrEqual(frozenLeft);
    expect(after.timeLeftMs).toBeGreaterThan(frozenLeft - 300);
    await a.waitFor((x) => x.type === 'room' && x.room.workshop?.paused === false, 5000, resumeFrom);
    await a.waitFor((x) => isUpdate(x) && x.version === 1, 5000);
    // Nobody at the table moves: the turn timer runs out and the stand-in moves for both students.
    await a.waitFor((x) => isUpdate(x) && x.version >= 3, 6000);
    playRandomly(a, 1);
    playRandomly(b, 2);
    await Promise.all([a, b].map((c) => c.waitFor(finished, 30_000)));
    await Promise.all([a.close(), b.close()]);
  });
});

describe('stepping out, watching and ending play', () => {
  it('keeps a stepped-out seat with its stand-in, lets only the facilitator watch any seat, and freezes unfinished tables', async () => {
    const { code, facilitatorToken } = await createWorkshop(ts.url, { tableSize: 2 });
    const other = await createWorkshop(ts.url, { tableSize: 2 });
    const students = await joinStudents(ts.url, code, ['Amal', 'Bo', 'Chen', 'Dara']);
    const started = (await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, facilitatorToken)).body;
    const [room0, room1] = started.tables.map((t: { room: string }) => t.room);
    const sockets = await Promise.all(students.map((s, i) => seatSocket(ts.wsUrl, i < 2 ? room0 : room1, s.token)));

    // ---- viewAs: the facilitator's read-only view of any seat, refused to everyone else ----
    await sockets[1].close();
    await waitUntil(async () => (await roomInfo(room0)).seats[1].connected === false, 5000, 'seat 2 to disconnect');
    const watch = await Client.connect(ts.wsUrl);
    const w = await watch.request({ type: 'hello', room: room0, facilitator: facilitatorToken, viewAs: 1 }, isUpdate);
    const seatTwoView = w.view;
    expect(seatTwoView.viewer).toBe(1);
    expect(seatTwoView.hand).toHaveLength(3);
    expect(watch.frames.find((x) => x.type === 'welcome')).toMatchObject({ seat: 1, watching: true });
    expect((await watch.request({ type: 'action', action: w.legal[0].action, expectedVersion: w.version }, (x) => x.type === 'error')).code).toBe('SPECTATOR');
    // Watching does not make the seat connected (nor would it take back a stand-in).
    await sleep(150);
    expect((await roomInfo(room0)).seats[1].connected).toBe(false);
    const spectating = await Client.connect(ts.wsUrl);
    expect((await spectating.request({ type: 'hello', room: room0, facilitator: facilitatorToken, viewAs: 'spectator' }, isUpdate)).view.hand).toBeNull();
    const refusedHello = async (hello: Record<string, unknown>) => {
      const c = await Client.connect(ts.wsUrl);
      const e = await c.request({ type: 'hello', ...hello }, (x) => x.type === 'error' || isUpdate(x));
      await c.close();
      return e;
    };
    const ordinary = await createRoom(ts.url, 'pledge', [{ type: 'open' }, { type: 'open' }]);
    for (const hello of [
      { room: room0, viewAs: 1 },
      { room: room0, viewAs: 'spectator' },
      { room: room0, facilitator: 'not-the-token', viewAs: 1 },
      { room: room0, facilitator: other.facilitatorToken, viewAs: 1 },
      { room: room0, facilitator: facilitatorToken, viewAs: 1, token: students[0].token },
      { room: room0, token: students[0].token, viewAs: 1 },
      { room: ordinary.code, facilitator: facilitatorToken, viewAs: 0 },
      { room: room0, facilitator: ordinary.hostToken, viewAs: 0 },
    ]) {
      const e: Frame = await refusedHello(hello);
      expect(e, JSON.stringify(hello)).toMatchObject({ type: 'error', code: 'BAD_TOKEN' });
    }
    // A student's own socket never gets another seat's hand.
    for (const x of sockets[0].frames) if (isUpdate(x)) expect(x.view.viewer).toBe(0);

    // ---- stepping out and back in ----
    const out = await api(ts.url, 'POST', `/api/workshops/${code}/step-out`, {}, students[0].token);
    expect(out.body).toMatchObject({ steppedOut: true, table: { index: 0, room: room0, seat: 0 } });
    await waitUntil(async () => (await roomInfo(room0)).seats[0].standIn !== null, 5000, 'the stand-in');
    // The stand-in plays seat 1's pledge (the seat's token still works: reconnecting keeps the stand-in).
    await sockets[0].close();
    const back = await seatSocket(ts.wsUrl, room0, students[0].token);
    await waitUntil(async () => (await roomInfo(room0)).version >= 1, 5000, 'the stand-in to move');
    expect((await roomInfo(room0)).seats[0].standIn).not.toBeNull();
    const dash = (await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, facilitatorToken)).body;
    expect(dash.students[0]).toMatchObject({ steppedOut: true, table: 0, seat: 0, connected: true });
    expect(dash.tables[0].seats[0]).toMatchObject({ kind: 'student', standIn: true });
    const inAgain = await api(ts.url, 'POST', `/api/workshops/${code}/step-in`, {}, students[0].token);
    expect(inAgain.body.steppedOut).toBe(false);
    expect((await roomInfo(room0)).seats[0].standIn).toBeNull();

    // ---- nobody at table 1 has moved for longer than the (test's) half second: it is stuck ----
    await waitUntil(async () => (await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, facilitatorToken)).body.tables[1].stuck, 5000, 'table 2 to be stuck');
    const stuck = (await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, facilitatorToken)).body.tables[1];
    expect(stuck).toMatchObject({ status: 'playing', active: [0, 1], moves: 0, progress: null });
    expect(stuck.waitingMs).toBeGreaterThan(500);

    // ---- table 1 plays to the end, table 0 does not: ending play freezes it ----
    playRandomly(sockets[2], 3);
    playRandomly(sockets[3], 4);
    await Promise.all([sockets[2], sockets[3]].map((c) => c.waitFor(finished, 30_000)));
    expect((await api(ts.url, 'GET', `/api/workshops/${code}`)).body.phase).toBe('playing');
    const ended = await api(ts.url, 'POST', `/api/workshops/${code}/end-play`, {}, facilitatorToken);
    expect(ended.status).toBe(200);
    expect(ended.body.workshop.phase).toBe('debrief');
    expect(ended.body.tables.map((t: { status: string }) => t.status)).toEqual(['frozen', 'finished']);
    const u = back.lastUpdate()!;
    const e = await back.request({ type: 'action', action: u.legal[0]?.action ?? 0, expectedVersion: u.version }, (x) => x.type === 'error');
    expect(e.code).toBe('PAUSED');
    expect(e.message).toMatch(/ended play/);
    const results = (await api(ts.url, 'GET', `/api/workshops/${code}/results`, undefined, facilitatorToken)).body;
    expect(results.tables[0].outcome).toBeNull();
    expect(results.tables[0].finalView.hand).toBeNull();
    expect(results.tables[1].outcome).not.toBeNull();
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/end-play`, {}, facilitatorToken)).status).toBe(409);
    await Promise.all([back, watch, spectating, ...sockets].map((c) => c.close()));
  });
});
