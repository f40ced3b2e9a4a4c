/**
 * Housing people after the scenario (DP-R17..DP-R19, DP-D12, DP-D13), the end of a turn (DP-R20..DP-R22)
 * and the order of turns (DP-R7, DP-D9).
 */
import { describe, expect, it } from 'vitest';
import { C, act, card, communityCount, displacement, legalKinds, nextDraws, rigged } from './helpers.ts';

describe('housing', () => {
  it('DP-R17 / DP-R6 / DP-D12 / DP-D8: buy a community for 3 on the first empty square and move displaced people in, the longest waiting first', () => {
    const s = rigged({ card: 'tech-innovation-1' });
    s.displaced[0] = [0, 2, 0];
    expect(legalKinds(s, 0)).toEqual(['buy']);
    let t = act(s, 0, { kind: 'buy' }).state;
    expect(t.tokens[0]).toBe(4);
    expect(t.grid[0][3]).toEqual([]);
    expect(legalKinds(t, 0)).toEqual(['buy', 'house']);
    for (let i = 0; i < 3; i++) t = act(t, 0, { kind: 'house' }).state;
    expect(t.grid[0][3]).toEqual([0, 2, 0]);
    expect(t.displaced[0]).toEqual([]);
    expect(t.stats[0].housed).toBe(3);
    expect(legalKinds(t, 0)).toEqual(['buy', 'end']);
    t = act(t, 0, { kind: 'end' }).state;
    expect(t.current).toBe(1);
  });

  it('DP-R18 / DP-D13: emergency shelter costs 1 token per displaced person, gives no community, and ends the turn; the people stay displaced', () => {
    // Two tokens: no community is affordable (3), so the two displaced people may be sheltered.
    const s = rigged({ card: 'heatwave', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], tokens: [2, 5, 5, 5], prepare: (x) => { x.displaced[0] = [0, 0]; } });
    expect(legalKinds(s, 0)).toEqual(['shelter']);
    const t = act(s, 0, { kind: 'shelter' }).state;
    expect(t.tokens[0]).toBe(0);
    expect(t.displaced[0]).toHaveLength(2);
    expect(communityCount(t, 0)).toBe(3);
    expect(t.stats[0].paidShelter).toBe(2);
    expect(t.current).toBe(1);
  });

  it('DP-D13: by the rulebook a nation that can afford a community may not shelter instead; with a full board it may', () => {
    const s = rigged({ card: 'heatwave', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], tokens: [3, 5, 5, 5] });
    expect(legalKinds(s, 0)).toEqual(['buy']);
    // No empty square: no community can be bought, so shelter is the way to keep the people.
    const full = rigged({ card: 'heatwave', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], tokens: [5, 5, 5, 5], prepare: (x) => { x.grid[0] = x.grid[0].map(() => [0, 0, 0]); } });
    expect(legalKinds(full, 0)).toEqual(['shelter']);
  });

  it('DP-D13 (variant "Shelter by choice"): shelter may be paid even when a community is affordable', () => {
    const s = rigged({ variants: ['shelterByChoice'], card: 'heatwave', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], tokens: [3, 5, 5, 5] });
    expect(legalKinds(s, 0)).toEqual(['buy', 'shelter']);
    const t = act(s, 0, { kind: 'shelter' }).state;
    expect(t.tokens[0]).toBe(0);
    expect(t.displaced[0]).toHaveLength(3);
    expect(t.stats[0].paidShelter).toBe(3);
  });

  it('DP-R19 / DP-D13 / DP-D7: a nation that cannot pay for shelter hands people to the nations it chooses, who cannot refuse; once it can shelter the rest it does', () => {
    const s = rigged({ card: 'heatwave', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], tokens: [1, 5, 5, 5] });
    expect(legalKinds(s, 0)).toEqual(['give 1', 'give 2', 'give 3']);
    let r = act(s, 0, { kind: 'give', to: 2 });
    expect(r.state.displaced[2]).toEqual([2, 2, 2, 0]);
    expect(displacement.activeSeats(r.state)).toEqual([0]); // the receiver is not asked
    expect(r.events.map((e) => e.text).join(' ')).toMatch(/hands a displaced person to Nation 3/);
    expect(legalKinds(r.state, 0)).toEqual(['give 1', 'give 2', 'give 3']);
    r = act(r.state, 0, { kind: 'give', to: 3 });
    expect(legalKinds(r.state, 0)).toEqual(['shelter']);
    const t = act(r.state, 0, { kind: 'shelter' }).state;
    expect(t.tokens[0]).toBe(0);
    expect(t.stats[0].handedOver).toBe(2);
    expect(t.stats[2].received).toBe(1);
    expect(t.stats[3].received).toBe(1);
  });

  it('DP-R19: with no tokens at all every displaced person is handed over, then the turn may end', () => {
    let s = rigged({ card: 'heatwave', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], tokens: [0, 5, 5, 5] });
    for (const to of [1, 1, 3]) s = act(s, 0, { kind: 'give', to }).state;
    expect(s.displaced[0]).toEqual([]);
    expect(s.displaced[1]).toEqual([1, 1, 1, 0, 0]);
    expect(legalKinds(s, 0)).toEqual(['end']);
  });
});

