/**
 * One room: its seats, the authoritative game state and the live connections watching it. The main
 * file of src/server/room/, which owns rooms and may import storage/, bots/ and common/ (README.md
 * there). The engine is the only judge of legality (`game.apply`). Every change is written to the
 * write queue first; frames to clients are built at once (from the state at that moment) but
 * sent only after the write is durable, so nothing is acknowledged before it is on disk.
 * Each connection only ever gets `game.view(state, itsViewer)` and `eventsFor(events, itsViewer)`.
 *
 * The Room keeps the room's status and coordinates its parts: the game, its log and offers (play.ts),
 * the seats and tokens (seats.ts), the connections and frames (audience.ts), the turn clock
 * (clock.ts), the timers and bots (timers.ts) and what it tells about itself (info.ts). None of them
 * imports this file.
 */
import { Rng, type Action, type AnyGame, type MatchRecord, type Outcome, type Seat, type Viewer } from '../../engine/index.ts';
import type { BotFailureCount, BotProvider } from '../bots/bots.ts';
import type { Logger } from '../common/logger.ts';
import type { BotSpec, RoomConfig, RoomStatus, SeatRecord, StoredRoom } from '../storage/types.ts';
import type { WriteQueue } from '../storage/write-queue.ts';
import { RoomAudience } from './audience.ts';
import { TurnClock } from './clock.ts';
import { RoomError } from './errors.ts';
import { matchRecord, publicInfo, type RoomInfo } from './info.ts';
import { NO_OFFER, RoomPlay, type Played } from './play.ts';
import { RoomSeats } from './seats.ts';
import { RoomTimers } from './timers.ts';
import { hashToken } from './tokens.ts';
import type { RoomWorkshopInfo, SeatOffer, Subscriber } from './types.ts';

export interface RoomDeps {
  queue: WriteQueue;
  bots: BotProvider;
  /** The server's count of failed bot decisions (timers.ts), for /health. */
  botFailures: BotFailureCount;
  log: Logger;
  now(): number;
  /** Told when a room's game ends (a workshop ends play when its last table finishes). */
  onFinish?(room: Room): void;
}

export const PAUSED_MESSAGE = 'The facilitator has paused the class. Moves resume when play resumes.';
const FROZEN_MESSAGE = 'The facilitator has ended play; this table is frozen where it stood.';

export class Room {
  status: RoomStatus;
  startedAt: number | null;
  finishedAt: number | null;
  readonly seats: SeatRecord[];
  /** Who sits where, and the tokens that hold the seats (seats.ts). */
  private readonly seating: RoomSeats;
  /** The game's state, its log (the room's version is its length) and the offers (play.ts). */
  private readonly play: RoomPlay;
  /** The connections watching, and the frames they are sent (audience.ts). */
  private readonly audience: RoomAudience;
  /** Set when the stored log does not replay (e.g. the game's rules changed): the room refuses play. */
  broken: string | null = null;
  closed = false;
  readonly botRng: Rng;
  readonly timers: RoomTimers;
  /** The turn clock, which a workshop's pause stops (clock.ts). */
  private readonly clock: TurnClock;
  /** A workshop ended play at this table: it stays paused for good. */
  frozen = false;
  /** The workshop this room is a table of (null for an ordinary room). */
  private workshopInfo: RoomWorkshopInfo | null = null;

  private constructor(readonly game: AnyGame, readonly config: RoomConfig, stored: Omit<StoredRoom, 'config' | 'actions'>, readonly deps: RoomDeps) {
    this.status = stored.status;
    this.startedAt = stored.startedAt;
    this.finishedAt = stored.finishedAt;
    this.seats = stored.seats.map((s) => ({ ...s }));
    this.seating = new RoomSeats(this.seats, deps.bots.kinds);
    this.audience = new RoomAudience(this.seats.length, {
      version: () => this.version,
      closed: () => this.closed,
      view: (viewer) => this.play.view(viewer),
      activeSeats: () => this.activeSeats(),
      updateFields: () => this.updateFields(),
      legalPart: (viewer, view, active) => this.legalPart(viewer, view, active),
      info: (named) => this.publicInfo(named),
      afterCommit: (send) => this.deps.queue.afterCommit(send),
      seatConnected: (seat) => {
        this.timers.seatConnected(seat);
        if (this.seating.takesBack(seat)) this.setStandIn(seat, null);
      },
      seatDisconnected: (seat) => this.timers.seatDisconnected(seat),
    });
    this.play = new RoomPlay(game, config);
    this.botRng = new Rng(config.botSeed ?? `${config.code}:${config.seed}`);
    this.clock = new TurnClock(this.lastChangeAt(), () => this.deps.now());
    this.timers = new RoomTimers(this);
  }

