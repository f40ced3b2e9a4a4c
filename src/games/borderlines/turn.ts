/**
 * One family's action (BL-R23..BL-R44): aid played at the start of the turn, choosing and paying for
 * a black-market card (houses sold while buying), moving people road by road, boat trips, and the
 * roulette for traffickers and boats. Called only with legal actions (the engine checks first).
 */
import { randInt } from '../../engine/index.ts';
import type { Lang } from '../../engine/lang.ts';
import { borderlinesActions } from './actions.ts';
import { networkOf, type Network } from './content.ts';
import { addAt, arrivalPlace, arrivalSpots, leave, statsOf } from './moves.ts';
import { ownList, ownRow } from '../state-parts.ts';
import { endTurn, openCamp, refillMarket, say, type Events } from './rounds.ts';
import type { BorderlinesState, Spot } from './types.ts';
import { on } from './variants.ts';
import { aidIn } from './phrases/index.ts';
import { cardText, FamilyName, familyName, placeName } from './words.ts';

/** Removes the family's lowest-numbered aid card of a kind (identical cards are one choice, BL-D21). */
function takeAid(s: BorderlinesState, net: Network, seat: number, kind: string, ev: Events): number {
  const held = ownRow(s.aidHeld, seat, ev);
  let best = -1;
  for (const id of held) if (net.aidCards[id] === kind && (best < 0 || id < best)) best = id;
  held.splice(held.indexOf(best), 1);
  return best;
}

/**
 * A person arrives to stay (BL-R32, BL-R34, BL-R41, BL-R44, BL-D14, BL-D15). Where the family has a
 * choice of spot (a free city place, a camp, the red area) it is asked (`arriving`, BL-D14); with
 * "Arrivals fill places in order", or with one spot only, the person goes there at once.
 */
function arrive(s: BorderlinesState, net: Network, family: number, from: number, to: number, walk: boolean, ev: Events): void {
  if (!on(s, 'arrivalsInOrder')) {
    const spots = arrivalSpots(s, net, to);
    if ((spots & (spots - 1)) !== 0) {
      s.arriving = { family, from, to, walk };
      if (ev) say(ev, 'arriving', (b, l) => b.arrivingChoice(familyName(net, family, l), placeName(net, to, l)), { family, place: to });
      return;
    }
    // The one spot there is (the first of `arrivalChoices`), or the red area when there is none.
    return settle(s, net, family, from, to, (spots & 1) !== 0 ? 'city' : (spots & 2) !== 0 ? 'camp' : 'red', walk, ev);
  }
  settle(s, net, family, from, to, arrivalPlace(s, net, to) ?? 'red', walk, ev);
}

/**
 * The person takes `spot`. In the red area (the city's last place) the roulette decides: pay the
 * trafficker's fee, or the person is lost (also when the family cannot pay). A person who stays and
 * came by land counts as moved there (BL-R31).
 */
function settle(s: BorderlinesState, net: Network, family: number, from: number, to: number, spot: Spot, walk: boolean, ev: Events): void {
  if (spot === 'camp') addAt(s.camp, to, family, 1, ev);
  else if (spot === 'city') addAt(s.city, to, family, 1, ev);
  else {
    const segment = randInt(s.rng, net.content.roulette.length);
    const fee = net.content.roulette[segment].fee;
    s.lastSpin = { family, from: to, to, use: 'traffic', segment };
    if (fee !== null && s.money[family] >= fee) {
      ownList(s, 'money', ev)[family] -= fee;
      statsOf(s, family, ev).paidTraffickers += fee;
      addAt(s.city, to, family, 1, ev);
      if (ev) say(ev, 'traffic', (b, l) => b.trafficPaid(placeName(net, to, l), fee, familyName(net, family, l)), { family, place: to, segment, fee, lost: false });
    } else {
      ownList(s, 'deadTraffickers', ev)[family]++;
      if (ev) {
        say(ev, 'traffic', (b, l) => (fee === null
          ? b.trafficTaken(placeName(net, to, l), familyName(net, family, l))
          : b.trafficUnpaid(placeName(net, to, l), fee, familyName(net, family, l))),
        { family, place: to, segment, fee, lost: true });
      }
      return;
    }
  }
  if (walk) ownList(s, 'movedAt', ev)[to]++;
  // BL-R44: $20 at once for a person who reaches Western Europe from outside it (BL-D18).
  if (!net.isStar[from] && net.isStar[to]) {
    ownList(s, 'money', ev)[family] += net.content.rules.europeBonus;
    statsOf(s, family, ev).reachedEurope++;
    if (ev) say(ev, 'europe', (b, l) => b.reachesEurope(familyName(net, family, l), placeName(net, to, l), net.content.rules.europeBonus), { family, place: to });
  }
}

/** The walker's move ends where it stands. */
function finishWalk(s: BorderlinesState, net: Network, seat: number, ev: Events): void {
  const w = s.walker!;
  s.walker = null;
  if (ev) say(ev, 'walk', (b, l) => b.travels(FamilyName(net, seat, l), w.path.map((p) => placeName(net, p, l))), { family: seat, path: w.path });
  arrive(s, net, seat, w.path[0], w.at, true, ev);
}

