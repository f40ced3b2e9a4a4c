// @vitest-environment jsdom
/**
 * BL-D42: the Borderlines board in Traditional Chinese. Over seeded games, every legal move's group
 * and detail, the phase hint, the end screen's sentences and questions, and everything the board
 * draws (its text and its accessible names) read in Chinese when the reader's language is zh-Hant —
 * with the default content's Chinese names — while English, asked for or left out, is unchanged.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pick } from '../../src/engine/lang.ts';
import { borderlines, DEFAULT_CONTENT, type BorderlinesState, type BorderlinesView } from '../../src/games/borderlines/index.ts';
import boardModule from '../../src/web/boards/borderlines/index.tsx';
import { borderlinesPictures } from '../../src/web/boards/borderlines/pictures.tsx';
import type { BoardModule } from '../../src/web/boards/types.ts';
import { targetMap } from '../../src/web/table/targets.ts';
import type { LegalChoice, TableSnapshot } from '../../src/web/table/types.ts';
import { Rng } from '../../src/engine/index.ts';

afterEach(cleanup);

const board: BoardModule = boardModule;
const HAN = /\p{Script=Han}/u;
const ENGLISH_WORD = /[A-Za-z]{3,}/;
const NAMES = ['阿瑪', '薩米', '莉', '艾薇'];

function chinese(what: string, zh: string): void {
  expect(zh, `${what}: no Chinese in "${zh}"`).toMatch(HAN);
  expect(ENGLISH_WORD.exec(zh)?.[0], `${what}: English left in "${zh}"`).toBeUndefined();
}

interface Position { state: BorderlinesState; seat: number; view: BorderlinesView; legal: LegalChoice[] }

function positions(seed: number): Position[] {
  let state = borderlines.setup({ players: 4, seed }) as BorderlinesState;
  const rng = new Rng(seed);
  const out: Position[] = [];
  for (let step = 0; !borderlines.isOver(state); step++) {
    const seats = borderlines.activeSeats(state);
    if (step % 7 === 0) {
      for (const seat of seats) {
        const view = borderlines.view(state, seat) as BorderlinesView;
        const legal = borderlines.legalActions(state, seat).map((action) => ({ action, label: borderlines.describeAction(view, seat, action, 'zh-Hant') }));
        out.push({ state, seat, view, legal });
      }
    }
    const seat = rng.pick(seats);
    const r = borderlines.apply(state, seat, rng.pick(borderlines.legalActions(state, seat)));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state as BorderlinesState;
  }
  const view = borderlines.view(state, 0) as BorderlinesView;
  out.push({ state, seat: 0, view, legal: [] });
  return out;
}

const ALL = [...positions(2), ...positions(9)];

function snapshotOf(p: Position): TableSnapshot {
  return {
    gameId: 'borderlines', title: borderlines.title, players: 4, viewer: p.seat, view: p.view, legal: p.legal,
    active: borderlines.activeSeats(p.state), outcome: borderlines.outcome(p.state), version: 0, names: NAMES, log: [], lastEvents: [],
  };
}

/** Every text and accessible name the board draws, minus the game's title in its own name. */
function drawnWords(container: HTMLElement): string[] {
  const out: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeType === 3 && n.textContent?.trim()) out.push(n.textContent.trim());
    if (n instanceof Element) for (const a of ['aria-label', 'title']) { const v = n.getAttribute(a); if (v) out.push(v); }
    n.childNodes.forEach(walk);
  };
  walk(container);
  return out.map((s) => s.replace('Borderlines', '')).filter((s) => /[A-Za-z]/.test(s));
}

describe('the Borderlines board in Traditional Chinese (BL-D42)', () => {
  it('BL-D42: every legal move\'s group and detail, and every phase hint, read in Chinese; English is unchanged', () => {
    let moves = 0;
    for (const p of ALL) {
      for (const { action } of p.legal) {
        const zh = board.classify(p.view, p.seat, action, 'zh-Hant');
        chinese('group', zh.group);
        chinese('detail', zh.detail ?? '');
        expect(board.classify(p.view, p.seat, action, 'en')).toEqual(board.classify(p.view, p.seat, action));
        chinese('describe', board.describe!(p.view, p.seat, action, 'zh-Hant'));
        expect(board.describe!(p.view, p.seat, action)).toBe(borderlines.describeAction(p.view, p.seat, action));
        moves++;
      }
      const hint = board.phaseHint(p.view, p.seat, NAMES, 'zh-Hant');
      if (hint) chinese('hint', hint);
      expect(board.phaseHint(p.view, p.seat, NAMES, 'en')).toBe(board.phaseHint(p.view, p.seat, NAMES));
    }
    expect(moves).toBeGreaterThan(200);
  });

  it('BL-D42: the end screen explains the outcome in Chinese and asks the debriefing questions in Chinese', () => {
    for (const p of ALL.filter((x) => x.view.phase === 'over')) {
      const outcome = borderlines.outcome(p.state)!;
      const lines = board.outcome!.explain(outcome, p.view, NAMES, 'zh-Hant');
      expect(lines.length).toBeGreaterThan(4);
      lines.forEach((l) => chinese('explain', l));
      expect(board.outcome!.explain(outcome, p.view, NAMES, 'en')).toEqual(board.outcome!.explain(outcome, p.view, NAMES));
      expect(board.outcome!.questions!(p.view, 'zh-Hant')).toEqual(DEFAULT_CONTENT.debrief.map((q) => q['zh-Hant']));
      expect(board.outcome!.questions!(p.view)).toEqual(DEFAULT_CONTENT.debrief.map((q) => q.en));
    }
  });

  it('BL-D42: the board draws no English word when the reader reads Chinese', () => {
    for (const p of ALL.filter((_, i) => i % 9 === 0)) {
      const targets = targetMap(p.legal, (a) => board.classify(p.view, p.seat, a, 'zh-Hant'), []);
      const { container, unmount } = render(<board.Board snapshot={snapshotOf(p)} targets={targets} selected={[]} onTarget={() => {}} lang="zh-Hant" />);
      const english = drawnWords(container).filter((s) => ENGLISH_WORD.test(s));
      expect(english, 'English drawn on a Chinese board').toEqual([]);
      expect(container.textContent).toContain(pick(DEFAULT_CONTENT.families[0].name, 'zh-Hant'));
      unmount();
    }
  });

  it('BL-D42: the how-to-play pictures follow the page language', async () => {
    const { i18n } = await import('../../src/web/i18n/index.ts');
    await i18n.changeLanguage('zh-Hant');
    try {
      for (const [key, Picture] of Object.entries(borderlinesPictures)) {
        const { container, unmount } = render(<Picture />);
        expect(drawnWords(container).filter((s) => ENGLISH_WORD.test(s)), key).toEqual([]);
        unmount();
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