  get code(): string { return this.config.code; }
  get version(): number { return this.play.version; }
  get isOver(): boolean { return this.play.isOver; }
  /** A workshop's pause (or its end of play, `frozen`): no moves, no bots, turn clocks stopped. */
  get paused(): boolean { return this.clock.paused; }
  /** When the seats to act started their turn clock (moved on by a pause's length at resume). */
  get clockFrom(): number { return this.clock.from; }

  /** A new room; its creation is written through the queue. */
  static create(game: AnyGame, config: RoomConfig, seats: SeatRecord[], deps: RoomDeps): Room {
    const room = new Room(game, config, { status: 'lobby', startedAt: null, finishedAt: null, seats }, deps);
    deps.queue.write({ kind: 'createRoom', config, seats });
    return room;
  }

  /** Rebuilds a stored room by replaying its action log through the engine. */
  static restore(game: AnyGame, stored: StoredRoom, deps: RoomDeps): Room {
    const room = new Room(game, stored.config, stored, deps);
    room.broken = room.play.replayStored(stored.actions);
    if (room.broken) deps.log.error({ room: room.code, reason: room.broken }, 'room does not replay; it is closed to play');
    if (room.status === 'playing' && !room.broken && room.play.isOver) {
      // The last move and the status change are committed together, but an older log may lack the latter.
      room.status = 'finished';
      room.finishedAt = room.lastChangeAt();
      deps.queue.write({ kind: 'status', code: room.code, status: 'finished', at: room.finishedAt });
    }
    room.clock.from = room.lastChangeAt();
    if (room.status === 'playing') {
      // Nobody is connected after a restart: give every human seat the room's grace period again.
      room.seats.forEach((s) => { if (s.kind === 'human' && !s.standIn) room.timers.seatDisconnected(s.index); });
      room.timers.afterChange(room.lastChangeAt());
    }
    return room;
  }

  lastChangeAt(): number { return this.play.log.entries.at(-1)?.at ?? this.startedAt ?? this.config.createdAt; }

  // ---- seats (seats.ts) ---------------------------------------------------------------------

  seatForToken(token: string): Seat | null { return this.seating.forToken(token); }

  join(name: string, wanted?: number): { seat: Seat; token: string } {
    const { seat, token } = this.seating.take(this.status, name, wanted);
    this.writeSeat(seat);
    this.audience.broadcastRoom();
    return { seat: seat.index, token };
  }

  leave(token: string): Seat {
    // A class seat is left by stepping out (docs/workshop.md): giving it up would void the class page's token.
    if (this.config.workshop !== undefined && this.seating.forToken(token) !== null) throw new RoomError('WORKSHOP_SEAT', 'This seat is yours in a class and cannot be given up here. To let a bot play while you are away, use "Step out" on the class banner; to leave the class, ask your facilitator.');
    const seat = this.seating.giveUp(token, this.status, this.config.standInBot);
    for (const sub of this.audience.watching(seat.index)) {
      this.unsubscribe(sub);
      sub.close?.('You left this seat.');
    }
    this.writeSeat(seat);
    this.audience.broadcastRoom();
    this.timers.afterChange(null);
    return seat.index;
  }

  /** A workshop reseats (docs/workshop.md, "People come and go": a latecomer, a removal, a rename); a changed token's connections close. */
  reseat(seat: Seat, record: Omit<SeatRecord, 'index'>, why: string): void {
    const s = this.seats[seat];
    if (s.tokenHash !== record.tokenHash) for (const sub of this.audience.watching(seat)) { this.unsubscribe(sub); sub.close?.(why); }
    Object.assign(s, record);
    this.writeSeat(s);
    this.audience.broadcastRoom();
    this.timers.afterChange(null);
  }

  start(hostToken: string, fill?: BotSpec): void {
    if (hashToken(hostToken) !== this.config.hostTokenHash) throw new RoomError('FORBIDDEN', 'Only the host (with the host token) can start the room.');
    this.begin(fill);
  }

