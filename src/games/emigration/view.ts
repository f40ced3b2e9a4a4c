/**
 * What a seat (or a spectator) may see, and sampling a full state back from it.
 * Hidden from everyone: face-down layout cards, the cards removed unseen, the order (and so the values)
 * of unrevealed entrance tokens, and the PRNG state. Everything else in Emigration is public (EM-R5:
 * "All of your cards are always visible to everyone").
 */
import type { Rng, RngState, Viewer } from '../../engine/index.ts';
import { EMPTY, HIDDEN, PUBLIC_FIELDS, type EmigrationState, type EmigrationView, type PublicField } from './types.ts';
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
    layout: s.layout.map((row, p) => row.map((id, slot) => (id !== EMPTY && !s.faceUp[p][slot] ? HIDDEN : id))),
    removedCount: s.removed.length,
    laneCounts: s.lanes.map((l) => l.length),
  };
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

export function determinizeView(v: EmigrationView, _seat: number, rng: Rng): EmigrationState {
  const seen = new Set<number>();
  const mark = (id: number) => { if (id >= 0) seen.add(id); };
  v.layout.forEach((row) => row.forEach(mark));
  v.stash.forEach((st) => st.forEach(mark));
  v.skipCard.forEach(mark);
  v.supply.forEach(mark);
  v.discard.forEach(mark);
  const unseen = v.cards.map((c) => c.id).filter((id) => !seen.has(id));
  rng.shuffle(unseen);
  let k = 0;
  const layout = v.layout.map((row) => row.map((id) => (id === HIDDEN ? unseen[k++] : id)));
  const removed = unseen.slice(k, k + v.removedCount);
  const lanes = v.laneCounts.map((count, lane) => rng.shuffle(remainingTokens(v, lane)).slice(0, count));
  const pub: Record<string, unknown> = {};
  for (const key of PUBLIC_FIELDS) pub[key] = v[key];
  const rngState: RngState = [rng.u32(), rng.u32(), rng.u32(), rng.u32()];
  const hidden: Omit<EmigrationState, PublicField> = { rng: rngState, layout, removed, lanes };
  return cloneState({ ...(pub as Pick<EmigrationState, PublicField>), ...hidden });
}
