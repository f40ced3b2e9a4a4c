/**
 * The round: the event phase (BL-R9..BL-R22, schedule BL-D1), the end of each family's action, the
 * war phase (BL-R46..BL-R49) and the end of the game (BL-R50, BL-R51). Everything here happens by
 * itself between the families' choices; chance comes from the state's PRNG.
 */
import { randInt, rollDie, type GameEvent } from '../../engine/index.ts';
import { pick, sayInAll, type Lang } from '../../engine/lang.ts';
import { networkOf, type Network } from './content.ts';
import { addAt, inEurope, tableDeaths } from './moves.ts';
import { ownList, ownRow } from '../state-parts.ts';
import { aidIn, books, type Phrases } from './phrases/index.ts';
import type { BorderlinesState } from './types.ts';
import { FamilyName, familyName, placeName } from './words.ts';

/** A sentence in one language, from that language's phrasebook (BL-D42). */
export type Words = (book: Phrases, lang: Lang) => string;

export type Events = GameEvent[] | null;

/** Callers guard with `if (ev)` where a text costs something, so playouts build none. */
export function say(ev: Events, kind: string, words: Words, data?: Record<string, unknown>, to?: number[]): void {
  if (!ev) return;
  const e: GameEvent = { kind, ...sayInAll(books, words) };
  if (to) e.to = to;
  if (data) e.data = data;
  ev.push(e);
}

/** A random element of the ids 0..n-1 that `taken` does not hold (BL-D8: decks are drawn from at random). */
function drawFree(s: BorderlinesState, n: number, taken: (id: number) => boolean): number {
  const marks = new Uint8Array(n);
  for (let id = 0; id < n; id++) if (taken(id)) marks[id] = 1;
  return drawUnmarked(s, marks);
}

/**
 * `drawFree` over marks (1: taken): the free ids counted, then the drawn one found again — the same
 * draw as picking from a list of them, with no list and no call per card (a draw at every action's
 * end: docs/performance.md, "Borderlines rules").
 */
function drawUnmarked(s: BorderlinesState, taken: Uint8Array): number {
  let free = 0;
  for (let id = 0; id < taken.length; id++) free += 1 - taken[id];
  if (free === 0) return -1;
  let left = randInt(s.rng, free);
  for (let id = 0; id < taken.length; id++) if (taken[id] === 0 && left-- === 0) return id;
  throw new Error('drawUnmarked: the free ids changed while drawing');
}

/** Clears what one family's action used (BL-R31: the moved marks last one action). */
export function resetTurn(s: BorderlinesState, ev: Events): void {
  s.stage = 'market';
  s.chosen = -1;
  s.card = -1;
  s.bonusPeople = 0;
  s.bonusSteps = 0;
  s.peopleLeft = 0;
  s.boatsLeft = 0;
  s.boating = false;
  s.walker = null;
  // In place in a playout; in apply's copy, which shares the list (src/games/state-parts.ts), a list already clear is kept.
  if (ev === null) s.movedAt.fill(0);
  else if (s.movedAt.some((n) => n !== 0)) ownList(s, 'movedAt', ev).fill(0);
}

/** BL-R10..BL-R12: the round's war card comes into play with a random zone card, face down for ISIS and Russia. */
function playWarCard(s: BorderlinesState, net: Network, ev: Events): void {
  const i = s.war.length;
  const card = net.content.warCards[i];
  if (!card) return;
  const zone = drawFree(s, net.zonePlaces.length, (z) => s.war.some((w) => w.zone === z));
  if (zone < 0) return;
  // A new list, not a push: the list is shared with the state this one was cloned from (clone.ts).
  s.war = [...s.war, { zone, shown: !card.faceDown }];
  if (ev) {
    say(ev, 'war-card', (b, l) => (card.faceDown
      ? b.warCardHidden(pick(card.name, l), card.year)
      : b.warCardShown(pick(card.name, l), card.year, zone, placeName(net, net.zonePlaces[zone], l))),
    { warCard: i, zone: card.faceDown ? -1 : zone });
  }
}

