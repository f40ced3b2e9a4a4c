/**
 * What the facilitator reads of a workshop (docs/workshop.md): the dashboard (every table's progress,
 * whose turn, how long they wait, stuck tables), the results for the debrief, and the CSV export.
 */
import { stringify } from 'csv-stringify/sync';
import { describeInAll, SPREADSHEET_QUOTE, spreadsheetSafe, type Outcome } from '../../engine/index.ts';
import type { Room } from '../room/room.ts';
import type { WorkshopTable } from '../storage/types.ts';
import type { Workshop } from './workshop.ts';
import type { Dashboard, ResultStudent, TableResult, TableStatus } from './protocol.ts';
import type { ClassTotal } from './standings.ts';
import { classTotals, standingNow, standingOf } from './standings.ts';
import type { WorkshopManager } from './workshops.ts';

/** Without a turn timer, a person to act for longer than this makes a table stuck (with one, 3 × the timer). */
export const STUCK_AFTER_MS = 3 * 60_000;

async function roomOf(wm: WorkshopManager, t: WorkshopTable): Promise<Room | null> {
  return t.room ? wm.rooms().get(t.room) : null;
}

function tableStatus(w: Workshop, t: WorkshopTable, room: Room | null, now: number, stuckAfterMs: number): TableStatus {
  const byId = new Map(w.students.map((s) => [s.id, s]));
  if (!room) {
    return {
      index: t.index, room: null, status: 'forming',
      seats: [
        ...t.students.map((id, seat) => ({ seat, name: byId.get(id)?.nickname ?? null, kind: 'student' as const, studentId: id, standIn: false, connected: false })),
        ...Array.from({ length: t.bots }, (_, b) => ({ seat: t.students.length + b, name: null, kind: 'bot' as const, standIn: false, connected: false })),
      ],
      observers: [...t.observers], progress: null, active: [], waitingMs: null, stuck: false, moves: 0, outcome: null, provisional: null, broken: null,
    };
  }
  const info = room.publicInfo();
  const status = room.status === 'finished' ? 'finished' : w.state.frozen.includes(t.index) ? 'frozen' : room.status === 'playing' ? 'playing' : 'forming';
  const active = room.activeSeats();
  const waitingMs = status === 'playing' && active.length ? Math.max(0, (room.pausedSince ?? now) - room.clockFrom) : null;
  const limit = room.config.turnTimer;
  const threshold = limit ? 3 * limit.seconds * 1000 : stuckAfterMs;
  let progress: TableStatus['progress'] = null;
  if (room.game.progress && room.status !== 'lobby') {
    try {
      const game = room.game;
      const view = room.spectatorView();
      const p = game.progress!(view);
      progress = { ...p, labelTexts: describeInAll((lang) => (lang === 'en' ? p.label : game.progress!(view, lang).label)).texts };
    } catch (err) {
      // A game's progress that throws is its bug: the dashboard shows no progress, and the log says why.
      room.deps.log.error({ room: room.code, game: room.game.id, reason: (err as Error).message }, 'game progress(view) failed; the dashboard shows none');
      progress = null;
    }
  }
  return {
    index: t.index,
    room: room.code,
    status,
    seats: info.seats.map((s) => ({
      seat: s.index, name: s.name, kind: s.kind === 'bot' ? 'bot' as const : 'student' as const,
      ...(t.students[s.index] !== undefined && s.kind !== 'bot' ? { studentId: t.students[s.index] } : {}),
      standIn: s.standIn !== null, connected: s.connected,
    })),
    observers: [...t.observers],
    progress,
    active,
    waitingMs,
    stuck: status === 'playing' && !room.paused && waitingMs !== null && waitingMs > threshold && active.some((s) => room.botFor(s) === null),
    moves: room.version,
    broken: room.broken,
    ...standingOf(w, t, room),
  };
}

export async function dashboard(wm: WorkshopManager, w: Workshop, stuckAfterMs = STUCK_AFTER_MS): Promise<Dashboard> {
  const now = wm.now();
  const rooms = await Promise.all(w.tables.map((t) => roomOf(wm, t)));
  const tables = w.tables.map((t, i) => tableStatus(w, t, rooms[i], now, stuckAfterMs));
  const students = w.present().map((s) => {
    const place = w.placeOf(s.id);
    const seat = place?.seat ?? null;
    const table = place ? tables[place.table.index] : null;
    const connected = seat !== null && table !== null && (table.seats[seat]?.connected ?? false);
    return {
      id: s.id, nickname: s.nickname, table: place ? place.table.index : null, seat, observer: place !== null && seat === null,
      steppedOut: s.steppedOut, connected,
      here: w.isHere(s.id, now, connected),
    };
  });
  const totals = classTotals(w.game.catalogue?.debrief?.totals ?? [], rooms.map(standingNow));
  return { workshop: w.info(), students, tables, totals, now, refusedJoins: w.refusedJoins };
}

/** Every student, where they sit, for the debrief's CSV (one row per student). */
function resultStudents(w: Workshop): ResultStudent[] {
  return w.present().map((s) => {
    const place = w.placeOf(s.id);
    return { id: s.id, nickname: s.nickname, table: place ? place.table.index : null, seat: place?.seat ?? null, observer: place !== null && place.seat === null, steppedOut: s.steppedOut };
  });
}

