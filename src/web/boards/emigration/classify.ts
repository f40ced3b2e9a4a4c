/**
 * Emigration's moves in groups, and the card or lane each one acts on (words only, no rules). The
 * parts come from the game's own decoder (`emigrationActions`, the contract's `actionToStruct`).
 */
import { emigrationActions, type EmigrationAction, type EmigrationView } from '../../../games/emigration/index.ts';
import type { ActionClass } from '../types.ts';

const GROUPS: Record<EmigrationAction['kind'], string> = {
  graduate: 'College',
  college: 'College',
  forfeit: 'Other moves',
  fogDecline: 'Mental Fog: discard a life card',
  trade: 'Trade for assurance tokens',
  cross: 'Cross the border',
  buy: 'Buy a card',
  buySkip: 'Take a card and skip a turn',
  scalp: 'Buy a card',
  discard: 'Discard a card for 2 money',
  activate: 'Activate a card',
  sell: 'Sell from your stash',
  fogDiscard: 'Mental Fog: discard a life card',
};

export function classifyEmigration(_view: unknown, _seat: number, action: number): ActionClass {
  const a = emigrationActions.decode(action);
  if (a === null) return { group: 'Other moves' };
  const group = GROUPS[a.kind];
  if ('card' in a) return { group, target: `card:${a.card}` };
  if (a.kind === 'cross') return { group, target: `lane:${a.lane}` };
  return { group };
}

export function phaseHintEmigration(view: unknown, seat: number): string {
  const v = view as EmigrationView;
  if (v.phase === 'over') return '';
  if (v.pendingFog && v.turn === seat) return 'Mental Fog: pick a life card to discard, or none.';
  if (v.phase === 'prep') {
    return v.inCollege[seat]
      ? 'Preparation, at college: try to graduate, then take one action.'
      : 'Preparation: buy, discard or activate one available card, or go to college.';
  }
  return 'At the border: trade for assurance tokens, then choose an entrance lane.';
}
