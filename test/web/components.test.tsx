// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGame } from '../../src/games/all.ts';
import { ActionPanel, groupChoices } from '../../src/web/table/ActionPanel.tsx';
import { EndScreen, humanize } from '../../src/web/table/EndScreen.tsx';
import { GameLog } from '../../src/web/table/GameLog.tsx';
import { renderMarkdown } from '../../src/web/table/markdown.tsx';
import { Table } from '../../src/web/table/Table.tsx';
import type { LegalChoice } from '../../src/web/table/types.ts';
import { LocalMatch } from '../../src/web/local/match.ts';
import { createBot } from '../../src/bots/index.ts';
import { pledge } from '../fixtures/pledge.ts';

afterEach(cleanup);

const legal: LegalChoice[] = [
  { action: 1, label: 'Buy the Passport for 3' },
  { action: 2, label: 'Discard the Pen Pal for 2 money' },
  { action: 3, label: 'Buy the Pen Pal for 1' },
  { action: 4, label: 'Go to college' },
];
const classify = (a: number) => (a === 4 ? { group: 'College' } : { group: a === 2 ? 'Discard' : 'Buy', target: a === 1 ? 'card:passport' : 'card:penpal' });

describe('ActionPanel', () => {
  it('lists every legal move as a button under its group, in order', () => {
    render(<ActionPanel legal={legal} classify={classify} selected={[]} onAct={() => {}} onClearSelection={() => {}} />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => within(g).getByText(/./, { selector: 'legend' }).textContent)).toEqual(['Buy', 'Discard', 'College']);
    expect(within(groups[0]).getAllByRole('button').map((b) => b.textContent)).toEqual(['Buy the Passport for 3', 'Buy the Pen Pal for 1']);
  });

  it('a selected card narrows the list to its moves, and "Show all moves" clears it', () => {
    const clear = vi.fn();
    render(<ActionPanel legal={legal} classify={classify} selected={['card:penpal']} onAct={() => {}} onClearSelection={clear} />);
    expect(screen.getAllByRole('button', { name: /Pen Pal/ }).map((b) => b.textContent)).toEqual(['Discard the Pen Pal for 2 money', 'Buy the Pen Pal for 1']);
    expect(screen.queryByText('Go to college')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all moves' }));
    expect(clear).toHaveBeenCalledOnce();
  });

  it('clicking a move sends its action number; nothing is sent while disabled', () => {
    const act = vi.fn();
    const { rerender } = render(<ActionPanel legal={legal} classify={classify} selected={[]} onAct={act} onClearSelection={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to college' }));
    expect(act).toHaveBeenCalledWith(4);
    rerender(<ActionPanel legal={legal} classify={classify} selected={[]} onAct={act} onClearSelection={() => {}} disabled />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to college' }));
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('groupChoices drops nothing when no card is selected', () => {
    expect(groupChoices(legal, classify, []).flatMap((g) => g.choices)).toHaveLength(legal.length);
  });
});

describe('GameLog and EndScreen', () => {
  it('shows the log grouped by move, numbered by version', () => {
    render(<GameLog entries={[{ version: 3, text: 'Player 1 rolls 4.', kind: 'roll' }, { version: 3, text: 'Player 1 gains 4 money.', kind: 'money' }, { version: 5, text: 'Player 2 passes.', kind: 'pass' }]} />);
    const items = screen.getAllByRole('listitem').filter((li) => li.textContent);
    expect(items.map((li) => li.getAttribute('value'))).toEqual(['3', '5']);
    expect(items[0].textContent).toBe('Player 1 rolls 4.Player 1 gains 4 money.');
  });

  it('scrolls only its own box to new lines, never the page, and leaves a reader who scrolled back alone', () => {
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    const entry = (version: number) => ({ version, text: `Player 1 moves (${version}).`, kind: 'move' });
    const { rerender } = render(<GameLog entries={[entry(1)]} />);
    const box = screen.getByRole('region', { name: 'Game log' });
    // jsdom has no layout: give the box a size so "at the bottom" means something.
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => 1000 });
    Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => 200 });
    rerender(<GameLog entries={[entry(1), entry(2)]} />);
    expect(box.scrollTop).toBe(1000);
    box.scrollTop = 100; // the reader scrolls back
    fireEvent.scroll(box);
    rerender(<GameLog entries={[entry(1), entry(2), entry(3)]} />);
    expect(box.scrollTop).toBe(100);
    box.scrollTop = 800; // and returns to the bottom
    fireEvent.scroll(box);
    rerender(<GameLog entries={[entry(1), entry(2), entry(3), entry(4)]} />);
    expect(box.scrollTop).toBe(1000);
    expect(intoView).not.toHaveBeenCalled();
  });

  it('ranks players, marks the winner and offers play again', () => {
    const again = vi.fn();
    const outcome = { reason: 'A country accepted 8 refugees', scores: [4, 24, 10], ranks: [3, 1, 2], winners: [1], tie: false, stats: [{ accepted: 3 }, { accepted: 8 }, { accepted: 7 }] };
    render(<EndScreen outcome={outcome} names={['Player 1 (you)', 'Player 2 (bot · easy)', 'Player 3 (bot · easy)']} onPlayAgain={again} />);
    expect(screen.getByText('Player 2 (bot · easy) wins.')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([['1st', '24', '8'], ['2nd', '10', '7'], ['3rd', '4', '3']]);
    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(again).toHaveBeenCalledOnce();
    expect(humanize('collegeTries')).toBe('College tries');
  });

  it('says so when the top is shared', () => {
    render(<EndScreen outcome={{ reason: 'r', scores: [5, 5], ranks: [1, 1], winners: [], tie: true, stats: [] }} names={['A', 'B']} />);
    // A tie reads as a tie beside the two "1st" ranks: who shares first place.
    expect(screen.getByText('A tie: A and B share first place, so nobody wins alone.')).toBeTruthy();
    cleanup();
    render(<EndScreen outcome={{ reason: 'r', scores: [5, 5, 2], ranks: [1, 1, 3], winners: [0, 1], tie: true, stats: [] }} names={['A', 'B', 'C']} />);
    expect(screen.getByText('A tie: A and B share the win.')).toBeTruthy();
  });

  it('DP-D32 / BL-D43: names the rules in play — the rulebook, or the variants the game was played with', () => {
    const catalogue = getGame('displacement')!.catalogue;
    const outcome = { reason: 'r', scores: [0, 0], ranks: [1, 1], winners: [], tie: false, stats: [] };
    const { unmount } = render(<EndScreen outcome={outcome} names={['A', 'B']} view={{ variants: [] }} catalogue={catalogue} />);
    expect(screen.getByTestId('end-rules').textContent).toBe('Rules: the rulebook.');
    unmount();
    render(<EndScreen outcome={outcome} names={['A', 'B']} view={{ variants: ['housingWin', 'roundLimit'] }} catalogue={catalogue} />);
    expect(screen.getByTestId('end-rules').textContent).toBe('Rules: the rulebook, with the variants Win only by housing and 16-round limit.');
  });
});

describe('rules text', () => {
  it('renders headings, bullets, bold and code from the rules documents', () => {
    render(<div>{renderMarkdown('# Emigration\n\n## Rules\n- **EM-R1** 2–6 players,\n  played `competitive`.\n- **EM-R2** Second.\n\nA paragraph\nthat goes on, from *Emigration*.')}</div>);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Emigration');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toBe('EM-R1 2–6 players, played competitive.');
    expect(items[0].querySelector('strong')?.textContent).toBe('EM-R1');
    const paragraphs = document.querySelectorAll('p');
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0].textContent).toBe('A paragraph that goes on, from Emigration.');
    expect(paragraphs[0].querySelector('em')?.textContent).toBe('Emigration');
  });
});

