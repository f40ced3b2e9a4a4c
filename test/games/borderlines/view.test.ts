/**
 * Hidden information (BL-D37): face-down border tokens, face-down zone cards, the aid cards kept and
 * offered, and deck orders are not in other seats' views; determinize samples a consistent state.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { PUBLIC_FIELDS } from '../../../src/games/borderlines/types.ts';
import { act, advance, borderlines, DEFAULT_CONTENT, fresh, net, view } from './helpers.ts';
import type { BorderlinesState } from './helpers.ts';

const C = DEFAULT_CONTENT;
const determinize = (s: BorderlinesState, seat: number, k: number) => borderlines.determinize(view(s, seat), seat, new Rng(k)) as BorderlinesState;

describe('Borderlines: what each player sees', () => {
  it('BL-D37: a view has exactly the public fields plus the hidden parts in their public form', () => {
    const s = fresh(3);
    const extra = { ...s, secret: 'not public' } as BorderlinesState;
    expect(Object.keys(view(extra, 0)).sort()).toEqual([...PUBLIC_FIELDS, 'viewer', 'war', 'borders', 'aidHeldCount', 'aidOfferCount', 'aidDeckCount', 'myAid', 'myOffer'].sort());
    expect(JSON.stringify(view(s, 'spectator'))).not.toContain('"rng"');
  });

  it('BL-R7 / BL-D27 / BL-D37: face-down border tokens show their letter, never whether they are closed', () => {
    const a = fresh(5);
    const b = structuredClone(a);
    b.borders = b.borders.map((t) => ({ ...t, closed: !t.closed }));
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(view(b, viewer)).toEqual(view(a, viewer));
    const shown = advance(a, (x) => x.round === 4).state;
    expect(view(shown, 1).borders.filter((t) => t.group === 'A').every((t) => t.closed !== null)).toBe(true);
  });

  it('BL-R12 / BL-D37: the zone under a face-down war card is nobody\'s to see', () => {
    const s = advance(fresh(6), (x) => x.round === 4).state;
    const other = structuredClone(s);
    const free = net.zonePlaces.map((_, z) => z).find((z) => !s.war.some((w) => w.zone === z))!;
    other.war[3].zone = free;
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(view(other, viewer)).toEqual(view(s, viewer));
  });

  it('BL-R17 / BL-D37: kept and offered aid cards are seen by their family only (the others see how many)', () => {
    const s = advance(fresh(6), (x) => x.phase === 'aid').state;
    const v0 = view(s, 0);
    const v1 = view(s, 1);
    expect(v0.myOffer).toEqual(s.aidOffer[0]);
    expect(v1.myOffer).toEqual(s.aidOffer[1]);
    expect(v0.aidOfferCount).toEqual([2, 2, 2, 2]);
    expect(view(s, 'spectator').myOffer).toBeNull();
    const kept = act(s, 0, borderlines.legalActions(s, 0)[0]).state;
    expect(view(kept, 0).myAid).toHaveLength(1);
    expect(view(kept, 1).aidHeldCount).toEqual([1, 0, 0, 0]);
    // Swapping seat 0's hidden cards with cards in the deck changes nothing seat 1 sees.
    const swapped = structuredClone(kept);
    const deck = net.aidCards.map((_, id) => id).filter((id) => !swapped.aidHeld.flat().includes(id) && !swapped.aidOffer.flat().includes(id));
    swapped.aidHeld[0] = [deck[0]];
    expect(view(swapped, 1)).toEqual(view(kept, 1));
    expect(view(swapped, 0)).not.toEqual(view(kept, 0));
  });

  it('BL-D8 / BL-D37: decks keep no order — a view shows the used cards and deck sizes, and the next card cannot be known', () => {
    const s = fresh(7);
    const v = view(s, 2);
    expect(v.used).toEqual([]);
    expect(v.aidDeckCount).toBe(10);
    expect(Object.keys(s).filter((k) => /deck/i.test(k))).toEqual([]);
    // From what seat 0 sees, the card that enters the market after its action varies.
    let t = structuredClone(s);
    t.turn = 0;
    t.money[0] = 100;
    t = act(t, 0, { kind: 'choose', slot: 3 }).state;
    t = act(t, 0, { kind: 'pay' }).state;
    const next = new Set<number>();
    for (let k = 0; k < 30; k++) {
      const d = borderlines.determinize(view(t, 0), 0, new Rng(k)) as BorderlinesState;
      const r = borderlines.apply(d, 0, borderlines.legalActions(d, 0).at(-1)!); // finish
      expect(r.ok).toBe(true);
      if (r.ok) next.add((r.state as BorderlinesState).market[0]);
    }
    expect(next.size).toBeGreaterThan(2);
  });

  it('BL-D37: determinize keeps what the seat sees and resamples what it does not, consistently with the content', () => {
    const s = advance(fresh(8), (x) => x.round === 5 && x.phase === 'aid').state;
    const seat = 2;
    const zones = new Set<string>();
    const borders = new Set<string>();
    const aid = new Set<string>();
    for (let k = 0; k < 25; k++) {
      const d = determinize(s, seat, k);
      expect(view(d, seat)).toEqual(view(s, seat));
      expect(view(d, 'spectator')).toEqual(view(s, 'spectator'));
      expect(borderlines.legalActions(d, seat)).toEqual(borderlines.legalActions(s, seat));
      // Every zone card once at most; two closed tokens per group; every aid card somewhere once.
      expect(new Set(d.war.map((w) => w.zone)).size).toBe(d.war.length);
      for (const g of ['A', 'B'] as const) expect(d.borders.filter((b) => b.group === g && b.closed)).toHaveLength(C.borderTokens.filter((t) => t.group === g && t.closed).length);
      const cards = [...d.aidHeld.flat(), ...d.aidOffer.flat()];
      expect(new Set(cards).size).toBe(cards.length);
      expect(d.aidHeld[seat]).toEqual(s.aidHeld[seat]);
      zones.add(JSON.stringify(d.war));
      borders.add(JSON.stringify(d.borders));
      aid.add(JSON.stringify([d.aidHeld, d.aidOffer]));
    }
    expect(zones.size).toBeGreaterThan(1); // ISIS over one of the 4 zones not face up
    expect(borders.size).toBe(3); // the B tokens: which one of three is open
    expect(aid.size).toBeGreaterThan(3);
  });

  it('BL-D34: custom content travels with the state and its views; the default is named by its key', () => {
    const custom = structuredClone(C);
    custom.rules.startMoney = 55;
    const s = borderlines.setup({ players: 4, seed: 1, content: custom }) as BorderlinesState;
    expect(s.contentKey).toMatch(/^custom-/);
    expect(s.money).toEqual([55, 55, 55, 55]);
    const v = JSON.parse(JSON.stringify(view(s, 0))) as ReturnType<typeof view>;
    expect(v.content?.rules.startMoney).toBe(55);
    const d = borderlines.determinize(v, 0, new Rng(1)) as BorderlinesState;
    expect(borderlines.legalActions(d, s.turn)).toEqual(borderlines.legalActions(s, s.turn));
    expect(fresh(1).contentKey).toBe('default');
    expect('content' in fresh(1)).toBe(false);
  });
});