/** BL-R13, BL-R14: the tokens of one group are turned over; open ones are removed, closed ones stay. */
function borderControl(s: BorderlinesState, net: Network, group: 'A' | 'B', ev: Events): void {
  // The tokens are shared with the state this one was cloned from (clone.ts): turned over in copies.
  s.borders = s.borders.map((t) => ({ ...t }));
  s.borders.forEach((t, i) => {
    if (t.group !== group || t.shown) return;
    t.shown = true;
    const c = net.content.crossings[i];
    if (ev) say(ev, 'border', (b, l) => (t.closed ? b.borderClosed(pick(c.name, l), pick(c.note, l)) : b.borderOpen(pick(c.name, l))),
      { crossing: i, closed: t.closed });
  });
}

/** BL-R15, BL-R16, BL-D24: a random camp card opens a camp in its city; nothing when none is left. */
export function openCamp(s: BorderlinesState, net: Network, ev: Events): void {
  const card = drawFree(s, net.content.campCards.length, (c) => s.camps.includes(c));
  if (card < 0) {
    if (ev) say(ev, 'camp', (b) => b.noCamp());
    return;
  }
  s.camps = [...s.camps, card]; // shared with the state this one was cloned from (clone.ts)
  if (ev) {
    const c = net.content.campCards[card];
    say(ev, 'camp', (b, l) => b.campOpens(pick(c.name, l), placeName(net, net.campPlace[card], l), net.content.rules.campPlaces), { camp: card });
  }
}

/** Aid cards in the aid deck: neither kept nor being offered (BL-D21). */
export function aidDeck(s: Pick<BorderlinesState, 'aidHeld' | 'aidOffer'>, net: Network): number[] {
  // One mark per card kept or offered, rather than searching every hand for every card (docs/lab.md, "Speed").
  const n = net.aidCards.length;
  const taken = new Uint8Array(n);
  for (const hand of s.aidHeld) for (let i = 0; i < hand.length; i++) taken[hand[i]] = 1;
  for (const hand of s.aidOffer) for (let i = 0; i < hand.length; i++) taken[hand[i]] = 1;
  const out: number[] = [];
  for (let id = 0; id < n; id++) if (taken[id] === 0) out.push(id);
  return out;
}

/**
 * BL-R17, BL-D21: "each player will receive 2 aid cards randomly of which they can only keep one".
 * Families are dealt in turn from the starter, two cards each while the aid deck holds two; a family
 * the deck cannot serve yet waits (`aidWaiting`) until the cards others do not keep come back, so every
 * family receives two and keeps one. Returns whether some family has a choice to make.
 */
function dealAid(s: BorderlinesState, net: Network, ev: Events): boolean {
  if (aidDeck(s, net).length === 0) {
    if (ev) say(ev, 'aid', (b) => b.aidNone());
    return false;
  }
  if (ev) say(ev, 'aid', (b) => b.aidArrives());
  s.aidWaiting = [];
  for (let j = 0; j < s.players; j++) s.aidWaiting.push((s.starter + j) % s.players);
  return dealWaiting(s, net, ev);
}

/**
 * BL-D21: deals `aidOffered` cards to each waiting family in turn while the deck holds that many. When
 * nobody is choosing (no card can come back) and families still wait, they share what is left one card
 * each, which they keep (only a content with few aid cards gets there). Returns whether a family chooses.
 */
export function dealWaiting(s: BorderlinesState, net: Network, ev: Events): boolean {
  const k = net.content.rules.aidOffered;
  const deck = aidDeck(s, net);
  while (s.aidWaiting.length > 0 && deck.length >= k) {
    const seat = ownList(s, 'aidWaiting', ev).shift()!;
    const offer = ownRow(s.aidOffer, seat, ev);
    for (let i = 0; i < k; i++) offer.push(deck.splice(randInt(s.rng, deck.length), 1)[0]);
    offerOrKeep(s, net, seat, ev);
  }
  if (s.aidWaiting.length > 0 && s.aidOffer.every((o) => o.length === 0)) {
    for (const seat of s.aidWaiting) {
      if (deck.length === 0) break;
      ownRow(s.aidOffer, seat, ev).push(deck.splice(randInt(s.rng, deck.length), 1)[0]);
      offerOrKeep(s, net, seat, ev);
    }
    s.aidWaiting = [];
  }
  return s.aidOffer.some((o) => o.length > 0);
}

