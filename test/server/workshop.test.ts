/**
 * Workshops over a real server and real sockets (docs/workshop.md): creating one, students joining by
 * nickname, automatic tables and their rearrangement, starting every table, nine students at three
 * tables playing to the end with bots, the debrief's results and the CSV export; and what no student
 * ever receives (another seat's or table's view, the facilitator token).
 */
import { describe, expect, it } from 'vitest';
import { replay, type MatchRecord } from '../../src/engine/index.ts';
import { catalog } from '../../src/server/app.ts';
import { hashToken } from '../../src/server/room/tokens.ts';
import { pledge } from '../fixtures/pledge.ts';
import { api, Client, finished, playRandomly, serverForFile, startServer } from './helpers.ts';
import { isFormula, cellsEveryWay, createWorkshop, joinStudents, readCsv, seatSocket, waitUntil } from './workshop-helpers.ts';

const ts = serverForFile();

describe('a workshop from arrival to debrief', () => {
  it('forms tables, takes a rearrangement, starts every table and plays nine students to the end', async () => {
    const { code, facilitatorToken } = await createWorkshop(ts.url, { tableSize: 4, remainder: 'bots' });
    const studentAnswers: unknown[] = [];
    const pub = await api(ts.url, 'GET', `/api/workshops/${code}`);
    studentAnswers.push(pub.body);
    expect(pub.body).toMatchObject({ code, game: 'pledge', phase: 'waiting', paused: false, students: 0, tableSize: 4, remainder: 'bots' });

    const names = ['Amal', 'Bo', 'Chen', 'Dara', 'Eli', 'Farah', 'Gus', 'Hana', 'Ivo'];
    const students = await joinStudents(ts.url, code, names);
    const dash = async () => (await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, facilitatorToken)).body;
    // Groups of four in arrival order; the lone ninth student is not left alone with bots: the second
    // table gives them its last student (the game takes at most four, so no table of five).
    const d = await dash();
    expect(d.tables.map((t: any) => t.seats.map((s: any) => s.studentId ?? 'bot'))).toEqual([ // eslint-disable-line @typescript-eslint/no-explicit-any
      students.slice(0, 4).map((s) => s.studentId),
      [...students.slice(4, 7).map((s) => s.studentId), 'bot'],
      [students[7].studentId, students[8].studentId, 'bot', 'bot'],
    ]);
    expect(d.tables.every((t: { status: string }) => t.status === 'forming')).toBe(true);

    // The dashboard is the facilitator's: no token, a student's token, or another workshop's token are refused.
    expect((await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`)).status).toBe(401);
    expect((await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, students[0].token)).status).toBe(403);
    const other = await createWorkshop(ts.url, {});
    expect((await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, other.facilitatorToken)).status).toBe(403);

    // Rearrangements that are wrong are refused with the reason.
    const ids = students.map((s) => s.studentId);
    const put = (body: unknown) => api(ts.url, 'PUT', `/api/workshops/${code}/tables`, body, facilitatorToken);
    const twice = await put({ tables: [ids.slice(0, 4), [...ids.slice(4), ids[0]]] });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toMatch(/placed twice|at most 4/);
    const missing = await put({ tables: [ids.slice(0, 4), ids.slice(4, 8)] });
    expect(missing.body.error.message).toMatch(/missing: .*s/);
    expect((await put({ tables: [ids.slice(0, 5), ids.slice(5)] })).body.error.message).toMatch(/at most 4 players/);
    expect((await put({ tables: [ids.slice(0, 4), ids.slice(4, 8), []], observers: [{ studentId: ids[8], table: 0 }] })).status).toBe(400);
    expect((await put({ tables: [ids.slice(0, 4), [...ids.slice(4, 7), 'nobody']] })).body.error.message).toMatch(/no student "nobody"/);
    // A good one: three tables of three, seat order as given; bots fill each to four.
    const plan = [[ids[8], ids[0], ids[1]], [ids[2], ids[3], ids[4]], [ids[5], ids[6], ids[7]]];
    const arranged = await put({ tables: plan });
    expect(arranged.status).toBe(200);
    expect(arranged.body.tables.map((t: any) => t.seats.map((s: any) => s.studentId ?? 'bot'))).toEqual(plan.map((p) => [...p, 'bot'])); // eslint-disable-line @typescript-eslint/no-explicit-any
    // Automatic again, then back to the arrangement.
    const auto = await api(ts.url, 'POST', `/api/workshops/${code}/tables/auto`, {}, facilitatorToken);
    expect(auto.body.tables).toHaveLength(3);
    expect(auto.body.tables[0].seats.map((s: { studentId?: string }) => s.studentId)).toEqual(ids.slice(0, 4));
    await put({ tables: plan });

    const me0 = await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, students[8].token);
    studentAnswers.push(me0.body);
    expect(me0.body).toMatchObject({ studentId: ids[8], nickname: 'Ivo', phase: 'waiting', table: { index: 0, room: null, seat: 0 }, steppedOut: false });

    // Start: every table's room is created and started; each student's token is their seat token.
    const started = await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, facilitatorToken);
    expect(started.status).toBe(200);
    expect(started.body.workshop.phase).toBe('playing');
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, facilitatorToken)).status).toBe(409);
    // Latecomers are welcome after the start (workshop-class.test.ts) until the facilitator closes joining.
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/joining`, { open: false }, facilitatorToken)).status).toBe(200);
    const late = await api(ts.url, 'POST', `/api/workshops/${code}/students`, { nickname: 'Late' });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('JOINING_CLOSED');

    const clients: Array<{ client: Client; room: string; seat: number; student: string }> = [];
    for (const s of students) {
      const me = await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, s.token);
      studentAnswers.push(me.body);
      expect(me.body.phase).toBe('playing');
      const { room, seat } = me.body.table;
      expect(room).toMatch(/^[A-Z0-9]{6}$/);
      const client = await seatSocket(ts.wsUrl, room, s.token);
      const welcome = client.frames.find((f) => f.type === 'welcome')!;
      expect(welcome.seat).toBe(seat);
      expect(welcome.room.workshop).toEqual({ code, paused: false, message: null, ended: false });
      expect(welcome.room.seats[seat].name).toBe(s.nickname);
      clients.push({ client, room, seat, student: s.studentId });
    }
    const rooms = [...new Set(clients.map((c) => c.room))];
    expect(rooms).toHaveLength(3);
    const info = (await api(ts.url, 'GET', `/api/rooms/${rooms[0]}`)).body;
    expect(info.status).toBe('playing');
    expect(info.seats.map((s: { kind: string }) => s.kind)).toEqual(['human', 'human', 'human', 'bot']);

    clients.forEach((c, i) => playRandomly(c.client, 500 + i));
    await Promise.all(clients.map((c) => c.client.waitFor(finished, 60_000)));
    // The last table to finish ends play: the workshop moves to its debrief on its own.
    await waitUntil(async () => (await api(ts.url, 'GET', `/api/workshops/${code}`)).body.phase === 'debrief', 10_000, 'the debrief');

    // What each student received: only their own seat's view of their own table, checked against a replay.
    const records = new Map<string, MatchRecord>();
    for (const room of rooms) records.set(room, (await api<MatchRecord>(ts.url, 'GET', `/api/rooms/${room}/record`)).body);
    for (const c of clients) {
      const record = records.get(c.room)!;
      const views: unknown[] = [];
      let state = pledge.setup({ players: record.players, seed: record.seed, options: record.options as never });
      views.push(pledge.view(state, c.seat));
      for (const [seat, action] of record.actions) {
        const r = pledge.apply(state, seat, action);
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
        views.push(pledge.view(state, c.seat));
      }
      for (const f of c.client.frames) {
        if (f.room?.code !== undefined) expect(f.room.code).toBe(c.room);
        if (f.type === 'update') expect(f.view).toEqual(views[f.version]);
      }
    }
    // The facilitator token (and its hash) never reached a student, on the wire or in an answer.
    const seen = JSON.stringify(studentAnswers) + clients.map((c) => c.client.raw.join('\n')).join('\n');
    expect(seen).not.toContain(facilitatorToken);
    expect(seen).not.toContain(hashToken(facilitatorToken));

    // Results and the CSV agree with the rooms' records and outcomes.
    const res = await api(ts.url, 'GET', `/api/workshops/${code}/results`, undefined, facilitatorToken);
    expect(res.status).toBe(200);
    expect((await api(ts.url, 'GET', `/api/workshops/${code}/results`, undefined, students[0].token)).status).toBe(403);
    const csvRes = await fetch(`${ts.url}/api/workshops/${code}/export.csv`, { headers: { authorization: `Bearer ${facilitatorToken}` } });
    expect(csvRes.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = readCsv(await csvRes.text());
    const [header, ...body] = rows;
    expect(header.slice(0, 12)).toEqual(['workshop', 'table', 'room', 'seat', 'nickname', 'bot', 'observer', 'stepped_out', 'finished', 'rank', 'score', 'won']);
    expect(body).toHaveLength(9 + 3); // nine students and three bots
    for (const t of res.body.tables) {
      const record = records.get(t.room)!;
      const replayed = replay(pledge, record);
      const outcome = pledge.outcome(replayed.state as Parameters<typeof pledge.outcome>[0])!;
      expect(t.outcome).toEqual(outcome);
      expect(t.moves).toBe(record.actions.length);
      expect(t.names).toEqual([...plan[t.index].map((id) => students.find((s) => s.studentId === id)!.nickname), null]);
      const tableRows = body.filter((r) => r[1] === String(t.index + 1));
      expect(tableRows).toHaveLength(4);
      for (const r of tableRows) {
        const seat = Number(r[3]) - 1;
        expect(r[0]).toBe(code);
        expect(r[2]).toBe(t.room);
        expect(r[4]).toBe(seat < 3 ? t.names[seat] : '');
        expect(r[5]).toBe(seat < 3 ? '' : 'random (medium)');
        expect(r[8]).toBe('yes');
        expect(Number(r[9])).toBe(outcome.ranks[seat]);
        expect(Number(r[10])).toBe(outcome.scores[seat]);
        expect(r[11]).toBe(outcome.winners.includes(seat) ? 'yes' : 'no');
      }
    }
    await Promise.all(clients.map((c) => c.client.close()));
  });

  it('quotes nicknames with commas and quotes, and never starts a cell with a formula', async () => {
    const { code, facilitatorToken } = await createWorkshop(ts.url, { tableSize: 2 });
    const nasty = ['Smith, "Jo"', '=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\uFF1Dcmd', 'line\nbreak'];
    await joinStudents(ts.url, code, nasty);
    const csvRes = await fetch(`${ts.url}/api/workshops/${code}/export.csv`, { headers: { authorization: `Bearer ${facilitatorToken}` } });
    const bytes = Buffer.from(await csvRes.arrayBuffer());
    // A UTF-8 byte-order mark, so spreadsheets read nicknames in any script.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('"Smith, ""Jo"""');
    const rows = readCsv(text);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\uFF1D\t\r]/);
    const nicknames = rows.slice(1).map((r) => r[4]).filter(Boolean);
    // Names are cleaned as player names are (a line break becomes a space), and formula starts get an apostrophe.
    expect(nicknames).toEqual(expect.arrayContaining(['Smith, "Jo"', `'=HYPERLINK("http://x","y")`, "'+1+1", "'-2+3", "'@SUM(A1)", "'\uFF1Dcmd", 'line break']));
  });

  it('no cell is a formula whatever the spreadsheet\'s list separator: `,`, `;` (German, French, Dutch) or a tab', async () => {
    const { code, facilitatorToken } = await createWorkshop(ts.url, { tableSize: 2 });
    const hostile = ['x;=1+1;', "y;=cmd|' /C calc'!A0;", 'z\t+SUM(A1)', 'w, -2+3', 'v; "@A1', 'u;\uFF1Dcmd'];
    await joinStudents(ts.url, code, hostile);
    const text = await (await fetch(`${ts.url}/api/workshops/${code}/export.csv`, { headers: { authorization: `Bearer ${facilitatorToken}` } })).text();
    const cells = cellsEveryWay(text);
    expect(cells.filter((c) => isFormula(c))).toEqual([]);
    // Read as written (commas, quotes honoured), each nickname is whole, an apostrophe before each formula.
    const nicknames = readCsv(text).slice(1).map((r) => r[4]).filter(Boolean);
    expect(nicknames).toEqual(expect.arrayContaining(["x;'=1+1;", "y;'=cmd|' /C calc'!A0;", 'z +SUM(A1)', "w, '-2+3", 'v; "\'@A1', "u;'\uFF1Dcmd"]));
    // Split on semicolons as a German spreadsheet does, the cell stays whole (it is quoted).
    expect(readCsv(text, ';').some((r) => r.some((c) => c.includes("x;'=1+1;")))).toBe(true);
  });
});

