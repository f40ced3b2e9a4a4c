/**
 * Hostile input. Thousands of malformed, oversized, binary and unauthorized messages from
 * connections that never joined, spectators, and seats trying moves that are not theirs to make;
 * afterwards the server still answers and no room's state has changed. Floods are rate-limited.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../src/server/app.ts';
import { pledge } from '../fixtures/pledge.ts';
import { Client, api, startServer, type Frame, type TestServer } from './helpers.ts';
import { garbage, openTable as openTableOn, snapshot as snapshotOn } from './hostile.ts';

let ts: TestServer;
beforeAll(async () => {
  ts = await startServer({ limits: { ratePerSecond: 1_000_000, burst: 1_000_000 } });
});
afterAll(async () => {
  await ts?.close();
});

const games = catalog([pledge]).list();
const openTable = (game: string, players: number) => openTableOn(ts, game, players);
const snapshot = (code: string, token?: string) => snapshotOn(ts, code, token);

describe('hostile input', () => {
  it('answers thousands of bad messages with errors and changes no room', async () => {
    const tables = [];
    for (const g of games) tables.push({ game: g, table: await openTable(g.id, g.minPlayers) });
    const before = await Promise.all(tables.map(async ({ table }) => [await snapshot(table.code), await snapshot(table.code, table.tokens[0])]));

    // 1. A connection that never joined: every message must get exactly one error.
    const anon = await Client.connect(ts.wsUrl);
    const junk = fc.sample(garbage, { numRuns: 1500, seed: 1 });
    const binary = 20;
    for (const m of junk) anon.send(m.replace(/"room":"[A-Z2-9]{6}"/, '"room":"NOPE"'));
    for (let i = 0; i < binary; i++) anon.ws.send(Buffer.from([0xff, 0x00, i]));
    await anon.waitFor(() => anon.frames.length >= junk.length + binary, 30_000);
    expect(anon.frames.length).toBe(junk.length + binary);
    expect(anon.frames.every((f) => f.type === 'error' && typeof f.message === 'string' && f.message.length > 0)).toBe(true);
    const codes = new Set(anon.frames.map((f) => f.code));
    for (const code of ['BAD_JSON', 'UNKNOWN_TYPE', 'INVALID_MESSAGE', 'TOO_LARGE', 'NOT_JOINED']) expect(codes).toContain(code);

    // 2. Spectators and seats of every room, sending moves they may not make.
    for (const [i, { game, table }] of tables.entries()) {
      const other = tables[(i + 1) % tables.length].table;
      const spectator = await Client.connect(ts.wsUrl);
      await spectator.request({ type: 'hello', room: table.code }, (f) => f.type === 'update');
      const attacks: Array<[Client, unknown]> = [];
      const rng = fc.sample(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: -3, max: 40 })), { numRuns: 300, seed: 7 + i });
      for (const [action, v] of rng) attacks.push([spectator, { type: 'action', action, expectedVersion: Math.max(0, v) }]);
      for (const [s, seatClient] of table.seats.entries()) {
        const u = seatClient.lastUpdate() as Frame;
        const legal = new Set((u.legal as Array<{ action: number }>).map((l) => l.action));
        for (const [action, v] of rng.slice(0, 150)) {
          // Never the one thing that is allowed: a legal action at the current version, or at an older
          // one while it is still offered with the same words, so seats moving at once are not refused
          // (docs/architecture.md §10).
          const expectedVersion = legal.has(action) && Math.max(0, v) <= u.version ? u.version + 1 : Math.max(0, v);
          attacks.push([seatClient, { type: 'action', action, expectedVersion }]);
          attacks.push([seatClient, { type: 'action', action, expectedVersion: u.version, seat: (s + 1) % table.seats.length }]);
        }
        attacks.push([seatClient, { type: 'hello', room: table.code, token: table.tokens[s] }]);
        attacks.push([seatClient, { type: 'hello', room: other.code, token: other.tokens[0] }]);
      }
      const stranger = await Client.connect(ts.wsUrl);
      for (const token of [...other.tokens, 'x'.repeat(100), table.tokens[0].slice(1)]) attacks.push([stranger, { type: 'hello', room: table.code, token }]);
      const sent = new Map<Client, number>();
      const start = new Map<Client, number>();
      for (const [c] of attacks) if (!start.has(c)) start.set(c, c.frames.length);
      for (const [c, m] of attacks) {
        c.send(m);
        sent.set(c, (sent.get(c) ?? 0) + 1);
      }
      for (const [c, n] of sent) {
        const from = start.get(c) as number;
        const errors = () => c.frames.slice(from).filter((f) => f.type === 'error').length;
        await c.waitFor(() => errors() >= n, 30_000, from);
        // Every attack got its error and nothing else moved the game on.
        expect(errors(), `${game.id}`).toBe(n);
        expect(c.frames.slice(from).filter((f) => f.type === 'update' && f.version !== (c.lastUpdate() as Frame).version)).toEqual([]);
      }
      await Promise.all([spectator.close(), stranger.close()]);
    }

    // 3. The server still answers, and every room is exactly as it was.
    expect((await api(ts.url, 'GET', '/health')).body.ok).toBe(true);
    const after = await Promise.all(tables.map(async ({ table }) => [await snapshot(table.code), await snapshot(table.code, table.tokens[0])]));
    expect(after).toEqual(before);
    await anon.close();
    await Promise.all(tables.flatMap(({ table }) => table.seats.map((c) => c.close())));
  });

  it('answers malformed and unauthorized HTTP requests with 4xx errors and changes nothing', async () => {
    const table = await openTable('pledge', 2);
    const before = await snapshot(table.code, table.tokens[0]);
    const bodies = fc.sample(fc.oneof(fc.json({ maxDepth: 3 }), fc.string({ maxLength: 60 }), fc.constant('{"name":')), { numRuns: 300, seed: 3 });
    const routes = ['join', 'leave', 'start'];
    const tokens = ['', 'Bearer', `Bearer ${table.tokens[0]}x`, 'Basic abc', `Bearer ${'x'.repeat(300)}`];
    const statuses = new Set<number>();
    for (const [i, body] of bodies.entries()) {
      const route = routes[i % routes.length];
      const token = tokens[i % tokens.length];
      const res = await fetch(`${ts.url}/api/rooms/${i % 7 === 0 ? 'NOPE' : table.code}/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body,
      });
      statuses.add(res.status);
      const json = await res.json();
      expect(res.status, `${route} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof json.error.message).toBe('string');
    }
    expect([...statuses].sort()).toEqual(expect.arrayContaining([400, 403, 404]));
    const huge = await api(ts.url, 'POST', '/api/rooms', { game: 'pledge', seats: [{ type: 'open' }, { type: 'open' }], content: { deck: Array(700_000).fill(1) } }); // ~1.4 MB, over the 1 MiB body limit
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toMatch(/too large/i);
    expect(await snapshot(table.code, table.tokens[0])).toEqual(before);
    await Promise.all(table.seats.map((c) => c.close()));
  });

  it('closes a socket that sends a frame above the hard limit, and keeps serving others', async () => {
    const c = await Client.connect(ts.wsUrl);
    c.send('x'.repeat(70 * 1024));
    await new Promise<void>((resolve) => c.ws.once('close', () => resolve()));
    expect(c.closeCode).toBe(1009);
    const d = await Client.connect(ts.wsUrl);
    expect((await d.request({ type: 'ping', id: 1 }, (f) => f.type === 'pong')).id).toBe(1);
    await d.close();
  });
});

describe('floods', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ limits: { ratePerSecond: 20, burst: 40, maxRejected: 100 }, httpRatePerSecond: 5 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('rate-limits a flooding connection with clear errors, then closes it', async () => {
    const c = await Client.connect(limited.wsUrl);
    for (let i = 0; i < 500; i++) c.send({ type: 'ping', id: i });
    await new Promise<void>((resolve) => c.ws.once('close', () => resolve()));
    const pongs = c.frames.filter((f) => f.type === 'pong').length;
    const limitedErrors = c.frames.filter((f) => f.type === 'error' && f.code === 'RATE_LIMITED');
    expect(pongs).toBeGreaterThanOrEqual(40);
    expect(pongs).toBeLessThan(60);
    expect(limitedErrors.length).toBeGreaterThan(50);
    expect(limitedErrors[0].message).toMatch(/at most 20 per second/);
    expect(c.closeCode).toBe(1008);
    const d = await Client.connect(limited.wsUrl);
    expect((await d.request({ type: 'ping', id: 'ok' }, (f) => f.type === 'pong')).id).toBe('ok');
    await d.close();
  });

  it('rate-limits the HTTP API per client address, and not the health check', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, () => fetch(`${limited.url}/api/games`)));
    const limitedOnes = responses.filter((r) => r.status === 429);
    expect(responses.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(25); // the burst
    expect(limitedOnes.length).toBeGreaterThan(0);
    expect((await limitedOnes[0].json()).error).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/at most 5 per second/) });
    expect((await fetch(`${limited.url}/health`)).status).toBe(200);
  });
});
