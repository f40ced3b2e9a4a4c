/**
 * One room: its seats, the authoritative game state and the live connections watching it.
 * The engine is the only judge of legality (`game.apply`). Every change is written to the
 * write queue first; frames to clients are built at once (from the state at that moment) but
 * sent only after the write is durable, so nothing is acknowledged before it is on disk.
 * Each connection only ever gets `game.view(state, itsViewer)` and `eventsFor(events, itsViewer)`.
 */
import {
  DiffMemo, RECORD_FORMAT, Rng, diffJson, eventsFor, stableHash, takeBackEvents, undoBlocker,
  type Action, type AnyGame, type GameEvent, type JsonPatchOp, type MatchRecord, type Seat, type Viewer,
} from '../engine/index.ts';
import type { BotFailureCount, BotProvider } from './bots.ts';
import type { WireErrorCode } from './protocol.ts';
import type { ActionEntry, BotSpec, RoomConfig, RoomStatus, SeatRecord, StoredRoom } from './storage/types.ts';
import type { WriteQueue } from './storage/write-queue.ts';
import { hashToken, newToken } from './tokens.ts';
import { RoomTimers } from './room-timers.ts';
import { RoomLog } from './room-log.ts';
import { OfferBook, judgeLateMove } from './room-offers.ts';

export type RoomErrorCode = WireErrorCode | 'SEAT_TAKEN' | 'ROOM_FULL' | 'ALREADY_STARTED' | 'SEATS_OPEN'
  | 'NOT_FINISHED' | 'FORBIDDEN' | 'INVALID_REQUEST' | 'UNKNOWN_GAME' | 'UNKNOWN_BOT' | 'ROOM_BROKEN'
  | 'NO_SUCH_WORKSHOP' | 'WRONG_PHASE';

const HTTP_STATUS: Partial<Record<RoomErrorCode, number>> = {
  NO_SUCH_ROOM: 404, BAD_TOKEN: 403, FORBIDDEN: 403, SEAT_TAKEN: 409, ROOM_FULL: 409, ALREADY_STARTED: 409,
  SEATS_OPEN: 409, NOT_FINISHED: 409, ROOM_BROKEN: 503, NO_SUCH_WORKSHOP: 404, WRONG_PHASE: 409, PAUSED: 409,
};

export class RoomError extends Error {
  /** `status` overrides the HTTP status the code usually gets (a missing workshop token is 401). */
  constructor(readonly code: RoomErrorCode, message: string, private readonly status?: number) {
    super(message);
    this.name = 'RoomError';
  }
  get httpStatus(): number {
    return this.status ?? HTTP_STATUS[this.code] ?? 400;
  }
}

/** A live connection (or anything else) that receives this room's frames. */
export interface Subscriber {
  readonly viewer: Viewer;
  /**
   * A workshop facilitator watching a seat's view (docs/workshop.md): it gets that seat's frames but
   * is not the seat's player: it never counts as the seat connected and never takes back a stand-in.
   */
  readonly readOnly?: boolean;
  /** Wants `viewPatch` (the operations turning its previous view into the new one) instead of full views. */
  readonly patches?: boolean;
  /** The version of the view this connection holds; a patch is only ever sent on top of the previous version. */
  viewVersion?: number;
  send(frame: string): void;
  /** Ends the subscription from the room's side (the seat was given up). */
  close?(reason: string): void;
}

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

export interface RoomDeps {
  queue: WriteQueue;
  bots: BotProvider;
  /** The server's count of failed bot decisions (room-timers.ts), for /health. */
  botFailures: BotFailureCount;
  log: Logger;
  now(): number;
  /** Told when a room's game ends (a workshop ends play when its last table finishes). */
  onFinish?(room: Room): void;
}

/** What a workshop table's room shows of its workshop (docs/workshop.md). */
export interface RoomWorkshopInfo {
  code: string;
  paused: boolean;
  message: { text: string; at: number } | null;
}

export const PAUSED_MESSAGE = 'The facilitator has paused the class. Moves resume when play resumes.';
const FROZEN_MESSAGE = 'The facilitator has ended play; this table is frozen where it stood.';

/**
 * `room` frames (seats, who is connected, how many watch) leave at most once per this many
 * milliseconds per room (more in a crowded room, see roomFrameInterval): the first change goes out at once, later ones within the window are carried
 * by one frame at its end. Without it, n spectators joining one room cost n²/2 frames (1,000 cost
 * 499,500). Moves are never delayed: they travel in `update` frames, which also carry the status.
 */
