/**
 * Hidden information on the wire. Every frame each seat and a spectator received over whole games
 * is captured and checked against a replay of the match: a seat's frames hold exactly
 * `game.view(state, seat)`, its own legal actions and only events addressed to it; no frame holds
 * the PRNG state, the seed, or another seat's private events.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, GameEvent, MatchRecord, Viewer } from '../../src/engine/index.ts';
import { catalog } from '../../src/server/app.ts';
import { pledge } from '../fixtures/pledge.ts';
import { api, Client, createRoom, finished, join, playRandomly, serverForFile } from './helpers.ts';
import { checkViewerFrames } from './wire-check.ts';

const SEED = 3_141_592_653;
const hiddenGames = catalog([pledge]).list().filter((g) => g.hiddenInformation);
const ts = serverForFile();

/** Every PRNG state (a property named rng holding four uint32s) anywhere in a game state. */
function rngNumbers(value: unknown, out = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (/rng/i.test(k) && Array.isArray(v) && v.every((n) => typeof n === 'number')) v.forEach((n) => { if (n > 99_999) out.add(String(n)); });
      else rngNumbers(v, out);
    }
  }
  return out;
}

describe.each(hiddenGames.map((g) => [g.id, g] as const))('%s: what each connection receives', (_id, game: AnyGame) => {
  it('holds only the viewer\'s own view, legal actions and events, over a whole game', async () => {
    const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3));
    const { code, hostToken } = await createRoom(ts.url, game.id, Array.from({ length: players }, () => ({ type: 'open' })), { seed: SEED });
    const seats: Client[] = [];
    const tokens: string[] = [];
    for (let s = 0; s < players; s++) {
      const { token } = await join(ts.url, code, `P${s + 1}`, s);
      tokens.push(token);
      const c = await Client.connect(ts.wsUrl);
      await c.request({ type: 'hello', room: code, token }, (f) => f.type === 'update');
      seats.push(c);
    }
    // A second connection per seat takes view patches; it must rebuild exactly the same views.
    const patched: Client[] = [];
    for (let s = 0; s < players; s++) {
      const c = await Client.connect(ts.wsUrl);
      await c.request({ type: 'hello', room: code, token: tokens[s], patches: true }, (f) => f.type === 'update');
      patched.push(c);
    }
    const spectator = await Client.connect(ts.wsUrl);
    await spectator.request({ type: 'hello', room: code, patches: true }, (f) => f.type === 'update');
    seats.forEach((c, i) => playRandomly(c, 77 + i));
    await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
    await Promise.all([...seats, ...patched, spectator].map((c) => c.waitFor(finished, 60_000)));
    const record = (await api<MatchRecord>(ts.url, 'GET', `/api/rooms/${code}/record`)).body;

    // Replay the match: the state after every version, and the events of every step.
    let state = game.setup({ players, seed: record.seed, options: record.options, content: record.content });
    const states = [state];
    const allEvents: GameEvent[] = [];
    for (const [seat, action] of record.actions) {
      const r = game.apply(state, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      states.push(state);
      allEvents.push(...r.events);
    }
    const secrets = new Set<string>([String(SEED)]);
    for (const s of states) for (const n of rngNumbers(s)) secrets.add(n);
    if (game.id === 'pledge') expect(secrets.size).toBe(5); // the seed and the four words of the generator (Pledge only shuffles at setup)

    const facts = { game, states, events: allEvents, secrets, moves: record.actions.length };
    const check = (client: Client, viewer: Viewer) => checkViewerFrames(client, viewer, facts);
    seats.forEach((c, s) => expect(check(c, s)).toBe(0));
    patched.forEach((c, s) => expect(check(c, s)).toBeGreaterThanOrEqual(record.actions.length - 1));
    expect(check(spectator, 'spectator')).toBeGreaterThanOrEqual(record.actions.length - 1);

    if (game.id === 'pledge') {
      // Each seat hears "You pledged" exactly for its own pledges; the spectator never does.
      seats.forEach((c, s) => {
        const mine = c.frames.filter((f) => f.type === 'update').flatMap((f) => f.events).filter((e: GameEvent) => e.kind === 'my-pledge');
        expect(mine.length).toBe(record.actions.filter(([seat]) => seat === s).length);
      });
      expect(spectator.frames.flatMap((f) => f.events ?? []).some((e: GameEvent) => e.kind === 'my-pledge')).toBe(false);
    }
    await Promise.all([...seats, ...patched, spectator].map((c) => c.close()));
  });
});
