/**
 * Borderlines' moves in groups, the board elements each one acts on, and what it costs and brings in
 * words. The parts come from the game's own decoder (`borderlinesActions`); numbers come from the view
 * and the content; where a person arriving would stay is the game's own `arrivalPlace`. Legality is
 * the engine's: nothing here decides what may be played.
 *
 * Board keys: a market card `slot:<n>`; a family's people in a place `people:<p>` (where a move
 * starts); a place `place:<p>` (where a road or a boat leads); a sea lane `sea:<from>-<to>`; an aid
 * card in the hand `aid:<kind>`, one offered `offer:<kind>`; and the buttons `pass`, `sell`, `pay`,
 * `finish`.
 */
import {
  arrivalPlace, borderlinesActions, campPlacesAt, contentOf, networkOf, peopleAt, type BorderlinesAction, type BorderlinesView,
} from '../../../games/borderlines/index.ts';
import type { ActionClass } from '../types.ts';
import { aidName, cardWords, countOf, money, people, placeName, rouletteOdds, steps } from './words.ts';

export const slotKey = (slot: number) => `slot:${slot}`;
export const placeKey = (place: number) => `place:${place}`;
export const peopleKey = (place: number) => `people:${place}`;
export const laneKey = (from: number, to: number) => `sea:${from}-${to}`;
export const aidKey = (kind: string) => `aid:${kind}`;
export const offerKey = (kind: string) => `offer:${kind}`;
export const PASS_KEY = 'pass';
export const SELL_KEY = 'sell';
export const PAY_KEY = 'pay';
export const FINISH_KEY = 'finish';

/** The headings of the move list, in the order a turn meets them. */
export const GROUPS = {
  keep: 'Keep an aid card',
  aid: 'Use an aid card',
  choose: 'Choose a black-market card',
  pass: 'Buy nothing',
  pay: 'Pay the smugglers',
  walk: 'Move a family member',
  step: 'On the way',
  boat: 'Boat trips',
  finish: 'End the action',
  other: 'Other moves',
} as const;

/** Where a person arriving in `to` from `from` would stay, and what it brings, in words. */
export function arrivalWords(v: BorderlinesView, from: number, to: number): string {
  const net = networkOf(v);
  const c = net.content;
  const name = placeName(c, to);
  if (net.isZone[to]) return `stays in ${name}, in Syria`;
  const where = arrivalPlace(v, net, to);
  const europe = net.isStar[to] && !net.isStar[from] ? ` · +${money(c.rules.europeBonus)} on arrival in Western Europe` : '';
  if (where === 'camp') return `a place in the refugee camp in ${name}, no trafficker${europe}`;
  if (where === 'red') return `the last place in ${name}, its red area: the roulette sets the trafficker's fee, or the person is lost${europe}`;
  return `a free place in ${name}${europe}`;
}

function stepsNow(v: BorderlinesView): number {
  const card = contentOf(v).blackMarket[v.card];
  return (card?.steps ?? 1) + v.bonusSteps;
}

