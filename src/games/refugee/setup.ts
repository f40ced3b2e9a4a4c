/**
 * Setup (RF-R1..RF-R4): shuffle the three decks, roll for the first player (marks 1, bolts ½,
 * tied seats re-roll), deal 5 vetting + 1 action card to each player and one refugee face up into
 * each In-Country Zone, then start the first player's turn.
 */
import { randInt, seedRng, shuffleInPlace, type Seat, type Seed } from '../../engine/index.ts';
import type { RefugeeContent } from './data/index.ts';
import { layoutOf } from './codec.ts';
import { contentFields } from './content.ts';
import { startTurn } from './flow.ts';
import type { RefugeeOptions, RefugeeState } from './types.ts';

export const START_VETTING = 5;
export const START_ACTIONS = 1;

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** First-player roll: returns the rounds rolled (value ×2, -1 for seats not rolling) and the winner. */
export function rollForFirst(rng: RefugeeState['rng'], content: RefugeeContent, players: number): { rounds: number[][]; first: Seat } {
  let rolling = range(players);
  const rounds: number[][] = [];
  for (;;) {
    const row = Array<number>(players).fill(-1);
    for (const seat of rolling) {
      const f = content.die[randInt(rng, content.die.length)];
      row[seat] = 2 * f.marks + f.bolts;
    }
    rounds.push(row);
    const best = Math.max(...row);
    rolling = rolling.filter((seat) => row[seat] === best);
    if (rolling.length === 1) return { rounds, first: rolling[0] };
  }
}

export function setupState(players: number, seed: Seed, options: RefugeeOptions, content: RefugeeContent): RefugeeState {
  const rng = seedRng(seed);
  const L = layoutOf(content);
  const named = contentFields(content);
  const s: RefugeeState = {
    contentKey: named.contentKey, options, players, rng,
    phase: 'cycle', turn: 0, current: 0, firstRoll: [], lastRoll: -1, owe: 0,
    refugeeDeck: shuffleInPlace(rng, range(L.nr)),
    vettingDeck: shuffleInPlace(rng, range(L.nv)),
    vettingUsed: [],
    actionDeck: shuffleInPlace(rng, range(L.na)),
    actionDiscard: [],
    vettingHands: range(players).map(() => []),
    actionHands: range(players).map(() => []),
    inPlay: [],
    accepted: range(players).map(() => []),
    acceptedValues: range(players).map(() => []),
    scores: Array<number>(players).fill(0),
    sentAway: Array<number>(players).fill(0),
    arrived: Array<number>(players).fill(0),
    out: Array<boolean>(players).fill(false),
    eliminationOrder: [],
    priority: 0, passes: 0, stack: [], choices: [],
    endReason: null, ender: -1,
  };
  // Set after the literal: a literal that starts with a spread builds a slow (dictionary) object.
  if (named.content !== undefined) s.content = named.content;
  const { rounds, first } = rollForFirst(rng, content, players);
  s.firstRoll = rounds;
  for (let seat = 0; seat < players; seat++) {
    for (let i = 0; i < START_VETTING; i++) s.vettingHands[seat].push(s.vettingDeck.pop()!);
    for (let i = 0; i < START_ACTIONS; i++) s.actionHands[seat].push(s.actionDeck.pop()!);
  }
  for (let i = 0; i < players; i++) {
    const seat = (first + i) % players;
    s.inPlay.push({ id: s.refugeeDeck.pop()!, zone: seat, vetting: [], fleeTo: -1 });
  }
  s.current = first;
  s.priority = first;
  startTurn(s, null);
  return s;
}
