/**
 * The set of workshops (docs/workshop.md): creating one, students joining, forming and rearranging
 * tables, starting every table's room at once, pause, message, end of play, stepping out and in;
 * rebuilding the active ones at start-up and mirroring their pause into their rooms as those are
 * rebuilt. Tables are ordinary rooms (RoomManager); a workshop only adds who sits where and when
 * play may move. The main file of src/server/workshop/, which owns workshops and may import room/,
 * bots/, storage/ and common/ (README.md there).
 */
import { ContentError } from '../../engine/index.ts';
import { DEFAULT_TIMER_MINIMUMS, timerProblems, type TimerMinimums } from '../room/protocol.ts';
import { RoomError } from '../room/errors.ts';
import type { Room } from '../room/room.ts';
import type { RoomManager } from '../room/rooms.ts';
import type { StoredWorkshop, WorkshopStudent } from '../storage/types.ts';
import { hashToken, newInviteCode, newToken, normaliseCode } from '../room/tokens.ts';
import { Workshop } from './workshop.ts';
import type { CreateWorkshopBody, TablesBody } from './protocol.ts';
import { checkPlan, defaultTableSize, formTables } from './tables.ts';
import { buildTableRoom, placeLatecomer } from './class-ops.ts';
import { WorkshopKeeping, type KeepingDeps } from './keeping.ts';
import { DEFAULT_WAIT_LIMITS, StudentWaits, type WaitLimits } from './student-waits.ts';

export interface WorkshopDeps extends KeepingDeps {
  defaultBotThinkMs: number;
  timerMinimums?: TimerMinimums;
  /** Bounds on students' held status requests (student-waits.ts). */
  waitLimits?: WaitLimits;
}

/** Most students one workshop takes at once (a lecture hall, not a stadium); removed students do not count. */
export const MAX_STUDENTS = 500;
/** Most joins one workshop ever stores, removed students included: a bound on its size in memory and on disk. */
export const MAX_JOINS = 3 * MAX_STUDENTS;

export class WorkshopManager {
  private readonly workshops = new Map<string, Workshop>();
  /** Idle workshops leaving memory, retention and deletion (keeping.ts). */
  private readonly keeping: WorkshopKeeping;
  /** Cluster mode: may this process bring this stored workshop into memory (it holds its lease)? */
  mayLoad: ((stored: StoredWorkshop) => boolean) | null = null;
  /** Students' status requests held until their status changes (the `me` route's long poll). */
  readonly waits: StudentWaits;

  constructor(private readonly deps: WorkshopDeps) {
    this.waits = new StudentWaits(deps.waitLimits ?? DEFAULT_WAIT_LIMITS, (code) => deps.queue.drained(code), deps.log, deps.now);
    this.keeping = new WorkshopKeeping(deps, this.workshops, (code) => this.get(code));
    deps.rooms.codeHeld = (code) => this.workshops.has(code) || this.keeping.isDeleting(code);
    deps.rooms.onRestore = (room) => this.roomRestored(room);
    const previous = deps.rooms.deps.onFinish;
    deps.rooms.deps.onFinish = (room) => {
      previous?.(room);
      this.roomFinished(room);
    };
  }

  /**
   * Loads the workshops still waiting or playing (or holding frozen tables); before the rooms are
   * rebuilt. In cluster mode (`loadActive` false) none: the process taking a workshop's lease loads it.
   */
  async init(loadActive = true): Promise<number> {
    if (loadActive) await this.keeping.retention.run();
    for (const stored of loadActive ? await this.deps.storage.loadActiveWorkshops() : []) {
      const w = this.build(stored);
      if (w) this.keep(w);
    }
    // Cluster mode: the coordinator takes workshops in and out of memory with their leases.
    if (loadActive) this.keeping.start();
    return this.workshops.size;
  }

  private keep(w: Workshop): void {
    w.onChange = () => this.waits.changed(w.code);
    this.workshops.set(w.code, w);
    this.keeping.touch(w.code);
  }

  /** After the rooms were rebuilt: a workshop whose last table finished while the server was down ends play. */
  async afterRoomsRestored(): Promise<void> {
    for (const w of this.workshops.values()) if (w.state.phase === 'playing') await this.checkAllFinished(w);
  }

  private build(stored: StoredWorkshop): Workshop | null {
    const game = this.deps.rooms.games.get(stored.config.game);
    if (!game) {
      this.deps.log.error({ workshop: stored.config.code, game: stored.config.game }, 'stored workshop is for a game this server does not know; skipped');
      return null;
    }
    return new Workshop(game, stored, this.deps.queue);
  }