function detailOf(v: BorderlinesView, seat: number, a: BorderlinesAction): string {
  const net = networkOf(v);
  const c = net.content;
  const cash = v.money[seat] ?? 0;
  const houses = v.houses[seat] ?? 0;
  switch (a.kind) {
    case 'pass':
      return 'pay nothing · nobody in your family moves this round · the market stays as it is';
    case 'choose': {
      const card = c.blackMarket[v.market[a.slot]];
      const price = c.priceSlots[a.slot] ?? 0;
      const short = price - cash;
      const sell = short > 0 ? ` · sell ${countOf(Math.ceil(short / c.rules.houseValue), 'house')} to pay it` : '';
      return `costs ${money(price)} · ${card ? cardWords(card, v.bonusPeople, v.bonusSteps) : 'a card'} · you have ${money(cash)}${sell}`;
    }
    case 'sell':
      return `+${money(c.rules.houseValue)} now (${money(cash)} → ${money(cash + c.rules.houseValue)}) · ${countOf(houses - 1, 'house')} left · each house kept is 1 point at the end`;
    case 'pay': {
      const price = c.priceSlots[v.chosen] ?? 0;
      const card = c.blackMarket[v.market[v.chosen]];
      const then = card ? ` · then move up to ${people(card.people + v.bonusPeople)}, ${steps(card.steps + v.bonusSteps)} each${card.boat ? ', and boat trips' : ''}` : '';
      return `−${money(price)} (${money(cash)} → ${money(cash - price)})${then}`;
    }
    case 'playAid': {
      const info = c.aid.find((k) => k.kind === a.aid);
      const amount = info?.amount ?? 0;
      const shown = ' · the card is shown to all and used up';
      if (a.aid === 'step') return `each person you move this turn takes ${countOf(amount, 'more step', 'more steps')}${shown}`;
      if (a.aid === 'people') return `this turn's card moves ${people(amount)} more${shown}`;
      if (a.aid === 'money') return `+${money(amount)} now (${money(cash)} → ${money(cash + amount)})${shown}`;
      return `a refugee camp opens at once in a city drawn at random: ${c.rules.campPlaces} more places there (${countOf(c.campCards.length - v.camps.length, 'camp card')} left)${shown}`;
    }
    case 'resettle':
      return `a family member leaves the camp in ${placeName(c, a.from)} for ${placeName(c, a.to)}, in Western Europe · a legal journey: no trafficker and no ${money(c.rules.europeBonus)} · uses your ${aidName(c, 'resettle')} card`;
    case 'keepAid': {
      const info = c.aid.find((k) => k.kind === a.aid);
      return `${info?.text ?? aidName(c, a.aid)} · kept in secret; the other card goes back`;
    }
    case 'walk': {
      const n = stepsNow(v);
      const here = peopleAt(v, a.from, seat);
      const leaves = `leaves ${placeName(c, a.from)} (${countOf(here, 'family member')} there)`;
      return n === 1 ? `${leaves} · ${arrivalWords(v, a.from, a.to)}` : `${leaves} · first road of ${steps(n)}: every step must be used`;
    }
    case 'step': {
      const left = (v.walker?.left ?? 1) - 1;
      const start = v.walker?.path[0] ?? a.to;
      return left === 0 ? `last step: ${arrivalWords(v, start, a.to)}` : `${countOf(left, 'more step', 'more steps')} after this one`;
    }
    case 'boat': {
      const odds = rouletteOdds(c);
      const after = v.boatsLeft - 1;
      const ends = !v.boating && v.peopleLeft > 0 ? ' · ends the land moves' : '';
      return `the roulette decides: ${odds.safe} in ${odds.total} safe, ${odds.back} turned back, ${odds.death} lost at sea · if safe, ${arrivalWords(v, a.from, a.to)} · ${countOf(after, 'boat trip')} left after this${ends}`;
    }
    case 'finish': {
      const unused = [
        !v.boating && v.peopleLeft > 0 ? `${people(v.peopleLeft)} could still move` : '',
        v.boatsLeft > 0 ? `${countOf(v.boatsLeft, 'boat trip')} unused` : '',
      ].filter(Boolean);
      return `the card goes to the used pile; the market shifts and a new card comes in at ${money(c.priceSlots[0] ?? 0)}${unused.length ? ` · ${unused.join(', ')}` : ''}`;
    }
  }
}

