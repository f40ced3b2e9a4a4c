/**
 * Bare moves (src/server/room/protocol.ts, hello `labels: false`): the web client takes the legal moves
 * as action numbers and words them from its view, so the server words none. The moves are the same as
 * a worded connection's, the rest of each frame is byte for byte the same, and a move sent from an older
 * version is still judged by its words (src/server/room/offers.ts): the words are made when needed.
 */
import { describe, expect, it } from 'vitest';
import { grab } from '../fixtures/grab.ts';
import { Client, isUpdate, seatedTable, serverForFile, type Frame } from './helpers.ts';

const ts = serverForFile({ extraGames: [grab] });

/** The latest update a client holds at `version`. */
const at = (c: Client, version: number) => c.frames.filter((f) => isUpdate(f) && f.version === version && f.status === 'playing').at(-1) as Frame;

describe('bare moves (hello labels: false)', () => {
  it('offers the same moves as numbers, the rest of the frame unchanged, beside a worded connection of the same seat', async () => {
    const { code, tokens, seats, spectator } = await seatedTable(ts, 'emigration', 3, {}, { labels: false, patches: true });
    const worded = await Client.connect(ts.wsUrl);
    await worded.request({ type: 'hello', room: code, token: tokens[0], patches: true }, isUpdate);
    const bare = seats[0];
    let offered = 0;
    // Moves from the seats to act; at each version both connections of seat 1 hold the same frame but for `legal`.
    for (let n = 0; n < 12; n++) {
      const b = bare.lastUpdate()!;
      const w = await worded.waitFor((f) => isUpdate(f) && f.version === b.version);
      for (const a of b.legal) expect(typeof a).toBe('number');
      for (const c of w.legal) expect(c.label).toMatch(/\S/);
      expect(w.legal.map((c: { action: number }) => c.action)).toEqual(b.legal);
      // (The worded connection came later: its first update is a whole view, without the start's events.)
      if (n > 0) expect({ ...w, legal: null, ack: null }).toEqual({ ...b, legal: null, ack: null });
      if (b.legal.length) offered++;
      const mover = b.active[0] as number;
      const from = seats[mover].lastUpdate()!;
      const version = from.version as number;
      await seats[mover].request({ type: 'action', action: from.legal[0], expectedVersion: version, id: n }, (f) => f.ack === n || f.type === 'error');
      await bare.waitFor((f) => isUpdate(f) && f.version === version + 1);
    }
    expect(offered).toBeGreaterThan(0);
    await Promise.all([...seats, spectator, worded].map((c) => c.close()));
  });

  it('Grab: a late move is judged by its words though none were sent, and the refusal names them', async () => {
    const { seats, spectator } = await seatedTable(ts, 'grab', 3, {}, { labels: false });
    const [lamp, rope, blanket] = at(seats[0], 0).legal as number[];
    expect(await seats[0].request({ type: 'action', action: lamp, expectedVersion: 0, id: 'a' }, (f) => f.ack === 'a' || f.type === 'error')).toMatchObject({ type: 'update', version: 1 });
    // Still "Take the rope": played.
    expect(await seats[1].request({ type: 'action', action: rope, expectedVersion: 0, id: 'b' }, (f) => f.ack === 'b' || f.type === 'error')).toMatchObject({ type: 'update', version: 2 });
    // The lamp is gone; the blanket is now the last item, worth double: its words changed.
    expect(await seats[2].request({ type: 'action', action: lamp, expectedVersion: 0, id: 'c' }, (f) => f.type === 'error')).toMatchObject({ code: 'NO_LONGER_LEGAL' });
    const changed = await seats[2].request({ type: 'action', action: blanket, expectedVersion: 0, id: 'd' }, (f) => f.type === 'error');
    expect(changed).toMatchObject({ code: 'MOVE_CHANGED', id: 'd' });
    expect(changed.message).toContain('now reads "Take the blanket (the last one: worth double)"');
    // The resync after a refusal is bare too.
    const resync = await seats[2].waitFor((f) => isUpdate(f) && f.view !== undefined && f.version === 2);
    expect(resync.legal).toEqual([blanket]);
    expect(await seats[2].request({ type: 'action', action: blanket, expectedVersion: 2, id: 'e' }, (f) => f.ack === 'e' || f.type === 'error')).toMatchObject({ type: 'update', version: 3 });
    await Promise.all([...seats, spectator].map((c) => c.close()));
  });

  it('refuses a hello whose labels is not a boolean, and changes nothing', async () => {
    const c = await Client.connect(ts.wsUrl);
    const refused = await c.request({ type: 'hello', room: 'ABCDEF', labels: 'no' }, (f) => f.type === 'error');
    expect(refused.code).toBe('INVALID_MESSAGE');
    await c.close();
  });
});
