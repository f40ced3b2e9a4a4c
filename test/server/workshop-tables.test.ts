/**
 * Workshop table forming (docs/workshop.md, "Forming tables") and workshop storage: the automatic plan
 * for each remainder rule, the checks on a rearrangement, and the SQLite schema (version 3) written,
 * read back (SQLite and PostgreSQL) and migrated from a version 2 database (SQLite).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../src/server/storage/sqlite.ts';
import type { StoredWorkshop } from '../../src/server/storage/types.ts';
import { checkPlan, defaultTableSize, formTables, type TableRules } from '../../src/server/workshop/tables.ts';
import { tempDir } from './helpers.ts';
import { adapterCases, dropPostgresSchemas } from './postgres-helpers.ts';

afterAll(dropPostgresSchemas);

const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);
const shape = (rules: TableRules, n: number) => formTables(ids(n), rules).map((t) => `${t.students.length}+${t.bots}${t.observers.length ? `/${t.observers.length}` : ''}`);

describe('automatic tables', () => {
  it('takes the best size by default: the largest up to four', () => {
    expect(defaultTableSize(2, 4)).toBe(4);
    expect(defaultTableSize(2, 6)).toBe(4);
    expect(defaultTableSize(4, 4)).toBe(4);
    expect(defaultTableSize(5, 8)).toBe(5);
    expect(defaultTableSize(2, 3)).toBe(3);
  });

  it('plan bots: groups in arrival order, a short last table filled with bots, never one student alone with bots', () => {
    const bots = (tableSize: number, min: number, max: number): TableRules => ({ tableSize, min, max, remainder: 'bots' });
    expect(shape(bots(4, 2, 4), 8)).toEqual(['4+0', '4+0']);
    expect(shape(bots(4, 2, 4), 10)).toEqual(['4+0', '4+0', '2+2']);
    expect(shape(bots(4, 2, 4), 3)).toEqual(['3+1']);
    expect(shape(bots(4, 2, 4), 1)).toEqual(['1+3']);
    // The lone ninth student joins a table of five where the game allows it, else takes a companion.
    expect(shape(bots(4, 2, 6), 9)).toEqual(['4+0', '5+0']);
    expect(shape(bots(4, 2, 4), 9)).toEqual(['4+0', '3+1', '2+2']);
    expect(shape(bots(2, 2, 2), 5)).toEqual(['2+0', '2+0', '1+1']);
    expect(formTables(ids(9), bots(4, 2, 4)).map((t) => t.students)).toEqual([ids(4), ['s4', 's5', 's6'], ['s7', 's8']]);
  });

  it('plan observers: enough leftovers form their own table, fewer watch the full tables', () => {
    const obs = (tableSize: number, min: number, max: number): TableRules => ({ tableSize, min, max, remainder: 'observers' });
    expect(shape(obs(4, 2, 4), 10)).toEqual(['4+0', '4+0', '2+0']);
    expect(shape(obs(4, 3, 4), 10)).toEqual(['4+0/1', '4+0/1']);
    expect(shape(obs(3, 2, 4), 7)).toEqual(['3+0/1', '3+0']);
    // A class smaller than the game's minimum plays with bots up to it.
    expect(shape(obs(4, 3, 4), 2)).toEqual(['2+1']);
    expect(formTables(ids(10), obs(4, 3, 4))[1].observers).toEqual(['s9']);
  });
});

describe('rearranged tables', () => {
  const rules: TableRules = { tableSize: 3, min: 2, max: 4, remainder: 'bots' };
  it('accepts every student exactly once within the game\'s range, and fills with bots', () => {
    const tables = checkPlan({ tables: [['s3', 's0'], ['s1', 's2', 's4', 's5']], observers: [] }, ids(6), rules);
    expect(tables.map((t) => [t.students, t.bots])).toEqual([[['s3', 's0'], 1], [['s1', 's2', 's4', 's5'], 0]]);
    const watched = checkPlan({ tables: [['s0', 's1']], observers: [{ studentId: 's2', table: 0 }] }, ids(3), rules);
    expect(watched[0].observers).toEqual(['s2']);
  });

  it('refuses a student twice, missing, unknown, an empty or too large table, a table that does not exist', () => {
    const bad = (tables: string[][], observers: Array<{ studentId: string; table: number }> = []) => () => checkPlan({ tables, observers }, ids(5), rules);
    expect(bad([['s0', 's1', 's2'], ['s3', 's4', 's0']])).toThrow(/"s0" is placed twice/);
    expect(bad([['s0', 's1', 's2'], ['s3']])).toThrow(/missing: s4/);
    expect(bad([['s0', 's1', 's2'], ['s3', 's4', 'zz']])).toThrow(/no student "zz"/);
    expect(bad([['s0', 's1', 's2', 's3', 's4']])).toThrow(/at most 4 players/);
    expect(bad([['s0', 's1', 's2', 's3', 's4'], []])).toThrow(/at least one student/);
    expect(bad([['s0', 's1', 's2', 's3']], [{ studentId: 's4', table: 1 }])).toThrow(/no table 1/);
  });
});

const stored: StoredWorkshop = {
  config: {
    code: 'WKSHOP', game: 'pledge', options: {}, turnTimer: null, language: 'zh-Hant', tableSize: 3, remainder: 'bots',
    bot: { kind: 'random', strength: 'easy' }, standInBot: { kind: 'random', strength: 'easy' }, botThinkMs: 0, dropReplaceSeconds: null,
    facilitatorTokenHash: 'f', createdAt: 1,
  },
  state: { phase: 'waiting', paused: false, pausedAt: null, message: null, startedAt: null, endedAt: null, frozen: [] },
  students: [
    { id: 'sa', nickname: 'Amal', language: 'en', tokenHash: 'ha', joinedAt: 2, steppedOut: false },
    { id: 'sb', nickname: '小明', language: 'zh-Hant', tokenHash: 'hb', joinedAt: 3, steppedOut: false },
  ],
  tables: [{ index: 0, room: null, students: ['sb', 'sa'], bots: 1, observers: [] }],
};

describe.each(adapterCases())('workshop storage in %s', (_, adapter) => {
  it.skipIf(adapter.skip)('writes, reads back and lists the workshops rebuilt at start (playing, or ended with frozen tables; not waiting)', async () => {
    const place = await adapter.place();
    const s = await adapter.open(place);
    await s.commit([
      { kind: 'createWorkshop', config: stored.config, state: stored.state },
      ...stored.students.map((student) => ({ kind: 'workshopStudent' as const, code: 'WKSHOP', student })),
      { kind: 'workshopTables', code: 'WKSHOP', tables: stored.tables },
      { kind: 'workshopStudent', code: 'WKSHOP', student: { ...stored.students[0], steppedOut: true } },
      // A removal is kept: the name stays out of the class after a restart (docs/workshop.md, People come and go).
      { kind: 'workshopStudent', code: 'WKSHOP', student: { ...stored.students[1], removed: true } },
    ]);
    await expect(s.commit([{ kind: 'workshopUpdate', code: 'NOSUCH', state: stored.state }])).rejects.toThrow(/no workshop/);
    await s.close();
    const again = await adapter.open(place);
    const back = await again.loadWorkshop('WKSHOP');
    expect(back).toEqual({ ...stored, students: [{ ...stored.students[0], steppedOut: true }, { ...stored.students[1], removed: true }] });
    expect(await again.workshopExists('WKSHOP')).toBe(true);
    expect(await again.workshopExists('NOSUCH')).toBe(false);
    // Still waiting: no rooms to pause, so it is loaded when someone comes, not at start.
    expect(await again.loadActiveWorkshops()).toEqual([]);
    await again.commit([{ kind: 'workshopUpdate', code: 'WKSHOP', state: { ...stored.state, phase: 'playing' } }]);
    expect((await again.loadActiveWorkshops()).map((w) => w.config.code)).toEqual(['WKSHOP']);
    await again.commit([{ kind: 'workshopUpdate', code: 'WKSHOP', state: { ...stored.state, phase: 'debrief', frozen: [0] } }]);
    expect(await again.loadActiveWorkshops()).toHaveLength(1);
    await again.commit([{ kind: 'workshopUpdate', code: 'WKSHOP', state: { ...stored.state, phase: 'debrief' } }]);
    expect(await again.loadActiveWorkshops()).toHaveLength(0);
    expect((await again.loadWorkshop('WKSHOP'))?.state.phase).toBe('debrief');
    await again.close();
  });
});

describe.each(adapterCases())('workshop retention in %s', (_, adapter) => {
  it.skipIf(adapter.skip)('finds workshops never started or ended before the cutoffs, with their rooms, and deletes one with its students', async () => {
    const s = await adapter.open(await adapter.place());
    const ended = { ...stored.config, code: 'WKENDD', createdAt: 1 };
    await s.commit([
      { kind: 'createWorkshop', config: stored.config, state: stored.state },
      ...stored.students.map((student) => ({ kind: 'workshopStudent' as const, code: 'WKSHOP', student })),
      { kind: 'createWorkshop', config: ended, state: { ...stored.state, phase: 'debrief', startedAt: 2, endedAt: 50 } },
      { kind: 'workshopTables', code: 'WKENDD', tables: [{ ...stored.tables[0], room: 'RMTAB1' }] },
    ]);
    const find = (lobbyCreatedBefore: number | null, finishedBefore: number | null) =>
      s.findExpiredWorkshops({ lobbyCreatedBefore, finishedBefore, idleBefore: null }, 10);
    expect(await find(null, null)).toEqual([]);
    expect(await find(2, null)).toEqual([{ code: 'WKSHOP', reason: 'waiting', rooms: [] }]);
    expect(await find(null, 50)).toEqual([]);
    expect(await find(null, 51)).toEqual([{ code: 'WKENDD', reason: 'ended', rooms: ['RMTAB1'] }]);
    await s.commit([{ kind: 'deleteWorkshop', code: 'WKSHOP' }, { kind: 'deleteWorkshop', code: 'NOSUCH' }]);
    expect(await s.loadWorkshop('WKSHOP')).toBeNull();
    expect(await s.workshopExists('WKENDD')).toBe(true);
    await s.close();
  });
});

describe('workshop storage in SQLite', () => {
  it('migrates a version 2 database, keeping its rooms', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'crossings.db');
    const first = new SqliteStorage(file, { writer: 'inline', sync: 'NORMAL' });
    await first.close();
    // Back to version 2: no workshop tables.
    const raw = new Database(file);
    raw.exec('DROP TABLE workshop_students; DROP TABLE workshops;');
    raw.pragma('user_version = 2');
    raw.close();
    const s = new SqliteStorage(file, { writer: 'inline', sync: 'NORMAL' });
    await s.commit([{ kind: 'createWorkshop', config: stored.config, state: stored.state }]);
    expect((await s.loadWorkshop('WKSHOP'))?.config).toEqual(stored.config);
    await s.close();
    const check = new Database(file);
    expect(check.pragma('user_version', { simple: true })).toBe(4);
    check.close();
  });

  it('migrates a version 3 database, keeping its students, and keeps removals from then on', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'crossings.db');
    const first = new SqliteStorage(file, { writer: 'inline', sync: 'NORMAL' });
    await first.commit([{ kind: 'createWorkshop', config: stored.config, state: stored.state },
      ...stored.students.map((student) => ({ kind: 'workshopStudent' as const, code: 'WKSHOP', student }))]);
    await first.close();
    // Back to version 3: no removed column.
    const raw = new Database(file);
    raw.exec('ALTER TABLE workshop_students DROP COLUMN removed');
    raw.pragma('user_version = 3');
    raw.close();
    const s = new SqliteStorage(file, { writer: 'inline', sync: 'NORMAL' });
    expect((await s.loadWorkshop('WKSHOP'))?.students).toEqual(stored.students);
    await s.commit([{ kind: 'workshopStudent', code: 'WKSHOP', student: { ...stored.students[0], removed: true } }]);
    expect((await s.loadWorkshop('WKSHOP'))?.students[0].removed).toBe(true);
    await s.close();
    const check = new Database(file);
    expect(check.pragma('user_version', { simple: true })).toBe(4);
    check.close();
  });
});
