/**
 * The room info a lobby shows, so players know what they join: the game's options and the turn timer are
 * public and in every room answer (GET /api/rooms/:code, the join answer, the welcome and room frames);
 * the seed, which decides every hidden card, is in none of them.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../src/engine/index.ts';
import { api, Client, createRoom, join, serverForFile, type Frame } from './helpers.ts';

const ts = serverForFile();

const open = { type: 'open' };

/** The seed's text and the generator words it starts: none may be in a room answer before the end. */
async function secretsOf(code: string): Promise<string[]> {
  const { seed, botSeed } = (await ts.server.manager.get(code)).config;
  return [String(seed), ...seedRng(seed).map(String), ...(botSeed === undefined ? [] : [String(botSeed)])];
}

function expectNoSeed(info: Frame, secrets: string[]): void {
  const text = JSON.stringify(info);
  for (const s of secrets) expect(text).not.toContain(s);
  expect(Object.keys(info)).not.toContain('seed');
  expect(Object.keys(info)).not.toContain('botSeed');
}

describe('room info for the lobby', () => {
  it('carries the options (defaults filled in) and the realtime timer, never the seed', async () => {
    const { code } = await createRoom(ts.url, 'emigration', [open, open, open], { options: { mode: 'cooperative' }, turnTimer: { mode: 'realtime', seconds: 60 } });
    const secrets = await secretsOf(code);
    const info = (await api(ts.url, 'GET', `/api/rooms/${code}`)).body as Frame;
    expect(info.options).toEqual({ mode: 'cooperative' });
    expect(info.turnTimer).toEqual({ mode: 'realtime', seconds: 60 });
    expect(info.customContent).toBe(false);
    expectNoSeed(info, secrets);

    const joined = await join(ts.url, code, 'Amal', 0);
    const joinAnswer = (await api(ts.url, 'POST', `/api/rooms/${code}/join`, { name: 'Ben' })).body as Frame;
    expect(joinAnswer.room.options).toEqual({ mode: 'cooperative' });
    expectNoSeed(joinAnswer.room, secrets);

    const client = await Client.connect(ts.wsUrl);
    try {
      const welcome = await client.request({ type: 'hello', room: code, token: joined.token }, (f) => f.type === 'welcome');
      expect(welcome.room.options).toEqual({ mode: 'cooperative' });
      expect(welcome.room.turnTimer).toEqual({ mode: 'realtime', seconds: 60 });
      expectNoSeed(welcome.room, secrets);
    } finally {
      await client.close();
    }
  });

  it('gives a default option and a turn-based timer in seconds, and no timer as null', async () => {
    const turnBased = await createRoom(ts.url, 'emigration', [open, open], { turnTimer: { mode: 'turn-based', hours: 24 } });
    const a = (await api(ts.url, 'GET', `/api/rooms/${turnBased.code}`)).body as Frame;
    expect(a.options).toEqual({ mode: 'competitive' });
    expect(a.turnTimer).toEqual({ mode: 'turn-based', seconds: 24 * 3600 });
    expectNoSeed(a, await secretsOf(turnBased.code));

    const chosen = await createRoom(ts.url, 'refugee', [open, open], { seed: 'class-3b' });
    const b = (await api(ts.url, 'GET', `/api/rooms/${chosen.code}`)).body as Frame;
    expect(b.turnTimer).toBeNull();
    expect(b.seeded).toBe(true);
    expect(typeof b.options).toBe('object');
    expectNoSeed(b, await secretsOf(chosen.code));
    expect(JSON.stringify(b)).not.toContain('class-3b');
  });
});