/** BL-R37..BL-R43: one person, one sea lane, one spin: safe, turned back, or lost at sea. */
function boatTrip(s: BorderlinesState, net: Network, seat: number, from: number, to: number, ev: Events): void {
  s.boating = true;
  s.boatsLeft--;
  statsOf(s, seat, ev).boatTrips++;
  const segment = randInt(s.rng, net.content.roulette.length);
  const fate = net.content.roulette[segment].boat;
  s.lastSpin = { family: seat, from, to, use: 'boat', segment };
  const names = (l: Lang) => [placeName(net, from, l), placeName(net, to, l), familyName(net, seat, l)] as const;
  const data = { family: seat, from, to, segment, fate };
  if (fate === 'safe') {
    leave(s, from, seat, ev);
    if (ev) say(ev, 'boat', (b, l) => b.boatSafe(...names(l)), data);
    arrive(s, net, seat, from, to, false, ev);
  } else if (fate === 'return') {
    statsOf(s, seat, ev).turnedBack++;
    if (ev) say(ev, 'boat', (b, l) => b.boatReturned(...names(l)), data);
  } else {
    leave(s, from, seat, ev);
    ownList(s, 'deadSea', ev)[seat]++;
    if (ev) say(ev, 'boat', (b, l) => b.boatLost(...names(l)), data);
  }
}

export function turnStep(s: BorderlinesState, seat: number, action: number, ev: Events): void {
  const net = networkOf(s);
  const a = borderlinesActions.decode(action)!;
  const rules = net.content.rules;
  switch (a.kind) {
    case 'pass':
      if (ev) say(ev, 'pass', (b, l) => b.passed(FamilyName(net, seat, l)), { family: seat });
      return endTurn(s, ev);
    case 'choose':
      s.chosen = a.slot;
      s.stage = 'pay';
      return;
    case 'sell':
      ownList(s, 'houses', ev)[seat]--;
      ownList(s, 'money', ev)[seat] += rules.houseValue;
      statsOf(s, seat, ev).housesSold++;
      if (ev) say(ev, 'sell', (b, l) => b.sold(FamilyName(net, seat, l), rules.houseValue), { family: seat });
      return;
    case 'pay': {
      const price = net.content.priceSlots[s.chosen];
      const card = s.market[s.chosen];
      const info = net.content.blackMarket[card];
      ownList(s, 'money', ev)[seat] -= price;
      statsOf(s, seat, ev).paidSmugglers += price;
      s.card = card;
      ownList(s, 'market', ev)[s.chosen] = -1;
      s.peopleLeft = info.people + s.bonusPeople;
      s.boatsLeft = info.boat ? s.peopleLeft : 0;
      s.stage = 'move';
      if (ev) say(ev, 'buy', (b, l) => b.bought(FamilyName(net, seat, l), price, cardText(info, s.bonusPeople, s.bonusSteps, l)), { family: seat, card, price });
      return;
    }
    case 'playAid': {
      takeAid(s, net, seat, a.aid, ev);
      const info = net.aidInfo[a.aid]!;
      if (ev) say(ev, 'aid-play', (b, l) => b.aidPlayed(FamilyName(net, seat, l), aidIn(net, a.aid, l)), { family: seat, aid: a.aid });
      if (a.aid === 'step') s.bonusSteps += info.amount;
      else if (a.aid === 'people') s.bonusPeople += info.amount;
      else if (a.aid === 'money') ownList(s, 'money', ev)[seat] += info.amount;
      else openCamp(s, net, ev);
      return;
    }
    case 'resettle': {
      // BL-D23: a legal journey, so no trafficker and no $20; the person takes a free place.
      takeAid(s, net, seat, 'resettle', ev);
      addAt(s.camp, a.from, seat, -1, ev);
      if (arrivalPlace(s, net, a.to) === 'camp') addAt(s.camp, a.to, seat, 1, ev); else addAt(s.city, a.to, seat, 1, ev);
      statsOf(s, seat, ev).resettled++;
      if (ev) say(ev, 'resettle', (b, l) => b.resettled(familyName(net, seat, l), placeName(net, a.from, l), placeName(net, a.to, l)), { family: seat, from: a.from, to: a.to });
      return;
    }
    case 'walk': {
      const steps = net.content.blackMarket[s.card].steps + s.bonusSteps;
      leave(s, a.from, seat, ev);
      s.peopleLeft--;
      s.walker = { at: a.to, left: steps - 1, path: [a.from, a.to] };
      if (s.walker.left === 0) finishWalk(s, net, seat, ev);
      return;
    }
    case 'step': {
      const w = s.walker!;
      w.at = a.to;
      w.path.push(a.to);
      w.left--;
      if (w.left === 0) finishWalk(s, net, seat, ev);
      return;
    }
    case 'boat':
      s.peopleLeft = 0; // BL-R38: land moves come first
      return boatTrip(s, net, seat, a.from, a.to, ev);
    case 'finish': {
      ownList(s, 'used', ev).push(s.card);
      const slot = s.chosen;
      s.card = -1;
      const card = refillMarket(s, net, slot, ev);
      if (ev) say(ev, 'market', (b, l) => b.marketShifts(net.content.priceSlots[0], cardText(net.content.blackMarket[card], 0, 0, l)), { card });
      return endTurn(s, ev);
    }
    case 'place': {
      const x = s.arriving!;
      s.arriving = null;
      if (ev) say(ev, 'place', (b, l) => b.placed(FamilyName(net, seat, l), placeName(net, x.to, l), a.spot), { family: seat, place: x.to, spot: a.spot });
      return settle(s, net, x.family, x.from, x.to, a.spot, x.walk, ev);
    }
    case 'keepAid':
      throw new Error('keepAid is handled by the aid phase');
  }
}

