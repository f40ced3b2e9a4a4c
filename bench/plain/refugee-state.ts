/**
 * The plain #refugee engine's state (bench/plain/refugee.ts): made from a state our setup made, and
 * compared with ours while both play.
 */
import type { RngState } from '../../src/engine/index.ts';
import type { Layout } from '../../src/games/refugee/codec.ts';
import type { RefugeeContent } from '../../src/games/refugee/data/index.ts';
import type { Phase, RefugeeState } from '../../src/games/refugee/types.ts';
import { listDiffers, valueDiffers } from './engine.ts';
import { cardsIn, listOf, pileOf, type Pile } from './pile.ts';

/** The phases by number, as the plain engine holds them. */
export const PHASES: readonly Phase[] = ['cycle', 'vetting', 'discard', 'action', 'choose', 'over'];

export interface PlainRefugee {
  players: number;
  nr: number;
  nv: number;
  na: number;
  /** The action numbering (src/games/refugee/codec.ts): block starts, strides and sizes. */
  cycle: number;
  vet: number;
  vetStride: number;
  discard: number;
  choose: number;
  firstPlay: number;
  play: Int32Array;
  stride: Int32Array;
  radix: Int32Array;
  playOrder: Int8Array;
  actionKind: Int8Array;
  /** 1 for an action-card kind with the Cycle keyword. */
  cycleKind: Uint8Array;
  /** The lowest id of a vetting card's identical copies. */
  design: Int16Array;
  /** `score[r * nv + v]`: what vetting card v adds to refugee r (RF-R12). */
  score: Int8Array;
  dieMarks: Int8Array;
  dieBolts: Int8Array;
  acceptToEnd: number;
  eliminationScore: number;
  maxTurns: number;
  rng: RngState;
  phase: number;
  turn: number;
  current: number;
  priority: number;
  passes: number;
  owe: number;
  refugeeDeck: Pile;
  vettingDeck: Pile;
  vettingUsed: Pile;
  actionDeck: Pile;
  actionDiscard: Pile;
  /** `vettingHand[seat * nv + i]`, `actionHand[seat * na + i]`. */
  vettingHand: Int16Array;
  vettingHandLength: Int16Array;
  actionHand: Int16Array;
  actionHandLength: Int16Array;
  /** Refugee ids in play, in arrival order; by id: zone, flight (-1 in a Country Zone), vetting cards. */
  inPlay: Int16Array;
  inPlayLength: number;
  zone: Int8Array;
  fleeTo: Int8Array;
  vetting: Int16Array;
  vettingCount: Int8Array;
  scores: Int32Array;
  acceptedCount: Int16Array;
  sentAway: Int32Array;
  arrived: Int32Array;
  out: Uint8Array;
  /** The stack, an entry by index; `fleeing[e * nr + i]`. */
  stackLength: number;
  stackCard: Int16Array;
  stackKind: Int8Array;
  stackCountry: Int8Array;
  stackDest: Int8Array;
  stackRefugee: Int16Array;
  stackVetting: Int16Array;
  stackTarget: Int16Array;
  fleeing: Int16Array;
  fleeingLength: Int16Array;
  /** Pending choices, a queue. */
  choiceSeat: Int8Array;
  choiceCount: Int8Array;
  choiceEntry: Int16Array;
  choiceHead: number;
  choiceTail: number;
  /** What the resolved stack leaves for Resolution, by refugee id (outbreak a bit per seat). */
  targeted: Uint8Array;
  asylum: Uint8Array;
  anyTargeted: boolean;
  outbreak: number;
  cancelled: Uint8Array;
  /** Scratch lists. */
  distinct: Int16Array;
  byId: Int16Array;
  ready: Int16Array;
  heldBy: Int8Array;
}

function handsOf(hands: readonly number[][], capacity: number): Int16Array {
  const out = new Int16Array(hands.length * capacity);
  hands.forEach((h, seat) => out.set(h, seat * capacity));
  return out;
}