export const ROOM_FRAME_INTERVAL_MS = 100;

/**
 * The window grows with the audience, 1 ms per connection (up to 2 s), so a room sends at most about
 * 1,000 `room` frames a second however many watch and however slowly they arrive.
 */
export function roomFrameInterval(connections: number): number {
  return Math.min(2000, Math.max(ROOM_FRAME_INTERVAL_MS, connections));
}

/**
 * Serialised patches of one move. Viewers who see the same parts get equal operations (the memo
 * hands each the same values), so an operation list equal to one already serialised reuses its
 * text; equality is checked on paths and by identity of values, which is cheap.
 */
class PatchTexts {
  private readonly seen: Array<{ ops: JsonPatchOp[]; json: string }> = [];
  json(ops: JsonPatchOp[]): string {
    for (const s of this.seen) if (sameOps(s.ops, ops)) return s.json;
    const json = JSON.stringify(ops);
    this.seen.push({ ops, json });
    return json;
  }
}

function sameOps(a: JsonPatchOp[], b: JsonPatchOp[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    // The memo hands viewers the very same operation for a part they share (DiffMemo).
    if (x === y) continue;
    if (x.length !== y.length || x[1] !== y[1] || x[0].length !== y[0].length) return false;
    for (let k = 0; k < x[0].length; k++) if (x[0][k] !== y[0][k]) return false;
  }
  return true;
}

/**
 * Serialised large top-level parts of views, by identity. A view's big parts are mostly its game's
 * static data (Emigration's card table, 12 kB of its 16 kB view), shared by reference by every view of
 * every room, and serialising them again for each whole view (every seat at every game's start) cost
 * more than the rest of the game's frames. Views are read-only and states never change once made
 * (docs/architecture.md; the patches rely on it too: a part that is the same object is not compared),
 * so a part's text never goes stale. Small parts are left out: most are new at every move.
 */
const partTexts = new WeakMap<object, string>();
const CACHED_PART_CHARS = 2048;