describe('the end of a turn', () => {
  it('DP-R20 / DP-R4: from the second turn, one token per full community (two full and one with two people: two tokens)', () => {
    const first = rigged({ card: 'heatwave', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], prepare: (x) => { x.displaced[0] = []; x.grid[0][2] = [0, 0]; } });
    expect(act(first, 0, { kind: 'end' }).state.tokens[0]).toBe(5); // first turn: nothing
    const second = rigged({ card: 'heatwave', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], turnsTaken: [1, 1, 1, 1], prepare: (x) => { x.displaced[0] = []; x.grid[0][2] = [0, 0]; } });
    const r = act(second, 0, { kind: 'end' });
    expect(r.state.tokens[0]).toBe(7);
    expect(r.events.map((e) => e.text)).toContain('Nation 1 (Taiga) collects 2 tokens from its full communities.');
  });

  it('DP-R21: the used card is discarded; an empty deck is refilled from the shuffled discard pile', () => {
    const s = rigged({ card: 'heatwave', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], prepare: (x) => { x.displaced[0] = []; } });
    s.deck = [];
    s.discard = [card('tech-innovation-1'), card('tech-innovation-2')];
    const t = act(s, 0, { kind: 'end' }).state;
    expect(t.discard).toEqual([]);
    expect(t.deck).toHaveLength(2);
    expect([...t.deck, t.scenario].sort()).toEqual([card('tech-innovation-1'), card('tech-innovation-2'), card('heatwave')].sort());
    expect(t.rng).not.toEqual(s.rng);
  });

  it('DP-R22: a nation with no people keeps playing', () => {
    const s = rigged({ card: 'tech-innovation-1', prepare: (x) => { x.grid[0] = x.grid[0].map(() => null); x.displaced[0] = []; } });
    expect(displacement.activeSeats(s)).toEqual([0]);
    expect(legalKinds(s, 0)).toEqual(['buy', 'end']);
    const t = act(s, 0, { kind: 'end' }).state;
    expect(t.current).toBe(1);
  });

  it('DP-R7 / DP-D9: seat 0 (the oldest) begins; turns go clockwise; a round ends after the last seat', () => {
    let s = rigged({ card: 'heatwave', players: 3, regions: ['taiga', 'desert', 'steppe'] });
    s.displaced = s.displaced.map(() => []);
    s.deck = Array<number>(6).fill(card('tech-innovation-2'));
    const order: number[] = [s.current];
    for (let i = 0; i < 4; i++) {
      s = act(s, s.current, { kind: 'end' }).state;
      order.push(s.current);
    }
    expect(order).toEqual([0, 1, 2, 0, 1]);
    expect(s.round).toBe(2);
    nextDraws(s, ['tech-innovation-1']);
    expect(C.rules.rounds).toBe(16);
  });
});
