/**
 * The set of rooms: creating them (validating game, options, content and bots), rebuilding the
 * unfinished ones from storage at start-up, loading finished ones on demand, and letting finished
 * rooms nobody watches leave memory (they stay in storage for replay), and deleting rooms past the
 * retention policy from storage and memory (retention.ts).
 */
import { ContentError, newWideSeed, type AnyGame } from '../../engine/index.ts';
import { DEFAULT_TIMER_MINIMUMS, timerProblems, type CreateRoomBody, type TimerMinimums } from './protocol.ts';
import { DEFAULT_RETENTION, RoomRetention, type RetentionPolicy } from './retention.ts';
import { RoomError } from './errors.ts';
import { Room, type RoomDeps } from './room.ts';
import type { BotSpec, RoomConfig, SeatRecord, Storage, StoredRoom } from '../storage/types.ts';
import { hashToken, newInviteCode, newToken, normaliseCode } from './tokens.ts';

export interface GameCatalog {
  list(): AnyGame[];
  get(id: string): AnyGame | undefined;
}

export interface RoomManagerOptions {
  defaultBotThinkMs: number;
  /** Finished rooms without connections leave memory after this long. */
  finishedRoomTtlMs: number;
  /** Lobbies without connections leave memory this long after they were created. */
  lobbyTtlMs: number;
  /** When rooms are deleted from storage (default DEFAULT_RETENTION). */
  retention?: RetentionPolicy;
  /** The shortest timers a room may set (default DEFAULT_TIMER_MINIMUMS; tests lower them). */
  timerMinimums?: TimerMinimums;
}

export class RoomManager {
  private readonly rooms = new Map<string, Room>();
  private sweeper: NodeJS.Timeout | null = null;
  /** Codes `get` is loading from storage right now (with how many requests wait): retention leaves them. */
  private readonly loads = new Map<string, number>();
  readonly retention: RoomRetention;
  /** Codes handed out for rooms about to be created (a workshop's tables), so no other room takes them. */
  private readonly reserved = new Set<string>();
  /**
   * Told of every room rebuilt from storage before any connection can reach it: a workshop mirrors
   * its pause and message into its tables. At start-up it must act at once (its promise is ignored).
   */
  onRestore: ((room: Room) => void | Promise<void>) | null = null;
  /** Codes some other owner holds in memory (workshops not yet committed): rooms never take them. */
  codeHeld: (code: string) => boolean = () => false;
  /**
   * Cluster mode (src/server/cluster/cluster.ts): takes the lease of a fresh code before a room or
   * workshop is created with it (false: another process holds it, try another code)…
   */
  claimNew: ((code: string) => Promise<boolean>) | null = null;
  /**
   * …and says whether this process may bring an unfinished stored room into memory (it holds the
   * room's lease); a room it may not load is served by its owner, and `get` refuses with ROOM_MOVED.
   */
  mayLoad: ((stored: StoredRoom) => boolean) | null = null;
  /**
   * …and takes the leases of rooms retention is about to delete (code -> lease key of those now held
   * here; the others are played elsewhere and left alone), then is told when retention is done with them.
   */
  claimForDeletion: ((codes: string[]) => Promise<Map<string, string>>) | null = null;
  deletionDone: ((claimed: ReadonlyMap<string, string>, deleted: readonly string[]) => Promise<void>) | null = null;

  constructor(
    private readonly storage: Storage,
    readonly games: GameCatalog,
    readonly deps: RoomDeps,
    private readonly options: RoomManagerOptions,
  ) {
    this.retention = new RoomRetention(options.retention ?? DEFAULT_RETENTION, {
      storage,
      queue: deps.queue,
      log: deps.log,
      now: () => deps.now(),
      resident: (code) => this.rooms.get(code),
      loading: (code) => this.loads.has(code),
      evict: (code) => {
        this.rooms.get(code)?.close();
        this.rooms.delete(code);
      },
      claimForDeletion: (codes) => this.claimForDeletion?.(codes) ?? null,
      deletionDone: (claimed, deleted) => this.deletionDone?.(claimed, deleted) ?? Promise.resolve(),
    });
  }

  /**
   * Deletes rooms past the retention policy, then rebuilds every room being played from its stored
   * action log (lobbies are loaded when someone comes). In cluster mode (`loadUnfinished` false) no room is loaded here: each is loaded by
   * the process that takes its lease (src/server/cluster/cluster.ts).
   */
  async init(loadUnfinished = true): Promise<number> {
    // In cluster mode retention first runs once the coordinator can take leases (from the sweep below):
    // deleting now, without them, could remove a room another process is playing.
    if (loadUnfinished) await this.retention.run();
    const stored = loadUnfinished ? await this.storage.loadPlayingRooms() : [];
    for (const s of stored) {
      const game = this.games.get(s.config.game);
      if (!game) {
        this.deps.log.error({ room: s.config.code, game: s.config.game }, 'stored room is for a game this server does not know; skipped');
        continue;
      }
      try {
        this.rooms.set(s.config.code, this.restore(game, s));
      } catch (err) {
        // One stored room that can no longer be set up must not keep the server from starting.
        this.deps.log.error({ room: s.config.code, game: s.config.game, reason: (err as Error).message }, 'stored room cannot be set up; skipped (its page says why)');
      }
    }
    this.sweeper = setInterval(() => this.sweep(), Math.max(50, Math.min(this.options.finishedRoomTtlMs, this.options.lobbyTtlMs) / 2));
    this.sweeper.unref();
    return this.rooms.size;
  }