/** `JSON.stringify(view)`, the same text, with large top-level parts serialised once (partTexts). */
export function viewJson(view: unknown): string {
  const plain = typeof view === 'object' && view !== null && [Object.prototype, null].includes(Object.getPrototypeOf(view));
  if (!plain || typeof (view as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(view);
  let out = '';
  for (const key of Object.keys(view)) {
    const value = (view as Record<string, unknown>)[key];
    let json: string | undefined;
    if (typeof value === 'object' && value !== null) {
      json = partTexts.get(value);
      if (json === undefined) {
        json = JSON.stringify(value);
        if (json.length >= CACHED_PART_CHARS) partTexts.set(value, json);
      }
    } else {
      json = JSON.stringify(value) as string | undefined; // undefined for undefined, functions, symbols: the key is left out
    }
    if (json === undefined) continue;
    out += `${out ? ',' : '{'}${JSON.stringify(key)}:${json}`;
  }
  return out ? `${out}}` : '{}';
}

export class Room {
  status: RoomStatus;
  startedAt: number | null;
  finishedAt: number | null;
  readonly seats: SeatRecord[];
  private state: unknown;
  /** Every move and take-back; the room's version is their count (room-log.ts). */
  readonly log: RoomLog;
  /** What each seat was offered, to judge a move sent from an older version (room-offers.ts). */
  private readonly offers = new OfferBook();
  private readonly subscribers = new Set<Subscriber>();
  /** The view last computed for each viewer, and its version: the base of the next patches. */
  private readonly views = new Map<Viewer, { version: number; view: unknown }>();
  private readonly connected: number[];
  /** Set when the stored log does not replay (e.g. the game's rules changed): the room refuses play. */
  broken: string | null = null;
  closed = false;
  private roomFrameTimer: NodeJS.Timeout | null = null;
  private lastRoomFrameAt = -Infinity;
  readonly botRng: Rng;
  readonly timers: RoomTimers;
  /** A workshop's pause (or its end of play, `frozen`): no moves, no bots, turn clocks stopped. */
  paused = false;
  frozen = false;
  /** When the pause began: turn clocks keep what they had left then. */
  private pausedAt: number | null = null;
  /** When the seats to act started their turn clock (moved on by a pause's length at resume). */
  clockFrom: number;
  /** The workshop this room is a table of (null for an ordinary room). */
  private workshopInfo: RoomWorkshopInfo | null = null;
  /** Seats whose student stepped out: their stand-in stays when their token reconnects, until they step in. */
  private readonly held = new Set<Seat>();

  private constructor(readonly game: AnyGame, readonly config: RoomConfig, stored: Omit<StoredRoom, 'config' | 'actions'>, readonly deps: RoomDeps) {
    this.status = stored.status;
    this.startedAt = stored.startedAt;
    this.finishedAt = stored.finishedAt;
    this.seats = stored.seats.map((s) => ({ ...s }));
    this.connected = this.seats.map(() => 0);
    this.log = new RoomLog(config.players);
    this.state = game.setup({ players: config.players, seed: config.seed, options: config.options, content: config.content });
    this.botRng = new Rng(config.botSeed ?? `${config.code}:${config.seed}`);
    this.timers = new RoomTimers(this);
    this.clockFrom = this.lastChangeAt();
  }

  get code(): string { return this.config.code; }
  get version(): number { return this.log.version; }
  get isOver(): boolean { return this.game.isOver(this.state); }

  /** A new room; its creation is written through the queue. */
  static create(game: AnyGame, config: RoomConfig, seats: SeatRecord[], deps: RoomDeps): Room {
    const room = new Room(game, config, { status: 'lobby', startedAt: null, finishedAt: null, seats }, deps);
    deps.queue.write({ kind: 'createRoom', config, seats });
    return room;
  }

  /** Rebuilds a stored room by replaying its action log through the engine. */
  static restore(game: AnyGame, stored: StoredRoom, deps: RoomDeps): Room {
    const room = new Room(game, stored.config, stored, deps);
    for (const entry of stored.actions) {
      const problem = entry.undo ? room.replayTakeBack(entry) : room.replayMove(entry);
      if (problem !== null) {
        room.broken = `stored ${entry.undo ? 'take-back' : 'action'} ${entry.seq + 1} (seat ${entry.seat + 1}, action ${entry.action}) does not replay: ${problem}`;
        deps.log.error({ room: room.code, reason: room.broken }, 'room does not replay; it is closed to play');
        break;
      }
    }
    // The log does not say which moves a bot made for a person (a stand-in, the turn timer), so
    // nothing from before a restart may be taken back.
    room.log.closeWindow('the server restarted since, and it can no longer tell who made it');
    if (room.status === 'playing' && !room.broken && game.isOver(room.state)) {
      // The last move and the status change are committed together, but an older log may lack the latter.
      room.status = 'finished';
      room.finishedAt = room.lastChangeAt();
      deps.queue.write({ kind: 'status', code: room.code, status: 'finished', at: room.finishedAt });
    }
    room.clockFrom = room.lastChangeAt();
    if (room.status === 'playing') {
      // Nobody is connected after a restart: give every human seat the room's grace period again.
      room.seats.forEach((s) => { if (s.kind === 'human' && !s.standIn) room.timers.seatDisconnected(s.index); });
      room.timers.afterChange(room.lastChangeAt());
    }
    return room;
  }

  /** A stored move, replayed on restore; returns what is wrong, or null. */
  private replayMove(entry: ActionEntry): string | null {
    const result = this.game.apply(this.state, entry.seat, entry.action);
    if (!result.ok) return result.error.message;
    this.log.moved(entry, result.events, this.state, undoBlocker(this.game, this.state, result.state, entry.seat, entry.action, result.events));
    this.state = result.state;
    return null;
  }

  /** A stored take-back, replayed on restore; returns what is wrong, or null. */
  private replayTakeBack(entry: ActionEntry): string | null {
    const frame = this.log.peek(entry.seat);
    if (!frame || frame.action !== entry.action) return 'that seat could not take back that move there';
    this.log.tookBack(entry, takeBackEvents(this.game, entry.seat, entry.action, frame.before));
    this.state = frame.before;
    return null;
  }

  lastChangeAt(): number {
    return this.log.entries.at(-1)?.at ?? this.startedAt ?? this.config.createdAt;
  }

  // ---- seats ------------------------------------------------------------------------------

  seatForToken(token: string): Seat | null {
    const hash = hashToken(token);
    const seat = this.seats.find((s) => s.tokenHash === hash);
    return seat ? seat.index : null;
  }

  join(name: string, wanted?: number): { seat: Seat; token: string } {
    if (this.status !== 'lobby') throw new RoomError('ALREADY_STARTED', 'The game has started; new players cannot join (watch as a spectator instead).');
    if (wanted !== undefined && (wanted < 0 || wanted >= this.seats.length)) {
      throw new RoomError('INVALID_SEAT', `There is no seat ${wanted + 1}; this room has ${this.seats.length} seats.`);
    }
    const seat = wanted !== undefined ? this.seats[wanted] : this.seats.find((s) => s.kind === 'open');
    if (!seat) throw new RoomError('ROOM_FULL', 'Every seat is taken.');
    if (seat.kind !== 'open') throw new RoomError('SEAT_TAKEN', `Seat ${seat.index + 1} is not open.`);
    const token = newToken();
    Object.assign(seat, { kind: 'human', name, tokenHash: hashToken(token), bot: null, standIn: null });
    this.writeSeat(seat);
    this.broadcastRoom();
    return { seat: seat.index, token };
  }

  leave(token: string): Seat {
    const index = this.seatForToken(token);
    if (index === null) throw new RoomError('BAD_TOKEN', 'That token does not hold a seat in this room.');
    const seat = this.seats[index];
    if (this.status === 'lobby') {
      Object.assign(seat, { kind: 'open', name: null, tokenHash: null, bot: null, standIn: null });
    } else {
      // Mid-game the seat cannot empty: the room's stand-in bot finishes it, and the token is void.
      Object.assign(seat, { tokenHash: null, standIn: { ...this.config.standInBot } });
    }
    for (const sub of [...this.subscribers]) {
      if (sub.viewer === index) {
        this.unsubscribe(sub);
        sub.close?.('You left this seat.');
      }
    }
    this.writeSeat(seat);
    this.broadcastRoom();
    this.timers.afterChange(null);
    return index;
  }

  start(hostToken: string, fill?: BotSpec): void {
    if (hashToken(hostToken) !== this.config.hostTokenHash) throw new RoomError('FORBIDDEN', 'Only the host (with the host token) can start the room.');
    this.begin(fill);
  }

  /** Starts the game (the host's start, or a workshop starting all its tables). */
  begin(fill?: BotSpec): void {
    if (this.status !== 'lobby') throw new RoomError('ALREADY_STARTED', 'The room has already started.');
    this.assertPlayable();
    const open = this.seats.filter((s) => s.kind === 'open');
    if (open.length && !fill) {
      throw new RoomError('SEATS_OPEN', `Seats ${open.map((s) => s.index + 1).join(', ')} are still open; wait for players or start with fillOpenSeatsWith.`);
    }
    if (fill) this.assertBot(fill);
    for (const seat of open) {
      Object.assign(seat, { kind: 'bot', name: null, tokenHash: null, bot: { ...fill }, standIn: null });
      this.writeSeat(seat);
    }
    const now = this.deps.now();
    this.status = 'playing';
    this.startedAt = now;
    this.clockFrom = now;
    this.deps.queue.write({ kind: 'status', code: this.code, status: 'playing', at: now });
    this.broadcastRoom();
    // The view is unchanged (version 0): connections that took it at their hello get an empty patch.
    this.broadcastUpdate([]);
    // Seats nobody is connected to yet start their grace period now.
    this.seats.forEach((s) => { if (s.kind === 'human' && this.connected[s.index] === 0) this.timers.seatDisconnected(s.index); });
    this.timers.afterChange(now);
  }

  assertBot(spec: BotSpec): void {
    if (!this.deps.bots.kinds.includes(spec.kind)) {
      throw new RoomError('UNKNOWN_BOT', `Unknown bot "${spec.kind}"; available: ${this.deps.bots.kinds.join(', ')}.`);
    }
  }

  private assertPlayable(): void {
    if (this.broken) throw new RoomError('ROOM_BROKEN', `This room cannot continue: ${this.broken}`);
    if (this.closed) throw new RoomError('ROOM_BROKEN', 'The server is stopping; reconnect in a moment.');
  }

  /** Who moves for a seat right now: a bot spec, or null for a person. */
  botFor(seat: Seat): BotSpec | null {
    const s = this.seats[seat];
    return s.kind === 'bot' ? s.bot : s.standIn;
  }

  /** A bot stood in for a person; their token takes the seat back. */
  setStandIn(seat: Seat, spec: BotSpec | null): void {
    const s = this.seats[seat];
    s.standIn = spec;
    this.writeSeat(s);
    this.broadcastRoom();
    this.timers.afterChange(null);
  }

  private writeSeat(seat: SeatRecord): void {
    this.deps.queue.write({ kind: 'seat', code: this.code, seat: { ...seat } });
  }

  // ---- connections --------------------------------------------------------------------------

  /** Adds a connection; it gets the room, its view, and the events it missed since `since`. */
  subscribe(sub: Subscriber, since?: number): void {
    this.subscribers.add(sub);
    if (sub.viewer !== 'spectator' && !sub.readOnly) {
      const seat = sub.viewer;
      this.connected[seat]++;
      this.timers.seatConnected(seat);
      if (this.seats[seat].kind === 'human' && this.seats[seat].standIn && !this.held.has(seat)) this.setStandIn(seat, null);
    }
    const seat = sub.viewer === 'spectator' ? null : sub.viewer;
    // `watching`: a workshop facilitator's read-only view (of `seat`, or the spectator's).
    this.enqueueSend(sub, JSON.stringify({ type: 'welcome', room: this.publicInfo(), seat, ...(sub.readOnly ? { watching: true } : {}) }));
    this.sendUpdate(sub, this.missedEvents(sub.viewer, since));
    this.broadcastRoom(sub);
  }

  unsubscribe(sub: Subscriber): void {
    if (!this.subscribers.delete(sub)) return;
    if (sub.viewer !== 'spectator' && !sub.readOnly) {
      const seat = sub.viewer;
      this.connected[seat]--;
      if (this.connected[seat] === 0) this.timers.seatDisconnected(seat);
    }
    this.broadcastRoom();
  }

  get subscriberCount(): number { return this.subscribers.size; }

  private missedEvents(viewer: Viewer, since: number | undefined): GameEvent[] {
    return this.log.eventsSince(viewer, since);
  }

  // ---- play ---------------------------------------------------------------------------------

  /**
   * Applies `action` for `seat`, judged against the version the player saw (`expectedVersion`). At
   * the current version the engine alone judges. A move from an older version (other seats moved
   * meanwhile, as when several may act at once) is played when it still means what the player chose
   * (room-offers.ts: the seat has not acted since, and has been offered that action with the same
   * words ever since), and otherwise refused with the reason. Throws RoomError with nothing changed.
   * `ackTo` is the connection that sent the move and gets its update tagged with `ackId`; the
   * server's own moves (bots, the turn timer) have none, and can never be taken back.
   */
  submit(seat: Seat, action: Action, expectedVersion: number, ackTo?: Subscriber, ackId?: string | number): void {
    this.assertPlayable();
    if (this.status === 'lobby') throw new RoomError('NOT_STARTED', 'The game has not started yet.');
    this.assertNotPaused();
    if (expectedVersion !== this.version) {
      const refusal = judgeLateMove(this.log, this.offers, seat, action, expectedVersion);
      if (refusal) throw new RoomError(refusal.code, refusal.message);
    }
    const result = this.game.apply(this.state, seat, action);
    if (!result.ok) throw new RoomError(result.error.code, result.error.message);
    const entry: ActionEntry = { seq: this.version, seat, action, at: this.deps.now() };
    const blocker = ackTo === undefined ? 'a bot played it for you' : undoBlocker(this.game, this.state, result.state, seat, action, result.events);
    this.log.moved(entry, result.events, this.state, blocker);
    this.state = result.state;
    this.deps.queue.write({ kind: 'action', code: this.code, entry });
    this.afterEntry(entry, result.events, ackTo, ackId);
  }

  /**
   * Takes back `seat`'s last step (src/engine/undo.ts): only its own, only an undoable one (nothing
   * drawn, rolled or revealed), only while nobody has acted since, and only from the current version.
   * The take-back is appended to the log like a move (and stored so), so the record tells it.
   */
  undo(seat: Seat, expectedVersion: number, ackTo?: Subscriber, ackId?: string | number): void {
    this.assertPlayable();
    if (this.status !== 'playing') {
      throw new RoomError(this.status === 'lobby' ? 'NOT_STARTED' : 'GAME_OVER', this.status === 'lobby' ? 'The game has not started yet.' : 'The game is over.');
    }
    this.assertNotPaused();
    if (expectedVersion !== this.version) {
      throw new RoomError('STALE_VERSION', `Your view is at version ${expectedVersion} but the game is at ${this.version}; nothing was taken back. Resynchronising.`);
    }
    const frame = this.log.peek(seat);
    if (!frame) throw new RoomError('CANNOT_UNDO', this.log.refusal(seat));
    const entry: ActionEntry = { seq: this.version, seat, action: frame.action, at: this.deps.now(), undo: true };
    const events = takeBackEvents(this.game, seat, frame.action, frame.before);
    this.log.tookBack(entry, events);
    this.state = frame.before;
    this.deps.queue.write({ kind: 'undo', code: this.code, entry });
    this.afterEntry(entry, events, ackTo, ackId);
  }

  private assertNotPaused(): void {
    if (this.paused && this.status === 'playing') throw new RoomError('PAUSED', this.frozen ? FROZEN_MESSAGE : PAUSED_MESSAGE);
  }

  // ---- workshops ----------------------------------------------------------------------------

  /**
   * Mirrors the workshop's state into this table: its pause (`pausedAt` is when it began, so the turn
   * clock keeps what it had left then; on resume it restarts with that), its message, and whether play
   * was ended here for good (`frozen`). Tells every connection with a room frame.
   */
  setWorkshop(info: RoomWorkshopInfo, pausedAt: number | null, frozen = false): void {
    const wasPaused = this.paused;
    this.workshopInfo = { ...info };
    this.frozen = frozen;
    const paused = info.paused || frozen;
    if (paused && !wasPaused) {
      this.paused = true;
      this.pausedAt = Math.max(pausedAt ?? this.deps.now(), this.clockFrom);
      this.timers.clear();
    } else if (!paused && wasPaused) {
      const now = this.deps.now();
      this.clockFrom += now - (this.pausedAt ?? now);
      this.paused = false;
      this.pausedAt = null;
      this.timers.resume(this.clockFrom);
    }
    this.broadcastRoom();
  }

  /** When the current pause began; null when not paused. */
  get pausedSince(): number | null {
    return this.paused ? this.pausedAt : null;
  }

  /**
   * After a restart, the turn clock's origin a workshop stored at its last resume (the last move moved
   * on by the pause), when it is later than the last move; the timers are armed from it again.
   */
  restoreClock(from: number): void {
    if (from <= this.clockFrom) return;
    this.clockFrom = from;
    if (!this.paused) this.timers.afterChange(from);
  }

  /** A stepped-out student's seat keeps its stand-in when their token reconnects (until they step in). */
  holdStandIn(seat: Seat, hold: boolean): void {
    if (hold) this.held.add(seat);
    else this.held.delete(seat);
    this.timers.stepChanged(seat, hold);
  }

  /** The spectator's view at the current version (what a workshop dashboard reads progress from). */
  spectatorView(): unknown {
    return this.currentView('spectator');
  }

  /** After a move or a take-back: the end of the game, the frames, the clocks. */
  private afterEntry(entry: ActionEntry, events: GameEvent[], ackTo?: Subscriber, ackId?: string | number): void {
    const over = this.game.isOver(this.state);
    // The turn clock restarts with every move (the frames below tell the time left from it).
    this.clockFrom = entry.at;
    if (over) {
      this.status = 'finished';
      this.finishedAt = entry.at;
      this.deps.queue.write({ kind: 'status', code: this.code, status: 'finished', at: entry.at });
    }
    this.broadcastUpdate(events, ackTo, ackId);
    if (over) {
      this.deps.log.info({ room: this.code, game: this.config.game, moves: this.version }, 'game finished');
      this.broadcastRoom();
      this.timers.clear();
      this.deps.onFinish?.(this);
    } else {
      this.timers.afterChange(entry.at);
    }
  }

  /** A resync for one connection: its current view, plus the events since `since`. */
  resync(sub: Subscriber, since?: number): void {
    this.sendUpdate(sub, this.missedEvents(sub.viewer, since));
  }

  viewFor(seat: Seat): unknown {
    return this.game.view(this.state, seat);
  }

  legalFor(seat: Seat): Action[] {
    if (this.status !== 'playing' || this.broken) return [];
    return this.game.legalActions(this.state, seat);
  }

  activeSeats(): Seat[] {
    return this.status === 'playing' ? this.game.activeSeats(this.state) : [];
  }

  /** One viewer's view at the current version, computed once per version. */
  private currentView(viewer: Viewer): unknown {
    const cached = this.views.get(viewer);
    if (cached?.version === this.version) return cached.view;
    const view = this.game.view(this.state, viewer);
    this.views.set(viewer, { version: this.version, view });
    return view;
  }

  /**
   * A viewer's moves and their words, serialised as sent, and whether it may take back a step.
   * Each seat's offer is noted (room-offers.ts): a move sent from this version is judged by it.
   */
  private legalPart(viewer: Viewer, view: unknown, active: readonly Seat[]): string {
    if (viewer === 'spectator') return '"legal":[],"canUndo":false';
    // Only the seats to act have moves (the engine refuses any other seat's, and the conformance
    // suite checks that legalActions lists none for them), so the others' lists are not worked out.
    const legal = active.includes(viewer) ? this.legalFor(viewer) : [];
    const choices = legal.map((action) => ({ action, label: this.game.describeAction(view, viewer, action) }));
    const json = JSON.stringify(choices);
    this.offers.note(viewer, this.version, choices, json);
    return `"legal":${json},"canUndo":${this.status === 'playing' && this.log.canUndo(viewer)}`;
  }

  private common() {
    return {
      version: this.version,
      status: this.status,
      active: this.activeSeats(),
      outcome: this.status === 'finished' ? this.game.outcome(this.state) : null,
      timeLeftMs: this.timeLeftMs(),
      paused: this.paused,
    };
  }

  /**
   * With a turn timer, the milliseconds the seats to act have left (the clock restarts with every
   * move, as room-timers.ts arms it); null without one or when nobody is to act. A duration rather
   * than a time of day, so a client with a wrong clock still counts down correctly.
   */
  timeLeftMs(): number | null {
    const limit = this.config.turnTimer;
    if (!limit || this.status !== 'playing' || this.broken) return null;
    const limitMs = limit.seconds * 1000;
    return Math.min(limitMs, Math.max(0, this.clockFrom + limitMs - (this.paused ? this.pausedAt ?? this.deps.now() : this.deps.now())));
  }

  /**
   * An update frame is put together from serialised parts: the head (what every viewer is told, an
   * open JSON object), then one viewer's legal moves and events, then its view or patch (and an ack).
   */
  private frameHead(): string {
    return JSON.stringify({ type: 'update', ...this.common() }).slice(0, -1);
  }

  private viewerPart(viewer: Viewer, view: unknown, eventsJson: string, active: readonly Seat[]): string {
    return `,${this.legalPart(viewer, view, active)},"events":${eventsJson}`;
  }

  /** A full update (the whole view, never a patch) for one connection. */
  private sendUpdate(sub: Subscriber, events: GameEvent[]): void {
    const view = this.currentView(sub.viewer);
    sub.viewVersion = this.version;
    const part = this.viewerPart(sub.viewer, view, JSON.stringify(eventsFor(events, sub.viewer)), this.activeSeats());
    this.enqueueSend(sub, `${this.frameHead()}${part},"view":${viewJson(view)}}`);
  }

  /**
   * After a move: each viewer's view, legal moves and events are worked out once. A connection that
   * takes patches and holds the previous version's view gets the operations that turn it into the new
   * one (json-patch.ts); any other gets the whole view. Frames are put together from parts serialised
   * once (the common head, each viewer's moves and events, its patch or view), and connections of one
   * viewer share one frame, except the mover's, which carries its acknowledgement.
   */
  private broadcastUpdate(events: GameEvent[], ackTo?: Subscriber, ackId?: string | number): void {
    const head = this.frameHead();
    const active = this.activeSeats();
    const previous = this.version - 1;
    const perViewer = new Map<Viewer, { body: string; base: number | null; patch: string | null; view: unknown; whole?: string }>();
    const memo = new DiffMemo();
    const patches = new PatchTexts();
    // Events every viewer may see are serialised once.
    const publicEvents = events.every((e) => e.to === undefined) ? JSON.stringify(events) : null;
    const shared = new Map<string, string>();
    for (const sub of this.subscribers) {
      let p = perViewer.get(sub.viewer);
      if (!p) {
        // The base of a patch: the viewer's view at the previous version, or at this one when the
        // view did not change (the room started).
        const before = this.views.get(sub.viewer);
        const view = this.currentView(sub.viewer);
        const base = before && (before.version === this.version || before.version === previous) ? before.version : null;
        const ops = base === null ? null : base === this.version ? [] : diffJson(before!.view, view, 64, memo);
        const eventsJson = publicEvents ?? JSON.stringify(eventsFor(events, sub.viewer));
        const body = head + this.viewerPart(sub.viewer, view, eventsJson, active);
        // `base` names the version the patch applies to, so a client that missed a frame sees the gap and asks to resync.
        perViewer.set(sub.viewer, (p = { body, base, patch: ops && `,"base":${base},"viewPatch":${patches.json(ops)}`, view }));
      }
      const usePatch = sub.patches === true && p.patch !== null && sub.viewVersion === p.base;
      sub.viewVersion = this.version;
      const ack = sub === ackTo ? ackId : undefined;
      const key = `${sub.viewer}:${usePatch}`;
      let frame = ack === undefined ? shared.get(key) : undefined;
      if (frame === undefined) {
        const tail = usePatch ? p.patch! : (p.whole ??= `,"view":${viewJson(p.view)}`);
        frame = `${p.body}${tail}${ack === undefined ? '' : `,"ack":${JSON.stringify(ack)}`}}`;
        if (ack === undefined) shared.set(key, frame);
      }
      this.enqueueSend(sub, frame);
    }
  }

  /** Tells every connection (but `except`, which has just been welcomed) that the room changed; coalesced. */
  private broadcastRoom(except?: Subscriber): void {
    if (!this.subscribers.size || this.roomFrameTimer) return; // a frame is already due and will carry this change
    const wait = this.lastRoomFrameAt + roomFrameInterval(this.subscribers.size) - performance.now();
    if (wait <= 0) {
      this.sendRoomFrame(except);
      return;
    }
    this.roomFrameTimer = setTimeout(() => {
      this.roomFrameTimer = null;
      if (!this.closed) this.sendRoomFrame();
    }, wait);
    this.roomFrameTimer.unref();
  }

  private sendRoomFrame(except?: Subscriber): void {
    this.lastRoomFrameAt = performance.now();
    const frame = JSON.stringify({ type: 'room', room: this.publicInfo() });
    for (const sub of this.subscribers) if (sub !== except) this.enqueueSend(sub, frame);
  }

  private enqueueSend(sub: Subscriber, frame: string): void {
    this.deps.queue.afterCommit(() => sub.send(frame));
  }

  // ---- public information --------------------------------------------------------------------

  publicInfo() {
    const c = this.config;
    return {
      code: c.code,
      game: c.game,
      title: this.game.title,
      status: this.status,
      players: c.players,
      version: this.version,
      active: this.activeSeats(),
      options: c.options,
      customContent: c.content !== undefined,
      /** The host chose the seed: whoever knows it can work out every hidden card (the seed itself stays secret). */
      seeded: c.seededByHost === true,
      botThinkMs: c.botThinkMs,
      turnTimer: c.turnTimer,
      dropReplaceSeconds: c.dropReplaceSeconds,
      standInBot: c.standInBot,
      createdAt: c.createdAt,
      startedAt: this.startedAt,
      finishedAt: this.finishedAt,
      timeLeftMs: this.timeLeftMs(),
      broken: this.broken,
      /** Bot decisions that failed since the room was loaded (each logged as an error; the seat got a random legal move). */
      botFailures: this.timers.botFailures,
      seats: this.seats.map((s) => ({
        index: s.index, kind: s.kind, name: s.name, bot: s.bot, standIn: s.standIn, connected: this.connected[s.index] > 0,
      })),
      spectators: [...this.subscribers].filter((s) => s.viewer === 'spectator').length,
      outcome: this.status === 'finished' ? this.game.outcome(this.state) : null,
      paused: this.paused,
      /** The workshop this room is a table of: its code, pause and message to every screen (docs/workshop.md). */
      workshop: this.workshopInfo ? { ...this.workshopInfo, paused: this.paused } : null,
    };
  }

  /** The match record; only once the game is over, since seed + actions reveal every secret. */
  record(): MatchRecord {
    if (this.status !== 'finished') throw new RoomError('NOT_FINISHED', 'The record is available once the game is over.');
    // Steps taken back are part of the record: `actions` holds the steps in effect, `undone` the rest.
    const undone = this.log.undone();
    return {
      format: RECORD_FORMAT,
      game: this.config.game,
      players: this.config.players,
      seed: this.config.seed,
      options: this.config.options,
      ...(this.config.content !== undefined ? { content: this.config.content } : {}),
      actions: this.log.lineActions(),
      ...(undone.length > 0 ? { undone } : {}),
      finalHash: stableHash(this.state),
      meta: { room: this.code, startedAt: this.startedAt, finishedAt: this.finishedAt, seats: this.seats.map((s) => ({ kind: s.kind, name: s.name, bot: s.bot })) },
    };
  }

  /** The server is stopping or the room leaves memory: no more moves here (a bot may still be thinking). */
  close(): void {
    this.closed = true;
    if (this.roomFrameTimer) clearTimeout(this.roomFrameTimer);
    this.roomFrameTimer = null;
    this.timers.clear();
  }
}
