/**
 * The long fuzz run: at least 100,000 hostile WebSocket and HTTP messages (FUZZ_MESSAGES
 * sets the number; nine in ten over WebSocket) against rooms of every game, from connections that
 * never joined, spectators, seats trying moves that are not theirs to make, and HTTP requests with
 * bad bodies, tokens and codes. Every message is answered, none with a server error, connections the
 * server closes are closed for a stated reason, and afterwards every room is exactly as it was.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../src/server/app.ts';
import { pledge } from '../fixtures/pledge.ts';
import { Client, api, startServer, type Frame, type TestServer } from './helpers.ts';
import { garbage, openTable, snapshot, type Table } from './hostile.ts';

const TOTAL = Number(process.env.FUZZ_MESSAGES ?? 100_000);
const CHUNK = 500;

let ts: TestServer;
beforeAll(async () => {
  ts = await startServer({ limits: { ratePerSecond: 1_000_000, burst: 1_000_000, maxRejected: 1_000_000 } });
});
afterAll(async () => {
  await ts?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Answers: errors and pongs (a `room` frame may also arrive: seats or the spectators changed). */
const answers = (client: Client, from: number) => client.frames.slice(from).filter((f) => f.type === 'error' || f.type === 'pong');

/** Waits until `client` has `n` answers after frame `from`, or is closed. */
async function answered(client: Client, from: number, n: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (answers(client, from).length < n && !client.closed) {
    if (Date.now() > deadline) throw new Error(`${answers(client, from).length} of ${n} answers; last ${client.raw.at(-1)}`);
    await sleep(2);
  }
}

/** Frames that are never the answer to a hostile message. */
const harmful = (f: Frame, version: number) => (f.type === 'update' && f.version !== version) || f.type === 'welcome';

