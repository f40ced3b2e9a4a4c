/**
 * Legal actions: the one definition of what a seat may do now (docs/architecture.md §2). Every action
 * listed can be completed: a person starts a move only if the whole move can be finished (BL-D13), a
 * card is chosen only if the family can pay for it, selling its houses if need be (BL-D9), and a
 * family that can choose no card buys nothing (BL-D10), so no sequence of legal steps leads to a dead end.
 */
import { AID_NAMES, enc, PLAYABLE_AID, SPOTS } from './actions.ts';
import { networkOf, type Network } from './content.ts';
import { arrivalSpots, peopleAt } from './moves.ts';
import type { BorderlinesState } from './types.ts';
import { on } from './variants.ts';
import { beginList, roomAt, stepActions, walkActions } from './walks.ts';

export function activeSeats(s: BorderlinesState): number[] {
  if (s.phase === 'aid') {
    const out: number[] = [];
    for (let seat = 0; seat < s.players; seat++) if (s.aidOffer[seat].length > 0) out.push(seat);
    return out;
  }
  return s.phase === 'action' ? [s.turn] : [];
}

function hasAid(s: BorderlinesState, net: Network, seat: number, kind: string): boolean {
  for (const id of s.aidHeld[seat]) if (net.aidCards[id] === kind) return true;
  return false;
}

/** BL-R20, BL-D23: a person of the family in a camp, and a starred city with room. */
function resettleActions(s: BorderlinesState, net: Network, seat: number, out: number[]): void {
  for (let from = 0; from < net.n; from++) {
    if (s.camp[from][seat] === 0) continue;
    for (let to = 0; to < net.n; to++) if (net.isStar[to] && to !== from && roomAt(s, net, to)) out.push(enc.resettle(from, to));
  }
}

/**
 * Codes come out ascending without a sort: the kinds are listed in code order (pass, choose, sell,
 * pay, playAid, resettle, keepAid, walk, step, boat, finish), and within a kind by ascending parts
 * (places in index order, roads and sea lanes by destination: `landByDest`, `seaByDest`).
 */
function marketActions(s: BorderlinesState, net: Network, seat: number, out: number[]): void {
  const c = net.content;
  // BL-D9: a card may be chosen when its price can be paid, counting the houses the family could sell.
  const purse = s.money[seat] + s.houses[seat] * c.rules.houseValue;
  const from = out.length;
  for (let slot = 0; slot < s.market.length; slot++) if (s.market[slot] >= 0 && c.priceSlots[slot] <= purse) out.push(enc.choose(slot));
  // BL-R24, BL-D10: the one action is buying a card; a family buys nothing only when it can afford no
  // card (or, with "Families may pass", whenever it likes). Pass has the lowest code: it goes first.
  if (out.length === from || on(s, 'mayPass')) out.splice(from, 0, enc.pass());
  // BL-D22: aid cards are played at the start of the turn, before choosing a card.
  for (let k = 0; k < PLAYABLE_AID.length; k++) {
    const kind = PLAYABLE_AID[k];
    if (!hasAid(s, net, seat, kind)) continue;
    if (kind === 'camp' && s.camps.length >= c.campCards.length) continue; // BL-D24
    out.push(enc.playAid(k));
  }
  if (hasAid(s, net, seat, 'resettle')) resettleActions(s, net, seat, out);
}

/** BL-R37..BL-R41: any person of the family on a coast, to a landing with room (never out of Western Europe, BL-D18). */
function boatActions(s: BorderlinesState, net: Network, seat: number, out: number[]): void {
  for (let i = 0; i < net.coasts.length; i++) {
    const from = net.coasts[i];
    const lanes = net.seaByDest[from];
    if (peopleAt(s, from, seat) === 0) continue;
    for (const to of lanes) if (roomAt(s, net, to) && !(net.isStar[from] && !net.isStar[to])) out.push(enc.boat(from, to));
  }
}

function moveActions(s: BorderlinesState, net: Network, seat: number, out: number[]): void {
  // BL-D14: a person who arrived waits for the family to choose where they stay.
  if (s.arriving) {
    const spots = arrivalSpots(s, net, s.arriving.to);
    for (let k = 0; k < SPOTS.length; k++) if ((spots & (1 << k)) !== 0) out.push(enc.place(k));
    return;
  }
  const w = s.walker;
  if (w) {
    // A person on the way goes on: only roads from which the move can still be finished (BL-D13).
    stepActions(s, net, w.at, w.left, w.path, out);
    return;
  }
  const card = net.content.blackMarket[s.card];
  if (!s.boating && s.peopleLeft > 0) walkActions(s, net, seat, card.steps + s.bonusSteps, out);
  if (s.boatsLeft > 0) boatActions(s, net, seat, out);
  out.push(enc.finish());
}

export function legalActions(s: BorderlinesState, seat: number): number[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return [];
  const net = networkOf(s);
  const out: number[] = [];
  beginList(net);
  if (s.phase === 'aid') {
    // One choice per kind offered, in code order (AID_NAMES order).
    const offer = s.aidOffer[seat];
    for (let k = 0; k < AID_NAMES.length; k++) {
      for (const id of offer) if (net.aidCards[id] === AID_NAMES[k]) { out.push(enc.keepAid(k)); break; }
    }
  } else if (s.phase === 'action' && seat === s.turn) {
    if (s.stage === 'market') marketActions(s, net, seat, out);
    else if (s.stage === 'pay') {
      if (s.houses[seat] > 0) out.push(enc.sell());
      if (s.money[seat] >= net.content.priceSlots[s.chosen]) out.push(enc.pay());
    } else moveActions(s, net, seat, out);
  }
  return out;
}