  /** Starts the game (the host's start, or a workshop starting all its tables). */
  begin(fill?: BotSpec): void {
    if (this.status !== 'lobby') throw new RoomError('ALREADY_STARTED', 'The room has already started.');
    this.assertPlayable();
    for (const seat of this.seating.fillOpen(fill)) this.writeSeat(seat);
    const now = this.deps.now();
    this.status = 'playing';
    this.startedAt = now;
    this.clock.from = now;
    this.deps.queue.write({ kind: 'status', code: this.code, status: 'playing', at: now });
    this.audience.broadcastRoom();
    // The view is unchanged (version 0): connections that took it at their hello get an empty patch.
    this.audience.broadcastUpdate([]);
    // Seats nobody is connected to yet start their grace period now.
    this.seats.forEach((s) => { if (s.kind === 'human' && this.audience.connections(s.index) === 0) this.timers.seatDisconnected(s.index); });
    this.timers.afterChange(now);
  }

  private assertPlayable(): void {
    if (this.broken) throw new RoomError('ROOM_BROKEN', `This room cannot continue: ${this.broken}`);
    if (this.closed) throw new RoomError('ROOM_BROKEN', 'The server is stopping; reconnect in a moment.');
  }

  /** Who moves for a seat right now: a bot spec, or null for a person. */
  botFor(seat: Seat): BotSpec | null { return this.seating.botFor(seat); }

  /** A bot stood in for a person; their token takes the seat back. */
  setStandIn(seat: Seat, spec: BotSpec | null): void {
    const s = this.seats[seat];
    s.standIn = spec;
    this.writeSeat(s);
    this.audience.broadcastRoom();
    this.timers.afterChange(null);
  }

  private writeSeat(seat: SeatRecord): void {
    this.deps.queue.write({ kind: 'seat', code: this.code, seat: { ...seat } });
  }

  // ---- connections (audience.ts) ------------------------------------------------------------

  /** Adds a connection; it gets the room, its view, and the events it missed since `since`. */
  subscribe(sub: Subscriber, since?: number): void {
    this.audience.subscribe(sub, this.play.missed(sub, since));
  }

  unsubscribe(sub: Subscriber): void { this.audience.unsubscribe(sub); }

  get subscriberCount(): number { return this.audience.size; }

  /** A resync for one connection: its view, the events since `since`; `welcome`: from a welcome, as a hello (protocol.ts `lang`). */
  resync(sub: Subscriber, since?: number, welcome = false): void {
    const missed = this.play.missed(sub, since);
    if (welcome) this.audience.welcome(sub, missed);
    else this.audience.sendUpdate(sub, missed);
  }

  // ---- play (play.ts) -----------------------------------------------------------------------

  /**
   * Applies `action` for `seat`, judged against the version the player saw (`expectedVersion`), by
   * RoomPlay.move; throws RoomError with nothing changed. `ackTo` is the connection that sent the move
   * and gets its update tagged with `ackId`; the server's own moves (bots, the turn timer) have none,
   * and can never be taken back.
   */
  submit(seat: Seat, action: Action, expectedVersion: number, ackTo?: Subscriber, ackId?: string | number): void {
    this.assertPlayable();
    if (this.status === 'lobby') throw new RoomError('NOT_STARTED', 'The game has not started yet.');
    this.assertNotPaused();
    const played = this.play.move(seat, action, expectedVersion, () => this.deps.now(), ackTo !== undefined);
    this.deps.queue.write({ kind: 'action', code: this.code, entry: played.entry });
    this.afterEntry(played, ackTo, ackId);
  }

  /** Takes back `seat`'s last step (RoomPlay.takeBack says when it may); stored like a move. */
  undo(seat: Seat, expectedVersion: number, ackTo?: Subscriber, ackId?: string | number): void {
    this.assertPlayable();
    if (this.status !== 'playing') {
      throw new RoomError(this.status === 'lobby' ? 'NOT_STARTED' : 'GAME_OVER', this.status === 'lobby' ? 'The game has not started yet.' : 'The game is over.');
    }
    this.assertNotPaused();
    const played = this.play.takeBack(seat, expectedVersion, () => this.deps.now());
    this.deps.queue.write({ kind: 'undo', code: this.code, entry: played.entry });
    this.afterEntry(played, ackTo, ackId);
  }

  private assertNotPaused(): void {
    if (this.paused && this.status === 'playing') throw new RoomError('PAUSED', this.frozen ? FROZEN_MESSAGE : PAUSED_MESSAGE);
  }