/** A family dealt one card keeps it; a family dealt more is told its offer (in secret). */
function offerOrKeep(s: BorderlinesState, net: Network, seat: number, ev: Events): void {
  const offer = s.aidOffer[seat];
  if (offer.length === 1) {
    ownRow(s.aidHeld, seat, ev).push(offer[0]);
    s.aidOffer[seat] = [];
    const kept = net.aidCards[offer[0]];
    if (ev) say(ev, 'aid-kept', (b, l) => b.aidReceived(aidIn(net, kept, l)), undefined, [seat]);
  } else if (offer.length > 1 && ev) {
    say(ev, 'aid-offer', (b, l) => b.aidOffered(offer.map((id) => aidIn(net, net.aidCards[id], l))), undefined, [seat]);
  }
}

export function startRound(s: BorderlinesState, ev: Events): void {
  s.round++;
  s.turnsTaken = 0;
  s.eventCursor = 0;
  if (ev) {
    const net = networkOf(s);
    const round = s.round;
    const starter = s.starter;
    say(ev, 'round', (b, l) => b.roundBegins(round, FamilyName(net, starter, l)), { round });
  }
  continueEvents(s, ev);
}

/** Runs the round's events from the cursor; stops when families must choose aid cards. */
export function continueEvents(s: BorderlinesState, ev: Events): void {
  const net = networkOf(s);
  const plan = net.content.schedule[s.round - 1];
  while (s.eventCursor < plan.events.length) {
    const e = plan.events[s.eventCursor++];
    if (e.kind === 'war') playWarCard(s, net, ev);
    else if (e.kind === 'camp') openCamp(s, net, ev);
    else if (e.kind === 'border') borderControl(s, net, e.group, ev);
    else if (dealAid(s, net, ev)) {
      s.phase = 'aid';
      s.turn = -1;
      return;
    }
  }
  // BL-R23: the action phase starts with the starter.
  s.phase = 'action';
  s.turn = s.starter;
  resetTurn(s, ev);
}

/** The last war phase of the schedule (BL-R47: round 6's). */
function isLastWarPhase(s: BorderlinesState, net: Network): boolean {
  const schedule = net.content.schedule;
  for (let r = s.round; r < schedule.length; r++) if (schedule[r].warPhase) return false;
  return true;
}

/**
 * BL-R46..BL-R49: every war card with a face-up zone card attacks its zone — each family there rolls
 * one die per person, and the card's table turns the sum into deaths. At the last war phase the
 * face-down zone cards are turned up first; after an earlier one all zone cards are reshuffled and
 * dealt again onto the war cards in play.
 */
