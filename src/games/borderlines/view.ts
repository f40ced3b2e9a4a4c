/**
 * What a seat (or a spectator) sees (BL-D37), and sampling a full state back from it. Hidden: the
 * open/closed face of border tokens not yet turned over (their A/B letter is public, BL-D27), the
 * zone on a face-down war card, the aid cards a family keeps or is being offered, and the PRNG.
 * Decks have no order to hide: a card is drawn at random when needed (BL-D8). Everything else — the
 * map, every person, money, houses, the market, used cards, camps, the dead — is on the table.
 */
import type { Rng, RngState, Seat, Viewer } from '../../engine/index.ts';
import { contentOf, networkOf } from './content.ts';
import { aidDeck } from './rounds.ts';
import { cloneState } from './clone.ts';
import { PUBLIC_FIELDS, type BorderlinesState, type BorderlinesView, type PublicField } from './types.ts';

/**
 * The view shares the state's public parts (states are never changed once `apply` returns them), so
 * the server compares a part every seat sees once per move; hidden parts are rebuilt.
 */
export function viewOf(s: BorderlinesState, viewer: Viewer): BorderlinesView {
  const net = networkOf(s);
  const mine = typeof viewer === 'number' && Number.isInteger(viewer) && viewer >= 0 && viewer < s.players;
  const v: BorderlinesView = {
    viewer,
    game: s.game,
    contentKey: s.contentKey,
    players: s.players,
    variants: s.variants,
    round: s.round,
    phase: s.phase,
    starter: s.starter,
    turn: s.turn,
    turnsTaken: s.turnsTaken,
    eventCursor: s.eventCursor,
    stage: s.stage,
    chosen: s.chosen,
    card: s.card,
    bonusPeople: s.bonusPeople,
    bonusSteps: s.bonusSteps,
    peopleLeft: s.peopleLeft,
    boatsLeft: s.boatsLeft,
    boating: s.boating,
    walker: s.walker,
    arriving: s.arriving,
    movedAt: s.movedAt,
    money: s.money,
    houses: s.houses,
    city: s.city,
    camp: s.camp,
    deadWar: s.deadWar,
    deadSea: s.deadSea,
    deadTraffickers: s.deadTraffickers,
    stats: s.stats,
    market: s.market,
    used: s.used,
    camps: s.camps,
    aidWaiting: s.aidWaiting,
    lastSpin: s.lastSpin,
    lastWar: s.lastWar,
    war: s.war.map((w) => ({ zone: w.shown ? w.zone : -1, shown: w.shown })),
    borders: s.borders.map((b) => ({ group: b.group, shown: b.shown, closed: b.shown ? b.closed : null })),
    aidHeldCount: s.aidHeld.map((h) => h.length),
    aidOfferCount: s.aidOffer.map((o) => o.length),
    aidDeckCount: aidDeck(s, net).length,
    myAid: mine ? s.aidHeld[viewer] : null,
    myOffer: mine ? s.aidOffer[viewer] : null,
  };
  // Custom content goes with the view by reference (BL-D34); the default is named by its key.
  if (s.content !== undefined) v.content = s.content;
  return v;
}

/** A full state consistent with what `seat` sees: hidden parts dealt at random from what is unaccounted for. */
export function determinizeView(v: BorderlinesView, seat: Seat, rng: Rng): BorderlinesState {
  const net = networkOf(v);
  const content = contentOf(v);

  // War: the zones not face up anywhere go, at random, onto the face-down war cards.
  const seenZones = new Set(v.war.filter((w) => w.shown).map((w) => w.zone));
  const freeZones = rng.shuffle(net.zonePlaces.map((_, z) => z).filter((z) => !seenZones.has(z)));
  const war = v.war.map((w) => (w.shown ? { zone: w.zone, shown: true } : { zone: freeZones.pop()!, shown: false }));

  // Borders: in each group, the closed tokens not yet shown are spread over its face-down tokens.
  const borders = v.borders.map((b) => ({ group: b.group, shown: b.shown, closed: b.closed ?? false }));
  for (const group of ['A', 'B'] as const) {
    const hidden = borders.flatMap((b, i) => (b.group === group && !b.shown ? [i] : []));
    const closedShown = borders.filter((b) => b.group === group && b.shown && b.closed).length;
    let closed = content.borderTokens.filter((t) => t.group === group && t.closed).length - closedShown;
    for (const i of rng.shuffle(hidden)) borders[i].closed = closed-- > 0;
  }

  // Aid: every card the seat does not hold or see offered is dealt back in the counts the view shows.
  const mine = v.viewer === seat;
  const myAid = mine ? v.myAid ?? [] : [];
  const myOffer = mine ? v.myOffer ?? [] : [];
  const known = new Set([...myAid, ...myOffer]);
  const unseen = rng.shuffle(net.aidCards.map((_, id) => id).filter((id) => !known.has(id)));
  const aidHeld = v.aidHeldCount.map((n, p) => (p === seat && mine ? myAid.slice() : unseen.splice(0, n)));
  const aidOffer = v.aidOfferCount.map((n, p) => (p === seat && mine ? myOffer.slice() : unseen.splice(0, n)));

  const pub: Record<string, unknown> = {};
  for (const key of PUBLIC_FIELDS) pub[key] = v[key];
  const rngState: RngState = [rng.u32(), rng.u32(), rng.u32(), rng.u32()];
  const hidden: Omit<BorderlinesState, PublicField | 'content'> = { rng: rngState, war, borders, aidHeld, aidOffer };
  const state = { ...(pub as Pick<BorderlinesState, PublicField>), ...hidden } as BorderlinesState;
  if (v.content !== undefined) state.content = v.content;
  return cloneState(state);
}
