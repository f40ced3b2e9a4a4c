/**
 * Emigration's moves in groups, the card or lane each one acts on, and what it costs and brings in
 * words (words only, no rules). The parts come from the game's own decoder (`emigrationActions`, the
 * contract's `actionToStruct`); the numbers from the view.
 */
import { emigrationActions, type EmigrationAction, type EmigrationView } from '../../../games/emigration/index.ts';
import type { ActionClass } from '../types.ts';
import { count, effectWords, held, keptBonus, layoutOwner, stashOwner, tokens } from './words.ts';

/** The headings of the move list, in the order a turn meets them. */
export const GROUPS = {
  sell: 'Sell from your stash (optional)',
  college: 'College',
  buy: 'Buy a card',
  discard: 'Discard a card',
  activate: 'Activate a card',
  forfeit: 'No action possible',
  fog: 'Mental Fog',
  trade: 'Trade for assurance tokens',
  cross: 'Cross the border',
  other: 'Other moves',
} as const;

const GROUP_OF: Record<EmigrationAction['kind'], string> = {
  sell: GROUPS.sell,
  graduate: GROUPS.college,
  college: GROUPS.college,
  buy: GROUPS.buy,
  buySkip: GROUPS.buy,
  scalp: GROUPS.buy,
  discard: GROUPS.discard,
  activate: GROUPS.activate,
  forfeit: GROUPS.forfeit,
  fogDecline: GROUPS.fog,
  fogDiscard: GROUPS.fog,
  trade: GROUPS.trade,
  cross: GROUPS.cross,
};

export function classifyEmigration(view: unknown, seat: number, action: number): ActionClass {
  const a = emigrationActions.decode(action);
  if (a === null) return { group: GROUPS.other };
  const group = GROUP_OF[a.kind];
  const detail = detailOf(view as EmigrationView, seat, a);
  if ('card' in a) return { group, target: `card:${a.card}`, detail };
  if (a.kind === 'cross') return { group, target: `lane:${a.lane}`, detail };
  return { group, detail };
}

const GOODS = { money: ['money', 'money'], documents: ['document', 'documents'], connections: ['connection', 'connections'] } as const;

/** What a move costs and brings, from the view's numbers. */
export function detailOf(v: EmigrationView, seat: number, a: EmigrationAction): string {
  switch (a.kind) {
    case 'graduate': {
      const raise = v.payRaises[v.raises[seat]];
      return `if you graduate: +${tokens(v.graduationAssurance)}${raise !== undefined ? `, salary +${raise}` : ''} · then your turn goes on`;
    }
    case 'college': {
      const off = keptBonus(v, seat, 'tuitionDiscount');
      const start = v.seats[seat]?.nationality.start;
      return `tuition: die roll + ${start}${off ? ` − ${off.amount} (${off.name})` : ''} money · no salary until you graduate`;
    }
    case 'forfeit': return 'nothing you could take or do this turn';
    case 'fogDecline': return 'every life card stays where it is';
    case 'trade': {
      const r = v.seats[seat]?.destination[a.goods];
      if (!r) return '';
      const [one, many] = GOODS[a.goods];
      const have = a.goods === 'money' ? v.money[seat] : held(v, seat, a.goods === 'documents' ? 'document' : 'connection');
      return `${count(r.per, one, many)} → ${tokens(r.gain)} · you have ${count(have, one, many)}`;
    }
    case 'cross': {
      const printed = v.laneSpec[a.lane] ?? [];
      const drawn = v.crossings.flatMap((c) => (c && c.lane === a.lane ? [c.token] : []));
      const left = v.laneCounts[a.lane] ?? 0;
      const papers = [held(v, seat, 'passport') === 0 ? 'no Passport' : '', held(v, seat, 'ticket') === 0 ? 'no Ticket' : ''].filter(Boolean);
      return [
        `lane ${a.lane + 1} needs ${range(printed)} assurance tokens (${count(left, 'token')} left${drawn.length ? `; drawn so far: ${drawn.join(', ')}` : ''})`,
        // Destination penalties can leave a total below zero (EM-D16): say so rather than "−1 tokens".
        v.assurance[seat] < 0 ? `you hold no assurance tokens (your total is −${-v.assurance[seat]} after penalties)` : `you hold ${tokens(v.assurance[seat])}`,
        ...(papers.length ? [`you have ${papers.join(' and ')}`] : []),
      ].join(' · ');
    }
  }
  const card = v.cards[a.card];
  if (!card) return '';
  const where = layoutOwner(v, card.id);
  const fee = where !== null && where.owner !== seat;
  switch (a.kind) {
    case 'buy': {
      if (where === null) {
        // A Passport or a Ticket from the bank.
        const off = keptBonus(v, seat, 'travelDiscount');
        return `costs ${card.price}${off ? ` − ${off.amount} (${off.name})` : ''} money${completes(v, seat, card.kind)}`;
      }
      return `costs ${card.price} money${fee ? ' (+1 to the layout’s owner)' : ''} · +1 ${card.kind} in your stash (you have ${held(v, seat, card.kind)})`;
    }
    case 'buySkip': return `free · you skip your next turn, then it joins your stash${completes(v, seat, card.kind)}`;
    case 'scalp': return `costs ${card.price} + 1 money, all paid to Player ${stashOwner(v, card.id) + 1}${completes(v, seat, card.kind)}`;
    case 'discard': return `+2 money${fee ? ' (pay 1 to the layout’s owner)' : ''} · the card goes to the discard pile`;
    case 'activate': {
      const what = card.kind === 'payday' ? 'everyone is paid their salary' : card.effect ? effectWords(card.effect, v.pandemicCount) : (card.text ?? '');
      return `${what}${fee ? ' · pay 1 money to the layout’s owner' : ''}`;
    }
    case 'sell': return '+2 money · then take your turn’s action';
    case 'fogDiscard': {
      const place = where ? `Player ${where.owner + 1}’s layout` : `Player ${stashOwner(v, card.id) + 1}’s stash`;
      return `from ${place} to the discard pile${card.effect ? ` · it says: ${effectWords(card.effect, v.pandemicCount)}` : ''}`;
    }
  }
  return '';
}

/** " · completes your Passport and Ticket: a bonus assurance token" when this card would (EM-R7, once). */
function completes(v: EmigrationView, seat: number, kind: string): string {
  if (v.travelBonus[seat]) return '';
  const other = kind === 'passport' ? 'ticket' : kind === 'ticket' ? 'passport' : null;
  return other && held(v, seat, other) > 0 ? ' · completes your Passport and Ticket: a bonus assurance token' : '';
}

function range(values: readonly number[]): string {
  if (values.length === 0) return '?';
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? String(lo) : `${lo}–${hi}`;
}

export function phaseHintEmigration(view: unknown, seat: number): string {
  const v = view as EmigrationView;
  if (v.phase === 'over') return '';
  if (v.pendingFog && v.turn === seat) return 'Mental Fog: pick a life card to discard, or keep them all.';
  if (v.phase === 'prep') {
    return v.inCollege[seat]
      ? 'Preparation, at college: you may try to graduate first, then take one card or action.'
      : 'Preparation: tap an available card to buy, discard or activate it, or go to college.';
  }
  return 'At the border: trade for assurance tokens if you like, then tap an entrance lane to cross.';
}