  private roomRestored(room: Room): void | Promise<void> {
    const code = room.config.workshop;
    if (code === undefined) return;
    const w = this.workshops.get(code);
    if (w) {
      w.applyTo(room);
      return;
    }
    // A table whose workshop cannot be loaded would lose its pause and message: say so at error level.
    return this.get(code).then((found) => found.applyTo(room), (err: unknown) => {
      this.deps.log.error({ room: room.code, workshop: code, reason: (err as Error).message }, 'restored table: its workshop could not be loaded; the class\'s pause and message are not applied');
    });
  }

  async create(body: CreateWorkshopBody): Promise<{ workshop: Workshop; facilitatorToken: string }> {
    const timers = timerProblems({ turnTimer: body.turnTimer, dropReplaceSeconds: body.dropReplaceSeconds }, this.deps.timerMinimums ?? DEFAULT_TIMER_MINIMUMS);
    if (timers.length) throw new RoomError('INVALID_REQUEST', timers.join('; '));
    const game = this.deps.rooms.games.get(body.game);
    if (!game) {
      throw new RoomError('UNKNOWN_GAME', `Unknown game "${body.game}"; available: ${this.deps.rooms.games.list().map((g) => g.id).join(', ')}.`);
    }
    const tableSize = body.tableSize ?? defaultTableSize(game.minPlayers, game.maxPlayers);
    if (tableSize < game.minPlayers || tableSize > game.maxPlayers) {
      throw new RoomError('INVALID_REQUEST', `tableSize: ${game.title} takes ${game.minPlayers}–${game.maxPlayers} players; ${tableSize} is outside that.`);
    }
    let options: Record<string, unknown>;
    let content: unknown;
    try {
      options = game.parseOptions(body.options) as Record<string, unknown>;
      content = body.content === undefined ? undefined : game.parseContent(body.content);
      game.setup({ players: tableSize, seed: 1, options, content });
    } catch (err) {
      if (err instanceof ContentError) throw new RoomError('INVALID_REQUEST', err.message);
      throw new RoomError('INVALID_REQUEST', `The game could not be set up: ${(err as Error).message}`);
    }
    for (const spec of [body.bot, body.standInBot]) {
      if (!this.deps.rooms.deps.bots.kinds.includes(spec.kind)) {
        throw new RoomError('UNKNOWN_BOT', `Unknown bot "${spec.kind}"; available: ${this.deps.rooms.deps.bots.kinds.join(', ')}.`);
      }
    }
    const code = await this.deps.rooms.freshCode();
    const facilitatorToken = newToken();
    const stored: StoredWorkshop = {
      config: {
        code, game: game.id, options, ...(content !== undefined ? { content } : {}),
        turnTimer: body.turnTimer === null ? null
          : body.turnTimer.mode === 'realtime' ? { mode: 'realtime', seconds: body.turnTimer.seconds }
            : { mode: 'turn-based', seconds: body.turnTimer.hours * 3600 },
        language: body.language, tableSize, remainder: body.remainder, bot: body.bot, standInBot: body.standInBot,
        botThinkMs: body.botThinkMs ?? this.deps.defaultBotThinkMs, dropReplaceSeconds: body.dropReplaceSeconds,
        facilitatorTokenHash: hashToken(facilitatorToken), createdAt: this.deps.now(),
      },
      state: { phase: 'waiting', paused: false, pausedAt: null, message: null, startedAt: null, endedAt: null, frozen: [] },
      students: [],
      tables: [],
    };
    const workshop = new Workshop(game, stored, this.deps.queue);
    this.deps.queue.write({ kind: 'createWorkshop', config: stored.config, state: { ...stored.state } });
    this.keep(workshop);
    return { workshop, facilitatorToken };
  }

  /** The workshop for a code, loading one that has ended from storage. */
  async get(input: string): Promise<Workshop> {
    const code = normaliseCode(input);
    const resident = this.workshops.get(code);
    if (resident) {
      this.keeping.touch(code);
      return resident;
    }
    const missing = new RoomError('NO_SUCH_WORKSHOP', `There is no workshop "${input}".`);
    if (!/^[A-Z0-9]{1,16}$/.test(code) || this.keeping.isDeleting(code)) throw missing;
    const stored = await this.deps.storage.loadWorkshop(code);
    const again = this.workshops.get(code);
    if (again) return again;
    if (stored && this.mayLoad && !this.mayLoad(stored)) {
      throw new RoomError('ROOM_MOVED', `Workshop ${code} is run by another server process just now; try again and you will reach it.`, 503);
    }
    const w = stored ? this.build(stored) : null;
    if (!w) throw missing;
    this.keep(w);
    return w;
  }

