/**
 * Limits per address and for idle sockets (docs/architecture.md §10, What one client may do), each probed
 * as an attacker on loopback would: guessing invite codes over many sockets, creating rooms in a loop,
 * opening sockets without end, never saying hello, and a crowd of spectators joining one room.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { FULL_DEPTH } from '../depth.ts';
import { Client, api, createRoom, startServer, type Frame, type TestServer } from './helpers.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});
async function server(opts: Parameters<typeof startServer>[0]): Promise<TestServer> {
  const ts = await startServer(opts);
  servers.push(ts);
  return ts;
}

const open = (n: number) => Array.from({ length: n }, () => ({ type: 'open' }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens a socket; resolves with the client, or with the HTTP status that refused the upgrade. */
function connect(url: string): Promise<Client | number> {
  return Client.connect(url).catch((err: Error) => {
    const status = /Unexpected server response: (\d+)/.exec(err.message);
    if (!status) throw err;
    return Number(status[1]);
  });
}

describe('invite-code guessing over WebSocket hellos', () => {
  it('draws every hello from the address\'s HTTP budget, however many sockets it opens', async () => {
    const rate = 50;
    const ts = await server({ httpRatePerSecond: rate, limits: { ratePerSecond: 1_000, burst: 1_000, maxFailedHellos: 1_000_000 } });
    const sockets = await Promise.all(Array.from({ length: 100 }, () => Client.connect(ts.wsUrl)));
    const started = performance.now();
    let sent = 0;
    const probes: Array<Promise<number>> = [];
    // Each socket sends a hello for a random code every 10 ms (10,000 guesses/s offered), 20 rounds: a
    // count of rounds, not a length of time, so a busy machine that runs them slower still probes the
    // HTTP API during the flood.
    for (let round = 1; round <= 20; round++) {
      for (const c of sockets) {
        c.send({ type: 'hello', room: `Q${Math.random().toString(36).slice(2, 7).toUpperCase()}` });
        sent++;
      }
      // An HTTP request right behind each round's hellos: on a busy machine a probe sent later (or
      // awaited before the next round) can reach a server that is still behind on the flood, or after
      // the budget has refilled a little; one probe in the flood's wake is what the property is about.
      probes.push(api(ts.url, 'GET', '/api/rooms/ABCDEF').then((r) => r.status));
      await sleep(10);
    }
    await sleep(200);
    const elapsed = (performance.now() - started) / 1000;
    const answers = sockets.flatMap((c) => c.frames).filter((f: Frame) => f.type === 'error');
    const guesses = answers.filter((f) => f.code === 'NO_SUCH_ROOM').length;
    const limited = answers.filter((f) => f.code === 'RATE_LIMITED').length;
    const perSecond = guesses / elapsed;
    console.log(`hello guesses: ${sent} sent by 100 sockets in ${elapsed.toFixed(1)} s; ${guesses} tried (${perSecond.toFixed(0)}/s), ${limited} refused`);
    // At most the burst (5 × rate) plus the sustained rate over the run.
    expect(guesses).toBeLessThanOrEqual(rate * 5 + rate * elapsed + rate);
    expect(limited).toBeGreaterThan(sent / 2);
    // The HTTP API shares the budget: during the flood this address is out of it.
    expect(await Promise.all(probes)).toContain(429);
    await Promise.all(sockets.map((c) => c.close()));
  });

  it('closes a connection after a few refused hellos', async () => {
    const ts = await server({});
    const c = await Client.connect(ts.wsUrl);
    for (let i = 0; i < 4; i++) await c.request({ type: 'hello', room: `NOPE${i}` }, (f) => f.type === 'error');
    expect(c.closed).toBe(false);
    c.send({ type: 'hello', room: 'NOPE4' });
    await c.waitFor((f) => f.type === 'error' && /closing the connection/.test(f.message));
    for (let i = 0; i < 50 && !c.closed; i++) await sleep(20);
    expect(c.closed).toBe(true);
    expect(c.closeCode).toBe(1008);
    expect(c.frames.filter((f) => f.code === 'NO_SUCH_ROOM')).toHaveLength(5);
  });
});

