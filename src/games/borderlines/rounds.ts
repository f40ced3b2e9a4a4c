/**
 * The round: the event phase (BL-R9..BL-R22, schedule BL-D1), the end of each family's action, the
 * war phase (BL-R46..BL-R49) and the end of the game (BL-R50, BL-R51). Everything here happens by
 * itself between the families' choices; chance comes from the state's PRNG.
 */
import { randInt, rollDie, type GameEvent } from '../../engine/index.ts';
import { networkOf, type Network } from './content.ts';
import { inEurope, tableDeaths } from './moves.ts';
import type { BorderlinesState } from './types.ts';
import { FamilyName, familyName, members, placeName } from './words.ts';

export type Events = GameEvent[] | null;

/** Callers guard with `if (ev)` where a text costs something, so playouts build none. */
export function say(ev: Events, kind: string, text: string, data?: Record<string, unknown>, to?: number[]): void {
  if (!ev) return;
  const e: GameEvent = { kind, text };
  if (to) e.to = to;
  if (data) e.data = data;
  ev.push(e);
}

/** A random element of the ids 0..n-1 that `taken` does not hold (BL-D8: decks are drawn from at random). */
function drawFree(s: BorderlinesState, n: number, taken: (id: number) => boolean): number {
  const free: number[] = [];
  for (let id = 0; id < n; id++) if (!taken(id)) free.push(id);
  return free.length === 0 ? -1 : free[randInt(s.rng, free.length)];
}

/** Clears what one family's action used (BL-R31: the moved marks last one action). */
export function resetTurn(s: BorderlinesState): void {
  s.stage = 'market';
  s.chosen = -1;
  s.card = -1;
  s.bonusPeople = 0;
  s.bonusSteps = 0;
  s.peopleLeft = 0;
  s.boatsLeft = 0;
  s.boating = false;
  s.walker = null;
  s.movedAt = s.movedAt.map(() => 0);
}

/** BL-R10..BL-R12: the round's war card comes into play with a random zone card, face down for ISIS and Russia. */
function playWarCard(s: BorderlinesState, net: Network, ev: Events): void {
  const i = s.war.length;
  const card = net.content.warCards[i];
  if (!card) return;
  const zone = drawFree(s, net.zonePlaces.length, (z) => s.war.some((w) => w.zone === z));
  if (zone < 0) return;
  s.war.push({ zone, shown: !card.faceDown });
  if (ev) {
    say(ev, 'war-card', card.faceDown
      ? `War: ${card.name} (${card.year}). Its zone card lies face down until the last war phase.`
      : `War: ${card.name} (${card.year}) threatens zone ${zone + 1}, ${placeName(net, net.zonePlaces[zone])}.`,
    { warCard: i, zone: card.faceDown ? -1 : zone });
  }
}

/** BL-R13, BL-R14: the tokens of one group are turned over; open ones are removed, closed ones stay. */
function borderControl(s: BorderlinesState, net: Network, group: 'A' | 'B', ev: Events): void {
  s.borders.forEach((t, i) => {
    if (t.group !== group || t.shown) return;
    t.shown = true;
    const c = net.content.crossings[i];
    say(ev, 'border', t.closed
      ? `Border control: the crossing at ${c.name} is closed. Nobody can pass there for the rest of the game. ${c.note}`
      : `Border control: the crossing at ${c.name} stays open.`, { crossing: i, closed: t.closed });
  });
}

/** BL-R15, BL-R16, BL-D24: a random camp card opens a camp in its city; nothing when none is left. */
export function openCamp(s: BorderlinesState, net: Network, ev: Events): void {
  const card = drawFree(s, net.content.campCards.length, (c) => s.camps.includes(c));
  if (card < 0) {
    say(ev, 'camp', 'No refugee camp card is left: no new camp opens.');
    return;
  }
  s.camps.push(card);
  if (ev) {
    const c = net.content.campCards[card];
    say(ev, 'camp', `${c.name} opens in ${placeName(net, net.campPlace[card])}: ${net.content.rules.campPlaces} more people can stay there.`, { camp: card });
  }
}

/** Aid cards in the aid deck: neither kept nor being offered (BL-D21). */
export function aidDeck(s: Pick<BorderlinesState, 'aidHeld' | 'aidOffer'>, net: Network): number[] {
  const out: number[] = [];
  for (let id = 0; id < net.aidCards.length; id++) {
    if (!s.aidHeld.some((h) => h.includes(id)) && !s.aidOffer.some((o) => o.includes(id))) out.push(id);
  }
  return out;
}

/**
 * BL-R17, BL-D21: each family is dealt aid cards one at a time round the table from the starter;
 * a family dealt one card keeps it. Returns whether some family has a choice to make.
 */
