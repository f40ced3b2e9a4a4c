import { describe, expect, it } from 'vitest';
import { pick } from '../../../src/engine/lang.ts';
import {
  act, advance, borderlines, cardId, code, DEFAULT_CONTENT, expectIllegal, expectLegal, fresh, legalStructs, net, P, turnOf, view, withCard, legal,
} from './helpers.ts';
import type { BorderlinesState } from './helpers.ts';

const C = DEFAULT_CONTENT;
const roundIs = (r: number) => (s: BorderlinesState) => s.round === r;

describe('Borderlines: rounds and the event schedule', () => {
  it('BL-R8 / BL-R9 / BL-D1 / BL-D2: six rounds of events then actions, a war phase after rounds 3 and 6 only', () => {
    let s = fresh(5);
    const warRounds: number[] = [];
    const campsAfter: number[] = [];
    for (let round = 1; round <= 6; round++) {
      expect(s.round).toBe(round);
      campsAfter.push(s.camps.length);
      expect(s.war).toHaveLength(round); // BL-R10: one war card a round
      const r = advance(s, (x) => x.round !== round);
      if (r.events.some((e) => e.kind === 'war-phase')) warRounds.push(round);
      s = r.state;
    }
    expect(borderlines.isOver(s)).toBe(true);
    expect(warRounds).toEqual([3, 6]);
    expect(campsAfter).toEqual([1, 1, 2, 2, 3, 3]); // camps in rounds 1, 3, 5
    expect(C.schedule.map((r) => r.events.map((e) => (e.kind === 'border' ? `border ${e.group}` : e.kind)))).toEqual([
      ['war', 'camp'], ['war', 'aid'], ['war', 'camp'], ['war', 'border A'], ['war', 'camp', 'aid'], ['war', 'border B'],
    ]);
  });

  it('BL-R10 / BL-R11 / BL-D3: each round brings the next war card with a random zone card; zones on war cards differ', () => {
    const zones = new Set<number>();
    for (let seed = 1; seed <= 15; seed++) {
      const s = advance(fresh(seed), roundIs(3)).state;
      expect(s.war).toHaveLength(3);
      expect(new Set(s.war.map((w) => w.zone)).size).toBe(3);
      zones.add(s.war[0].zone);
    }
    expect(zones.size).toBeGreaterThan(3);
    expect(C.warCards.map((w) => pick(w.name))).toEqual(['Syrian government forces', 'Armed opposition groups', 'Chemical weapons', 'ISIS', 'Coalition air strikes', 'Russia air strikes']);
  });

  it('BL-R12: the rulebook\'s example — the Syrian government card with its zone face up, the ISIS card with its zone face down', () => {
    const s = advance(fresh(8), roundIs(4)).state;
    expect(pick(C.warCards[0].name)).toBe('Syrian government forces');
    expect(pick(C.warCards[3].name)).toBe('ISIS');
    expect(s.war[0].shown).toBe(true);
    expect(s.war[3].shown).toBe(false);
    const v = view(s, 0);
    expect(v.war[0].zone).toBe(s.war[0].zone);
    expect(v.war[3]).toEqual({ zone: -1, shown: false });
    expect(C.warCards.filter((w) => w.faceDown).map((w) => pick(w.name))).toEqual(['ISIS', 'Russia air strikes']);
  });

  it('BL-R13 / BL-R14: round 4 turns over the A tokens, round 6 the B tokens; open ones are removed, closed ones stay', () => {
    let s = advance(fresh(3), roundIs(4)).state;
    expect(s.borders.filter((b) => b.shown).every((b) => b.group === 'A')).toBe(true);
    expect(s.borders.filter((b) => b.group === 'A').every((b) => b.shown)).toBe(true);
    expect(s.borders.filter((b) => b.group === 'B').some((b) => b.shown)).toBe(false);
    const v = view(s, 2);
    v.borders.forEach((b, i) => { if (b.group === 'A') expect(b.closed).toBe(s.borders[i].closed); else expect(b.closed).toBeNull(); });
    s = advance(s, roundIs(6)).state;
    expect(s.borders.every((b) => b.shown)).toBe(true);
  });

  it('BL-R14: nobody passes a closed border for the rest of the game', () => {
    let s = turnOf(0);
    const edirneSofia = C.crossings.findIndex((c) => c.a === 'edirne' && c.b === 'sofia');
    s.city[P('edirne')][0] = 1;
    s = withCard(s, cardId(3, 1, false));
    expectLegal(s, { kind: 'walk', from: P('edirne'), to: P('sofia') });
    s.borders[edirneSofia] = { group: 'A', closed: true, shown: true };
    expectIllegal(s, { kind: 'walk', from: P('edirne'), to: P('sofia') });
    s.borders[edirneSofia] = { group: 'A', closed: false, shown: true }; // an open border's token is simply removed
    expectLegal(s, { kind: 'walk', from: P('edirne'), to: P('sofia') });
  });

  it('BL-R15 / BL-R16 / BL-D14 (variant "Arrivals fill places in order"): a camp card puts a camp in its city, where three more people can stay', () => {
    let s = turnOf(0);
    s.variants = ['arrivalsInOrder'];
    const zaatari = C.campCards.findIndex((c) => pick(c.name) === 'Zaatari camp');
    s.camps = [zaatari];
    s.city[P('daraa')][0] = 6;
    s = withCard(s, cardId(5, 1, false));
    for (let k = 0; k < 5; k++) s = act(s, 0, { kind: 'walk', from: P('daraa'), to: P('mafraq') }).state;
    // Two safe places in the city, then the camp's three: nobody met a trafficker.
    expect(s.city[P('mafraq')][0]).toBe(2);
    expect(s.camp[P('mafraq')][0]).toBe(3);
    expect(s.deadTraffickers[0]).toBe(0);
    expect(s.lastSpin).toBeNull();
  });
});

