/**
 * The bot contract. A bot decides for one seat from what that seat may know: its view, its legal
 * actions and the game definition. It is never handed the true state; a bot that searches samples
 * full states from the view with `game.determinize`, so it cannot cheat.
 */
import type { Action, AnyGame, Rng, Seat } from '../engine/index.ts';

export interface Bot {
  /** A label for tables and records, e.g. "ismcts:medium" or "heuristic". */
  readonly name: string;
  /**
   * Returns one of `legal` (never empty). `rng` is the bot's own seeded generator, so a seeded bot
   * makes the same choice from the same view every time.
   */
  chooseAction(view: unknown, seat: Seat, legal: readonly Action[], game: AnyGame, rng: Rng): Action;
}

export type BotKind = 'random' | 'heuristic' | 'ismcts';
export const BOT_KINDS: readonly BotKind[] = ['random', 'heuristic', 'ismcts'];

export type Strength = 'easy' | 'medium' | 'hard';
export const STRENGTHS: readonly Strength[] = ['easy', 'medium', 'hard'];