  /** After a move or a take-back: the end of the game, the frames, the clocks. */
  private afterEntry({ entry, events }: Played, ackTo?: Subscriber, ackId?: string | number): void {
    const over = this.play.isOver;
    // The turn clock restarts with every move (the frames below tell the time left from it).
    this.clock.from = entry.at;
    if (over) {
      this.status = 'finished';
      this.finishedAt = entry.at;
      this.deps.queue.write({ kind: 'status', code: this.code, status: 'finished', at: entry.at });
    }
    this.audience.broadcastUpdate(events, ackTo, ackId);
    if (over) {
      this.deps.log.info({ room: this.code, game: this.config.game, moves: this.version }, 'game finished');
      this.audience.broadcastRoom();
      this.timers.clear();
      this.deps.onFinish?.(this);
    } else {
      this.timers.afterChange(entry.at);
    }
  }

  viewFor(seat: Seat): unknown { return this.play.view(seat); }

  legalFor(seat: Seat): Action[] {
    if (this.status !== 'playing' || this.broken) return [];
    return this.play.legal(seat);
  }

  activeSeats(): Seat[] { return this.status === 'playing' ? this.play.active() : []; }

  /** The game's ranking of an unfinished table now (a workshop's End play, docs/workshop.md); null without one. */
  provisionalOutcome(): Outcome | null { return this.play.provisionalOutcome(); }

  /** The spectator's view at the current version (what a workshop dashboard reads progress from). */
  spectatorView(): unknown { return this.audience.currentView('spectator'); }

  /** A viewer's moves (bare or with their words), serialised as sent, and whether it may take back a step. */
  private legalPart(viewer: Viewer, view: unknown, active: readonly Seat[]): SeatOffer {
    if (viewer === 'spectator') return NO_OFFER;
    // Only the seats to act have moves (the engine refuses any other seat's, and the conformance
    // suite checks that legalActions lists none for them), so the others' lists are not worked out.
    const legal = active.includes(viewer) ? this.legalFor(viewer) : [];
    return this.play.offer(viewer, view, legal, this.status === 'playing');
  }

  /** What every viewer of an update is told (the head of each update frame, audience.ts). */
  private updateFields() {
    return {
      version: this.version,
      status: this.status,
      active: this.activeSeats(),
      outcome: this.outcome(),
      timeLeftMs: this.timeLeftMs(),
      paused: this.paused,
    };
  }

  private outcome() {
    return this.status === 'finished' ? this.play.outcome() : null;
  }

  /**
   * With a turn timer, the milliseconds the seats to act have left (the clock restarts with every
   * move, as timers.ts arms it); null without one or when nobody is to act. A duration rather
   * than a time of day, so a client with a wrong clock still counts down correctly.
   */
  timeLeftMs(): number | null {
    const limit = this.config.turnTimer;
    if (!limit || this.status !== 'playing' || this.broken) return null;
    return this.clock.left(limit.seconds);
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
      this.clock.pause(pausedAt);
      this.timers.clear();
    } else if (!paused && wasPaused) {
      this.clock.resume();
      this.timers.resume(this.clock.from);
    }
    this.audience.broadcastRoom();
  }

  /** When the current pause began; null when not paused. */
  get pausedSince(): number | null {
    return this.clock.pausedSince;
  }

  /**
   * After a restart, the turn clock's origin a workshop stored at its last resume (the last move moved
   * on by the pause), when it is later than the last move; the timers are armed from it again.
   */
  restoreClock(from: number): void {
    if (from <= this.clock.from) return;
    this.clock.from = from;
    if (!this.paused) this.timers.afterChange(from);
  }

  /** A stepped-out student's seat keeps its stand-in when their token reconnects (until they step in). */
  holdStandIn(seat: Seat, hold: boolean): void {
    this.seating.hold(seat, hold);
    this.timers.stepChanged(seat, hold);
  }

  // ---- what the room tells about itself (info.ts) -------------------------------------------

  publicInfo(named = true): RoomInfo { // named false: a class table's names are left out (info.ts)
    return publicInfo(this, {
      outcome: this.outcome(),
      botFailures: this.timers.botFailures,
      connected: (seat) => this.audience.connections(seat) > 0,
      spectators: () => this.audience.spectators,
      workshop: this.workshopInfo,
    }, named);
  }

  /** The match record; only once the game is over, since seed + actions reveal every secret. */
  record(named = true): MatchRecord {
    if (this.status !== 'finished') throw new RoomError('NOT_FINISHED', 'The record is available once the game is over.');
    return matchRecord(this, this.play.log, this.play.stateHash(), named);
  }

  /** The server is stopping or the room leaves memory: no more moves here (a bot may still be thinking). */
  close(): void {
    this.closed = true;
    this.audience.close();
    this.timers.clear();
  }
}
