/**
 * Emigration's moves in groups, the card or lane each one acts on, and what it costs and brings in
 * words (words only, no rules), in the reader's language (EM-D30). The parts come from the game's own
 * decoder (`emigrationActions`, the contract's `actionToStruct`); the numbers from the view.
 */
import type { Lang } from '../../../engine/index.ts';
import { emigrationActions, type EmigrationAction, type EmigrationView } from '../../../games/emigration/index.ts';
import type { ActionClass } from '../types.ts';
import { boardT, count, effectWords, GOODS_COUNT, held, keptBonus, layoutOwner, playerName, stashOwner, tokens } from './words.ts';

type Group = 'sell' | 'college' | 'buy' | 'discard' | 'activate' | 'forfeit' | 'fog' | 'trade' | 'cross' | 'other';

/** The headings of the move list, in the order a turn meets them (their English words). */
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
} as const satisfies Record<Group, string>;

const GROUP_OF: Record<EmigrationAction['kind'], Group> = {
  sell: 'sell',
  graduate: 'college',
  college: 'college',
  buy: 'buy',
  buySkip: 'buy',
  scalp: 'buy',
  discard: 'discard',
  activate: 'activate',
  forfeit: 'forfeit',
  fogDecline: 'fog',
  fogDiscard: 'fog',
  trade: 'trade',
  cross: 'cross',
};

/** A group's heading in `lang`. */
export function groupName(group: Group, lang: Lang = 'en'): string {
  return boardT(lang)(`group.${group}`);
}

export function classifyEmigration(view: unknown, seat: number, action: number, lang: Lang = 'en'): ActionClass {
  const a = emigrationActions.decode(action);
  if (a === null) return { group: groupName('other', lang) };
  const group = groupName(GROUP_OF[a.kind], lang);
  const detail = detailOf(view as EmigrationView, seat, a, lang);
  if ('card' in a) return { group, target: `card:${a.card}`, detail };
  if (a.kind === 'cross') return { group, target: `lane:${a.lane}`, detail };
  if (a.kind === 'college') {
    // EM-R25: too little money for the tuition rolled forfeits the turn; when even a 1 is too dear, ask once.
    const odds = tuitionOdds(view as EmigrationView, seat);
    if (odds.best === 0) return { group, detail, confirm: boardT(lang)('confirm.college', { min: odds.min, money: odds.money }) };
  }
  return { group, detail };
}

/** EM-R25: tuition is a die roll (1–6) + the nationality's number, less a kept discount. */
function tuitionOdds(v: EmigrationView, seat: number): { min: number; money: number; best: number } {
  let off = 0;
  for (const id of v.stash[seat] ?? []) {
    const e = v.cards[id]?.effect;
    if (e && e.type === 'keep' && e.bonus === 'tuitionDiscount') off += e.amount;
  }
  const start = Number(v.seats[seat]?.nationality.start ?? 0);
  const money = v.money[seat] ?? 0;
  const tuition = (roll: number) => Math.max(0, roll + start - off);
  // The highest roll the money still pays for (0: none).
  let best = 0;
  for (let roll = 1; roll <= 6; roll++) if (money >= tuition(roll)) best = roll;
  return { min: tuition(1), money, best };
}

/**
 * What crossing at a lane asks and what the seat holds: "lane 2 needs 6–7 assurance tokens (…) · you
 * hold 5 assurance tokens"; `withLane: false` leaves out "lane 2 " (the lane's own button says it).
 */
export function crossDetail(v: EmigrationView, seat: number, lane: number, lang: Lang = 'en', withLane = true): string {
  const t = boardT(lang);
  const printed = v.laneSpec[lane] ?? [];
  const drawn = v.crossings.flatMap((c) => (c && c.lane === lane ? [c.token] : []));
  const left = v.laneCounts[lane] ?? 0;
  const missing = [held(v, seat, 'passport') === 0 ? t('detail.noPassport') : '', held(v, seat, 'ticket') === 0 ? t('detail.noTicket') : ''].filter(Boolean);
  const needs = t('detail.laneNeeds', {
    range: range(printed),
    left: count(left, 'laneTokens', lang),
    drawn: drawn.length ? t('detail.drawn', { list: drawn.join(', ') }) : '',
  });
  return [
    withLane ? t('detail.lane', { lane: lane + 1, needs }) : needs,
    // Destination penalties can leave a total below zero (EM-D16): say so rather than "−1 tokens".
    v.assurance[seat] < 0 ? t('detail.holdNone', { n: -v.assurance[seat] }) : t('detail.hold', { tokens: tokens(v.assurance[seat], lang) }),
    ...(missing.length ? [t('detail.havePapers', { what: missing.length === 2 ? t('detail.papersAnd', { a: missing[0], b: missing[1] }) : missing[0] })] : []),
  ].join(' · ');
}

