/**
 * Setting up (DP-R1..DP-R6): a region card and a goal card each (drawn at random, DP-D2), 5 tokens,
 * 3 full communities from the start square (square 0, the top left, DP-D8), 3 displaced people, the
 * scenario deck shuffled. Seat 0 is the oldest player and takes the first turn (DP-R7, DP-D9), which
 * begins at once with its draw.
 */
import { seedRng, shuffleInPlace, type Seed } from '../../engine/index.ts';
import { contentFields } from './content.ts';
import type { DisplacementContent } from './data/index.ts';
import { startTurn } from './rules.ts';
import type { DisplacementOptions, DisplacementState } from './types.ts';
import { displacementVariantsOn } from './variants.ts';

export function setupDisplacement(players: number, seed: Seed, content: DisplacementContent, options: DisplacementOptions = {}): DisplacementState {
  const rng = seedRng(seed);
  const r = content.rules;
  const regions = shuffleInPlace(rng, content.regions.map((_, i) => i)).slice(0, players);
  const goals = shuffleInPlace(rng, content.goals.map((_, i) => i)).slice(0, players);
  const deck = shuffleInPlace(rng, content.scenarios.map((_, i) => i));
  const grid = Array.from({ length: players }, (_, n) =>
    Array.from({ length: r.squares }, (_, sq): number[] | null => (sq < r.startCommunities ? Array<number>(r.capacity).fill(n) : null)));
  const state: DisplacementState = {
    game: 'displacement',
    ...contentFields(content),
    players,
    variants: displacementVariantsOn(options),
    rng,
    round: 1,
    turnNo: 0,
    phase: 'house',
    current: 0,
    scenario: -1,
    region: regions,
    goal: goals,
    revealed: Array<boolean>(players).fill(false),
    tokens: Array<number>(players).fill(r.startTokens),
    grid,
    displaced: Array.from({ length: players }, (_, n) => Array<number>(r.startDisplaced).fill(n)),
    turnsTaken: Array<number>(players).fill(0),
    held: Array.from({ length: players }, () => []),
    deck,
    discard: [],
    lossSinceHousing: false,
    stats: Array.from({ length: players }, () => ({ housed: 0, handedOver: 0, received: 0, lost: 0, blocked: 0, paidShelter: 0 })),
    winners: [],
    last: null,
  };
  startTurn(state, null);
  return state;
}
