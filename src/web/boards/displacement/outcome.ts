/**
 * The end screen in Displacement's words: who fulfilled which goal and what that meant, or that the
 * rounds ran out with nobody winning; every nation's goal, revealed; and the debrief questions of the
 * game's content. Every number comes from the final view.
 */
import type { Outcome } from '../../../engine/index.ts';
import { contentOf, type DisplacementView } from '../../../games/displacement/index.ts';
import type { OutcomeWords } from '../types.ts';
import { housedIn, listWords, peopleWords, tokenWords } from './classify.ts';

export function explainDisplacement(outcome: Outcome, view: unknown, names: string[]): string[] {
  const v = view as DisplacementView;
  const c = contentOf(v);
  const name = (n: number) => names[n] ?? `Nation ${n + 1}`;
  const goalOf = (n: number) => c.goals[v.goal[n]];
  const squares = (n: number) => v.grid[n].filter((s) => s !== null).length;
  const a = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
  const lines: string[] = [];
  const winners = outcome.winners;
  if (winners.length === 0) {
    lines.push(`After ${v.round} rounds no nation had fulfilled its goal, so the game ended and nobody won: a loss the whole table shares.`);
  } else {
    for (const w of winners) {
      const g = goalOf(w);
      switch (g?.goal) {
        case 'humanitarian':
          lines.push(`${name(w)} wins as ${a(g.name)}: the last displaced person found a home, and every person of every nation lives in a permanent community.`);
          break;
        case 'metropolitan':
          lines.push(`${name(w)} wins as ${a(g.name)}: all ${v.grid[w].length} squares of its board hold a community.`);
          break;
        case 'entrepreneurial':
          lines.push(`${name(w)} wins as ${a(g.name)}: it holds ${tokenWords(v.tokens[w])}, the ${c.rules.entrepreneurialTokens} its goal asked for.`);
          break;
        default:
          lines.push(`${name(w)} fulfilled its goal.`);
      }
    }
    if (winners.length > 1) lines.push(`${listWords(winners.map(name))} fulfilled their goals at the same moment, so they win together.`);
  }
  lines.push(`The goals, revealed: ${v.goal.map((g, n) => `${name(n)} was ${c.goals[g] ? a(c.goals[g].name) : 'holding an unknown goal'}`).join('; ')}.`);
  for (let n = 0; n < v.players; n++) {
    const s = v.stats[n];
    lines.push(`${name(n)}: ${peopleWords(housedIn(v, n))} housed in ${squares(n)} communities, ${peopleWords(v.displaced[n].length)} still displaced, ${peopleWords(s.handedOver)} handed to others, ${peopleWords(s.received)} received, ${peopleWords(s.lost)} lost, ${tokenWords(v.tokens[n])}.`);
  }
  return lines;
}

export function questionsDisplacement(view: unknown): string[] {
  return [...contentOf(view as DisplacementView).debrief];
}

export const displacementOutcomeWords: OutcomeWords = { explain: explainDisplacement, questions: questionsDisplacement };
