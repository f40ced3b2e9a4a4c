/**
 * Words for actions, for logs, menus and screen readers, in the reader's language (EM-D30).
 */
import type { Lang } from '../../engine/index.ts';
import { emigrationActions, type EmigrationAction } from './actions.ts';
import { findInLayouts } from './board.ts';
import { cardName } from './names.ts';
import { books, type EmigrationPhrases } from './phrases/index.ts';
import type { LayoutSlot } from './data/schema.ts';
import type { EmigrationView } from './types.ts';

/**
 * Where each slot of a layout lies, for slotName: its row counted from the front and its place in that
 * row. Worked out once per layout spec (it never changes after setup), not once per action described:
 * the server words every legal move of the seat to act after each move.
 */
const placesBySpec = new WeakMap<readonly LayoutSlot[], Array<{ fromFront: number; index: number }>>();

function slotPlaces(layoutSpec: readonly LayoutSlot[]): Array<{ fromFront: number; index: number }> {
  let places = placesBySpec.get(layoutSpec);
  if (!places) {
    const rows = Math.max(...layoutSpec.map((s) => s.row)) + 1;
    places = layoutSpec.map((spec, slot) => ({
      fromFront: rows - 1 - spec.row,
      index: layoutSpec.filter((s, i) => s.row === spec.row && i < slot).length,
    }));
    placesBySpec.set(layoutSpec, places);
  }
  return places;
}

/** "front row, card 3": rows are counted from the front, where the available cards start. */
export function slotName(v: Pick<EmigrationView, 'layoutSpec'>, slot: number, lang: Lang = 'en'): string {
  const { fromFront, index } = slotPlaces(v.layoutSpec)[slot];
  return books[lang].slot(fromFront, index);
}

/** The action's structured face (the contract's `actionToStruct`). */
export function actionStruct(_v: EmigrationView, _seat: number, action: number): EmigrationAction | null {
  return emigrationActions.decode(action);
}

export function describeAction(v: EmigrationView, seat: number, action: number, lang: Lang = 'en'): string {
  const a = emigrationActions.decode(action);
  return a ? describeStruct(v, seat, a, lang) : books[lang].unknownAction(action);
}

/** Words for a decoded action: every text comes from the struct's kind and parts. */
function describeStruct(v: EmigrationView, seat: number, a: EmigrationAction, lang: Lang): string {
  const say: EmigrationPhrases = books[lang];
  switch (a.kind) {
    case 'graduate': return say.graduateAction();
    case 'college': return say.collegeAction(v.seats[seat]?.nationality.start ?? '?');
    case 'forfeit': return say.forfeitAction();
    case 'fogDecline': return say.fogDeclineAction();
    case 'trade': {
      const r = v.seats[seat]?.destination[a.goods];
      return r ? say.tradeAction(a.goods, r.per, r.gain) : say.tradePlainAction(a.goods);
    }
    case 'cross': return say.crossAction(a.lane);
  }
  const card = v.cards[a.card];
  if (!card) return say.unknownAction(emigrationActions.encode(a));
  const name = cardName(card, lang);
  const where = findInLayouts(v, card.id);
  const from = where && a.kind !== 'fogDiscard' ? say.fromLayout(where.owner === seat ? null : where.owner, slotName(v, where.slot, lang)) : '';
  switch (a.kind) {
    case 'buy': return say.buyAction(name, card.kind === 'document' || card.kind === 'connection' ? card.kind : null, card.price, from);
    case 'buySkip': return say.buySkipAction(name);
    case 'scalp': return say.scalpAction(name, stashOwner(v, card.id), card.price + 1);
    case 'discard': return say.discardAction(name, from);
    case 'activate': return card.kind === 'payday' ? say.activatePaydayAction(from) : say.activateAction(name, from);
    case 'sell': return say.sellAction(name);
    case 'fogDiscard':
      return where ? say.fogDiscardInLayout(name, where.owner, slotName(v, where.slot, lang)) : say.fogDiscardInStash(name, stashOwner(v, card.id));
  }
}

function stashOwner(v: EmigrationView, id: number): number {
  return v.stash.findIndex((st) => st.includes(id));
}
