/**
 * A class over a real server (docs/workshop.md): play ended early keeps every student's standing (the
 * game's provisional ranking, BL-D44), in the results and the CSV; one code box for rooms and
 * workshops; latecomers, renaming, moving and removing students, closing joining; the session timer;
 * a new facilitator key revoking the old one.
 */
import { describe, expect, it } from 'vitest';
import { api, serverForFile } from './helpers.ts';
import { createWorkshop, joinStudents, readCsv } from './workshop-helpers.ts';

const ts = serverForFile();

describe('a class whose play ends with the bell', () => {
  it('BL-D44: End play gives every student a provisional standing in the results and the CSV', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, { game: 'borderlines', bot: { kind: 'random' } });
    const students = await joinStudents(ts.url, code, ['Amal', 'Bo', 'Chen', 'Dara', 'Eli']);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, fac)).status).toBe(200);
    // Every seat a student's, none connected: the stand-in bots are off (dropReplaceSeconds null), so nothing moves.
    const ended = await api(ts.url, 'POST', `/api/workshops/${code}/end-play`, {}, fac);
    expect(ended.status).toBe(200);
    const results = (await api(ts.url, 'GET', `/api/workshops/${code}/results`, undefined, fac)).body;
    expect(results.students).toHaveLength(students.length);
    for (const table of results.tables) {
      expect(table.provisional).toMatchObject({ error: null });
      expect(table.provisional.after).toMatch(/Round 1/);
      expect(table.provisional.afterTexts['zh-Hant']).toBeTruthy();
      expect(table.outcome.winners).toEqual([]);
      expect(table.outcome.ranks).toHaveLength(table.names.length);
    }
    const csv = readCsv(await (await fetch(`${ts.url}/api/workshops/${code}/export.csv`, { headers: { authorization: `Bearer ${fac}` } })).text());
    const header = csv[0];
    expect(new Set(header).size).toBe(header.length);
    const col = (name: string) => header.indexOf(name);
    for (const row of csv.slice(1).filter((r) => r[col('nickname')] !== '')) {
      expect(row[col('provisional')]).toBe('yes');
      expect(Number(row[col('rank')])).toBeGreaterThanOrEqual(1);
    }
  });

  it('resolves a room code and a workshop code for the one code box, and says when a code is neither', async () => {
    const { code } = await createWorkshop(ts.url, {});
    const room = await api(ts.url, 'POST', '/api/rooms', { game: 'pledge', seats: [{ type: 'open' }, { type: 'bot', bot: 'random' }] });
    expect(room.status, JSON.stringify(room.body)).toBe(201);
    expect((await api(ts.url, 'GET', `/api/codes/${code.toLowerCase()}`)).body).toMatchObject({ kind: 'workshop', code, path: `/w/${code}`, joining: true });
    expect((await api(ts.url, 'GET', `/api/codes/${room.body.code}`)).body).toMatchObject({ kind: 'room', code: room.body.code, path: `/room/${room.body.code}` });
    const none = await api(ts.url, 'GET', '/api/codes/ZZZZZZ');
    expect(none.status).toBe(404);
    expect(none.body.error).toMatchObject({ code: 'NO_SUCH_CODE' });
    expect(none.body.error.message).toMatch(/no room or class/);
    const address = (await api(ts.url, 'GET', '/api/join-address')).body;
    // The test server listens on 127.0.0.1 only: the page must say so.
    expect(address).toMatchObject({ loopbackOnly: true, source: 'loopback' });
    expect(address.problem).toMatch(/npm run class/);
  });

  it('places latecomers as the facilitator chose, renames, moves and removes students, and closes joining', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, { tableSize: 3, remainder: 'bots' });
    const [a, b] = await joinStudents(ts.url, code, ['Amal', 'Bo']);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, fac)).status).toBe(200);
    const dash = async () => (await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, fac)).body;
    // A seat a bot holds (the default plan): the third seat of table 1.
    const late = await api(ts.url, 'POST', `/api/workshops/${code}/students`, { nickname: 'Chen' });
    expect(late.status).toBe(201);
    expect(late.body.placed).toBe('takes seat 3 at table 1');
    let d = await dash();
    expect(d.tables[0].seats.map((s: { kind: string; name: string | null }) => [s.kind, s.name])).toEqual([['student', 'Amal'], ['student', 'Bo'], ['student', 'Chen']]);
    expect((await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, late.body.token)).body.table).toMatchObject({ index: 0, seat: 2 });
    // No bot seat left: a new table with bots.
    const later = await api(ts.url, 'POST', `/api/workshops/${code}/students`, { nickname: 'Dara' });
    expect(later.body.placed).toBe('starts table 2 with bots');
    // Watching, when the facilitator says so.
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/joining`, { latecomers: 'watch' }, fac)).status).toBe(200);
    const watcher = await api(ts.url, 'POST', `/api/workshops/${code}/students`, { nickname: 'Eli' });
    expect(watcher.body.placed).toMatch(/^watches table/);
    // Rename: the dashboard and the table's seat say the new name.
    await api(ts.url, 'POST', `/api/workshops/${code}/students/${b.studentId}/rename`, { nickname: 'Bo Chen' }, fac);
    d = await dash();
    expect(d.tables[0].seats[1].name).toBe('Bo Chen');
    // Move Amal to table 2's bot seat: their old seat goes to a bot, their token now sits at table 2.
    const moved = await api(ts.url, 'POST', `/api/workshops/${code}/students/${a.studentId}/move`, { table: 1 }, fac);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    d = moved.body;
    expect(d.tables[0].seats[0].kind).toBe('bot');
    expect(d.tables[1].seats[1]).toMatchObject({ kind: 'student', name: 'Amal' });
    expect((await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, a.token)).body.table).toMatchObject({ index: 1, seat: 1 });
    // Remove Bo: their seat goes to a bot and their token stops working.
    await api(ts.url, 'POST', `/api/workshops/${code}/students/${b.studentId}/remove`, {}, fac);
    d = await dash();
    expect(d.students.map((s: { nickname: string }) => s.nickname)).not.toContain('Bo Chen');
    expect(d.tables[0].seats[1].kind).toBe('bot');
    const gone = await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, b.token);
    expect(gone.status).toBe(403);
    expect(gone.body.error.message).toMatch(/took you out/);
    // A latecomer on the bot plan takes the seat a removed or moved student left.
    await api(ts.url, 'POST', `/api/workshops/${code}/joining`, { latecomers: 'bot-seat' }, fac);
    const refill = await api(ts.url, 'POST', `/api/workshops/${code}/students`, { nickname: 'Farah' });
    expect(refill.body.placed).toMatch(/^takes seat \d at table [12]$/);
    // Closing joining refuses the next one with the reason.
    await api(ts.url, 'POST', `/api/workshops/${code}/joining`, { open: false }, fac);
    const shut = await api(ts.url, 'POST', `/api/workshops/${code}/students`, { nickname: 'Gus' });
    expect(shut.status).toBe(409);
    expect(shut.body.error).toMatchObject({ code: 'JOINING_CLOSED' });
    expect((await api(ts.url, 'GET', `/api/workshops/${code}`)).body.joiningOpen).toBe(false);
    // Nothing fails silently: the facilitator's dashboard counts the refused join.
    expect((await dash()).refusedJoins).toBe(1);
  });

  it('keeps a session timer that can be extended, and a new facilitator key revokes the old one', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, {});
    const set = await api(ts.url, 'POST', `/api/workshops/${code}/timer`, { minutes: 40 }, fac);
    expect(set.status).toBe(200);
    const t0 = set.body.workshop.timer;
    expect(t0.minutes).toBe(40);
    expect(t0.endsAt - Date.now()).toBeGreaterThan(39 * 60_000);
    const ext = (await api(ts.url, 'POST', `/api/workshops/${code}/timer`, { extend: 5 }, fac)).body.workshop.timer;
    expect(ext).toEqual({ minutes: 45, endsAt: t0.endsAt + 5 * 60_000 });
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/timer`, {}, fac)).status).toBe(400);
    // Students see the timer too.
    expect((await api(ts.url, 'GET', `/api/workshops/${code}`)).body.timer.minutes).toBe(45);
    const key = await api(ts.url, 'POST', `/api/workshops/${code}/facilitator-key`, {}, fac);
    expect(key.status).toBe(200);
    expect((await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, fac)).status).toBe(403);
    expect((await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, key.body.facilitatorToken)).status).toBe(200);
  });
});
