import { describe, expect, it } from 'vitest';
import { pick } from '../../../src/engine/lang.ts';
import { act, cardId, DEFAULT_CONTENT, expectIllegal, expectLegal, legalStructs, net, P, play, rig, rigSpin, segment, turnOf, withCard } from './helpers.ts';

const C = DEFAULT_CONTENT;

describe('Borderlines: boat trips', () => {
  it('BL-R37: only a card with a boat allows boat trips', () => {
    let s = turnOf(0);
    s.city[P('izmir')][0] = 1;
    const land = withCard(s, cardId(3, 1, false));
    expect(legalStructs(land).some((a) => a.kind === 'boat')).toBe(false);
    s = withCard(s, cardId(2, 1, true));
    expectLegal(s, { kind: 'boat', from: P('izmir'), to: P('lesbos') });
    expectLegal(s, { kind: 'boat', from: P('izmir'), to: P('chios') });
  });

  it('BL-R38 / BL-R39 / BL-D16: land moves come first; a person who just moved on land may sail; the first boat ends the land moves', () => {
    let s = turnOf(0);
    s.city[P('adana')][0] = 1;
    s.city[P('bodrum')][0] = 1;
    s = withCard(s, cardId(2, 1, true));
    s = act(s, 0, { kind: 'walk', from: P('adana'), to: P('izmir') }).state;
    rigSpin(s, segment({ boat: 'safe' }));
    s = act(s, 0, { kind: 'boat', from: P('izmir'), to: P('lesbos') }).state;
    expect(s.city[P('lesbos')][0]).toBe(1);
    expect(s.city[P('izmir')][0]).toBe(0);
    expect(legalStructs(s).some((a) => a.kind === 'walk')).toBe(false); // the Bodrum person may no longer walk
    expectLegal(s, { kind: 'boat', from: P('bodrum'), to: P('kos') }); // but may sail
  });

  it('BL-R40 / BL-D16: each trip takes one person one sea lane; as many trips as the card moves people; sea lanes run one way', () => {
    let s = turnOf(0);
    s.city[P('izmir')][0] = 2;
    s = withCard(s, cardId(2, 2, true));
    expect(s.boatsLeft).toBe(2);
    rigSpin(s, segment({ boat: 'return' }));
    s = act(s, 0, { kind: 'boat', from: P('izmir'), to: P('lesbos') }).state;
    expect(s.boatsLeft).toBe(1);
    expect(s.city[P('izmir')][0]).toBe(2);
    rigSpin(s, segment({ boat: 'return' }));
    s = act(s, 0, { kind: 'boat', from: P('izmir'), to: P('lesbos') }).state;
    expect(legalStructs(s)).toEqual([{ kind: 'finish' }]);
    expect(s.stats[0].boatTrips).toBe(2);
    expect(s.stats[0].turnedBack).toBe(2);
    // No boat back to Turkey.
    expect(C.seaLanes.every((l) => net.sea[P(l.to)].length === 0 || l.to !== 'izmir')).toBe(true);
    let t = turnOf(1);
    t.city[P('lesbos')][1] = 1;
    t = withCard(t, cardId(2, 1, true), 1);
    expect(legalStructs(t, 1).some((a) => a.kind === 'boat')).toBe(false);
  });

  it('BL-R41: a boat cannot land on a city that already holds three', () => {
    let s = turnOf(0);
    s.city[P('izmir')][0] = 1;
    s.city[P('lesbos')] = [0, 1, 1, 1];
    s = withCard(s, cardId(2, 1, true));
    expectIllegal(s, { kind: 'boat', from: P('izmir'), to: P('lesbos') });
    expectLegal(s, { kind: 'boat', from: P('izmir'), to: P('chios') });
  });

  it('BL-R42: the roulette decides each trip — safe, return (stays) or death (lost at sea)', () => {
    const at = () => {
      const s = turnOf(0);
      s.city[P('bodrum')][0] = 1;
      return withCard(s, cardId(2, 1, true));
    };
    let s = at();
    rigSpin(s, segment({ boat: 'death' }));
    let r = act(s, 0, { kind: 'boat', from: P('bodrum'), to: P('kos') });
    expect(r.state.city[P('bodrum')][0]).toBe(0);
    expect(r.state.city[P('kos')][0]).toBe(0);
    expect(r.state.deadSea[0]).toBe(1);
    expect(r.state.lastSpin).toMatchObject({ use: 'boat', from: P('bodrum'), to: P('kos') });
    expect(r.events.find((e) => e.kind === 'boat')?.text).toBe('The boat from Bodrum to Kos does not make it: a member of the Haddad family dies at sea.');
    s = at();
    rigSpin(s, segment({ boat: 'safe' }));
    r = act(s, 0, { kind: 'boat', from: P('bodrum'), to: P('kos') });
    expect(r.state.city[P('kos')][0]).toBe(1);
    s = at();
    rigSpin(s, segment({ boat: 'return' }));
    r = act(s, 0, { kind: 'boat', from: P('bodrum'), to: P('kos') });
    expect(r.state.city[P('bodrum')][0]).toBe(1);
  });

  it('BL-D16: a boat landing as the third person in a city meets the traffickers too', () => {
    let s = turnOf(0);
    s.city[P('izmir')][0] = 1;
    s.city[P('lesbos')] = [0, 1, 1, 0];
    s = withCard(s, cardId(2, 1, true));
    s.money[0] = 0;
    // One spin for the boat (safe), one for the trafficker ($5, which the family cannot pay).
    rig(s, [[C.roulette.length, segment({ boat: 'safe' })], [C.roulette.length, segment({ fee: 5 })]]);
    const r = act(s, 0, { kind: 'boat', from: P('izmir'), to: P('lesbos') });
    expect(r.events.map((e) => e.kind)).toEqual(['boat', 'traffic']);
    expect(r.state.lastSpin).toMatchObject({ use: 'traffic', segment: segment({ fee: 5 }) });
    expect(r.state.deadTraffickers[0]).toBe(1);
    expect(r.state.city[P('lesbos')]).toEqual([0, 1, 1, 0]);
    expect(r.state.city[P('izmir')][0]).toBe(0);
  });

  it('BL-R43: boat trips are optional — the action may end without them', () => {
    let s = turnOf(0);
    s.city[P('izmir')][0] = 1;
    s = withCard(s, cardId(2, 1, true));
    expectLegal(s, { kind: 'finish' });
  });

  it('BL-R44 / BL-D18: $20 at once for a person who reaches a starred city; moving within Western Europe pays nothing, and nobody leaves it', () => {
    let s = turnOf(0);
    s.city[P('budapest')][0] = 1;
    s.city[P('graz')][0] = 1;
    s = withCard(s, cardId(3, 1, false));
    s.money[0] = 0;
    const r = play(s, 0, [{ kind: 'walk', from: P('budapest'), to: P('vienna') }]);
    expect(r.state.money[0]).toBe(20);
    expect(r.state.stats[0].reachedEurope).toBe(1);
    expect(r.events.find((e) => e.kind === 'europe')?.text).toBe('A member of the Haddad family reaches Vienna, in Western Europe: the family receives $20.');
    s = act(r.state, 0, { kind: 'walk', from: P('graz'), to: P('vienna') }).state;
    expect(s.money[0]).toBe(20);
    expect(C.places.filter((p) => p.star).map((p) => pick(p.name))).toEqual(['Vienna', 'Graz', 'Munich', 'Berlin', 'Stockholm', 'Paris']);
    let t = turnOf(0);
    t.city[P('vienna')][0] = 1;
    t = withCard(t, cardId(3, 1, false));
    expectIllegal(t, { kind: 'walk', from: P('vienna'), to: P('budapest') });
    expectLegal(t, { kind: 'walk', from: P('vienna'), to: P('munich') });
  });

  it('BL-D31: Western Europe has 18 places for 96 people', () => {
    const stars = C.places.filter((p) => p.star).length;
    expect(stars * C.rules.cityPlaces).toBe(18);
    expect(C.campCards.every((c) => !C.places.find((p) => p.id === c.place)!.star)).toBe(true);
  });

  it('BL-D17: the roulette — 20 segments: boats 15 safe, 4 return, 1 death; traffickers $5×5, $10×6, $15×5, $20×3, 1 lost', () => {
    const count = <T,>(xs: T[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<T, number>());
    expect(C.roulette).toHaveLength(20);
    expect(Object.fromEntries(count(C.roulette.map((g) => g.boat)))).toEqual({ safe: 15, return: 4, death: 1 });
    expect(Object.fromEntries(count(C.roulette.map((g) => String(g.fee))))).toEqual({ 5: 5, 10: 6, 15: 5, 20: 3, null: 1 });
    // Death is 1 in 20: within a factor of three of the Central Mediterranean's ~1 in 50 (research.md).
    const death = C.roulette.filter((g) => g.boat === 'death').length / C.roulette.length;
    expect(death).toBeGreaterThanOrEqual(1 / 50);
    expect(death).toBeLessThanOrEqual(3 / 50);
  });
});
