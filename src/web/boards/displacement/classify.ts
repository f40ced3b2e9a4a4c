/**
 * Displacement's moves in words, for the move list and the board's tap targets: the scenario's Block
 * and Face buttons, the square a community is bought on or a person moves into, the emergency shelter
 * beside the displaced people, the nation a person is handed to, and the end of the turn. Every number
 * is read from the view; legality is the engine's.
 */
import {
  blockCost, contentOf, displacementActions, effectText, firstEmpty, firstRoom, nationName, type DisplacementView,
} from '../../../games/displacement/index.ts';
import type { ActionClass } from '../types.ts';

export const BLOCK_KEY = 'scenario:block';
export const ACCEPT_KEY = 'scenario:accept';
export const END_KEY = 'turn:end';
export const squareKey = (nation: number, square: number) => `square:${nation}:${square}`;
export const nationKey = (nation: number) => `nation:${nation}`;
export const shelterKey = (nation: number) => `shelter:${nation}`;

/** "1 person", "3 people"; "1 token", "0 tokens". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
export const peopleWords = (n: number) => count(n, 'person', 'people');
export const tokenWords = (n: number) => count(n, 'token');

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The people living in a nation's communities. */
export function housedIn(v: DisplacementView, n: number): number {
  return v.grid[n].reduce((sum, sq) => sum + (sq?.length ?? 0), 0);
}

function detailOf(v: DisplacementView, seat: number, kind: string, to: number): string {
  const c = contentOf(v);
  const r = c.rules;
  const purse = v.tokens[seat] ?? 0;
  const waiting = v.displaced[seat]?.length ?? 0;
  const card = v.scenario >= 0 ? c.scenarios[v.scenario] : undefined;
  switch (kind) {
    case 'block': {
      const cost = card ? blockCost(card) ?? 0 : 0;
      return `costs ${tokenWords(cost)} (you have ${purse}, ${purse - cost} left) · ${card?.name ?? 'the scenario'} has no effect on anyone`;
    }
    case 'accept':
      return `costs nothing now · ${card ? effectText(c, card) : 'the scenario takes effect'}`;
    case 'buy':
      return `costs ${tokenWords(r.communityCost)} (you have ${purse}, ${purse - r.communityCost} left) · a new empty community for ${peopleWords(r.capacity)}`;
    case 'house': {
      const next = v.displaced[seat]?.[0];
      const who = next === undefined || next === seat ? 'a displaced person' : `a displaced person from ${nationName(c, v.region, next)}`;
      return `free · ${who} gets a permanent home · ${peopleWords(waiting - 1)} still displaced`;
    }
    case 'shelter':
      return `costs ${tokenWords(waiting * r.shelterCost)} (${r.shelterCost} for each of ${peopleWords(waiting)}; you have ${purse}) · they stay one more turn · ends your turn`;
    case 'give':
      return `free · you cannot pay for shelter · one displaced person goes to ${nationName(c, v.region, to)}, which cannot refuse · ${peopleWords(waiting - 1)} left with you`;
    default:
      return 'nobody is left displaced · your turn ends and the next nation draws a scenario';
  }
}

export function classifyDisplacement(view: unknown, seat: number, action: number): ActionClass {
  const v = view as DisplacementView;
  const d = displacementActions.decode(action);
  if (d === null) return { group: 'Other moves' };
  const to = d.kind === 'give' ? d.to : -1;
  const detail = detailOf(v, seat, d.kind, to);
  switch (d.kind) {
    case 'block': return { group: 'The scenario', target: BLOCK_KEY, detail };
    case 'accept': return { group: 'The scenario', target: ACCEPT_KEY, detail };
    case 'buy': return { group: 'Build', target: squareKey(seat, firstEmpty(v, seat)), detail };
    case 'house': return { group: 'House your people', target: squareKey(seat, firstRoom(v, seat, contentOf(v).rules.capacity)), detail };
    case 'shelter': return { group: 'House your people', target: shelterKey(seat), detail };
    case 'give': return { group: 'Hand a person over', target: nationKey(d.to), detail };
    case 'end': return { group: 'End of turn', target: END_KEY, detail };
  }
}

export function phaseHintDisplacement(view: unknown, seat: number, names: string[]): string {
  const v = view as DisplacementView;
  const c = contentOf(v);
  const name = (n: number) => names[n] ?? `Nation ${n + 1}`;
  if (v.phase === 'over') return '';
  if (v.current !== seat) return `${name(v.current)} is taking their turn.`;
  const card = v.scenario >= 0 ? c.scenarios[v.scenario] : undefined;
  if (v.phase === 'respond') {
    const cost = card ? blockCost(card) ?? 0 : 0;
    return `You drew ${card?.name ?? 'a scenario'}: tap Block to pay ${tokenWords(cost)} so it harms nobody, or Face it.`;
  }
  const waiting = v.displaced[seat]?.length ?? 0;
  if (waiting === 0) return 'Everyone in your nation has a home: build if you like (tap an empty square), then end your turn.';
  const room = firstRoom(v, seat, c.rules.capacity) >= 0;
  const shelter = waiting * c.rules.shelterCost;
  if (room) return `${peopleWords(waiting)} displaced: tap a community with room to move someone in, tap an empty square to build, or pay shelter.`;
  if ((v.tokens[seat] ?? 0) >= shelter) return `${peopleWords(waiting)} displaced and no room: build (tap an empty square) or pay ${tokenWords(shelter)} of emergency shelter.`;
  return `${peopleWords(waiting)} displaced, no room and not enough for shelter: build if you can, or tap another nation to hand someone to them.`;
}
