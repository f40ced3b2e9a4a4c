/**
 * The storage contract the server's room logic talks to. No SQL leaves the adapters, so a
 * PostgreSQL adapter can implement this same interface later. Every method that changes data
 * goes through `commit`, which applies a batch atomically and resolves only once it is durable:
 * the room logic acknowledges nothing before that.
 */
import type { Action, Seat, Seed } from '../../engine/index.ts';

export type RoomStatus = 'lobby' | 'playing' | 'finished';

/** How a seat is played. `open` seats wait for a person to join. */
export type SeatKind = 'open' | 'human' | 'bot';

export type BotStrength = 'easy' | 'medium' | 'hard';

export interface BotSpec {
  kind: string;
  /** Each bot kind maps it to its own budget (determinizations, search iterations). */
  strength: BotStrength;
}

export interface TurnTimer {
  /** `realtime` limits are counted in seconds, `turn-based` in hours; both are stored in seconds. */
  mode: 'realtime' | 'turn-based';
  seconds: number;
}

/** Everything fixed when a room is created. */
export interface RoomConfig {
  code: string;
  game: string;
  players: number;
  /** Never sent to a client before the game is over (seed + actions reveal every hidden card). */
  seed: Seed;
  /** The host chose the seed (every seat is told); otherwise it is a fresh wide seed. */
  seededByHost?: boolean;
  /** A wide seed of its own for the room's bots; older rooms derive one from code and seed. */
  botSeed?: string;
  options: Record<string, unknown>;
  /** Custom content (already validated), or undefined for the game's default data. */
  content?: unknown;
  /** Milliseconds a bot waits before moving, so people can follow the game. */
  botThinkMs: number;
  turnTimer: TurnTimer | null;
  /** A seat whose player has been disconnected this long is played by `standInBot`; null = never. */
  dropReplaceSeconds: number | null;
  standInBot: BotSpec;
  hostTokenHash: string;
  createdAt: number;
}

export interface SeatRecord {
  index: Seat;
  kind: SeatKind;
  name: string | null;
  /** SHA-256 of the seat token; the token itself is never stored. */
  tokenHash: string | null;
  /** The bot that plays a `bot` seat. */
  bot: BotSpec | null;
  /** A bot standing in for a human seat (dropped, left or timed out); the token can reclaim it. */
  standIn: BotSpec | null;
}

/**
 * One entry of a room's log (its version numbers count them): a move, or with `undo` a take-back of
 * the move `action` that `seat` made last (src/engine/undo.ts). Entries are only ever appended.
 */
export interface ActionEntry {
  seq: number;
  seat: Seat;
  action: Action;
  at: number;
  undo?: true;
}

export interface StoredRoom {
  config: RoomConfig;
  status: RoomStatus;
  startedAt: number | null;
  finishedAt: number | null;
  seats: SeatRecord[];
  actions: ActionEntry[];
}

export type Mutation =
  | { kind: 'createRoom'; config: RoomConfig; seats: SeatRecord[] }
  | { kind: 'status'; code: string; status: RoomStatus; at: number }
  | { kind: 'seat'; code: string; seat: SeatRecord }
  | { kind: 'action'; code: string; entry: ActionEntry }
  /** A take-back: appended to the log like a move (entry.undo is true), never by rewriting a row. */
  | { kind: 'undo'; code: string; entry: ActionEntry }
  /** Removes the room with its seats and moves (retention); a room already gone is no error. */
  | { kind: 'deleteRoom'; code: string };

export interface RoomSummaryRow {
  code: string;
  game: string;
  status: RoomStatus;
  players: number;
  createdAt: number;
}

/**
 * Which rooms the retention policy lets go (`retention.ts`); a null field keeps those rooms forever.
 * All times are epoch milliseconds.
 */
export interface RetentionCutoffs {
  /** Finished rooms that finished before this. */
  finishedBefore: number | null;
  /** Lobbies (never started) created before this. */
  lobbyCreatedBefore: number | null;
  /** Playing rooms whose last change (last move, else start) is before this. */
  idleBefore: number | null;
}

export type ExpiryReason = 'finished' | 'lobby' | 'idle';

export interface ExpiredRoomRow {
  code: string;
  reason: ExpiryReason;
}

export interface Storage {
  /** Applies every mutation in one transaction; resolves once it is durable. */
  commit(batch: readonly Mutation[]): Promise<void>;
  loadRoom(code: string): Promise<StoredRoom | null>;
  roomExists(code: string): Promise<boolean>;
  /** Rooms not yet finished: the server rebuilds these in memory when it starts. */
  loadUnfinishedRooms(): Promise<StoredRoom[]>;
  listRooms(limit: number): Promise<RoomSummaryRow[]>;
  /**
   * At most `limit` rooms past the cutoffs, oldest first. Only a query: the room logic deletes them
   * with `deleteRoom` mutations through `commit`, in order with every other write.
   */
  findExpiredRooms(cutoffs: RetentionCutoffs, limit: number): Promise<ExpiredRoomRow[]>;
  close(): Promise<void>;
}
