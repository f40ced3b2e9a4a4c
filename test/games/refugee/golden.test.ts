/**
 * Golden playthroughs for 2, 3 and 4 players: a fixed seed, a deterministic greedy policy (best
 * `evaluate` after each legal action, lowest code on ties), and the full transcript. The stored
 * record must replay to the same final hash and transcript. Regenerate after an intended rule
 * change with `UPDATE_GOLDEN=1 npx vitest run test/games/refugee/golden.test.ts`, and review the diff.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { refugee } from '../../../src/games/refugee/index.ts';
import { eventsFor, newRecord, replay, stableHash, type MatchRecord } from '../../../src/engine/index.ts';
import type { RefugeeState } from '../../../src/games/refugee/types.ts';

interface Golden {
  record: MatchRecord;
  outcome: unknown;
  transcript: string[];
}

function greedy(s: RefugeeState, seat: number): number {
  const legal = refugee.legalActions(s, seat);
  let best = legal[0];
  let bestValue = -1;
  for (const a of legal) {
    const t = refugee.clone(s);
    refugee.applyInPlace(t, seat, a);
    const o = refugee.outcome(t);
    const value = o ? (o.winners.includes(seat) ? 1 : 0) : refugee.evaluate!(t, seat);
    if (value > bestValue + 1e-12) { bestValue = value; best = a; }
  }
  return best;
}

function play(players: number, seed: number): Golden {
  let s = refugee.setup({ players, seed }) as RefugeeState;
  const record = newRecord(refugee, players, seed);
  const transcript: string[] = [];
  while (!refugee.isOver(s)) {
    const seat = refugee.activeSeats(s)[0];
    const action = greedy(s, seat);
    transcript.push(`> P${seat + 1}: ${refugee.describeAction(refugee.view(s, seat), seat, action)}`);
    const res = refugee.apply(s, seat, action);
    if (!res.ok) throw new Error(res.error.message);
    for (const e of eventsFor(res.events, 'spectator')) transcript.push(e.text);
    s = res.state as RefugeeState;
    record.actions.push([seat, action]);
  }
  record.finalHash = stableHash(s);
  return { record, outcome: refugee.outcome(s), transcript };
}

describe('#refugee golden playthroughs', () => {
  it.each([[2, 101], [3, 202], [4, 303]])('%i players (seed %i) replay exactly', (players, seed) => {
    const file = fileURLToPath(new URL(`./golden/refugee-${players}p.json`, import.meta.url));
    const fresh = play(players, seed);
    if (process.env.UPDATE_GOLDEN || !existsSync(file)) writeFileSync(file, `${JSON.stringify(fresh, null, 1)}\n`);
    const golden = JSON.parse(readFileSync(file, 'utf8')) as Golden;
    const r = replay<RefugeeState>(refugee, golden.record);
    expect(r.hash).toBe(golden.record.finalHash);
    expect(refugee.outcome(r.state)).toEqual(golden.outcome);
    expect(fresh.transcript).toEqual(golden.transcript);
    expect(fresh.record.actions).toEqual(golden.record.actions);
    // The game really was played out: someone accepted refugees and the end is explained.
    expect(r.state.accepted.flat().length).toBeGreaterThan(5);
    expect(golden.transcript.at(-1)).toMatch(/game ends|last country/);
  });
});
