/**
 * Everything in a room that happens by the clock: bots moving after their think time, the turn
 * timer (a stand-in bot moves for a seat whose time ran out) and the grace period after which a
 * disconnected player's seat is played by a bot until they come back with their token.
 */
import type { Action, AnyGame, Rng, Seat } from '../../engine/index.ts';
import type { BotFailureCount, BotFailureKind, BotProvider, ServerBot } from '../bots/bots.ts';
import type { Logger } from '../common/logger.ts';
import type { BotSpec, RoomConfig, RoomStatus, SeatRecord } from '../storage/types.ts';

/**
 * What the timers read from their room and do to it (room.ts is one). An interface rather than the
 * Room class, which creates its timers: importing it back, even for its type, would close a circle.
 */
export interface TimedRoom {
  readonly code: string;
  readonly config: RoomConfig;
  readonly seats: readonly SeatRecord[];
  readonly status: RoomStatus;
  readonly broken: string | null;
  readonly closed: boolean;
  readonly paused: boolean;
  readonly isOver: boolean;
  readonly version: number;
  readonly game: AnyGame;
  readonly botRng: Rng;
  readonly deps: { readonly bots: BotProvider; readonly botFailures: BotFailureCount; readonly log: Logger; now(): number };
  activeSeats(): Seat[];
  botFor(seat: Seat): BotSpec | null;
  legalFor(seat: Seat): Action[];
  viewFor(seat: Seat): unknown;
  setStandIn(seat: Seat, spec: BotSpec | null): void;
  submit(seat: Seat, action: Action, expectedVersion: number): void;
}

// setTimeout fires at once for delays above 2^31-1 ms (~24.8 days); longer waits re-arm.
const MAX_DELAY = 2 ** 31 - 1;

export class RoomTimers {
  private botTimer: NodeJS.Timeout | null = null;
  private botBusy = false;
  private turnTimer: NodeJS.Timeout | null = null;
  private readonly dropTimers = new Map<Seat, NodeJS.Timeout>();
  private readonly disconnected = new Set<Seat>();
  private readonly botCache = new Map<string, ServerBot>();
  /** Bot decisions of this room that failed since it was loaded (room info `botFailures`). */
  botFailures = 0;

  constructor(private readonly room: TimedRoom) {}

  private get live(): boolean {
    return this.room.status === 'playing' && !this.room.broken && !this.room.closed && !this.room.paused && !this.room.isOver;
  }

  /** After any change: bots may be due, and `at` (when given) restarts the turn clock. */
  afterChange(at: number | null): void {
    if (!this.live) {
      this.clear();
      return;
    }
    this.scheduleBots();
    if (at !== null) this.armTurnTimer(at);
  }

  seatConnected(seat: Seat): void {
    this.disconnected.delete(seat);
    const t = this.dropTimers.get(seat);
    if (t) clearTimeout(t);
    this.dropTimers.delete(seat);
  }

  /**
   * A workshop student stepped out or back in: a grace period armed before (their page may close
   * before the step reaches the server) is void. Back in but not connected yet, a fresh one starts.
   */
  stepChanged(seat: Seat, out: boolean): void {
    const t = this.dropTimers.get(seat);
    if (t) clearTimeout(t);
    this.dropTimers.delete(seat);
    if (!out && this.disconnected.has(seat)) this.seatDisconnected(seat);
  }

  seatDisconnected(seat: Seat): void {
    this.disconnected.add(seat);
    const { dropReplaceSeconds, standInBot } = this.room.config;
    const s = this.room.seats[seat];
    if (!this.live || dropReplaceSeconds === null || s.kind !== 'human' || s.standIn || this.dropTimers.has(seat)) return;
    this.dropTimers.set(seat, setTimeout(() => {
      this.dropTimers.delete(seat);
      if (this.live && this.disconnected.has(seat) && !this.room.seats[seat].standIn) {
        this.room.deps.log.debug({ room: this.room.code, seat }, 'player away too long: a bot stands in');
        this.room.setStandIn(seat, { ...standInBot });
      }
    }, Math.min(dropReplaceSeconds * 1000, MAX_DELAY)));
  }

  /** After a workshop's pause: bots, the turn clock (from `clockFrom`) and the grace periods of absent players start again. */
  resume(clockFrom: number): void {
    for (const seat of this.disconnected) this.seatDisconnected(seat);
    this.afterChange(clockFrom);
  }

  clear(): void {
    if (this.botTimer) clearTimeout(this.botTimer);
    if (this.turnTimer) clearTimeout(this.turnTimer);
    for (const t of this.dropTimers.values()) clearTimeout(t);
    this.botTimer = null;
    this.turnTimer = null;
    this.dropTimers.clear();
  }

