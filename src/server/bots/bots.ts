/**
 * Bots for server rooms: the random, heuristic and ISMCTS bots of `src/bots`, at the strengths
 * easy, medium and hard. A bot only ever receives `game.view(state, seat)` — never the full
 * state — plus the legal actions for its seat. Searching bots run on worker threads (pool.ts).
 * The main file of src/server/bots/, which owns the server's bots and may import common/ and
 * storage/ of the server (README.md there).
 */
import type { Action, AnyGame, Rng, Seat } from '../../engine/index.ts';
import { BOT_KINDS, createBot, type BotKind, type Strength } from '../../bots/index.ts';
import type { BotSpec } from '../storage/types.ts';

export interface ServerBot {
  chooseAction(view: unknown, seat: Seat, legal: readonly Action[], game: AnyGame, rng: Rng): Action | Promise<Action>;
}

export interface BotProvider {
  /** Kinds a room may ask for. */
  readonly kinds: readonly string[];
  /** Where the bots come from, for /health and logs. */
  readonly source: string;
  /** A bot for one room (`room` is its code: the worker pool shares its threads fairly between rooms). */
  create(spec: BotSpec, room: string): ServerBot;
}

/**
 * The server's ceiling on one ISMCTS decision, by strength. Strengths stay iteration budgets (so the
 * lab is reproducible); on the server the search stops at whichever comes first, its iterations or
 * this time. Measured on the 2-core development machine, a hard decision on Emigration takes about
 * 0.35–0.7 s and on #refugee about 0.35 s (easy ≈ 0.05–0.1 s, medium ≈ 0.2 s), so the caps bind only
 * on a slow or overloaded machine (they did in the flood test while other processes kept both cores
 * busy), or on content whose playouts are long. They bound how long a room can wait for the decisions
 * ahead of it (queue.ts). The heuristic bot takes milliseconds and has no cap.
 */
export const BOT_TIME_CAP_MS: Record<Strength, number> = { easy: 500, medium: 1500, hard: 3000 };

/** A bot of `src/bots` for a spec, its search capped as above (used inline and on the bot threads). */
export function createServerBot(spec: BotSpec, caps: Record<Strength, number> = BOT_TIME_CAP_MS): ServerBot {
  return createBot(spec.kind as BotKind, {
    strength: spec.strength,
    ...(spec.kind === 'ismcts' ? { timeMs: caps[spec.strength] } : {}),
  });
}

export const defaultBots: BotProvider = {
  kinds: BOT_KINDS,
  source: 'src/bots',
  create: (spec) => createServerBot(spec),
};

/** Why a bot's decision was not used: it threw or was refused (`failed`), or answered an action that is not legal (`illegal`). */
export type BotFailureKind = 'failed' | 'illegal';

/**
 * The server's count of bot decisions that failed (room/timers.ts), shown in /health. A failure is an
 * error, not a way of playing: each is logged at error level, and the test servers fail on any.
 */
export class BotFailureCount {
  total = 0;
  readonly byKind: Record<BotFailureKind, number> = { failed: 0, illegal: 0 };

  add(kind: BotFailureKind): void {
    this.total++;
    this.byKind[kind]++;
  }
}