describe('a long hostile run', () => {
  it(`answers ${TOTAL.toLocaleString('en')} hostile WebSocket and HTTP messages and changes no room`, async () => {
    const tables: Array<{ game: string; table: Table }> = [];
    for (const g of catalog([pledge]).list()) tables.push({ game: g.id, table: await openTable(ts, g.id, g.minPlayers) });
    const snapshots = () => Promise.all(tables.map(async ({ table }) => [await snapshot(ts, table.code), ...await Promise.all(table.tokens.map((t) => snapshot(ts, table.code, t)))]));
    const before = await snapshots();
    const versions = new Map(tables.map(({ table }) => [table.code, (table.seats[0].lastUpdate() as Frame).version as number]));

    const wsTotal = Math.round(TOTAL * 0.9);
    const junk = fc.sample(garbage, { numRuns: 5000, seed: 42 });
    const rng = fc.sample(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 40 })), { numRuns: 5000, seed: 43 });
    let sent = 0;
    let closedByServer = 0;
    let round = 0;
    while (sent < wsTotal) {
      round++;
      // An anonymous connection sends junk (a few hellos for rooms that do not exist may get it closed).
      const anon = await Client.connect(ts.wsUrl);
      let from = anon.frames.length;
      for (let i = 0; i < CHUNK; i++) anon.send(junk[(round * CHUNK + i) % junk.length].replace(/"room":"[A-Z2-9]{6}"/, '"room":"NOPE"'));
      await answered(anon, from, CHUNK);
      if (anon.closed) {
        closedByServer++;
        expect(anon.closeCode).toBe(1008);
      }
      expect(anon.frames.filter((f) => f.type !== 'error' && f.type !== 'pong')).toEqual([]);
      sent += CHUNK;
      await anon.close();

      // Each room's spectator and seats try moves that are not theirs to make.
      for (const { table } of tables) {
        const version = versions.get(table.code) as number;
        const spectator = await Client.connect(ts.wsUrl);
        await spectator.request({ type: 'hello', room: table.code }, (f) => f.type === 'update');
        from = spectator.frames.length;
        for (let i = 0; i < CHUNK / 5; i++) {
          const [action, v] = rng[(round * CHUNK + i) % rng.length];
          spectator.send({ type: 'action', action, expectedVersion: v });
        }
        await answered(spectator, from, CHUNK / 5);
        expect(answers(spectator, from).filter((f) => f.code !== 'SPECTATOR')).toEqual([]);
        expect(spectator.frames.slice(from).some((f) => harmful(f, version))).toBe(false);
        sent += CHUNK / 5;
        await spectator.close();
        for (const [s, seat] of table.seats.entries()) {
          const u = seat.lastUpdate() as Frame;
          const legal = new Set((u.legal as Array<{ action: number }>).map((l) => l.action));
          from = seat.frames.length;
          let n = 0;
          for (let i = 0; i < CHUNK / 5; i++) {
            const [action, v] = rng[(round * 7 + s * 31 + i) % rng.length];
            // Never the one thing allowed: a legal action of this seat at the current version, or at an
            // older one while it is still offered with the same words, so seats moving at once are not
            // refused (docs/architecture.md §10).
            const expectedVersion = legal.has(action) && v <= version ? version + 1 : v;
            seat.send(i % 3 === 0
              ? { type: 'action', action, expectedVersion: version, seat: (s + 1) % table.seats.length }
              : { type: 'action', action, expectedVersion });
            n++;
          }
          // Stale versions are followed by a resync (an update at the same version): wait for the errors.
          const errors = () => seat.frames.slice(from).filter((f) => f.type === 'error').length;
          const deadline = Date.now() + 60_000;
          while (errors() < n && Date.now() < deadline) await sleep(2);
          expect(errors()).toBe(n);
          expect(seat.frames.slice(from).some((f) => harmful(f, version))).toBe(false);
          sent += n;
        }
      }
    }

    // HTTP: bad bodies, bad tokens, bad codes, for every route.
    const httpTotal = TOTAL - wsTotal;
    const bodies = fc.sample(fc.oneof(fc.json({ maxDepth: 4 }), fc.string({ maxLength: 200 }), fc.constant('{"name":'), fc.constant('{"seats":[{"type":"bot","bot":"ismcts"}]}')), { numRuns: 2000, seed: 44 });
    const { table } = tables[0];
    const requests = Array.from({ length: httpTotal }, (_, i) => {
      const code = [table.code, 'NOPE', '../../etc', table.code.toLowerCase(), '%00', 'A'.repeat(300)][i % 6];
      const route = [`/api/rooms/${code}/join`, `/api/rooms/${code}/leave`, `/api/rooms/${code}/start`, '/api/rooms', `/api/rooms/${code}`, `/api/rooms/${code}/record`][Math.floor(i / 6) % 6];
      const method = route === `/api/rooms/${code}` || route.endsWith('/record') ? 'GET' : 'POST';
      const auth = ['', `Bearer ${table.tokens[0]}x`, 'Basic abc', `Bearer ${'x'.repeat(300)}`][i % 4];
      return { route, method, auth, body: method === 'POST' ? bodies[i % bodies.length] : undefined };
    });
    const statuses = new Map<number, number>();
    for (let i = 0; i < requests.length; i += 20) {
      await Promise.all(requests.slice(i, i + 20).map(async (r) => {
        const res = await fetch(ts.url + r.route, {
          method: r.method,
          headers: { ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(r.auth ? { authorization: r.auth } : {}) },
          body: r.body,
        });
        const json = await res.json() as { error?: { message?: string } };
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (r.method === 'GET' && res.status === 200) return; // reading a real room's public info is allowed
        expect(res.status, `${r.method} ${r.route} ${r.body}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(typeof json.error?.message, `${r.method} ${r.route}: ${JSON.stringify(json)}`).toBe('string');
      }));
    }
    sent += requests.length;

    console.log(`long fuzz: ${sent.toLocaleString('en')} hostile messages (${wsTotal.toLocaleString('en')}+ WebSocket, ${httpTotal.toLocaleString('en')} HTTP); `
      + `${closedByServer} anonymous connections closed for refused hellos; HTTP statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    expect((await api(ts.url, 'GET', '/health')).body.ok).toBe(true);
    expect(await snapshots()).toEqual(before);
    await Promise.all(tables.flatMap(({ table: t }) => t.seats.map((c) => c.close())));
  }, 600_000);
});
