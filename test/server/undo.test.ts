/**
 * Undo over real sockets (docs/architecture.md §5a), with the Pledge fixture: a pledge that reveals
 * nothing may be taken back by its seat until another seat acts; the state returns to exactly where it
 * was; the round's last pledge (which reveals every pledge and draws new cards) cannot be; only the seat
 * that moved may, and only from the current version. Take-backs are stored like moves, survive a
 * restart, and the match record lists them (`undone`) and replays.
 */
import { describe, expect, it } from 'vitest';
import { ReplayError, fullLog, replay, type MatchRecord } from '../../src/engine/index.ts';
import { pledge } from '../fixtures/pledge.ts';
import { api, Client, createRoom, isUpdate, join, seatedTable, serverForFile, startServer, tempDir, type Frame, type TestServer } from './helpers.ts';

const ts = serverForFile();


const table = (server: TestServer, players: number) => seatedTable(server, 'pledge', players, { seed: 77 });

const latest = (c: Client) => c.lastUpdate() as Frame;
const act = (c: Client, action: number, expectedVersion: number, id: string) =>
  c.request({ type: 'action', action, expectedVersion, id }, (f) => f.ack === id || (f.type === 'error' && f.id === id));
const undo = (c: Client, expectedVersion: number, id: string) =>
  c.request({ type: 'undo', expectedVersion, id }, (f) => f.ack === id || (f.type === 'error' && f.id === id));

