// @vitest-environment jsdom
/**
 * The online table takes the legal moves bare, as action numbers (useRoom.ts asks the room's socket with
 * `labels: false`), and words them from its view with the board's `describe` in the reader's language
 * (in-language.ts): every game's moves read exactly as the game's describeAction says, in English and in
 * Traditional Chinese, and a played move reaches the room with the words the player read.
 */
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBot } from '../../src/bots/index.ts';
import { getGame, listGames } from '../../src/games/all.ts';
import { genericBoard } from '../../src/web/boards/generic.tsx';
import { i18n } from '../../src/web/i18n/index.ts';
import { LocalMatch } from '../../src/web/local/match.ts';
import { legalChoices } from '../../src/web/online/useRoom.ts';
import { inLanguage } from '../../src/web/table/in-language.ts';
import { Table } from '../../src/web/table/Table.tsx';
import type { TableSnapshot } from '../../src/web/table/types.ts';

const makeBot = (kind: 'random' | 'heuristic' | 'ismcts', strength: 'easy' | 'medium' | 'hard') => createBot(kind, { strength });

/** A position where seat 0 has moves, with the moves as the room's socket sends them: bare. */
function bareSnapshot(gameId: string): { snap: TableSnapshot; worded: TableSnapshot } {
  const game = getGame(gameId)!;
  const m = new LocalMatch(game, {
    game: gameId, players: game.minPlayers, seed: 5, human: 0, playerName: 'Amal',
    bots: Array.from({ length: game.minPlayers }, (_, i) => (i === 0 ? null : { kind: 'random' as const, strength: 'easy' as const })),
  }, makeBot);
  for (let i = 0; i < 200 && m.pendingBot() !== null; i++) m.stepBot();
  const worded = m.snapshot();
  expect(worded.legal.length).toBeGreaterThan(0);
  return { snap: { ...worded, legal: legalChoices(worded.legal.map((c) => c.action)) }, worded };
}

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('legalChoices', () => {
  it('takes bare numbers with empty labels, keeps worded moves, and reads anything else as no moves', () => {
    expect(legalChoices([3, 7])).toEqual([{ action: 3, label: '' }, { action: 7, label: '' }]);
    expect(legalChoices([{ action: 3, label: 'Pass' }])).toEqual([{ action: 3, label: 'Pass' }]);
    expect(legalChoices(undefined)).toEqual([]);
  });
});

describe('inLanguage words bare moves', () => {
  it('with the game\'s own words when the page knows the game, and by number when it does not', () => {
    const { snap, worded } = bareSnapshot('emigration');
    const game = getGame('emigration')!;
    expect(inLanguage(snap, genericBoard(game), 'en').legal).toEqual(worded.legal);
    expect(inLanguage(snap, genericBoard(null), 'en').legal.map((c) => c.label)).toEqual(snap.legal.map((c) => `Move ${c.action}`));
  });
});

describe('the online table with bare moves', () => {
  for (const info of listGames().filter((g) => !g.id.startsWith('pledge'))) {
    it(`${info.id}: the moves read as describeAction says, in English and in Chinese, and a click sends the words read`, async () => {
      const game = getGame(info.id)!;
      const { snap } = bareSnapshot(info.id);
      const onAct = vi.fn();
      const { rerender } = render(<Table snapshot={snap} onAct={onAct} />);
      const labels = () => [...document.querySelectorAll('#moves .action-label')].map((e) => e.textContent ?? '').sort();
      await waitFor(() => expect(labels()).toEqual(snap.legal.map((c) => game.describeAction(snap.view, 0, c.action, 'en')).sort()), { timeout: 10_000 });
      const button = document.querySelector<HTMLButtonElement>('#moves button.action:not([data-confirm="true"])');
      expect(button, 'a move the table sends without asking first').not.toBeNull();
      fireEvent.click(button!);
      const action = Number(button!.getAttribute('data-action'));
      expect(onAct).toHaveBeenCalledWith(action, game.describeAction(snap.view, 0, action, 'en'));
      await act(() => i18n.changeLanguage('zh-Hant'));
      rerender(<Table snapshot={snap} onAct={onAct} />);
      await waitFor(() => expect(labels()).toEqual(snap.legal.map((c) => game.describeAction(snap.view, 0, c.action, 'zh-Hant')).sort()));
    });
  }
});
