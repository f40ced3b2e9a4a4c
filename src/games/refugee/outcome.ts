/**
 * End and winner (RF-R26..RF-R28, RF-D14). Normally the most points wins, ties broken by refugees
 * accepted, else a tie. When the refugee deck runs out with nobody left in play, the most refugees
 * accepted wins (ties broken by points, RF-D14). Eliminated countries rank below every survivor,
 * later eliminations above earlier ones. `scores` in the Outcome are the ranking keys (points, or
 * refugees accepted after a deck exhaustion); `stats` always show both.
 */
import type { Outcome, Standing } from '../../engine/index.ts';
import type { RefugeeState } from './types.ts';
import { sayInAll, type Lang } from '../../engine/lang.ts';
import { books } from './phrases/index.ts';

/** Seat-free wording, so a batch of games groups by how they ended (the event names the seat). */
function reasonOf(s: RefugeeState, lang: Lang = 'en'): string {
  return books[lang].reason(s.endReason, s.options);
}

export function outcomeOf(s: RefugeeState): Outcome | null {
  if (s.phase !== 'over') return null;
  return ranked(s, false);
}

/**
 * RF-D34: play stopped before the end (a workshop's End play) ranks the countries as RF-R26..RF-R28
 * would with the points they hold now: points, then refugees accepted; eliminated countries below
 * every survivor, later eliminations above earlier ones. Nobody wins a game that did not end.
 */
export function provisionalOutcomeOf(s: RefugeeState): Outcome {
  return ranked(s, s.phase !== 'over');
}

/** The outcome's numbers alone (types.ts `standing`). */
export function standingOf(s: RefugeeState): Standing | null {
  return s.phase === 'over' ? standingAt(s, false) : null;
}

function ranked(s: RefugeeState, provisional: boolean): Outcome {
  const n = s.players;
  const said = provisional ? sayInAll(books, (b) => b.provisional()) : sayInAll(books, (_b, lang) => reasonOf(s, lang));
  return {
    reason: said.text,
    reasonTexts: said.texts,
    ...standingAt(s, provisional),
    stats: [...Array(n).keys()].map((i) => ({
      points: s.scores[i],
      accepted: s.accepted[i].length,
      sentAway: s.sentAway[i],
      arrived: s.arrived[i],
      eliminated: s.out[i],
      turns: s.turn + 1,
    })),
  };
}

function standingAt(s: RefugeeState, provisional: boolean): Standing {
  const n = s.players;
  const byAccepted = !provisional && s.endReason === 'deck';
  const primary = (i: number) => (byAccepted ? s.accepted[i].length : s.scores[i]);
  const secondary = (i: number) => (byAccepted ? s.scores[i] : s.accepted[i].length);
  const alive = [...Array(n).keys()].filter((i) => !s.out[i]);
  // Ranking keys: survivors by (primary, secondary); eliminated seats below the lowest survivor.
  const keys = Array<[number, number, number]>(n);
  for (const i of alive) keys[i] = [1, primary(i), secondary(i)];
  s.eliminationOrder.forEach((seat, k) => { keys[seat] = [0, k, 0]; });
  const cmp = (a: number, b: number) => keys[b][0] - keys[a][0] || keys[b][1] - keys[a][1] || keys[b][2] - keys[a][2];
  const ranks = [...Array(n).keys()].map((i) => 1 + [...Array(n).keys()].filter((j) => cmp(j, i) < 0).length);
  const top = ranks.flatMap((r, i) => (r === 1 ? [i] : []));
  const low = alive.length ? Math.min(...alive.map(primary)) : 0;
  const scores = [...Array(n).keys()].map((i) =>
    s.out[i] ? low - s.eliminationOrder.length + s.eliminationOrder.indexOf(i) : primary(i));
  return {
    scores,
    ranks,
    winners: !provisional && top.length === 1 ? top : [],
    tie: !provisional && top.length > 1,
  };
}
