/**
 * Words for actions, for logs, menus and screen readers.
 */
import { A, CARD_BASE, cardOf } from './actions.ts';
import { findInLayouts } from './board.ts';
import type { EmigrationView } from './types.ts';

export function describeAction(v: EmigrationView, seat: number, action: number): string {
  if (action < CARD_BASE) {
    switch (action) {
      case A.GRADUATE: return 'Try to graduate from college (roll 1–3)';
      case A.COLLEGE: return `Go to college (tuition: die roll + ${v.seats[seat]?.nationality.start ?? '?'})`;
      case A.FORFEIT: return 'Forfeit the turn (no required action is possible)';
      case A.FOG_DECLINE: return 'Discard no life card';
      case A.TRADE_MONEY: {
        const r = v.seats[seat]?.destination.money;
        return r ? `Trade ${r.per} money for ${r.gain} assurance` : 'Trade money';
      }
      case A.TRADE_DOCUMENTS: {
        const r = v.seats[seat]?.destination.documents;
        return r ? `Trade ${r.per} documents for ${r.gain} assurance` : 'Trade documents';
      }
      case A.TRADE_CONNECTIONS: {
        const r = v.seats[seat]?.destination.connections;
        return r ? `Trade ${r.per} connections for ${r.gain} assurance` : 'Trade connections';
      }
    }
    if (action >= A.CROSS && action < A.CROSS + 10) return `Cross the border at lane ${action - A.CROSS + 1}`;
    return `Unknown action ${action}`;
  }
  const base = Math.floor(action / CARD_BASE) * CARD_BASE;
  const card = v.cards[cardOf(action)];
  if (!card) return `Unknown action ${action}`;
  const where = findInLayouts(v, card.id);
  const from = where ? (where.owner === seat ? ' from your layout' : ` from Player ${where.owner + 1}'s layout (+1 to them)`) : '';
  switch (base) {
    case A.BUY: return `Buy ${card.name}${card.kind === 'document' || card.kind === 'connection' ? ` (${card.kind})` : ''} for ${card.price}${from}`;
    case A.BUY_SKIP: return `Take a ${card.name} and skip your next turn`;
    case A.SCALP: return `Buy an extra ${card.name} from its owner for ${card.price + 1}`;
    case A.DISCARD: return `Discard ${card.name} for 2 money${from}`;
    case A.ACTIVATE: return card.kind === 'payday' ? `Activate a Payday${from}` : `Activate ${card.name}${from}`;
    case A.SELL: return `Sell ${card.name} from your stash for 2 money`;
    case A.FOG_DISCARD: return `Discard the life card ${card.name}`;
  }
  return `Unknown action ${action}`;
}
