/**
 * A pile of cards for the plain engines (bench/plain/engine.ts): a typed array and how many it holds,
 * the top card last. A deck that runs out is refilled from its discards, shuffled as the engine's
 * `shuffleInPlace` shuffles (Fisher–Yates from the last card down), so both engines draw alike.
 */
import { randInt, type RngState } from '../../src/engine/index.ts';

export interface Pile {
  cards: Int16Array;
  length: number;
}

/** Numbers in a typed array of `capacity` (a list the engine then grows and shrinks in place). */
export function listOf(xs: readonly number[], capacity: number): Int16Array {
  const out = new Int16Array(capacity);
  out.set(xs);
  return out;
}

export function pileOf(cards: readonly number[], capacity: number): Pile {
  return { cards: listOf(cards, capacity), length: cards.length };
}

export function put(pile: Pile, card: number): void {
  pile.cards[pile.length++] = card;
}

/** The cards, bottom first (a view, for comparing). */
export function cardsIn(pile: Pile): Int16Array {
  return pile.cards.subarray(0, pile.length);
}

/**
 * The top card of `deck`, or -1 when it and `used` are empty. An empty deck first takes the cards of
 * `used`, shuffled (DP-R21, RF-R5, RF-D13); the two piles swap their arrays, so nothing is copied.
 */
export function drawFrom(rng: RngState, deck: Pile, used: Pile): number {
  if (deck.length === 0 && used.length > 0) {
    const xs = used.cards;
    for (let i = used.length - 1; i > 0; i--) {
      const j = randInt(rng, i + 1);
      const x = xs[i]; xs[i] = xs[j]; xs[j] = x;
    }
    used.cards = deck.cards;
    deck.cards = xs;
    deck.length = used.length;
    used.length = 0;
  }
  return deck.length === 0 ? -1 : deck.cards[--deck.length];
}
