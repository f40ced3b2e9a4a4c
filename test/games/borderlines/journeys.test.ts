/**
 * Random play seldom crosses the sea or reaches Western Europe, so these games follow a simple
 * purposeful policy — two families head for Europe road by road, two empty the zones, all take every
 * boat and play every aid card — and run the contract checks at every step (checks.ts), so boats, traffickers, border
 * closures, camps, resettlement and arrivals in Europe all pass through them.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { checkActionStructs, checkOutcome, checkSeats, viewChecks } from '../../conformance/checks.ts';
import { borderlines, borderlinesActions, DEFAULT_CONTENT, net } from './helpers.ts';
import type { BorderlinesState } from './helpers.ts';

/** Roads and sea lanes to the nearest starred city. */
const far: number[] = (() => {
  const d = Array<number>(net.n).fill(99);
  const queue: number[] = [];
  net.isStar.forEach((star, p) => { if (star) { d[p] = 0; queue.push(p); } });
  for (const q of queue) {
    for (let p = 0; p < net.n; p++) {
      if (d[p] === 99 && (net.land[p].includes(q) || net.sea[p].includes(q))) { d[p] = d[q] + 1; queue.push(p); }
    }
  }
  return d;
})();

/**
 * Higher is better: the policy's liking for an action. "Runners" buy the longest card and send their
 * people nearest to Europe on; the others buy the widest card and empty the zones first.
 */
function liking(s: BorderlinesState, action: number, runner: boolean): number {
  const a = borderlinesActions.decode(action)!;
  const c = DEFAULT_CONTENT;
  switch (a.kind) {
    case 'keepAid': return -['resettle', 'step', 'people', 'money', 'camp'].indexOf(a.aid);
    case 'playAid': return 50;
    case 'resettle': return 60;
    case 'choose': {
      const card = c.blackMarket[s.market[a.slot]];
      const price = c.priceSlots[a.slot] / 10;
      return runner ? card.steps * 10 + (card.boat ? 5 : 0) + card.people - price : card.people * card.steps - price;
    }
    case 'pass': return 0;
    case 'pay': return 10;
    case 'sell': return 5;
    case 'walk': return runner ? 100 - 3 * far[a.from] - far[a.to] : 20 + (net.isZone[a.from] ? 5 : 0) - far[a.to] / 10;
    case 'step': return 100 - far[a.to];
    case 'boat': return 40;
    case 'finish': return 1;
    case 'place': return a.spot === 'camp' ? 3 : a.spot === 'city' ? 2 : 1;
  }
}

describe('Borderlines: purposeful games through the contract checks', () => {
  it('BL-D16 / BL-D18 / BL-D37: boats, traffickers, closed borders and arrivals in Europe keep every promise of the contract', () => {
    const seen = { boat: 0, europe: 0, traffic: 0, closed: 0, resettle: 0, aid: 0 };
    for (let seed = 1; seed <= 8; seed++) {
      let s = borderlines.setup({ players: 4, seed }) as BorderlinesState;
      const rng = new Rng(`journeys/${seed}`);
      const params = { game: borderlines, players: 4, seed, sampleEvery: 1, corruptPerStep: 0 };
      for (let step = 0; !borderlines.isOver(s); step++) {
        const ctx = `journeys seed ${seed} step ${step}`;
        const legal = checkSeats(borderlines, s, 4, ctx);
        checkActionStructs(borderlines, s, legal, ctx, step % 15 === 0);
        if (step % 15 === 0) viewChecks(params, s, step, ctx);
        const seat = rng.pick([...legal.keys()]);
        const options = legal.get(seat)!;
        const runner = seat % 2 === 0;
        const best = Math.max(...options.map((a) => liking(s, a, runner)));
        const action = rng.pick(options.filter((a) => liking(s, a, runner) === best));
        const r = borderlines.apply(s, seat, action);
        expect(r.ok, ctx).toBe(true);
        if (!r.ok) break;
        for (const e of r.events) {
          if (e.kind === 'boat') seen.boat++;
          if (e.kind === 'europe') seen.europe++;
          if (e.kind === 'traffic') seen.traffic++;
          if (e.kind === 'border' && (e.data as { closed: boolean }).closed) seen.closed++;
          if (e.kind === 'resettle') seen.resettle++;
          if (e.kind === 'aid-play') seen.aid++;
        }
        s = r.state as BorderlinesState;
      }
      checkOutcome(borderlines.outcome(s), 4, `journeys seed ${seed}`);
    }
    expect(seen.boat).toBeGreaterThan(4);
    expect(seen.europe).toBeGreaterThan(10);
    expect(seen.traffic).toBeGreaterThan(3);
    expect(seen.closed).toBeGreaterThan(3);
    expect(seen.aid).toBeGreaterThan(3);
    expect(seen.resettle).toBeGreaterThan(0);
  });
});
