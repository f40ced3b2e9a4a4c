/**
 * A class over a real server (docs/workshop.md): play ended early keeps every student's standing (the
 * game's provisional ranking, BL-D43), in the results and the CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startServer, type TestServer } from './helpers.ts';
import { createWorkshop, joinStudents, readCsv } from './workshop-helpers.ts';

let ts: TestServer;

beforeAll(async () => {
  ts = await startServer({ limits: { ratePerSecond: 10_000, burst: 10_000 } });
});
afterAll(async () => {
  await ts?.close();
});

describe('a class whose play ends with the bell', () => {
  it('BL-D43: End play gives every student a provisional standing in the results and the CSV', async () => {
    const { code, facilitatorToken: fac } = await createWorkshop(ts.url, { game: 'borderlines', bot: { kind: 'random' } });
    const students = await joinStudents(ts.url, code, ['Amal', 'Bo', 'Chen', 'Dara', 'Eli']);
    expect((await api(ts.url, 'POST', `/api/workshops/${code}/start`, {}, fac)).status).toBe(200);
    // Every seat a student's, none connected: the stand-in bots are off (dropReplaceSeconds null), so nothing moves.
    const ended = await api(ts.url, 'POST', `/api/workshops/${code}/end-play`, {}, fac);
    expect(ended.status).toBe(200);
    const results = (await api(ts.url, 'GET', `/api/workshops/${code}/results`, undefined, fac)).body;
    expect(results.students).toHaveLength(students.length);
    for (const table of results.tables) {
      expect(table.provisional).toMatchObject({ error: null });
      expect(table.provisional.after).toMatch(/Round 1/);
      expect(table.provisional.afterTexts['zh-Hant']).toBeTruthy();
      expect(table.outcome.winners).toEqual([]);
      expect(table.outcome.ranks).toHaveLength(table.names.length);
    }
    const csv = readCsv(await (await fetch(`${ts.url}/api/workshops/${code}/export.csv`, { headers: { authorization: `Bearer ${fac}` } })).text());
    const header = csv[0];
    expect(new Set(header).size).toBe(header.length);
    const col = (name: string) => header.indexOf(name);
    for (const row of csv.slice(1).filter((r) => r[col('nickname')] !== '')) {
      expect(row[col('provisional')]).toBe('yes');
      expect(Number(row[col('rank')])).toBeGreaterThanOrEqual(1);
    }
  });
});
