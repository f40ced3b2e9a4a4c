/**
 * The generic contract checks (test/conformance/checks.ts) on Borderlines directly — it is not
 * registered in src/games/all.ts yet (that comes with its board) — plus two promises of its own
 * (BL-D9, BL-D10, BL-D13):
 * a family's action is a chain of small steps whose every prefix can be completed, and the legal
 * list is complete (checked against a brute-force enumeration of every journey).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { playAndCheck } from '../../conformance/checks.ts';
import { borderlines, borderlinesActions, DEFAULT_CONTENT, net } from './helpers.ts';
import type { BorderlinesState } from './helpers.ts';

describe('Borderlines meets the game contract', () => {
  it.each([11, 12, 13, 14, 15, 16, 17, 18])('BL-D37: seeded random game %i passes every contract check (views hide border tokens, zones and aid cards)', (seed) => {
    const r = playAndCheck({ game: borderlines, players: 4, seed, sampleEvery: 18, corruptPerStep: 3 });
    expect(r.steps).toBeGreaterThan(60);
    expect(r.varyingDeterminizations).toBeGreaterThan(0);
  });

  it('declares its actions\' structure, and the catalogue entry', () => {
    expect(borderlines.actionKinds).toEqual(['pass', 'choose', 'sell', 'pay', 'playAid', 'resettle', 'keepAid', 'walk', 'step', 'boat', 'finish', 'place']);
    expect(borderlinesActions.end).toBeLessThan(1 << 16);
    expect(borderlines.id).toBe('borderlines');
    expect(borderlines.catalogue?.length).toMatch(/minutes/);
  });
});

/** Every simple path of exactly `left` more roads from `path`'s end that ends with room: an oracle that prunes nothing. */
function journeys(s: BorderlinesState, path: number[], left: number, out: number[][]): void {
  const at = path[path.length - 1];
  if (left === 0) {
    const inCity = s.city[at].reduce((a, b) => a + b, 0);
    const inCamp = s.camp[at].reduce((a, b) => a + b, 0);
    const campPlaces = s.camps.filter((c) => net.campPlace[c] === at).length * DEFAULT_CONTENT.rules.campPlaces;
    if (net.isZone[at] || inCity < 3 || inCamp < campPlaces) out.push(path.slice());
    return;
  }
  DEFAULT_CONTENT.roads.forEach((road, r) => {
    const a = net.index.get(road.a)!;
    const b = net.index.get(road.b)!;
    const next = a === at ? b : b === at ? a : -1;
    if (next < 0 || path.includes(next)) return;
    if (net.isStar[at] && !net.isStar[next]) return;
    const c = net.roadCrossing[r];
    if (c >= 0 && s.borders[c].shown && s.borders[c].closed) return;
    journeys(s, [...path, next], left - 1, out);
  });
}

/** The walk and step actions the rules should list, derived independently. */
function expectedMoves(s: BorderlinesState): Set<string> {
  const want = new Set<string>();
  if (s.arriving) return want; // BL-D14: the family first chooses where the arriving person stays
  const steps = DEFAULT_CONTENT.blackMarket[s.card].steps + s.bonusSteps;
  if (s.walker) {
    const out: number[][] = [];
    journeys(s, s.walker.path.slice(), s.walker.left, out);
    for (const j of out) want.add(`step ${j[s.walker.path.length]}`);
    return want;
  }
  if (s.boating || s.peopleLeft === 0) return want;
  for (let p = 0; p < net.n; p++) {
    if (s.city[p][s.turn] + s.camp[p][s.turn] - s.movedAt[p] <= 0) continue;
    const out: number[][] = [];
    journeys(s, [p], steps, out);
    for (const j of out) want.add(`walk ${p} ${j[1]}`);
  }
  return want;
}

describe('Borderlines: every step of an action can be completed', () => {
  it('BL-D13 / BL-D9 / BL-D10: in random games every reachable position offers the acting family a move, sorted; moves are exactly the journeys that can be finished', () => {
    let checked = 0;
    let walkers = 0;
    const lengths: number[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      let s = borderlines.setup({ players: 4, seed }) as BorderlinesState;
      const rng = new Rng(`prefix/${seed}`);
      let steps = 0;
      while (!borderlines.isOver(s)) {
        const seats = borderlines.activeSeats(s);
        expect(seats.length).toBeGreaterThan(0);
        for (const seat of seats) {
          const legal = borderlines.legalActions(s, seat);
          expect(legal.length, `seed ${seed} step ${steps}: seat ${seat} can act`).toBeGreaterThan(0);
          expect([...legal].sort((a, b) => a - b)).toEqual(legal);
          expect(new Set(legal).size).toBe(legal.length);
        }
        if (s.phase === 'action' && s.stage === 'move') {
          const got = new Set(borderlines.legalActions(s, s.turn).flatMap((a) => {
            const d = borderlinesActions.decode(a)!;
            return d.kind === 'walk' ? [`walk ${d.from} ${d.to}`] : d.kind === 'step' ? [`step ${d.to}`] : [];
          }));
          expect(got, `seed ${seed} step ${steps}`).toEqual(expectedMoves(s));
          checked++;
          if (s.walker) walkers++;
        }
        const seat = rng.pick(seats);
        const r = borderlines.apply(s, seat, rng.pick(borderlines.legalActions(s, seat)));
        expect(r.ok).toBe(true);
        if (r.ok) s = r.state as BorderlinesState;
        steps++;
      }
      lengths.push(steps);
    }
    expect(checked).toBeGreaterThan(200);
    expect(walkers).toBeGreaterThan(20);
    // BL-D38: real games stay far inside the bound.
    expect(Math.max(...lengths)).toBeLessThan(borderlines.maxActions(4) / 100);
  });

  it('BL-D38: maxActions is a bound computed from the content limits', () => {
    expect(borderlines.maxActions(4)).toBeGreaterThan(10_000);
    expect(borderlines.maxActions(4)).toBeLessThan(1_000_000);
  });
});
