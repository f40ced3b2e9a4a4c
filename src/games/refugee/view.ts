/**
 * What a seat sees (RF-R29): everything on the table — refugees with their vetting cards, the
 * stack, scores, used piles, hand sizes, deck sizes — plus its own hands. Never the PRNG, deck
 * orders or another seat's hand. `determinize` deals the unseen cards back at random.
 */
import { contentOf, layoutFor } from './content.ts';
import { vettingScore } from './state.ts';
import { seedRng, type Rng, type Seat, type Viewer } from '../../engine/index.ts';
import { K } from './codec.ts';
import type { RefugeeInPlay, RefugeeState, RefugeeView, TableField } from './types.ts';
import { keptList, sharedList } from '../view-parts.ts';

/**
 * The view shares the state's public parts instead of copying them (states are never changed after
 * `apply` returns them; see docs/architecture.md): the server then compares a part every seat sees
 * once per move, not once per seat. `determinize` copies everything back into a fresh state.
 */
export function viewOf(s: RefugeeState, viewer: Viewer): RefugeeView {
  const mine = viewer !== 'spectator' && Number.isInteger(viewer) && viewer >= 0 && viewer < s.players;
  const v: RefugeeView = {
    viewer,
    contentKey: s.contentKey,
    options: s.options,
    players: s.players,
    phase: s.phase,
    turn: s.turn,
    current: s.current,
    firstRoll: s.firstRoll,
    lastRoll: s.lastRoll,
    owe: s.owe,
    refugeeDeckSize: s.refugeeDeck.length,
    vettingDeckSize: s.vettingDeck.length,
    vettingUsed: s.vettingUsed,
    actionDeckSize: s.actionDeck.length,
    actionDiscard: s.actionDiscard,
    vettingHandSizes: s.vettingHands.map((h) => h.length),
    actionHandSizes: s.actionHands.map((h) => h.length),
    myVetting: mine ? s.vettingHands[viewer as Seat] : null,
    myActions: mine ? s.actionHands[viewer as Seat] : null,
    vettingScores: vettingScores(s),
    ...publicTable(s),
  };
  // Custom content goes with the view, the state's own object (RF-D12): the server's diff skips it
  // by identity, so it travels in a whole view only, never in a patch.
  if (s.content !== undefined) v.content = s.content;
  return v;
}

/**
 * A full state consistent with `view`: every card the seat has not seen (other hands, the three
 * decks) is shuffled and dealt back in the sizes the view shows. Used piles, the table and the
 * stack are public, so they are kept exactly.
 */
export function determinizeView(v: RefugeeView, seat: Seat, rng: Rng): RefugeeState {
  const L = layoutFor(v);
  const myV = v.viewer === seat ? v.myVetting ?? [] : [];
  const myA = v.viewer === seat ? v.myActions ?? [] : [];

  // Seen cards as flags, the pools in id order (as filtering 0..n-1 gives them), then shuffled.
  // Flags, not Sets: a search determinizes once per iteration.
  const seenV = new Uint8Array(L.nv);
  for (const c of myV) seenV[c] = 1;
  for (const c of v.vettingUsed) seenV[c] = 1;
  for (const r of v.inPlay) for (const c of r.vetting) seenV[c] = 1;
  for (const e of v.stack) if (e.vetting >= 0 && e.kind === K.fakeNews) seenV[e.vetting] = 1;
  const poolV = rng.shuffle(unseen(seenV));

  const seenA = new Uint8Array(L.na);
  for (const c of myA) seenA[c] = 1;
  for (const c of v.actionDiscard) seenA[c] = 1;
  for (const e of v.stack) seenA[e.card] = 1;
  const poolA = rng.shuffle(unseen(seenA));

  const seenR = new Uint8Array(L.nr);
  for (const r of v.inPlay) seenR[r.id] = 1;
  for (const a of v.accepted) for (const id of a) seenR[id] = 1;
  const poolR = rng.shuffle(unseen(seenR));

  // Only the viewer's own hands are known; from a spectator's view every hand is dealt at random.
  const own = (i: number) => i === seat && v.viewer === seat;
  const vettingHands = v.vettingHandSizes.map((n, i) => (own(i) ? [...myV] : poolV.splice(0, n)));
  const actionHands = v.actionHandSizes.map((n, i) => (own(i) ? [...myA] : poolA.splice(0, n)));
  const s: RefugeeState = {
    contentKey: v.contentKey,
    options: { ...v.options },
    players: v.players,
    rng: seedRng(rng.u32()),
    phase: v.phase,
    turn: v.turn,
    current: v.current,
    firstRoll: v.firstRoll.map((r) => [...r]),
    lastRoll: v.lastRoll,
    owe: v.owe,
    refugeeDeck: poolR.slice(0, v.refugeeDeckSize),
    vettingDeck: poolV.slice(0, v.vettingDeckSize),
    vettingUsed: [...v.vettingUsed],
    actionDeck: poolA.slice(0, v.actionDeckSize),
    actionDiscard: [...v.actionDiscard],
    vettingHands,
    actionHands,
    ...copyTable(v),
  };
  // Shared, not copied: the content is never changed (RF-D12).
  if (v.content !== undefined) s.content = v.content;
  return s;
}

/** The ids whose flag is not set, ascending. */
function unseen(seen: Uint8Array): number[] {
  const out: number[] = [];
  for (let id = 0; id < seen.length; id++) if (seen[id] === 0) out.push(id);
  return out;
}

const scoresKept = keptList<RefugeeInPlay, number>();

/**
 * RF-R12, the rules' own `vettingScore`, for each refugee in play (what the board shows): one list for
 * every viewer of a state while the scores stay the same (src/games/view-parts.ts).
 */
function vettingScores(s: RefugeeState): number[] {
  const c = contentOf(s);
  return sharedList(scoresKept, s.inPlay, (score, r) => score === vettingScore(c, r), (r) => vettingScore(c, r));
}

/** The public table as it is (for views). */
function publicTable(x: Pick<RefugeeState, TableField>): Pick<RefugeeState, TableField> {
  return {
    inPlay: x.inPlay,
    accepted: x.accepted,
    acceptedValues: x.acceptedValues,
    scores: x.scores,
    sentAway: x.sentAway,
    arrived: x.arrived,
    out: x.out,
    eliminationOrder: x.eliminationOrder,
    priority: x.priority,
    passes: x.passes,
    stack: x.stack,
    choices: x.choices,
    endReason: x.endReason,
    ender: x.ender,
  };
}

/** The public table, copied (view → state in `determinize`, whose states are changed in place). */
function copyTable(x: Pick<RefugeeState, TableField>): Pick<RefugeeState, TableField> {
  return {
    inPlay: x.inPlay.map((r) => ({ ...r, vetting: [...r.vetting] })),
    accepted: x.accepted.map((a) => [...a]),
    acceptedValues: x.acceptedValues.map((a) => [...a]),
    scores: [...x.scores],
    sentAway: [...x.sentAway],
    arrived: [...x.arrived],
    out: [...x.out],
    eliminationOrder: [...x.eliminationOrder],
    priority: x.priority,
    passes: x.passes,
    stack: x.stack.map((e) => ({ ...e, fleeing: [...e.fleeing] })),
    choices: x.choices.map((c) => ({ ...c })),
    endReason: x.endReason,
    ender: x.ender,
  };
}
