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
  arrivalChoices, arrivalPlace, borderlinesActions, campPlacesAt, contentOf, networkOf, peopleAt, type BorderlinesAction, type BorderlinesView,
} from '../../../games/borderlines/index.ts';
import { pick, type Lang } from '../../../engine/lang.ts';
import type { ActionClass } from '../types.ts';
import { aidName, cardWords, countIn, money, people, placeName, rouletteOdds, steps, tr } from './words.ts';

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

/** The headings of the move list, in the order a turn meets them, in English (`groupsIn` for a language). */
export const GROUPS = {
  keep: 'Keep an aid card',
  aid: 'Use an aid card',
  choose: 'Choose a black-market card',
  pass: 'Buy nothing',
  pay: 'Pay the smugglers',
  walk: 'Move a family member',
  step: 'On the way',
  boat: 'Boat trips',
  place: 'Where the person stays',
  finish: 'End the action',
  other: 'Other moves',
} as const;

/** The move list's headings in `lang` (`GROUPS` are the English ones). */
export function groupsIn(lang: Lang = 'en'): Record<keyof typeof GROUPS, string> {
  const t = tr(lang);
  return Object.fromEntries(Object.keys(GROUPS).map((k) => [k, t(`group.${k}`)])) as Record<keyof typeof GROUPS, string>;
}

/** Where a person arriving in `to` from `from` would stay, and what it brings, in words. */
export function arrivalWords(v: BorderlinesView, from: number, to: number, lang: Lang = 'en'): string {
  const net = networkOf(v);
  const c = net.content;
  const t = tr(lang);
  const place = placeName(c, to, lang);
  if (net.isZone[to]) return t('arrival.zone', { place });
  const europe = net.isStar[to] && !net.isStar[from] ? t('arrival.europe', { money: money(c.rules.europeBonus) }) : '';
  // BL-D14: with a choice of spot the family is asked on arrival; else the person goes where the game puts them.
  if (!v.variants.includes('arrivalsInOrder') && arrivalChoices(v, net, to).length > 1) return t('arrival.choose', { place, europe });
  const where = arrivalPlace(v, net, to);
  if (where === 'camp') return t('arrival.camp', { place, europe });
  if (where === 'red') return t('arrival.red', { place, europe });
  return t('arrival.free', { place, europe });
}

function stepsNow(v: BorderlinesView): number {
  const card = contentOf(v).blackMarket[v.card];
  return (card?.steps ?? 1) + v.bonusSteps;
}

function detailOf(v: BorderlinesView, seat: number, a: BorderlinesAction, lang: Lang): string {
  const net = networkOf(v);
  const c = net.content;
  const t = tr(lang);
  const count = (n: number, word: string) => countIn(t, n, word);
  const cash = v.money[seat] ?? 0;
  const houses = v.houses[seat] ?? 0;
  switch (a.kind) {
    case 'pass':
      return t('detail.pass');
    case 'choose': {
      const card = c.blackMarket[v.market[a.slot]];
      const price = c.priceSlots[a.slot] ?? 0;
      const short = price - cash;
      const sell = short > 0 ? t('detail.chooseSell', { houses: count(Math.ceil(short / c.rules.houseValue), 'house') }) : '';
      return t('detail.choose', { price: money(price), card: card ? cardWords(card, v.bonusPeople, v.bonusSteps, lang) : t('detail.aCard'), cash: money(cash), sell });
    }
    case 'sell':
      return t('detail.sell', { value: money(c.rules.houseValue), cash: money(cash), after: money(cash + c.rules.houseValue), houses: count(houses - 1, 'house') });
    case 'pay': {
      const price = c.priceSlots[v.chosen] ?? 0;
      const card = c.blackMarket[v.market[v.chosen]];
      const then = card ? t('detail.payThen', { people: people(card.people + v.bonusPeople, lang), steps: steps(card.steps + v.bonusSteps, lang), boat: card.boat ? t('detail.payBoat') : '' }) : '';
      return t('detail.pay', { price: money(price), cash: money(cash), after: money(cash - price), then });
    }
    case 'playAid': {
      const info = c.aid.find((k) => k.kind === a.aid);
      const amount = info?.amount ?? 0;
      const shown = t('detail.aidShown');
      if (a.aid === 'step') return t('detail.aidStep', { count: amount, shown });
      if (a.aid === 'people') return t('detail.aidPeople', { people: people(amount, lang), shown });
      if (a.aid === 'money') return t('detail.aidMoney', { amount: money(amount), cash: money(cash), after: money(cash + amount), shown });
      return t('detail.aidCamp', { places: c.rules.campPlaces, cards: count(c.campCards.length - v.camps.length, 'campCard'), shown });
    }
    case 'resettle':
      return t('detail.resettle', { from: placeName(c, a.from, lang), to: placeName(c, a.to, lang), bonus: money(c.rules.europeBonus), card: aidName(c, 'resettle', lang) });
    case 'keepAid': {
      const info = c.aid.find((k) => k.kind === a.aid);
      return t('detail.keepAid', { text: info ? pick(info.text, lang) : aidName(c, a.aid, lang) });
    }
    case 'walk': {
      const n = stepsNow(v);
      const here = peopleAt(v, a.from, seat);
      const leaves = t('detail.leaves', { place: placeName(c, a.from, lang), here: count(here, 'familyMember') });
      return n === 1 ? t('detail.walkOne', { leaves, arrival: arrivalWords(v, a.from, a.to, lang) }) : t('detail.walkMany', { leaves, steps: steps(n, lang) });
    }
    case 'step': {
      const left = (v.walker?.left ?? 1) - 1;
      const start = v.walker?.path[0] ?? a.to;
      return left === 0 ? t('detail.stepLast', { arrival: arrivalWords(v, start, a.to, lang) }) : t('detail.stepMore', { count: left });
    }
    case 'boat': {
      const odds = rouletteOdds(c);
      const after = v.boatsLeft - 1;
      const ends = !v.boating && v.peopleLeft > 0 ? t('detail.boatEnds') : '';
      return t('detail.boat', { safe: odds.safe, total: odds.total, back: odds.back, death: odds.death, arrival: arrivalWords(v, a.from, a.to, lang), trips: count(after, 'boatTrip'), ends });
    }
    case 'place': {
      const place = placeName(c, v.arriving?.to ?? 0, lang);
      return t(a.spot === 'city' ? 'detail.placeCity' : a.spot === 'camp' ? 'detail.placeCamp' : 'detail.placeRed', { place });
    }
    case 'finish': {
      const unused = [
        !v.boating && v.peopleLeft > 0 ? t('detail.couldMove', { people: people(v.peopleLeft, lang) }) : '',
        v.boatsLeft > 0 ? t('detail.unusedTrips', { trips: count(v.boatsLeft, 'boatTrip') }) : '',
      ].filter(Boolean);
      return t('detail.finish', { price: money(c.priceSlots[0] ?? 0), unused: unused.length ? t('detail.finishUnused', { unused: unused.join(t('words.listComma')) }) : '' });
    }
  }
}

