/**
 * Hidden information (DP-R2, DP-D20, DP-D21): each nation's goal card and the deck order never reach
 * another seat; determinize deals the unseen goal cards and shuffles the deck consistently.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { C, displacement, fresh } from './helpers.ts';

describe('what each seat sees', () => {
  it('DP-R2 / DP-D20: a nation sees its own goal card, no one else\'s, and not the deck order', () => {
    const s = fresh(4, 3);
    for (let seat = 0; seat < 4; seat++) {
      const v = displacement.view(s, seat);
      expect(v.goal[seat]).toBe(s.goal[seat]);
      v.goal.forEach((g, n) => { if (n !== seat) expect(g).toBe(-1); });
      expect(v).not.toHaveProperty('deck');
      expect(v).not.toHaveProperty('rng');
      expect(v.deckCount).toBe(s.deck.length);
    }
    const spectator = displacement.view(s, 'spectator');
    expect(spectator.goal).toEqual([-1, -1, -1, -1]);
    expect(JSON.stringify(spectator)).not.toContain(JSON.stringify(s.deck));
  });

  it('DP-D20: determinize deals the unseen goal cards to the others and shuffles the rest of the deck', () => {
    const s = fresh(6, 5);
    const v = displacement.view(s, 2);
    const seenGoals = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const d = displacement.determinize(v, 2, new Rng(`d/${k}`));
      expect(d.goal[2]).toBe(s.goal[2]);
      expect(new Set(d.goal).size).toBe(6);
      expect([...d.deck].sort((a, b) => a - b)).toEqual([...s.deck].sort((a, b) => a - b));
      expect(displacement.view(d, 2)).toEqual(v);
      seenGoals.add(d.goal.join(','));
    }
    expect(seenGoals.size).toBeGreaterThan(1);
    expect(C.goals.length).toBe(9);
  });

  it('DP-D21: at the end every goal card is shown to everyone', () => {
    let s = fresh(2, 8);
    const rng = new Rng('end');
    while (!displacement.isOver(s)) {
      const seat = displacement.activeSeats(s)[0];
      s = (displacement.apply(s, seat, rng.pick(displacement.legalActions(s, seat))) as { state: typeof s }).state;
    }
    expect(displacement.view(s, 'spectator').goal).toEqual(s.goal);
  });
});
