import { beforeAll, describe, expect, it } from 'vitest';
import { seatsFrom } from '../../src/web/boards/order.ts';
import { normalizeCode } from '../../src/web/online/api.ts';
import { roomSeatWho } from '../../src/web/online/RoomPage.tsx';
import { i18n, loadAllLanguages } from '../../src/web/i18n/index.ts';

// Another language's texts load when first needed (src/web/i18n/index.ts); these read every language.
beforeAll(loadAllLanguages);
import { seatName as nameOf } from '../../src/web/seat-names.ts';
import { formatTimeLeft } from '../../src/web/online/TurnClock.tsx';
import { parseRoute } from '../../src/web/router.ts';

describe('online room helpers', () => {
  it('accepts an invite code typed any way, or a whole invite link', () => {
    expect(normalizeCode(' k7pq-2m ')).toBe('K7PQ2M');
    expect(normalizeCode('http://127.0.0.1:8080/room/ab3cd9')).toBe('AB3CD9');
    expect(normalizeCode('')).toBe('');
  });

  it('names seats with their "Player N", marks the viewer and a bot standing in, in the reader\'s language', () => {
    const base = { connected: true, standIn: null, bot: null };
    const seats = [
      roomSeatWho({ ...base, index: 0, kind: 'human', name: 'Amal' }, true),
      roomSeatWho({ ...base, index: 1, kind: 'bot', name: null, bot: { kind: 'heuristic', strength: 'hard' } }, false),
      roomSeatWho({ ...base, index: 2, kind: 'open', name: null }, false),
      roomSeatWho({ ...base, index: 3, kind: 'human', name: 'Bruno', standIn: { kind: 'heuristic', strength: 'easy' } }, false),
      roomSeatWho({ ...base, index: 4, kind: 'bot', name: null, bot: { kind: 'ismcts', strength: 'easy' } }, false),
    ];
    const en = i18n.getFixedT('en', 'common');
    expect(seats.map((w, i) => nameOf(en, i, w))).toEqual([
      'Amal (Player 1, you)', 'Player 2 (bot · hard)', 'Player 3 (open seat)', 'Bruno (Player 4) · a bot stands in', 'Player 5 (search bot · easy)',
    ]);
    const zh = i18n.getFixedT('zh-Hant', 'common');
    expect(seats.map((w, i) => nameOf(zh, i, w))).toEqual([
      'Amal（玩家 1，你）', '玩家 2（電腦 · 困難）', '玩家 3（空位）', 'Bruno（玩家 4） · 由電腦代打', '玩家 5（搜尋電腦 · 簡單）',
    ]);
    // A person without a name is their seat; a bot of unknown strength is still a bot.
    expect(nameOf(en, 0, { kind: 'human', name: '', you: true })).toBe('Player 1 (you)');
    expect(nameOf(en, 1, { kind: 'bot' })).toBe('Player 2 (bot)');
  });

  it('routes invite links, local games and replays', () => {
    expect(parseRoute('/')).toEqual({ page: 'home' });
    expect(parseRoute('/room/ab3cd9')).toEqual({ page: 'room', code: 'AB3CD9' });
    expect(parseRoute('/play/emigration')).toEqual({ page: 'local', game: 'emigration' });
    expect(parseRoute('/replay/local')).toEqual({ page: 'replay', source: 'local' });
    expect(parseRoute('/replay/room/xy')).toEqual({ page: 'replay', source: 'room', code: 'XY' });
    expect(parseRoute('/nowhere/else')).toEqual({ page: 'not-found', path: '/nowhere/else' });
  });
});

describe('board seat order', () => {
  it('starts from the viewer and goes round the table; spectators start at seat 1', () => {
    expect(seatsFrom(2, 4)).toEqual([2, 3, 0, 1]);
    expect(seatsFrom('spectator', 3)).toEqual([0, 1, 2]);
    expect(seatsFrom(0, 2)).toEqual([0, 1]);
  });

  it('shows a turn timer briefly: seconds near the end, hours and days for turn-based rooms', () => {
    expect(formatTimeLeft(42_000)).toBe('0:42');
    expect(formatTimeLeft(41_001)).toBe('0:42');
    expect(formatTimeLeft(12 * 60_000 + 5_000)).toBe('12:05');
    expect(formatTimeLeft(5 * 3_600_000 + 12 * 60_000)).toBe('5 h 12 min');
    expect(formatTimeLeft(51 * 3_600_000)).toBe('2 days 3 h');
    expect(formatTimeLeft(-5)).toBe('0:00');
  });
});