describe('table forming with observers', () => {
  it('seats leftover students as spectators of a table, and they watch without a seat', async () => {
    const { code, facilitatorToken } = await createWorkshop(ts.url, { tableSize: 3, remainder: 'observers' });
    const students = await joinStudents(ts.url, code, ['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    const d = (await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, facilitatorToken)).body;
    // Two tables of three, and the seventh student (fewer than the game's two) watches table 0.
    expect(d.tables.map((t: { seats: unknown[] }) => t.seats.length)).toEqual([3, 3]);
    expect(d.tables[0].observers).toEqual([students[6].studentId]);
    expect(d.students[6]).toMatchObject({ observer: true, table: 0, seat: null });
    await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, facilitatorToken);
    const me = (await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, students[6].token)).body;
    expect(me.table).toMatchObject({ index: 0, seat: null });
    const watcher = await Client.connect(ts.wsUrl);
    const u = await watcher.request({ type: 'hello', room: me.table.room }, (f) => f.type === 'update');
    expect(u.view.hand).toBeNull();
    await watcher.close();
  });
});

describe('the dashboard reads each game\'s progress', () => {
  const withProgress = catalog().list().filter((g) => typeof g.progress === 'function');
  it.skipIf(withProgress.length === 0)('shows game.progress of the spectator view (a game without it shows null: workshop-pause.test.ts)', async () => {
    const game = withProgress[0];
    const { code, facilitatorToken } = await createWorkshop(ts.url, { game: game.id, tableSize: game.minPlayers, bot: { kind: 'random' } });
    await joinStudents(ts.url, code, ['Amal']);
    const started = (await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, facilitatorToken)).body;
    const watcher = await Client.connect(ts.wsUrl);
    const u = await watcher.request({ type: 'hello', room: started.tables[0].room }, (f) => f.type === 'update');
    const d = (await api(ts.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, facilitatorToken)).body;
    // The label in Chinese too, for a facilitator who reads Chinese (docs/architecture.md §12).
    const expected = { ...game.progress!(u.view), labelTexts: { 'zh-Hant': game.progress!(u.view, 'zh-Hant').label } };
    if (d.tables[0].moves === u.version) expect(d.tables[0].progress).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(d.tables[0].progress).toMatchObject({ label: expect.any(String) });
    await watcher.close();
  });
});

