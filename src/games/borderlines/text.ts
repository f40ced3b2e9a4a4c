/**
 * Words for actions, for menus, logs and screen readers; every text comes from the decoded struct
 * and the view. Distinct legal actions of a seat read differently.
 */
import { borderlinesActions, type BorderlinesAction } from './actions.ts';
import { networkOf, type Network } from './content.ts';
import type { BorderlinesView } from './types.ts';
import { cardText, money, placeName } from './words.ts';

export function actionStruct(_v: BorderlinesView, _seat: number, action: number): BorderlinesAction | null {
  return borderlinesActions.decode(action);
}

export function describeAction(v: BorderlinesView, seat: number, action: number): string {
  const a = borderlinesActions.decode(action);
  return a ? describeStruct(v, networkOf(v), seat, a) : `Unknown action ${action}`;
}

function describeStruct(v: BorderlinesView, net: Network, seat: number, a: BorderlinesAction): string {
  const c = net.content;
  const at = (p: number) => placeName(net, p);
  switch (a.kind) {
    case 'pass': return 'Buy nothing this round';
    case 'choose': {
      const card = c.blackMarket[v.market[a.slot]];
      const price = c.priceSlots[a.slot];
      return card ? `Choose the ${money(price)} card: ${cardText(card, v.bonusPeople, v.bonusSteps)}` : `Choose the card at ${money(price ?? 0)}`;
    }
    case 'sell': return `Sell a house for ${money(c.rules.houseValue)} (${v.houses[seat] ?? 0} left)`;
    case 'pay': return `Pay the smugglers ${money(c.priceSlots[v.chosen] ?? 0)} and set off`;
    case 'playAid': return `Use aid: ${c.aid.find((k) => k.kind === a.aid)?.name ?? a.aid}`;
    case 'resettle': return `Use resettlement: a family member in the camp in ${at(a.from)} goes to ${at(a.to)}`;
    case 'keepAid': return `Keep the aid card ${c.aid.find((k) => k.kind === a.aid)?.name ?? a.aid}`;
    case 'walk': {
      const card = c.blackMarket[v.card];
      const steps = card ? card.steps + v.bonusSteps : 1;
      return steps === 1 ? `Move a family member from ${at(a.from)} to ${at(a.to)}` : `Move a family member from ${at(a.from)}: first to ${at(a.to)} (${steps - 1} more ${steps === 2 ? 'step' : 'steps'})`;
    }
    case 'step': {
      const left = v.walker ? v.walker.left - 1 : 0;
      return left === 0 ? `Go on to ${at(a.to)} and stay there` : `Go on to ${at(a.to)} (${left} more ${left === 1 ? 'step' : 'steps'})`;
    }
    case 'boat': return `Boat trip for a family member from ${at(a.from)} to ${at(a.to)} (the roulette decides)`;
    case 'finish': return v.boatsLeft > 0 || v.peopleLeft > 0 ? 'End the action here (the rest of the card goes unused)' : 'End the action';
  }
}
