/**
 * Words for actions, for menus, logs and screen readers; every text comes from the decoded struct and
 * the view. Distinct legal actions of a seat read differently.
 */
import { displacementActions, type DisplacementAction } from './actions.ts';
import { contentOf } from './content.ts';
import { blockCost } from './rules.ts';
import type { DisplacementView } from './types.ts';
import { effectText, nationName, people, tokens } from './words.ts';

export function actionStruct(_v: DisplacementView, _seat: number, action: number): DisplacementAction | null {
  return displacementActions.decode(action);
}

export function describeAction(v: DisplacementView, seat: number, action: number): string {
  const a = displacementActions.decode(action);
  if (!a) return `Unknown action ${action}`;
  const c = contentOf(v);
  const card = v.scenario >= 0 ? c.scenarios[v.scenario] : undefined;
  const d = v.displaced[seat]?.length ?? 0;
  switch (a.kind) {
    case 'block': return card ? `Pay ${tokens(blockCost(card) ?? 0)} to block ${card.name}` : 'Block the scenario';
    case 'accept': return card ? `Do not block ${card.name}: ${effectText(c, card)}` : 'Face the scenario';
    case 'buy': return `Buy a community for ${tokens(c.rules.communityCost)} (${tokens(v.tokens[seat] ?? 0)} now)`;
    case 'house': return `Move a displaced person into a community (${people(d)} displaced)`;
    case 'shelter': return `Pay ${tokens(d * c.rules.shelterCost)} of emergency shelter for ${people(d)} and end the turn`;
    case 'give': return `Hand a displaced person over to ${nationName(c, v.region, a.to)}`;
    case 'end': return 'End the turn';
  }
}
