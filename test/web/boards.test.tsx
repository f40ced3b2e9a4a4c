// @vitest-environment jsdom
/**
 * The boards over many real positions: every legal move is sorted into a group, and every board
 * element a move targets is drawn as a button — so nothing legal is unreachable from the board —
 * while no button appears for an element no legal move acts on.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.ts';
import { getGame } from '../../src/games/all.ts';
import emigrationBoard from '../../src/web/boards/emigration/index.tsx';
import refugeeBoard from '../../src/web/boards/refugee/index.tsx';
import type { BoardModule } from '../../src/web/boards/types.ts';
import { LocalMatch } from '../../src/web/local/match.ts';
import { targetMap } from '../../src/web/table/targets.ts';

afterEach(cleanup);

function checkPositions(gameId: string, board: BoardModule, players: number, seed: number, samples: number) {
  const game = getGame(gameId);
  const m = new LocalMatch(game, { game: gameId, players, seed, human: 0, playerName: 'You', bots: Array(players).fill({ kind: 'random', strength: 'easy' }) }, (k, s) => createBot(k, { strength: s }));
  let checked = 0;
  for (let step = 0; step < 400 && checked < samples && !m.over; step++) {
    const seat = m.snapshot().active[0];
    const snap = { ...m.snapshot(), viewer: seat };
    const view = game.view(m.state, seat);
    snap.view = view;
    snap.legal = game.legalActions(m.state, seat).map((action: number) => ({ action, label: game.describeAction(view, seat, action) }));
    if (step % 3 === 0) {
      for (const c of snap.legal) expect(board.classify(view, seat, c.action).group.length).toBeGreaterThan(0);
      const targets = targetMap(snap.legal, (a) => board.classify(view, seat, a), []);
      const { container, unmount } = render(<board.Board snapshot={snap} targets={targets} selected={[]} onTarget={() => {}} />);
      const drawn = new Set([...container.querySelectorAll('button[data-target]')].map((b) => b.getAttribute('data-target')));
      expect([...drawn].sort()).toEqual([...targets.keys()].sort());
      expect(board.phaseHint(view, seat, snap.names)).not.toBe(undefined);
      unmount();
      checked++;
    }
    const legal = snap.legal;
    m.apply(seat, legal[(step * 7) % legal.length].action);
  }
  expect(checked).toBe(samples);
}

describe('boards draw a clickable target for every targeted legal move', () => {
  it('Emigration (3 players)', () => checkPositions('emigration', emigrationBoard, 3, 5, 25));
  it('#refugee (3 players)', () => checkPositions('refugee', refugeeBoard, 3, 6, 25));
  it('#refugee (4 players)', () => checkPositions('refugee', refugeeBoard, 4, 17, 15));
});
