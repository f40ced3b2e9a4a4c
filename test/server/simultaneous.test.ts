/**
 * Simultaneous moves online (docs/architecture.md §10), over real sockets. Every seat of the Pledge
 * fixture pledges at the same moment against the same version, round after round, and every pledge is
 * played. With the Grab fixture (seats take items from one row at once), a move another seat made
 * impossible is refused with NO_LONGER_LEGAL, one whose words changed meanwhile with MOVE_CHANGED,
 * each with a message and the current position, and a seat that has acted since is told its move is
 * stale. The record replays.
 */
import { describe, expect, it } from 'vitest';
import { replay, type MatchRecord } from '../../src/engine/index.ts';
import { grab } from '../fixtures/grab.ts';
import { pledge } from '../fixtures/pledge.ts';
import { api, isUpdate, seatedTable, serverForFile, type Client, type Frame } from './helpers.ts';

const ts = serverForFile({ extraGames: [pledge, grab] });


/** A started room of `game` with a connected person on each of `players` seats. */
async function table(game: string, players: number): Promise<{ code: string; seats: Client[]; spectator: Client }> {
  const t = await seatedTable(ts, game, players);
  expect(t.startStatus).toBe(200);
  return t;
}

/** The latest update a client holds at `version`. */
const at = (c: Client, version: number) => c.frames.filter((f) => isUpdate(f) && f.version === version && f.status === 'playing').at(-1) as Frame;

describe('simultaneous moves', () => {
  it('Pledge: every seat pledges at the same moment against the same version, and every pledge is played, round after round', async () => {
    const { code, seats, spectator } = await table('pledge', 4);
    for (let round = 0; round < 4; round++) {
      const version = round * 4;
      const offers = seats.map((c) => at(c, version));
      for (const o of offers) expect(o.legal.length).toBeGreaterThan(0);
      // All four frames leave before any answer arrives.
      const answers = await Promise.all(seats.map((c, s) => c.request(
        { type: 'action', action: offers[s].legal[(round + s) % offers[s].legal.length].action, expectedVersion: version, id: `r${round}s${s}` },
        (f) => f.ack === `r${round}s${s}` || f.type === 'error',
      )));
      for (const a of answers) expect(a.type, JSON.stringify(a)).toBe('update');
      // Each was played once, one after another.
      expect(answers.map((a) => a.version).sort((x, y) => x - y)).toEqual([1, 2, 3, 4].map((k) => version + k));
      for (const c of [...seats, spectator]) await c.waitFor((f) => isUpdate(f) && f.version === version + 4);
    }
    const end = await spectator.waitFor((f) => isUpdate(f) && f.status === 'finished');
    expect(end.version).toBe(16);
    expect(seats.flatMap((c) => c.frames.filter((f) => f.type === 'error'))).toEqual([]);
    const rec = await api<MatchRecord>(ts.url, 'GET', `/api/rooms/${code}/record`);
    expect(rec.body.actions).toHaveLength(16);
    expect(rec.body.undone).toBeUndefined();
    expect(replay(pledge, rec.body).hash).toBe(rec.body.finalHash);
    await Promise.all([...seats, spectator].map((c) => c.close()));
  });

  it('Grab: a move another seat made impossible, or changed, is refused with a message and the current position', async () => {
    const { code, seats, spectator } = await table('grab', 3);
    const row = at(seats[0], 0).legal.map((l: { action: number }) => l.action) as number[];
    expect(row).toHaveLength(3);
    const [lamp, rope, blanket] = row;
    expect(at(seats[2], 0).legal.find((l: { action: number }) => l.action === blanket).label).toBe('Take the blanket');
    // Seat 1 takes the lamp.
    const first = await seats[0].request({ type: 'action', action: lamp, expectedVersion: 0, id: 'a' }, (f) => f.ack === 'a' || f.type === 'error');
    expect(first.version).toBe(1);
    // Seat 2 chose the rope at version 0: still there, still "Take the rope": played.
    const second = await seats[1].request({ type: 'action', action: rope, expectedVersion: 0, id: 'b' }, (f) => f.ack === 'b' || f.type === 'error');
    expect(second.type).toBe('update');
    expect(second.version).toBe(2);
    // Seat 3 chose the lamp at version 0: taken meanwhile.
    const from = seats[2].frames.length;
    const gone = await seats[2].request({ type: 'action', action: lamp, expectedVersion: 0, id: 'c' }, (f) => f.type === 'error');
    expect(gone).toMatchObject({ code: 'NO_LONGER_LEGAL', id: 'c' });
    expect(gone.message).toMatch(/Other players moved first .*version 0 to 2.*no longer possible.*not played/);
    // The refusal is followed by the whole current position, and nothing moved.
    const resync = await seats[2].waitFor((f) => isUpdate(f) && f.view !== undefined, 5000, seats[2].frames.indexOf(gone));
    expect(resync.version).toBe(2);
    expect(resync.legal).toEqual([{ action: blanket, label: 'Take the blanket (the last one: worth double)' }]);
    // Seat 3 chose the blanket at version 0: it is still there, but it is now the last one and worth
    // double, so its words changed: the player is asked to choose again rather than surprised.
    const changed = await seats[2].request({ type: 'action', action: blanket, expectedVersion: 0, id: 'd' }, (f) => f.type === 'error');
    expect(changed).toMatchObject({ code: 'MOVE_CHANGED', id: 'd' });
    expect(changed.message).toContain('now reads "Take the blanket (the last one: worth double)"');
    expect(seats[2].frames.slice(from).filter((f) => isUpdate(f) && f.version !== 2)).toEqual([]);
    // Seat 1 has acted since version 0: a second move from that version is stale.
    const again = await seats[0].request({ type: 'action', action: blanket, expectedVersion: 0, id: 'e' }, (f) => f.type === 'error');
    expect(again.code).toBe('STALE_VERSION');
    expect(again.message).toMatch(/acted since/);
    // Chosen again at the version it now sees, the move is played.
    const third = await seats[2].request({ type: 'action', action: blanket, expectedVersion: 2, id: 'f' }, (f) => f.ack === 'f' || f.type === 'error');
    expect(third.version).toBe(3);
    expect(third.view.scores).toEqual([1, 1, 2]);
    expect((await api(ts.url, 'GET', `/api/rooms/${code}`)).body.version).toBe(3);
    await Promise.all([...seats, spectator].map((c) => c.close()));
  });

  it('Grab: three seats grabbing at once all land, whatever order they arrive in, or are told why not', async () => {
    const { seats } = await table('grab', 3);
    const row = at(seats[0], 0).legal.map((l: { action: number }) => l.action) as number[];
    // Everyone wants a different item except seats 2 and 3, who both want the last of the row.
    const wants = [row[0], row[2], row[2]];
    const answers = await Promise.all(seats.map((c, s) => c.request({ type: 'action', action: wants[s], expectedVersion: 0, id: s }, (f) => f.ack === s || f.type === 'error')));
    const played = answers.filter((a) => a.type === 'update');
    const refused = answers.filter((a) => a.type === 'error');
    // The first to reach the server gets the blanket; the other is told, never silently dropped.
    // (Taking the lamp leaves the words of the rope and the blanket as they were, in any order.)
    expect(played).toHaveLength(2);
    expect(refused).toHaveLength(1);
    expect(refused[0].code).toBe('NO_LONGER_LEGAL');
    expect(refused[0].message).toMatch(/no longer possible/);
    expect(played.map((a) => a.version).sort()).toEqual([1, 2]);
    await Promise.all(seats.map((c) => c.close()));
  });
});
