/**
 * How far a game of Emigration has come, for a workshop's dashboard (docs/workshop.md). Read from any
 * view, a spectator's included: every card on the table (face-down ones as HIDDEN, counted but never
 * read), the supply, assurance tokens and crossings are public (EM-R5, EM-D18); lane token orders and the
 * cards removed unseen are never read.
 *
 * - Phase 1 (Preparation) ends when no AVAILABLE card is left on the table (EM-R30), or at the safety
 *   limit of 60 turns per player (EM-D5). Its share is the nearer of the two: cards taken ÷ cards laid
 *   out (the layouts dealt at setup, EM-R11, and the Passports and Tickets, EM-R8), or turns ÷ limit.
 *   Cards only leave the table, so it only grows.
 * - Phase 2 (At the border) ends when everyone has tried to cross (EM-R38): its share is the players
 *   who have crossed. Preparation is most of a game's turns, so it is given 80% of the bar, the border
 *   the last 20%; the fraction only grows.
 * - Scores (EM-D29): assurance tokens, the figure the winner is chosen by (EM-R39) — while a player has
 *   not crossed, the tokens they hold; once they have, the outcome's own score (EM-D21): the tokens
 *   left if they entered, −1 if they were refused. In competitive play they equal `Outcome.scores` at
 *   the end. Cooperative play uses the same numbers: its outcome (1 entered, 0 not) would read 0 for
 *   everyone until the border, while tokens show how ready each player is to pay the officer.
 */
import type { GameProgress, Lang } from '../../engine/index.ts';
import { books } from './phrases/index.ts';
import { prepTurnLimit } from './step.ts';
import { EMPTY, type EmigrationView } from './types.ts';

/** Of the prep phase's bar, the share before the border. */
const PREP_SHARE = 0.8;

function scoresOf(v: EmigrationView): number[] {
  return v.assurance.map((a, p) => {
    const c = v.crossings[p];
    return c === null ? a : c.entered ? a : -1;
  });
}

export function progressOf(v: EmigrationView, lang: Lang = 'en'): GameProgress {
  const say = books[lang];
  const scores = scoresOf(v);
  if (v.phase === 'over') return { label: say.finished(), fraction: 1, scores };
  if (v.phase === 'border') {
    const crossed = v.crossings.filter((c) => c !== null).length;
    return {
      label: say.atTheBorder(crossed, v.players),
      fraction: Math.min(1, PREP_SHARE + (1 - PREP_SHARE) * (crossed / v.players)),
      scores,
    };
  }
  // Cards laid out at setup: the deck less the cards removed unseen, as far as the layouts hold, and the Passports and Tickets.
  const papers = v.cards.filter((c) => c.kind === 'passport' || c.kind === 'ticket').length;
  const dealt = Math.min(v.cards.length - papers - v.removedCount, v.layoutSpec.length * v.players);
  const total = dealt + papers;
  let left = v.supply.length;
  for (const row of v.layout) for (const card of row) if (card !== EMPTY) left++;
  const taken = total > 0 ? Math.max(0, total - left) / total : 0;
  const share = Math.min(1, Math.max(taken, v.prepTurns / prepTurnLimit(v.players)));
  return {
    label: say.preparation(v.prepTurns + 1, left, total),
    fraction: PREP_SHARE * share,
    scores,
  };
}
