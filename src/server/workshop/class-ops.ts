/**
 * People come and go (docs/workshop.md, "People come and go", "Session timer", "Facilitator key"):
 * a latecomer placed after the start (a seat a bot holds, a new table, or watching, the facilitator's
 * choice), renaming, moving and removing a student, closing joining, the session timer and a new
 * facilitator key. Each change is written through the workshop's queue like every other.
 */
import type { Room } from '../room/room.ts';
import type { RoomManager } from '../room/rooms.ts';
import { RoomError } from '../room/errors.ts';
import { hashToken, newToken } from '../room/tokens.ts';
import type { LatecomerPlan, SeatRecord, WorkshopStudent, WorkshopTable } from '../storage/types.ts';
import { formTables, seatsFor } from './tables.ts';
import type { Workshop } from './workshop.ts';

/** The room of one table: its students' tokens are their seat tokens, bots hold the rest (docs/workshop.md). */
export function buildTableRoom(rooms: RoomManager, w: Workshop, table: WorkshopTable, code: string): Room {
  const c = w.config;
  const seats: SeatRecord[] = [
    ...table.students.map((id, index): SeatRecord => {
      const s = w.students.find((st) => st.id === id)!;
      return { index, kind: 'human', name: s.nickname, tokenHash: s.tokenHash, bot: null, standIn: s.steppedOut ? { ...c.standInBot } : null };
    }),
    ...Array.from({ length: table.bots }, (_, b): SeatRecord => ({
      index: table.students.length + b, kind: 'bot', name: null, tokenHash: null, bot: { ...c.bot }, standIn: null,
    })),
  ];
  const room = rooms.createTable(w.game, {
    code, game: c.game, options: c.options, ...(c.content !== undefined ? { content: c.content } : {}),
    botThinkMs: c.botThinkMs, turnTimer: c.turnTimer, dropReplaceSeconds: c.dropReplaceSeconds, standInBot: c.standInBot,
    // The facilitator is each table's host.
    hostTokenHash: w.facilitatorHash(), workshop: c.code, table: table.index,
  }, seats);
  table.room = room.code;
  return room;
}

/** Where a student sits now, with their table's room when it has started. */
async function seated(rooms: RoomManager, w: Workshop, id: string): Promise<{ table: WorkshopTable; seat: number | null; room: Room | null } | null> {
  const place = w.placeOf(id);
  if (!place) return null;
  return { ...place, room: place.table.room ? await rooms.get(place.table.room) : null };
}

/**
 * A seat a bot holds that a person may take at a table still playing: a removed student's seat, or the
 * first bot seat after the students (seats are students in order, then bots: docs/workshop.md).
 */
function botSeatAt(w: Workshop, table: WorkshopTable, room: Room): number | null {
  if (room.status !== 'playing' || w.state.frozen.includes(table.index)) return null;
  const gone = table.students.findIndex((id) => id.startsWith('moved:') || w.students.find((s) => s.id === id)?.removed);
  if (gone >= 0 && room.seats[gone]?.kind === 'bot') return gone;
  const next = table.students.length;
  return room.seats[next]?.kind === 'bot' ? next : null;
}

function seatStudent(w: Workshop, table: WorkshopTable, room: Room, seat: number, s: WorkshopStudent): void {
  if (seat < table.students.length) table.students[seat] = s.id;
  else {
    table.students.push(s.id);
    table.bots = Math.max(0, table.bots - 1);
  }
  room.reseat(seat, { kind: 'human', name: s.nickname, tokenHash: s.tokenHash, bot: null, standIn: s.steppedOut ? { ...w.config.standInBot } : null }, 'A student took this seat.');
}

async function newTable(rooms: RoomManager, w: Workshop, s: WorkshopStudent): Promise<WorkshopTable> {
  const codes = await rooms.reserveCodes(1);
  try {
    const rules = w.rules();
    const table: WorkshopTable = { index: w.tables.length, room: null, students: [s.id], bots: Math.max(rules.min, seatsFor(1, { ...rules, remainder: 'bots' })) - 1, observers: [] };
    w.tables.push(table);
    const room = buildTableRoom(rooms, w, table, codes[0]);
    w.writeTables();
    w.applyTo(room);
    room.begin();
    return table;
  } finally {
    rooms.release(codes);
  }
}