export function classifyBorderlines(view: unknown, seat: number, action: number, lang: Lang = 'en'): ActionClass {
  const v = view as BorderlinesView;
  const g = groupsIn(lang);
  const a = borderlinesActions.decode(action);
  if (a === null) return { group: g.other };
  const detail = detailOf(v, seat, a, lang);
  switch (a.kind) {
    case 'pass': return { group: g.pass, target: PASS_KEY, detail, pass: true };
    case 'choose': return { group: g.choose, target: slotKey(a.slot), detail };
    case 'sell': return { group: g.pay, target: SELL_KEY, detail };
    case 'pay': return { group: g.pay, target: PAY_KEY, detail };
    case 'playAid': return { group: g.aid, target: aidKey(a.aid), detail };
    case 'resettle': return { group: g.aid, target: aidKey('resettle'), also: [peopleKey(a.from), placeKey(a.to)], detail };
    case 'keepAid': return { group: g.keep, target: offerKey(a.aid), detail };
    case 'walk': return { group: g.walk, target: peopleKey(a.from), also: [placeKey(a.to)], detail };
    case 'step': return { group: g.step, target: placeKey(a.to), detail };
    case 'boat': return { group: g.boat, target: laneKey(a.from, a.to), also: [peopleKey(a.from), placeKey(a.to)], detail };
    case 'place': return { group: g.place, target: placeKey(v.arriving?.to ?? 0), detail };
    case 'finish': {
      // Ending with people still able to move on the card is asked once (docs/architecture.md §11, Words).
      const left = !v.boating && v.peopleLeft > 0 ? v.peopleLeft : 0;
      return { group: g.finish, target: FINISH_KEY, detail, ...(left > 0 ? { confirm: tr(lang)('confirm.finish', { count: left, people: people(left, lang) }) } : {}) };
    }
  }
}

export function phaseHintBorderlines(view: unknown, seat: number, names: string[], lang: Lang = 'en'): string {
  const v = view as BorderlinesView;
  const c = contentOf(v);
  const t = tr(lang);
  const player = (p: number) => t('words.player', { n: p + 1 });
  const f = c.families[seat];
  const family = t('words.TheFamily', { name: f ? pick(f.name, lang) : player(seat) });
  // The hint speaks to the seat when it is the viewer's own, and about it otherwise.
  const mine = v.viewer === seat;
  if (v.phase === 'over') return '';
  if (v.phase === 'aid') {
    if (!mine) return t('hint.aidOther', { family });
    return (v.aidOfferCount[seat] ?? 0) > 0 ? t('hint.aidMine') : t('hint.aidWait');
  }
  if (v.stage === 'market') {
    if (!mine) return t('hint.marketOther', { family, who: names[seat] ?? player(seat), round: v.round });
    const aid = (v.myAid?.length ?? 0) > 0 ? t('hint.aidFirst') : t('hint.choose');
    return t('hint.market', { round: v.round, aid });
  }
  if (v.stage === 'pay') {
    return mine ? t('hint.payMine', { value: money(c.rules.houseValue) }) : t('hint.payOther', { family });
  }
  if (v.arriving) {
    const place = placeName(c, v.arriving.to, lang);
    return mine ? t('hint.placeMine', { place }) : t('hint.placeOther', { family, place });
  }
  if (v.walker) {
    const left = countIn(t, v.walker.left, 'moreStep');
    const place = placeName(c, v.walker.path[0], lang);
    return mine ? t('hint.walkMine', { place, left }) : t('hint.walkOther', { family, place, left });
  }
  if (!mine) return t('hint.movingOther', { family });
  const n = stepsNow(v);
  const land = v.peopleLeft > 0 && !v.boating ? t('hint.land', { people: people(v.peopleLeft, lang), steps: steps(n, lang) }) : '';
  const boats = v.boatsLeft > 0 ? t('hint.boats', { n: v.boatsLeft, after: land ? t('hint.afterLand') : '' }) : '';
  return t('hint.done', { land, boats }).trim();
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