export function loadRefugee(s: RefugeeState, content: RefugeeContent, L: Layout, maxVetting: number): PlainRefugee {
  if (s.stack.length > 0 || s.choices.length > 0) throw new Error('The plain #refugee engine starts from a state with an empty stack');
  const { nr, nv, na } = L;
  const P = s.players;
  const zone = new Int8Array(nr);
  const fleeTo = new Int8Array(nr).fill(-1);
  const vetting = new Int16Array(nr * maxVetting);
  const vettingCount = new Int8Array(nr);
  for (const r of s.inPlay) {
    zone[r.id] = r.zone;
    fleeTo[r.id] = r.fleeTo;
    vetting.set(r.vetting, r.id * maxVetting);
    vettingCount[r.id] = r.vetting.length;
  }
  const score = new Int8Array(nr * nv);
  for (let r = 0; r < nr; r++) {
    for (let v = 0; v < nv; v++) {
      const card = content.vetting[v];
      score[r * nv + v] = card.value + (card.colour === content.refugees[r].region ? 1 : 0);
    }
  }
  return {
    players: P, nr, nv, na,
    cycle: L.cycle, vet: L.vet, vetStride: L.vetStride, discard: L.discard, choose: L.choose, firstPlay: L.play[L.playOrder[0]],
    play: Int32Array.from(L.play), stride: Int32Array.from(L.stride), radix: Int32Array.from(L.radix), playOrder: Int8Array.from(L.playOrder),
    actionKind: Int8Array.from(L.actionKind), cycleKind: Uint8Array.from(content.actionKinds, (k) => (k.cycle ? 1 : 0)),
    design: Int16Array.from(L.vettingDesign), score,
    dieMarks: Int8Array.from(content.die, (f) => f.marks), dieBolts: Int8Array.from(content.die, (f) => f.bolts),
    acceptToEnd: s.options.acceptToEnd, eliminationScore: s.options.eliminationScore ?? -Infinity, maxTurns: s.options.maxTurns,
    rng: [...s.rng], phase: PHASES.indexOf(s.phase), turn: s.turn, current: s.current, priority: s.priority, passes: s.passes, owe: s.owe,
    refugeeDeck: pileOf(s.refugeeDeck, nr), vettingDeck: pileOf(s.vettingDeck, nv), vettingUsed: pileOf(s.vettingUsed, nv),
    actionDeck: pileOf(s.actionDeck, na), actionDiscard: pileOf(s.actionDiscard, na),
    vettingHand: handsOf(s.vettingHands, nv), vettingHandLength: Int16Array.from(s.vettingHands, (h) => h.length),
    actionHand: handsOf(s.actionHands, na), actionHandLength: Int16Array.from(s.actionHands, (h) => h.length),
    inPlay: listOf(s.inPlay.map((r) => r.id), nr), inPlayLength: s.inPlay.length, zone, fleeTo, vetting, vettingCount,
    scores: Int32Array.from(s.scores), acceptedCount: Int16Array.from(s.accepted, (a) => a.length),
    sentAway: Int32Array.from(s.sentAway), arrived: Int32Array.from(s.arrived), out: Uint8Array.from(s.out, (o) => (o ? 1 : 0)),
    stackLength: 0, stackCard: new Int16Array(na), stackKind: new Int8Array(na), stackCountry: new Int8Array(na), stackDest: new Int8Array(na),
    stackRefugee: new Int16Array(na), stackVetting: new Int16Array(na), stackTarget: new Int16Array(na),
    fleeing: new Int16Array(na * nr), fleeingLength: new Int16Array(na),
    choiceSeat: new Int8Array(na * P), choiceCount: new Int8Array(na * P), choiceEntry: new Int16Array(na * P), choiceHead: 0, choiceTail: 0,
    targeted: new Uint8Array(nr), asylum: new Uint8Array(nr), anyTargeted: false, outbreak: 0, cancelled: new Uint8Array(na),
    distinct: new Int16Array(nv), byId: new Int16Array(nr), ready: new Int16Array(nr), heldBy: new Int8Array(nr),
  };
}

/** The first difference in the refugees, hands, decks, stack and choices, or null. */
export function firstDiffering(s: RefugeeState, p: PlainRefugee, maxVetting: number): string | null {
  for (const r of s.inPlay) {
    const d = valueDiffers(`refugee ${r.id} zone`, r.zone, p.zone[r.id]) ?? valueDiffers(`refugee ${r.id} flight`, r.fleeTo, p.fleeTo[r.id])
      ?? listDiffers(`refugee ${r.id} vetting`, r.vetting, p.vetting.subarray(r.id * maxVetting, r.id * maxVetting + p.vettingCount[r.id]));
    if (d) return d;
  }
  for (let seat = 0; seat < s.players; seat++) {
    const d = listDiffers(`seat ${seat} vetting hand`, s.vettingHands[seat], p.vettingHand.subarray(seat * p.nv, seat * p.nv + p.vettingHandLength[seat]))
      ?? listDiffers(`seat ${seat} action hand`, s.actionHands[seat], p.actionHand.subarray(seat * p.na, seat * p.na + p.actionHandLength[seat]))
      ?? valueDiffers(`seat ${seat} accepted`, s.accepted[seat].length, p.acceptedCount[seat])
      ?? valueDiffers(`seat ${seat} out`, s.out[seat] ? 1 : 0, p.out[seat]);
    if (d) return d;
  }
  return listDiffers('refugee deck', s.refugeeDeck, cardsIn(p.refugeeDeck))
    ?? listDiffers('vetting deck', s.vettingDeck, cardsIn(p.vettingDeck))
    ?? listDiffers('vetting used', s.vettingUsed, cardsIn(p.vettingUsed))
    ?? listDiffers('action deck', s.actionDeck, cardsIn(p.actionDeck))
    ?? listDiffers('action discard', s.actionDiscard, cardsIn(p.actionDiscard))
    ?? listDiffers('stack', s.stack.map((e) => e.card), p.stackCard.subarray(0, p.stackLength))
    ?? listDiffers('choices', s.choices.map((c) => c.seat), p.choiceSeat.subarray(p.choiceHead, p.choiceTail))
    ?? listDiffers('sent away', s.sentAway, p.sentAway) ?? listDiffers('arrived', s.arrived, p.arrived);
}
