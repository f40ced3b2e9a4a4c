/**
 * A connection that comes back after a drop asks only for what it missed (src/server/room/protocol.ts:
 * hello `since`, the version whose log it holds): it gets a welcome, the whole view, and the events of the
 * entries after that version alone, each with the version its entry made, so its log files them under
 * their own moves. What it is sent adds up, with what it held, to exactly what a connection that never
 * dropped was sent.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/index.ts';
import { Client, isUpdate, playFirstLegal, seatedTable, serverForFile } from './helpers.ts';

const ts = serverForFile();

const bare = { patches: true, labels: false, lang: 'en' };
/** Every event a client was sent live, each with the version of the update that carried it. */
const liveEvents = (c: Client, from = 0) =>
  c.frames.slice(from).filter(isUpdate).flatMap((f) => (f.events as GameEvent[]).map((e) => ({ ...e, version: f.version as number })));

describe('resuming after a drop', () => {
  it('sends a returning seat the whole view and only the events after the version it holds, each with its version', async () => {
    const { code, tokens, seats } = await seatedTable(ts, 'refugee', 3, {}, bare);
    // A second connection of seat 2 (a phone beside the laptop) follows four moves, then drops.
    const phone = await Client.connect(ts.wsUrl);
    await phone.request({ type: 'hello', room: code, token: tokens[1], since: 0, ...bare }, isUpdate);
    const from = seats[1].frames.length;
    await playFirstLegal(seats, 4);
    const held = seats[0].lastUpdate()!.version as number;
    await phone.waitFor((f) => isUpdate(f) && f.version === held);
    await phone.close();
    const missedFrom = seats[1].frames.length;
    await playFirstLegal(seats, 6);
    const now = seats[0].lastUpdate()!.version as number;
    await seats[1].waitFor((f) => isUpdate(f) && f.version === now);

    const back = await Client.connect(ts.wsUrl);
    const update = await back.request({ type: 'hello', room: code, token: tokens[1], since: held, ...bare }, isUpdate);
    expect(back.frames[0]).toMatchObject({ type: 'welcome', seat: 1 });
    expect(update.version).toBe(now);
    expect(update.viewPatch).toBeUndefined();
    expect(update.view).toEqual(await wholeView(code, tokens[1]));
    const missed = update.events as Array<GameEvent & { version: number }>;
    expect(missed.length).toBeGreaterThan(0);
    expect(missed).toEqual(liveEvents(seats[1], missedFrom));
    // With what it held, that is the whole story seat 2 was told.
    expect([...liveEvents(phone).filter((e) => e.version > 0), ...missed]).toEqual(liveEvents(seats[1], from));
    await Promise.all([...seats, back].map((c) => c.close()));
  });

  it('sends a hello from version 0 every event so far, and one at the current version none', async () => {
    const { code, tokens, seats, spectator } = await seatedTable(ts, 'emigration', 3, {}, bare);
    await playFirstLegal(seats, 5);
    const now = seats[0].lastUpdate()!.version as number;
    await spectator.waitFor((f) => isUpdate(f) && f.version === now);
    const fresh = await Client.connect(ts.wsUrl);
    const all = await fresh.request({ type: 'hello', room: code, since: 0 }, isUpdate);
    expect(all.events).toEqual(liveEvents(spectator));
    expect(new Set((all.events as Array<{ version: number }>).map((e) => e.version)).size).toBeGreaterThan(1);
    const current = await Client.connect(ts.wsUrl);
    const none = await current.request({ type: 'hello', room: code, token: tokens[2], since: now, ...bare }, isUpdate);
    expect(none.events).toEqual([]);
    expect(none.view).toBeDefined();
    await Promise.all([...seats, spectator, fresh, current].map((c) => c.close()));
  });
});

/** A seat's whole view now, from a connection of its own that holds nothing. */
async function wholeView(code: string, token: string): Promise<unknown> {
  const c = await Client.connect(ts.wsUrl);
  const u = await c.request({ type: 'hello', room: code, token, ...bare }, isUpdate);
  await c.close();
  return u.view;
}
