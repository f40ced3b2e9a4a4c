// @vitest-environment jsdom
/**
 * Moves that cannot succeed, or that may fail, say so before they are taken (docs/architecture.md §11,
 * "Words"): Emigration's college tells the rolls the player's money pays for (EM-R25: a dearer roll loses
 * the turn), and if even a roll of 1 were too dear (the rules do not offer it then) it would ask first.
 * The table asks once; "Not yet" sends nothing.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emigration, emigrationActions, type EmigrationView } from '../../src/games/emigration/index.ts';
import { classifyEmigration } from '../../src/web/boards/emigration/classify.ts';
import { Table } from '../../src/web/table/Table.tsx';
import type { TableSnapshot } from '../../src/web/table/types.ts';
import { blankPrep, type EmigrationState } from '../games/emigration/helpers.ts';

afterEach(cleanup);

/** The college move (offered with money enough for a roll of 1, EM-R25). */
function college(s: EmigrationState): number {
  const money = s.money[0];
  s.money[0] = 99;
  const a = emigration.legalActions(s, 0).find((x) => emigrationActions.decode(x)?.kind === 'college');
  s.money[0] = money;
  if (a === undefined) throw new Error('college not offered');
  return a;
}

/** Seat 0's table, its moves as listed (`extra` adds a move to the list, to check the table's question). */
function snapshotOf(s: EmigrationState, extra: number[] = []): TableSnapshot {
  const view = emigration.view(s, 0) as EmigrationView;
  const legal = [...new Set([...emigration.legalActions(s, 0), ...extra])].map((action) => ({ action, label: emigration.describeAction(view, 0, action) }));
  return { gameId: 'emigration', title: 'Emigration', players: s.players, viewer: 0, view, legal, active: [0], outcome: null, version: 1, names: ['Sami', 'Amal'], log: [], lastEvents: [] } as unknown as TableSnapshot;
}

describe('EM-R25: college with too little money', () => {
  it('says which rolls the money pays for; when none would, it says it cannot succeed and asks', () => {
    const s = blankPrep(2);
    const start = Number(s.seats[0].nationality.start);
    s.money[0] = start; // a roll of 1 costs start + 1
    const c = classifyEmigration(emigration.view(s, 0), 0, college(s));
    expect(c.detail).toMatch(/cannot succeed: tuition is at least \d+ and you have \d+ money/);
    expect(c.confirm).toMatch(/cannot succeed now/);
    s.money[0] = start + 1;
    expect(classifyEmigration(emigration.view(s, 0), 0, college(s)).detail).toContain('only a roll of 1 or less pays, otherwise the turn is lost');
    s.money[0] = start + 3; // rolls 1 to 3 pay
    const some = classifyEmigration(emigration.view(s, 0), 0, college(s));
    expect(some.detail).toContain('only a roll of 3 or less pays');
    expect(some.confirm).toBeUndefined();
    s.money[0] = start + 6;
    const sure = classifyEmigration(emigration.view(s, 0), 0, college(s));
    expect(sure.detail).not.toMatch(/cannot|only a roll/);
    expect(sure.confirm).toBeUndefined();
  });

  it('the table asks once before sending it: "Not yet" sends nothing, yes sends the move', async () => {
    const s = blankPrep(2);
    s.money[0] = 0;
    const action = college(s);
    const onAct = vi.fn();
    render(<Table snapshot={snapshotOf(s, [action])} onAct={onAct} />);
    await screen.findByTestId('moves');
    const button = document.querySelector<HTMLButtonElement>(`#moves button[data-action="${action}"]`)!;
    expect(button.getAttribute('data-confirm')).toBe('true');
    fireEvent.click(button);
    expect(onAct).not.toHaveBeenCalled();
    expect(screen.getByTestId('confirm-move').textContent).toMatch(/you have 0, so you lose this turn whatever the roll/);
    fireEvent.click(screen.getByTestId('confirm-no'));
    expect(screen.queryByTestId('confirm-move')).toBeNull();
    expect(onAct).not.toHaveBeenCalled();
    fireEvent.click(button);
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(onAct).toHaveBeenCalledWith(action, button.querySelector(".action-label")?.textContent);
  });
});
