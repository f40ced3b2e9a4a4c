/**
 * Scenario cards, each exactly as the rulebook's worked examples (DP-R28..DP-R38), and the general
 * rules of a draw: blocking (DP-R8), Safe Regions (DP-R9), no debt (DP-R10), consequences (DP-R11..DP-R16).
 */
import { describe, expect, it } from 'vitest';
import { act, C, card, communityCount, legalKinds, rigged } from './helpers.ts';

describe('individual crises: the Forest Fire example', () => {
  it('DP-R29 / DP-R28 / DP-R8 / DP-D3: Taiga is not sparse — pay 3 tokens to avoid it, or lose one community and one person', () => {
    expect(C.regions.find((r) => r.id === 'taiga')!.attributes).not.toContain('sparse');
    const ff = C.scenarios[card('forest-fire')];
    expect(ff).toMatchObject({ kind: 'crisis', name: { en: 'Forest Fire' }, safe: ['sparse'], cost: 3, people: 1, communities: 1 });
    const s = rigged({ card: 'forest-fire', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'] });
    expect(s.phase).toBe('respond');
    expect(legalKinds(s, 0)).toEqual(['block', 'accept']);
    // Blocked: no effect on anyone.
    const blocked = act(s, 0, { kind: 'block' }).state;
    expect(blocked.tokens[0]).toBe(2);
    expect(blocked.grid).toEqual(s.grid);
    expect(blocked.displaced).toEqual(s.displaced);
    expect(blocked.phase).toBe('house');
    expect(blocked.stats[0].blocked).toBe(1);
  });

  it('DP-R11 / DP-R12 / DP-R13 / DP-D11: facing it, a displaced person dies first, then the top-left community is lost and its people are displaced', () => {
    const s = rigged({ card: 'forest-fire', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'] });
    const { state: t, events } = act(s, 0, { kind: 'accept' });
    expect(t.tokens[0]).toBe(5);
    expect(t.grid[0][0]).toBeNull();
    expect(t.grid[0][1]).toEqual([0, 0, 0]);
    expect(communityCount(t, 0)).toBe(2);
    expect(t.displaced[0]).toEqual([0, 0, 0, 0, 0]);
    expect(t.stats[0].lost).toBe(1);
    expect(events.map((e) => e.text).join(' ')).toMatch(/1 person died/);
    // Nobody else is touched: an individual crisis affects one nation.
    for (const n of [1, 2, 3]) expect(t.displaced[n]).toHaveLength(3);
  });

  it('DP-R12: housed people die only when nobody is left unhoused', () => {
    const s = rigged({ card: 'drought', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], tokens: [0, 5, 5, 5], prepare: (x) => { x.displaced[0] = [0]; } });
    // Drought takes 2 people: the one displaced person, then one from the top-left community.
    expect(s.displaced[0]).toEqual([]);
    expect(s.grid[0][0]).toEqual([0, 0]);
    expect(s.stats[0].lost).toBe(2);
  });

  it('DP-R9 / DP-D10: a sparse region is safe from Forest Fire: no choice, no effect', () => {
    const s = rigged({ card: 'forest-fire', regions: ['desert', 'taiga', 'steppe', 'coastal-plain'] });
    expect(s.phase).toBe('house');
    expect(s.tokens[0]).toBe(5);
    expect(communityCount(s, 0)).toBe(3);
    expect(s.displaced[0]).toHaveLength(3);
  });

  it('DP-R8 / DP-D10: a drawer without the cost must face the card', () => {
    const s = rigged({ card: 'forest-fire', regions: ['taiga', 'desert', 'steppe', 'coastal-plain'], tokens: [2, 5, 5, 5] });
    expect(s.phase).toBe('house');
    expect(s.tokens[0]).toBe(2);
    expect(communityCount(s, 0)).toBe(2);
  });

  it('DP-R28: Regional Conflict has no safe region', () => {
    for (const region of ['desert', 'taiga', 'tropical-islands']) {
      const s = rigged({ card: 'regional-conflict', regions: [region, 'steppe', 'coastal-plain', 'rainforest'] });
      expect(s.phase).toBe('respond');
    }
  });
});

describe('Baby Boom', () => {
  it('DP-R30 / DP-R14 / DP-D12: pay the card\'s amount, or take its people, of the native colour, who arrive needing homes', () => {
    const s = rigged({ card: 'baby-boom-2', seat: 1, regions: ['desert', 'taiga', 'steppe', 'coastal-plain'] });
    expect(s.phase).toBe('respond');
    expect(act(s, 1, { kind: 'block' }).state.tokens[1]).toBe(3);
    const t = act(s, 1, { kind: 'accept' }).state;
    expect(t.tokens[1]).toBe(5);
    expect(t.displaced[1]).toEqual([1, 1, 1, 1, 1, 1]);
    // Each Baby Boom is different.
    const booms = C.scenarios.filter((x) => x.kind === 'babyBoom').map((x) => x.kind === 'babyBoom' && `${x.cost}/${x.people}`);
    expect(new Set(booms).size).toBe(booms.length);
  });
});

describe('Stock Market Crash: the rulebook\'s example', () => {
  it('DP-R31 / DP-R32 / DP-R10 / DP-R20 / DP-D16: unable to pay 7, the drawer loses 3 and every other nation 2, keeps the card, and earns nothing this turn and the next', () => {
    const s = rigged({ card: 'stock-market-crash-1', tokens: [5, 4, 1, 6], turnsTaken: [1, 1, 1, 1] });
    expect(C.scenarios[card('stock-market-crash-1')]).toMatchObject({ cost: 7, drawerLoses: 3, othersLose: 2 });
    expect(s.phase).toBe('house');
    expect(s.tokens).toEqual([2, 2, 0, 4]); // 1 − 2 takes all: no debt
    expect(s.held[0]).toEqual([{ card: card('stock-market-crash-1'), turns: 2 }]);
    s.displaced = s.displaced.map(() => []);
    s.deck = Array<number>(12).fill(card('tech-innovation-1'));
    let t = act(s, 0, { kind: 'end' }).state; // no income this turn
    expect(t.tokens[0]).toBe(2);
    expect(t.discard).not.toContain(card('stock-market-crash-1'));
    expect(t.held[0]).toHaveLength(1);
    t = act(t, 1, { kind: 'end' }).state; // the others keep earning: +2 tech, +3 income
    expect(t.tokens[1]).toBe(7);
    t = act(t, 2, { kind: 'end' }).state;
    t = act(t, 3, { kind: 'end' }).state;
    expect(t.tokens[2]).toBe(5);
    expect(t.tokens[3]).toBe(9);
    expect(t.current).toBe(0);
    t = act(t, 0, { kind: 'end' }).state; // the next turn: still no income (+2 tech only), then the card is discarded
    expect(t.tokens[0]).toBe(4);
    expect(t.held[0]).toEqual([]);
    expect(t.discard).toContain(card('stock-market-crash-1'));
    for (const n of [1, 2, 3]) t = act(t, n, { kind: 'end' }).state;
    t = act(t, 0, { kind: 'end' }).state; // earning again
    expect(t.tokens[0]).toBe(4 + 2 + 3);
  });

  it('DP-R31: a drawer who pays 7 blocks it for everyone', () => {
    const s = rigged({ card: 'stock-market-crash-2', tokens: [8, 4, 1, 6] });
    expect(s.phase).toBe('respond');
    const t = act(s, 0, { kind: 'block' }).state;
    expect(t.tokens).toEqual([1, 4, 1, 6]);
    expect(t.held[0]).toEqual([]);
  });
});

describe('Pandemic: the rulebook\'s example', () => {
  it('DP-R33 / DP-R34 / DP-R9: the drawer cannot pay 5; it and every nation that is not arid lose 3 people', () => {
    const s = rigged({ card: 'pandemic-1', tokens: [4, 5, 5, 5], regions: ['taiga', 'desert', 'highlands', 'coastal-plain'] });
    expect(s.phase).toBe('house');
    expect(s.displaced[0]).toEqual([]);
    expect(s.displaced[3]).toEqual([]);
    expect(s.displaced[1]).toHaveLength(3);
    expect(s.displaced[2]).toHaveLength(3);
    expect(s.stats.map((x) => x.lost)).toEqual([3, 0, 0, 3]);
    expect(s.last?.affected).toEqual([0, 3]);
  });

  it('DP-R33 / DP-R8 / DP-D10: paying 5 avoids it for everyone; an arid drawer may pay to protect the others', () => {
    const s = rigged({ card: 'pandemic-2', tokens: [5, 5, 5, 5], regions: ['taiga', 'desert', 'highlands', 'coastal-plain'] });
    const t = act(s, 0, { kind: 'block' }).state;
    expect(t.tokens[0]).toBe(0);
    expect(t.displaced.map((d) => d.length)).toEqual([3, 3, 3, 3]);
    const arid = rigged({ card: 'pandemic-2', tokens: [5, 5, 5, 5], regions: ['desert', 'taiga', 'highlands', 'coastal-plain'] });
    expect(arid.phase).toBe('respond');
    const faced = act(arid, 0, { kind: 'accept' }).state;
    expect(faced.displaced.map((d) => d.length)).toEqual([3, 0, 3, 0]);
  });
});

describe('cards that cannot be blocked', () => {
  it('DP-R35 / DP-R15 / DP-D27: Market Boom: the drawer gains 1 community and 2 tokens, with no choice', () => {
    const s = rigged({ card: 'market-boom-1' });
    expect(s.phase).toBe('house');
    expect(s.tokens[0]).toBe(7);
    expect(communityCount(s, 0)).toBe(4);
    expect(s.grid[0][3]).toEqual([]);
    const full = rigged({ card: 'market-boom-2', prepare: (x) => { x.grid[0] = x.grid[0].map(() => [0, 0, 0]); } });
    expect(communityCount(full, 0)).toBe(16);
    expect(full.tokens[0]).toBe(7);
  });

  it('DP-R36: Tech Innovation: the drawer gains 2 tokens', () => {
    const s = rigged({ card: 'tech-innovation-2', seat: 2 });
    expect(s.phase).toBe('house');
    expect(s.tokens).toEqual([5, 5, 7, 5]);
  });

  it('DP-R37 / DP-R16 / DP-D15 / DP-D7: Mass Urbanization: every nation sends one person to the nation with the most communities, ties to the nearest clockwise from the drawer', () => {
    const s = rigged({
      card: 'mass-urbanization-1', seat: 2,
      prepare: (x) => { x.grid[1][3] = []; x.grid[3][3] = []; x.displaced[1] = []; },
    });
    expect(s.phase).toBe('house');
    // Seats 1 and 3 tie on 4 communities; from the drawer (seat 2) clockwise, seat 3 comes first.
    expect(s.displaced[3]).toEqual([3, 3, 3, 2, 0, 1]);
    expect(s.displaced[2]).toEqual([2, 2]);
    expect(s.displaced[0]).toEqual([0, 0]);
    // Seat 1 had nobody unhoused: a housed person leaves, from the top-left community.
    expect(s.grid[1][0]).toEqual([1, 1]);
    expect(s.stats[3].received).toBe(3);
    expect(s.stats.map((x) => x.handedOver)).toEqual([1, 1, 1, 0]);
  });

  it('DP-D14: the drawer counts first in a tie, and then receives', () => {
    const s = rigged({ card: 'mass-urbanization-2', seat: 0, prepare: (x) => { x.grid[0][3] = []; x.grid[1][3] = []; } });
    expect(s.displaced[0]).toEqual([0, 0, 0, 1, 2, 3]);
  });

  it('DP-R38 / DP-D14: Development Aid: the richest gives 4 to the poorest; a tie for richest goes to the nearest clockwise from the drawer', () => {
    const s = rigged({ card: 'development-aid-1', seat: 3, tokens: [8, 2, 8, 1] });
    expect(s.phase).toBe('house');
    expect(s.tokens).toEqual([4, 2, 8, 5]);
  });

  it('DP-R38: a richest nation with fewer than 4 gives all it has', () => {
    const s = rigged({ card: 'development-aid-2', seat: 0, tokens: [3, 2, 1, 0] });
    expect(s.tokens).toEqual([0, 2, 1, 3]);
  });
});
