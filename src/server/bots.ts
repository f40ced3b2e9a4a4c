/**
 * Bots for server rooms: the random, heuristic and ISMCTS bots of `src/bots`, at the strengths
 * easy, medium and hard. A bot only ever receives `game.view(state, seat)` — never the full
 * state — plus the legal actions for its seat. Searching bots run on worker threads (bot-pool.ts).
 */
import type { Action, AnyGame, Rng, Seat } from '../engine/index.ts';
import { BOT_KINDS, createBot, type BotKind } from '../bots/index.ts';
import type { BotSpec } from './storage/types.ts';

export interface ServerBot {
  chooseAction(view: unknown, seat: Seat, legal: readonly Action[], game: AnyGame, rng: Rng): Action | Promise<Action>;
}

export interface BotProvider {
  /** Kinds a room may ask for. */
  readonly kinds: readonly string[];
  /** Where the bots come from, for /health and logs. */
  readonly source: string;
  create(spec: BotSpec): ServerBot;
}

export const defaultBots: BotProvider = {
  kinds: BOT_KINDS,
  source: 'src/bots',
  create: (spec) => createBot(spec.kind as BotKind, { strength: spec.strength }),
};
