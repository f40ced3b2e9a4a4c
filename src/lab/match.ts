/**
 * Plays one match between bots. Each bot sees only `game.view(state, seat)` and its legal actions.
 * Actions are checked against `legalActions` and then applied in place (the fast path); the match
 * record, replayed through the validating `apply`, reproduces the same final state (`finalHash`).
 */
import type { Bot } from '../bots/index.ts';
import { newRecord, Rng, stableHash, type AnyGame, type MatchRecord, type Outcome, type Seat } from '../engine/index.ts';
import { PlayCounter, type PlayCounts } from './plays.ts';

export interface MatchParams {
  players: number;
  seed: number;
  /** One bot per seat. */
  bots: readonly Bot[];
  options?: Record<string, unknown>;
  /** Raw content (as in a content file); parsed by the game's setup. Omit for the default content. */
  content?: unknown;
  /** Extra fields for the record's `meta`. */
  meta?: Record<string, unknown>;
  /** Watches every decision (the lab's report measures branching and positions with it); must not change the state. */
  observer?: MatchObserver;
  /**
   * False when the caller drops the record (a batch that keeps only summaries): the record then has no
   * `finalHash`, whose canonical JSON of the whole state was up to a third of a random game's time in
   * the lab. Default true.
   */
  keepRecord?: boolean;
}

/** Sees the true state before each action is chosen, with the acting seat and its legal actions. */
export interface MatchObserver {
  beforeAction(state: unknown, seat: Seat, legal: readonly number[]): void;
}

export interface MatchResult {
  record: MatchRecord;
  /** Null only when the match hit the game's `maxActions` bound without ending. */
  outcome: Outcome | null;
  /** Number of actions taken. */
  actions: number;
  endReason: string;
  /** Which moves each seat played (from the game's action structs); null for a game without them. */
  plays: PlayCounts | null;
}

export const ACTION_LIMIT_REASON = 'Action limit reached (the game did not end)';

/** Each seat's bot gets its own generator, derived from the match seed and the seat. */
export function botRng(seed: number, seat: Seat): Rng {
  return new Rng(`bot:${seed}:${seat}`);
}

export function runMatch(game: AnyGame, params: MatchParams): MatchResult {
  const { players, seed, bots } = params;
  if (bots.length !== players) throw new RangeError(`runMatch needs ${players} bots, got ${bots.length}`);
  const options = params.options ?? {};
  const state = game.setup({ players, seed, options, content: params.content });
  const record = newRecord(game, players, seed, options, params.content);
  const rngs = bots.map((_, seat) => botRng(seed, seat));
  const limit = game.maxActions(players);
  const plays = PlayCounter.for(game, players);
  let actions = 0;

  while (!game.isOver(state)) {
    if (actions >= limit) break;
    const active: Seat[] = game.activeSeats(state);
    if (active.length === 0) throw new Error(`${game.id}: the game is not over but no seat is active`);
    // With several active seats (simultaneous moves) the lowest acts first; the others' views do
    // not reveal its choice when the game hides it.
    const seat = Math.min(...active);
    const legal: number[] = game.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`${game.id}: active seat ${seat} has no legal action`);
    params.observer?.beforeAction(state, seat, legal);
    const view = game.view(state, seat);
    const action = bots[seat].chooseAction(view, seat, legal, game, rngs[seat]);
    if (!legal.includes(action)) {
      throw new Error(`Bot ${bots[seat].name} (seat ${seat + 1}) chose ${String(action)}, which is not legal (${legal.join(', ')})`);
    }
    plays?.add(view, seat, action);
    game.applyInPlace(state, seat, action);
    record.actions.push([seat, action]);
    actions++;
  }

  const outcome = game.isOver(state) ? game.outcome(state) : null;
  const endReason = outcome ? outcome.reason : ACTION_LIMIT_REASON;
  if (params.keepRecord !== false) record.finalHash = stableHash(state);
  record.meta = { bots: bots.map((b) => b.name), endReason, ...(params.meta ?? {}) };
  return { record, outcome, actions, endReason, plays: plays?.counts ?? null };
}
