/**
 * One workshop in memory (docs/workshop.md): its fixed config, its state (phase, pause, message),
 * its students in arrival order and its table plan. Every change is written through the write queue
 * (the same `commit` of mutations as rooms), so what a request answers is durable first.
 */
import type { AnyGame } from '../../engine/index.ts';
import { RoomError } from '../room/errors.ts';
import type { Room } from '../room/room.ts';
import type { RoomWorkshopInfo } from '../room/types.ts';
import type { WriteQueue } from '../storage/write-queue.ts';
import type { StoredWorkshop, WorkshopConfig, WorkshopState, WorkshopStudent, WorkshopTable } from '../storage/types.ts';
import { hashToken } from '../room/tokens.ts';
import { formTables, seatsFor, type TableRules } from './tables.ts';
import type { StudentStatus, WorkshopInfo } from './protocol.ts';

/**
 * A student's page holds a status request open (up to 25 s, student-waits.ts) and asks again at once,
 * or asks every 2 s while waiting and every 15 s at a table when it cannot be held
 * (src/web/workshop/useStudentStatus.ts): one not seen for this long has no page open.
 */
export const HERE_WITHIN_MS = 60_000;

/**
 * What makes two nicknames the same to a class (docs/workshop.md, "Nicknames"): compatibility forms
 * folded (NFKC: full-width "Ａｍａｌ" is "Amal"), case folded (upper then lower, so "ß" meets "SS"),
 * invisible and default-ignorable characters (zero-width joiners, variation selectors) dropped, and
 * spaces trimmed and collapsed.
 */
export function nicknameKey(name: string): string {
  return name.normalize('NFKC').replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '').toUpperCase().toLowerCase()
    .normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

export interface Placement {
  table: WorkshopTable;
  /** null = observer. */
  seat: number | null;
}

export class Workshop {
  readonly config: WorkshopConfig;
  state: WorkshopState;
  readonly students: WorkshopStudent[];
  tables: WorkshopTable[];
  /** The facilitator rearranged the tables: later arrivals join that plan instead of re-forming it. */
  arranged: boolean;
  /** Set while `start` creates the rooms, so a second start is refused. */
  starting = false;
  /** Joins refused (joining closed, or play ended) since this process loaded the workshop: the dashboard says so. */
  refusedJoins = 0;
  /**
   * When each student's page last asked for their status (`/me`, stepping out or in): in memory only,
   * so "remove everyone not here" can tell a phone on the class page from a name a flood left behind.
   */
  private readonly seen = new Map<string, number>();
  /**
   * Called after every write is queued (the manager wakes the students' held status requests once it is
   * durable: student-waits.ts). After, not before: `drained` of a queue with nothing pending resolves at once.
   */
  onChange: (() => void) | null = null;

  constructor(readonly game: AnyGame, stored: StoredWorkshop, private readonly queue: WriteQueue) {
    this.config = stored.config;
    this.state = stored.state;
    this.students = stored.students;
    this.tables = stored.tables;
    this.arranged = stored.state.arranged === true;
  }

  get code(): string { return this.config.code; }

  rules(): TableRules {
    return { tableSize: this.config.tableSize, min: this.game.minPlayers, max: this.game.maxPlayers, remainder: this.config.remainder };
  }

  // ---- who is asking ------------------------------------------------------------------------

  /** The facilitator key's hash now: a key made anew revokes the one the workshop was created with. */
  facilitatorHash(): string {
    return this.state.facilitatorTokenHash ?? this.config.facilitatorTokenHash;
  }

  isFacilitator(token: string | undefined): boolean {
    return token !== undefined && hashToken(token) === this.facilitatorHash();
  }

  /** May a new student join now? Not after play ended, nor once the facilitator closed joining. */
  joiningOpen(): boolean {
    return this.state.phase !== 'debrief' && this.state.joiningClosed !== true;
  }

  /** The students still in the class (not removed), in arrival order. */
  present(): WorkshopStudent[] {
    return this.students.filter((s) => !s.removed);
  }

  assertFacilitator(token: string | undefined): void {
    if (token === undefined) throw new RoomError('BAD_TOKEN', 'Send the facilitator token as "Authorization: Bearer <token>".', 401);
    if (!this.isFacilitator(token)) throw new RoomError('FORBIDDEN', 'Only the facilitator of this workshop (with its facilitator token) may do this.');
  }

  student(token: string | undefined): WorkshopStudent {
    if (token === undefined) throw new RoomError('BAD_TOKEN', 'Send your student token as "Authorization: Bearer <token>".', 401);
    const hash = hashToken(token);
    const s = this.students.find((st) => st.tokenHash === hash);
    if (!s) throw new RoomError('FORBIDDEN', 'That token is not a student\'s of this workshop.');
    if (s.removed) throw new RoomError('FORBIDDEN', 'The facilitator took you out of this class. Ask them, then join again with the code.');
    return s;
  }

