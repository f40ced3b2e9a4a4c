/**
 * Words for actions, for logs, menus and screen readers.
 */
import { A, CARD_BASE, cardOf } from './actions.ts';
import { findInLayouts } from './board.ts';
import type { EmigrationView } from './types.ts';

const ORDINAL = ['front', '2nd', '3rd', '4th', '5th', '6th'];

/** "front row, card 3": rows are counted from the front, where the available cards start. */
export function slotName(v: Pick<EmigrationView, 'layoutSpec'>, slot: number): string {
  const rows = Math.max(...v.layoutSpec.map((s) => s.row)) + 1;
  const spec = v.layoutSpec[slot];
  const fromFront = rows - 1 - spec.row;
  const index = v.layoutSpec.filter((s, i) => s.row === spec.row && i < slot).length;
  return `${ORDINAL[fromFront] ?? `${fromFront + 1}th`} row, card ${index + 1}`;
}

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
  const from = where && base !== A.FOG_DISCARD
    ? `${where.owner === seat ? ' from your layout' : ` from Player ${where.owner + 1}'s layout (+1 to them)`}, ${slotName(v, where.slot)}`
    : '';
  switch (base) {
    case A.BUY: return `Buy ${card.name}${card.kind === 'document' || card.kind === 'connection' ? ` (${card.kind})` : ''} for ${card.price}${from}`;
    case A.BUY_SKIP: return `Take a ${card.name} and skip your next turn`;
    case A.SCALP: return `Buy Player ${stashOwner(v, card.id) + 1}'s extra ${card.name} for ${card.price + 1}`;
    case A.DISCARD: return `Discard ${card.name} for 2 money${from}`;
    case A.ACTIVATE: return card.kind === 'payday' ? `Activate a Payday${from}` : `Activate ${card.name}${from}`;
    case A.SELL: return `Sell ${card.name} from your stash for 2 money`;
    case A.FOG_DISCARD:
      return `Discard the life card ${card.name}${where ? ` in Player ${where.owner + 1}'s layout, ${slotName(v, where.slot)}` : ` in Player ${stashOwner(v, card.id) + 1}'s stash`}`;
  }
  return `Unknown action ${action}`;
}

function stashOwner(v: EmigrationView, id: number): number {
  return v.stash.findIndex((st) => st.includes(id));
}
