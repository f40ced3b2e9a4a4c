/**
 * Displacement's moves in words, for the move list and the board's tap targets: the scenario's Block
 * and Face buttons, the square a community is bought on or a person moves into, the emergency shelter
 * beside the displaced people, the nation a person is handed to, and the end of the turn. Every number
 * is read from the view; legality is the engine's. Words in the reader's language (DP-D31).
 */
import { pick, type Lang } from '../../../engine/index.ts';
import {
  blockCost, contentOf, displacementActions, effectText, firstEmpty, firstRoom, nationName, type DisplacementView,
} from '../../../games/displacement/index.ts';
import type { ActionClass } from '../types.ts';
import { wordsIn } from './words.ts';

export const BLOCK_KEY = 'scenario:block';
export const ACCEPT_KEY = 'scenario:accept';
export const END_KEY = 'turn:end';
export const squareKey = (nation: number, square: number) => `square:${nation}:${square}`;
export const nationKey = (nation: number) => `nation:${nation}`;
export const shelterKey = (nation: number) => `shelter:${nation}`;

/** "1 person", "3 people" (or "3 人"). */
export const peopleWords = (n: number, lang: Lang = 'en') => wordsIn(lang).people(n);
/** "1 token", "0 tokens" (or "0 個代幣"). */
export const tokenWords = (n: number, lang: Lang = 'en') => wordsIn(lang).tokens(n);

/** The people living in a nation's communities. */
export function housedIn(v: DisplacementView, n: number): number {
  return v.grid[n].reduce((sum, sq) => sum + (sq?.length ?? 0), 0);
}

function detailOf(v: DisplacementView, seat: number, kind: string, to: number, lang: Lang): string {
  const w = wordsIn(lang);
  const t = w.t;
  const c = contentOf(v);
  const r = c.rules;
  const purse = v.tokens[seat] ?? 0;
  const waiting = v.displaced[seat]?.length ?? 0;
  const card = v.scenario >= 0 ? c.scenarios[v.scenario] : undefined;
  switch (kind) {
    case 'block': {
      const cost = card ? blockCost(card) ?? 0 : 0;
      return t('detail.block', { cost: w.tokens(cost), purse, left: purse - cost, card: card ? w.quote(pick(card.name, lang)) : t('detail.theScenario') });
    }
    case 'accept':
      return t('detail.accept', { effect: card ? effectText(c, card, lang) : t('detail.acceptAny') });
    case 'buy':
      return t('detail.buy', { cost: w.tokens(r.communityCost), purse, left: purse - r.communityCost, people: w.people(r.capacity) });
    case 'house': {
      const next = v.displaced[seat]?.[0];
      const who = next === undefined || next === seat ? t('detail.someone') : t('detail.someoneFrom', { nation: nationName(c, v.region, next, lang) });
      return t('detail.house', { who, left: w.people(waiting - 1) });
    }
    case 'shelter':
      // One person: "costs 1 token (you have 5)", not "1 for each of 1 person".
      return waiting === 1
        ? t('detail.shelterOne', { cost: w.tokens(r.shelterCost), purse })
        : t('detail.shelter', { cost: w.tokens(waiting * r.shelterCost), each: r.shelterCost, people: w.people(waiting), purse });
    case 'give':
      return t('detail.give', { nation: nationName(c, v.region, to, lang), left: w.people(waiting - 1) });
    default:
      return t('detail.end');
  }
}

export function classifyDisplacement(view: unknown, seat: number, action: number, lang: Lang = 'en'): ActionClass {
  const v = view as DisplacementView;
  const t = wordsIn(lang).t;
  const d = displacementActions.decode(action);
  if (d === null) return { group: t('group.other') };
  const to = d.kind === 'give' ? d.to : -1;
  const detail = detailOf(v, seat, d.kind, to, lang);
  switch (d.kind) {
    case 'block': return { group: t('group.scenario'), target: BLOCK_KEY, detail };
    case 'accept': return { group: t('group.scenario'), target: ACCEPT_KEY, detail };
    case 'buy': return { group: t('group.build'), target: squareKey(seat, firstEmpty(v, seat)), detail };
    case 'house': return { group: t('group.house'), target: squareKey(seat, firstRoom(v, seat, contentOf(v).rules.capacity)), detail };
    case 'shelter': return { group: t('group.house'), target: shelterKey(seat), detail };
    case 'give': return { group: t('group.give'), target: nationKey(d.to), detail };
    case 'end': return { group: t('group.end'), target: END_KEY, detail };
  }
}

export function phaseHintDisplacement(view: unknown, seat: number, names: string[], lang: Lang = 'en'): string {
  const v = view as DisplacementView;
  const c = contentOf(v);
  const w = wordsIn(lang);
  const t = w.t;
  const name = (n: number) => names[n] ?? w.nation(n);
  if (v.phase === 'over') return '';
  // Another nation's decision is described, not spoken to the viewer ("tap another nation" is theirs to do).
  if (v.current !== seat) return t('hint.other', { name: name(v.current) });
  const card = v.scenario >= 0 ? c.scenarios[v.scenario] : undefined;
  // The prompt already says whom the table waits for ("Waiting for …"): say what they are deciding.
  const mine = v.viewer === seat;
  if (v.phase === 'respond') {
    const cost = card ? blockCost(card) ?? 0 : 0;
    return t(mine ? 'hint.respond' : 'hint.respondOther', { card: card ? w.quote(pick(card.name, lang)) : t('hint.aScenario'), cost: w.tokens(cost) });
  }
  if (!mine) return t('hint.housingOther');
  const waiting = v.displaced[seat]?.length ?? 0;
  // Building is only mentioned when it is possible (a free square and the tokens for it): the hint
  // never offers a move the list does not have.
  const canBuild = (v.tokens[seat] ?? 0) >= c.rules.communityCost && firstEmpty(v, seat) >= 0;
  const why = firstEmpty(v, seat) < 0 ? t('hint.noSquare') : t('hint.noTokens', { cost: w.tokens(c.rules.communityCost), have: w.tokens(v.tokens[seat] ?? 0) });
  if (waiting === 0) return canBuild ? t('hint.allHoused') : t('hint.allHousedEnd', { why });
  const room = firstRoom(v, seat, c.rules.capacity) >= 0;
  const shelter = waiting * c.rules.shelterCost;
  if (room) return t(canBuild ? 'hint.room' : 'hint.roomNoBuild', { people: w.people(waiting) });
  if ((v.tokens[seat] ?? 0) >= shelter) return t(canBuild ? 'hint.shelter' : 'hint.shelterNoBuild', { people: w.people(waiting), cost: w.tokens(shelter) });
  return t(canBuild ? 'hint.give' : 'hint.giveNoBuild', { people: w.people(waiting) });
}
