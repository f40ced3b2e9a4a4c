/**
 * Room lifecycle and live-play rules over real HTTP and WebSocket: creating, joining, leaving,
 * starting, stale versions and resync, reconnection with missed events, a bot standing in for a
 * dropped player who then reclaims the seat, and turn timers.
 */
import { describe, expect, it } from 'vitest';
import { pledge } from '../fixtures/pledge.ts';
import { api, Client, createRoom, finished, isUpdate, join, serverForFile, type Frame } from './helpers.ts';

// Timers of a fraction of a second keep the timer tests quick; the public minimums are tested below.
const ts = serverForFile({ timerMinimums: { realtimeSeconds: 0.1, dropReplaceSeconds: 0.1 } });

const open = { type: 'open' };
const isError = (code: string) => (f: Frame) => f.type === 'error' && f.code === code;

async function seated(code: string, seat: number) {
  const { token } = await join(ts.url, code, `P${seat + 1}`, seat);
  const client = await Client.connect(ts.wsUrl);
  await client.request({ type: 'hello', room: code, token }, isUpdate);
  return { token, client };
}

describe('creating rooms', () => {
  it('rejects unknown games, wrong seat counts, unknown bots and bad options with clear errors', async () => {
    const cases: Array<[unknown, string, RegExp]> = [
      [{ game: 'nope', seats: [open, open] }, 'UNKNOWN_GAME', /Unknown game "nope"; available: .*pledge/],
      [{ game: 'pledge', seats: [open] }, 'INVALID_REQUEST', /takes 2–4 players; 1 seats/],
      [{ game: 'pledge', seats: [open, { type: 'bot', bot: 'oracle' }] }, 'UNKNOWN_BOT', /Unknown bot "oracle"/],
      [{ game: 'pledge', seats: [open, open], options: { cheat: true } }, 'INVALID_REQUEST', /options/i],
      [{ game: 'pledge', seats: [open, open], content: { deck: [1, 2] } }, 'INVALID_REQUEST', /deck/],
      [{ game: 'pledge', seats: [open, open], surprise: 1 }, 'INVALID_REQUEST', /surprise|Unrecognized/i],
      ['{"game": "pledge", ', 'INVALID_REQUEST', /JSON/i],
    ];
    for (const [body, code, message] of cases) {
      const res = await api(ts.url, 'POST', '/api/rooms', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await api(ts.url, 'GET', '/api/rooms/ZZZZZZ')).body.error.code).toBe('NO_SUCH_ROOM');
  });

  it('accepts custom content and reports the room publicly without secrets', async () => {
    const deck = Array.from({ length: 20 }, (_, i) => i + 1);
    const { code } = await createRoom(ts.url, 'pledge', [open, open], { content: { deck }, seed: 3141592653, turnTimer: { mode: 'turn-based', hours: 2 } });
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const info = await api(ts.url, 'GET', `/api/rooms/${code.toLowerCase()}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ code, game: 'pledge', status: 'lobby', customContent: true, players: 2, turnTimer: { mode: 'turn-based', seconds: 7200 } });
    expect(JSON.stringify(info.body)).not.toContain('3141592653');
    expect(JSON.stringify(info.body)).not.toContain('TokenHash');
  });
});

describe('seats and starting', () => {
  it('joins, refuses taken seats and full rooms, frees seats on leave, and only the host starts', async () => {
    const { code, hostToken } = await createRoom(ts.url, 'pledge', [open, open, { type: 'bot', bot: 'random' }]);
    const a = await join(ts.url, code, 'Amal', 0);
    expect(a.seat).toBe(0);
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/join`, { name: 'Ben', seat: 0 })).body.error.code).toBe('SEAT_TAKEN');
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/join`, { name: 'Ben', seat: 2 })).body.error.code).toBe('SEAT_TAKEN');
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/join`, { name: 'Ben', seat: 7 })).body.error.code).toBe('INVALID_SEAT');
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/join`, { name: '' })).status).toBe(400);
    const b = await join(ts.url, code, 'Ben');
    expect(b.seat).toBe(1);
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/join`, { name: 'Chen' })).body.error.code).toBe('ROOM_FULL');
    // Leaving in the lobby frees the seat and voids the token.
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/leave`, undefined, b.token)).status).toBe(200);
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/leave`, undefined, b.token)).body.error.code).toBe('BAD_TOKEN');
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken)).body.error.code).toBe('SEATS_OPEN');
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, a.token)).body.error.code).toBe('FORBIDDEN');
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/start`, {})).body.error.code).toBe('BAD_TOKEN');
    const started = await api(ts.url, 'POST', `/api/rooms/${code}/start`, { fillOpenSeatsWith: { kind: 'random' } }, hostToken);
    expect(started.status).toBe(200);
    expect(started.body.seats.map((s: { kind: string }) => s.kind)).toEqual(['human', 'bot', 'bot']);
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/join`, { name: 'Late' })).body.error.code).toBe('ALREADY_STARTED');
    expect((await api(ts.url, 'GET', `/api/rooms/${code}/record`)).body.error.code).toBe('NOT_FINISHED');
  });
});

