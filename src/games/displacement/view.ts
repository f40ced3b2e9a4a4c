/**
 * What a seat (or a spectator) sees (DP-D20), and sampling a full state back from it. Hidden: every
 * other nation's goal card until the goals are announced at the end (DP-R2, DP-D21), the order of the
 * scenario deck (its size is public), and the PRNG. Everything else is on the table: regions, tokens,
 * every board, displaced people, the drawn card, the Stock Market Crash held, the discard pile.
 */
import type { Rng, RngState, Seat, Viewer } from '../../engine/index.ts';
import { cloneState } from './clone.ts';
import { contentOf } from './content.ts';
import { PUBLIC_FIELDS, type DisplacementState, type DisplacementView, type PublicField } from './types.ts';

/**
 * Each nation's goal card as `viewer` sees it: its own and the revealed ones, -1 for the others. A loop,
 * without a helper closure: a view is made for every seat after every move (and under the benches'
 * tsx, each closure made is also named, which cost most of the view's time).
 */
function goalsSeen(s: DisplacementState, viewer: Viewer): number[] {
  const out: number[] = [];
  for (let n = 0; n < s.goal.length; n++) out.push(viewer === n || s.revealed[n] ? s.goal[n] : -1);
  return out;
}

export function viewOf(s: DisplacementState, viewer: Viewer): DisplacementView {
  const v: DisplacementView = {
    viewer,
    game: s.game,
    contentKey: s.contentKey,
    players: s.players,
    variants: s.variants,
    round: s.round,
    turnNo: s.turnNo,
    phase: s.phase,
    current: s.current,
    scenario: s.scenario,
    region: s.region,
    revealed: s.revealed,
    tokens: s.tokens,
    grid: s.grid,
    displaced: s.displaced,
    turnsTaken: s.turnsTaken,
    held: s.held,
    discard: s.discard,
    stats: s.stats,
    lossSinceHousing: s.lossSinceHousing,
    winners: s.winners,
    last: s.last,
    goal: goalsSeen(s, viewer),
    deckCount: s.deck.length,
  };
  if (s.content !== undefined) v.content = s.content;
  return v;
}

/** A full state consistent with what `seat` sees: unseen goal cards dealt to the others, the deck shuffled. */
export function determinizeView(v: DisplacementView, _seat: Seat, rng: Rng): DisplacementState {
  const content = contentOf(v);
  const known = new Set(v.goal.filter((g) => g >= 0));
  const pool = rng.shuffle(content.goals.map((_, i) => i).filter((i) => !known.has(i)));
  const goal = v.goal.map((g) => (g >= 0 ? g : pool.pop()!));
  const out = new Set<number>([...v.discard, ...v.held.flatMap((h) => h.map((x) => x.card))]);
  if (v.scenario >= 0) out.add(v.scenario);
  const deck = rng.shuffle(content.scenarios.map((_, i) => i).filter((i) => !out.has(i)));
  const pub: Record<string, unknown> = {};
  for (const key of PUBLIC_FIELDS) pub[key] = v[key];
  const rngState: RngState = [rng.u32(), rng.u32(), rng.u32(), rng.u32()];
  const hidden: Omit<DisplacementState, PublicField | 'content'> = { rng: rngState, goal, deck };
  const state = { ...(pub as Pick<DisplacementState, PublicField>), ...hidden } as DisplacementState;
  if (v.content !== undefined) state.content = v.content;
  return cloneState(state);
}
