// @vitest-environment jsdom
/**
 * The table's auto-pass (docs/architecture.md §11) with a board that flags its pass: it sends the real
 * pass once when it is the only move, says so, offers "Pass for the rest of this round", and keeps
 * passing only until the board's round changes. A replay never passes for anyone.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardModule } from '../../src/web/boards/types.ts';
import { AUTO_PASS_KEY } from '../../src/web/table/auto-pass.ts';
import { Table } from '../../src/web/table/Table.tsx';
import type { TableSnapshot } from '../../src/web/table/types.ts';

const PASS = 0;
const fakeBoard: BoardModule = {
  Board: () => <div className="board">board</div>,
  classify: (_v, _s, a) => ({ group: a === PASS ? 'Pass' : 'Play a card', pass: a === PASS }),
  phaseHint: () => '',
  describe: (_v, _s, a) => (a === PASS ? 'Pass' : `Play card ${a}`),
  roundKey: (v) => `round ${(v as { round: number }).round}`,
};
vi.mock('../../src/web/boards/index.ts', () => ({ loadBoard: async () => fakeBoard, hasBoard: () => true }));

afterEach(cleanup);
beforeEach(() => localStorage.clear());

function snap(version: number, legal: number[], round = 1, extra: Partial<TableSnapshot> = {}): TableSnapshot {
  return {
    gameId: 'fake', title: 'Fake', players: 2, viewer: 0, view: { round }, version, names: ['You', 'Bot'], log: [], lastEvents: [], outcome: null,
    active: [0], legal: legal.map((a) => ({ action: a, label: a === PASS ? 'Pass' : `Play card ${a}` })), ...extra,
  };
}

describe('auto-pass at the table', () => {
  it('sends the pass once when it is the only move, and says so', async () => {
    const send = vi.fn();
    const { rerender } = render(<Table snapshot={snap(3, [PASS])} onAct={send} />);
    await waitFor(() => expect(send).toHaveBeenCalledWith(PASS, 'Pass'));
    expect(screen.getByTestId('auto-pass-note').textContent).toMatch(/On your last turn you passed automatically: passing was your only move then/);
    // The same position drawn again (the answer not back yet) sends nothing more.
    rerender(<Table snapshot={snap(3, [PASS])} onAct={send} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('the note goes when the game ends: "The game is over" is not followed by "you passed automatically"', async () => {
    const send = vi.fn();
    const { rerender } = render(<Table snapshot={snap(3, [PASS])} onAct={send} />);
    await waitFor(() => expect(send).toHaveBeenCalledWith(PASS, 'Pass'));
    expect(screen.getByTestId('auto-pass-note')).toBeTruthy();
    const outcome = { reason: 'Bot won.', scores: [0, 1], ranks: [2, 1], winners: [1], tie: false, stats: [{}, {}] };
    await act(async () => rerender(<Table snapshot={snap(4, [], 1, { active: [], outcome })} onAct={send} />));
    expect(screen.getByTestId('prompt').textContent).toMatch(/game is over/i);
    expect(screen.queryByTestId('auto-pass-note')).toBeNull();
  });

  it('leaves the choice to the person when they turned it off, or when another move is possible', async () => {
    const send = vi.fn();
    const { rerender } = render(<Table snapshot={snap(1, [PASS, 4])} onAct={send} />);
    await screen.findByRole('button', { name: 'Play card 4' });
    const box = screen.getByRole('checkbox', { name: /only move/ });
    fireEvent.click(box);
    expect(localStorage.getItem(AUTO_PASS_KEY)).toBe('off');
    rerender(<Table snapshot={snap(2, [PASS])} onAct={send} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(send).not.toHaveBeenCalled();
  });

  it('"Pass for the rest of this round" passes now and at every pass of the round, then stops', async () => {
    const send = vi.fn();
    const { rerender } = render(<Table snapshot={snap(1, [PASS, 4], 7)} onAct={send} />);
    fireEvent.click(await screen.findByTestId('pass-round'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    rerender(<Table snapshot={snap(2, [PASS, 5], 7)} onAct={send} />);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('auto-pass-note').textContent).toMatch(/rest of this round/);
    // Round 8: the person chooses again.
    await act(async () => rerender(<Table snapshot={snap(3, [PASS, 5], 8)} onAct={send} />));
    await new Promise((r) => setTimeout(r, 20));
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Play card 5' })).toBeTruthy();
  });

  it('never passes in a replay, whatever the snapshot offers', async () => {
    const send = vi.fn();
    render(<Table snapshot={snap(1, [PASS], 1, { replay: true })} onAct={send} />);
    await screen.findByText('board');
    await new Promise((r) => setTimeout(r, 20));
    expect(send).not.toHaveBeenCalled();
  });
});
