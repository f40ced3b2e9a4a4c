import { describe, expect, it } from 'vitest';
import { seatsFrom } from '../../src/web/boards/order.ts';
import { normalizeCode } from '../../src/web/online/api.ts';
import { seatName } from '../../src/web/online/RoomPage.tsx';
import { formatTimeLeft } from '../../src/web/online/TurnClock.tsx';
import { parseRoute } from '../../src/web/router.ts';

describe('online room helpers', () => {
  it('accepts an invite code typed any way, or a whole invite link', () => {
    expect(normalizeCode(' k7pq-2m ')).toBe('K7PQ2M');
    expect(normalizeCode('http://127.0.0.1:8080/room/ab3cd9')).toBe('AB3CD9');
    expect(normalizeCode('')).toBe('');
  });

  it('names seats with their "Player N", marks the viewer and a bot standing in', () => {
    const base = { connected: true, standIn: null, bot: null };
    expect(seatName({ ...base, index: 0, kind: 'human', name: 'Amal' }, true)).toBe('Amal (Player 1, you)');
    expect(seatName({ ...base, index: 1, kind: 'bot', name: null, bot: { kind: 'heuristic', strength: 'hard' } }, false)).toBe('Player 2 (bot · hard)');
    expect(seatName({ ...base, index: 2, kind: 'open', name: null }, false)).toBe('Player 3 (open seat)');
    expect(seatName({ ...base, index: 3, kind: 'human', name: 'Bruno', standIn: { kind: 'heuristic', strength: 'easy' } }, false)).toBe('Bruno (Player 4) · a bot stands in');
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