/**
 * A student joining after the start (the facilitator's `latecomers` plan): a seat a bot holds at a
 * playing table (the table with fewest students first), else a new table filled with bots; or a new
 * table at once; or watching the table with fewest watchers. Returns what was done, in words.
 */
export async function placeLatecomer(rooms: RoomManager, w: Workshop, s: WorkshopStudent): Promise<string> {
  const plan: LatecomerPlan = w.state.latecomers ?? 'bot-seat';
  const started = await Promise.all(w.tables.map(async (t) => (t.room ? rooms.get(t.room) : null)));
  if (plan === 'watch') {
    const open = w.tables.filter((t, i) => started[i] && started[i]!.status !== 'finished');
    const pool = open.length ? open : w.tables;
    const fewest = pool.reduce((a, b) => (b.observers.length < a.observers.length ? b : a));
    fewest.observers.push(s.id);
    w.writeTables();
    return `watches table ${fewest.index + 1}`;
  }
  if (plan === 'bot-seat') {
    const order = w.tables.map((t, i) => ({ t, room: started[i] })).sort((a, b) => a.t.students.length - b.t.students.length);
    for (const { t, room } of order) {
      const seat = room ? botSeatAt(w, t, room) : null;
      if (room && seat !== null) {
        seatStudent(w, t, room, seat, s);
        w.writeTables();
        return `takes seat ${seat + 1} at table ${t.index + 1}`;
      }
    }
  }
  const table = await newTable(rooms, w, s);
  return `starts table ${table.index + 1} with bots`;
}

export function findStudent(w: Workshop, id: string): WorkshopStudent {
  const s = w.students.find((st) => st.id === id && !st.removed);
  if (!s) throw new RoomError('INVALID_REQUEST', `There is no student "${id}" in this workshop.`);
  return s;
}

export async function renameStudent(rooms: RoomManager, w: Workshop, id: string, nickname: string): Promise<void> {
  const s = findStudent(w, id);
  w.assertNicknameFree(nickname, id);
  const at = await seated(rooms, w, id);
  s.nickname = nickname;
  w.writeStudent(s);
  if (at?.room && at.seat !== null) {
    const r = at.room.seats[at.seat];
    at.room.reseat(at.seat, { kind: r.kind, name: nickname, tokenHash: r.tokenHash, bot: r.bot, standIn: r.standIn }, '');
  }
}

/** The seat goes to the workshop's bot (the game goes on); the student's token stops working. */
function seatToBot(w: Workshop, room: Room, seat: number, why: string): void {
  room.reseat(seat, { kind: 'bot', name: null, tokenHash: null, bot: { ...w.config.bot }, standIn: null }, why);
}

/** Takes one student out (their seat to a bot, or out of the plan); the caller writes the tables. */
async function takeOut(rooms: RoomManager, w: Workshop, s: WorkshopStudent): Promise<void> {
  const at = await seated(rooms, w, s.id);
  s.removed = true;
  w.writeStudent(s);
  if (!at) return;
  if (at.seat === null) at.table.observers = at.table.observers.filter((o) => o !== s.id);
  else if (at.room) seatToBot(w, at.room, at.seat, 'The facilitator took this student out of the class.');
  else {
    // Before the start: the plan loses the student (bots fill as the plan says).
    at.table.students.splice(at.seat, 1);
    at.table.bots = Math.max(0, seatsFor(at.table.students.length, w.rules()) - at.table.students.length);
    if (at.table.students.length === 0) w.tables = w.tables.filter((t) => t !== at.table).map((t, i) => ({ ...t, index: i }));
  }
}

export async function removeStudent(rooms: RoomManager, w: Workshop, id: string): Promise<void> {
  await takeOut(rooms, w, findStudent(w, id));
  w.writeTables();
}

