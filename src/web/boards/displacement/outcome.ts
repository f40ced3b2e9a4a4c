/**
 * The end screen in Displacement's words: who fulfilled which goal and what that meant, or that the
 * rounds ran out with nobody winning; every nation's goal, revealed; and the debrief questions of the
 * game's content. Every number comes from the final view; words in the reader's language (DP-D31).
 */
import { pick, type Lang, type Outcome } from '../../../engine/index.ts';
import { contentOf, type DisplacementView } from '../../../games/displacement/index.ts';
import type { OutcomeWords } from '../types.ts';
import { housedIn } from './classify.ts';
import { wordsIn } from './words.ts';

export function explainDisplacement(outcome: Outcome, view: unknown, names: string[], lang: Lang = 'en'): string[] {
  const v = view as DisplacementView;
  const c = contentOf(v);
  const w = wordsIn(lang);
  const t = w.t;
  const name = (n: number) => names[n] ?? w.nation(n);
  const goalOf = (n: number) => c.goals[v.goal[n]];
  const squares = (n: number) => v.grid[n].filter((s) => s !== null).length;
  // "a Humanitarian nation" in English; a quoted name where there are no articles.
  const a = (word: string) => (lang === 'en' ? `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}` : w.quote(word));
  const lines: string[] = [];
  const winners = outcome.winners;
  if (winners.length === 0) {
    lines.push(t('outcome.nobody', { rounds: v.round }));
  } else {
    for (const n of winners) {
      const g = goalOf(n);
      const goal = g ? a(pick(g.name, lang)) : '';
      switch (g?.goal) {
        case 'humanitarian':
        {
          // Nobody is left displaced, but the people lost during the game are not forgotten beside it.
          const lost = v.stats.reduce((sum, x) => sum + x.lost, 0);
          lines.push(t('outcome.humanitarian', { name: name(n), goal, lost: lost > 0 ? t('outcome.humanitarianLost', { people: w.people(lost) }) : '' }));
        }
          break;
        case 'metropolitan':
          lines.push(t('outcome.metropolitan', { name: name(n), goal, squares: v.grid[n].length }));
          break;
        case 'entrepreneurial':
          lines.push(t('outcome.entrepreneurial', { name: name(n), goal, tokens: w.tokens(v.tokens[n]), target: c.rules.entrepreneurialTokens }));
          break;
        default:
          lines.push(t('outcome.fulfilled', { name: name(n) }));
      }
    }
    if (winners.length > 1) lines.push(t('outcome.together', { names: w.list(winners.map(name)) }));
  }
  const revealed = v.goal.map((g, n) => (c.goals[g]
    ? t('outcome.was', { name: name(n), goal: a(pick(c.goals[g].name, lang)) })
    : t('outcome.wasUnknown', { name: name(n) })));
  lines.push(t('outcome.revealed', { list: revealed.join(t('outcome.revealedSep')) }));
  for (let n = 0; n < v.players; n++) {
    const s = v.stats[n];
    lines.push(t('outcome.nation', {
      name: name(n), housed: w.people(housedIn(v, n)), squares: squares(n), displaced: w.people(v.displaced[n].length),
      handed: w.people(s.handedOver), received: w.people(s.received), lost: w.people(s.lost), tokens: w.tokens(v.tokens[n]),
    }));
  }
  return lines;
}

/** The content's questions, in the reader's language (English where a custom content has no translation). */
export function questionsDisplacement(view: unknown, lang: Lang = 'en'): string[] {
  return contentOf(view as DisplacementView).debrief.map((q) => pick(q, lang));
}

export const displacementOutcomeWords: OutcomeWords = { explain: explainDisplacement, questions: questionsDisplacement };
