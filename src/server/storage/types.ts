/**
 * The storage contract the server's room logic talks to, implemented by SQLite (sqlite.ts, the
 * embedded default) and PostgreSQL (postgres.ts, `CROSSINGS_DATABASE_URL`); no SQL leaves them. Every method that changes data
 * goes through `commit`, which applies a batch atomically and resolves only once it is durable:
 * the room logic acknowledges nothing before that. The main file of src/server/storage/, which owns
 * what is durable and imports no other server folder but common/ (README.md there).
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
  /** The workshop (docs/workshop.md) this room is a table of, by its code; absent for ordinary rooms. */
  workshop?: string;
  /** The room's table index in its workshop. */
  table?: number;
}

/**
 * The lease a room is played under in cluster mode (docs/cluster.md): its workshop's code for a
 * workshop's table (a class pauses, resumes and ends on one process), else its own code. The
 * PostgreSQL queries of cluster/leases.ts spell the same rule as `coalesce(config->>'workshop', code)`.
 */
export function leaseKeyOf(config: Pick<RoomConfig, 'code' | 'workshop'>): string {
  return config.workshop ?? config.code;
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
  | { kind: 'deleteRoom'; code: string }
  | { kind: 'createWorkshop'; config: WorkshopConfig; state: WorkshopState }
  /** The workshop's changing part, written whole (phase, pause, message). */
  | { kind: 'workshopUpdate'; code: string; state: WorkshopState }
  /** A student joined, stepped out or in (inserted or replaced by id). */
  | { kind: 'workshopStudent'; code: string; student: WorkshopStudent }
  /** The whole table plan (formed, rearranged, started with room codes), written whole. */
  | { kind: 'workshopTables'; code: string; tables: WorkshopTable[] }
  /** The workshop and its students go (retention, or its facilitator); its tables' rooms go with `deleteRoom`s. A workshop already gone is no error. */
  | { kind: 'deleteWorkshop'; code: string };

// ---- workshops (docs/workshop.md) ----------------------------------------------------------------

export type WorkshopPhase = 'waiting' | 'playing' | 'debrief';
export type WorkshopLanguage = 'en' | 'zh-Hant';
/** Students left over after the full tables: a short table filled with bots, or spectators of a table. */
export type RemainderPlan = 'bots' | 'observers';

/** Everything fixed when a workshop is created. */
export interface WorkshopConfig {
  code: string;
  game: string;
  /** Already parsed by the game's options schema. */
  options: Record<string, unknown>;
  /** Custom content, already validated; absent for the game's own. */
  content?: unknown;
  turnTimer: TurnTimer | null;
  language: WorkshopLanguage;
  tableSize: number;
  remainder: RemainderPlan;
  /** The bot that fills tables. */
  bot: BotSpec;
  /** The bot that plays for a student who stepped out (and for a dropped or timed-out one). */
  standInBot: BotSpec;
  botThinkMs: number;
  dropReplaceSeconds: number | null;
  /** SHA-256 of the facilitator token; the token itself is never stored. */
  facilitatorTokenHash: string;
  createdAt: number;
}

export interface WorkshopState {
  phase: WorkshopPhase;
  paused: boolean;
  /** When the current pause began (turn clocks keep what they had left then); null when not paused. */
  pausedAt: number | null;
  message: { text: string; at: number } | null;
  startedAt: number | null;
  /** When play ended (by the facilitator or with the last table). */
  endedAt: number | null;
  /** Tables whose rooms were unfinished when the facilitator ended play: they stay paused for good. */
  frozen: number[];
  /** The facilitator rearranged the tables (later arrivals join that plan rather than re-form it). */
  arranged?: boolean;
  /**
   * At the last resume, when each room's turn clock counts from (its last move moved on by the pause),
   * by room code: after a restart a room's clock counts from this or its last move, whichever is later.
   */
  clocks?: Record<string, number>;
  /** The facilitator closed joining: nobody new may join (docs/workshop.md, "People come and go"). */
  joiningClosed?: boolean;
  /** Where a student joining after the start goes (default `bot-seat`, then a new table). */
  latecomers?: LatecomerPlan;
  /** The session timer (docs/workshop.md, "Session timer"): when play time ends, and how long it was set for. */
  timer?: { endsAt: number; minutes: number } | null;
  /** SHA-256 of a facilitator key made anew (the one in `config` and any before are revoked). */
  facilitatorTokenHash?: string;
}

/** A latecomer takes a seat a bot holds (else a new table), gets a new table with bots, or watches a table. */
export type LatecomerPlan = 'bot-seat' | 'new-table' | 'watch';

export interface WorkshopStudent {
  /** Short public id (the dashboard and table plans name students by it). */
  id: string;
  nickname: string;
  language: WorkshopLanguage;
  /** SHA-256 of the student token, which is also their seat token at their table. */
  tokenHash: string;
  joinedAt: number;
  steppedOut: boolean;
  /** The facilitator removed the student: their token no longer works, their seat (if any) went to a bot. */
  removed?: boolean;
}

export interface WorkshopTable {
  index: number;
  /** The room once started; null while forming. */
  room: string | null;
  /** Student ids in seat order (seats 0..n-1). */
  students: string[];
  /** Bot seats after the students. */
  bots: number;
  /** Student ids watching as spectators (remainder plan `observers`). */
  observers: string[];
}

export interface StoredWorkshop {
  config: WorkshopConfig;
  state: WorkshopState;
  /** In arrival order. */
  students: WorkshopStudent[];
  tables: WorkshopTable[];
}

export interface RoomSummaryRow {
  code: string;
  game: string;
  status: RoomStatus;
  players: number;
  createdAt: number;
}

/**
 * Which rooms the retention policy lets go (`room/retention.ts`); a null field keeps those rooms forever.
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

/** A workshop past retention (workshop/retention.ts): never started, or ended long ago; with its tables' rooms. */
export interface ExpiredWorkshopRow {
  code: string;
  reason: 'waiting' | 'ended';
  rooms: string[];
}

export interface ExpiredRoomRow {
  code: string;
  reason: ExpiryReason;
}

/**
 * Cluster mode (docs/cluster.md, One owner per room): the leases a commit's rooms need, as this
 * process claimed them. A commit given a fence writes only if, inside its own transaction, every one
 * of these leases still names `owner` at that `epoch`; otherwise it writes nothing and throws `FencedError`. A process that was
 * paused past its lease while another took it over can therefore never write (split brain).
 */
export interface Fence {
  /** This process's id (cluster.ts `newProcessId`). */
  owner: string;
  /** Lease key (a room's code, or its workshop's code for a table) and the epoch this process holds it at. */
  leases: ReadonlyArray<{ key: string; epoch: number }>;
}

/** The batch touched rooms whose lease this process no longer holds at the epoch it claimed; nothing was written. */
export class FencedError extends Error {
  override readonly name = 'FencedError';
  constructor(readonly lost: string[]) {
    super(`the commit was fenced: this process no longer holds the lease of ${lost.join(', ')} (another process took it over); nothing was written`);
  }
}

export interface Storage {
  /**
   * Applies every mutation in one transaction; resolves once it is durable. With a fence (cluster
   * mode, PostgreSQL) the leases are checked in the same transaction first: see `Fence`. SQLite is
   * single-process (guarded by data-dir-lock.ts) and ignores fences.
   */
  commit(batch: readonly Mutation[], fence?: Fence): Promise<void>;
  loadRoom(code: string): Promise<StoredRoom | null>;
  roomExists(code: string): Promise<boolean>;
  /**
   * Rooms being played: the server rebuilds these in memory when it starts (their clocks and bots run).
   * Lobbies and finished rooms are loaded when someone comes (`loadRoom`), so a flood of lobbies costs
   * no memory at start (docs/hosting.md, "What is kept, and for how long").
   */
  loadPlayingRooms(): Promise<StoredRoom[]>;
  listRooms(limit: number): Promise<RoomSummaryRow[]>;
  /**
   * At most `limit` rooms past the cutoffs, oldest first. Only a query: the room logic deletes them
   * with `deleteRoom` mutations through `commit`, in order with every other write.
   */
  findExpiredRooms(cutoffs: RetentionCutoffs, limit: number): Promise<ExpiredRoomRow[]>;
  loadWorkshop(code: string): Promise<StoredWorkshop | null>;
  /**
   * At most `limit` workshops, oldest first, still waiting and created before `lobbyCreatedBefore`, or
   * ended (debrief) before `finishedBefore` (a null cutoff keeps them). Only a query, as findExpiredRooms.
   */
  findExpiredWorkshops(cutoffs: RetentionCutoffs, limit: number): Promise<ExpiredWorkshopRow[]>;
  /**
   * Workshops the server rebuilds at start, before their tables: those playing, and those whose play was
   * ended with frozen tables (their rooms are still unfinished and must stay paused). A workshop still
   * waiting has no rooms: it is loaded when someone comes (`loadWorkshop`).
   */
  loadActiveWorkshops(): Promise<StoredWorkshop[]>;
  workshopExists(code: string): Promise<boolean>;
  close(): Promise<void>;
}
