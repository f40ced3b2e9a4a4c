/**
 * The outcome (DP-R23..DP-R27, DP-D18, DP-D19): the nations whose goal was fulfilled win together
 * (score 1, the others 0); when the rounds run out nobody wins (every score 0, no tie: a shared loss).
 * `stats` hold the figures a facilitator discusses in the debrief (DP-D22).
 */
import { competitionRanks, describeInAll, pick, type Lang, type Outcome } from '../../engine/index.ts';
import { communities, housed } from './board.ts';
import { contentOf } from './content.ts';
import { books } from './phrases/index.ts';
import type { DisplacementState } from './types.ts';

export function outcomeOf(s: DisplacementState): Outcome | null {
  if (s.phase !== 'over') return null;
  const content = contentOf(s);
  const scores = Array.from({ length: s.players }, (_, n) => (s.winners.includes(n) ? 1 : 0));
  const goalName = (n: number, lang: Lang = 'en') => {
    const g = content.goals[s.goal[n]];
    return g ? pick(g.name, lang) : books[lang].unknownGoal;
  };
  // Seat-free wording, so a batch of games groups by how they ended (the log names the nations).
  const reasonIn = (lang: Lang) => {
    const b = books[lang];
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
    scores,
    ranks: competitionRanks(scores),
    winners: s.winners.slice(),
    tie: false,
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
