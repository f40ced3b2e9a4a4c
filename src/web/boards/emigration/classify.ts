/** Emigration's moves in groups, and the card or lane each one acts on (words only, no rules). */
import { A, CARD_BASE, cardOf } from '../../../games/emigration/actions.ts';
import type { EmigrationView } from '../../../games/emigration/types.ts';
import type { ActionClass } from '../types.ts';

const CARD_GROUPS: Record<number, string> = {
  [A.BUY]: 'Buy a card',
  [A.BUY_SKIP]: 'Take a card and skip a turn',
  [A.SCALP]: 'Buy a card',
  [A.DISCARD]: 'Discard a card for 2 money',
  [A.ACTIVATE]: 'Activate a card',
  [A.SELL]: 'Sell from your stash',
  [A.FOG_DISCARD]: 'Mental Fog: discard a life card',
};

export function classifyEmigration(_view: unknown, _seat: number, action: number): ActionClass {
  if (action >= CARD_BASE) {
    const base = Math.floor(action / CARD_BASE) * CARD_BASE;
    return { group: CARD_GROUPS[base] ?? 'Cards', target: `card:${cardOf(action)}` };
  }
  if (action >= A.CROSS && action < A.CROSS + 10) return { group: 'Cross the border', target: `lane:${action - A.CROSS}` };
  if (action === A.TRADE_MONEY || action === A.TRADE_DOCUMENTS || action === A.TRADE_CONNECTIONS) return { group: 'Trade for assurance tokens' };
  if (action === A.GRADUATE || action === A.COLLEGE) return { group: 'College' };
  return { group: 'Other moves' };
}

export function phaseHintEmigration(view: unknown, seat: number): string {
  const v = view as EmigrationView;
  if (v.phase === 'over') return '';
  if (v.pendingFog && v.turn === seat) return 'Mental Fog: pick a life card to discard, or none.';
  if (v.phase === 'prep') {
    return v.inCollege[seat]
      ? 'Preparation, at college: try to graduate, then take one action.'
      : 'Preparation: buy, discard or activate one available card, or go to college.';
  }
  return 'At the border: trade for assurance tokens, then choose an entrance lane.';
}