function warPhase(s: BorderlinesState, net: Network, ev: Events): void {
  const last = isLastWarPhase(s, net);
  if (ev) say(ev, 'war-phase', (b) => b.warPhase());
  // The war cards are shared with the state this one was cloned from (clone.ts): changed in copies.
  s.war = s.war.map((w) => ({ ...w }));
  if (last) {
    s.war.forEach((w, i) => {
      if (w.shown) return;
      w.shown = true;
      const zone = w.zone;
      if (ev) say(ev, 'war-reveal', (b, l) => b.warReveal(pick(net.content.warCards[i].name, l), zone, placeName(net, net.zonePlaces[zone], l)), { warCard: i, zone });
    });
  }
  s.lastWar = [];
  s.war.forEach((w, i) => {
    if (!w.shown) return;
    const card = net.content.warCards[i];
    const place = net.zonePlaces[w.zone];
    for (let k = 0; k < s.players; k++) {
      const family = (s.starter + k) % s.players;
      const here = s.city[place][family];
      if (here === 0) continue;
      const rolls: number[] = [];
      let total = 0;
      for (let d = 0; d < here; d++) { const r = rollDie(s.rng); rolls.push(r); total += r; }
      const deaths = Math.min(here, tableDeaths(card.table, total));
      addAt(s.city, place, family, -deaths, ev);
      ownList(s, 'deadWar', ev)[family] += deaths;
      s.lastWar.push({ warCard: i, zone: w.zone, family, rolls, deaths });
      if (ev) {
        say(ev, 'war-roll', (b, l) => b.warRoll(pick(card.name, l), placeName(net, place, l), familyName(net, family, l), rolls, total, deaths),
          { warCard: i, zone: w.zone, family, rolls, sum: total, deaths });
      }
    }
  });
  if (!last) {
    // BL-R49: all zone cards are shuffled and new ones dealt onto the war cards in play.
    const zones = net.zonePlaces.map((_, z) => z);
    s.war.forEach((w, i) => {
      w.zone = zones.splice(randInt(s.rng, zones.length), 1)[0];
      w.shown = !net.content.warCards[i].faceDown;
      const name = net.content.warCards[i].name;
      const zone = w.zone;
      if (ev && w.shown) say(ev, 'war-card', (b, l) => b.warMoves(pick(name, l), zone, placeName(net, net.zonePlaces[zone], l)), { warCard: i, zone });
      else if (ev) say(ev, 'war-card', (b, l) => b.warHiddenAgain(pick(name, l)), { warCard: i, zone: -1 });
    });
  }
}

/** BL-R50, BL-R51: after the last round, each person in Western Europe brings the final bonus too. */
function endGame(s: BorderlinesState, net: Network, ev: Events): void {
  const money = ownList(s, 'money', ev);
  for (let f = 0; f < s.players; f++) money[f] += inEurope(s, net, f) * net.content.rules.finalEuropeBonus;
  s.phase = 'over';
  s.turn = -1;
  const rounds = s.round;
  if (ev) say(ev, 'over', (b) => b.gameOver(rounds));
}

/** After a family's action: the next family clockwise, or the war phase and the next round (BL-R23, BL-R45). */
export function endTurn(s: BorderlinesState, ev: Events): void {
  s.turnsTaken++;
  if (s.turnsTaken < s.players) {
    s.turn = (s.turn + 1) % s.players;
    resetTurn(s, ev);
    return;
  }
  const net = networkOf(s);
  if (net.content.schedule[s.round - 1].warPhase) warPhase(s, net, ev);
  if (s.round >= net.content.schedule.length) {
    resetTurn(s, ev);
    endGame(s, net, ev);
    return;
  }
  // BL-R45: the starter card passes to the player on the left — the next seat clockwise.
  s.starter = (s.starter + 1) % s.players;
  startRound(s, ev);
}

/** BL-R35, BL-R36: the market shifts towards the cheap end and a new card enters at the dearest slot. */
export function refillMarket(s: BorderlinesState, net: Network, slot: number, ev: Events): number {
  const market = ownList(s, 'market', ev);
  for (let i = slot; i > 0; i--) market[i] = market[i - 1];
  const total = net.content.blackMarket.length;
  // One mark per card in the market or used, rather than searching both lists for every card.
  const taken = new Uint8Array(total);
  for (let i = 0; i < s.market.length; i++) if (s.market[i] >= 0) taken[s.market[i]] = 1;
  for (let i = 0; i < s.used.length; i++) taken[s.used[i]] = 1;
  if (taken.indexOf(0) < 0) {
    s.used = [];
    taken.fill(0);
    for (let i = 0; i < s.market.length; i++) if (s.market[i] >= 0) taken[s.market[i]] = 1;
  }
  const card = drawUnmarked(s, taken);
  market[0] = card;
  return card;
}

