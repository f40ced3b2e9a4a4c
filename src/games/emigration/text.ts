/**
 * Words for actions, for logs, menus and screen readers.
 */
import { emigrationActions, type EmigrationAction } from './actions.ts';
import { findInLayouts } from './board.ts';
import type { EmigrationView } from './types.ts';

const ORDINAL = ['front', '2nd', '3rd', '4th', '5th', '6th'];
/** The goods of a trade, one of them ("Trade 1 document"). */
const ONE = { money: 'money', documents: 'document', connections: 'connection' } as const;

/** "front row, card 3": rows are counted from the front, where the available cards start. */
export function slotName(v: Pick<EmigrationView, 'layoutSpec'>, slot: number): string {
  const rows = Math.max(...v.layoutSpec.map((s) => s.row)) + 1;
  const spec = v.layoutSpec[slot];
  const fromFront = rows - 1 - spec.row;
  const index = v.layoutSpec.filter((s, i) => s.row === spec.row && i < slot).length;
  return `${ORDINAL[fromFront] ?? `${fromFront + 1}th`} row, card ${index + 1}`;
}

/** The action's structured face (the contract's `actionToStruct`). */
export function actionStruct(_v: EmigrationView, _seat: number, action: number): EmigrationAction | null {
  return emigrationActions.decode(action);
}

export function describeAction(v: EmigrationView, seat: number, action: number): string {
  const a = emigrationActions.decode(action);
  return a ? describeStruct(v, seat, a) : `Unknown action ${action}`;
}

/** Words for a decoded action: every text comes from the struct's kind and parts. */
function describeStruct(v: EmigrationView, seat: number, a: EmigrationAction): string {
  switch (a.kind) {
    case 'graduate': return 'Try to graduate from college (roll 1–3)';
    case 'college': return `Go to college (tuition: die roll + ${v.seats[seat]?.nationality.start ?? '?'})`;
    case 'forfeit': return 'Forfeit the turn (no required action is possible)';
    case 'fogDecline': return 'Discard no life card';
    case 'trade': {
      const r = v.seats[seat]?.destination[a.goods];
      return r ? `Trade ${r.per} ${r.per === 1 ? ONE[a.goods] : a.goods} for ${r.gain} assurance` : `Trade ${a.goods}`;
    }
    case 'cross': return `Cross the border at lane ${a.lane + 1}`;
  }
  const card = v.cards[a.card];
  if (!card) return `Unknown action ${emigrationActions.encode(a)}`;
  const where = findInLayouts(v, card.id);
  const from = where && a.kind !== 'fogDiscard'
    ? `${where.owner === seat ? ' from your layout' : ` from Player ${where.owner + 1}'s layout (+1 to them)`}, ${slotName(v, where.slot)}`
    : '';
  switch (a.kind) {
    case 'buy': return `Buy ${card.name}${card.kind === 'document' || card.kind === 'connection' ? ` (${card.kind})` : ''} for ${card.price}${from}`;
    case 'buySkip': return `Take a ${card.name} and skip your next turn`;
    case 'scalp': return `Buy Player ${stashOwner(v, card.id) + 1}'s extra ${card.name} for ${card.price + 1}`;
    case 'discard': return `Discard ${card.name} for 2 money${from}`;
    case 'activate': return card.kind === 'payday' ? `Activate a Payday${from}` : `Activate ${card.name}${from}`;
    case 'sell': return `Sell ${card.name} from your stash for 2 money`;
    case 'fogDiscard':
      return `Discard the life card ${card.name}${where ? ` in Player ${where.owner + 1}'s layout, ${slotName(v, where.slot)}` : ` in Player ${stashOwner(v, card.id) + 1}'s stash`}`;
  }
}

function stashOwner(v: EmigrationView, id: number): number {
  return v.stash.findIndex((st) => st.includes(id));
}