  /** May `token` watch rooms of workshop `code` as its facilitator? */
  async isFacilitator(code: string, token: string | undefined): Promise<boolean> {
    try {
      return (await this.get(code)).isFacilitator(token);
    } catch (err) {
      if (err instanceof RoomError && err.code === 'NO_SUCH_WORKSHOP') return false;
      throw err; // a storage failure is not "wrong token"
    }
  }

  /**
   * A student joins: before the start into the table plan; after it, where the facilitator's latecomer
   * plan places them (class-ops.ts). Refused once play ended or the facilitator closed joining.
   */
  async join(w: Workshop, nickname: string, language: WorkshopStudent['language'] | undefined): Promise<{ studentId: string; token: string; placed: string | null }> {
    if (w.state.phase === 'debrief' || w.state.joiningClosed) w.refusedJoins++;
    if (w.state.phase === 'debrief') throw new RoomError('WRONG_PHASE', 'Play has ended for this class; nobody can join now.');
    if (w.state.joiningClosed) throw new RoomError('JOINING_CLOSED', 'The facilitator has closed joining for this class. Ask them to open it.');
    if (w.starting) throw new RoomError('WRONG_PHASE', 'The workshop is starting; try again in a moment.');
    if (w.present().length >= MAX_STUDENTS) {
      w.refusedJoins++;
      throw new RoomError('CLASS_FULL', `This class has ${MAX_STUDENTS} students, as many as a workshop takes. Ask the facilitator: they can remove names that are not real students.`);
    }
    if (w.students.length >= MAX_JOINS) {
      w.refusedJoins++;
      throw new RoomError('CLASS_FULL', `This class has had ${MAX_JOINS} joins, as many as a workshop keeps. Ask the facilitator to create a new workshop.`);
    }
    w.assertNicknameFree(nickname);
    let id: string;
    do id = `s${newInviteCode(7).toLowerCase()}`; while (w.students.some((s) => s.id === id));
    const token = newToken();
    const student: WorkshopStudent = { id, nickname, language: language ?? w.config.language, tokenHash: hashToken(token), joinedAt: this.deps.now(), steppedOut: false };
    if (w.state.phase === 'waiting') {
      w.addStudent(student);
      return { studentId: id, token, placed: null };
    }
    w.students.push(student);
    w.writeStudent(student);
    const placed = await placeLatecomer(this.deps.rooms, w, student);
    this.deps.log.info({ workshop: w.code, student: id, placed }, 'latecomer joined');
    return { studentId: id, token, placed };
  }

  autoTables(w: Workshop): void {
    w.assertPhase('waiting');
    if (w.starting) throw new RoomError('WRONG_PHASE', 'The workshop is starting.');
    w.arranged = false;
    w.tables = formTables(w.present().map((s) => s.id), w.rules());
    w.writeTables();
    w.writeState();
  }

  setTables(w: Workshop, body: TablesBody): void {
    w.assertPhase('waiting');
    if (w.starting) throw new RoomError('WRONG_PHASE', 'The workshop is starting.');
    w.tables = checkPlan(body, w.present().map((s) => s.id), w.rules());
    w.arranged = true;
    w.writeTables();
    w.writeState();
  }

  /**
   * Creates every table's room (students' tokens as their seat tokens, bots for the rest) and starts
   * them all. The codes are found first; the rooms, their start and the workshop's new state are then
   * written in one turn of the event loop, so one commit holds them all.
   */
  async start(w: Workshop): Promise<void> {
    w.assertPhase('waiting');
    if (w.starting) throw new RoomError('WRONG_PHASE', 'The workshop is already starting.');
    if (w.present().length === 0) throw new RoomError('WRONG_PHASE', 'No student has joined yet.');
    // Until the rooms exist, nobody joins and the plan does not change (join and the table routes check it).
    w.starting = true;
    let codes: string[] = [];
    try {
      codes = await this.deps.rooms.reserveCodes(w.tables.length);
      w.assertPhase('waiting');
      const rooms = w.tables.map((table, i) => buildTableRoom(this.deps.rooms, w, table, codes[i]));
      w.state.phase = 'playing';
      w.state.startedAt = this.deps.now();
      w.writeTables();
      w.writeState();
      for (const room of rooms) {
        w.applyTo(room);
        room.begin();
      }
      this.deps.log.info({ workshop: w.code, tables: rooms.length, students: w.students.length }, 'workshop started');
    } finally {
      w.starting = false;
      this.deps.rooms.release(codes);
    }
  }

  private async tableRooms(w: Workshop): Promise<Room[]> {
    const rooms: Room[] = [];
    for (const t of w.tables) if (t.room) rooms.push(await this.deps.rooms.get(t.room));
    return rooms;
  }