describe('Table', () => {
  it('offers exactly the legal moves of the seat and sends the clicked one (a game without its own board)', async () => {
    const m = new LocalMatch(pledge, { game: 'pledge', players: 2, seed: 3, human: 0, playerName: 'You', bots: [null, { kind: 'random', strength: 'easy' }] }, (k, s) => createBot(k, { strength: s }));
    const snap = m.snapshot();
    const act = vi.fn();
    render(<Table snapshot={snap} onAct={act} />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Pledge / })).toHaveLength(snap.legal.length));
    expect(screen.getByTestId('prompt').textContent).toMatch(/^Your turn/);
    fireEvent.click(screen.getByRole('button', { name: snap.legal[1].label }));
    expect(act).toHaveBeenCalledWith(snap.legal[1].action, snap.legal[1].label);
  });

  it('Emigration: a card with one move acts at once when clicked; cards with several moves narrow the list', async () => {
    const game = getGame('emigration');
    const m = new LocalMatch(game, { game: 'emigration', players: 3, seed: 1, human: 0, playerName: 'You', bots: [null, null, null] }, (k, s) => createBot(k, { strength: s }));
    // Seat 0 must be the one to move for this test; play other seats' first moves until it is.
    while (!m.snapshot().active.includes(0)) m.apply(m.snapshot().active[0], game.legalActions(m.state, m.snapshot().active[0])[0]);
    const snap = m.snapshot();
    const act = vi.fn();
    render(<Table snapshot={snap} onAct={act} />);
    // A card's name is what it shows; its description says how many moves act on it.
    const targets = await screen.findAllByRole('button', { description: /\d+ moves?\./ });
    expect(targets.length).toBeGreaterThan(0);
    const about = (b: HTMLElement) => document.getElementById(b.getAttribute('aria-describedby')!.split(' ')[0])!.textContent ?? '';
    const multi = targets.find((b) => /\. [2-9] moves\.$/.test(about(b)));
    const single = targets.find((b) => /\. 1 move\.$/.test(about(b)));
    expect(multi).toBeTruthy();
    expect(single).toBeTruthy();
    fireEvent.click(multi!);
    expect(act).not.toHaveBeenCalled();
    expect(screen.getByText('Moves for the selected card')).toBeTruthy();
    const n = Number(/(\d) moves\.$/.exec(about(multi!))![1]);
    expect(within(screen.getByRole('region', { name: 'Your possible moves' })).getAllByRole('button', { name: /^(?!Show all|Larger panel|Smaller panel)/ })).toHaveLength(n);
    fireEvent.click(single!);
    expect(act).toHaveBeenCalledOnce();
    expect(snap.legal.map((l) => l.action)).toContain(act.mock.calls[0][0]);
  });
});
