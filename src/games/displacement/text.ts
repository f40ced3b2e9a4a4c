/**
 * Words for actions, for menus, logs and screen readers, in any language (DP-D31); every text comes
 * from the decoded struct and the view. Distinct legal actions of a seat read differently.
 */
import { pick, type Lang } from '../../engine/index.ts';
import { displacementActions, type DisplacementAction } from './actions.ts';
import { contentOf } from './content.ts';
import { books } from './phrases/index.ts';
import { blockCost } from './rules.ts';
import type { DisplacementView } from './types.ts';
import { effectText, nationName } from './words.ts';

export function actionStruct(_v: DisplacementView, _seat: number, action: number): DisplacementAction | null {
  return displacementActions.decode(action);
}

export function describeAction(v: DisplacementView, seat: number, action: number, lang: Lang = 'en'): string {
  const b = books[lang];
  const a = displacementActions.decode(action);
  if (!a) return b.unknownAction(action);
  const c = contentOf(v);
  const card = v.scenario >= 0 ? c.scenarios[v.scenario] : undefined;
  const d = v.displaced[seat]?.length ?? 0;
  switch (a.kind) {
    case 'block': return card ? b.actBlock(blockCost(card) ?? 0, b.card(pick(card.name, lang))) : b.actBlockAny;
    case 'accept': return card ? b.actAccept(b.card(pick(card.name, lang)), effectText(c, card, lang)) : b.actAcceptAny;
    case 'buy': return b.actBuy(c.rules.communityCost, v.tokens[seat] ?? 0);
    case 'house': return b.actHouse(d);
    case 'shelter': return b.actShelter(d * c.rules.shelterCost, d);
    case 'give': return b.actGive(nationName(c, v.region, a.to, lang));
    case 'end': return b.actEnd;
  }
}
