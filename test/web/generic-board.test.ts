/**
 * The generic board (for a game without a board of its own) groups moves by the kind their action
 * structs name — the game's own decoder, not a guess from the numbers.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/all.ts';
import { genericBoard, kindWords } from '../../src/web/boards/generic.tsx';
import { loadBoard } from '../../src/web/boards/index.ts';

describe('generic board', () => {
  it('names kinds in words', () => {
    expect(kindWords('fogDecline')).toBe('Fog decline');
    expect(kindWords('natural-disaster')).toBe('Natural disaster');
    expect(kindWords('')).toBe('Moves');
  });

  it('groups every legal move of a game under its struct kind', () => {
    for (const id of ['emigration', 'refugee']) {
      const game = getGame(id);
      const board = genericBoard(game);
      const s = game.setup({ players: 3, seed: 2 });
      const seat = game.activeSeats(s)[0];
      const v = game.view(s, seat);
      for (const a of game.legalActions(s, seat)) {
        expect(board.classify(v, seat, a).group).toBe(kindWords(game.actionToStruct!(v, seat, a)!.kind));
      }
    }
  });

  it('without the game, puts every move under one heading; an unknown game gets that board', async () => {
    expect(genericBoard(null).classify({}, 0, 5)).toEqual({ group: 'Moves' });
    expect((await loadBoard('no-such-game')).classify({}, 0, 5)).toEqual({ group: 'Moves' });
  });
});
