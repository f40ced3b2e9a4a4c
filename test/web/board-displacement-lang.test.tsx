// @vitest-environment jsdom
/**
 * DP-D31: the Displacement board in the reader's language. In Traditional Chinese every word it
 * draws (text, aria-labels, titles), every move's group and detail, the phase hint, the end screen's
 * explanation and the debrief questions are Chinese, with no English word left; in English they are
 * what they were. Content names are picked in the reader's language; a seat still never sees another
 * nation's secret goal.
 */
import { readFileSync } from 'node:fs';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pick, type Lang } from '../../src/engine/index.ts';
import {
  contentOf, displacement, type DisplacementState, type DisplacementView,
} from '../../src/games/displacement/index.ts';
import displacementBoard from '../../src/web/boards/displacement/index.tsx';
import type { BoardModule } from '../../src/web/boards/types.ts';
import { i18n } from '../../src/web/i18n/index.ts';
import { pictureKeys } from '../../src/web/table/markdown.tsx';
import { targetMap } from '../../src/web/table/targets.ts';
import type { LegalChoice, TableSnapshot } from '../../src/web/table/types.ts';
import { atLeast, stride } from '../depth.ts';

afterEach(cleanup);

const board: BoardModule = displacementBoard;
const HAN = /\p{Script=Han}/u;
const ENGLISH = /[A-Za-z]{3,}/;
const NAMES: Record<Lang, (n: number) => string[]> = {
  en: (n) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`),
  'zh-Hant': (n) => Array.from({ length: n }, (_, i) => `玩家 ${i + 1}`),
};

interface Position { state: DisplacementState; seat: number; view: DisplacementView; legal: LegalChoice[] }

function play(players: number, seed: number): { positions: Position[]; final: DisplacementState } {
  let state = displacement.setup({ players, seed }) as DisplacementState;
  const positions: Position[] = [];
  for (let step = 0; step < 4000 && !displacement.isOver(state); step++) {
    const seat = displacement.activeSeats(state)[0];
    const view = displacement.view(state, seat) as DisplacementView;
    const actions = displacement.legalActions(state, seat);
    positions.push({ state, seat, view, legal: actions.map((action) => ({ action, label: displacement.describeAction(view, seat, action) })) });
    const r = displacement.apply(state, seat, actions[(step * 7 + seed) % actions.length]);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state as DisplacementState;
  }
  return { positions, final: state };
}

const GAMES = [play(2, 1), play(4, 5), play(6, 9)];
const ALL = GAMES.flatMap((g) => g.positions);

function snapshotOf(view: DisplacementView, seat: number, legal: LegalChoice[], names: string[]): TableSnapshot {
  return {
    gameId: 'displacement', title: 'Displacement', players: view.players, viewer: seat, view, legal, active: [view.current],
    outcome: null, version: 0, names, log: [], lastEvents: [],
  };
}

/** Every text the screen shows or reads out: text nodes, aria-labels and titles. */
function textsOf(root: Element): string[] {
  const out: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.trim()) out.push(n.textContent.trim());
  for (const el of root.querySelectorAll('[aria-label], [title]')) {
    for (const a of ['aria-label', 'title']) { const v = el.getAttribute(a); if (v) out.push(v); }
  }
  return out;
}

function chinese(what: string, zh: string): void {
  expect(zh, what).toMatch(HAN);
  expect(ENGLISH.exec(zh)?.[0], `${what}: "${zh}"`).toBeUndefined();
}

describe('DP-D31: the board in Traditional Chinese', () => {
  it('DP-D31: moves, hints and every drawn word are Chinese; English is unchanged', () => {
    let drawn = 0;
    for (const [i, p] of ALL.entries()) {
      const names = NAMES['zh-Hant'](p.view.players);
      for (const { action } of p.legal) {
        const zh = board.classify(p.view, p.seat, action, 'zh-Hant');
        chinese('group', zh.group);
        chinese('detail', zh.detail ?? '');
        expect(board.classify(p.view, p.seat, action, 'en')).toEqual(board.classify(p.view, p.seat, action));
        expect(board.describe!(p.view, p.seat, action, 'zh-Hant')).toBe(displacement.describeAction(p.view, p.seat, action, 'zh-Hant'));
        expect(board.describe!(p.view, p.seat, action, 'en')).toBe(p.legal.find((c) => c.action === action)!.label);
      }
      if (p.view.current === p.seat) chinese('hint', board.phaseHint(p.view, p.seat, names, 'zh-Hant'));
      expect(board.phaseHint(p.view, p.seat, names, 'en')).toBe(board.phaseHint(p.view, p.seat, names));
      if (i % stride(13) !== 0) continue;
      const classify = (a: number) => board.classify(p.view, p.seat, a, 'zh-Hant');
      const { container, unmount } = render(<board.Board snapshot={snapshotOf(p.view, p.seat, p.legal, names)} targets={targetMap(p.legal, classify, [])} selected={[]} onTarget={() => {}} lang="zh-Hant" />);
      for (const text of textsOf(container)) {
        if (/^[\s\d·—()]+$/u.test(text)) continue; // a count, a separator, a seat's symbol
        expect(ENGLISH.exec(text)?.[0], `drawn: "${text}"`).toBeUndefined();
      }
      unmount();
      drawn++;
    }
    expect(drawn).toBeGreaterThan(atLeast(10));
  });

  it('DP-D31 / DP-R2: a seat sees its own goal in its language, never another nation\'s', () => {
    const c = contentOf(ALL[0].view);
    for (const lang of ['en', 'zh-Hant'] as const) {
      for (const p of ALL.filter((_, i) => i % stride(29) === 0)) {
        if (p.view.phase === 'over') continue;
        for (let seat = 0; seat < p.view.players; seat++) {
          const view = displacement.view(p.state, seat) as DisplacementView;
          const { container, unmount } = render(<board.Board snapshot={snapshotOf(view, seat, [], NAMES[lang](view.players))} targets={new Map()} selected={[]} onTarget={() => {}} lang={lang} />);
          const own = c.goals[p.state.goal[seat]];
          expect(container.textContent).toContain(pick(own.text, lang));
          for (let n = 0; n < view.players; n++) {
            const other = c.goals[p.state.goal[n]];
            if (other.goal !== own.goal) expect(container.innerHTML).not.toContain(pick(other.name, lang));
          }
          unmount();
        }
      }
    }
  });

  it('DP-D31 / DP-D6: the end screen and the debrief questions in Chinese', () => {
    for (const g of GAMES) {
      const outcome = displacement.outcome(g.final)!;
      const view = displacement.view(g.final, 0) as DisplacementView;
      const names = NAMES['zh-Hant'](view.players);
      const lines = board.outcome!.explain(outcome, view, names, 'zh-Hant');
      for (const line of lines) chinese('explain', line);
      const c = contentOf(view);
      for (let n = 0; n < view.players; n++) expect(lines.join('')).toContain(pick(c.goals[g.final.goal[n]].name, 'zh-Hant'));
      const en = board.outcome!.explain(outcome, view, NAMES.en(view.players), 'en');
      expect(en).toEqual(board.outcome!.explain(outcome, view, NAMES.en(view.players)));
      for (let n = 0; n < view.players; n++) expect(en.join(' ')).toContain(pick(c.goals[g.final.goal[n]].name));
    }
    const view = displacement.view(GAMES[1].final, 'spectator') as DisplacementView;
    expect(board.outcome!.questions!(view)).toEqual(contentOf(view).debrief.map((q) => pick(q)));
    for (const q of board.outcome!.questions!(view, 'zh-Hant')) chinese('question', q);
  });

  it('DP-D31: the how-to-play pictures follow the page language', async () => {
    const keys = pictureKeys(readFileSync('docs/how-to-play/displacement.md', 'utf8'));
    await i18n.changeLanguage('zh-Hant');
    try {
      for (const key of keys) {
        const Picture = board.pictures![key];
        const { container, unmount } = render(<Picture />);
        for (const text of textsOf(container)) expect(ENGLISH.exec(text)?.[0], `${key}: "${text}"`).toBeUndefined();
        unmount();
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
