/**
 * Match records: game id + options + content + seed + the ordered (seat, action) list.
 * Replaying a record reproduces the same state, compared by a stable hash.
 */
import type { Seed } from './rng.ts';
import type { Action, AnyGame, GameEvent, Seat } from './types.ts';

export const RECORD_FORMAT = 'crossings-match/1';

export interface MatchRecord {
  format: typeof RECORD_FORMAT;
  game: string;
  players: number;
  seed: Seed;
  options: Record<string, unknown>;
  /** Custom content, when the match did not use the game's default data. */
  content?: unknown;
  actions: Array<[Seat, Action]>;
  /** stableHash of the final state, so a replay can prove it reached the same place. */
  finalHash?: string;
  meta?: Record<string, unknown>;
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
}

/** Replays a record through `apply`, failing loudly on the first step that does not apply. */
export function replay<S>(game: AnyGame, record: MatchRecord): ReplayResult<S> {
  if (record.format !== RECORD_FORMAT) throw new ReplayError(`Unknown record format ${String(record.format)}`, -1);
  if (record.game !== game.id) throw new ReplayError(`Record is for ${record.game}, not ${game.id}`, -1);
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
  return { state, steps, hash };
}

export function newRecord(game: AnyGame, players: number, seed: Seed, options: Record<string, unknown> = {}, content?: unknown): MatchRecord {
  return { format: RECORD_FORMAT, game: game.id, players, seed, options, ...(content === undefined ? {} : { content }), actions: [] };
}