  /** A nickname another present student already has (after nicknameKey) is refused, with the name it clashes with. */
  assertNicknameFree(nickname: string, exceptId?: string): void {
    const key = nicknameKey(nickname);
    const clash = this.present().find((s) => s.id !== exceptId && nicknameKey(s.nickname) === key);
    if (clash) {
      throw new RoomError('NICKNAME_TAKEN', `Someone in this class is already called "${clash.nickname}". Add a letter or an initial, or choose another name.`);
    }
  }

  assertPhase(...phases: WorkshopState['phase'][]): void {
    if (!phases.includes(this.state.phase)) {
      const now = { waiting: 'is still waiting for students', playing: 'is playing', debrief: 'has ended play' }[this.state.phase];
      throw new RoomError('WRONG_PHASE', `The workshop ${now}; this needs it to be ${phases.join(' or ')}.`);
    }
  }

  placeOf(studentId: string): Placement | null {
    if (this.students.find((s) => s.id === studentId)?.removed) return null;
    for (const table of this.tables) {
      const seat = table.students.indexOf(studentId);
      if (seat >= 0) return { table, seat };
      if (table.observers.includes(studentId)) return { table, seat: null };
    }
    return null;
  }

  /** The student's page asked for their status now. */
  markSeen(studentId: string, now: number): void {
    this.seen.set(studentId, now);
  }

  /** Is the student's phone on the class page: seen within `withinMs`, or connected at their seat (`connected`)? */
  isHere(studentId: string, now: number, connected: boolean, withinMs = HERE_WITHIN_MS): boolean {
    return connected || now - (this.seen.get(studentId) ?? -Infinity) <= withinMs;
  }

  // ---- what is shown ------------------------------------------------------------------------

  info(): WorkshopInfo {
    const c = this.config;
    return {
      code: c.code, game: c.game, title: this.game.title, language: c.language, phase: this.state.phase, paused: this.state.paused,
      message: this.state.message, students: this.present().length, tableSize: c.tableSize, remainder: c.remainder, turnTimer: c.turnTimer,
      options: c.options, createdAt: c.createdAt, joiningOpen: this.joiningOpen(), latecomers: this.state.latecomers ?? 'bot-seat', timer: this.state.timer ?? null,
      bot: c.bot,
    };
  }

  roomInfo(): RoomWorkshopInfo {
    return { code: this.code, paused: this.state.paused, message: this.state.message, ended: this.state.phase === 'debrief' };
  }

  studentStatus(s: WorkshopStudent): StudentStatus {
    const place = this.placeOf(s.id);
    return {
      studentId: s.id, nickname: s.nickname, phase: this.state.phase, paused: this.state.paused, message: this.state.message,
      language: s.language, table: place ? { index: place.table.index, room: place.table.room, seat: place.seat } : null, steppedOut: s.steppedOut,
    };
  }

  /** Mirrors pause, message and (after end of play) freezing into one of this workshop's rooms. */
  applyTo(room: Room): void {
    const index = room.config.table ?? -1;
    const frozen = this.state.frozen.includes(index);
    const clock = this.state.clocks?.[room.code];
    if (clock !== undefined) room.restoreClock(clock);
    room.setWorkshop(this.roomInfo(), frozen && !this.state.paused ? this.state.endedAt : this.state.pausedAt, frozen);
    const table = this.tables[index];
    if (!table) return;
    table.students.forEach((id, seat) => {
      if (this.students.find((s) => s.id === id)?.steppedOut) room.holdStandIn(seat, true);
    });
  }

  // ---- changes (each written through the queue) ----------------------------------------------

  writeState(): void {
    this.state.arranged = this.arranged;
    this.queue.write({ kind: 'workshopUpdate', code: this.code, state: { ...this.state, frozen: [...this.state.frozen], ...(this.state.clocks ? { clocks: { ...this.state.clocks } } : {}) } });
    this.onChange?.();
  }

  writeTables(): void {
    this.queue.write({ kind: 'workshopTables', code: this.code, tables: this.tables.map((t) => ({ ...t, students: [...t.students], observers: [...t.observers] })) });
    this.onChange?.();
  }

  writeStudent(s: WorkshopStudent): void {
    this.queue.write({ kind: 'workshopStudent', code: this.code, student: { ...s } });
    this.onChange?.();
  }

  /** A new arrival: the automatic plan is formed again, or a rearranged plan takes them in. */
  addStudent(s: WorkshopStudent): void {
    this.students.push(s);
    this.writeStudent(s);
    if (!this.arranged) {
      this.tables = formTables(this.present().map((st) => st.id), this.rules());
    } else {
      const rules = this.rules();
      const open = this.tables.find((t) => t.students.length < rules.tableSize);
      if (open) {
        open.students.push(s.id);
        open.bots = seatsFor(open.students.length, rules) - open.students.length;
      } else if (rules.remainder === 'observers' && this.tables.length > 0) {
        const fewest = this.tables.reduce((a, b) => (b.observers.length < a.observers.length ? b : a));
        fewest.observers.push(s.id);
      } else {
        this.tables.push({ index: this.tables.length, room: null, students: [s.id], bots: seatsFor(1, rules) - 1, observers: [] });
      }
    }
    this.writeTables();
  }
}
