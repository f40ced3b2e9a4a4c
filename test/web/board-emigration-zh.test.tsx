// @vitest-environment jsdom
/**
 * EM-D30: Emigration's board in Traditional Chinese. Every word the table draws — headings, labels,
 * aria-labels, titles, card details, move groups and details, the phase hint, the end-screen
 * explanation and the how-to-play pictures — comes from the `board-emigration` catalogue or the
 * content's `zh-Hant` texts, so a Chinese reader meets no English word; English stays as it was.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Rng, type Lang } from '../../src/engine/index.ts';
import { emigration, type EmigrationState, type EmigrationView } from '../../src/games/emigration/index.ts';
import board from '../../src/web/boards/emigration/index.tsx';
import { GROUPS } from '../../src/web/boards/emigration/classify.ts';
import { i18n } from '../../src/web/i18n/index.ts';
import { targetMap } from '../../src/web/table/targets.ts';
import type { TableSnapshot } from '../../src/web/table/types.ts';

afterEach(cleanup);

const HAN = /\p{Script=Han}/u;
const ENGLISH_WORD = /[A-Za-z]{3,}/;
/** Names as a Chinese table would give them. */
const NAMES = ['阿瑪', '薩米', '小李', '艾薇', '努爾', '多瑪'];

function play(players: number, seed: number, moves: number, options: Record<string, unknown> = {}): EmigrationState {
  const s = emigration.setup({ players, seed, options }) as EmigrationState;
  const rng = new Rng(seed);
  for (let i = 0; i < moves && s.phase !== 'over'; i++) emigration.applyInPlace(s, s.turn, rng.pick(emigration.legalActions(s, s.turn)));
  return s;
}

function snapshotOf(s: EmigrationState, viewer: number, lang: Lang): TableSnapshot {
  const view = emigration.view(s, viewer) as EmigrationView;
  const active = emigration.activeSeats(s);
  const legal = active.includes(viewer)
    ? emigration.legalActions(s, viewer).map((action) => ({ action, label: board.describe!(view, viewer, action, lang) }))
    : [];
  return {
    gameId: 'emigration', title: 'Emigration', players: s.players, viewer, view, legal, active,
    outcome: emigration.outcome(s), version: 0, names: NAMES.slice(0, s.players), log: [], lastEvents: [],
  };
}

function draw(snap: TableSnapshot, lang?: Lang) {
  const targets = targetMap(snap.legal, (a) => board.classify(snap.view, snap.viewer as number, a, lang), []);
  return render(<board.Board snapshot={snap} targets={targets} selected={[]} onTarget={() => {}} lang={lang} />);
}

/** Every text a reader meets in a drawing: the text itself, and every aria-label and title. */
function wordsOf(el: Element): string[] {
  const out = [el.textContent ?? ''];
  for (const x of el.querySelectorAll('[aria-label], [title]')) out.push(x.getAttribute('aria-label') ?? '', x.getAttribute('title') ?? '');
  return out.filter(Boolean);
}

function expectChinese(texts: string[], what: string): void {
  for (const text of texts) {
    expect(ENGLISH_WORD.exec(text)?.[0], `${what}: English in "${text.slice(0, 200)}"`).toBeUndefined();
  }
  expect(texts.some((x) => HAN.test(x)), what).toBe(true);
}

/** Positions across a game: the start, mid-preparation (Mental Fog maybe), the border, the end. */
function positions(players: number, seed: number): EmigrationState[] {
  return [0, 15, 40, 80, 2000].map((n) => play(players, seed, n));
}

describe('EM-D30: the Emigration board in Traditional Chinese', () => {
  it('EM-D30: the table draws no English word for a Chinese reader, in every phase and for every seat', () => {
    for (const seed of [1, 2]) {
      for (const s of positions(3, seed)) {
        for (const viewer of [s.turn, (s.turn + 1) % s.players]) {
          const { container, unmount } = draw(snapshotOf(s, viewer, 'zh-Hant'), 'zh-Hant');
          expectChinese(wordsOf(container), `seed ${seed}, phase ${s.phase}, seat ${viewer}`);
          // The details behind every card are in Chinese too.
          for (const tip of container.querySelectorAll('.em-details, [hidden]')) expectChinese([tip.textContent ?? ''], 'card details');
          unmount();
        }
      }
    }
  });

  it('EM-D30: every legal move has a Chinese label, group and detail; the phase hint is Chinese', () => {
    let moves = 0;
    for (const seed of [3, 4, 5]) {
      for (const s of positions(4, seed)) {
        if (s.phase === 'over') continue;
        const v = emigration.view(s, s.turn) as EmigrationView;
        const labels = emigration.legalActions(s, s.turn).map((a) => {
          const c = board.classify(v, s.turn, a, 'zh-Hant');
          expectChinese([c.group, c.detail ?? '好'], `move ${a}`);
          // English stays what it was: the English groups are the exported headings.
          expect(Object.values(GROUPS)).toContain(board.classify(v, s.turn, a).group);
          expect(board.classify(v, s.turn, a, 'en')).toEqual(board.classify(v, s.turn, a));
          moves++;
          return board.describe!(v, s.turn, a, 'zh-Hant');
        });
        expectChinese(labels, 'move labels');
        expect(new Set(labels).size).toBe(labels.length);
        expectChinese([board.phaseHint(v, s.turn, NAMES, 'zh-Hant')], 'phase hint');
        expect(board.phaseHint(v, s.turn, NAMES, 'en')).toBe(board.phaseHint(v, s.turn, NAMES));
      }
    }
    expect(moves).toBeGreaterThan(30);
  });

  it('EM-D30: the end screen explains the outcome in Chinese, in both modes, with the destinations in Chinese', () => {
    for (const mode of ['competitive', 'cooperative']) {
      for (const seed of [1, 2, 3, 4]) {
        const s = play(4, seed, 5000, { mode });
        const outcome = emigration.outcome(s)!;
        const v = emigration.view(s, 0);
        const zh = board.outcome!.explain(outcome, v, NAMES.slice(0, 4), 'zh-Hant');
        expectChinese(zh, `${mode} seed ${seed}`);
        expect(board.outcome!.explain(outcome, v, NAMES, 'en')).toEqual(board.outcome!.explain(outcome, v, NAMES));
      }
    }
  });

  it('EM-D30: English is the default, word for word', () => {
    const s = play(3, 1, 20);
    const a = draw(snapshotOf(s, s.turn, 'en'));
    // React's generated ids differ from one drawing to the next.
    const html = (el: Element) => el.innerHTML.replace(/_r_[a-z0-9]+_/g, '_id_');
    const first = html(a.container);
    a.unmount();
    const b = draw(snapshotOf(s, s.turn, 'en'), 'en');
    expect(html(b.container)).toBe(first);
    expect(first).toContain('Phase 1 · preparation');
  });

  it('EM-D30: the how-to-play pictures follow the page language', async () => {
    await i18n.changeLanguage('zh-Hant');
    try {
      for (const [key, Picture] of Object.entries(board.pictures!)) {
        const { container, unmount } = render(<Picture />);
        const texts = wordsOf(container);
        if (texts.some((x) => x.trim())) expectChinese(texts, `picture ${key}`);
        unmount();
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