  async pause(w: Workshop, paused: boolean): Promise<void> {
    w.assertPhase('playing');
    const rooms = await this.tableRooms(w);
    w.assertPhase('playing');
    if (w.state.paused === paused) return;
    w.state.paused = paused;
    w.state.pausedAt = paused ? this.deps.now() : null;
    w.writeState();
    for (const room of rooms) w.applyTo(room);
    if (!paused) {
      // Where each turn clock now counts from, so a restart before the next move keeps the time left.
      // Written in the same commit as the resume (the queue is already busy with it).
      w.state.clocks = Object.fromEntries(rooms.filter((r) => r.status === 'playing').map((r) => [r.code, r.clockFrom]));
      w.writeState();
    }
  }

  async message(w: Workshop, text: string): Promise<void> {
    const rooms = await this.tableRooms(w);
    w.state.message = text ? { text, at: this.deps.now() } : null;
    w.writeState();
    for (const room of rooms) w.applyTo(room);
  }

  /** Ends play: tables still playing are frozen (paused for good) and reported unfinished. */
  async endPlay(w: Workshop): Promise<void> {
    w.assertPhase('playing');
    const rooms = await this.tableRooms(w);
    w.assertPhase('playing');
    const now = this.deps.now();
    w.state.frozen = rooms.filter((r) => r.status !== 'finished').map((r) => r.config.table!);
    w.state.phase = 'debrief';
    w.state.endedAt = now;
    // The class pause ends with play; unfinished tables stay paused as frozen.
    w.state.paused = false;
    w.state.pausedAt = null;
    w.writeState();
    for (const room of rooms) w.applyTo(room);
    this.deps.log.info({ workshop: w.code, frozen: w.state.frozen }, 'workshop play ended');
  }

  /** The student steps out (the stand-in bot plays their seat, their token stays valid) or back in. */
  async step(w: Workshop, student: WorkshopStudent, out: boolean): Promise<void> {
    const place = w.placeOf(student.id);
    const room = place?.table.room && place.seat !== null ? await this.deps.rooms.get(place.table.room) : null;
    if (student.steppedOut === out) return;
    student.steppedOut = out;
    w.writeStudent(student);
    if (!room || place?.seat == null) return;
    const seat = place.seat;
    if (room.status !== 'playing') {
      room.holdStandIn(seat, out);
      return;
    }
    const s = room.seats[seat];
    if (out && !s.standIn) room.setStandIn(seat, { ...w.config.standInBot });
    if (!out && s.standIn) room.setStandIn(seat, null);
    // After the stand-in changed: a fresh grace period for a student back in but not yet connected.
    room.holdStandIn(seat, out);
  }

  private roomFinished(room: Room): void {
    const w = room.config.workshop === undefined ? undefined : this.workshops.get(room.config.workshop);
    if (w?.state.phase === 'playing') void this.checkAllFinished(w).catch((err) => this.deps.log.error({ err, workshop: w.code }, 'could not check the workshop\'s tables'));
  }

  /** Every table finished: the workshop moves on to its debrief. */
  private async checkAllFinished(w: Workshop): Promise<void> {
    const rooms = await this.tableRooms(w);
    if (w.state.phase !== 'playing' || !rooms.every((r) => r.status === 'finished')) return;
    w.state.phase = 'debrief';
    w.state.endedAt = this.deps.now();
    w.state.paused = false;
    w.state.pausedAt = null;
    w.writeState();
    for (const room of rooms) w.applyTo(room);
    this.deps.log.info({ workshop: w.code }, 'every table finished: the workshop moves to its debrief');
  }

  /** Deletes the workshop now with its tables (keeping.ts); not while they are played. */
  remove(w: Workshop): Promise<void> {
    // Its students' held requests answer now (their workshop is gone: 404).
    return this.keeping.remove(w).finally(() => this.waits.changed(w.code));
  }

  rooms(): RoomManager {
    return this.deps.rooms;
  }

  /** The workshop if it is in this process's memory. */
  resident(code: string): Workshop | undefined {
    return this.workshops.get(code);
  }

  residentCodes(): string[] {
    return [...this.workshops.keys()];
  }

  /** Cluster mode: this process lost the workshop's lease (its tables are evicted with it by the coordinator). */
  evict(code: string): void {
    this.workshops.delete(code);
    this.keeping.forget(code);
    // Held requests answer now: asked again, they reach the process that holds the lease.
    this.waits.changed(code);
  }

  now(): number {
    return this.deps.now();
  }

  close(): void {
    this.waits.releaseAll();
    this.keeping.stop();
    this.workshops.clear();
  }
}

