/**
 * A workshop survives its server (docs/workshop.md): the real server runs as a child process and is
 * killed with SIGKILL mid-game, then again mid-pause, and restarted on the same data directory each
 * time. Every move a student saw acknowledged is kept, the tables, tokens and the facilitator's token
 * still work, a class paused before the kill is still paused after it (moves refused, bots waiting,
 * the turn clock standing where it stood), a restart right after resuming keeps each turn clock's time
left, and every table then plays to the end.
 */
import { afterAll, expect, it } from 'vitest';
import { replay, type MatchRecord } from '../../src/engine/index.ts';
import { pledge } from '../fixtures/pledge.ts';
import { Client, api, finished, playRandomly, tempDir, type Frame } from './helpers.ts';
import { killChildren, listening, spawnServer, type ChildServer } from './processes.ts';
import { createWorkshop, isUpdate, joinStudents, waitUntil } from './workshop-helpers.ts';

afterAll(killChildren);

async function boot(dataDir: string): Promise<{ child: ChildServer; url: string; ws: string }> {
  const child = spawnServer('test/server/child-server.ts', {
    CROSSINGS_DATA_DIR: dataDir, CROSSINGS_WS_RATE: '100000', CROSSINGS_HTTP_RATE: '100000', CROSSINGS_BOT_THINK_MS: '0', CROSSINGS_SQLITE_SYNC: 'NORMAL',
  });
  const url = await listening(child);
  return { child, url, ws: `${url.replace('http', 'ws')}/ws` };
}

