/**
 * `evaluate(state, seat)` for the heuristic bot (RF-D17). It first projects the pending stack
 * (resolves it and the Resolution that follows on a copy), then values each country as
 *   points + Σ refugees in its zone × (vetting score so far) × (0.9 fully vetted, 0.5 otherwise)
 *   + 0.3 per refugee accepted + 0.8 per action card + 0.1 × the positive vetting values in hand,
 * and maps the difference to the best rival through a logistic curve. An eliminated country is
 * worth -50. Finished games score 1 (won), 0.5 (shared top) or 0.
 */
import { contentOf } from './content.ts';
import type { Seat } from '../../engine/index.ts';
import { resolveStack } from './cards.ts';
import { resolution } from './flow.ts';
import { outcomeOf } from './outcome.ts';
import { cloneState } from './rules.ts';
import { vettingScore } from './state.ts';
import type { RefugeeState } from './types.ts';

function finished(s: RefugeeState, seat: Seat): number {
  const o = outcomeOf(s)!;
  if (o.winners.includes(seat)) return 1;
  return o.tie && o.ranks[seat] === 1 ? 0.5 : 0;
}

/** Each seat's material value (see the module comment). */
export function seatValues(s: RefugeeState): number[] {
  const values = s.scores.map((p, i) => p + 0.3 * s.accepted[i].length + 0.8 * s.actionHands[i].length);
  for (let i = 0; i < s.players; i++) {
    let good = 0;
    for (const v of s.vettingHands[i]) { const x = contentOf(s).vetting[v].value; if (x > 0) good += x; }
    values[i] += 0.1 * good;
  }
  for (const r of s.inPlay) {
    const owner = r.fleeTo >= 0 ? r.fleeTo : r.zone;
    values[owner] += vettingScore(contentOf(s), r) * (r.vetting.length >= 3 ? 0.9 : 0.5);
  }
  for (let i = 0; i < s.players; i++) if (s.out[i]) values[i] = -50;
  return values;
}

export function evaluate(state: RefugeeState, seat: Seat): number {
  let s = state;
  if (s.phase === 'over') return finished(s, seat);
  if (s.phase === 'action' && s.stack.length > 0) {
    s = cloneState(state);
    s.current = state.current;
    const fx = resolveStack(s, null);
    resolution(s, fx, null);
    if (s.phase === 'over') return finished(s, seat);
  }
  const values = seatValues(s);
  let rival = -Infinity;
  for (let i = 0; i < s.players; i++) if (i !== seat && !s.out[i] && values[i] > rival) rival = values[i];
  if (rival === -Infinity) return 1;
  const x = (values[seat] - rival) / 8;
  return 1 / (1 + Math.exp(-x));
}
