/**
 * What a seat (or a spectator) may see, and sampling a full state back from it.
 * Hidden from everyone: face-down layout cards, the cards removed unseen, the order (and so the values)
 * of unrevealed entrance tokens, and the PRNG state. Everything else in Emigration is public (EM-R5:
 * "All of your cards are always visible to everyone").
 */
import type { Rng, RngState, Viewer } from '../../engine/index.ts';
import { EMPTY, HIDDEN, type EmigrationState, type EmigrationView } from './types.ts';
import { cloneState } from './clone.ts';

/**
 * The view shares the state's public parts instead of copying them: states are never changed after
 * `apply` returns them, and the server diffs consecutive views by reference first, so a part every
 * seat sees is compared once per move, not once per seat. The fields are spelled out (not copied in
 * a loop over PUBLIC_FIELDS) so views keep one fixed shape, which is much faster to walk and
 * serialise; view.test.ts checks that they are exactly PUBLIC_FIELDS plus the four derived fields.
 */
export function viewOf(s: EmigrationState, viewer: Viewer): EmigrationView {
  return {
    game: s.game,
    players: s.players,
    mode: s.mode,
    cards: s.cards,
    seats: s.seats,
    layoutSpec: s.layoutSpec,
    laneSpec: s.laneSpec,
    payRaises: s.payRaises,
    graduationAssurance: s.graduationAssurance,
    firstRolls: s.firstRolls,
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    turn: s.turn,
    prepTurns: s.prepTurns,
    usedGraduate: s.usedGraduate,
    usedSell: s.usedSell,
    pendingFog: s.pendingFog,
    fogTouched: s.fogTouched,
    faceUp: s.faceUp,
    open: s.open,
    stash: s.stash,
    skipCard: s.skipCard,
    supply: s.supply,
    discard: s.discard,
    money: s.money,
    assurance: s.assurance,
    inCollege: s.inCollege,
    raises: s.raises,
    travelBonus: s.travelBonus,
    pandemicCount: s.pandemicCount,
    borderAdjust: s.borderAdjust,
    crossings: s.crossings,
    trades: s.trades,
    stats: s.stats,
    viewer,
    layout: shownLayout(s),
    removedCount: s.removed.length,
    laneCounts: s.lanes.map((l) => l.length),
  };
}

/** The layouts last shown (shownLayout). */
let lastShown: number[][] = [];

/**
 * The layouts as every viewer sees them: face-down cards as HIDDEN. The same for every viewer, so the
 * views of one state share it, and a row that looks as it did in the last view made (of any state)
 * is that view's row again, the same array. The server diffs views by reference first (json-patch.ts):
 * a shared part is walked once per move for all viewers, and a row no move changed not at all. Each row
 * is checked against the state, never trusted, so a state changed in place (`applyInPlace`) is shown as
 * it is now. Views are never changed by their readers (they already share the state's public parts).
 */
function shownLayout(s: EmigrationState): number[][] {
  const last = lastShown;
  const players = s.layout.length;
  let same = last.length === players;
  const out: number[][] = [];
  for (let p = 0; p < players; p++) {
    const row = s.layout[p];
    const up = s.faceUp[p];
    const before = last[p];
    let shown = before !== undefined && before.length === row.length ? before : null;
    for (let slot = 0; shown !== null && slot < row.length; slot++) {
      const id = row[slot];
      if (shown[slot] !== (id !== EMPTY && !up[slot] ? HIDDEN : id)) shown = null;
    }
    if (shown === null) {
      shown = [];
      for (let slot = 0; slot < row.length; slot++) { const id = row[slot]; shown.push(id !== EMPTY && !up[slot] ? HIDDEN : id); }
      same = false;
    }
    out.push(shown);
  }
  if (same) return last;
  lastShown = out;
  return out;
}

/** Remaining tokens of a lane: its printed tokens minus those already revealed by crossings. */
function remainingTokens(v: EmigrationView, lane: number): number[] {
  const left = [...v.laneSpec[lane]];
  for (const c of v.crossings) {
    if (c && c.lane === lane) {
      const i = left.indexOf(c.token);
      if (i >= 0) left.splice(i, 1);
    }
  }
  return left;
}

/**
 * A full state consistent with a view: the unseen cards (neither in a layout face up, a stash, a skip,
 * the supply nor the discard) are shuffled into the face-down slots and the cards removed unseen, and
 * each lane's remaining tokens are shuffled. Searches call it once an iteration, so it is built
 * directly: seen cards marked in a byte per card, and the state put together field by field (in
 * setup's order, so it has the shape of every other state) and copied once by cloneState, which gives
 * it mutable parts of its own (a view shares the real state's).
 */
export function determinizeView(v: EmigrationView, _seat: number, rng: Rng): EmigrationState {
  const cards = v.cards;
  const seen = new Uint8Array(cards.length);
  const mark = (list: readonly number[]) => { for (let i = 0; i < list.length; i++) { const id = list[i]; if (id >= 0 && id < seen.length) seen[id] = 1; } };
  for (const row of v.layout) mark(row);
  for (const st of v.stash) mark(st);
  mark(v.skipCard);
  mark(v.supply);
  mark(v.discard);
  const unseen: number[] = [];
  for (let i = 0; i < cards.length; i++) { const id = cards[i].id; if (!(id >= 0 && id < seen.length && seen[id] === 1)) unseen.push(id); }
  rng.shuffle(unseen);
  let k = 0;
  const layout = v.layout.map((row) => row.map((id) => (id === HIDDEN ? unseen[k++] : id)));
  const removed = unseen.slice(k, k + v.removedCount);
  const lanes = v.laneCounts.map((count, lane) => rng.shuffle(remainingTokens(v, lane)).slice(0, count));
  const rngState: RngState = [rng.u32(), rng.u32(), rng.u32(), rng.u32()];
  return cloneState({
    game: v.game,
    players: v.players,
    mode: v.mode,
    rng: rngState,
    cards,
    seats: v.seats,
    layoutSpec: v.layoutSpec,
    laneSpec: v.laneSpec,
    payRaises: v.payRaises,
    graduationAssurance: v.graduationAssurance,
    firstRolls: v.firstRolls,
    firstPlayer: v.firstPlayer,
    phase: v.phase,
    turn: v.turn,
    prepTurns: v.prepTurns,
    usedGraduate: v.usedGraduate,
    usedSell: v.usedSell,
    pendingFog: v.pendingFog,
    fogTouched: v.fogTouched,
    layout,
    faceUp: v.faceUp,
    open: v.open,
    stash: v.stash,
    skipCard: v.skipCard,
    supply: v.supply,
    removed,
    discard: v.discard,
    money: v.money,
    assurance: v.assurance,
    inCollege: v.inCollege,
    raises: v.raises,
    travelBonus: v.travelBonus,
    pandemicCount: v.pandemicCount,
    lanes,
    borderAdjust: v.borderAdjust,
    crossings: v.crossings,
    trades: v.trades,
    stats: v.stats,
  });
}
