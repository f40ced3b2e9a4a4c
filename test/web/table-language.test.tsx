// @vitest-environment jsdom
/**
 * The table in the reader's language (docs/architecture.md §12): with Traditional Chinese chosen, every
 * game's moves, log lines, seat names and board words read in Chinese, and switching back reads English
 * again. The match runs in this page (LocalMatch), as a local game does; the server's English labels are
 * worded again by the board (in-language.ts), which the online table shares.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.ts';
import { getGame, listGames } from '../../src/games/all.ts';
import { i18n } from '../../src/web/i18n/index.ts';
import { LocalMatch, type LocalSetup } from '../../src/web/local/match.ts';
import { Table } from '../../src/web/table/Table.tsx';

const HAN = /\p{Script=Han}/u;
const makeBot = (kind: 'random' | 'heuristic' | 'ismcts', strength: 'easy' | 'medium' | 'hard') => createBot(kind, { strength });
const setup = (game: string, players: number): LocalSetup => ({
  game, players, seed: 11, human: 0, playerName: 'Amal',
  bots: Array.from({ length: players }, (_, i) => (i === 0 ? null : { kind: 'random' as const, strength: 'easy' as const })),
});

/** Plays until the person has a move again after at least one move of their own (so the log has lines). */
function playSome(m: LocalMatch): void {
  let own = 0;
  for (let i = 0; i < 400 && !m.over; i++) {
    if (m.pendingBot() !== null) { m.stepBot(); continue; }
    if (own >= 2) return;
    const snap = m.snapshot();
    expect(m.apply(0, snap.legal[snap.legal.length - 1].action)).toBe(true);
    own++;
  }
}

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('the table in Traditional Chinese', () => {
  for (const info of listGames().filter((g) => !g.id.startsWith('pledge'))) {
    it(`${info.id}: moves, log, seat names and the board read in Chinese; English comes back`, async () => {
      const game = getGame(info.id)!;
      const m = new LocalMatch(game, setup(info.id, game.minPlayers), makeBot);
      playSome(m);
      const snap = m.snapshot();
      expect(snap.legal.length).toBeGreaterThan(0);
      await act(() => i18n.changeLanguage('zh-Hant'));
      const { rerender } = render(<Table snapshot={snap} onAct={() => {}} />);
      // The board loads in its own chunk; the moves are worded by it.
      await waitFor(() => expect(document.querySelectorAll('#moves button.action').length).toBeGreaterThan(0), { timeout: 10_000 });
      const labels = [...document.querySelectorAll('#moves .action-label')].map((e) => e.textContent ?? '');
      for (const label of labels) expect(label).toMatch(HAN);
      expect([...labels].sort()).toEqual(snap.legal.map((c) => game.describeAction(snap.view, 0, c.action, 'zh-Hant')).sort());
      const log = screen.getByRole('region', { name: i18n.getFixedT('zh-Hant', 'table')('log.title') }).textContent ?? '';
      expect(log).toMatch(HAN);
      for (const e of snap.log.slice(-3)) if (e.texts?.['zh-Hant']) expect(log).toContain(e.texts['zh-Hant']);
      expect(document.querySelector('.seats')?.textContent).toContain('Amal（玩家 1，你）');
      // No English sentence is left on the board (names and numbers may stay).
      const boardText = document.querySelector('.board-area')?.textContent ?? '';
      expect(boardText).toMatch(HAN);
      expect(boardText.match(/\b[A-Za-z]{4,}\b(?:\s+[A-Za-z]{2,}){2,}/)?.[0], 'an English phrase on the Chinese board').toBeUndefined();
      await act(() => i18n.changeLanguage('en'));
      rerender(<Table snapshot={snap} onAct={() => {}} />);
      const english = () => [...document.querySelectorAll('#moves .action-label')].map((e) => e.textContent ?? '').sort();
      await waitFor(() => expect(english()).toEqual(snap.legal.map((c) => c.label).sort()));
      expect(document.querySelector('.seats')?.textContent).toContain('Amal (Player 1, you)');
    });
  }
});