describe('creating and finding workshops', () => {
  it('refuses bad settings with the reason, and unknown codes with 404', async () => {
    const bad = async (body: Record<string, unknown>) => (await api(ts.url, 'POST', '/api/workshops', { game: 'pledge', ...body })).body.error;
    expect(await bad({ tableSize: 5 })).toMatchObject({ code: 'INVALID_REQUEST', message: expect.stringMatching(/2–4 players; 5/) });
    expect(await bad({ game: 'chess' })).toMatchObject({ code: 'UNKNOWN_GAME' });
    expect(await bad({ bot: { kind: 'oracle' } })).toMatchObject({ code: 'UNKNOWN_BOT' });
    expect(await bad({ remainder: 'waitlist' })).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(await bad({ language: 'fr' })).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(await bad({ turnTimer: { mode: 'realtime', seconds: 1 } })).toMatchObject({ message: expect.stringMatching(/at least 10 seconds/) });
    const missing = await api(ts.url, 'GET', '/api/workshops/NOPE23');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NO_SUCH_WORKSHOP');
    // A room's code is no workshop's (they share one space of codes and never collide).
    const { code } = await createWorkshop(ts.url, {});
    expect((await api(ts.url, 'GET', `/api/rooms/${code}`)).status).toBe(404);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/students`, { nickname: '\u202E\u200B ' })).body.error.message).toMatch(/visible character/);
    expect((await api(ts.url, 'GET', `/api/workshops/${code}/me`, undefined, 'nope')).status).toBe(403);
    expect((await api(ts.url, 'GET', `/api/workshops/${code}/me`)).status).toBe(401);
    // A class of one plays with bots; starting with nobody is refused.
    const empty = await createWorkshop(ts.url, {});
    expect((await api(ts.url, 'POST', `/api/workshops/${empty.code}/start`, {}, empty.facilitatorToken)).body.error.code).toBe('WRONG_PHASE');
  });

  it('limits how many workshops one address creates per minute, like rooms', async () => {
    const limited = await startServer({ roomsPerMinute: 2 });
    try {
      for (let i = 0; i < 2; i++) await createWorkshop(limited.url, {});
      const third = await api(limited.url, 'POST', '/api/workshops', { game: 'pledge' });
      expect(third.status).toBe(429);
      expect(third.body.error).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many workshops created .* at most 2 per minute/) });
    } finally {
      await limited.close();
    }
  });
});
