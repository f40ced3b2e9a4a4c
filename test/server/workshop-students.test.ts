/**
 * Students of a class keep their place and their names (docs/workshop.md, "Stepping out", "Nicknames"):
 * the room's leave route never voids a workshop seat, and a nickname is unique in its class after
 * normalisation (a zero-width, full-width or differently cased copy is the same name); children's
 * names appear in no anonymous answer (room info, records, spectators' frames, lists, the status page),
 * only to their own table and their facilitator ("Names").
 */
import { describe, expect, it } from 'vitest';
import { api, Client, serverForFile } from './helpers.ts';
import { createWorkshop, isUpdate, joinStudents, seatSocket, waitUntil } from './workshop-helpers.ts';

const ts = serverForFile();

describe('a student\'s own workshop seat', () => {
  it('the room\'s leave route refuses with the reason, and the student keeps their seat and token', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, { tableSize: 2 });
    const [amal] = await joinStudents(ts.url, code, ['Amal', 'Bo']);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, fac)).status).toBe(200);
    const me = (await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, amal.token)).body;
    const room = me.table.room as string;
    const left = await api(ts.url, 'POST', `/api/rooms/${room}/leave`, {}, amal.token);
    expect(left.status).toBe(409);
    expect(left.body.error.code).toBe('WORKSHOP_SEAT');
    expect(left.body.error.message).toMatch(/Step out/);
    expect(left.body.error.message).toMatch(/ask your facilitator/);
    // Nothing changed: the seat is still the student's, no stand-in took it, and the token still opens it.
    const info = (await api(ts.url, 'GET', `/api/rooms/${room}`)).body;
    expect(info.seats[me.table.seat]).toMatchObject({ kind: 'human', standIn: null });
    const socket = await seatSocket(ts.wsUrl, room, amal.token);
    socket.close();
    expect((await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, amal.token)).body.table).toEqual(me.table);
    // A token that holds no seat there still gets BAD_TOKEN, as in any room.
    expect((await api(ts.url, 'POST', `/api/rooms/${room}/leave`, {}, 'not-a-token')).body.error.code).toBe('BAD_TOKEN');
  });
});

describe('nicknames in a class', () => {
  it('refuses a copy of a name (zero-width, full-width, case, spaces) with a reason, and a removed name is free again', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, {});
    const [amal, bo] = await joinStudents(ts.url, code, ['Amal Khan', 'Bo']);
    for (const copy of ['Amal \u200BKhan', 'Am\u200Dal Khan', 'ＡＭＡＬ　ＫＨＡＮ', '  amal   khan ', 'AMAL KHAN\uFE0F']) {
      const res = await api(ts.url, 'POST', `/api/workshops/${code}/students`, { nickname: copy });
      expect(res.status, JSON.stringify(copy)).toBe(409);
      expect(res.body.error.code).toBe('NICKNAME_TAKEN');
      expect(res.body.error.message).toContain('"Amal Khan"');
    }
    // Different names still join; renaming onto another student's name is refused too, onto one's own is fine.
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/students`, { nickname: 'Amal K.' })).status).toBe(201);
    const clash = await api(ts.url, 'POST', `/api/workshops/${code}/students/${bo.studentId}/rename`, { nickname: 'amal khan' }, fac);
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('NICKNAME_TAKEN');
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/students/${amal.studentId}/rename`, { nickname: 'AMAL KHAN' }, fac)).status).toBe(200);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/students/${amal.studentId}/remove`, {}, fac)).status).toBe(200);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/students`, { nickname: 'Amal Khan' })).status).toBe(201);
  });
});

describe('children\'s names', () => {
  it('a workshop table names its students only to its own seats and the facilitator; everyone else sees seats', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, { tableSize: 2 });
    const [amal, bo] = await joinStudents(ts.url, code, ['Amalia Zed', 'Bojan Quist']);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, fac)).status).toBe(200);
    const room = (await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, amal.token)).body.table.room as string;
    // Both step out: the stand-in bots play the table to its end, so it has a record.
    for (const s of [amal, bo]) expect((await api(ts.url, 'POST', `/api/workshops/${code}/step-out`, {}, s.token)).status).toBe(200);
    await waitUntil(async () => (await api(ts.url, 'GET', `/api/rooms/${room}`)).body.status === 'finished', 20_000, 'the table to finish');
    const named = (text: string) => text.includes('Amalia Zed') || text.includes('Bojan Quist');
    const get = async (route: string, token?: string) => JSON.stringify((await api(ts.url, 'GET', route, undefined, token)).body);

    // Anonymous: room info, its record, the room list and the status page show seats, not names.
    const info = (await api(ts.url, 'GET', `/api/rooms/${room}`)).body;
    expect(info.seats.filter((s: { kind: string }) => s.kind === 'human').map((s: { name: string | null }) => s.name)).toEqual([null, null]);
    expect(named(await get(`/api/rooms/${room}/record`))).toBe(false);
    expect(named(await get('/api/rooms'))).toBe(false);
    expect(named(await (await fetch(`${ts.url}/status`)).text())).toBe(false);
    expect(named(await get(`/api/workshops/${code}`))).toBe(false);
    // A token that is not this table's (another class's student) is anonymous too.
    const other = await createWorkshop(ts.url, {});
    const [stranger] = await joinStudents(ts.url, other.code, ['Stranger']);
    expect(named(await get(`/api/rooms/${room}`, stranger.token))).toBe(false);
    expect(named(await get(`/api/rooms/${room}`, other.facilitatorToken))).toBe(false);

    // The table's own seat and the class's facilitator see the names.
    for (const token of [amal.token, bo.token, fac]) {
      expect(named(await get(`/api/rooms/${room}`, token))).toBe(true);
      expect(named(await get(`/api/rooms/${room}/record`, token))).toBe(true);
    }

    // Over the socket: a spectator's welcome has no names, the seat's own has them.
    const spectator = await Client.connect(ts.wsUrl);
    await spectator.request({ type: 'hello', room }, isUpdate);
    expect(named(JSON.stringify(spectator.frames.find((f) => f.type === 'welcome')))).toBe(false);
    spectator.close();
    const seat = await seatSocket(ts.wsUrl, room, amal.token);
    expect(named(JSON.stringify(seat.frames.find((f) => f.type === 'welcome')))).toBe(true);
    seat.close();
  });
});
