/** A plain-text rendering of a view for terminals (`crossings play`), built from the view only. */
import { pick } from '../../engine/index.ts';
import { communities } from './board.ts';
import { contentOf } from './content.ts';
import type { DisplacementView } from './types.ts';
import { on } from './variants.ts';
import { effectText, nationName } from './words.ts';

export function renderText(v: DisplacementView): string {
  const c = contentOf(v);
  const round = on(v, 'roundLimit') ? `Round ${v.round} of ${c.rules.rounds}` : `Round ${v.round}`;
  const lines: string[] = [`${round}; ${v.deckCount} scenario cards in the deck.`];
  const card = v.scenario >= 0 ? c.scenarios[v.scenario] : undefined;
  if (card) lines.push(`${nationName(c, v.region, v.current)} drew ${pick(card.name)}: ${effectText(c, card)}`);
  for (let n = 0; n < v.players; n++) {
    const goal = v.goal[n] >= 0 ? pick(c.goals[v.goal[n]].name) : 'goal hidden';
    const squares = v.grid[n].map((sq) => (sq === null ? '.' : String(sq.length))).join('');
    const held = v.held[n].length ? ', holds a Stock Market Crash' : '';
    lines.push(`${n === v.current ? '>' : ' '} ${nationName(c, v.region, n)} [${goal}]: ${v.tokens[n]} tokens, ${communities(v, n)} communities ${squares}, ${v.displaced[n].length} displaced${held}`);
  }
  return lines.join('\n');
}