describe('live play', () => {
  it('judges a move from an older version: played while it stands, refused with a resync once the seat has acted since', async () => {
    const { code, hostToken } = await createRoom(ts.url, 'pledge', [open, open]);
    const p0 = await seated(code, 0);
    const p1 = await seated(code, 1);
    await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
    const u0 = await p0.client.waitFor((f) => isUpdate(f) && f.status === 'playing');
    const card = u0.legal[0].action as number;
    const ack = await p0.client.request({ type: 'action', action: card, expectedVersion: 0, id: 'a1' }, (f) => f.ack === 'a1');
    expect(ack.version).toBe(1);
    expect(ack.events.map((e: { kind: string }) => e.kind)).toEqual(['pledged', 'my-pledge']);
    // Not your seat, not your turn, not legal.
    expect((await p1.client.request({ type: 'action', action: 1, expectedVersion: 1, seat: 0 }, (f) => f.type === 'error')).code).toBe('NOT_YOUR_SEAT');
    expect((await p0.client.request({ type: 'action', action: card, expectedVersion: 1 }, (f) => f.type === 'error')).code).toBe('NOT_YOUR_TURN');
    expect((await p1.client.request({ type: 'action', action: 999, expectedVersion: 1 }, (f) => f.type === 'error')).code).toBe('ILLEGAL_ACTION');
    // Seat 1 sends again from version 0: it has acted since, so the move is stale, and a resync follows.
    const from = p0.client.frames.length;
    p0.client.send({ type: 'action', action: u0.legal[1].action, expectedVersion: 0, id: 'again' });
    const stale = await p0.client.waitFor(isError('STALE_VERSION'), 5000, from);
    expect(stale.id).toBe('again');
    expect(stale.message).toMatch(/version 0 .* at 1.*acted since/);
    const resync = await p0.client.waitFor((f) => isUpdate(f) && f.version === 1, 5000, p0.client.frames.indexOf(stale));
    expect(resync.view).toBeDefined();
    expect(resync.events).toEqual([]); // this connection was sent every update already: nothing is repeated
    // Seat 2 still thinks the game is at version 0; seat 1's pledge did not change its choice, so it is played.
    const u1 = p1.client.frames.find((f) => isUpdate(f) && f.status === 'playing' && f.version === 0) as Frame;
    const late = await p1.client.request({ type: 'action', action: u1.legal[0].action, expectedVersion: 0, id: 'late' }, (f) => f.ack === 'late' || f.type === 'error');
    expect(late.type).toBe('update');
    expect(late.version).toBe(2);
    const info = await api(ts.url, 'GET', `/api/rooms/${code}`);
    expect(info.body.version).toBe(2);
    await Promise.all([p0.client.close(), p1.client.close()]);
  });

  it('handles an action sent right behind the hello, without waiting for the welcome', async () => {
    const { code, hostToken } = await createRoom(ts.url, 'pledge', [open, open]);
    const { token } = await join(ts.url, code, 'Amal', 0);
    await join(ts.url, code, 'Ben', 1);
    await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
    const view = (await api(ts.url, 'GET', `/api/rooms/${code}`)).body;
    expect(view.version).toBe(0);
    const c = await Client.connect(ts.wsUrl);
    c.send({ type: 'hello', room: code, token });
    c.send({ type: 'sync' });
    c.send({ type: 'action', action: 999, expectedVersion: 0, id: 'early' });
    const err = await c.waitFor((f) => f.type === 'error' && f.id === 'early');
    expect(err.code).toBe('ILLEGAL_ACTION'); // judged by the game, not refused as NOT_JOINED
    expect(c.frames.some((f) => f.type === 'error' && f.code === 'NOT_JOINED')).toBe(false);
    expect(c.frames.filter((f) => f.type === 'update').length).toBeGreaterThanOrEqual(2); // hello + sync
    await c.close();
  });

  it('gives a reconnecting seat its view and the events it missed', async () => {
    const { code, hostToken } = await createRoom(ts.url, 'pledge', [open, open], { dropReplaceSeconds: null });
    const p0 = await seated(code, 0);
    const p1 = await seated(code, 1);
    await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
    await p1.client.waitFor((f) => isUpdate(f) && f.status === 'playing');
    await p1.client.close();
    // Seat 1 pledges while seat 2 is away.
    const u = await p0.client.waitFor((f) => isUpdate(f) && f.status === 'playing');
    await p0.client.request({ type: 'action', action: u.legal[0].action, expectedVersion: 0 }, (f) => isUpdate(f) && f.version === 1);
    const again = await Client.connect(ts.wsUrl);
    const view = await again.request({ type: 'hello', room: code, token: p1.token, since: 0 }, isUpdate);
    expect(again.frames[0]).toMatchObject({ type: 'welcome', seat: 1 });
    expect(view.version).toBe(1);
    expect(view.events.map((e: { kind: string }) => e.kind)).toEqual(['pledged']);
    expect(view.legal.length).toBeGreaterThan(0);
    expect(view.view.hand).toEqual(expect.any(Array));
    await Promise.all([p0.client.close(), again.close()]);
  });

  it('lets a bot stand in for a dropped player, and the player reclaims the seat with the token', async () => {
    const { code, hostToken } = await createRoom(ts.url, 'pledge', [open, open], { dropReplaceSeconds: 0.2, standInBot: { kind: 'random' } });
    const p0 = await seated(code, 0);
    const p1 = await seated(code, 1);
    await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
    await p1.client.close();
    // Seat 1 (still connected) pledges; after the grace period a bot pledges for seat 2.
    const u = await p0.client.waitFor((f) => isUpdate(f) && f.status === 'playing');
    await p0.client.request({ type: 'action', action: u.legal[0].action, expectedVersion: 0 }, (f) => isUpdate(f) && f.version === 1);
    const standIn = await p0.client.waitFor((f) => f.type === 'room' && f.room.seats[1].standIn !== null, 5000);
    expect(standIn.room.seats[1]).toMatchObject({ kind: 'human', connected: false, standIn: { kind: 'random' } });
    await p0.client.waitFor((f) => isUpdate(f) && f.version === 2, 5000);
    const back = await Client.connect(ts.wsUrl);
    await back.request({ type: 'hello', room: code, token: p1.token, since: 1 }, isUpdate);
    const info = await api(ts.url, 'GET', `/api/rooms/${code}`);
    expect(info.body.seats[1]).toMatchObject({ standIn: null, connected: true });
    await Promise.all([p0.client.close(), back.close()]);
  });

  it('hands a seat that leaves mid-game to the stand-in bot, voids its token and closes its socket', async () => {
    const { code, hostToken } = await createRoom(ts.url, 'pledge', [open, open], { dropReplaceSeconds: null, standInBot: { kind: 'random' } });
    const p0 = await seated(code, 0);
    const p1 = await seated(code, 1);
    await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
    const closed = new Promise<number>((resolve) => p1.client.ws.once('close', (c) => resolve(c)));
    const left = await api(ts.url, 'POST', `/api/rooms/${code}/leave`, undefined, p1.token);
    expect(left.body.room.seats[1]).toMatchObject({ kind: 'human', standIn: { kind: 'random' } });
    expect(await closed).toBe(1000);
    // The bot pledges for seat 2 at once; seat 1 then completes the round.
    const u = await p0.client.waitFor((f) => isUpdate(f) && f.version === 1 && f.view.pledged[1] === true, 5000);
    const done = await p0.client.request({ type: 'action', action: u.legal[0].action, expectedVersion: 1 }, (f) => isUpdate(f) && f.version === 2);
    expect(done.view.round).toBe(1);
    const again = await Client.connect(ts.wsUrl);
    expect((await again.request({ type: 'hello', room: code, token: p1.token }, (f) => f.type === 'error')).code).toBe('BAD_TOKEN');
    await Promise.all([p0.client.close(), again.close()]);
  });

  it('moves for a seat whose turn timer ran out', async () => {
    const { code, hostToken } = await createRoom(ts.url, 'pledge', [open, open], {
      turnTimer: { mode: 'realtime', seconds: 0.2 }, dropReplaceSeconds: null, standInBot: { kind: 'random' },
    });
    const p0 = await seated(code, 0);
    const p1 = await seated(code, 1);
    await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
    // Nobody moves: both seats run out of time and the game still advances, to the end.
    const end = await p0.client.waitFor(finished, 20_000);
    expect(end.version).toBe(pledge.maxActions(2));
    const info = await api(ts.url, 'GET', `/api/rooms/${code}`);
    expect(info.body.seats.map((s: { standIn: unknown }) => s.standIn)).toEqual([null, null]); // a timeout is one move, not a takeover
    await Promise.all([p0.client.close(), p1.client.close()]);
  });

  it('tells every connection how long the seats to act have left on the turn timer', async () => {
    const { code, hostToken } = await createRoom(ts.url, 'pledge', [open, open], {
      turnTimer: { mode: 'realtime', seconds: 30 }, dropReplaceSeconds: null,
    });
    const p0 = await seated(code, 0);
    const p1 = await seated(code, 1);
    await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
    const first = await p0.client.waitFor((f) => isUpdate(f) && f.status === 'playing');
    expect(first.timeLeftMs).toBeGreaterThan(25_000);
    expect(first.timeLeftMs).toBeLessThanOrEqual(30_000);
    const info = await api(ts.url, 'GET', `/api/rooms/${code}`);
    expect(info.body.timeLeftMs).toBeLessThanOrEqual(first.timeLeftMs);
    await new Promise((r) => setTimeout(r, 300));
    const moved = await p0.client.request({ type: 'action', action: first.legal[0].action, expectedVersion: first.version }, (f) => isUpdate(f) && f.version === 1);
    // The clock restarts with the move.
    expect(moved.timeLeftMs).toBeGreaterThan(first.timeLeftMs - 250);
    const { code: untimed } = await createRoom(ts.url, 'pledge', [open, open]);
    expect((await api(ts.url, 'GET', `/api/rooms/${untimed}`)).body.timeLeftMs).toBeNull();
    await Promise.all([p0.client.close(), p1.client.close()]);
  });

  it('serves the status page, the game list and health', async () => {
    const { code } = await createRoom(ts.url, 'pledge', [open, open]);
    await join(ts.url, code, 'Amal');
    const page = await fetch(`${ts.url}/`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Pledge (test fixture)');
    // Invitations are not listed in public: codes of rooms still open are masked.
    expect(html).not.toContain(code);
    expect(html).toContain('••••••');
    expect(html).not.toContain(code.slice(0, 2) + '•');
    // Nobody's name is on the public page: seats say who plays them, not what they are called.
    expect(html).not.toContain('Amal');
    const list = await api(ts.url, 'GET', '/api/rooms');
    expect(JSON.stringify(list.body)).not.toContain(code);
    const games = await api(ts.url, 'GET', '/api/games');
    expect(games.body.games.map((g: { id: string }) => g.id)).toContain('pledge');
    // The registered games can be played in the browser against bots; a game only this server has cannot.
    const inBrowser = Object.fromEntries(games.body.games.map((g: { id: string; inBrowser: boolean }) => [g.id, g.inBrowser]));
    expect(inBrowser).toMatchObject({ pledge: false, emigration: true, refugee: true, borderlines: true, displacement: true });
    const health = await api(ts.url, 'GET', '/health');
    expect(health.body).toMatchObject({ ok: true });
    expect(health.body.writes.batches).toBeGreaterThan(0);
  });
});
