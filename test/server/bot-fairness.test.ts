/**
 * One client must not stall every bot on the server (docs/architecture.md §10, Bots). Twenty rooms of
 * four hard ISMCTS bots keep two bot threads busy with a backlog; a room of heuristic bots started in the
 * middle of that flood gets its moves after about one decision, not after the backlog (src/server/bots/queue.ts).
 * Compared with the flood's own decisions measured in the same run, never with a wall-clock constant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DecisionRecord } from '../../src/server/bots/pool.ts';
import { Client, api, createRoom, startServer, type TestServer } from './helpers.ts';

const FLOOD_ROOMS = 20;
const THREADS = 2;
/** Moves of the light room that are measured. */
const LIGHT_MOVES = 3;

let ts: TestServer;

beforeAll(async () => {
  ts = await startServer({ botWorkers: THREADS, botThinkMs: 0 });
});
afterAll(async () => {
  await ts?.close();
});

describe('bots under a flood', () => {
  it('a flood of hard bots in other rooms delays a room\'s bot by about one decision', async () => {
    const pool = ts.server.botPool!;
    const decisions: Array<DecisionRecord & { endedAt: number }> = [];
    pool.onDecision = (d) => decisions.push({ ...d, endedAt: performance.now() });

    const hard = { type: 'bot', bot: 'ismcts', strength: 'hard' };
    const flood = [];
    for (let i = 0; i < FLOOD_ROOMS; i++) flood.push(await createRoom(ts.url, 'emigration', [hard, hard, hard, hard], { seed: i }));
    for (const r of flood) expect((await api(ts.url, 'POST', `/api/rooms/${r.code}/start`, {}, r.hostToken)).status).toBe(200);
    // Let every thread finish a couple of decisions (threads booted, code warm) before measuring.
    while (decisions.length < 2 * THREADS) await new Promise((r) => setTimeout(r, 20));

    const easy = { type: 'bot', bot: 'heuristic', strength: 'easy' };
    const light = await createRoom(ts.url, 'emigration', [easy, easy], { seed: 99 });
    const spectator = await Client.connect(ts.wsUrl);
    await spectator.request({ type: 'hello', room: light.code }, (f) => f.type === 'update');
    // The flood's backlog: what a first-come, first-served queue would have put ahead of the light room.
    const backlog = pool.stats().waiting;
    expect(backlog).toBeGreaterThanOrEqual(FLOOD_ROOMS - THREADS - 2);

    const delays: number[] = [];
    let last = performance.now();
    expect((await api(ts.url, 'POST', `/api/rooms/${light.code}/start`, {}, light.hostToken)).status).toBe(200);
    for (let v = 1; v <= LIGHT_MOVES; v++) {
      await spectator.waitFor((f) => f.type === 'update' && f.version >= v, 20_000);
      const now = performance.now();
      delays.push(now - last);
      last = now;
    }
    const measuredUntil = performance.now();
    await spectator.close();

    const floodDecisions = decisions.filter((d) => d.room !== light.code && d.endedAt <= measuredUntil);
    const lightDecisions = decisions.filter((d) => d.room === light.code);
    const longest = Math.max(...floodDecisions.map((d) => d.thoughtMs));
    const sorted = floodDecisions.map((d) => d.thoughtMs).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(`${FLOOD_ROOMS} flood rooms, ${THREADS} threads, backlog ${backlog}: hard decision median ${median.toFixed(0)} ms, ` +
      `longest ${longest.toFixed(0)} ms; light room's moves came after ${delays.map((d) => d.toFixed(0)).join(', ')} ms ` +
      `(waited for a thread ${lightDecisions.map((d) => d.waitedMs.toFixed(0)).join(', ')} ms)`);

    expect(floodDecisions.every((d) => d.ok && d.spec.strength === 'hard')).toBe(true);
    expect(lightDecisions.length).toBeGreaterThanOrEqual(LIGHT_MOVES);
    // A light decision waits only for a thread to come free: at most one decision already running.
    for (const d of lightDecisions.slice(0, LIGHT_MOVES)) expect(d.waitedMs).toBeLessThanOrEqual(longest);
    // Seen from a client: each move arrives within about one hard decision (+ think time, 0 here).
    // First come, first served would have made the first wait for the backlog: about backlog / threads
    // × median, seconds.
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(1.5 * longest);
  }, 30_000);
});
