import { describe, expect, it } from 'vitest';
import {
  act, advance, borderlines, cardId, DEFAULT_CONTENT, expectIllegal, expectLegal, fresh, legalStructs, P, play, rigSpin, segment, turnOf, withCard,
} from './helpers.ts';

const C = DEFAULT_CONTENT;

describe('Borderlines: the action phase', () => {
  it('BL-R23 / BL-R45 / BL-D6: the starter acts first, then clockwise; the starter card passes to the next seat each round', () => {
    let s = fresh(11);
    const first = s.starter;
    const order: number[] = [];
    while (s.round === 1) {
      order.push(s.turn);
      s = act(s, s.turn, { kind: 'pass' }).state;
    }
    expect(order).toEqual([0, 1, 2, 3].map((k) => (first + k) % 4));
    s = advance(s, (x) => x.phase === 'action').state;
    expect(s.starter).toBe((first + 1) % 4);
    expect(s.turn).toBe(s.starter);
  });

  it('BL-R24 / BL-D9: an action buys one card: choose it, pay its slot\'s price, carry it out', () => {
    let s = turnOf(0);
    s.money[0] = 40;
    const card = s.market[1];
    s = act(s, 0, { kind: 'choose', slot: 1 }).state;
    expect(s.stage).toBe('pay');
    expect(legalStructs(s)).toEqual([{ kind: 'sell' }, { kind: 'pay' }]);
    s = act(s, 0, { kind: 'pay' }).state;
    expect(s.money[0]).toBe(20);
    expect(s.card).toBe(card);
    expect(s.market[1]).toBe(-1);
    expect(s.stats[0].paidSmugglers).toBe(20);
  });

  it('BL-R25 / BL-D9 / BL-D36: houses sell for $25 each, several at a time, only while buying; a card is offered if houses could pay for it', () => {
    let s = turnOf(0);
    s.money[0] = 0;
    s.houses[0] = 1;
    expect(legalStructs(s).filter((a) => a.kind === 'choose').map((a) => (a as { slot: number }).slot)).toEqual([0, 1, 2, 3]); // $25 ≤ one house
    s.houses[0] = 0;
    expect(legalStructs(s)).toEqual([{ kind: 'pass' }]); // nothing affordable: buy nothing
    s.houses[0] = 3;
    expectIllegal(s, { kind: 'sell' }); // not before choosing a card
    s = act(s, 0, { kind: 'choose', slot: 0 }).state;
    expectIllegal(s, { kind: 'pay' }); // $0 < $25: sell first
    s = play(s, 0, [{ kind: 'sell' }, { kind: 'sell' }]).state;
    expect([s.money[0], s.houses[0], s.stats[0].housesSold]).toEqual([50, 1, 2]);
    s = act(s, 0, { kind: 'pay' }).state;
    expect(s.money[0]).toBe(25);
    expectIllegal(s, { kind: 'sell' }); // not while moving
  });

  it('BL-D10: a family may buy nothing; the market then stays as it is', () => {
    const s = turnOf(2);
    const r = act(s, 2, { kind: 'pass' });
    expect(r.state.market).toEqual(s.market);
    expect(r.state.turn).toBe(3);
  });

  it('BL-R26 / BL-D29: a card shows people, steps and maybe a boat', () => {
    expect(C.blackMarket.map((c) => `${c.people}x${c.steps}${c.boat ? 'b' : ''}${c.start ? 'S' : ''}`)).toEqual([
      '2x2S', '3x1S', '1x3bS', '4x1S', '3x2', '2x3', '2x2b', '5x1', '1x4b', '4x2', '3x3b', '2x1b',
    ]);
  });

  it('BL-R27 / BL-R28 / BL-R30: the rulebook\'s example — 3 people × 2 steps moves three people two steps each, zones in Syria counting, from different zones', () => {
    let s = turnOf(0, 3, true);
    s = withCard(s, cardId(3, 2, false));
    expect(s.peopleLeft).toBe(3);
    // From Hama two steps inside Syria; from Aleppo and Daraa out of it.
    s = play(s, 0, [
      { kind: 'walk', from: P('hama'), to: P('homs') }, { kind: 'step', to: P('damascus') },
      { kind: 'walk', from: P('aleppo'), to: P('raqqa') }, { kind: 'step', to: P('sanliurfa') },
      { kind: 'walk', from: P('daraa'), to: P('damascus') }, { kind: 'step', to: P('bekaa') },
    ]).state;
    expect(s.city[P('hama')][0]).toBe(2);
    expect(s.city[P('damascus')][0]).toBe(4);
    expect(s.city[P('sanliurfa')][0]).toBe(1);
    expect(s.city[P('bekaa')][0]).toBe(1);
    expect(s.peopleLeft).toBe(0);
    expect(legalStructs(s)).toEqual([{ kind: 'finish' }]);
  });

  it('BL-R29 / BL-D11 / BL-D13: every step is used — a move ends only after all its roads, and starts only where it can be finished', () => {
    let s = turnOf(0);
    s.city[P('aleppo')][0] = 1;
    s = withCard(s, cardId(1, 4, true));
    s = act(s, 0, { kind: 'walk', from: P('aleppo'), to: P('gaziantep') }).state;
    expect(legalStructs(s).some((a) => a.kind === 'finish')).toBe(false); // mid-move: go on
    expect(legalStructs(s).every((a) => a.kind === 'step')).toBe(true);
    s = play(s, 0, [{ kind: 'step', to: P('adana') }, { kind: 'step', to: P('izmir') }, { kind: 'step', to: P('bodrum') }]).state;
    expect(s.walker).toBeNull();
    expect(s.city[P('bodrum')][0]).toBe(1);
    // Every start offered can be followed, road by road, to the end of its four roads.
    let t = turnOf(1);
    t.city[P('beirut')][1] = 1;
    t = withCard(t, cardId(1, 4, true), 1);
    for (const a of legalStructs(t, 1)) {
      if (a.kind !== 'walk') continue;
      let u = act(t, 1, a).state;
      while (u.walker) u = act(u, 1, legalStructs(u, 1)[0]).state;
      expect(u.walker).toBeNull();
    }
  });

  it('BL-D11: the card\'s people are a maximum — a family may stop moving at any time', () => {
    let s = turnOf(0, 3, true);
    s = withCard(s, cardId(5, 1, false));
    s = act(s, 0, { kind: 'walk', from: P('aleppo'), to: P('gaziantep') }).state;
    expectLegal(s, { kind: 'finish' });
    s = act(s, 0, { kind: 'finish' }).state;
    expect(s.turn).toBe(1);
  });

  it('BL-R31: the same person cannot move twice in one action', () => {
    let s = turnOf(0);
    s.city[P('aleppo')][0] = 1;
    s = withCard(s, cardId(3, 1, false));
    s = act(s, 0, { kind: 'walk', from: P('aleppo'), to: P('gaziantep') }).state;
    expect(s.movedAt[P('gaziantep')]).toBe(1);
    expect(legalStructs(s)).toEqual([{ kind: 'finish' }]);
  });

  it('BL-D12: a person does not come back to a place already visited on the same move', () => {
    let s = turnOf(0);
    s.city[P('daraa')][0] = 1;
    s = withCard(s, cardId(2, 2, false));
    // Daraa–Damascus–Daraa would use both steps by walking to and fro.
    s = act(s, 0, { kind: 'walk', from: P('daraa'), to: P('damascus') }).state;
    expect(legalStructs(s)).not.toContainEqual({ kind: 'step', to: P('daraa') });
    expectLegal(s, { kind: 'step', to: P('homs') });
  });

  it('BL-R32 / BL-R33 / BL-D13: a city holds three; a full city may be passed through but not stopped in', () => {
    let s = turnOf(0);
    s.city[P('gaziantep')] = [1, 1, 1, 0];
    s.city[P('aleppo')][0] = 2;
    s = withCard(s, cardId(2, 2, false));
    const oneStep = withCard(turnOf(0), cardId(3, 1, false));
    oneStep.city[P('gaziantep')] = [1, 1, 1, 0];
    oneStep.city[P('aleppo')][0] = 1;
    expectIllegal(oneStep, { kind: 'walk', from: P('aleppo'), to: P('gaziantep') });
    s = act(s, 0, { kind: 'walk', from: P('aleppo'), to: P('gaziantep') }).state; // passing through
    s = act(s, 0, { kind: 'step', to: P('adana') }).state;
    expect(s.city[P('adana')][0]).toBe(1);
    expect(s.city[P('gaziantep')]).toEqual([1, 1, 1, 0]);
    // Syria holds anyone.
    expect(turnOf(0, 3, true).city[P('aleppo')].reduce((a, b) => a + b)).toBe(12);
  });

  it('BL-R34 / BL-D14 / BL-D15: the third person in a city meets traffickers — pay the roulette\'s fee, or the person is lost', () => {
    const third = () => {
      let s = turnOf(0);
      s.city[P('gaziantep')] = [0, 1, 1, 0];
      s.city[P('aleppo')][0] = 1;
      s = withCard(s, cardId(3, 1, false));
      s.money[0] = 12;
      return s;
    };
    let s = third();
    rigSpin(s, segment({ fee: 10 }));
    let r = act(s, 0, { kind: 'walk', from: P('aleppo'), to: P('gaziantep') });
    expect(r.state.city[P('gaziantep')]).toEqual([1, 1, 1, 0]);
    expect([r.state.money[0], r.state.stats[0].paidTraffickers]).toEqual([2, 10]);
    expect(r.state.lastSpin).toMatchObject({ use: 'traffic', from: P('gaziantep') });
    expect(r.events.find((e) => e.kind === 'traffic')?.text).toMatch(/traffickers demand \$10 from the Haddad family, who pay/);
    // A fee the family cannot pay: the person is lost, and counts as dead.
    s = third();
    rigSpin(s, segment({ fee: 15 }));
    r = act(s, 0, { kind: 'walk', from: P('aleppo'), to: P('gaziantep') });
    expect(r.state.city[P('gaziantep')]).toEqual([0, 1, 1, 0]);
    expect(r.state.deadTraffickers[0]).toBe(1);
    expect(r.state.money[0]).toBe(12);
    // The lost segment.
    s = third();
    s.money[0] = 100;
    rigSpin(s, segment({ fee: null }));
    r = act(s, 0, { kind: 'walk', from: P('aleppo'), to: P('gaziantep') });
    expect(r.state.deadTraffickers[0]).toBe(1);
    expect(r.state.money[0]).toBe(100);
    expect(r.events.find((e) => e.kind === 'traffic')?.text).toMatch(/falls into the hands of traffickers/);
    // The first two arrivals are safe.
    s = third();
    s.city[P('gaziantep')] = [0, 1, 0, 0];
    const before = [...s.rng];
    r = act(s, 0, { kind: 'walk', from: P('aleppo'), to: P('gaziantep') });
    expect(r.state.rng).toEqual(before);
  });

  it('BL-D14: a person leaving a city leaves its own places before a camp', () => {
    let s = turnOf(0);
    s.camps = [C.campCards.findIndex((c) => c.place === 'mafraq')];
    s.city[P('mafraq')][0] = 1;
    s.camp[P('mafraq')][0] = 1;
    s = withCard(s, cardId(3, 1, false));
    s = act(s, 0, { kind: 'walk', from: P('mafraq'), to: P('amman') }).state;
    expect([s.city[P('mafraq')][0], s.camp[P('mafraq')][0]]).toEqual([0, 1]);
  });

  it('BL-R35 / BL-D7: the rulebook\'s example — after the $15 card is bought, $20 moves to $15, $25 to $20, and a new card enters at $25', () => {
    expect(C.priceSlots).toEqual([25, 20, 15, 10]);
    let s = turnOf(0);
    const [at25, at20, at15, at10] = s.market;
    s = play(s, 0, [{ kind: 'choose', slot: 2 }, { kind: 'pay' }]).state;
    expect(s.money[0]).toBe(25);
    s = act(s, 0, { kind: 'finish' }).state;
    expect(s.market.slice(1)).toEqual([at25, at20, at10]);
    expect([at25, at20, at15, at10]).not.toContain(s.market[0]);
    expect(s.used).toEqual([at15]);
  });

  it('BL-R36 / BL-D8: when every card has been used, the used cards (the one just bought included) are reshuffled', () => {
    let s = turnOf(0);
    const all = C.blackMarket.map((_, i) => i);
    s.used = all.filter((id) => !s.market.includes(id));
    const bought = s.market[3];
    s = play(s, 0, [{ kind: 'choose', slot: 3 }, { kind: 'pay' }, { kind: 'finish' }]).state;
    expect(s.used).toEqual([]);
    expect(s.market.filter((c) => c >= 0)).toHaveLength(4);
    expect(new Set(s.market).size).toBe(4);
    expect(all).toContain(s.market[0]);
    expect(s.market.slice(1)).not.toContain(bought);
  });

  it('BL-D40: roads run both ways — a person may go back into Syria', () => {
    let s = turnOf(0);
    s.city[P('gaziantep')][0] = 1;
    s = withCard(s, cardId(3, 1, false));
    expectLegal(s, { kind: 'walk', from: P('gaziantep'), to: P('aleppo') });
  });

  it('an action cannot be taken out of turn', () => {
    const s = turnOf(0);
    expect(borderlines.apply(s, 1, 0).ok).toBe(false);
  });
});
