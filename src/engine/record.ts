/**
 * Match records: game id + options + content + seed + the ordered (seat, action) list.
 * Replaying a record reproduces the same state, compared by a stable hash.
 */
import { describeInAll, type Translations } from './lang.ts';
import type { Seed } from './rng.ts';
import type { Action, AnyGame, GameEvent, Seat } from './types.ts';
import { stepUndoable, UndoWindow, type LogStep } from './undo.ts';

export const RECORD_FORMAT = 'crossings-match/1';

export interface MatchRecord {
  format: typeof RECORD_FORMAT;
  game: string;
  players: number;
  seed: Seed;
  options: Record<string, unknown>;
  /** Custom content, when the match did not use the game's default data. */
  content?: unknown;
  /** The steps in effect, in order: replaying them alone reaches the final state. */
  actions: Array<[Seat, Action]>;
  /**
   * Steps taken back (undo, src/engine/undo.ts), in the order they were taken back; absent when none
   * was. With it the whole log is rebuilt (`fullLog`) and every take-back checked by `replay`.
   */
  undone?: TakenBack[];
  /** stableHash of the final state, so a replay can prove it reached the same place. */
  finalHash?: string;
  meta?: Record<string, unknown>;
}

/**
 * A step taken back. `played` and `undone` are positions in the match's full log, where steps and
 * take-backs alike count (an online room's version numbers): `seat` played `action` as entry
 * `played` and took it back as entry `undone`.
 */
export interface TakenBack {
  seat: Seat;
  action: Action;
  played: number;
  undone: number;
}

/** Canonical JSON: object keys sorted, so equal data always serializes equally. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('non-finite number in state');
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

/** 64-bit FNV-1a of the canonical JSON, as 16 hex digits. */
export function stableHash(value: unknown): string {
  const text = canonicalJson(value);
  let h1 = 0x811c9dc5;
  let h2 = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x01000193) ^ (h1 >>> 13);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

export class ReplayError extends Error {
  constructor(message: string, readonly step: number) {
    super(message);
    this.name = 'ReplayError';
  }
}

export interface ReplayStep {
  seat: Seat;
  action: Action;
  text: string;
  events: GameEvent[];
}

export interface ReplayResult<S> {
  state: S;
  steps: ReplayStep[];
  hash: string;
  /** The steps taken back, with their words, where the record has any. */
  takeBacks: TakeBackStep[];
}

/** A take-back found in a record's full log. */
export interface TakeBackStep {
  seat: Seat;
  action: Action;
  /** The step in words, as the seat saw it when it played it. */
  text: string;
  /** The same words in the other languages (src/engine/lang.ts). */
  texts: Translations;
  /** How many steps were in effect after the take-back: it sits between `actions[line - 1]` and `actions[line]`. */
  line: number;
  /** Its position in the full log. */
  at: number;
}

/**
 * The full log of a record: its steps in effect and its taken-back steps, each with its take-back,
 * in the order they happened. Throws ReplayError (step -1) when `undone` does not fit the record.
 */
export function fullLog(record: MatchRecord): Array<LogStep & { played?: number }> {
  const undone = record.undone ?? [];
  if (!Array.isArray(undone)) throw new ReplayError('The record\'s "undone" is not a list', -1);
  const total = record.actions.length + 2 * undone.length;
  const log: Array<(LogStep & { played?: number }) | undefined> = new Array(total);
  const put = (at: unknown, step: LogStep & { played?: number }) => {
    if (typeof at !== 'number' || !Number.isInteger(at) || at < 0 || at >= total || log[at] !== undefined) {
      throw new ReplayError(`The record's take-backs do not fit its ${total} log entries (position ${String(at)})`, -1);
    }
    log[at] = step;
  };
  for (const u of undone) {
    if (u === null || typeof u !== 'object' || !(u.played < u.undone)) throw new ReplayError(`A take-back comes before its step: ${JSON.stringify(u)}`, -1);
    put(u.played, { kind: 'move', seat: u.seat, action: u.action });
    put(u.undone, { kind: 'undo', seat: u.seat, action: u.action, played: u.played });
  }
  let k = 0;
  for (let i = 0; i < total; i++) {
    if (log[i] !== undefined) continue;
    const [seat, action] = record.actions[k++];
    log[i] = { kind: 'move', seat, action };
  }
  return log as Array<LogStep & { played?: number }>;
}

