/**
 * Winning (DP-R23..DP-R27, DP-D18, DP-D19, DP-D21, DP-D26) and the outcome.
 */
import { describe, expect, it } from 'vitest';
import { act, C, card, displacement, rigged, type DisplacementState } from './helpers.ts';
import { DISPLACEMENT_LIMITS } from '../../../src/games/displacement/data/index.ts';
import { botFromSpec } from '../../../src/bots/index.ts';
import { runMatch } from '../../../src/lab/match.ts';

const regions = ['taiga', 'desert', 'steppe', 'coastal-plain'];

describe('goals', () => {
  it('DP-R27 / DP-R23 / DP-D18 / DP-D21: an entrepreneurial nation wins as soon as it holds 15 tokens; every goal is then shown', () => {
    const s = rigged({ card: 'tech-innovation-1', tokens: [13, 5, 5, 5], goals: ['entrepreneurial', 'metropolitan', 'humanitarian', 'metropolitan'] });
    expect(displacement.isOver(s)).toBe(true);
    expect(s.winners).toEqual([0]);
    expect(s.revealed).toEqual([true, true, true, true]);
    const o = displacement.outcome(s)!;
    expect(o.winners).toEqual([0]);
    expect(o.scores).toEqual([1, 0, 0, 0]);
    expect(o.ranks).toEqual([1, 2, 2, 2]);
    expect(o.reason).toMatch(/Entrepreneurial/);
    expect(displacement.view(s, 3).goal.every((g) => g >= 0)).toBe(true);
  });

  it('DP-R26 / DP-D26: a metropolitan nation wins when every one of its 16 squares holds a community', () => {
    const s = rigged({ card: 'heatwave', regions, tokens: [5, 5, 5, 5], prepare: (x) => { for (let i = 3; i < 15; i++) x.grid[0][i] = []; } });
    expect(C.rules.squares).toBe(16);
    expect(displacement.isOver(s)).toBe(false);
    const r = act(s, 0, { kind: 'buy' });
    expect(r.state.winners).toEqual([0]);
    expect(r.events.some((e) => e.kind === 'announce' && /Metropolitan/.test(e.text))).toBe(true);
  });

  it('DP-D26 (variant "Metropolitan needs full communities"): 16 communities are not enough until every one holds three people', () => {
    const prepare = (x: DisplacementState) => { for (let i = 3; i < 15; i++) x.grid[0][i] = [0, 0, 0]; };
    const s = rigged({ variants: ['fullCommunities'], card: 'heatwave', regions, tokens: [5, 5, 5, 5], prepare });
    const bought = act(s, 0, { kind: 'buy' }).state;
    expect(bought.grid[0].every((sq) => sq !== null)).toBe(true);
    expect(displacement.isOver(bought)).toBe(false); // the 16th community is empty
    let t = bought;
    for (let i = 0; i < 3; i++) t = act(t, 0, { kind: 'house' }).state;
    expect(t.winners).toEqual([0]);
  });

  it('DP-R24 / DP-R25: when nobody is left displaced, two humanitarian nations win together', () => {
    const s = rigged({
      card: 'heatwave', regions, tokens: [5, 5, 5, 5], goals: ['humanitarian', 'metropolitan', 'humanitarian', 'entrepreneurial'],
      prepare: (x) => { x.displaced = [[0], [], [], []]; x.grid[0][2] = [0, 0]; },
    });
    expect(displacement.isOver(s)).toBe(false);
    const t = act(s, 0, { kind: 'house' }).state;
    expect(t.winners).toEqual([0, 2]);
    const o = displacement.outcome(t)!;
    expect(o.winners).toEqual([0, 2]);
    expect(o.tie).toBe(false);
    expect(o.ranks).toEqual([1, 3, 1, 3]);
  });

  it('DP-D29 / DP-R24: by the rulebook nobody displaced anywhere fulfils the Humanitarian goal, also when the last displaced people died', () => {
    const noneArid = ['taiga', 'steppe', 'coastal-plain', 'river-valley'];
    const goals = ['metropolitan', 'humanitarian', 'entrepreneurial', 'metropolitan'];
    // Everyone displaced dies in the Pandemic: nobody is displaced, and the Humanitarian nation announces its win.
    const allDie = rigged({ card: 'pandemic-1', regions: noneArid, tokens: [0, 5, 5, 5], goals });
    expect(allDie.displaced.every((d) => d.length === 0)).toBe(true);
    expect(allDie.winners).toEqual([1]);
    expect(displacement.outcome(allDie)!.reason).toBe('A nation fulfilled its goal (Humanitarian nation)');
  });

  it('DP-D29 (variant "Win only by housing"): displaced people dying does not fulfil the Humanitarian goal; the next person housed does', () => {
    const noneArid = ['taiga', 'steppe', 'coastal-plain', 'river-valley'];
    const goals = ['metropolitan', 'humanitarian', 'entrepreneurial', 'metropolitan'];
    const variants: ['housingWin'] = ['housingWin'];
    // Everyone displaced dies in the Pandemic: nobody is displaced, yet nobody has found a home.
    const allDie = rigged({ variants, card: 'pandemic-1', regions: noneArid, tokens: [0, 5, 5, 5], goals });
    expect(allDie.displaced.every((d) => d.length === 0)).toBe(true);
    expect(allDie.lossSinceHousing).toBe(true);
    expect(displacement.isOver(allDie)).toBe(false);
    const next = act(allDie, 0, { kind: 'end' }).state;
    expect(displacement.isOver(next)).toBe(false);
    // One person survives unhoused; when they move into a home, the Humanitarian nation wins.
    const oneLeft = rigged({ variants, card: 'pandemic-1', regions: noneArid, tokens: [3, 5, 5, 5], goals, prepare: (x) => { x.displaced[0] = [0, 0, 0, 0]; } });
    expect(oneLeft.displaced.map((d) => d.length)).toEqual([1, 0, 0, 0]);
    const bought = act(oneLeft, 0, { kind: 'buy' }).state;
    expect(displacement.isOver(bought)).toBe(false);
    const housed = act(bought, 0, { kind: 'house' }).state;
    expect(housed.lossSinceHousing).toBe(false);
    expect(housed.winners).toEqual([1]);
    expect(displacement.outcome(housed)!.reason).toBe('A nation fulfilled its goal (Humanitarian nation)');
  });

  it('DP-R25 / DP-D18: a humanitarian nation wins together with another nation whose goal is fulfilled in the same step', () => {
    const s = rigged({
      card: 'heatwave', regions, tokens: [12, 5, 5, 5], goals: ['entrepreneurial', 'humanitarian', 'metropolitan', 'metropolitan'], turnsTaken: [1, 1, 1, 1],
      prepare: (x) => { x.displaced = [[], [], [], []]; },
    });
    const t = act(s, 0, { kind: 'end' }).state;
    expect(t.tokens[0]).toBe(15);
    expect(t.winners).toEqual([0, 1]);
  });

  it('DP-D28 / DP-R38: tokens have no ceiling, and a nation may reach its goal on another nation\'s turn', () => {
    const s = rigged({ card: 'development-aid-1', seat: 0, tokens: [14, 12, 13, 11], goals: ['metropolitan', 'metropolitan', 'humanitarian', 'entrepreneurial'] });
    expect(s.tokens).toEqual([10, 12, 13, 15]);
    expect(s.winners).toEqual([3]);
    const rich = rigged({ card: 'tech-innovation-1', tokens: [30, 5, 5, 5] });
    expect(rich.tokens[0]).toBe(32);
  });

  it('DP-D19: by the rulebook the game goes on after 16 rounds; it stops only at the content bound (40 rounds), with nobody winning', () => {
    const prepare = (round: number) => (x: DisplacementState) => { x.round = round; x.displaced[3] = []; };
    const regions4 = ['desert', 'steppe', 'coastal-plain', 'taiga'];
    const s16 = rigged({ card: 'heatwave', regions: regions4, seat: 3, prepare: prepare(C.rules.rounds) });
    const on = act(s16, 3, { kind: 'end' }).state;
    expect(displacement.isOver(on)).toBe(false);
    expect(on.round).toBe(C.rules.rounds + 1);
    const s40 = rigged({ card: 'heatwave', regions: regions4, seat: 3, prepare: prepare(DISPLACEMENT_LIMITS.rounds) });
    const r = act(s40, 3, { kind: 'end' });
    expect(displacement.isOver(r.state)).toBe(true);
    expect(displacement.outcome(r.state)!.winners).toEqual([]);
    expect(displacement.progress!(displacement.view(s16, 'spectator')).label).toBe('Round 16');
  });

  it('DP-D19 (variant "16-round limit"): after 16 rounds with no goal fulfilled the game ends and nobody wins', () => {
    const s = rigged({ variants: ['roundLimit'], card: 'heatwave', regions: ['desert', 'steppe', 'coastal-plain', 'taiga'], seat: 3, prepare: (x) => { x.round = C.rules.rounds; x.displaced[3] = []; } });
    expect(displacement.progress!(displacement.view(s, 'spectator')).label).toBe('Round 16 of 16');
    const r = act(s, 3, { kind: 'end' });
    expect(displacement.isOver(r.state)).toBe(true);
    const o = displacement.outcome(r.state)!;
    expect(o.winners).toEqual([]);
    expect(o.scores).toEqual([0, 0, 0, 0]);
    expect(o.tie).toBe(false);
    expect(o.reason).toMatch(/nobody wins/);
    expect(r.state.revealed.every(Boolean)).toBe(true);
    expect(displacement.legalActions(r.state, 0)).toEqual([]);
  });

  it('DP-D19: random games always end, within the content bound, and within 16 rounds with the limit', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const options = seed % 2 ? { roundLimit: 'on' as const } : {};
      let s = displacement.setup({ players: 2 + (seed % 5), seed, options });
      let i = 0;
      while (!displacement.isOver(s)) {
        const seat = displacement.activeSeats(s)[0];
        const legal = displacement.legalActions(s, seat);
        s = (displacement.apply(s, seat, legal[(i * 7 + seed) % legal.length]) as { state: typeof s }).state;
        i++;
      }
      expect(s.round).toBeLessThanOrEqual(seed % 2 ? C.rules.rounds : DISPLACEMENT_LIMITS.rounds);
      expect(displacement.outcome(s)).not.toBeNull();
    }
  });

  it('DP-D22: the outcome carries the debrief figures per nation', () => {
    const s = rigged({ card: 'tech-innovation-1', tokens: [13, 5, 5, 5], goals: ['entrepreneurial', 'metropolitan', 'humanitarian', 'metropolitan'] });
    const o = displacement.outcome(s)!;
    for (const key of Object.keys(displacement.catalogue!.figures!)) expect(o.stats[0]).toHaveProperty(key);
    expect(o.stats[0]).toMatchObject({ goal: 'Entrepreneurial nation', housedNow: 9, displacedNow: 3, communities: 3, tokens: 15 });
    expect(card('tech-innovation-1')).toBeGreaterThanOrEqual(0);
  });

  it('DP-D30: with four heuristic nations every goal can win, and most games have a winner', () => {
    expect(C.scenarios.filter((x) => x.kind === 'marketBoom')).toHaveLength(4);
    expect(C.scenarios.filter((x) => x.kind === 'techInnovation')).toHaveLength(2);
    const bots = [0, 1, 2, 3].map(() => botFromSpec('heuristic'));
    const wins = new Map<string, number>();
    let noWinner = 0;
    const games = 120;
    for (let seed = 1; seed <= games; seed++) {
      const o = runMatch(displacement, { players: 4, seed, bots }).outcome!;
      if (o.winners.length === 0) noWinner++;
      for (const w of o.winners) wins.set(String(o.stats[w].goal), (wins.get(String(o.stats[w].goal)) ?? 0) + 1);
    }
    for (const g of ['Humanitarian nation', 'Metropolitan nation', 'Entrepreneurial nation']) expect(wins.get(g) ?? 0, g).toBeGreaterThan(games / 40);
    expect(noWinner / games).toBeLessThan(0.35);
  });
});
