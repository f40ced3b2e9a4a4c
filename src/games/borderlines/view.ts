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
import { copyParts } from './clone.ts';
import type { BorderlinesState, BorderlinesView, BorderToken, BorderView, WarSlot, WarSlotView } from './types.ts';
import { keptList, sharedList } from '../view-parts.ts';

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
    war: sharedList(warKept, s.war, sameWar, warView),
    borders: sharedList(bordersKept, s.borders, sameBorder, borderView),
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

/**
 * The war cards and border tokens as every viewer sees them, one object for all viewers (and for the
 * next states while they read the same): see src/games/view-parts.ts.
 */
const warKept = keptList<WarSlot, WarSlotView>();
const bordersKept = keptList<BorderToken, BorderView>();
const warView = (w: WarSlot): WarSlotView => ({ zone: w.shown ? w.zone : -1, shown: w.shown });
const sameWar = (k: WarSlotView, w: WarSlot): boolean => k.shown === w.shown && k.zone === (w.shown ? w.zone : -1);
const borderView = (b: BorderToken): BorderView => ({ group: b.group, shown: b.shown, closed: b.shown ? b.closed : null });
const sameBorder = (k: BorderView, b: BorderToken): boolean => k.group === b.group && k.shown === b.shown && k.closed === (b.shown ? b.closed : null);

/** Closed border tokens per group in a content (BL-R7, BL-D27): fixed, so counted once. */
const closedTokens = new WeakMap<object, { A: number; B: number }>();

function closedTokensOf(content: BorderlinesState['content'] & object): { A: number; B: number } {
  let n = closedTokens.get(content);
  if (n === undefined) {
    n = { A: 0, B: 0 };
    for (const t of content.borderTokens) if (t.closed) n[t.group]++;
    closedTokens.set(content, n);
  }
  return n;
}

/**
 * A full state consistent with what `seat` sees: hidden parts dealt at random from what is unaccounted
 * for. Built directly, every part a copy of the view's (`copyParts`, as `cloneState` copies), with the
 * fields in the order the state had when this spread the view and then cloned it: determinizing runs
 * once per search iteration (docs/performance.md, "Borderlines rules").
 */
export function determinizeView(v: BorderlinesView, seat: Seat, rng: Rng): BorderlinesState {
  const net = networkOf(v);
  const content = contentOf(v);

  // War: the zones not face up anywhere go, at random, onto the face-down war cards.
  const zones = net.zonePlaces.length;
  const seen = new Uint8Array(zones);
  for (const w of v.war) if (w.shown && w.zone >= 0 && w.zone < zones) seen[w.zone] = 1;
  const freeZones: number[] = [];
  for (let z = 0; z < zones; z++) if (seen[z] === 0) freeZones.push(z);
  rng.shuffle(freeZones);
  const war = v.war.map((w) => (w.shown ? { zone: w.zone, shown: true } : { zone: freeZones.pop()!, shown: false }));

  // Borders: in each group, the closed tokens not yet shown are spread over its face-down tokens.
  const borders = v.borders.map((b) => ({ group: b.group, shown: b.shown, closed: b.closed ?? false }));
  const tokens = closedTokensOf(content);
  for (const group of ['A', 'B'] as const) {
    const hidden: number[] = [];
    let closed = tokens[group];
    for (let i = 0; i < borders.length; i++) {
      const b = borders[i];
      if (b.group !== group) continue;
      if (!b.shown) hidden.push(i);
      else if (b.closed) closed--;
    }
    for (const i of rng.shuffle(hidden)) borders[i].closed = closed-- > 0;
  }

  // Aid: every card the seat does not hold or see offered is dealt back in the counts the view shows.
  const mine = v.viewer === seat;
  const myAid = mine ? v.myAid ?? [] : [];
  const myOffer = mine ? v.myOffer ?? [] : [];
  const cards = net.aidCards.length;
  const known = new Uint8Array(cards);
  for (const id of myAid) if (id >= 0 && id < cards) known[id] = 1;
  for (const id of myOffer) if (id >= 0 && id < cards) known[id] = 1;
  const unseen: number[] = [];
  for (let id = 0; id < cards; id++) if (known[id] === 0) unseen.push(id);
  rng.shuffle(unseen);
  const aidHeld = v.aidHeldCount.map((n, p) => (p === seat && mine ? myAid.slice() : unseen.splice(0, n)));
  const aidOffer = v.aidOfferCount.map((n, p) => (p === seat && mine ? myOffer.slice() : unseen.splice(0, n)));
  const rngState: RngState = [rng.u32(), rng.u32(), rng.u32(), rng.u32()];

  const state: BorderlinesState = {
    game: v.game,
    contentKey: v.contentKey,
    players: v.players,
    variants: v.variants,
    round: v.round,
    phase: v.phase,
    starter: v.starter,
    turn: v.turn,
    turnsTaken: v.turnsTaken,
    eventCursor: v.eventCursor,
    stage: v.stage,
    chosen: v.chosen,
    card: v.card,
    bonusPeople: v.bonusPeople,
    bonusSteps: v.bonusSteps,
    peopleLeft: v.peopleLeft,
    boatsLeft: v.boatsLeft,
    boating: v.boating,
    ...copyParts(v),
    rng: rngState,
    war,
    borders,
    aidHeld,
    aidOffer,
  };
  if (v.content !== undefined) state.content = v.content;
  return state;
}
