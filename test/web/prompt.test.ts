import { describe, expect, it } from 'vitest';
import { listNames, promptFor } from '../../src/web/table/prompt.ts';
import { groupLog, seatMark } from '../../src/web/table/log.ts';
import type { TableSnapshot } from '../../src/web/table/types.ts';

function snap(over: Partial<TableSnapshot>): TableSnapshot {
  return {
    gameId: 'pledge', title: 'Pledge', players: 3, viewer: 0, view: {}, legal: [], active: [], outcome: null, version: 4,
    names: ['Player 1 (you)', 'Amal (Player 2)', 'Player 3 (bot · easy)'], log: [], lastEvents: [], ...over,
  };
}

describe('action prompt', () => {
  it('a paused class says so and offers nothing, even on the seat to act', () => {
    const p = promptFor(snap({ viewer: 0, active: [0], legal: [], paused: true }));
    expect(p.heading).toBe('The class is paused');
    expect(p.yourTurn).toBe(false);
  });

  it('tells the seat it is its turn, with the reason from the board and the number of moves', () => {
    const p = promptFor(snap({ active: [0], legal: [{ action: 1, label: 'Pledge 1' }, { action: 4, label: 'Pledge 4' }] }), () => 'Pledge a card.');
    expect(p).toEqual({ heading: 'Your turn', detail: 'Pledge a card. Tap something highlighted on the board, or pick one of the 2 moves.', yourTurn: true });
  });

  it('names the single possible move', () => {
    const p = promptFor(snap({ active: [0], legal: [{ action: 3, label: 'Roll the die' }] }));
    expect(p.detail).toBe('One move is possible: Roll the die.');
  });

  it('says whom the seat waits for and why', () => {
    const p = promptFor(snap({ active: [1] }), (seat) => (seat === 1 ? 'The response window is open.' : ''));
    expect(p.heading).toBe('Waiting for Amal (Player 2)');
    expect(p.detail).toBe('The response window is open.');
    expect(p.yourTurn).toBe(false);
  });

  it('lists several waiting seats (simultaneous moves) and tells a spectator it is watching', () => {
    const p = promptFor(snap({ viewer: 'spectator', active: [0, 1, 2] }));
    expect(p.heading).toBe('Waiting for Player 1 (you), Amal (Player 2) and Player 3 (bot · easy)');
    expect(p.detail).toMatch(/^You are watching\. .* are deciding\.$/);
  });

  it('an active seat with no legal moves waits for the others instead of claiming its turn', () => {
    const p = promptFor(snap({ active: [0, 2], legal: [] }));
    expect(p.yourTurn).toBe(false);
    expect(p.heading).toBe('Waiting for Player 3 (bot · easy)');
  });

  it('reports the end of the game', () => {
    const outcome = { reason: 'All 4 rounds played', scores: [1, 2, 3], ranks: [3, 2, 1], winners: [2], tie: false, stats: [] };
    expect(promptFor(snap({ outcome, active: [] }))).toEqual({ heading: 'The game is over', detail: 'All 4 rounds played', yourTurn: false });
  });

  it('joins names in plain English', () => {
    expect(listNames([])).toBe('');
    expect(listNames(['A'])).toBe('A');
    expect(listNames(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

describe('game log text', () => {
  it('groups lines by the move that caused them and keeps only the latest groups', () => {
    const entries = [
      { version: 1, text: 'Player 1 pledged a card.', kind: 'pledged' },
      { version: 2, text: 'Player 2 pledged a card.', kind: 'pledged' },
      { version: 2, text: 'Pledges: 3, 9.', kind: 'reveal' },
      { version: 3, text: 'Player 1 pledged a card.', kind: 'pledged' },
    ];
    expect(groupLog(entries)).toEqual([
      { version: 1, lines: ['Player 1 pledged a card.'] },
      { version: 2, lines: ['Player 2 pledged a card.', 'Pledges: 3, 9.'] },
      { version: 3, lines: ['Player 1 pledged a card.'] },
    ]);
    expect(groupLog(entries, 2).map((g) => g.version)).toEqual([2, 3]);
  });

  it('gives every seat a distinct colour and a distinct symbol (colour is never the only signal)', () => {
    const marks = Array.from({ length: 6 }, (_, i) => seatMark(i));
    expect(new Set(marks.map((m) => m.colour)).size).toBe(6);
    expect(new Set(marks.map((m) => m.symbol)).size).toBe(6);
  });
});

describe('replay prompt', () => {
  it('says which move the replay shows and who acts next, never "your turn"', () => {
    const p = promptFor(snap({ replay: true, version: 12, active: [0], legal: [] }), () => 'Vetting: 1 vetting card still to play on refugees.');
    expect(p).toEqual({ heading: 'Replay, after move 12', detail: 'Player 1 (you) to act. Vetting: 1 vetting card still to play on refugees.', yourTurn: false });
  });
});
