/**
 * The plain Emigration engine's state (bench/plain/emigration.ts): made from a state our setup made, and
 * compared with ours while both play.
 */
import type { RngState } from '../../src/engine/index.ts';
import type { EmigrationState } from '../../src/games/emigration/types.ts';
import { listDiffers, valueDiffers } from './engine.ts';
import { listOf } from './pile.ts';

export const KIND = { document: 1, connection: 2, payday: 3, life: 4, passport: 5, ticket: 6 } as const;
/** Life-card effects as numbers, and the lasting bonuses of kept cards (EM-R42..EM-R45). */
export const EFFECT = { none: 0, money: 1, moneyAll: 2, pandemicStimulus: 3, dieMoney: 4, assurance: 5, eliteSociety: 6, mentalFog: 7, keep: 8 } as const;
export const BONUS = { none: 0, salary: 1, withdrawAssurance: 2, tuitionDiscount: 3, lossShield: 4, travelDiscount: 5 } as const;
export const ITEM = { money: 0, documents: 1, connections: 2 } as const;
export const [PREP, BORDER, OVER] = [0, 1, 2];
export const EMPTY = -1;

export interface PlainEmigration {
  players: number;
  cards: number;
  slots: number;
  kind: Uint8Array;
  price: Int16Array;
  effect: Uint8Array;
  amount: Int16Array;
  bonus: Uint8Array;
  cheapestPaper: number;
  passports: number;
  tickets: number;
  /** `coveredBy[slot * maxCover + i]` and how many; `covers`, the slots a slot covers, likewise. */
  maxCover: number;
  coveredBy: Int8Array;
  coveredByCount: Int8Array;
  covers: Int8Array;
  coversCount: Int8Array;
  payRaises: Int16Array;
  graduationAssurance: number;
  /** Per seat: nationality number, career salary, the destination's rates and penalties. */
  nationality: Int16Array;
  careerSalary: Int16Array;
  /** `ratePer[seat * 3 + item]`, `rateGain[…]` (ITEM order). */
  ratePer: Int16Array;
  rateGain: Int16Array;
  /** Penalties: `penaltyItem[seat * maxPenalties + i]`, `penaltyFewer`, `penaltyLose`, and how many a seat has. */
  maxPenalties: number;
  penaltyItem: Int8Array;
  penaltyFewer: Int16Array;
  penaltyLose: Int16Array;
  penaltyCount: Int8Array;
  rng: RngState;
  phase: number;
  turn: number;
  prepTurns: number;
  usedGraduate: boolean;
  usedSell: boolean;
  pendingFog: boolean;
  fogTouched: number;
  /** `layout[seat * slots + slot]`: a card id or EMPTY; `faceUp` likewise. */
  layout: Int16Array;
  faceUp: Uint8Array;
  /** The AVAILABLE layout cards (EM-R13), ids ascending, with the seat whose layout each lies in (-1: not available). */
  openCards: Int16Array;
  openCount: number;
  openOwner: Int8Array;
  openPerSeat: Int16Array;
  /** `stash[seat * cards + i]`, in the order the cards came. */
  stash: Int16Array;
  stashCount: Int16Array;
  skipCard: Int16Array;
  supply: Int16Array;
  supplyCount: number;
  discard: Int16Array;
  discardCount: number;
  money: Int32Array;
  assurance: Int32Array;
  inCollege: Uint8Array;
  raises: Int8Array;
  travelBonus: Uint8Array;
  pandemicCount: number;
  /** `lanes[lane * maxTokens + i]`, the top last; how many are left in each. */
  maxTokens: number;
  lanes: Int8Array;
  laneCount: Int8Array;
  crossed: Uint8Array;
  entered: Uint8Array;
}

const KEEPS = ['none', 'salary', 'withdrawAssurance', 'tuitionDiscount', 'lossShield', 'travelDiscount'] as const;