async function kill(server: { child: ChildServer }): Promise<void> {
  server.child.child.kill('SIGKILL');
  await server.child.exited;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('loses nothing acknowledged across kill -9 mid-game and mid-pause, stays paused, then finishes', async () => {
  const dataDir = tempDir('crossings-workshop-restart-');
  let server = await boot(dataDir);
  // Five students at tables of three: one table of three, one of two with a bot (slow, so a pause can catch it).
  const { code, facilitatorToken } = await createWorkshop(server.url, { tableSize: 3, botThinkMs: 3000, turnTimer: { mode: 'realtime', seconds: 30 } });
  const students = await joinStudents(server.url, code, ['Amal', 'Bo', 'Chen', 'Dara', 'Eli']);
  const started = await api(server.url, 'POST', `/api/workshops/${code}/start`, {}, facilitatorToken);
  const rooms: string[] = started.body.tables.map((t: { room: string }) => t.room);
  expect(started.body.tables[1].seats.map((s: { kind: string }) => s.kind)).toEqual(['student', 'student', 'bot']);

  // Round one: every student pledges once and waits for the acknowledgement.
  const acked: Array<{ room: string; seat: number; version: number; action: number }> = [];
  const places = await Promise.all(students.map(async (s) => (await api(server.url, 'GET', `/api/workshops/${code}/me`, undefined, s.token)).body.table));
  for (const [i, s] of students.entries()) {
    const { room, seat } = places[i];
    const c = await Client.connect(server.ws);
    const u = await c.request({ type: 'hello', room, token: s.token }, isUpdate);
    const action = u.legal[0].action as number;
    const ack = await c.request({ type: 'action', action, expectedVersion: u.version, id: `a${i}` }, (f) => f.ack === `a${i}` || f.type === 'error');
    expect(ack.type).toBe('update');
    acked.push({ room, seat, version: ack.version, action });
  }
  await kill(server);

  // ---- restart 1 (mid-game): pause at once, before the bot's think time is up ----
  server = await boot(dataDir);
  const paused = await api(server.url, 'POST', `/api/workshops/${code}/pause`, { paused: true }, facilitatorToken);
  expect(paused.status).toBe(200);
  expect(paused.body.tables.map((t: { room: string }) => t.room)).toEqual(rooms);
  const versions = paused.body.tables.map((t: { moves: number }) => t.moves);
  expect(versions).toEqual([3, 2]);
  for (const a of acked) expect(versions[rooms.indexOf(a.room)]).toBeGreaterThanOrEqual(a.version);
  const leftBefore = (await api(server.url, 'GET', `/api/rooms/${rooms[1]}`)).body.timeLeftMs;
  await kill(server);

  // ---- restart 2 (mid-pause): still paused; moves refused, the bot waits, the clock stands ----
  server = await boot(dataDir);
  const info = (await api(server.url, 'GET', `/api/workshops/${code}`)).body;
  expect(info).toMatchObject({ phase: 'playing', paused: true });
  const botRoom = (await api(server.url, 'GET', `/api/rooms/${rooms[1]}`)).body;
  expect(botRoom).toMatchObject({ paused: true, version: 2, workshop: { code, paused: true } });
  expect(botRoom.timeLeftMs).toBe(leftBefore);
  const connectAll = async (expectPaused: boolean) => {
    const out: Client[] = [];
    for (const [i, s] of students.entries()) {
      const c = await Client.connect(server.ws);
      const u = await c.request({ type: 'hello', room: places[i].room, token: s.token }, isUpdate);
      expect(c.frames[0]).toMatchObject({ type: 'welcome', seat: places[i].seat, room: { workshop: { code, paused: expectPaused } } });
      expect(u.paused).toBe(expectPaused);
      out.push(c);
    }
    return out;
  };
  let clients = await connectAll(true);
  // Table 0 finished its round: its students may pledge again, but not while paused.
  const u0 = clients[0].lastUpdate()!;
  expect((await clients[0].request({ type: 'action', action: u0.legal[0].action, expectedVersion: u0.version }, (f) => f.type === 'error')).code).toBe('PAUSED');
  // Longer than the bot's think time: it has not moved.
  await sleep(3500);
  expect((await api(server.url, 'GET', `/api/rooms/${rooms[1]}`)).body.version).toBe(2);
  const frozen0 = (await api(server.url, 'GET', `/api/rooms/${rooms[0]}`)).body.timeLeftMs as number;

  // ---- resume, and restart 3 at once: the turn clocks still have what they had left at the pause ----
  const resumed = await api(server.url, 'POST', `/api/workshops/${code}/pause`, { paused: false }, facilitatorToken);
  expect(resumed.body.workshop.paused).toBe(false);
  const resumedAt = Date.now();
  await Promise.all(clients.map((c) => c.close()));
  await kill(server);
  server = await boot(dataDir);
  const left0 = (await api(server.url, 'GET', `/api/rooms/${rooms[0]}`)).body.timeLeftMs as number;
  expect(left0).toBeLessThanOrEqual(frozen0);
  expect(left0).toBeGreaterThan(frozen0 - (Date.now() - resumedAt) - 1000);
  clients = await connectAll(false);

  // The bot moves, then everyone plays to the end.
  await clients[3].waitFor((f: Frame) => isUpdate(f) && f.version >= 3, 10_000);
  clients.forEach((c, i) => playRandomly(c, 40 + i));
  await Promise.all(clients.map((c) => c.waitFor(finished, 60_000)));
  await waitUntil(async () => (await api(server.url, 'GET', `/api/workshops/${code}`)).body.phase === 'debrief', 10_000, 'the debrief');
  for (const room of rooms) {
    const rec = (await api<MatchRecord>(server.url, 'GET', `/api/rooms/${room}/record`)).body;
    expect(replay(pledge, rec).hash).toBe(rec.finalHash);
    for (const a of acked.filter((x) => x.room === room)) expect(rec.actions[a.version - 1]).toEqual([a.seat, a.action]);
  }
  const results = (await api(server.url, 'GET', `/api/workshops/${code}/results`, undefined, facilitatorToken)).body;
  expect(results.tables.every((t: { outcome: unknown }) => t.outcome !== null)).toBe(true);
  await Promise.all(clients.map((c) => c.close()));
  server.child.child.kill('SIGTERM');
  expect(await server.child.exited).toBe(0);
});