describe('Borderlines: aid', () => {
  const toAid = (seed: number) => advance(fresh(seed), (s) => s.phase === 'aid').state;

  it('BL-R17 / BL-D26: each family is offered two aid cards in secret and keeps one; all choose at the same time', () => {
    const s = toAid(6);
    expect(s.round).toBe(2);
    expect(borderlines.activeSeats(s)).toEqual([0, 1, 2, 3]);
    expect(s.aidOffer.map((o) => o.length)).toEqual([2, 2, 2, 2]);
    const seat = 1;
    const kinds = [...new Set(s.aidOffer[seat].map((id) => net.aidCards[id]))];
    expect(legalStructs(s, seat)).toEqual(kinds.map((aid) => ({ kind: 'keepAid', aid })).sort((a, b) => code(a as never) - code(b as never)));
    const r = act(s, seat, legalStructs(s, seat)[0]);
    expect(r.state.aidHeld[seat]).toHaveLength(1);
    expect(r.state.aidOffer[seat]).toEqual([]);
    expect(borderlines.activeSeats(r.state)).toEqual([0, 2, 3]);
    expect(r.events.find((e) => e.kind === 'aid-kept')?.to).toEqual([seat]);
    // The other card is back in the aid deck.
    expect(view(r.state, 0).aidDeckCount).toBe(10 - 8 + 1);
  });

  it('BL-D21: two cards of one kind are one choice; a family dealt only one card keeps it', () => {
    const s = toAid(6);
    const same = structuredClone(s);
    const steps = net.aidCards.flatMap((k, id) => (k === 'step' ? [id] : []));
    const other = same.aidOffer.findIndex((o) => o.some((id) => steps.includes(id)));
    if (other >= 0) same.aidOffer[other] = same.aidOffer[other].filter((id) => !steps.includes(id));
    same.aidOffer[0] = steps;
    expect(legalStructs(same, 0)).toEqual([{ kind: 'keepAid', aid: 'step' }]);
  });

  it('BL-D21 / BL-R17: with a short aid deck (round 5: six cards free for four families) every family still receives two cards and keeps one; the last waits for cards to come back', () => {
    const short = advance(fresh(6), (x) => x.round === 2 && x.phase === 'action').state;
    const before = structuredClone(short);
    before.aidHeld = [[0], [1], [2], [3]];
    before.aidOffer = [[], [], [], []];
    const held4 = advance(before, (x) => x.round === 5 && x.phase === 'aid').state;
    const st = held4.starter;
    const seats = [0, 1, 2].map((j) => (st + j) % 4);
    const last = (st + 3) % 4;
    // Unused kept cards stay kept: 6 cards free, dealt two each to the first three families from the starter.
    for (const seat of seats) expect(held4.aidOffer[seat]).toHaveLength(2);
    expect(held4.aidOffer[last]).toHaveLength(0);
    expect(held4.aidWaiting).toEqual([last]);
    expect(borderlines.activeSeats(held4)).toEqual([...seats].sort());
    // One family keeps a card: one card comes back, not yet two.
    let t = act(held4, seats[0], legal(held4, seats[0])[0]).state;
    expect(t.aidWaiting).toEqual([last]);
    // A second: two cards are back, and the last family is dealt two to choose from.
    t = act(t, seats[1], legal(t, seats[1])[0]).state;
    expect(t.aidWaiting).toEqual([]);
    expect(t.aidOffer[last]).toHaveLength(2);
    expect(borderlines.activeSeats(t)).toEqual([seats[2], last].sort());
    const v = borderlines.view(t, 'spectator') as { aidWaiting: number[]; myOffer: unknown };
    expect(v.aidWaiting).toEqual([]);
    expect(v.myOffer).toBeNull();
    t = act(t, seats[2], legal(t, seats[2])[0]).state;
    t = act(t, last, legal(t, last)[0]).state;
    expect(t.phase).toBe('action');
    expect(t.aidHeld.map((h) => h.length)).toEqual([2, 2, 2, 2]);
  });

  const holding = (kind: string): BorderlinesState => {
    const s = turnOf(0);
    s.aidHeld[0] = [net.aidCards.indexOf(kind as never)];
    return s;
  };

  it('BL-R18 / BL-D22: one extra step — every person moved with this turn\'s card takes one more step', () => {
    let s = holding('step');
    s.city[P('aleppo')][0] = 2;
    s = act(s, 0, { kind: 'playAid', aid: 'step' }).state;
    expect(s.aidHeld[0]).toEqual([]);
    s = withCard(s, cardId(3, 1, false));
    s = act(s, 0, { kind: 'walk', from: P('aleppo'), to: P('gaziantep') }).state;
    expect(s.walker?.left).toBe(1);
    s = act(s, 0, { kind: 'step', to: P('adana') }).state;
    expect(s.walker).toBeNull();
    expect(s.city[P('adana')][0]).toBe(1);
    // Aid is played at the start of the turn only.
    const later = holding('step');
    later.city[P('aleppo')][0] = 1;
    expectIllegal(withCard(later, cardId(3, 1, false)), { kind: 'playAid', aid: 'step' });
  });

  it('BL-R19 / BL-D22: two extra refugees — the card moves two more people (and a boat card takes two more boat trips)', () => {
    let s = holding('people');
    s = act(s, 0, { kind: 'playAid', aid: 'people' }).state;
    s = withCard(s, cardId(2, 2, true));
    expect(s.peopleLeft).toBe(4);
    expect(s.boatsLeft).toBe(4);
  });

  it('BL-R20 / BL-D23: resettlement — a person in a camp goes to a starred city, with no trafficker and no $20', () => {
    let s = holding('resettle');
    const kara = C.campCards.findIndex((c) => c.place === 'lesbos');
    s.camps = [kara];
    s.camp[P('lesbos')][0] = 1;
    s.city[P('vienna')] = [1, 1, 0, 0]; // Vienna's third place is its red area: resettlement takes it without a spin
    expect(legalStructs(s, 0)).toContainEqual({ kind: 'resettle', from: P('lesbos'), to: P('vienna') });
    const money = s.money[0];
    const r = act(s, 0, { kind: 'resettle', from: P('lesbos'), to: P('vienna') });
    s = r.state;
    expect(s.camp[P('lesbos')][0]).toBe(0);
    expect(s.city[P('vienna')][0]).toBe(2);
    expect(s.money[0]).toBe(money);
    expect(s.lastSpin).toBeNull();
    expect(s.stats[0].resettled).toBe(1);
    // Only people in a camp, and only to a city with room.
    const t = holding('resettle');
    t.city[P('lesbos')][0] = 1;
    expect(legalStructs(t, 0).some((a) => a.kind === 'resettle')).toBe(false);
  });

  it('BL-R21: cash assistance gives $40', () => {
    const s = act(holding('money'), 0, { kind: 'playAid', aid: 'money' }).state;
    expect(s.money[0]).toBe(80);
  });

  it('BL-R22 / BL-D24: a camp aid card opens a camp at the start of the turn; with no camp card left it cannot be played', () => {
    const s = holding('camp');
    s.camps = [0];
    const r = act(s, 0, { kind: 'playAid', aid: 'camp' });
    expect(r.state.camps).toHaveLength(2);
    expect(r.events.some((e) => e.kind === 'camp')).toBe(true);
    const full = holding('camp');
    full.camps = C.campCards.map((_, i) => i);
    expectIllegal(full, { kind: 'playAid', aid: 'camp' });
  });

  it('BL-D24: a camp event with no camp card left opens nothing', () => {
    let s = advance(fresh(2), (x) => x.round === 2 && x.phase === 'action').state;
    s = structuredClone(s);
    s.camps = C.campCards.map((_, i) => i);
    const r = advance(s, roundIs(3));
    expect(r.state.camps).toHaveLength(6);
    expect(r.events.some((e) => e.kind === 'camp' && /No refugee camp card is left/.test(e.text))).toBe(true);
  });

});
