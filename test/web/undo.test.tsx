// @vitest-environment jsdom
/**
 * Undo at the tables (docs/architecture.md §5a): a local match takes back the person's own undoable steps
 * by the engine's rule and keeps them in its save and record; the table shows "Undo" exactly when the
 * snapshot allows it, as a button a keyboard reaches; the online client shows every refusal.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllLanguages } from '../../src/web/i18n/index.ts';

// Another language's texts load when first needed (src/web/i18n/index.ts); these read every language.
beforeAll(loadAllLanguages);
import { createBot } from '../../src/bots/index.ts';
import { replay, stableHash } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';
import { EmigrationActions as A } from '../../src/games/emigration/index.ts';
import { LocalMatch, parseSaved, type LocalSetup } from '../../src/web/local/match.ts';
import { refusalText } from '../../src/web/online/useRoom.ts';
import { replayRecord } from '../../src/web/table/ReplayPage.tsx';
import { Table } from '../../src/web/table/Table.tsx';
import { pledge } from '../fixtures/pledge.ts';

afterEach(cleanup);

const makeBot = (kind: 'random' | 'heuristic' | 'ismcts', strength: 'easy' | 'medium' | 'hard') => createBot(kind, { strength });
const setup = (game: string, players: number, seed: number): LocalSetup => ({
  game, players, seed, human: 0, playerName: 'You',
  bots: Array.from({ length: players }, (_, i) => (i === 0 ? null : { kind: 'random' as const, strength: 'easy' as const })),
});

describe('undo in a local match', () => {
  it('takes back the person\'s pledge to exactly the state before it, until a bot moves', () => {
    const m = new LocalMatch(pledge, setup('pledge', 3, 4), makeBot);
    const before = stableHash(m.state);
    const snap = m.snapshot();
    expect(snap.canUndo).toBe(false);
    expect(m.apply(0, snap.legal[0].action)).toBe(true);
    expect(m.snapshot().canUndo).toBe(true);
    const version = m.version;
    expect(m.undo()).toBe(true);
    expect(stableHash(m.state)).toBe(before);
    expect(m.version).toBe(version + 1); // the version only grows, so a bot's late answer is dropped
    expect(m.actions).toEqual([]);
    expect(m.log.at(-1)?.text).toBe(`You took back: ${snap.legal[0].label}.`);
    expect(m.undo()).toBe(false);
    // A bot's move closes the window.
    m.apply(0, snap.legal[1].action);
    m.stepBot();
    expect(m.snapshot().canUndo).toBe(false);
    expect(m.undo()).toBe(false);
    // A bot's own steps are never the person's to take back.
    expect(m.actions.at(-1)?.[0]).not.toBe(0);
  });

  it('Emigration: a sale can be taken back, a roll cannot; the save and the record keep the take-back and replay', () => {
    const game = getGame('emigration');
    const m = new LocalMatch(game, { ...setup('emigration', 2, 12), bots: [null, null] }, makeBot);
    let sold = false;
    let rolled = false;
    for (let i = 0; i < 3000 && !m.over && !(sold && rolled); i++) {
      const seat = m.snapshot().active[0];
      const legal = game.legalActions(m.state, seat) as number[];
      const sale = legal.find((a) => a >= A.SELL && a < A.SELL + 1000);
      if (seat === 0 && sale !== undefined && !sold) {
        const before = stableHash(m.state);
        m.apply(0, sale);
        expect(m.canUndo()).toBe(true);
        expect(m.undo()).toBe(true);
        expect(stableHash(m.state)).toBe(before);
        sold = true;
        continue;
      }
      const roll = legal.find((a) => a === A.GRADUATE || a === A.COLLEGE);
      if (seat === 0 && roll !== undefined && !rolled) {
        m.apply(0, roll);
        expect(m.canUndo()).toBe(false);
        rolled = true;
        continue;
      }
      m.apply(seat, legal[(i * 7) % legal.length]);
    }
    expect(sold).toBe(true);
    expect(rolled).toBe(true);
    const saved = parseSaved(JSON.stringify(m.save()))!;
    expect(saved.undone).toHaveLength(1);
    const back = LocalMatch.restore(game, saved, makeBot);
    expect(stableHash(back.state)).toBe(stableHash(m.state));
    expect(back.version).toBe(m.version);
    expect(back.log).toEqual(m.log);
    const record = m.record();
    expect(record.undone).toHaveLength(1);
    const takeBacks = replay(game, record).takeBacks;
    expect(takeBacks).toHaveLength(1);
    // The replay page tells the take-back where it happened, in words.
    const replayed = replayRecord(record);
    const told = replayed.log.filter((l) => l.kind === 'undo');
    expect(told).toEqual([{
      version: takeBacks[0].line, text: `Player 1 took back a move: ${takeBacks[0].text}.`, kind: 'undo',
      // The same line in Chinese, with the move in the game's Chinese words.
      texts: { 'zh-Hant': `玩家 1 收回了一步：${takeBacks[0].texts['zh-Hant']}。` },
    }]);
    expect(replayed.states).toHaveLength(record.actions.length + 1);
  });
});

describe('the table offers "Undo" exactly when allowed', () => {
  const snapshotOf = (canUndo: boolean) => {
    const m = new LocalMatch(pledge, setup('pledge', 2, 3), makeBot);
    return { ...m.snapshot(), canUndo };
  };

  it('shows a button that Tab reaches and that sends the take-back; none when not allowed', async () => {
    const onUndo = vi.fn();
    const { rerender } = render(<Table snapshot={snapshotOf(true)} onAct={() => {}} onUndo={onUndo} />);
    const button = await screen.findByRole('button', { name: 'Undo my last move' });
    expect(button.tabIndex).toBe(0);
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onUndo).toHaveBeenCalledOnce();
    rerender(<Table snapshot={snapshotOf(false)} onAct={() => {}} onUndo={onUndo} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo my last move' })).toBeNull());
    // Spectators and replays have no onUndo: never a button, whatever the snapshot says.
    rerender(<Table snapshot={snapshotOf(true)} />);
    expect(screen.queryByRole('button', { name: 'Undo my last move' })).toBeNull();
  });

  it('the online client words every refusal, naming the move that was not played', () => {
    expect(refusalText('NO_LONGER_LEGAL', 'Other players moved first.', 'Take the lamp')).toBe('Your move “Take the lamp” was not played. Other players moved first.');
    expect(refusalText('STALE_VERSION', 'You have acted since.', null)).toBe('Your move was not played. You have acted since.');
    expect(refusalText('CANNOT_UNDO', 'Player 2 moved last.', null)).toBe('Player 2 moved last.');
    // In Chinese the catalogue's sentence for the code; a code it does not know reads the server's words.
    expect(refusalText('NO_LONGER_LEGAL', 'Other players moved first.', '拿走油燈', 'zh-Hant')).toBe('你的這一步「拿走油燈」沒有下出：其他玩家先行動了，這一步已經不能走。請重新選擇。');
    expect(refusalText('PAUSED', 'The facilitator has paused the class.', null, 'zh-Hant')).toBe('你的這一步沒有下出：引導者暫停了全班的遊戲，或已經結束遊戲階段。');
    expect(refusalText('SOMETHING_NEW', 'A new refusal.', null, 'zh-Hant')).toBe('A new refusal.');
  });
});
