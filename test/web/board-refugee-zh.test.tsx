// @vitest-environment jsdom
/**
 * RF-D33: the #refugee board in Traditional Chinese. Over the positions of seeded games, every move's
 * group and detail, the phase hint, the game's own action words (`describe`) and the end screen's
 * explanation read in Chinese, with no English word left; the board and the how-to-play pictures
 * draw Chinese when asked to; and English is what it was.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refugee, type RefugeeState, type RefugeeView } from '../../src/games/refugee/index.ts';
import refugeeBoard from '../../src/web/boards/refugee/index.tsx';
import { i18n } from '../../src/web/i18n/index.ts';
import type { TableSnapshot } from '../../src/web/table/types.ts';

afterEach(cleanup);

const HAN = /\p{Script=Han}/u;
const ENGLISH_WORD = /[A-Za-z]{3,}/;
const ZH_NAMES = (n: number) => Array.from({ length: n }, (_, i) => `玩家 ${i + 1}`);
const EN_NAMES = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);

function chinese(what: string, text: string): void {
  expect(text, what).toMatch(HAN);
  expect(ENGLISH_WORD.exec(text)?.[0], `${what}: ${text}`).toBeUndefined();
}

interface Position { state: RefugeeState; seat: number; view: RefugeeView; legal: number[] }

function play(players: number, seed: number): { positions: Position[]; final: RefugeeState } {
  let state = refugee.setup({ players, seed }) as RefugeeState;
  const positions: Position[] = [];
  for (let step = 0; step < 5000 && !refugee.isOver(state); step++) {
    const seat = refugee.activeSeats(state)[0];
    const legal = refugee.legalActions(state, seat);
    positions.push({ state, seat, view: refugee.view(state, seat) as RefugeeView, legal });
    const nonPass = legal.filter((a) => a !== 0);
    const pick = nonPass.length > 0 && (step % 5 !== 0 || state.phase !== 'action') ? nonPass[(step * 7) % nonPass.length] : legal[0];
    const r = refugee.apply(state, seat, pick);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state as RefugeeState;
  }
  return { positions, final: state };
}

const GAMES = [play(2, 3), play(4, 17)];

function snapshot(p: Position, names: string[]): TableSnapshot {
  return { view: p.view, viewer: p.seat, names, active: [p.seat] } as unknown as TableSnapshot;
}

describe('RF-D33: the #refugee board in Traditional Chinese', () => {
  it('moves, their details, the phase hint and the action words read in Chinese; English is unchanged', () => {
    let checked = 0;
    for (const g of GAMES) {
      for (const [i, p] of g.positions.entries()) {
        if (i % 3 !== 0) continue;
        const names = ZH_NAMES(p.view.players);
        chinese('phase hint', refugeeBoard.phaseHint(p.view, p.seat, names, 'zh-Hant'));
        expect(refugeeBoard.phaseHint(p.view, p.seat, EN_NAMES(p.view.players), 'en')).toBe(refugeeBoard.phaseHint(p.view, p.seat, EN_NAMES(p.view.players)));
        for (const a of p.legal) {
          const zh = refugeeBoard.classify(p.view, p.seat, a, 'zh-Hant');
          const en = refugeeBoard.classify(p.view, p.seat, a);
          chinese('group', zh.group);
          chinese(`detail of ${en.detail}`, zh.detail!);
          expect({ ...zh, group: '', detail: '' }).toEqual({ ...en, group: '', detail: '' });
          expect(refugeeBoard.classify(p.view, p.seat, a, 'en')).toEqual(en);
          chinese('describe', refugeeBoard.describe!(p.view, p.seat, a, 'zh-Hant'));
          expect(refugeeBoard.describe!(p.view, p.seat, a)).toBe(refugee.describeAction(p.view, p.seat, a));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('the end screen explains the outcome in Chinese', () => {
    for (const g of GAMES) {
      const outcome = refugee.outcome(g.final)!;
      const view = refugee.view(g.final, 0);
      const lines = refugeeBoard.outcome!.explain(outcome, view, ZH_NAMES(g.final.players), 'zh-Hant');
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) chinese('explanation', line);
      expect(refugeeBoard.outcome!.explain(outcome, view, EN_NAMES(g.final.players), 'en'))
        .toEqual(refugeeBoard.outcome!.explain(outcome, view, EN_NAMES(g.final.players)));
    }
  });

  it('the board draws Chinese: names, stories, cards, headings and labels', () => {
    for (const g of GAMES) {
      for (const p of g.positions.filter((_, i) => i % 40 === 0)) {
        const { container, unmount } = render(
          <refugeeBoard.Board snapshot={snapshot(p, ZH_NAMES(p.view.players))} targets={new Map()} selected={[]} onTarget={() => {}} lang="zh-Hant" />,
        );
        chinese('board text', container.textContent ?? '');
        for (const el of container.querySelectorAll('[aria-label]')) {
          const label = el.getAttribute('aria-label')!;
          if (label.startsWith('#refugee')) continue;
          chinese('aria-label', label);
        }
        unmount();
      }
    }
  });

  it('the how-to-play pictures draw in the page language', async () => {
    await i18n.changeLanguage('zh-Hant');
    try {
      for (const [key, Picture] of Object.entries(refugeeBoard.pictures!)) {
        const { container, unmount } = render(<Picture />);
        chinese(`picture ${key}`, container.textContent ?? '');
        unmount();
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
