/**
 * The outcome (DP-R23..DP-R27, DP-D18, DP-D19): the nations whose goal was fulfilled win together
 * (score 1, the others 0); when the rounds run out nobody wins (every score 0, no tie: a shared loss).
 * `stats` hold the figures a facilitator discusses in the debrief (DP-D22).
 */
import { competitionRanks, describeInAll, pick, type Lang, type Outcome, type Standing } from '../../engine/index.ts';
import { communities, housed } from './board.ts';
import { goalMetBy } from './rules.ts';
import { contentOf } from './content.ts';
import { books } from './phrases/index.ts';
import type { DisplacementState } from './types.ts';

export function outcomeOf(s: DisplacementState): Outcome | null {
  if (s.phase !== 'over') return null;
  return ranked(s, null);
}

/** The outcome's numbers alone (types.ts `standing`): the nations who fulfilled their goals, score 1. */
export function standingOf(s: DisplacementState): Standing | null {
  if (s.phase !== 'over') return null;
  return finalStanding(s);
}

function finalStanding(s: DisplacementState): Standing {
  const scores = Array.from({ length: s.players }, (_, n) => (s.winners.includes(n) ? 1 : 0));
  return { scores, ranks: competitionRanks(scores), winners: s.winners.slice(), tie: false };
}

/**
 * DP-D33: how far a nation has come toward its own goal, 0..100 (%): Entrepreneurial, its tokens of
 * the `entrepreneurialTokens` it needs (DP-R27); Metropolitan, its communities of the `squares` of
 * its grid (DP-R26); Humanitarian, the share of every nation's people who are housed rather than
 * displaced (DP-R24), and 100 only when its goal is met (DP-D29). A goal met is 100.
 */
export function goalProgress(s: DisplacementState, n: number): number {
  const content = contentOf(s);
  const g = content.goals[s.goal[n]]?.goal;
  if (g === undefined) return 0;
  if (goalMetBy(s, content, g, n)) return 100;
  const r = content.rules;
  let share: number;
  if (g === 'entrepreneurial') share = s.tokens[n] / r.entrepreneurialTokens;
  else if (g === 'metropolitan') share = communities(s, n) / r.squares;
  else {
    let all = 0;
    let displaced = 0;
    for (let k = 0; k < s.players; k++) {
      displaced += s.displaced[k].length;
      all += housed(s, k) + s.displaced[k].length;
    }
    share = all === 0 ? 0 : 1 - displaced / all;
  }
  // A goal not met is never shown as reached.
  return Math.min(99, Math.floor(100 * Math.max(0, share)));
}

/**
 * DP-D33: play stopped before the end (a workshop's End play) ranks the nations by their progress
 * toward their own goals (`goalProgress`, the score); nobody wins a game that did not end.
 */
export function provisionalOutcomeOf(s: DisplacementState): Outcome {
  if (s.phase === 'over') return ranked(s, null);
  return ranked(s, Array.from({ length: s.players }, (_, n) => goalProgress(s, n)));
}

function ranked(s: DisplacementState, progress: number[] | null): Outcome {
  const content = contentOf(s);
  const standing: Standing = progress ? { scores: progress, ranks: competitionRanks(progress), winners: [], tie: false } : finalStanding(s);
  const goalName = (n: number, lang: Lang = 'en') => {
    const g = content.goals[s.goal[n]];
    return g ? pick(g.name, lang) : books[lang].unknownGoal;
  };
  // Seat-free wording, so a batch of games groups by how they ended (the log names the nations).
  const reasonIn = (lang: Lang) => {
    const b = books[lang];
    if (progress) return b.provisional();
    return s.winners.length === 0
      ? b.reasonNobody(s.round)
      : s.winners.length === 1
        ? b.reasonOne(goalName(s.winners[0], lang))
        : b.reasonMany(s.winners.length, s.winners.map((n) => goalName(n, lang)).sort());
  };
  const { text: reason, texts: reasonTexts } = describeInAll(reasonIn);
  return {
    reason,
    reasonTexts,
    ...standing,
    stats: Array.from({ length: s.players }, (_, n) => ({
      goal: goalName(n),
      region: pick(content.regions[s.region[n]]?.name ?? ''),
      won: s.winners.includes(n),
      housedNow: housed(s, n),
      displacedNow: s.displaced[n].length,
      housed: s.stats[n].housed,
      handedOver: s.stats[n].handedOver,
      received: s.stats[n].received,
      lost: s.stats[n].lost,
      communities: communities(s, n),
      tokens: s.tokens[n],
    })),
    // The two names among the figures, in the other languages for the end screen (DP-D31).
    statTexts: Array.from({ length: s.players }, (_, n) => ({
      goal: describeInAll((lang) => goalName(n, lang)).texts,
      region: describeInAll((lang) => pick(content.regions[s.region[n]]?.name ?? '', lang)).texts,
    })),
  };
}
