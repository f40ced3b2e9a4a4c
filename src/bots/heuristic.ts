/**
 * One-ply heuristic bot: for each legal action, the average over a few determinizations of the
 * game's `evaluate(state, seat)` after taking that action. Falls back to random play when the game
 * has no `evaluate`.
 */
import type { Action, AnyGame, Rng, Seat } from '../engine/index.ts';
import { seatReward } from './rewards.ts';
import type { Bot } from './types.ts';

export interface HeuristicOptions {
  /** Sampled full states per decision (default 4). More samples, less noise from hidden cards. */
  determinizations?: number;
  /**
   * When the seat moves simultaneously with others (several active seats), nothing resolves until
   * they all have acted, so `evaluate` would see no difference between actions. With this on (the
   * default), the other seats of that simultaneous step answer with random legal actions first.
   */
  resolveSimultaneous?: boolean;
}

/** Evaluation of a state reached by `seat`'s action: its standing when it is over, else `evaluate`. */
function valueOf(game: AnyGame, state: unknown, seat: Seat): number {
  if (game.isOver(state)) {
    const standing = game.standing(state);
    // As ISMCTS: a finished game with no standing breaks the contract, and scoring it 0 would hide that.
    if (!standing) throw new Error(`${game.id}: isOver is true but its standing is null`);
    return seatReward(standing, seat, 'win');
  }
  return game.evaluate!(state, seat);
}

/** Lets the other seats of a simultaneous step act at random, until the step has resolved. */
function resolveStep(game: AnyGame, state: unknown, seat: Seat, others: readonly Seat[], rng: Rng): void {
  for (let guard = 0; guard < others.length; guard++) {
    if (game.isOver(state)) return;
    const active = game.activeSeats(state);
    if (active.length === 0 || active.includes(seat) || !active.every((s) => others.includes(s))) return;
    const mover = active[0];
    const legal = game.legalActions(state, mover);
    if (legal.length === 0) return;
    game.applyInPlace(state, mover, legal[rng.int(legal.length)]);
  }
}

export function createHeuristicBot(opts: HeuristicOptions = {}, name = 'heuristic'): Bot {
  const samples = Math.max(1, Math.floor(opts.determinizations ?? 4));
  const resolveSimultaneous = opts.resolveSimultaneous ?? true;
  return {
    name,
    chooseAction(view, seat, legal, game, rng): Action {
      if (legal.length === 1) return legal[0];
      if (!game.evaluate) return rng.pick(legal);
      const totals = new Float64Array(legal.length);
      for (let d = 0; d < samples; d++) {
        const base = game.determinize(view, seat, rng);
        const others = resolveSimultaneous ? game.activeSeats(base).filter((s: Seat) => s !== seat) : [];
        for (let i = 0; i < legal.length; i++) {
          const state = i === legal.length - 1 ? base : game.clone(base);
          game.applyInPlace(state, seat, legal[i]);
          if (others.length > 0) resolveStep(game, state, seat, others, rng);
          totals[i] += valueOf(game, state, seat);
        }
      }
      // Best total; ties (within float noise) broken uniformly at random.
      let best = -Infinity;
      for (let i = 0; i < totals.length; i++) if (totals[i] > best) best = totals[i];
      const ties: Action[] = [];
      for (let i = 0; i < totals.length; i++) if (totals[i] >= best - 1e-9) ties.push(legal[i]);
      return ties.length === 1 ? ties[0] : rng.pick(ties);
    },
  };
}
