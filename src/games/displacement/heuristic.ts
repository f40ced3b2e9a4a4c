/**
 * A state evaluation for the heuristic bot: progress towards the nation's own goal (it knows its own
 * card), plus a little for tokens and full communities, which serve every goal. A won game is 1, a
 * lost one 0.
 */
import { communities, fullCommunities } from './board.ts';
import { contentOf } from './content.ts';
import type { DisplacementState } from './types.ts';

export function evaluate(s: DisplacementState, seat: number): number {
  if (s.phase === 'over') return s.winners.includes(seat) ? 1 : s.winners.length === 0 ? 0.3 : 0;
  const c = contentOf(s);
  const r = c.rules;
  const goal = c.goals[s.goal[seat]]?.goal;
  let progress: number;
  if (goal === 'entrepreneurial') progress = Math.min(1, s.tokens[seat] / r.entrepreneurialTokens);
  // Tokens are communities not yet bought: counted at half their price, so a Metropolitan nation
  // buys whenever it can (and its wealth counts for nothing else).
  else if (goal === 'metropolitan') progress = Math.min(1, (communities(s, seat) + 0.5 * s.tokens[seat] / r.communityCost) / r.squares);
  else {
    let total = 0;
    let displaced = 0;
    for (let n = 0; n < s.players; n++) {
      displaced += s.displaced[n].length;
      for (const sq of s.grid[n]) if (sq) total += sq.length;
    }
    total += displaced;
    progress = total === 0 ? 1 : 1 - displaced / total;
  }
  const wealth = goal === 'metropolitan' ? 0 : Math.min(1, s.tokens[seat] / (2 * r.communityCost + 1));
  const homes = fullCommunities(s, seat, r.capacity) / r.squares;
  const own = s.displaced[seat].length;
  const v = 0.6 * progress + 0.2 * wealth + 0.2 * homes - 0.02 * own;
  return Math.max(0, Math.min(0.99, v));
}
