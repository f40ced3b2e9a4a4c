/**
 * How far a game of #refugee has come, for a workshop's dashboard (docs/workshop.md). Read from any view,
 * a spectator's included: the turn, refugees accepted and points are on the public table (RF-R29);
 * hands and deck orders are never read.
 *
 * - The game ends the moment a country has accepted `acceptToEnd` refugees (RF-R24, 8 by default),
 *   when the refugee deck is exhausted with no refugee left in play (RF-R27: every refugee has then
 *   been accepted), or at the turn limit (RF-D15). The fraction is the nearest of the three:
 *   max(most accepted ÷ acceptToEnd, all accepted ÷ refugees in the game, turn ÷ maxTurns). Each only
 *   grows (an accepted refugee stays accepted, eliminated countries' too), so the fraction does.
 *   Elimination (RF-R28) and the earlier edition's target score (RF-D16) can end a game sooner,
 *   unforeseeably (points go down as well as up); the fraction then jumps to 1.
 * - Scores (RF-D32): the countries' points (RF-D5), the figure the winner is chosen by (RF-R26). The outcome's
 *   `scores` are ranking keys (RF-D14) that only exist at the end, so points are shown throughout.
 */
import type { GameProgress } from '../../engine/index.ts';
import { contentOf } from './content.ts';
import type { RefugeeView } from './types.ts';
import type { Lang } from '../../engine/lang.ts';
import { books } from './phrases/index.ts';

export function progressOf(v: RefugeeView, lang: Lang = 'en'): GameProgress {
  const scores = v.scores.slice();
  if (v.phase === 'over') return { label: books[lang].finished(), fraction: 1, scores };
  const counts = v.accepted.map((a) => a.length);
  const most = Math.max(0, ...counts);
  const all = counts.reduce((a, b) => a + b, 0);
  const refugees = contentOf(v).refugees.length;
  const { acceptToEnd, maxTurns } = v.options;
  const fraction = Math.max(most / acceptToEnd, refugees > 0 ? all / refugees : 0, v.turn / maxTurns);
  return {
    label: books[lang].progress(v.turn, most, acceptToEnd),
    fraction: Math.min(1, fraction),
    scores,
  };
}
