/**
 * View patches on the wire: a connection that asks for them gets the whole view once, then only the
 * operations that change it, and rebuilds exactly the view a whole-view connection of the same seat
 * receives at every version, for a fraction of the bytes. A stale or reconnecting client is sent
 * the whole view again.
 */
import { expect, it } from 'vitest';
import { applyJsonPatch } from '../../src/engine/index.ts';
import { api, Client, createRoom, finished, join, playRandomly, serverForFile, type Frame } from './helpers.ts';

const ts = serverForFile();

const updates = (c: Client): Frame[] => c.frames.filter((f) => f.type === 'update');

it('a patched connection rebuilds every whole view of its seat, sending far fewer bytes', async () => {
  const { code, hostToken } = await createRoom(ts.url, 'emigration', [{ type: 'open' }, { type: 'open' }, { type: 'open' }], { seed: 11 });
  const players: Client[] = [];
  const tokens: string[] = [];
  for (let s = 0; s < 3; s++) {
    const { token } = await join(ts.url, code, `P${s + 1}`, s);
    tokens.push(token);
    const c = await Client.connect(ts.wsUrl);
    await c.request({ type: 'hello', room: code, token }, (f) => f.type === 'update');
    players.push(c);
  }
  const patched = await Client.connect(ts.wsUrl);
  await patched.request({ type: 'hello', room: code, token: tokens[0], patches: true }, (f) => f.type === 'update');
  players.forEach((c, i) => playRandomly(c, 5 + i));
  await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
  await Promise.all([...players, patched].map((c) => c.waitFor(finished, 60_000)));

  const whole = new Map<number, unknown>();
  let wholeBytes = 0;
  players[0].frames.forEach((f, i) => {
    if (f.type !== 'update') return;
    whole.set(f.version, f.view);
    wholeBytes += players[0].raw[i].length;
  });
  let view: unknown;
  let patchedBytes = 0;
  const got = updates(patched);
  expect(got[0].view).toBeDefined(); // the hello answer is whole
  patched.frames.forEach((f, i) => { if (f.type === 'update') patchedBytes += patched.raw[i].length; });
  for (const [i, f] of got.entries()) {
    if (i > 0) expect(f.viewPatch, `update ${i} (version ${f.version}) is a patch`).toBeDefined();
    // A patch names the version it applies to: the one this client holds (a client that missed a frame would see it differ).
    if (i > 0) expect(f.base, `update ${i}: the base of its patch`).toBe(got[i - 1].version);
    view = f.viewPatch ? applyJsonPatch(view, f.viewPatch) : f.view;
    expect(view).toEqual(whole.get(f.version));
  }
  expect(got.length).toBeGreaterThan(30);
  expect(patchedBytes).toBeLessThan(wholeBytes / 5);
  await Promise.all([...players, patched].map((c) => c.close()));
});

it('a stale move is answered with the whole view, and later updates patch that', async () => {
  const { code, hostToken } = await createRoom(ts.url, 'emigration', [{ type: 'open' }, { type: 'bot', bot: 'random', strength: 'easy' }], { seed: 4, botThinkMs: 0 });
  const { token } = await join(ts.url, code, 'Amal', 0);
  const c = await Client.connect(ts.wsUrl);
  await c.request({ type: 'hello', room: code, token, patches: true }, (f) => f.type === 'update');
  await api(ts.url, 'POST', `/api/rooms/${code}/start`, {}, hostToken);
  const mine = await c.waitFor((f) => f.type === 'update' && f.status === 'playing' && f.legal.length > 0);
  const from = c.frames.length;
  c.send({ type: 'action', action: mine.legal[0].action, expectedVersion: mine.version + 5 });
  const resync = await c.waitFor((f) => f.type === 'update', 20_000, from);
  expect(c.frames.slice(from).some((f) => f.type === 'error' && f.code === 'STALE_VERSION')).toBe(true);
  expect(resync.view).toBeDefined();
  expect(resync.viewPatch).toBeUndefined();
  playRandomly(c, 9);
  await c.waitFor(finished, 60_000);
  const after = c.frames.slice(c.frames.indexOf(resync) + 1).filter((f) => f.type === 'update');
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((f) => f.viewPatch !== undefined || f.view !== undefined)).toBe(true);
  expect(after.filter((f) => f.viewPatch).length).toBeGreaterThan(after.length / 2);
  await c.close();
});
