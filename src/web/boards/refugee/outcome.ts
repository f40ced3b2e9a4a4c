/**
 * The end screen in #refugee's words: why the game ended, what counted (points, or refugees accepted
 * after the refugee deck ran out: RF-R26, RF-R27, RF-D14), who won on what, eliminated countries
 * (RF-R28, RF-D23) and a tie. Every number comes from the final view and the outcome. Words in the
 * reader's language (namespace `board-refugee`, RF-D33).
 */
import type { Outcome } from '../../../engine/index.ts';
import { textIn, type Lang } from '../../../engine/lang.ts';
import type { RefugeeView } from '../../../games/refugee/index.ts';
import type { OutcomeWords } from '../types.ts';
import { boardT, count, listWords } from './classify.ts';

/** "1 point", "-1 point", "0 points", "12 points". */
export function points(n: number, lang: Lang = 'en'): string {
  return count(n, 'point', lang);
}

export function explainRefugee(outcome: Outcome, view: unknown, names: string[], lang: Lang = 'en'): string[] {
  const v = view as RefugeeView;
  const t = boardT(lang);
  const name = (p: number) => names[p] ?? t('player', { n: p + 1 });
  const pts = (p: number) => points(v.scores[p], lang);
  const acc = (p: number) => v.accepted[p].length;
  const refugees = (n: number) => count(n, 'refugee', lang);
  const byAccepted = v.endReason === 'deck';
  const lines: string[] = [];

  switch (v.endReason) {
    case 'accepted':
      lines.push(t('outcome.accepted', { who: name(v.ender), refugees: refugees(v.options.acceptToEnd) }));
      break;
    case 'deck':
      lines.push(t('outcome.deck'));
      break;
    case 'last-standing':
      lines.push(t('outcome.lastStanding', { who: name(v.ender) }));
      break;
    case 'target':
      lines.push(t('outcome.target', { who: name(v.ender), points: points(v.options.targetScore ?? 0, lang) }));
      break;
    case 'turns':
      lines.push(t('outcome.turns', { turns: count(v.options.maxTurns, 'turn', lang) }));
      break;
    default:
      lines.push(t('outcome.other', { reason: textIn(outcome.reason, outcome.reasonTexts, lang) }));
  }

  if (v.endReason !== 'last-standing') lines.push(byAccepted ? t('outcome.ruleDeck') : t('outcome.rulePoints'));

  const top = outcome.ranks.flatMap((r, p) => (r === 1 ? [p] : []));
  if (outcome.tie && top.length > 1) {
    const args = { names: listWords(top.map(name), lang), refugees: refugees(acc(top[0])), points: pts(top[0]) };
    lines.push(byAccepted ? t('outcome.tieDeck', args) : t('outcome.tiePoints', args));
  } else if (outcome.winners.length === 1 && v.endReason !== 'last-standing') {
    const w = outcome.winners[0];
    // The best of the others still in the game.
    const next = [...Array(v.players).keys()].filter((p) => p !== w && !v.out[p]).sort((a, b) => outcome.ranks[a] - outcome.ranks[b] || a - b)[0];
    if (next === undefined) {
      lines.push(t('outcome.wins', { who: name(w) }));
    } else if (byAccepted) {
      lines.push(acc(w) > acc(next)
        ? t('outcome.winsAccepted', { who: name(w), refugees: refugees(acc(w)), next: name(next), n: acc(next) })
        : t('outcome.winsOnPoints', { who: name(w), next: name(next), refugees: refugees(acc(w)), a: v.scores[w], b: v.scores[next] }));
    } else {
      lines.push(v.scores[w] > v.scores[next]
        ? t('outcome.winsPoints', { who: name(w), points: pts(w), next: name(next), nextPoints: pts(next) })
        : t('outcome.winsOnAccepted', { who: name(w), next: name(next), points: pts(w), a: acc(w), b: acc(next) }));
      if (v.endReason === 'accepted' && v.ender !== w && v.ender >= 0) {
        lines.push(t('outcome.enderLost', { who: name(v.ender) }));
      }
    }
  } else if (outcome.winners.length === 0 && !outcome.tie) {
    lines.push(t('outcome.nobody'));
  }

  const gone = v.eliminationOrder;
  if (gone.length > 0) {
    const who = listWords(gone.map((p) => t('outcome.listed', { who: name(p), points: pts(p) })), lang);
    const limit = v.options.eliminationScore;
    lines.push(t('outcome.eliminated', { count: gone.length, who, limit: limit !== null ? t('outcome.limit', { points: points(limit, lang) }) : '' }));
  }
  return lines;
}

export const refugeeOutcomeWords: OutcomeWords = { explain: explainRefugee };