describe('undo', () => {
  it('takes back a pledge that revealed nothing, back to exactly the position before it', async () => {
    const { seats, spectator } = await table(ts, 3);
    const before = latest(seats[0]);
    const spectatorBefore = latest(spectator);
    expect(before.canUndo).toBe(false);
    const card = before.legal[1].action as number;
    const moved = await act(seats[0], card, 0, 'p');
    expect(moved.version).toBe(1);
    expect(moved.canUndo).toBe(true);
    expect(moved.legal).toEqual([]);
    // Only the seat that moved is offered the take-back.
    for (const c of [seats[1], seats[2], spectator]) expect((await c.waitFor((f) => isUpdate(f) && f.version === 1)).canUndo).toBe(false);

    const back = await undo(seats[0], 1, 'u');
    expect(back.type).toBe('update');
    expect(back.version).toBe(2); // versions only grow: a take-back is an entry of the log
    expect(back.canUndo).toBe(false);
    expect(back.legal).toEqual(before.legal);
    expect(back.view).toEqual(before.view);
    expect(back.events.map((e: Frame) => e.text)).toEqual(['Player 1 took back their last move.', `You took back: Pledge ${card}.`]);
    const seen = await spectator.waitFor((f) => isUpdate(f) && f.version === 2);
    expect(seen.view).toEqual(spectatorBefore.view);
    // Others are told that a move was taken back, never which (a pledge is secret).
    expect(seen.events.map((e: Frame) => e.text)).toEqual(['Player 1 took back their last move.']);
    const other = await seats[1].waitFor((f) => isUpdate(f) && f.version === 2);
    expect(JSON.stringify(other)).not.toContain(`Pledge ${card}`);
    await Promise.all([...seats, spectator].map((c) => c.close()));
  });

  it('is refused with the reason: another seat acted since, a revealing step, someone else\'s step, an old version, a spectator', async () => {
    const { seats, spectator } = await table(ts, 3);
    const u = seats.map(latest);
    await act(seats[0], u[0].legal[0].action, 0, 'a');
    const second = await act(seats[1], u[1].legal[0].action, 0, 'b'); // from version 0: still stands, still offered alike (docs/architecture.md §10)
    expect(second.version).toBe(2);
    expect(second.canUndo).toBe(true);
    const late = await undo(seats[0], 2, 'x');
    expect(late).toMatchObject({ type: 'error', code: 'CANNOT_UNDO', id: 'x' });
    expect(late.message).toMatch(/Player 2 moved last/);
    const stale = await undo(seats[1], 1, 'y');
    expect(stale.code).toBe('STALE_VERSION');
    expect(stale.message).toMatch(/nothing was taken back/);
    expect((await spectator.request({ type: 'undo', expectedVersion: 2, id: 's' }, (f) => f.type === 'error')).code).toBe('SPECTATOR');
    // The round's last pledge reveals every pledge and deals new cards: it stays.
    const last = await act(seats[2], u[2].legal[0].action, 0, 'c');
    expect(last.version).toBe(3);
    expect(last.canUndo).toBe(false);
    const revealing = await undo(seats[2], 3, 'z');
    expect(revealing.code).toBe('CANNOT_UNDO');
    expect(revealing.message).toMatch(/cannot be taken back: it revealed or drew something hidden/);
    const none = await undo(seats[1], 3, 'w');
    expect(none.message).toMatch(/Player 3 has moved since your last move/);
    await Promise.all([...seats, spectator].map((c) => c.close()));
  });

  it('takes back a pledge in every round; the record lists every take-back, replays, and a forged one is caught', async () => {
    const { code, seats, spectator } = await table(ts, 2);
    let version = 0;
    // Round after round: seat 1 pledges, takes it back, pledges another card; then seat 2 ends the round.
    for (let round = 0; round < 4; round++) {
      const first = latest(seats[0]).legal;
      await act(seats[0], first[0].action, version++, `a${round}`);
      expect((await undo(seats[0], version++, `u${round}`)).type).toBe('update');
      await act(seats[0], first[first.length - 1].action, version++, `b${round}`);
      const end = await act(seats[1], latest(seats[1]).legal[0].action, version++, `c${round}`);
      expect(end.type).toBe('update');
    }
    const done = await spectator.waitFor((f) => isUpdate(f) && f.status === 'finished');
    expect(done.version).toBe(16);
    const rec = await api<MatchRecord>(ts.url, 'GET', `/api/rooms/${code}/record`);
    // 16 entries: 4 take-backs and the 4 pledges they took back are not in effect.
    expect(rec.body.actions).toHaveLength(8);
    expect(rec.body.undone).toHaveLength(4);
    expect(rec.body.undone![0]).toMatchObject({ seat: 0, played: 0, undone: 1 });
    const result = replay(pledge, rec.body);
    expect(result.hash).toBe(rec.body.finalHash);
    // Each take-back: by seat 1, with 2 steps per earlier round in effect, as entry 4r + 1 of the log.
    expect(result.takeBacks.map((t) => [t.seat, t.line, t.at])).toEqual([[0, 0, 1], [0, 2, 5], [0, 4, 9], [0, 6, 13]]);
    expect(result.takeBacks[0].text).toMatch(/^Pledge \d+$/);
    expect(fullLog(rec.body).filter((e) => e.kind === 'undo')).toHaveLength(4);
    // A record claiming a take-back the rule forbids does not replay: here, of a round's last pledge,
    // which revealed every pledge (log: seat 1 pledges, seat 2 ends the round, seat 2 "takes it back").
    const forged: MatchRecord = { ...rec.body, finalHash: undefined, undone: [{ seat: 1, action: rec.body.actions[1][1], played: 1, undone: 2 }] };
    expect(() => replay(pledge, forged)).toThrow(ReplayError);
    expect(() => replay(pledge, forged)).toThrow(/Log entry 3: seat 2 could not take back/);
    await Promise.all([...seats, spectator].map((c) => c.close()));
  });

  it('never takes back a step a bot made for a person (here the stand-in of a seat whose player was away)', async () => {
    const { code, hostToken } = await createRoom(ts.url, 'pledge', [{ type: 'open' }, { type: 'open' }, { type: 'open' }], { dropReplaceSeconds: 0, standInBot: { kind: 'random' } });
    const away = await join(ts.url, code, 'Away', 0);
    const others: Client[] = [];
    for (const seat of [1, 2]) {
      const { token } = await join(ts.url, code, `P${seat + 1}`, seat);
      const c = await Client.connect(ts.wsUrl);
      await c.request({ type: 'hello', room: code, token }, isUpdate);
      others.push(c);
    }
    await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
    // Seat 1 is not connected: its stand-in pledges for it at once.
    await others[0].waitFor((f) => isUpdate(f) && f.version === 1);
    const back = await Client.connect(ts.wsUrl);
    const u = await back.request({ type: 'hello', room: code, token: away.token }, isUpdate);
    expect(u.version).toBe(1);
    expect(u.canUndo).toBe(false);
    const refused = await undo(back, 1, 'r');
    expect(refused.code).toBe('CANNOT_UNDO');
    expect(refused.message).toMatch(/a bot played it for you/);
    await Promise.all([...others, back].map((c) => c.close()));
  });

  it('is stored like a move: after a restart the room is where it was, take-backs included', async () => {
    const dataDir = tempDir();
    let server = await startServer({ dataDir });
    const { code, seats, tokens, spectator } = await table(server, 2);
    const card = latest(seats[0]).legal[0].action as number;
    await act(seats[0], card, 0, 'a');
    await undo(seats[0], 1, 'u');
    const moved = await act(seats[0], card, 2, 'b');
    expect(moved.canUndo).toBe(true);
    const view = moved.view;
    await Promise.all([...seats, spectator].map((c) => c.close()));
    await server.close();

    server = await startServer({ dataDir });
    try {
      const c = await Client.connect(server.wsUrl);
      const back = await c.request({ type: 'hello', room: code, token: tokens[0], since: 0 }, isUpdate);
      expect(back.version).toBe(3);
      expect(back.view).toEqual(view);
      // The log does not say which moves a bot made for a person, so nothing before the restart is taken back.
      expect(back.canUndo).toBe(false);
      expect(back.events.map((e: Frame) => e.kind)).toEqual(['pledged', 'my-pledge', 'undo', 'my-undo', 'pledged', 'my-pledge']);
      const refused = await undo(c, 3, 'r');
      expect(refused.message).toMatch(/server restarted/);
      await c.close();
    } finally {
      await server.close();
    }
  });
});
