/**
 * How far a game of Displacement has come, for a workshop's dashboard (docs/workshop.md). Read from any
 * view, a spectator's included: the round, the turns played and every nation's board are on the table
 * (DP-D20); the goal cards, which are hidden, are never read.
 *
 * - Rounds: every nation has one turn a round, seat 0 first (DP-D9); with the 16-round limit the game
 *   ends after `rules.rounds` rounds with nobody winning, and the label says "Round 3 of 16"; by the
 *   rulebook there is no limit (DP-D19), the label says "Round 3" and the fraction is unknown (null,
 *   also at the end: a game that cannot tell says so throughout). A fulfilled goal may end it sooner (DP-R23, DP-D18),
 *   which nobody can foresee, so the fraction is the share of the longest game played (turns played
 *   over rounds × nations): it only grows, and jumps to 1 when a goal ends the game.
 * - Scores: people housed now (the debrief's first figure, `housedNow`, DP-D22). The outcome's scores
 *   (1 for a nation whose goal was fulfilled, else 0) are 0 for everyone until the very end, and which
 *   goal a nation pursues is secret; tokens would rank nations by wealth, which only the
 *   Entrepreneurial goal counts. People with a permanent home is public, means the same for every
 *   goal, and is what a class watching a game about homes reads as "how is this nation doing".
 */
import type { GameProgress, Lang } from '../../engine/index.ts';
import { housed } from './board.ts';
import { contentOf } from './content.ts';
import { books } from './phrases/index.ts';
import type { DisplacementView } from './types.ts';
import { on } from './variants.ts';

export function progressOf(v: DisplacementView, lang: Lang = 'en'): GameProgress {
  const scores = Array.from({ length: v.players }, (_, n) => housed(v, n));
  const limited = on(v, 'roundLimit');
  if (v.phase === 'over') return { label: books[lang].progressOver, fraction: limited ? 1 : null, scores };
  if (!limited) return { label: books[lang].progressRoundOpen(v.round), fraction: null, scores };
  const rounds = contentOf(v).rules.rounds;
  return {
    label: books[lang].progressRound(Math.min(v.round, rounds), rounds),
    fraction: Math.min(1, v.turnNo / (rounds * v.players)),
    scores,
  };
}