export function loadEmigration(s: EmigrationState): PlainEmigration {
  const P = s.players;
  const C = s.cards.length;
  const S = s.layoutSpec.length;
  const kind = Uint8Array.from(s.cards, (c) => KIND[c.kind]);
  const price = Int16Array.from(s.cards, (c) => c.price);
  const effect = Uint8Array.from(s.cards, (c) => (c.effect ? EFFECT[c.effect.type] : EFFECT.none));
  const amount = Int16Array.from(s.cards, (c) => (c.effect && 'amount' in c.effect ? c.effect.amount : 0));
  const bonus = Uint8Array.from(s.cards, (c) => (c.effect?.type === 'keep' ? KEEPS.indexOf(c.effect.bonus) : BONUS.none));
  let cheapestPaper = Infinity;
  for (let i = 0; i < C; i++) if (kind[i] === KIND.passport || kind[i] === KIND.ticket) cheapestPaper = Math.min(cheapestPaper, price[i]);
  const maxCover = Math.max(1, ...s.layoutSpec.map((x) => x.coveredBy.length), S);
  const coveredBy = new Int8Array(S * maxCover);
  const coveredByCount = new Int8Array(S);
  const covers = new Int8Array(S * maxCover);
  const coversCount = new Int8Array(S);
  s.layoutSpec.forEach((slot, j) => {
    for (const k of slot.coveredBy) {
      coveredBy[j * maxCover + coveredByCount[j]++] = k;
      let has = false;
      for (let i = 0; i < coversCount[k]; i++) if (covers[k * maxCover + i] === j) has = true;
      if (!has) covers[k * maxCover + coversCount[k]++] = j;
    }
  });
  const maxPenalties = Math.max(1, ...s.seats.map((x) => x.destination.penalties.length));
  const penaltyItem = new Int8Array(P * maxPenalties);
  const penaltyFewer = new Int16Array(P * maxPenalties);
  const penaltyLose = new Int16Array(P * maxPenalties);
  s.seats.forEach((seat, p) => seat.destination.penalties.forEach((pen, i) => {
    penaltyItem[p * maxPenalties + i] = ITEM[pen.item];
    penaltyFewer[p * maxPenalties + i] = pen.fewerThan;
    penaltyLose[p * maxPenalties + i] = pen.lose;
  }));
  const layout = new Int16Array(P * S);
  const faceUp = new Uint8Array(P * S);
  const openOwner = new Int8Array(C).fill(-1);
  const openPerSeat = new Int16Array(P);
  for (let p = 0; p < P; p++) {
    for (let slot = 0; slot < S; slot++) { layout[p * S + slot] = s.layout[p][slot]; faceUp[p * S + slot] = s.faceUp[p][slot] ? 1 : 0; }
    for (const slot of s.open[p]) { openOwner[s.layout[p][slot]] = p; openPerSeat[p]++; }
  }
  const openCards = new Int16Array(C);
  let openCount = 0;
  for (let id = 0; id < C; id++) if (openOwner[id] >= 0) openCards[openCount++] = id;
  const stash = new Int16Array(P * C);
  s.stash.forEach((st, p) => stash.set(st, p * C));
  const maxTokens = Math.max(1, ...s.lanes.map((l) => l.length));
  const lanes = new Int8Array(s.lanes.length * maxTokens);
  s.lanes.forEach((l, i) => lanes.set(l, i * maxTokens));
  return {
    players: P, cards: C, slots: S, kind, price, effect, amount, bonus, cheapestPaper,
    passports: s.cards.filter((c) => c.kind === 'passport').length, tickets: s.cards.filter((c) => c.kind === 'ticket').length,
    maxCover, coveredBy, coveredByCount, covers, coversCount,
    payRaises: Int16Array.from(s.payRaises), graduationAssurance: s.graduationAssurance,
    nationality: Int16Array.from(s.seats, (x) => x.nationality.start), careerSalary: Int16Array.from(s.seats, (x) => x.career.salary),
    ratePer: Int16Array.from(s.seats.flatMap((x) => [x.destination.money.per, x.destination.documents.per, x.destination.connections.per])),
    rateGain: Int16Array.from(s.seats.flatMap((x) => [x.destination.money.gain, x.destination.documents.gain, x.destination.connections.gain])),
    maxPenalties, penaltyItem, penaltyFewer, penaltyLose, penaltyCount: Int8Array.from(s.seats, (x) => x.destination.penalties.length),
    rng: [...s.rng], phase: s.phase === 'prep' ? PREP : s.phase === 'border' ? BORDER : OVER, turn: s.turn, prepTurns: s.prepTurns,
    usedGraduate: s.usedGraduate, usedSell: s.usedSell, pendingFog: s.pendingFog, fogTouched: s.fogTouched,
    layout, faceUp, openCards, openCount, openOwner, openPerSeat,
    stash, stashCount: Int16Array.from(s.stash, (st) => st.length), skipCard: Int16Array.from(s.skipCard),
    supply: listOf(s.supply, C), supplyCount: s.supply.length, discard: listOf(s.discard, C), discardCount: s.discard.length,
    money: Int32Array.from(s.money), assurance: Int32Array.from(s.assurance), inCollege: Uint8Array.from(s.inCollege, (x) => (x ? 1 : 0)),
    raises: Int8Array.from(s.raises), travelBonus: Uint8Array.from(s.travelBonus, (x) => (x ? 1 : 0)), pandemicCount: s.pandemicCount,
    maxTokens, lanes, laneCount: Int8Array.from(s.lanes, (l) => l.length),
    crossed: Uint8Array.from(s.crossings, (c) => (c ? 1 : 0)), entered: Uint8Array.from(s.crossings, (c) => (c?.entered ? 1 : 0)),
  };
}

