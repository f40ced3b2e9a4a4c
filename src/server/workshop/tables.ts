/**
 * Forming a workshop's tables from the students in arrival order, and checking a facilitator's
 * rearrangement (docs/workshop.md, "Forming tables"). Pure functions: the workshop stores the result.
 */
import { RoomError } from '../room/errors.ts';
import type { RemainderPlan, WorkshopTable } from '../storage/types.ts';
import type { TablesBody } from './protocol.ts';

export interface TableRules {
  tableSize: number;
  /** The game's player range. */
  min: number;
  max: number;
  remainder: RemainderPlan;
}

/** The game's best table size: maxPlayers when it is at most 4, else 4, within min..max. */
export function defaultTableSize(min: number, max: number): number {
  return Math.min(max, Math.max(min, max <= 4 ? max : 4));
}

/**
 * How many seats a table of `students` students has: with plan `bots` short tables are filled with
 * bots up to the table size; with plan `observers` a table has no bots unless it has fewer students
 * than the game's minimum (a class smaller than one table).
 */
export function seatsFor(students: number, rules: TableRules): number {
  return Math.max(students, rules.remainder === 'bots' ? rules.tableSize : rules.min);
}

function table(index: number, students: string[], rules: TableRules): WorkshopTable {
  return { index, room: null, students, bots: seatsFor(students.length, rules) - students.length, observers: [] };
}

/**
 * The automatic plan: groups of the table size in arrival order. What happens to the students left
 * over (fewer than a table) depends on the plan:
 * - `bots`: they form a last, short table filled with bots; but a lone student never plays only
 *   with bots while the class has other tables: they join the last full table when the game allows
 *   one more player, else (tables of 3 or more) that table gives them its last student, so both
 *   tables have people and bots; only with tables of two at a game of at most two players do they
 *   play a bot.
 * - `observers`: as many as the game's minimum players form a table of their own without bots;
 *   fewer watch the full tables as spectators, one per table in turn. A class smaller than the
 *   game's minimum plays at one table filled with bots up to that minimum.
 */
export function formTables(studentIds: readonly string[], rules: TableRules): WorkshopTable[] {
  const size = rules.tableSize;
  const groups: string[][] = [];
  for (let i = 0; i < studentIds.length; i += size) groups.push(studentIds.slice(i, i + size));
  if (groups.length === 0) return [];
  const last = groups[groups.length - 1];
  const short = last.length < size && groups.length > 1;
  let observers: string[] = [];
  if (short && rules.remainder === 'bots' && last.length === 1) {
    const previous = groups[groups.length - 2];
    if (size + 1 <= rules.max) {
      previous.push(...last);
      groups.pop();
    } else if (size >= 3) {
      last.unshift(previous.pop()!);
    }
  } else if (short && rules.remainder === 'observers' && last.length < rules.min) {
    observers = last;
    groups.pop();
  }
  const tables = groups.map((g, i) => table(i, g, rules));
  observers.forEach((id, i) => tables[i % tables.length].observers.push(id));
  return tables;
}

/**
 * Checks a rearranged plan: every student exactly once (at a table or watching one), every table
 * with 1..maxPlayers students, observers watching tables that exist. Returns the tables to store.
 */
export function checkPlan(body: TablesBody, studentIds: readonly string[], rules: TableRules): WorkshopTable[] {
  const known = new Set(studentIds);
  const seen = new Set<string>();
  const problems: string[] = [];
  const place = (id: string, where: string) => {
    if (!known.has(id)) problems.push(`${where}: there is no student "${id}" in this workshop`);
    else if (seen.has(id)) problems.push(`${where}: student "${id}" is placed twice`);
    seen.add(id);
  };
  body.tables.forEach((ids, t) => {
    ids.forEach((id, s) => place(id, `tables.${t}.${s}`));
    if (ids.length === 0) problems.push(`tables.${t}: a table needs at least one student`);
    if (ids.length > rules.max) problems.push(`tables.${t}: the game takes at most ${rules.max} players; this table has ${ids.length} students`);
  });
  body.observers.forEach((o, i) => {
    place(o.studentId, `observers.${i}`);
    if (o.table >= body.tables.length) problems.push(`observers.${i}: there is no table ${o.table} (tables are numbered from 0)`);
  });
  const missing = studentIds.filter((id) => !seen.has(id));
  if (missing.length) problems.push(`every student must be placed; missing: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}`);
  if (problems.length) throw new RoomError('INVALID_REQUEST', problems.slice(0, 20).join('; '));
  const tables = body.tables.map((ids, i) => table(i, [...ids], rules));
  for (const o of body.observers) tables[o.table].observers.push(o.studentId);
  return tables;
}
