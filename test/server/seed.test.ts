/**
 * Online seeds (docs/architecture.md §5). A room's seed decides every hidden card, so a spectator who can
 * search the seed space from what the table shows at version 0 knows everything. Rooms get a wide
 * seed (128 random bits, the generator's whole state), never shown before the game is over; a seed
 * the host chooses is allowed (the same deal at every table of a class) and every seat is told.
 */
import { describe, expect, it } from 'vitest';
import { WIDE_SEED, replay, seedRng, type MatchRecord } from '../../src/engine/index.ts';
import { pledge } from '../fixtures/pledge.ts';
import { api, Client, createRoom, finished, join, playRandomly, serverForFile } from './helpers.ts';

const ts = serverForFile();

const open = (n: number) => Array.from({ length: n }, () => ({ type: 'open' }));

async function roomSeed(code: string): Promise<string | number> {
  return (await ts.server.manager.get(code)).config.seed;
}

/** The seed and the four words of the generator it starts: none may appear on the wire early. */
function secretsOf(seed: string | number): string[] {
  return [String(seed), ...seedRng(seed).map(String)];
}

describe('online seeds', () => {
  it('are 128 random bits when the host picks none, distinct from room to room', async () => {
    const seeds = new Set<string | number>();
    for (let i = 0; i < 20; i++) {
      const { code } = await createRoom(ts.url, 'emigration', open(3));
      const seed = await roomSeed(code);
      expect(typeof seed === 'string' && WIDE_SEED.test(seed), `room seed ${String(seed)}`).toBe(true);
      seeds.add(seed);
      const info = await api(ts.url, 'GET', `/api/rooms/${code}`);
      expect(info.body.seeded).toBe(false);
    }
    expect(seeds.size).toBe(20);
  });

  it('never reach a frame or an API answer before the game is over, and are in the record after', async () => {
    const { code, hostToken } = await createRoom(ts.url, 'pledge', open(3));
    const seed = await roomSeed(code);
    const secrets = secretsOf(seed);
    const clients: Client[] = [];
    for (let s = 0; s < 3; s++) {
      const { token } = await join(ts.url, code, `P${s + 1}`, s);
      const c = await Client.connect(ts.wsUrl);
      await c.request({ type: 'hello', room: code, token }, (f) => f.type === 'update');
      clients.push(c);
    }
    const spectator = await Client.connect(ts.wsUrl);
    await spectator.request({ type: 'hello', room: code }, (f) => f.type === 'update');
    clients.forEach((c, i) => playRandomly(c, 11 + i));
    const answers: string[] = [];
    const read = async (route: string) => {
      const res = await fetch(ts.url + route);
      answers.push(await res.text());
      return res.status;
    };
    expect(await read(`/api/rooms/${code}/record`)).toBe(409); // not before the end
    await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
    await Promise.all([...clients, spectator].map((c) => c.waitFor(finished, 60_000)));
    for (const route of [`/api/rooms/${code}`, '/api/rooms', '/health', '/status']) await read(route);
    const frames = [...clients, spectator].flatMap((c) => c.raw);
    expect(frames.length).toBeGreaterThan(20);
    for (const text of [...frames, ...answers]) {
      for (const secret of secrets) expect(text.includes(secret), `"${secret}" leaked in ${text.slice(0, 80)}`).toBe(false);
    }
    // Once the game is over the record holds the seed, and it replays.
    const record = (await api<MatchRecord>(ts.url, 'GET', `/api/rooms/${code}/record`)).body;
    expect(record.seed).toBe(seed);
    expect(() => replay(pledge, record)).not.toThrow();
    await Promise.all([...clients, spectator].map((c) => c.close()));
  });

  it('chosen by the host are shown to every seat as a set deal, and deal alike in every room', async () => {
    const views: unknown[] = [];
    for (let table = 0; table < 2; table++) {
      const { code } = await createRoom(ts.url, 'emigration', open(3), { seed: 'class-3b' });
      const info = await api(ts.url, 'GET', `/api/rooms/${code}`);
      expect(info.body.seeded).toBe(true);
      const { token } = await join(ts.url, code, 'Ana', 0);
      const c = await Client.connect(ts.wsUrl);
      const welcome = await c.request({ type: 'hello', room: code, token }, (f) => f.type === 'welcome');
      expect(welcome.room.seeded).toBe(true);
      const update = await c.waitFor((f) => f.type === 'update');
      expect(JSON.stringify(update)).not.toContain('class-3b');
      views.push(update.view);
      await c.close();
    }
    expect(views[0]).toEqual(views[1]);
  });

  it('refuses a chosen seed that is not an integer or a short text', async () => {
    for (const seed of [-1, 1.5, 2 ** 40, '', 'x'.repeat(65), { a: 1 }]) {
      const res = await api(ts.url, 'POST', '/api/rooms', { game: 'emigration', seats: open(2), seed });
      expect(res.status, JSON.stringify(seed)).toBe(400);
      expect(res.body.error.message).toMatch(/seed/);
    }
  });
});
