/**
 * The rulebook by default and its variants (BL-D43): passing (BL-D10), where an arriving person stays
 * (BL-D14), and the declarations a class chooses from.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pick } from '../../../src/engine/lang.ts';
import { Rng } from '../../../src/engine/index.ts';
import { botFromSpec } from '../../../src/bots/index.ts';
import {
  act, borderlines, borderlinesActions, DEFAULT_CONTENT as C, net, cardId, expectIllegal, expectLegal, fresh, legalStructs, P, rigSpin, segment, turnOf, view, withCard,
} from './helpers.ts';
import type { BorderlinesState } from './helpers.ts';

const doc = readFileSync(new URL('../../../docs/rules/borderlines.md', import.meta.url), 'utf8');

/** Seat 0 at the market, by the rulebook (no variant). */
const bookTurn = (): BorderlinesState => { const s = turnOf(0); s.variants = []; return s; };

/** Seat 0 moving one person from Daraa one road to Mafraq, which has the Zaatari camp. */
function toMafraq(inCity: number, variants: BorderlinesState['variants'] = []): BorderlinesState {
  let s = turnOf(0);
  s.variants = variants;
  s.camps = [C.campCards.findIndex((c) => pick(c.name) === 'Zaatari camp')];
  s.city[P('daraa')][0] = 3;
  s.city[P('mafraq')][1] = inCity;
  s = withCard(s, cardId(3, 1, false));
  return act(s, 0, { kind: 'walk', from: P('daraa'), to: P('mafraq') }).state;
}

describe('Borderlines: the rulebook and its variants', () => {
  it('BL-D10 / BL-R24: by the rulebook a family that can afford a card must buy one; with no card affordable it buys nothing', () => {
    const s = bookTurn();
    expectIllegal(s, { kind: 'pass' });
    expect(legalStructs(s).some((a) => a.kind === 'choose')).toBe(true);
    const poor = bookTurn();
    poor.money[0] = 0;
    poor.houses[0] = 0;
    expect(legalStructs(poor)).toEqual([{ kind: 'pass' }]);
    expect(act(poor, 0, { kind: 'pass' }).state.turn).toBe(1);
  });

  it('BL-D10 (variant "Families may pass"): a family may buy nothing even when it could buy a card', () => {
    const s = bookTurn();
    s.variants = ['mayPass'];
    expectLegal(s, { kind: 'pass' });
    const before = s.market.slice();
    const t = act(s, 0, { kind: 'pass' }).state;
    expect(t.market).toEqual(before);
  });

  it('BL-D14: an arriving person with a free city place and a camp place free waits for the family to choose; the camp keeps them safe', () => {
    const s = toMafraq(0);
    expect(s.arriving).toEqual({ family: 0, from: P('daraa'), to: P('mafraq'), walk: true });
    expect(legalStructs(s)).toEqual([{ kind: 'place', spot: 'city' }, { kind: 'place', spot: 'camp' }]);
    expect(borderlines.describeAction(view(s, 0), 0, borderlines.structToAction!(view(s, 0), 0, { kind: 'place', spot: 'camp' })!)).toMatch(/refugee camp in Mafraq.*resettlement/);
    const t = act(s, 0, { kind: 'place', spot: 'camp' }).state;
    expect(t.arriving).toBeNull();
    expect(t.camp[P('mafraq')][0]).toBe(1);
    expect(t.city[P('mafraq')][0]).toBe(0);
    expect(t.movedAt[P('mafraq')]).toBe(1);
    expect(legalStructs(t).some((a) => a.kind === 'walk')).toBe(true); // the move goes on
  });

  it('BL-D14: bots decide where an arriving person stays — a heuristic family holding resettlement aid takes the camp', () => {
    const s = toMafraq(0);
    s.aidHeld[0] = [net.aidCards.indexOf('resettle')];
    const seat = 0;
    const legal = borderlines.legalActions(s, seat);
    const bot = botFromSpec('heuristic');
    const choice = bot.chooseAction(borderlines.view(s, seat), seat, legal, borderlines, new Rng('place'));
    expect(borderlinesActions.decode(choice)).toEqual({ kind: 'place', spot: 'camp' });
  });

  it('BL-D14 / BL-R34: with two people in the city the choice is the camp or the red area, where the traffickers spin the roulette', () => {
    const s = toMafraq(2);
    expect(legalStructs(s)).toEqual([{ kind: 'place', spot: 'camp' }, { kind: 'place', spot: 'red' }]);
    rigSpin(s, segment({ fee: 5 }));
    const t = act(s, 0, { kind: 'place', spot: 'red' }).state;
    expect(t.city[P('mafraq')][0]).toBe(1);
    expect(t.lastSpin?.use).toBe('traffic');
    expect(t.stats[0].paidTraffickers).toBe(5);
  });

  it('BL-D14: no real choice, no question — a full city sends arrivals to its camp, a city without a camp to its next place', () => {
    const full = toMafraq(3);
    expect(full.arriving).toBeNull();
    expect(full.camp[P('mafraq')][0]).toBe(1);
    let s = turnOf(0);
    s.variants = [];
    s.city[P('daraa')][0] = 3;
    s = withCard(s, cardId(3, 1, false));
    s = act(s, 0, { kind: 'walk', from: P('daraa'), to: P('mafraq') }).state;
    expect(s.arriving).toBeNull();
    expect(s.city[P('mafraq')][0]).toBe(1);
  });

  it('BL-D14 (variant "Arrivals fill places in order"): the city\'s free places first, then the camp, with no choice', () => {
    const s = toMafraq(0, ['arrivalsInOrder']);
    expect(s.arriving).toBeNull();
    expect(s.city[P('mafraq')][0]).toBe(1);
    const two = toMafraq(2, ['arrivalsInOrder']);
    expect(two.camp[P('mafraq')][0]).toBe(1);
  });

  it('BL-D43: the variants are declared in both languages with the rules they change; options turn them on; the default is the rulebook', () => {
    const variants = borderlines.ruleVariants!;
    expect(variants.map((v) => v.id)).toEqual(['mayPass', 'arrivalsInOrder']);
    for (const v of variants) {
      for (const lang of ['en', 'zh-Hant'] as const) expect(v.name[lang].length * v.text[lang].length).toBeGreaterThan(0);
      for (const id of v.changes) expect(doc, id).toContain(`**${id}**`);
      expect(doc).toContain(`\`${v.id}\``);
    }
    expect(fresh(1, {}).variants).toEqual([]);
    expect(fresh(1, { arrivalsInOrder: 'on' }).variants).toEqual(['arrivalsInOrder']);
    expect(() => borderlines.parseOptions({ mayPass: 'yes' })).toThrow();
  });
});