  async create(body: CreateRoomBody): Promise<{ room: Room; hostToken: string }> {
    const timers = timerProblems(body, this.options.timerMinimums ?? DEFAULT_TIMER_MINIMUMS);
    if (timers.length) throw new RoomError('INVALID_REQUEST', timers.join('; '));
    const game = this.games.get(body.game);
    if (!game) {
      throw new RoomError('UNKNOWN_GAME', `Unknown game "${body.game}"; available: ${this.games.list().map((g) => g.id).join(', ')}.`);
    }
    const players = body.seats.length;
    if (players < game.minPlayers || players > game.maxPlayers) {
      throw new RoomError('INVALID_REQUEST', `${game.title} takes ${game.minPlayers}–${game.maxPlayers} players; ${players} seats were given.`);
    }
    let options: Record<string, unknown>;
    let content: unknown;
    try {
      options = game.parseOptions(body.options) as Record<string, unknown>;
      content = body.content === undefined ? undefined : game.parseContent(body.content);
    } catch (err) {
      if (err instanceof ContentError) throw new RoomError('INVALID_REQUEST', err.message);
      throw err;
    }
    const bots = [body.standInBot, ...body.seats.flatMap((s) => (s.type === 'bot' ? [{ kind: s.bot, strength: s.strength }] : []))];
    for (const spec of bots) {
      if (!this.deps.bots.kinds.includes(spec.kind)) {
        throw new RoomError('UNKNOWN_BOT', `Unknown bot "${spec.kind}"; available: ${this.deps.bots.kinds.join(', ')}.`);
      }
    }
    const code = await this.freshCode();
    const hostToken = newToken();
    const config: RoomConfig = {
      code,
      game: game.id,
      players,
      seed: body.seed ?? newWideSeed(),
      seededByHost: body.seed !== undefined,
      botSeed: newWideSeed(),
      options,
      ...(content !== undefined ? { content } : {}),
      botThinkMs: body.botThinkMs ?? this.options.defaultBotThinkMs,
      turnTimer: body.turnTimer === null ? null
        : body.turnTimer.mode === 'realtime' ? { mode: 'realtime', seconds: body.turnTimer.seconds }
          : { mode: 'turn-based', seconds: body.turnTimer.hours * 3600 },
      dropReplaceSeconds: body.dropReplaceSeconds,
      standInBot: body.standInBot,
      hostTokenHash: hashToken(hostToken),
      createdAt: this.deps.now(),
    };
    const seats: SeatRecord[] = body.seats.map((s, index) => ({
      index,
      kind: s.type === 'bot' ? 'bot' : 'open',
      name: null,
      tokenHash: null,
      bot: s.type === 'bot' ? ({ kind: s.bot, strength: s.strength } satisfies BotSpec) : null,
      standIn: null,
    }));
    // Setting up here (not only in Room) surfaces a game's setup errors as a bad request.
    try {
      game.setup({ players, seed: config.seed, options, content });
    } catch (err) {
      throw new RoomError('INVALID_REQUEST', `The game could not be set up: ${(err as Error).message}`);
    }
    const room = Room.create(game, config, seats, this.deps);
    this.rooms.set(code, room);
    return { room, hostToken };
  }

  /** A code no room or workshop has, in memory or storage (their codes share one space, docs/workshop.md). */
  async freshCode(claim = true): Promise<string> {
    const free = (code: string) => !this.rooms.has(code) && !this.reserved.has(code) && !this.codeHeld(code) && !this.retention.isDeleting(code);
    for (let attempt = 0; attempt < 20; attempt++) {
      const code = newInviteCode(attempt < 10 ? 6 : 8);
      // A duplicate would fail the insert and stop the server, so check both memory and storage.
      if (free(code) && !(await this.storage.roomExists(code)) && !(await this.storage.workshopExists(code)) && free(code)) {
        // In a cluster another process may pick the same code at the same moment: its lease decides.
        if (!claim || !this.claimNew || await this.claimNew(code)) return code;
      }
    }
    throw new Error('could not find a free invite code');
  }

  /** Fresh codes kept for rooms `createTable` will create; `release` gives back the ones not used. */
  async reserveCodes(n: number): Promise<string[]> {
    const codes: string[] = [];
    for (let i = 0; i < n; i++) {
      // A table's lease is its workshop's (cluster.ts), so its own code needs none.
      const code = await this.freshCode(false);
      this.reserved.add(code);
      codes.push(code);
    }
    return codes;
  }

