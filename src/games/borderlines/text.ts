/**
 * Words for actions, for menus, logs and screen readers, in the reader's language (BL-D42); every
 * text comes from the decoded struct and the view. Distinct legal actions of a seat read differently.
 */
import type { Lang } from '../../engine/lang.ts';
import { borderlinesActions, type BorderlinesAction } from './actions.ts';
import { networkOf, type Network } from './content.ts';
import { aidIn, books } from './phrases/index.ts';
import type { BorderlinesView } from './types.ts';
import { cardText, placeName } from './words.ts';

export function actionStruct(_v: BorderlinesView, _seat: number, action: number): BorderlinesAction | null {
  return borderlinesActions.decode(action);
}

export function describeAction(v: BorderlinesView, seat: number, action: number, lang: Lang = 'en'): string {
  const a = borderlinesActions.decode(action);
  return a ? describeStruct(v, networkOf(v), seat, a, lang) : books[lang].unknownAction(action);
}

function describeStruct(v: BorderlinesView, net: Network, seat: number, a: BorderlinesAction, lang: Lang): string {
  const c = net.content;
  const b = books[lang];
  // No helper closure for the places' names here: the room words every legal move after every move,
  // and a closure made per call (named by tsx's keepNames, under the benches) was half of describe's time.
  switch (a.kind) {
    case 'pass': return b.pass();
    case 'choose': {
      const card = c.blackMarket[v.market[a.slot]];
      const price = c.priceSlots[a.slot];
      return card ? b.choose(price, cardText(card, v.bonusPeople, v.bonusSteps, lang)) : b.chooseMissing(price ?? 0);
    }
    case 'sell': return b.sell(c.rules.houseValue, v.houses[seat] ?? 0);
    case 'pay': return b.pay(c.priceSlots[v.chosen] ?? 0);
    case 'playAid': return b.playAid(aidIn(net, a.aid, lang));
    case 'resettle': return b.resettle(placeName(net, a.from, lang), placeName(net, a.to, lang));
    case 'keepAid': return b.keepAid(aidIn(net, a.aid, lang));
    case 'walk': {
      const card = c.blackMarket[v.card];
      const steps = card ? card.steps + v.bonusSteps : 1;
      return b.walk(placeName(net, a.from, lang), placeName(net, a.to, lang), steps);
    }
    case 'step': return b.step(placeName(net, a.to, lang), v.walker ? v.walker.left - 1 : 0);
    case 'boat': return b.boat(placeName(net, a.from, lang), placeName(net, a.to, lang));
    case 'finish': return b.finish(v.boatsLeft > 0 || v.peopleLeft > 0);
    case 'place': return b.place(a.spot, placeName(net, v.arriving?.to ?? 0, lang));
  }
}
