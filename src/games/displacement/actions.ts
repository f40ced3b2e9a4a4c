/**
 * Displacement's actions, declared once (engine `defineActions`): the numbering, encode, decode, the
 * texts, boards and the lab all read this declaration. Drawing a scenario is no action: it happens as
 * the turn begins (DP-D10). The drawer then blocks or accepts (DP-R8), and houses its people one step
 * at a time (DP-R17..DP-R19, DP-D12).
 */
import { defineActions, type StructOf } from '../../engine/index.ts';
import { MAX_NATIONS } from './data/index.ts';

const spec = {
  /** Pay the scenario's cost: it has no effect on anyone (DP-R8). */
  block: {},
  /** Do not pay: face the consequences (DP-R11). */
  accept: {},
  /** Buy a community for its price, on the first empty square (DP-R17). */
  buy: {},
  /** Move the displaced person waiting longest into the first community with room (DP-R17, DP-D12). */
  house: {},
  /** Pay emergency shelter for every displaced person, and end the turn (DP-R18). */
  shelter: {},
  /** Hand the displaced person waiting longest to another nation, which cannot refuse (DP-R19). */
  give: { parts: { to: MAX_NATIONS } },
  /** End the turn (no one is left displaced). */
  end: {},
} as const;

export const displacementActions = defineActions(spec);
export type DisplacementAction = StructOf<typeof spec>;

export const enc = {
  block: displacementActions.encoder('block'),
  accept: displacementActions.encoder('accept'),
  buy: displacementActions.encoder('buy'),
  house: displacementActions.encoder('house'),
  shelter: displacementActions.encoder('shelter'),
  give: displacementActions.encoder('give'),
  end: displacementActions.encoder('end'),
};
