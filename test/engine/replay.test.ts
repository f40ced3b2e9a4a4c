import { describe, expect, it } from 'vitest';
import { newRecord, replay, ReplayError, Rng, stableHash, type Action, type MatchRecord, type Seat } from '../../src/engine/index.ts';
import { pledge } from '../fixtures/pledge.ts';

/** A finished random game of Pledge as a match record. */
function playedRecord(players: number, seed: number): MatchRecord {
  const rng = new Rng(seed * 31 + players);
  let state = pledge.setup({ players, seed });
  const actions: Array<[Seat, Action]> = [];
  while (!pledge.isOver(state)) {
    const seat = rng.pick(pledge.activeSeats(state));
    const action = rng.pick(pledge.legalActions(state, seat));
    const res = pledge.apply(state, seat, action);
    if (!res.ok) throw new Error(res.error.message);
    state = res.state;
    actions.push([seat, action]);
  }
  return { ...newRecord(pledge, players, seed), actions, finalHash: stableHash(state) };
}

describe('match records and replay', () => {
  it('a good record replays to its final hash, with a text and events per step', () => {
    const record = playedRecord(3, 12);
    const result = replay(pledge, record);
    expect(result.hash).toBe(record.finalHash);
    expect(result.steps).toHaveLength(record.actions.length);
    expect(result.steps[0].text).toBe(`Pledge ${record.actions[0][1]}`);
    expect(result.steps.every((s) => s.events.length > 0)).toBe(true);
    expect(pledge.isOver(result.state as ReturnType<typeof pledge.setup>)).toBe(true);
  });

  it('survives a JSON round trip', () => {
    const record = playedRecord(4, 99);
    expect(replay(pledge, JSON.parse(JSON.stringify(record))).hash).toBe(record.finalHash);
  });

  it('a record without finalHash replays and reports the hash', () => {
    const { finalHash, ...rest } = playedRecord(2, 5);
    expect(replay(pledge, rest).hash).toBe(finalHash);
  });

  it('a tampered action fails with the step where it stops replaying', () => {
    const record = playedRecord(2, 3);
    const i = 5;
    const tampered: MatchRecord = { ...record, actions: record.actions.map((a, k) => (k === i ? [a[0], 999] : a)) };
    let caught: unknown;
    try { replay(pledge, tampered); } catch (e) { caught = e; }
    expect(caught).toBeInstanceOf(ReplayError);
    expect((caught as ReplayError).step).toBe(i);
    expect((caught as ReplayError).message).toMatch(/Step 6 .*ILLEGAL_ACTION/);
  });

  it('a wrong seat fails with NOT_YOUR_TURN at that step', () => {
    const record = playedRecord(2, 4);
    // After seat s pledged in a round, s is no longer active; playing it twice in a row must fail.
    const [seat, action] = record.actions[0];
    const tampered: MatchRecord = { ...record, actions: [[seat, action], [seat, action], ...record.actions.slice(2)] };
    expect(() => replay(pledge, tampered)).toThrow(/Step 2 .*NOT_YOUR_TURN/);
  });

  it('a tampered seed or final hash is caught at the end', () => {
    const record = playedRecord(3, 8);
    let caught: unknown;
    try { replay(pledge, { ...record, finalHash: '0000000000000000' }); } catch (e) { caught = e; }
    expect(caught).toBeInstanceOf(ReplayError);
    expect((caught as ReplayError).step).toBe(record.actions.length);
    // Another seed deals other hands, so the recorded pledges stop being legal (or the hash differs).
    expect(() => replay(pledge, { ...record, seed: 9 })).toThrow(ReplayError);
  });

  it('refuses an unknown format or another game', () => {
    const record = playedRecord(2, 1);
    expect(() => replay(pledge, { ...record, format: 'other/1' as MatchRecord['format'] })).toThrow(/Unknown record format/);
    expect(() => replay(pledge, { ...record, game: 'emigration' })).toThrow(/not pledge/);
  });
});
