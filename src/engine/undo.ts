/**
 * Undo, where it is honest (docs/architecture.md §5a). Board Game Arena lets a player take back their own
 * steps until something random or hidden is revealed; here one rule, used alike by the server, local play
 * and `replay`, says which steps may be taken back and when.
 *
 * A step is **undoable** (`stepUndoable`) when it drew, rolled, spun and revealed nothing:
 * - the game is not over after it (a finished room hands out its record, and the record the seed);
 * - none of its events is private to another seat (someone else was told a secret);
 * - the PRNG state is unchanged: every array of four uint32s under a top-level key named like "rng"
 *   (the convention of docs/architecture.md §5) is equal before and after;
 * - and the game says so (`GameRules.undoable`), since only the game knows what its views hide (a
 *   card from a deck shuffled at setup is drawn without touching the PRNG). A game without that hook
 *   is undoable only when it has no hidden information, and, if it has chance, only when its PRNG
 *   was found where the convention puts it (otherwise the engine cannot tell a roll happened).
 *
 * A seat may take back its last step while **nobody else has acted since** (`UndoWindow`): the
 * window holds the trailing run of undoable steps of the seat that moved last. Any other seat's
 * step, or a step that is not undoable, closes it; a take-back pops one step, newest first, and the
 * state goes back to exactly the state before that step (states are never changed once made, so the
 * one kept is the one a replay of the remaining steps reaches).
 */
import { describeInAll } from './lang.ts';
import type { Action, AnyGame, GameEvent, Seat } from './types.ts';

function isRngWords(v: unknown): v is number[] {
  return Array.isArray(v) && v.length === 4 && v.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32);
}

/** The PRNG words of a state (top-level keys named like "rng"), or null when it keeps none there. */
export function chanceWords(state: unknown): number[] | null {
  if (state === null || typeof state !== 'object') return null;
  let words: number[] | null = null;
  for (const key in state) {
    if (!/rng/i.test(key)) continue;
    const v = (state as Record<string, unknown>)[key];
    if (isRngWords(v)) (words ??= []).push(...v);
  }
  return words;
}

/**
 * The top-level keys named like "rng" of a game's states, found once per game: the server asks on
 * every move, and walking every key of a state each time cost as much as a third of `apply`.
 */
const rngKeysByGame = new WeakMap<AnyGame, string[]>();

/** 'same' or 'changed' PRNG words between two states of `game`, or 'none' when it keeps none there. */
function chanceBetween(game: AnyGame, before: unknown, after: unknown): 'same' | 'changed' | 'none' {
  if (after === null || typeof after !== 'object') return 'none';
  let keys = rngKeysByGame.get(game);
  if (!keys) rngKeysByGame.set(game, (keys = Object.keys(after).filter((k) => /rng/i.test(k))));
  let found = false;
  for (const key of keys) {
    const now = (after as Record<string, unknown>)[key];
    if (!isRngWords(now)) continue;
    found = true;
    const was = (before as Record<string, unknown> | null)?.[key];
    if (!isRngWords(was) || was[0] !== now[0] || was[1] !== now[1] || was[2] !== now[2] || was[3] !== now[3]) return 'changed';
  }
  return found ? 'same' : 'none';
}

/** Why a step cannot be taken back, in a few words for a person; null when it can. */
export function undoBlocker(game: AnyGame, before: unknown, after: unknown, seat: Seat, action: Action, events: readonly GameEvent[]): string | null {
  if (game.isOver(after)) return 'it ended the game';
  for (const e of events) if (e.to !== undefined && e.to.some((s) => s !== seat)) return 'it told another player something hidden';
  const chance = chanceBetween(game, before, after);
  if (chance === 'changed') return 'something was drawn, rolled or shuffled';
  if (game.undoable) return game.undoable(before, after, seat, action) ? null : 'it revealed or drew something hidden';
  if (game.hiddenInformation) return 'this game cannot tell what such a step reveals';
  if (game.chance && chance === 'none') return 'this game cannot tell whether chance was used';
  return null;
}

/** Whether a step (`before` → `after` by `seat` playing `action`, with its events) may be taken back. */
export function stepUndoable(game: AnyGame, before: unknown, after: unknown, seat: Seat, action: Action, events: readonly GameEvent[]): boolean {
  return undoBlocker(game, before, after, seat, action, events) === null;
}

export interface UndoFrame<S = unknown> {
  seat: Seat;
  action: Action;
  /** The state before the step: what a take-back returns to. */
  before: S;
}

/**
 * The steps that may be taken back now: the trailing run of undoable steps of the seat that moved
 * last. Feed it every step on the line (`stepped`) and every take-back (`takeBack`).
 */
export class UndoWindow<S = unknown> {
  private frames: Array<UndoFrame<S>> = [];

  /** After a step. `undoable` is `stepUndoable(…)`, and false for a step no person chose (a bot's). */
  stepped(seat: Seat, action: Action, before: S, undoable: boolean): void {
    if (!undoable || (this.frames.length > 0 && this.frames[this.frames.length - 1].seat !== seat)) this.frames = [];
    if (undoable) this.frames.push({ seat, action, before });
  }

  /** The seat that may take back a step now, or null. */
  holder(): Seat | null {
    return this.frames.length > 0 ? this.frames[this.frames.length - 1].seat : null;
  }

  canUndo(seat: Seat): boolean {
    return this.holder() === seat;
  }

  /** The step `seat` would take back: its last one, if the window holds it. */
  peek(seat: Seat): UndoFrame<S> | null {
    return this.canUndo(seat) ? this.frames[this.frames.length - 1] : null;
  }

  /** Takes back `seat`'s last step; null (nothing changed) when the window does not hold one. */
  takeBack(seat: Seat): UndoFrame<S> | null {
    return this.canUndo(seat) ? (this.frames.pop() ?? null) : null;
  }

  /** Nothing may be taken back any more (e.g. after a restart, when who made the steps is unknown). */
  clear(): void {
    this.frames = [];
  }
}

/** One entry of a match's full log: a step, or a take-back of the step `action` by `seat`. */
export interface LogStep {
  kind: 'move' | 'undo';
  seat: Seat;
  action: Action;
}

/**
 * What a take-back says, in every language (src/engine/lang.ts): to everyone that it happened, and to
 * the seat which move it was (that may be secret). `before` is the state the step was played from.
 */
export function takeBackEvents(game: AnyGame, seat: Seat, action: Action, before: unknown): GameEvent[] {
  const view = game.view(before, seat);
  const label = describeInAll((lang) => game.describeAction(view, seat, action, lang));
  return [
    { kind: 'undo', text: `Player ${seat + 1} took back their last move.`, texts: { 'zh-Hant': `玩家 ${seat + 1} 收回了上一步。` }, data: { seat } },
    { kind: 'my-undo', text: `You took back: ${label.text}.`, texts: { 'zh-Hant': `你收回了：${label.texts['zh-Hant']}。` }, to: [seat] },
  ];
}