describe('rooms and sockets per address', () => {
  it('caps rooms created per address per minute, with a clear error', async () => {
    const ts = await server({ roomsPerMinute: 5 });
    for (let i = 0; i < 5; i++) await createRoom(ts.url, 'emigration', open(2));
    const refused = await api(ts.url, 'POST', '/api/rooms', { game: 'emigration', seats: open(2) });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/at most 5 per minute/) });
    // Other routes are not affected by that cap.
    expect((await api(ts.url, 'GET', '/api/games')).status).toBe(200);
  });

  it('caps open sockets per address, refusing the upgrade, and frees a place when one closes', async () => {
    const ts = await server({ maxSocketsPerAddress: 10 });
    const clients = await Promise.all(Array.from({ length: 10 }, () => connect(ts.wsUrl)));
    expect(clients.every((c) => c instanceof Client)).toBe(true);
    expect(await connect(ts.wsUrl)).toBe(429);
    await (clients[0] as Client).close();
    let again: Client | number = 429;
    for (let i = 0; i < 50 && again === 429; i++) {
      await sleep(20);
      again = await connect(ts.wsUrl);
    }
    expect(again).toBeInstanceOf(Client);
    await Promise.all([again, ...clients].map((c) => (c instanceof Client ? c.close() : undefined)));
  });

  it('closes a socket that says no hello within the time allowed', async () => {
    const ts = await server({ limits: { helloTimeoutMs: 300 } });
    const idle = await Client.connect(ts.wsUrl);
    const polite = await Client.connect(ts.wsUrl);
    const { code } = await createRoom(ts.url, 'emigration', open(2));
    await polite.request({ type: 'hello', room: code }, (f) => f.type === 'update');
    await idle.waitFor((f) => f.type === 'error' && f.code === 'NOT_JOINED', 5000);
    for (let i = 0; i < 50 && !idle.closed; i++) await sleep(20);
    expect(idle.closed).toBe(true);
    expect(idle.closeCode).toBe(1008);
    await sleep(400);
    expect(polite.closed).toBe(false);
    await polite.close();
  });
});

describe('a crowd of spectators', () => {
  // 1,000 joiners in test:long, 400 in npm test (test/depth.ts): uncoalesced, 400 would cost 79,800 room
  // frames, far beyond both bounds below, so the smaller crowd still catches a server that sends them all.
  const CROWD = FULL_DEPTH ? 1000 : 400;
  it(`gets coalesced room frames: ${CROWD.toLocaleString('en-US')} joining one room cost far fewer than n²/2 frames`, async () => {
    const ts = await server({});
    const { code } = await createRoom(ts.url, 'emigration', open(2));
    const crowd: Client[] = [];
    const started = performance.now();
    for (let batch = 0; batch < CROWD / 50; batch++) {
      const joined = await Promise.all(Array.from({ length: 50 }, async () => {
        const c = await Client.connect(ts.wsUrl);
        await c.request({ type: 'hello', room: code }, (f) => f.type === 'update');
        return c;
      }));
      crowd.push(...joined);
    }
    // Everyone ends up told how many watch.
    await Promise.all(crowd.slice(0, 10).map((c) => c.waitFor((f) => f.type === 'room' && f.room.spectators === CROWD, 10_000)));
    const seconds = (performance.now() - started) / 1000;
    await sleep(2500);
    const roomFrames = crowd.reduce((n, c) => n + c.frames.filter((f) => f.type === 'room').length, 0);
    const bytes = crowd.reduce((n, c) => n + c.raw.filter((r) => r.startsWith('{"type":"room"')).reduce((m, r) => m + r.length, 0), 0);
    const uncoalesced = (CROWD * (CROWD - 1)) / 2;
    console.log(`${CROWD} spectators joining in ${seconds.toFixed(1)} s: ${roomFrames} room frames (${(roomFrames / CROWD).toFixed(1)} per join, ${(bytes / 1e6).toFixed(1)} MB); uncoalesced: ${uncoalesced}`);
    // About 1,000 room frames a second at most (roomFrameInterval), plus the last one everyone gets.
    expect(roomFrames).toBeLessThan(1000 * seconds * 1.5 + 2 * CROWD);
    expect(roomFrames).toBeLessThan(uncoalesced / 5);
    await Promise.all(crowd.map((c) => c.close()));
  }, 120_000);
});

describe('security headers', () => {
  it('sends a Content Security Policy and the usual hardening headers', async () => {
    const ts = await server({});
    const res = await fetch(`${ts.url}/api/games`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