export function classifyBorderlines(view: unknown, seat: number, action: number): ActionClass {
  const v = view as BorderlinesView;
  const a = borderlinesActions.decode(action);
  if (a === null) return { group: GROUPS.other };
  const detail = detailOf(v, seat, a);
  switch (a.kind) {
    case 'pass': return { group: GROUPS.pass, target: PASS_KEY, detail, pass: true };
    case 'choose': return { group: GROUPS.choose, target: slotKey(a.slot), detail };
    case 'sell': return { group: GROUPS.pay, target: SELL_KEY, detail };
    case 'pay': return { group: GROUPS.pay, target: PAY_KEY, detail };
    case 'playAid': return { group: GROUPS.aid, target: aidKey(a.aid), detail };
    case 'resettle': return { group: GROUPS.aid, target: aidKey('resettle'), also: [peopleKey(a.from), placeKey(a.to)], detail };
    case 'keepAid': return { group: GROUPS.keep, target: offerKey(a.aid), detail };
    case 'walk': return { group: GROUPS.walk, target: peopleKey(a.from), also: [placeKey(a.to)], detail };
    case 'step': return { group: GROUPS.step, target: placeKey(a.to), detail };
    case 'boat': return { group: GROUPS.boat, target: laneKey(a.from, a.to), also: [peopleKey(a.from), placeKey(a.to)], detail };
    case 'finish': return { group: GROUPS.finish, target: FINISH_KEY, detail };
  }
}

export function phaseHintBorderlines(view: unknown, seat: number, names: string[]): string {
  const v = view as BorderlinesView;
  const c = contentOf(v);
  const family = `The ${c.families[seat]?.name ?? `Player ${seat + 1}`} family`;
  // The hint speaks to the seat when it is the viewer's own, and about it otherwise.
  const mine = v.viewer === seat;
  if (v.phase === 'over') return '';
  if (v.phase === 'aid') {
    if (!mine) return `${family} is choosing which aid card to keep.`;
    return (v.aidOfferCount[seat] ?? 0) > 0
      ? 'Aid has arrived: keep one of the aid cards offered (tap it). Every family chooses at the same time, in secret.'
      : 'Aid has arrived: the other families are choosing which aid card to keep.';
  }
  if (v.stage === 'market') {
    if (!mine) return `${family} (${names[seat] ?? `Player ${seat + 1}`}) is choosing a black-market card for round ${v.round}.`;
    const aid = (v.myAid?.length ?? 0) > 0 ? 'Play an aid card first if you like, then choose' : 'Choose';
    return `Round ${v.round}: ${aid} a black-market card (tap it in the market), or buy nothing this round.`;
  }
  if (v.stage === 'pay') {
    return mine
      ? `Sell houses if you need money (${money(c.rules.houseValue)} each, only while buying), then pay the smugglers.`
      : `${family} is paying the smugglers.`;
  }
  if (v.walker) {
    const left = countOf(v.walker.left, 'more step', 'more steps');
    return mine
      ? `On the way from ${placeName(c, v.walker.path[0])}: tap where the family member goes next (${left}).`
      : `${family}: a family member is on the way from ${placeName(c, v.walker.path[0])} (${left}).`;
  }
  if (!mine) return `${family} is moving family members.`;
  const n = stepsNow(v);
  const land = v.peopleLeft > 0 && !v.boating ? `Move up to ${people(v.peopleLeft)}, each exactly ${steps(n)}: tap one of your people on the map, then where they go.` : '';
  const boats = v.boatsLeft > 0 ? ` Boat trips (${v.boatsLeft} left): tap a blue sea lane${land ? ', after the land moves' : ''}.` : '';
  return `${land}${boats} End the action when you are done.`.trim();
}

/** How many places a city has and how many are taken (for labels and tallies). */
export function placesTaken(v: BorderlinesView, place: number): { city: number; cityCap: number; camp: number; campCap: number } {
  const net = networkOf(v);
  const sum = (row: readonly number[]) => row.reduce((s, x) => s + x, 0);
  return {
    city: sum(v.city[place] ?? []),
    cityCap: net.isZone[place] ? Infinity : net.content.rules.cityPlaces,
    camp: sum(v.camp[place] ?? []),
    campCap: campPlacesAt(v, net, place),
  };
}