  release(codes: string[]): void {
    for (const c of codes) this.reserved.delete(c);
  }

  /**
   * A workshop's table (docs/workshop.md): a room whose config the workshop made (options and content
   * already validated, a reserved code) and whose seats are already taken by its students (their
   * student tokens' hashes) and bots. Synchronous, so a workshop creates all its tables in one commit.
   */
  createTable(game: AnyGame, config: Omit<RoomConfig, 'seed' | 'botSeed' | 'createdAt' | 'players'>, seats: SeatRecord[]): Room {
    if (!this.reserved.has(config.code)) throw new Error(`room code ${config.code} was not reserved`);
    const full: RoomConfig = { ...config, players: seats.length, seed: newWideSeed(), botSeed: newWideSeed(), createdAt: this.deps.now() };
    const room = Room.create(game, full, seats, this.deps);
    this.reserved.delete(config.code);
    this.rooms.set(config.code, room);
    return room;
  }

  /** The room for an invite code, loading a finished room from storage when it is not in memory. */
  async get(input: string): Promise<Room> {
    const code = normaliseCode(input);
    const resident = this.rooms.get(code);
    if (resident) return resident;
    // A room whose deletion is queued is gone already, though storage still has it for a moment.
    if (!/^[A-Z0-9]{1,16}$/.test(code) || this.retention.isDeleting(code)) throw new RoomError('NO_SUCH_ROOM', `There is no room "${input}".`);
    // Counted until the room is in memory, so retention never deletes a room being loaded.
    this.loads.set(code, (this.loads.get(code) ?? 0) + 1);
    try {
      const stored = await this.storage.loadRoom(code);
      const game = stored ? this.games.get(stored.config.game) : undefined;
      if (!stored || !game) throw new RoomError('NO_SUCH_ROOM', `There is no room "${input}".`);
      if (stored.status !== 'finished' && this.mayLoad && !this.mayLoad(stored)) {
        throw new RoomError('ROOM_MOVED', `Room ${code} is played on another server process just now; reconnect and you will reach it.`, 503);
      }
      let again = this.rooms.get(code); // another request may have loaded it meanwhile
      if (again) return again;
      const room = this.restore(game, stored, true);
      await this.onRestore?.(room);
      again = this.rooms.get(code);
      if (again) {
        room.close();
        return again;
      }
      this.rooms.set(code, room);
      return room;
    } finally {
      const n = (this.loads.get(code) ?? 1) - 1;
      if (n > 0) this.loads.set(code, n);
      else this.loads.delete(code);
    }
  }

  /**
   * Rebuilds a stored room. Its setup runs again, so content stored before the games' content bounds
   * existed (docs/architecture.md §2: every count, number and text bounded; such a room could hold
   * millions of cards) is refused here, with a RoomError saying why, instead of exhausting the
   * server's memory at every start.
   */
  private restore(game: AnyGame, stored: StoredRoom, fromGet = false): Room {
    let room: Room;
    try {
      room = Room.restore(game, stored, this.deps);
    } catch (err) {
      const why = err instanceof ContentError ? err.problems.slice(0, 5).join('; ') : (err as Error).message;
      throw new RoomError('ROOM_BROKEN', `Room ${stored.config.code} cannot be set up again with this server's rules: ${why}`);
    }
    // At start-up (not from `get`, which awaits the hook itself) a workshop's table is paused here, in the turn it is rebuilt.
    if (!fromGet) void this.onRestore?.(room);
    return room;
  }

  resident(): Room[] {
    return [...this.rooms.values()];
  }

  /** The room if it is in this process's memory. */
  residentRoom(code: string): Room | undefined {
    return this.rooms.get(code);
  }

  /**
   * Cluster mode: this process lost the room's lease, so the room leaves memory at once (its timers
   * and bots stop); its connections are closed by the coordinator so they reconnect to the new owner.
   */
  evict(code: string): void {
    const room = this.rooms.get(code);
    if (!room) return;
    room.close();
    this.rooms.delete(code);
  }

  listStored(limit: number) {
    return this.storage.listRooms(limit);
  }

  /**
   * Finished rooms and lobbies nobody has opened for a while leave memory; `get` brings them back
   * from storage. Never while writes are pending, so storage always has what memory had.
   */
  private sweep(): void {
    this.retention.runIfDue();
    if (this.deps.queue.busy) return;
    const now = this.deps.now();
    const ttl = this.options.finishedRoomTtlMs;
    for (const [code, room] of this.rooms) {
      if (room.subscriberCount > 0) continue;
      const idle = (room.status === 'finished' && (room.finishedAt ?? 0) < now - ttl)
        || (room.status === 'lobby' && room.config.createdAt < now - this.options.lobbyTtlMs);
      if (idle) {
        room.close();
        this.rooms.delete(code);
      }
    }
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.retention.stop();
    for (const room of this.rooms.values()) room.close();
  }
}
