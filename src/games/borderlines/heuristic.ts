/**
 * A state evaluation for the heuristic bot: the family's points now, plus its money (worth a little
 * less than a house: at the end money only breaks ties, BL-R52), plus something for people nearer
 * Western Europe, minus the deaths the war phases still ahead may bring to people left in Syria
 * (each death costs two points); squashed against the strongest rival.
 */
import { networkOf, type Network } from './content.ts';
import { familyScore } from './outcome.ts';
import { peopleAt } from './moves.ts';
import type { BorderlinesState } from './types.ts';

const distances = new WeakMap<Network, number[]>();

/** Roads and sea lanes to the nearest starred city, ignoring borders (0 in Western Europe). */
function distanceToEurope(net: Network): number[] {
  let d = distances.get(net);
  if (d) return d;
  d = Array<number>(net.n).fill(Infinity);
  const queue: number[] = [];
  for (let p = 0; p < net.n; p++) if (net.isStar[p]) { d[p] = 0; queue.push(p); }
  // Backwards over roads (both ways) and sea lanes (one way: `sea[p]` leads from p).
  const into: number[][] = Array.from({ length: net.n }, () => []);
  for (let p = 0; p < net.n; p++) {
    for (const q of net.land[p]) into[q].push(p);
    for (const q of net.sea[p]) into[q].push(p);
  }
  for (let i = 0; i < queue.length; i++) {
    const q = queue[i];
    for (const p of into[q]) if (d[p] === Infinity) { d[p] = d[q] + 1; queue.push(p); }
  }
  distances.set(net, d);
  return d;
}

/** Worth of a person standing in `place`: the war's threat in Syria, the way still to go elsewhere. */
function placeWorth(net: Network, far: readonly number[], threatened: ReadonlySet<number>, warPhases: number, place: number): number {
  if (net.isZone[place]) return -warPhases * (threatened.has(place) ? 0.6 : 0.3);
  if (net.isStar[place] || far[place] === Infinity) return 0;
  return 0.8 / (1 + far[place] / 2);
}

/** What the rest of a bought card may still bring: a little for each person-step and boat trip left. */
function cardWorth(people: number, steps: number, boats: number): number {
  return 0.12 * people * Math.min(steps, 3) + 0.1 * boats;
}

/** What every family's strength reads the same way: the distances, the war phases ahead, the threatened zones. */
interface Outlook { far: readonly number[]; warPhases: number; threatened: ReadonlySet<number> }

function outlookOf(s: BorderlinesState, net: Network): Outlook {
  const far = distanceToEurope(net);
  const warPhases = s.phase === 'over' ? 0 : net.content.schedule.slice(s.round - 1).filter((r) => r.warPhase).length;
  const threatened = new Set(s.war.filter((w) => w.shown).map((w) => net.zonePlaces[w.zone]));
  return { far, warPhases, threatened };
}

function strength(s: BorderlinesState, net: Network, { far, warPhases, threatened }: Outlook, family: number): number {
  const score = familyScore(s, family);
  let money = s.money[family];
  let v = score.points;
  if (s.phase === 'action' && s.turn === family && s.stage !== 'market') {
    // A card being bought counts as paid for, with what it may still do: so paying beats selling a
    // house it does not need, and a card is chosen when it is worth its price.
    const c = net.content;
    const card = c.blackMarket[s.stage === 'pay' ? s.market[s.chosen] : s.card];
    const steps = card.steps + s.bonusSteps;
    if (s.stage === 'pay') {
      money -= c.priceSlots[s.chosen];
      const people = card.people + s.bonusPeople;
      v += cardWorth(people, steps, card.boat ? people : 0);
    } else v += cardWorth(s.boating ? 0 : s.peopleLeft, steps, s.boatsLeft);
  }
  v += (0.6 * money) / net.content.rules.houseValue;
  // A person in a camp is one a resettlement card can take to Western Europe (BL-R20): worth a little
  // more to a family holding one, so a family placing an arrival (BL-D14) weighs the camp.
  let resettle = false;
  for (const id of s.aidHeld[family]) if (net.aidCards[id] === 'resettle') resettle = true;
  for (let p = 0; p < net.n; p++) {
    const here = peopleAt(s, p, family);
    if (here > 0) v += here * placeWorth(net, far, threatened, warPhases, p);
    if (resettle && s.camp[p][family] > 0 && !net.isStar[p]) v += 0.3 * s.camp[p][family];
  }
  // A person on the way counts where they stand now.
  if (s.walker && s.turn === family) v += placeWorth(net, far, threatened, warPhases, s.walker.at);
  return v;
}

export function evaluate(s: BorderlinesState, seat: number): number {
  const net = networkOf(s);
  const outlook = outlookOf(s, net);
  const mine = strength(s, net, outlook, seat);
  let best = -Infinity;
  for (let f = 0; f < s.players; f++) if (f !== seat) best = Math.max(best, strength(s, net, outlook, f));
  return 1 / (1 + Math.exp(-(mine - best) / 4));
}
