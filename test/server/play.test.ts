/**
 * Full games over real sockets, for every registered game plus the Pledge fixture: WebSocket
 * players picking random legal actions and server-side bots, to the end; the record the server
 * hands out replays to the same final state.
 */
import { describe, expect, it } from 'vitest';
import { replay, type MatchRecord } from '../../src/engine/index.ts';
import { catalog } from '../../src/server/app.ts';
import { pledge } from '../fixtures/pledge.ts';
import { api, Client, createRoom, finished, join, playRandomly, serverForFile } from './helpers.ts';

const games = catalog([pledge]).list();
const ts = serverForFile();

describe.each(games.map((g) => [g.id, g] as const))('%s over WebSocket', (_id, game) => {
  it('plays to the end with random clients and a bot, and the record replays', async () => {
    const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3));
    const seats = Array.from({ length: players }, (_, i) => (i === players - 1 && players > 2 ? { type: 'bot', bot: 'random' } : { type: 'open' }));
    const { code, hostToken } = await createRoom(ts.url, game.id, seats, { seed: 4242 });
    const humans = seats.flatMap((s, i) => (s.type === 'open' ? [i] : []));
    const clients: Client[] = [];
    for (const seat of humans) {
      const { token } = await join(ts.url, code, `Player ${seat + 1}`, seat);
      const c = await Client.connect(ts.wsUrl);
      await c.request({ type: 'hello', room: code, token }, (f) => f.type === 'update');
      clients.push(c);
    }
    const spectator = await Client.connect(ts.wsUrl);
    await spectator.request({ type: 'hello', room: code }, (f) => f.type === 'update');
    clients.forEach((c, i) => playRandomly(c, 1000 + i));
    const started = await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
    expect(started.status).toBe(200);

    const ends = await Promise.all([...clients, spectator].map((c) => c.waitFor(finished, 60_000)));
    const outcome = ends[0].outcome;
    expect(outcome).not.toBeNull();
    for (const end of ends) expect(end.outcome).toEqual(outcome);

    const rec = await api<MatchRecord>(ts.url, 'GET', `/api/rooms/${code}/record`);
    expect(rec.status).toBe(200);
    expect(rec.body.actions.length).toBe(ends[0].version);
    expect(rec.body.actions.length).toBeGreaterThan(0);
    // Throws if any step fails to apply or the final hash differs from the server's.
    const replayed = replay(game, rec.body);
    expect(replayed.hash).toBe(rec.body.finalHash);
    expect(game.outcome(replayed.state)).toEqual(outcome);
    // Every seat, the bot's included, took part.
    expect(new Set(rec.body.actions.map(([seat]) => seat)).size).toBe(players);
    await Promise.all([...clients, spectator].map((c) => c.close()));
  });

  it('plays a whole game among server-side bots while a spectator watches', async () => {
    const players = game.minPlayers;
    const seats = Array.from({ length: players }, (_, i) => ({ type: 'bot', bot: i % 2 ? 'random' : 'heuristic', strength: 'easy' }));
    const { code, hostToken } = await createRoom(ts.url, game.id, seats);
    const spectator = await Client.connect(ts.wsUrl);
    await spectator.request({ type: 'hello', room: code }, (f) => f.type === 'update');
    expect((await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken)).status).toBe(200);
    const end = await spectator.waitFor(finished, 60_000);
    const rec = await api<MatchRecord>(ts.url, 'GET', `/api/rooms/${code}/record`);
    expect(rec.body.actions.length).toBe(end.version);
    expect(replay(game, rec.body).hash).toBe(rec.body.finalHash);
    // The spectator saw every version, in order (version 0 twice: on joining the lobby and at the start).
    const versions = spectator.frames.filter((f) => f.type === 'update').map((f) => f.version as number);
    expect(versions).toEqual([0, ...Array.from({ length: end.version + 1 }, (_, v) => v)]);
    await spectator.close();
  });
});