  private bot(spec: BotSpec): ServerBot {
    const key = `${spec.kind}:${spec.strength}`;
    let bot = this.botCache.get(key);
    if (!bot) this.botCache.set(key, (bot = this.room.deps.bots.create(spec, this.room.code)));
    return bot;
  }

  private scheduleBots(): void {
    if (this.botTimer || this.botBusy || !this.live) return;
    if (!this.room.activeSeats().some((s) => this.room.botFor(s))) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      const seat = this.room.activeSeats().find((s) => this.room.botFor(s));
      if (seat === undefined) return;
      void this.moveFor(seat, this.room.botFor(seat) as BotSpec, 'bot');
    }, this.room.config.botThinkMs);
  }

  /**
   * A bot picks and plays one move for `seat`. A bot that fails (throws, is refused by the pool, its
   * thread is stopped) or answers an illegal action is an error: logged at error level and counted,
   * for the room (`botFailures` in its info) and the server (/health). The seat then gets a random
   * legal move so the game does not freeze. There is no retry: the failures we know of are
   * deterministic (a view the bot cannot read fails again) or already cost the longest wait a room
   * should bear (a thread stopped after its time cap), and a retry would double it for the same result.
   */
  private async moveFor(seat: Seat, spec: BotSpec, why: 'bot' | 'timeout'): Promise<void> {
    const room = this.room;
    const version = room.version;
    const legal = room.legalFor(seat);
    if (!legal.length) return;
    // Only the bots' own moves hold botBusy: a turn-timer move clearing it while a bot still thinks
    // would let scheduleBots ask for a second bot move at once. So a room has at most one bot move
    // and one turn-timer move outstanding (the pool's per-room bound, bots/queue.ts, relies on it).
    if (why === 'bot') this.botBusy = true;
    let action: number | null = null;
    let error: unknown = null;
    try {
      action = await this.bot(spec).chooseAction(room.viewFor(seat), seat, legal, room.game, room.botRng);
    } catch (err) {
      error = err;
    } finally {
      if (why === 'bot') this.botBusy = false;
    }
    // A room closed meanwhile (the server stops, the room leaves memory) has no use for the answer,
    // and the pool refuses what is left when it stops: that is not the bot failing.
    if (room.closed) return;
    if (action === null) this.failed('failed', { seat, bot: spec, why, err: error }, 'bot failed; playing a random legal move instead');
    else if (!legal.includes(action)) this.failed('illegal', { seat, bot: spec, why, action }, 'bot chose an illegal action; playing a random legal move instead');
    // While the bot thought, the game moved on, or the person took their seat back.
    if (room.version !== version || !this.live || (why === 'bot' && !room.botFor(seat))) {
      this.afterChange(null);
      return;
    }
    if (action === null || !legal.includes(action)) action = room.botRng.pick(legal);
    try {
      room.submit(seat, action, version);
    } catch (err) {
      room.deps.log.error({ room: room.code, seat, action, err }, 'bot move rejected');
    }
  }

  private failed(kind: BotFailureKind, details: object, msg: string): void {
    this.botFailures++;
    this.room.deps.botFailures.add(kind);
    this.room.deps.log.error({ room: this.room.code, ...details, roomBotFailures: this.botFailures, serverBotFailures: this.room.deps.botFailures.total }, msg);
  }

  private armTurnTimer(at: number): void {
    const limit = this.room.config.turnTimer;
    if (this.turnTimer) clearTimeout(this.turnTimer);
    this.turnTimer = null;
    if (!limit) return;
    const deadline = at + limit.seconds * 1000;
    const version = this.room.version;
    this.turnTimer = setTimeout(() => {
      this.turnTimer = null;
      if (!this.live || this.room.version !== version) return;
      if (this.room.deps.now() < deadline) {
        this.armTurnTimer(at);
        return;
      }
      // Time is up for every person still to act: the stand-in bot moves once for each.
      const late = this.room.activeSeats().filter((s) => !this.room.botFor(s));
      if (!late.length) return;
      this.room.deps.log.debug({ room: this.room.code, seats: late }, 'turn timer ran out: a bot moves');
      void (async () => {
        for (const s of late) {
          // Each move restarts the clock, but everyone who was late when it ran out is still late.
          if (this.room.activeSeats().includes(s) && !this.room.botFor(s)) await this.moveFor(s, this.room.config.standInBot, 'timeout');
        }
      })();
    }, Math.max(0, Math.min(deadline - this.room.deps.now(), MAX_DELAY)));
  }
}
