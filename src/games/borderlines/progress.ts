/**
 * How far a game of Borderlines has come, for a workshop's dashboard (docs/workshop.md). Read from any
 * view, a spectator's included: the round, the phase, the families that have acted and every family's
 * people, houses and dead are on the table (BL-D37); nothing hidden is read.
 *
 * - Rounds: the content's schedule (BL-D1: six rounds); a round is the aid choice, if any, then one
 *   action per family (BL-R23, BL-R45). The fraction counts rounds done plus the families that have
 *   acted this round, so it only grows.
 * - Scores: the points so far (BL-R51), exactly as the outcome will count them (`familyScore`, the
 *   same function `outcome.ts` uses): alive + in Western Europe + houses kept − died. At the end they
 *   equal `Outcome.scores`.
 * - The label is in the reader's language (BL-D42).
 */
import type { GameProgress } from '../../engine/index.ts';
import type { Lang } from '../../engine/lang.ts';
import { contentOf } from './content.ts';
import { familyScore } from './outcome.ts';
import { books } from './phrases/index.ts';
import type { BorderlinesView } from './types.ts';

export function progressOf(v: BorderlinesView, lang: Lang = 'en'): GameProgress {
  const b = books[lang];
  const scores = Array.from({ length: v.players }, (_, f) => familyScore(v, f).points);
  if (v.phase === 'over') return { label: b.finished(), fraction: 1, scores };
  const rounds = contentOf(v).schedule.length;
  const round = Math.min(Math.max(1, v.round), rounds);
  const acted = v.phase === 'action' ? Math.min(v.turnsTaken, v.players) : 0;
  return {
    label: b.progress(round, rounds, v.phase === 'aid' ? 0 : acted + 1, v.players),
    fraction: Math.min(1, (round - 1 + acted / v.players) / rounds),
    scores,
  };
}