/**
 * Walks a record's full log (steps and take-backs) and checks every take-back by the rule of
 * src/engine/undo.ts: the step was undoable, the seat's own, and nobody acted after it. A record
 * cannot tell a bot's step from a person's, so this is the one part of the server's rule it does
 * not check (the server never lets a person take back a bot's step).
 */
export function checkTakeBacks(game: AnyGame, record: MatchRecord): TakeBackStep[] {
  const log = fullLog(record);
  let state: unknown = game.setup({ players: record.players, seed: record.seed, options: record.options, content: record.content });
  const window = new UndoWindow();
  const line: number[] = [];
  const takeBacks: TakeBackStep[] = [];
  log.forEach((step, i) => {
    const { seat, action } = step;
    if (step.kind === 'move') {
      const result = game.apply(state, seat, action);
      if (!result.ok) throw new ReplayError(`Log entry ${i + 1} (seat ${seat + 1}, action ${action}) does not replay: ${result.error.code}: ${result.error.message}`, i);
      window.stepped(seat, action, state, stepUndoable(game, state, result.state, seat, action, result.events));
      state = result.state;
      line.push(i);
      return;
    }
    const frame = window.peek(seat);
    if (!frame || frame.action !== action || line[line.length - 1] !== step.played) {
      throw new ReplayError(`Log entry ${i + 1}: seat ${seat + 1} could not take back action ${action} there (only a seat's own last step, undoable and with nobody acting since, may be taken back)`, i);
    }
    window.takeBack(seat);
    state = frame.before;
    line.pop();
    const view = game.view(state, seat);
    takeBacks.push({ seat, action, ...describeInAll((lang) => game.describeAction(view, seat, action, lang)), line: line.length, at: i });
  });
  return takeBacks;
}

/**
 * Replays a record through `apply`, failing loudly on the first step that does not apply. A record
 * with take-backs is first walked whole (`checkTakeBacks`; a ReplayError's step is then a position
 * in the full log); its steps in effect then replay as any record's.
 */
export function replay<S>(game: AnyGame, record: MatchRecord): ReplayResult<S> {
  if (record.format !== RECORD_FORMAT) throw new ReplayError(`Unknown record format ${String(record.format)}`, -1);
  if (record.game !== game.id) throw new ReplayError(`Record is for ${record.game}, not ${game.id}`, -1);
  const takeBacks = record.undone !== undefined && record.undone.length > 0 ? checkTakeBacks(game, record) : [];
  let state = game.setup({ players: record.players, seed: record.seed, options: record.options, content: record.content }) as S;
  const steps: ReplayStep[] = [];
  record.actions.forEach(([seat, action], i) => {
    const text = game.describeAction(game.view(state, seat), seat, action);
    const result = game.apply(state, seat, action);
    if (!result.ok) {
      throw new ReplayError(`Step ${i + 1} (seat ${seat + 1}, action ${action}) does not replay: ${result.error.code}: ${result.error.message}`, i);
    }
    state = result.state as S;
    steps.push({ seat, action, text, events: result.events });
  });
  const hash = stableHash(state);
  if (record.finalHash !== undefined && record.finalHash !== hash) {
    throw new ReplayError(`Replay reached state ${hash}, but the record says ${record.finalHash}`, record.actions.length);
  }
  return { state, steps, hash, takeBacks };
}

export function newRecord(game: AnyGame, players: number, seed: Seed, options: Record<string, unknown> = {}, content?: unknown): MatchRecord {
  return { format: RECORD_FORMAT, game: game.id, players, seed, options, ...(content === undefined ? {} : { content }), actions: [] };
}

/**
 * The seat that moved first: the seat of the record's first step. Games that roll for the first player
 * (#refugee RF-R1..RF-R4, Emigration EM-R18, Borderlines' starter card BL-D5) start with the
 * winner of that roll, so the lab measures a first-player advantage on this seat rather than on seat 1
 * (docs/lab.md, First mover). Null for a record with no step.
 */
export function firstActingSeat(record: Pick<MatchRecord, 'actions'>): Seat | null {
  return record.actions.length ? record.actions[0][0] : null;
}