/**
 * "Remove everyone not here" (docs/workshop.md, "Join limits"): every student whose page is not open
 * (not seen for a minute, not connected at their seat) and who has not stepped out leaves the class in
 * one change, as if removed one by one. Before the start an automatic plan is formed again from those who stay. Returns how many.
 */
export async function removeAbsent(rooms: RoomManager, w: Workshop, now: number): Promise<number> {
  if (w.starting) throw new RoomError('WRONG_PHASE', 'The workshop is starting; try again in a moment.');
  const absent: WorkshopStudent[] = [];
  for (const s of w.present()) {
    const at = await seated(rooms, w, s.id);
    const connected = at?.room && at.seat !== null ? (at.room.publicInfo().seats[at.seat]?.connected ?? false) : false;
    // A student who stepped out said they are away: they keep their place.
    if (!s.steppedOut && !w.isHere(s.id, now, connected)) absent.push(s);
  }
  for (const s of absent) await takeOut(rooms, w, s);
  if (absent.length && w.state.phase === 'waiting' && !w.arranged) w.tables = formTables(w.present().map((s) => s.id), w.rules());
  if (absent.length) w.writeTables();
  return absent.length;
}

/** During play: the student leaves their seat (a bot takes it) for a seat a bot holds at `table`, or watches it. */
export async function moveStudent(rooms: RoomManager, w: Workshop, id: string, to: number, watch: boolean): Promise<void> {
  w.assertPhase('playing');
  const s = findStudent(w, id);
  const target = w.tables[to];
  if (!target) throw new RoomError('INVALID_REQUEST', `There is no table ${to + 1}.`);
  const room = target.room ? await rooms.get(target.room) : null;
  const seat = !watch && room ? botSeatAt(w, target, room) : null;
  if (!watch && seat === null) throw new RoomError('INVALID_REQUEST', `Table ${to + 1} has no seat a bot holds for a student to take; the student can watch it instead.`);
  const at = await seated(rooms, w, id);
  if (at?.table === target && (watch ? at.seat === null : at.seat !== null)) return;
  if (at) {
    if (at.seat === null) at.table.observers = at.table.observers.filter((o) => o !== id);
    else if (at.room) {
      seatToBot(w, at.room, at.seat, 'The facilitator moved this student to another table.');
      // Their place in the plan keeps a marker, so later arrivals find this seat as a bot's.
      at.table.students[at.seat] = `moved:${id}`;
    }
  }
  if (watch) target.observers.push(id);
  else seatStudent(w, target, room!, seat!, s);
  w.writeTables();
}

export function setJoining(w: Workshop, body: { open?: boolean | undefined; latecomers?: LatecomerPlan | undefined }): void {
  if (body.open !== undefined) w.state.joiningClosed = !body.open;
  if (body.latecomers !== undefined) w.state.latecomers = body.latecomers;
  w.writeState();
}

/** The session timer: set `minutes` from now, add `extend` minutes to it, or clear it (`minutes: null`). */
export function setTimer(w: Workshop, now: number, body: { minutes?: number | null | undefined; extend?: number | undefined }): void {
  if (w.state.phase === 'debrief') throw new RoomError('WRONG_PHASE', 'Play has ended; the session timer is over.');
  if (body.minutes === null) w.state.timer = null;
  else if (body.minutes !== undefined) w.state.timer = { endsAt: now + body.minutes * 60_000, minutes: body.minutes };
  if (body.extend !== undefined) {
    const t = w.state.timer;
    if (!t) throw new RoomError('INVALID_REQUEST', 'There is no session timer to extend; set one first.');
    // Extending a timer that ran out counts from now, so the class gets the minutes asked for.
    w.state.timer = { endsAt: Math.max(t.endsAt, now) + body.extend * 60_000, minutes: t.minutes + body.extend };
  }
  w.writeState();
}

/** A new facilitator key: the old one stops working at once (every device using it must open the new link). */
export function newFacilitatorKey(w: Workshop): string {
  const token = newToken();
  w.state.facilitatorTokenHash = hashToken(token);
  w.writeState();
  return token;
}