export function differs(p: PlainEmigration, raw: unknown): string | null {
  const s = raw as EmigrationState;
  const phase = s.phase === 'prep' ? PREP : s.phase === 'border' ? BORDER : OVER;
  const d = valueDiffers('phase', phase, p.phase) ?? valueDiffers('turn', s.turn, p.turn) ?? valueDiffers('prep turns', s.prepTurns, p.prepTurns)
    ?? valueDiffers('pending fog', s.pendingFog, p.pendingFog) ?? listDiffers('money', s.money, p.money)
    ?? listDiffers('assurance', s.assurance, p.assurance) ?? listDiffers('raises', s.raises, p.raises)
    ?? listDiffers('in college', s.inCollege.map(Number), p.inCollege) ?? listDiffers('skip card', s.skipCard, p.skipCard)
    ?? listDiffers('supply', s.supply, p.supply.subarray(0, p.supplyCount)) ?? listDiffers('discard', s.discard, p.discard.subarray(0, p.discardCount))
    ?? listDiffers('lanes', s.lanes.map((l) => l.length), p.laneCount)
    ?? listDiffers('entered', s.crossings.map((c) => (c?.entered ? 1 : 0)), p.entered);
  if (d) return d;
  for (let q = 0; q < s.players; q++) {
    const open = s.open[q].map((slot) => s.layout[q][slot]).sort((a, b) => a - b);
    const mine: number[] = [];
    for (let i = 0; i < p.openCount; i++) if (p.openOwner[p.openCards[i]] === q) mine.push(p.openCards[i]);
    const e = listDiffers(`seat ${q} stash`, s.stash[q], p.stash.subarray(q * p.cards, q * p.cards + p.stashCount[q]))
      ?? listDiffers(`seat ${q} layout`, s.layout[q], p.layout.subarray(q * p.slots, (q + 1) * p.slots))
      ?? listDiffers(`seat ${q} face up`, s.faceUp[q].map(Number), p.faceUp.subarray(q * p.slots, (q + 1) * p.slots))
      ?? (s.pendingFog ? null : listDiffers(`seat ${q} available cards`, open, mine));
    if (e) return e;
  }
  return null;
}