export async function results(wm: WorkshopManager, w: Workshop): Promise<{ workshop: ReturnType<Workshop['info']>; tables: TableResult[]; students: ResultStudent[]; totals: ClassTotal[] }> {
  const tables: TableResult[] = [];
  for (const t of w.tables) {
    const room = await roomOf(wm, t);
    const kinds = room ? room.seats.map((s) => (s.kind === 'bot' ? 'bot' as const : 'student' as const))
      : [...t.students.map(() => 'student' as const), ...Array.from({ length: t.bots }, () => 'bot' as const)];
    // A bot has no name: the debrief names it by its seat, as every table does.
    const names = room ? room.seats.map((s) => (s.kind === 'bot' ? null : s.name))
      : t.students.map((id) => w.students.find((s) => s.id === id)?.nickname ?? null);
    tables.push({
      index: t.index, room: t.room, names, kinds,
      ...standingOf(w, t, room),
      finalView: room && room.status !== 'lobby' ? room.spectatorView() : null,
      moves: room?.version ?? 0,
    });
  }
  const totals = classTotals(w.game.catalogue?.debrief?.totals ?? [], tables.map((t) => t.outcome));
  return { workshop: w.info(), tables, students: resultStudents(w), totals };
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

function cell(v: unknown): string | number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return yesNo(v);
  if (v === undefined || v === null) return '';
  // Figures are numbers, texts and yes/no; anything else is written as JSON, never "[object Object]".
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/**
 * The CSV export: one row per student (observers and students not yet seated included) and one per
 * bot seat. RFC 4180 (CRLF, fields with commas, quotes or line breaks quoted, quotes doubled) with a
 * UTF-8 byte-order mark so spreadsheets read nicknames in any script; no cell is read as a formula
 * whatever the spreadsheet's list separator (`,` `;` tab): engine/spreadsheet.ts (numbers, negative
 * scores included, stay numbers).
 */
export async function exportCsv(wm: WorkshopManager, w: Workshop): Promise<string> {
  const figureText = w.game.catalogue?.figures;
  const rooms = await Promise.all(w.tables.map((t) => roomOf(wm, t)));
  const standings = w.tables.map((t, i) => standingOf(w, t, rooms[i]));
  const outcomes: Array<Outcome | null> = standings.map((s) => s.outcome);
  const figures = figureText ? Object.keys(figureText) : [...new Set(outcomes.flatMap((o) => o?.stats.flatMap((s) => Object.keys(s)) ?? []))];
  const fixed = ['workshop', 'table', 'room', 'seat', 'nickname', 'bot', 'observer', 'stepped_out', 'finished', 'rank', 'score', 'won', 'provisional'];
  // Column names are unique: a figure named like a fixed column (Displacement's `won`) is `figure_<key>`.
  const header = [...fixed, ...figures.map((f) => (fixed.includes(f) ? `figure_${f}` : f))];
  const rows: Array<Array<string | number>> = [];
  const seated = new Set<string>();
  w.tables.forEach((t, i) => {
    const room = rooms[i];
    const outcome = outcomes[i];
    const provisional = standings[i].provisional !== null;
    const players = room ? room.seats.length : t.students.length + t.bots;
    for (let seat = 0; seat < players; seat++) {
      const id = t.students[seat];
      const student = id === undefined ? undefined : w.students.find((s) => s.id === id && !s.removed);
      if (student) seated.add(student.id);
      const bot = room ? room.seats[seat].bot : id === undefined ? w.config.bot : null;
      const stats = outcome?.stats[seat] ?? {};
      rows.push([
        w.code, t.index + 1, t.room ?? '', seat + 1, student?.nickname ?? '', bot ? `${bot.kind} (${bot.strength})` : '',
        'no', student ? yesNo(student.steppedOut) : '', yesNo(outcome !== null && !provisional),
        outcome ? outcome.ranks[seat] : '', outcome ? outcome.scores[seat] : '', outcome ? yesNo(outcome.winners.includes(seat)) : '', yesNo(provisional),
        ...figures.map((f) => cell(stats[f])),
      ]);
    }
    for (const id of t.observers) {
      const student = w.students.find((s) => s.id === id);
      if (!student) continue;
      seated.add(id);
      rows.push([w.code, t.index + 1, t.room ?? '', '', student.nickname, '', 'yes', yesNo(student.steppedOut), yesNo(outcome !== null && !provisional), '', '', '', yesNo(provisional), ...figures.map(() => '')]);
    }
  });
  for (const s of w.present()) {
    if (!seated.has(s.id)) rows.push([w.code, '', '', '', s.nickname, '', 'no', yesNo(s.steppedOut), 'no', '', '', '', 'no', ...figures.map(() => '')]);
  }
  const safe = [header, ...rows].map((row) => row.map((c) => (typeof c === 'string' ? spreadsheetSafe(c) : c)));
  return stringify(safe, { quoted_match: SPREADSHEET_QUOTE, record_delimiter: '\r\n', bom: true });
}
