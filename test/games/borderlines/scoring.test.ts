import { describe, expect, it } from 'vitest';
import { act, advance, borderlines, clearMap, DEFAULT_CONTENT, fresh, net, P } from './helpers.ts';
import type { BorderlinesState } from './helpers.ts';

const C = DEFAULT_CONTENT;

function finalTurn(seed = 4): BorderlinesState {
  const s = advance(fresh(seed), (x) => x.round === 6 && x.phase === 'action' && x.turnsTaken === 3).state;
  const t = clearMap(structuredClone(s));
  t.deadWar = [0, 0, 0, 0];
  t.deadSea = [0, 0, 0, 0];
  t.deadTraffickers = [0, 0, 0, 0];
  return t;
}

describe('Borderlines: the end and the score', () => {
  it('BL-R50: the game ends after six rounds', () => {
    const s = finalTurn();
    expect(borderlines.isOver(s)).toBe(false);
    const r = act(s, s.turn, { kind: 'pass' });
    expect(borderlines.isOver(r.state)).toBe(true);
    expect(borderlines.activeSeats(r.state)).toEqual([]);
    expect(r.state.round).toBe(6);
  });

  it('BL-R51 / BL-D19: +1 alive, +1 and $20 more in Western Europe, +1 a house kept, −1 a death', () => {
    const s = finalTurn();
    // The Haddad family: 10 alive (3 in Western Europe, 7 in Turkey), 14 dead, 2 houses, $5.
    s.city[P('vienna')][0] = 2;
    s.city[P('paris')][0] = 1;
    s.city[P('izmir')][0] = 3;
    s.city[P('adana')][0] = 3;
    s.camp[P('hatay')][0] = 1;
    s.deadWar[0] = 8; s.deadSea[0] = 2; s.deadTraffickers[0] = 4;
    s.houses[0] = 2;
    s.money[0] = 5;
    const o = borderlines.outcome(act(s, s.turn, { kind: 'pass' }).state)!;
    expect(o.stats[0]).toMatchObject({ alive: 10, inEurope: 3, houses: 2, dead: 14, deadWar: 8, deadSea: 2, deadTraffickers: 4, money: 5 + 3 * 20 });
    expect(o.scores[0]).toBe(10 + 3 + 2 - 14);
    expect(o.stats[0].points).toBe(1);
  });

  it('BL-R52: the most points wins; a tie on points goes to the most money', () => {
    const s = finalTurn();
    s.city[P('izmir')] = [3, 3, 0, 0];
    s.city[P('adana')] = [0, 0, 2, 1];
    s.houses = [1, 1, 1, 1];
    s.money = [10, 30, 0, 0];
    const o = borderlines.outcome(act(s, s.turn, { kind: 'pass' }).state)!;
    expect(o.scores).toEqual([4, 4, 3, 2]);
    expect(o.winners).toEqual([1]);
    expect(o.ranks).toEqual([2, 1, 3, 4]);
    expect(o.tie).toBe(false);
    expect(o.reason).toBe('Won on money after a tie on points');
  });

  it('BL-D20: tied on points and on money, the first place is shared', () => {
    const s = finalTurn();
    s.city[P('izmir')] = [3, 3, 0, 0];
    s.houses = [1, 1, 0, 0];
    s.money = [10, 10, 0, 0];
    const o = borderlines.outcome(act(s, s.turn, { kind: 'pass' }).state)!;
    expect(o.winners).toEqual([]);
    expect(o.tie).toBe(true);
    expect(o.ranks.slice(0, 2)).toEqual([1, 1]);
  });

  it('BL-R53 / BL-D32: the six debriefing questions come with the game, in English and Traditional Chinese', () => {
    expect(C.debrief.map((q) => q.en)).toEqual([
      'How did you feel while playing the game?',
      'Which part of the game did you find hardest and why?',
      'How did you make decisions during the game and why?',
      'What stops us from welcoming refugees?',
      'How can we welcome new people in our community?',
      'How should we respond to the refugee crisis?',
    ]);
    expect(C.debrief.every((q) => /[\u4e00-\u9fff]/.test(q['zh-Hant'] ?? ''))).toBe(true);
  });

  it('BL-D39: the end screen names each figure a facilitator discusses, in order', () => {
    const figures = borderlines.catalogue!.figures!;
    expect(Object.keys(figures)).toEqual(['points', 'alive', 'inEurope', 'houses', 'dead', 'deadWar', 'deadSea', 'deadTraffickers', 'paidTraffickers', 'paidSmugglers', 'housesSold', 'money']);
    const o = borderlines.outcome(act(finalTurn(), finalTurn().turn, { kind: 'pass' }).state)!;
    expect(Object.keys(o.stats[0]).sort()).toEqual(Object.keys(figures).sort());
    for (const f of Object.values(figures)) expect(f.help).not.toMatch(/\b(tokens?|units?)\b/i);
    expect(net.familySize).toBe(24);
  });
});