/** What a move costs and brings, from the view's numbers. */
export function detailOf(v: EmigrationView, seat: number, a: EmigrationAction, lang: Lang = 'en'): string {
  const t = boardT(lang);
  switch (a.kind) {
    case 'graduate': {
      const raise = v.payRaises[v.raises[seat]];
      return t('detail.graduate', { tokens: tokens(v.graduationAssurance, lang), raise: raise !== undefined ? t('detail.raise', { n: raise }) : '' });
    }
    case 'college': {
      const off = keptBonus(v, seat, 'tuitionDiscount', lang);
      const start = v.seats[seat]?.nationality.start;
      const odds = tuitionOdds(v, seat);
      const chance = odds.best === 0 ? t('detail.collegeNever', { min: odds.min, money: odds.money }) : odds.best < 6 ? t('detail.collegeChance', { roll: odds.best, money: odds.money }) : '';
      return t('detail.college', { start, off: off ? t('detail.off', { amount: off.amount, name: off.name }) : '' }) + chance;
    }
    case 'forfeit': return t('detail.forfeit');
    case 'fogDecline': return t('detail.fogDecline');
    case 'trade': {
      const r = v.seats[seat]?.destination[a.goods];
      if (!r) return '';
      const what = GOODS_COUNT[a.goods];
      const have = a.goods === 'money' ? v.money[seat] : held(v, seat, a.goods === 'documents' ? 'document' : 'connection');
      return t('detail.trade', { give: count(r.per, what, lang), tokens: tokens(r.gain, lang), have: count(have, what, lang) });
    }
    case 'cross': return crossDetail(v, seat, a.lane, lang);
  }
  const card = v.cards[a.card];
  if (!card) return '';
  const where = layoutOwner(v, card.id);
  const fee = where !== null && where.owner !== seat;
  switch (a.kind) {
    case 'buy': {
      if (where === null) {
        // A Passport or a Ticket from the bank.
        const off = keptBonus(v, seat, 'travelDiscount', lang);
        return t('detail.buyBank', { price: card.price, off: off ? t('detail.off', { amount: off.amount, name: off.name }) : '', completes: completes(v, seat, card.kind, lang) });
      }
      return t('detail.buyLayout', { price: card.price, fee: fee ? t('detail.buyFee') : '', kind: t(`kindWord.${card.kind}`), have: held(v, seat, card.kind) });
    }
    case 'buySkip': return t('detail.buySkip', { completes: completes(v, seat, card.kind, lang) });
    case 'scalp': return t('detail.scalp', { price: card.price, owner: playerName(stashOwner(v, card.id), lang), completes: completes(v, seat, card.kind, lang) });
    case 'discard': return t('detail.discard', { fee: fee ? t('detail.discardFee') : '' });
    case 'activate': {
      const what = card.kind === 'payday' ? t('detail.paydayAll') : card.effect ? effectWords(card.effect, v.pandemicCount, lang) : (card.text ?? '');
      return `${what}${fee ? t('detail.activateFee') : ''}`;
    }
    case 'sell': return t('detail.sell');
    case 'fogDiscard': {
      const place = where ? t('detail.placeLayout', { owner: playerName(where.owner, lang) }) : t('detail.placeStash', { owner: playerName(stashOwner(v, card.id), lang) });
      return t('detail.fogDiscard', { place, says: card.effect ? t('detail.says', { effect: effectWords(card.effect, v.pandemicCount, lang) }) : '' });
    }
  }
  return '';
}

/** " · completes your Passport and Ticket: a bonus assurance token" when this card would (EM-R7, once). */
function completes(v: EmigrationView, seat: number, kind: string, lang: Lang): string {
  if (v.travelBonus[seat]) return '';
  const other = kind === 'passport' ? 'ticket' : kind === 'ticket' ? 'passport' : null;
  return other && held(v, seat, other) > 0 ? boardT(lang)('detail.completes') : '';
}

function range(values: readonly number[]): string {
  if (values.length === 0) return '?';
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? String(lo) : `${lo}–${hi}`;
}

/** What the game waits for from `seat`: spoken to the viewer when it is their seat, about the seat otherwise (no "tap" while another player decides). */
export function phaseHintEmigration(view: unknown, seat: number, names: string[] = [], lang: Lang = 'en'): string {
  const v = view as EmigrationView;
  const t = boardT(lang);
  if (v.phase === 'over') return '';
  const other = v.viewer !== seat;
  const name = names[seat] ?? playerName(seat, lang);
  const say = (key: string) => (other ? t(`${key}Other`, { name }) : t(key));
  if (v.pendingFog && v.turn === seat) return say('hint.fog');
  if (v.phase === 'prep') return v.inCollege[seat] ? say('hint.prepCollege') : say('hint.prep');
  return say('hint.border');
}