function dealAid(s: BorderlinesState, net: Network, ev: Events): boolean {
  const deck = aidDeck(s, net);
  if (deck.length === 0) {
    say(ev, 'aid', 'Aid was due, but every aid card is already in a family\'s hands.');
    return false;
  }
  for (let k = 0; k < net.content.rules.aidOffered; k++) {
    for (let j = 0; j < s.players; j++) {
      if (deck.length === 0) break;
      const seat = (s.starter + j) % s.players;
      s.aidOffer[seat].push(deck.splice(randInt(s.rng, deck.length), 1)[0]);
    }
  }
  say(ev, 'aid', 'Aid arrives: each family is offered aid cards and keeps one, in secret.');
  let choosing = false;
  for (let seat = 0; seat < s.players; seat++) {
    const offer = s.aidOffer[seat];
    if (offer.length === 1) {
      s.aidHeld[seat].push(offer[0]);
      s.aidOffer[seat] = [];
      say(ev, 'aid-kept', `You receive one aid card: ${net.aidInfo[net.aidCards[offer[0]]]!.name}.`, undefined, [seat]);
    } else if (offer.length > 1) {
      choosing = true;
      say(ev, 'aid-offer', `You are offered: ${offer.map((id) => net.aidInfo[net.aidCards[id]]!.name).join(' and ')}. Keep one.`, undefined, [seat]);
    }
  }
  return choosing;
}

export function startRound(s: BorderlinesState, ev: Events): void {
  s.round++;
  s.turnsTaken = 0;
  s.eventCursor = 0;
  if (ev) say(ev, 'round', `Round ${s.round} begins. ${FamilyName(networkOf(s), s.starter)} holds the starter card.`, { round: s.round });
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
  resetTurn(s);
}

/** The last war phase of the schedule (BL-R47: round 6's). */
function isLastWarPhase(s: BorderlinesState, net: Network): boolean {
  return !net.content.schedule.slice(s.round).some((r) => r.warPhase);
}

/**
 * BL-R46..BL-R49: every war card with a face-up zone card attacks its zone — each family there rolls
 * one die per person, and the card's table turns the sum into deaths. At the last war phase the
 * face-down zone cards are turned up first; after an earlier one all zone cards are reshuffled and
 * dealt again onto the war cards in play.
 */
function warPhase(s: BorderlinesState, net: Network, ev: Events): void {
  const last = isLastWarPhase(s, net);
  say(ev, 'war-phase', 'War phase: the fighting reaches the threatened zones.');
  if (last) {
    s.war.forEach((w, i) => {
      if (w.shown) return;
      w.shown = true;
      say(ev, 'war-reveal', `${net.content.warCards[i].name}: the zone card is turned up — zone ${w.zone + 1}, ${placeName(net, net.zonePlaces[w.zone])}.`, { warCard: i, zone: w.zone });
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
      s.city[place][family] -= deaths;
      s.deadWar[family] += deaths;
      s.lastWar.push({ warCard: i, zone: w.zone, family, rolls, deaths });
      if (ev) {
        say(ev, 'war-roll', `${card.name} in ${placeName(net, place)}: ${familyName(net, family)} rolls ${rolls.join(', ')} (sum ${total}). ${deaths === 0 ? 'Nobody is killed.' : `${members(deaths)} ${deaths === 1 ? 'is' : 'are'} killed.`}`,
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
      if (ev && w.shown) say(ev, 'war-card', `${net.content.warCards[i].name} now threatens zone ${w.zone + 1}, ${placeName(net, net.zonePlaces[w.zone])}.`, { warCard: i, zone: w.zone });
      else if (ev) say(ev, 'war-card', `${net.content.warCards[i].name}: a new zone card lies face down.`, { warCard: i, zone: -1 });
    });
  }
}

/** BL-R50, BL-R51: after the last round, each person in Western Europe brings the final bonus too. */
function endGame(s: BorderlinesState, net: Network, ev: Events): void {
  for (let f = 0; f < s.players; f++) s.money[f] += inEurope(s, net, f) * net.content.rules.finalEuropeBonus;
  s.phase = 'over';
  s.turn = -1;
  say(ev, 'over', `The ${s.round} rounds are over. Families score a point for each person alive, each person in Western Europe and each house kept, and lose one for each person who died.`);
}

/** After a family's action: the next family clockwise, or the war phase and the next round (BL-R23, BL-R45). */
export function endTurn(s: BorderlinesState, ev: Events): void {
  s.turnsTaken++;
  if (s.turnsTaken < s.players) {
    s.turn = (s.turn + 1) % s.players;
    resetTurn(s);
    return;
  }
  const net = networkOf(s);
  if (net.content.schedule[s.round - 1].warPhase) warPhase(s, net, ev);
  if (s.round >= net.content.schedule.length) {
    resetTurn(s);
    endGame(s, net, ev);
    return;
  }
  // BL-R45: the starter card passes to the player on the left — the next seat clockwise.
  s.starter = (s.starter + 1) % s.players;
  startRound(s, ev);
}

/** BL-R35, BL-R36: the market shifts towards the cheap end and a new card enters at the dearest slot. */
export function refillMarket(s: BorderlinesState, net: Network, slot: number): number {
  for (let i = slot; i > 0; i--) s.market[i] = s.market[i - 1];
  const total = net.content.blackMarket.length;
  const inDeck = (id: number) => !s.market.includes(id) && !s.used.includes(id);
  let any = false;
  for (let id = 0; id < total && !any; id++) any = inDeck(id);
  if (!any) s.used = [];
  const card = drawFree(s, total, (id) => s.market.includes(id) || s.used.includes(id));
  s.market[0] = card;
  return card;
}
