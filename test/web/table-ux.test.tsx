// @vitest-environment jsdom
/**
 * The shared table (docs/architecture.md §11): moves with their cost and effect and long groups folded;
 * auto-pass as a client preference; the end screen in the game's words; the how-to-play's Markdown.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../../src/engine/index.ts';
import type { ActionClass } from '../../src/web/boards/types.ts';
import { ActionPanel, FOLD_GROUP, FOLD_TOTAL, groupChoices } from '../../src/web/table/ActionPanel.tsx';
import { autoPassMove } from '../../src/web/table/auto-pass.ts';
import { EndScreen, resultColumns, showsRanks } from '../../src/web/table/EndScreen.tsx';
import { pictureKeys, renderMarkdown } from '../../src/web/table/markdown.tsx';
import type { LegalChoice } from '../../src/web/table/types.ts';

afterEach(cleanup);

const many: LegalChoice[] = Array.from({ length: 12 }, (_, i) => ({ action: i, label: `Move ${i}` }));
const byGroup = (a: number): ActionClass => (a < 10 ? { group: 'Vet a refugee', target: `ref:${a}`, detail: `+${a} to the score` } : { group: 'Pass', pass: true });

describe('move list', () => {
  it(`folds a group of more than ${FOLD_GROUP} moves when more than ${FOLD_TOTAL} are offered, and unfolds it once a card is selected`, () => {
    const groups = groupChoices(many, byGroup, []);
    expect(groups.map((g) => [g.group, g.choices.length, g.folded])).toEqual([['Vet a refugee', 10, true], ['Pass', 2, false]]);
    expect(groupChoices(many, byGroup, ['ref:3']).every((g) => !g.folded)).toBe(true);
    expect(groupChoices(many.slice(0, FOLD_TOTAL), byGroup, []).every((g) => !g.folded)).toBe(true);
  });

  it('shows each move\'s cost and effect after its label, both part of its name', () => {
    const act = vi.fn();
    render(<ActionPanel legal={many} classify={byGroup} selected={[]} onAct={act} onClearSelection={() => {}} />);
    const folded = document.querySelector('details.action-group')!;
    expect(folded.querySelector('summary')!.textContent).toContain('10 moves');
    expect(folded.querySelector('summary')!.textContent).toContain('tap something highlighted on the board');
    const b = screen.getByRole('button', { name: /^Move 3\s*\+3 to the score$/, hidden: true });
    expect(b.querySelector('.action-detail')!.textContent?.trim()).toBe('+3 to the score');
    fireEvent.click(b);
    expect(act).toHaveBeenCalledWith(3);
    // A move without detail is named by its label alone.
    expect(screen.getByRole('button', { name: 'Move 11', hidden: true }).querySelector('.action-detail')).toBeNull();
  });
});

describe('auto-pass', () => {
  const pass = (a: number): ActionClass => ({ group: a === 7 ? 'Pass' : 'Play', pass: a === 7 });
  const only: LegalChoice[] = [{ action: 7, label: 'Pass' }];
  const two: LegalChoice[] = [{ action: 3, label: 'Play Border Control' }, { action: 7, label: 'Pass' }];

  it('passes when passing is the only move, if the person wants it', () => {
    expect(autoPassMove(only, pass, { onlyMove: true, passRound: null }, 'turn 4')).toEqual({ action: 7, why: 'only-move' });
    expect(autoPassMove(only, pass, { onlyMove: false, passRound: null }, 'turn 4')).toBeNull();
  });

  it('never plays for the person when another move is possible, unless they asked to pass this round', () => {
    expect(autoPassMove(two, pass, { onlyMove: true, passRound: null }, 'turn 4')).toBeNull();
    expect(autoPassMove(two, pass, { onlyMove: true, passRound: 'turn 4' }, 'turn 4')).toEqual({ action: 7, why: 'this-round' });
    // A new round ends the request.
    expect(autoPassMove(two, pass, { onlyMove: true, passRound: 'turn 4' }, 'turn 5')).toBeNull();
  });

  it('a sole move that is not a pass is never played for the person', () => {
    expect(autoPassMove([{ action: 3, label: 'Roll the die' }], pass, { onlyMove: true, passRound: 'turn 4' }, 'turn 4')).toBeNull();
  });
});

describe('end screen', () => {
  const nobody: Outcome = { reason: 'Nobody entered their destination', scores: [-1, -1, -1], ranks: [1, 1, 1], winners: [], tie: false, stats: [{ entered: false, assurance: 4 }, { entered: false, assurance: 9 }, { entered: false, assurance: 1 }] };
  const won: Outcome = { reason: 'Won', scores: [3, -1], ranks: [1, 2], winners: [0], tie: false, stats: [{ entered: true, assurance: 3, lane: 2 }, { entered: false, assurance: 9, lane: 4 }] };
  const catalogue = { length: '1 hour', variants: [], score: null, figures: { entered: { label: 'Entered', help: 'Whether the officer let them in.' }, assurance: { label: 'Assurance tokens', help: 'Tokens left at the end.' } } };

  it('names the columns in the game\'s words, in its order, leaves out what it does not list, and never repeats the score', () => {
    expect(resultColumns(won, catalogue).map((c) => c.label)).toEqual(['Entered', 'Assurance tokens']);
    // A game that says nothing gets its score and every figure, humanized.
    expect(resultColumns(won).map((c) => c.label)).toEqual(['Score', 'Entered', 'Assurance', 'Lane']);
  });

  it('shows no places when nobody won and everyone shares one, and explains the result in the game\'s words', () => {
    expect(showsRanks(nobody)).toBe(false);
    expect(showsRanks(won)).toBe(true);
    const explain = vi.fn(() => ['Nobody was let in this time.', 'Sami held the most tokens, but was turned back at lane 4.']);
    render(<EndScreen outcome={nobody} names={['Amal', 'Sami', 'Lin']} view={{ v: 1 }} words={{ explain }} catalogue={catalogue} />);
    expect(explain).toHaveBeenCalledWith(nobody, { v: 1 }, ['Amal', 'Sami', 'Lin'], 'en');
    expect(screen.getByText('Sami held the most tokens, but was turned back at lane 4.')).toBeTruthy();
    const heads = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toEqual(['Player', 'Entered', 'Assurance tokens']);
    expect(screen.getByText('Whether the officer let them in.')).toBeTruthy();
  });

  it('lists the game\'s questions for the talk afterwards, numbered, under their own heading', () => {
    render(<EndScreen outcome={won} names={['Amal', 'Sami']} words={{ explain: () => ['Amal won.'], questions: () => ['How did you feel?', 'What was hardest?'] }} />);
    const section = screen.getByRole('region', { name: 'Questions to talk about' });
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['How did you feel?', 'What was hardest?']);
  });

  it('gives places in words when someone won', () => {
    render(<EndScreen outcome={won} names={['Amal', 'Sami']} catalogue={catalogue} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows[0]).toMatch(/^1st● Amal.*winner/);
    expect(rows[1]).toMatch(/^2nd▲ Sami/);
  });
});

describe('how-to-play Markdown', () => {
  it('draws numbered steps, and pictures by key with their words as name and caption', () => {
    const Passport = () => <svg data-testid="passport-drawing" />;
    const md = '# How to play\n\n1. Roll the die.\n2. Buy a card.\n\n![a passport card](picture:passport)\n\n- **Stash** — your cards.';
    expect(pictureKeys(md)).toEqual(['passport']);
    render(<div>{renderMarkdown(md, { passport: Passport })}</div>);
    expect(document.querySelectorAll('ol > li')).toHaveLength(2);
    expect(document.querySelectorAll('ul > li')).toHaveLength(1);
    const fig = screen.getByRole('img', { name: 'a passport card' });
    expect(within(fig).getByTestId('passport-drawing')).toBeTruthy();
    expect(screen.getByText('a passport card', { selector: 'figcaption' })).toBeTruthy();
  });
});
