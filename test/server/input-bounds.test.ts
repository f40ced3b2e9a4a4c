/**
 * Names and timers over real HTTP. A player name loses bidi controls, zero-width and other control
 * or format characters (so "\u202E" cannot make one name pass for another), whitespace collapses,
 * and a name with nothing visible left is refused. Turn timers and the drop-replace delay have
 * minimums (1e-9 s is refused), and the web client only offers timers within them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMER_MINIMUMS, timerProblems } from '../../src/server/room/protocol.ts';
import { TURN_TIMERS } from '../../src/web/online/api.ts';
import { api, createRoom, startServer, type TestServer } from './helpers.ts';

let ts: TestServer;
beforeAll(async () => {
  ts = await startServer();
});
afterAll(async () => {
  await ts?.close();
});

const open = { type: 'open' };
const seatNames = async (code: string) => (await api(ts.url, 'GET', `/api/rooms/${code}`)).body.seats.map((s: { name: string | null }) => s.name);

describe('player names', () => {
  it('strips bidi controls, zero-width, control and format characters, and collapses whitespace', async () => {
    const cases: Array<[string, string]> = [
      ['\u202EAmal', 'Amal'], // RIGHT-TO-LEFT OVERRIDE
      ['Am\u202Dal\u202C', 'Amal'], // LEFT-TO-RIGHT OVERRIDE, POP DIRECTIONAL FORMATTING
      ['\u2066Bilal\u2069', 'Bilal'], // isolates
      ['\u200FNour\u200E\u061C', 'Nour'], // marks: right-to-left, left-to-right, Arabic letter
      ['Sa\u200Bm\u200Dir\uFEFF', 'Samir'], // zero-width space and joiner, byte order mark
      ['Ra\u0000n\u001Bia\u007F', 'Rania'], // NUL, ESC, DEL
      ['  Yusuf \t\n  Ali  ', 'Yusuf Ali'],
      ['\u3164Lina\u3164', 'Lina'], // Hangul filler: shows as nothing
      ['Jiří Šťastný', 'Jiří Šťastný'],
      ['مريم', 'مريم'],
    ];
    for (const [raw, clean] of cases) {
      const { code } = await createRoom(ts.url, 'pledge', [open, open]);
      const joined = await api(ts.url, 'POST', `/api/rooms/${code}/join`, { name: raw, seat: 0 });
      expect(joined.status, JSON.stringify(raw)).toBe(200);
      expect(joined.body.room.seats[0].name).toBe(clean);
      expect(await seatNames(code)).toEqual([clean, null]);
    }
  });

  it('refuses a name with nothing visible left, and changes nothing', async () => {
    const { code } = await createRoom(ts.url, 'pledge', [open, open]);
    for (const raw of ['\u202E', '\u200B\u200D \u2066\u2069', '\u0007\t', '   ', '\u3164']) {
      const res = await api(ts.url, 'POST', `/api/rooms/${code}/join`, { name: raw });
      expect(res.status, JSON.stringify(raw)).toBe(400);
      expect(res.body.error).toEqual({
        code: 'INVALID_REQUEST',
        message: 'name: a name needs at least one visible character (control, formatting and invisible characters are removed)',
      });
    }
    const long = await api(ts.url, 'POST', `/api/rooms/${code}/join`, { name: `${'x'.repeat(41)}\u202E` });
    expect(long.body.error.message).toBe('name: a name is at most 40 characters');
    expect(await seatNames(code)).toEqual([null, null]);
    // Forty visible characters wrapped in formatting characters fit.
    const fits = await api(ts.url, 'POST', `/api/rooms/${code}/join`, { name: `\u202E${'x'.repeat(40)}\u202C` });
    expect(fits.body.room.seats[0].name).toBe('x'.repeat(40));
  });
});

describe('timer bounds', () => {
  it('refuses turn timers and drop-replace delays below the minimums with a clear message, creating nothing', async () => {
    const before = (await api(ts.url, 'GET', '/api/rooms')).body.rooms.length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ turnTimer: { mode: 'realtime', seconds: 1e-9 } }, 'turnTimer.seconds: a realtime turn timer is at least 10 seconds; 1e-9 is too short'],
      [{ turnTimer: { mode: 'realtime', seconds: 9.5 } }, 'turnTimer.seconds: a realtime turn timer is at least 10 seconds; 9.5 is too short'],
      [{ turnTimer: { mode: 'turn-based', hours: 1e-9 } }, 'turnTimer.hours: a turn-based timer is at least 1 hour; 1e-9 is too short (use a realtime timer for shorter turns)'],
      [{ turnTimer: { mode: 'turn-based', hours: 0.5 } }, 'turnTimer.hours: a turn-based timer is at least 1 hour; 0.5 is too short (use a realtime timer for shorter turns)'],
      [{ dropReplaceSeconds: 1e-9 }, 'dropReplaceSeconds: either 0 (a bot stands in at once) or at least 5 seconds; 1e-9 is too short'],
      [{ dropReplaceSeconds: 4.99 }, 'dropReplaceSeconds: either 0 (a bot stands in at once) or at least 5 seconds; 4.99 is too short'],
    ];
    for (const [extra, message] of cases) {
      const res = await api(ts.url, 'POST', '/api/rooms', { game: 'pledge', seats: [open, open], ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.error).toEqual({ code: 'INVALID_REQUEST', message });
    }
    // Both problems at once are both reported.
    const both = await api(ts.url, 'POST', '/api/rooms', { game: 'pledge', seats: [open, open], turnTimer: { mode: 'realtime', seconds: 1 }, dropReplaceSeconds: 1 });
    expect(both.body.error.message).toMatch(/^turnTimer\.seconds: .*; dropReplaceSeconds: /);
    expect((await api(ts.url, 'GET', '/api/rooms')).body.rooms.length).toBe(before);
  });

  it('accepts the minimums themselves, and 0 for "a bot stands in at once"', async () => {
    for (const extra of [
      { turnTimer: { mode: 'realtime', seconds: 10 }, dropReplaceSeconds: 5 },
      { turnTimer: { mode: 'turn-based', hours: 1 }, dropReplaceSeconds: 0 },
      { turnTimer: null, dropReplaceSeconds: null },
    ]) {
      const { code } = await createRoom(ts.url, 'pledge', [open, open], extra);
      const info = (await api(ts.url, 'GET', `/api/rooms/${code}`)).body;
      expect(info.dropReplaceSeconds).toBe(extra.dropReplaceSeconds);
    }
  });

  it('offers in the web client only timers the server accepts', () => {
    for (const t of TURN_TIMERS) {
      expect(timerProblems({ turnTimer: t.spec, dropReplaceSeconds: 120 }, DEFAULT_TIMER_MINIMUMS), t.id).toEqual([]);
    }
    // The check can fail: a timer below the minimum is reported.
    expect(timerProblems({ turnTimer: { mode: 'realtime', seconds: 5 }, dropReplaceSeconds: null }, DEFAULT_TIMER_MINIMUMS)).toHaveLength(1);
  });
});
