/**
 * The events of Emigration's rules, each said in every language at once from the phrasebooks (EM-D30).
 *
 * They live apart from the rules (step.ts) so that no rule function holds a variable an event's words
 * need. A variable a closure captures lives in a context V8 allocates every time its function runs,
 * whether or not the closure is ever made: `if (ev) say(ev, …, (b) => b.travelBonus(p))` inside a rule
 * cost an allocation on every call, events or not, and those contexts were half of what a random
 * playout allocated per action (docs/performance.md, "Engine speed"). Here the closures capture only
 * these functions' own parameters, and these functions run only when events are asked for.
 */
import { pick, sayInAll, type GameEvent, type Lang } from '../../engine/index.ts';
import type { TradeGoods } from './actions.ts';
import type { Destination } from './data/schema.ts';
import { cardName, cardText } from './names.ts';
import { books, type EmigrationPhrases } from './phrases/index.ts';
import type { CardInfo } from './types.ts';

type Ev = GameEvent[];

function say(ev: Ev, kind: string, words: (say: EmigrationPhrases, lang: Lang) => string, data?: Record<string, unknown>): void {
  const { text, texts } = sayInAll(books, words);
  ev.push(data ? { kind, text, texts, data } : { kind, text, texts });
}

export function travelBonus(ev: Ev, p: number): void {
  say(ev, 'travel-bonus', (b) => b.travelBonus(p));
}

export function payOwner(ev: Ev, p: number, owner: number): void {
  say(ev, 'pay-owner', (b) => b.payOwner(p, owner));
}

/** A card of `owner`'s layout turned face up at `slot`. */
export function reveal(ev: Ev, owner: number, slot: number, id: number, card: CardInfo): void {
  say(ev, 'reveal', (b, lang) => b.reveal(owner, cardName(card, lang)), { seat: owner, slot, card: id });
}

export function borderBegins(ev: Ev): void {
  say(ev, 'phase', (b) => b.borderBegins());
}

export function penalty(ev: Ev, p: number, pen: Destination['penalties'][number], dest: Destination): void {
  say(ev, 'penalty', (b, lang) => b.penalty(p, pen.item, pen.fewerThan, pen.lose, pick(dest.name, lang)));
}

export function keepBonus(ev: Ev, p: number, adjust: number): void {
  say(ev, 'keep-bonus', (b) => b.keepBonus(p, adjust));
}

export function timeLimit(ev: Ev): void {
  say(ev, 'limit', (b) => b.timeLimit());
}

export function skip(ev: Ev, q: number, card: CardInfo): void {
  say(ev, 'skip', (b, lang) => b.skip(q, cardName(card, lang)));
}

export function payday(ev: Ev, paid: number[]): void {
  say(ev, 'payday', (b) => b.payday(paid));
}

export function pandemicRoll(ev: Ev, p: number, roll: number, lose: boolean): void {
  say(ev, 'roll', (b) => b.pandemicRoll(p, roll, lose), { roll });
}

export function dieMoneyRoll(ev: Ev, p: number, roll: number): void {
  say(ev, 'roll', (b) => b.dieMoneyRoll(p, roll), { roll });
}

export function graduated(ev: Ev, p: number, roll: number, assurance: number): void {
  say(ev, 'graduate', (b) => b.graduated(p, roll, assurance), { roll });
}

export function graduateFailed(ev: Ev, p: number, roll: number): void {
  say(ev, 'graduate-fail', (b) => b.graduateFailed(p, roll), { roll });
}

export function college(ev: Ev, p: number, roll: number, tuition: number): void {
  say(ev, 'college', (b) => b.college(p, roll, tuition), { roll, tuition });
}

export function collegeFailed(ev: Ev, p: number, roll: number, tuition: number): void {
  say(ev, 'college-fail', (b) => b.collegeFailed(p, roll, tuition), { roll, tuition });
}

export function forfeit(ev: Ev, p: number): void {
  say(ev, 'forfeit', (b) => b.forfeit(p));
}

export function stuck(ev: Ev): void {
  say(ev, 'stuck', (b) => b.stuck());
}

export function fogDeclined(ev: Ev, p: number): void {
  say(ev, 'fog', (b) => b.fogDeclined(p));
}

export function boughtFromBank(ev: Ev, p: number, card: CardInfo, price: number): void {
  say(ev, 'buy', (b, lang) => b.boughtFromBank(p, cardName(card, lang), price));
}

export function boughtFromLayout(ev: Ev, p: number, card: CardInfo): void {
  say(ev, 'buy', (b, lang) => b.boughtFromLayout(p, cardName(card, lang), card.kind === 'document' || card.kind === 'connection' ? b.kind(card.kind) : card.kind, card.price));
}

export function tookBySkipping(ev: Ev, p: number, card: CardInfo): void {
  say(ev, 'buy-skip', (b, lang) => b.tookBySkipping(p, cardName(card, lang)));
}

export function scalped(ev: Ev, p: number, owner: number, card: CardInfo): void {
  say(ev, 'scalp', (b, lang) => b.scalped(p, owner, cardName(card, lang), card.price + 1));
}

export function discarded(ev: Ev, p: number, card: CardInfo): void {
  say(ev, 'discard', (b, lang) => b.discarded(p, cardName(card, lang)));
}

export function activated(ev: Ev, p: number, card: CardInfo): void {
  say(ev, 'activate', (b, lang) => b.activated(p, cardName(card, lang), cardText(card, lang)));
}

export function sold(ev: Ev, p: number, card: CardInfo): void {
  say(ev, 'sell', (b, lang) => b.sold(p, cardName(card, lang)));
}

export function fogDiscarded(ev: Ev, p: number, card: CardInfo): void {
  say(ev, 'fog', (b, lang) => b.fogDiscarded(p, cardName(card, lang)));
}

export function traded(ev: Ev, p: number, item: TradeGoods, per: number, gain: number): void {
  say(ev, 'trade', (b) => b.traded(p, item, per, gain));
}

/** EM-R35: the token drawn at the border, and whether the player entered. */
export function crossed(ev: Ev, p: number, lane: number, token: number, entered: boolean, papers: boolean, held: number, dest: Destination): void {
  say(ev, 'cross', (b, lang) => (entered
    ? b.entered(p, token, lane, pick(dest.name, lang))
    : b.refused(p, token, lane, pick(dest.name, lang), papers, held)),
  { seat: p, lane, token, entered });
}

export function gameOver(ev: Ev): void {
  say(ev, 'over', (b) => b.gameOver());
}
