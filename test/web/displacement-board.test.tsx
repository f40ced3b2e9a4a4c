// @vitest-environment jsdom
/**
 * The Displacement board over real positions reached by playing seeded games: it draws every nation
 * and the scenario; every legal move has a group, its cost and effect in words, and an element on the
 * board to tap; no move is a pass (blocking and facing a scenario both act); another nation's secret
 * goal never reaches a seat's screen before the end (DP-R2, DP-D20); the end screen explains who won
 * on which goal with every goal revealed (DP-R23, DP-D19, DP-D21), and asks the debrief questions
 * (DP-D6); the how-to-play's pictures exist.
 */
import { readFileSync } from 'node:fs';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pick, type Outcome } from '../../src/engine/index.ts';
import {
  contentOf, displacement, displacementActions, type DisplacementState, type DisplacementView,
} from '../../src/games/displacement/index.ts';
import displacementBoard from '../../src/web/boards/displacement/index.tsx';
import type { BoardModule } from '../../src/web/boards/types.ts';
import { keysOf, targetMap } from '../../src/web/table/targets.ts';
import type { LegalChoice, TableSnapshot } from '../../src/web/table/types.ts';
import { pictureKeys } from '../../src/web/table/markdown.tsx';
import { atLeast, stride } from '../depth.ts';

afterEach(cleanup);

const board: BoardModule = displacementBoard;
const NAMES = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);

interface Position {
  state: DisplacementState;
  seat: number;
  view: DisplacementView;
  legal: LegalChoice[];
}

/** A seeded game with a varied, fixed choice of moves; every position on the way, and the end. */
function play(players: number, seed: number, limit = 4000): { positions: Position[]; final: DisplacementState } {
  let state = displacement.setup({ players, seed }) as DisplacementState;
  const positions: Position[] = [];
  for (let step = 0; step < limit && !displacement.isOver(state); step++) {
    const seat = displacement.activeSeats(state)[0];
    const view = displacement.view(state, seat) as DisplacementView;
    const actions = displacement.legalActions(state, seat);
    const legal = actions.map((action) => ({ action, label: displacement.describeAction(view, seat, action) }));
    positions.push({ state, seat, view, legal });
    const pick = actions[(step * 7 + seed) % actions.length];
    const r = displacement.apply(state, seat, pick);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state as DisplacementState;
  }
  return { positions, final: state };
}

const GAMES = [play(2, 1), play(4, 5), play(6, 9)];
const ALL = GAMES.flatMap((g) => g.positions);

function snapshotOf(view: DisplacementView, seat: number | 'spectator', legal: LegalChoice[], players: number, outcome: Outcome | null = null): TableSnapshot {
  return {
    gameId: 'displacement', title: 'Displacement', players, viewer: seat, view, legal, active: [view.current],
    outcome, version: 0, names: NAMES(players), log: [], lastEvents: [],
  };
}

describe('the board over real positions', () => {
  it('reaches every kind of move', () => {
    const kinds = new Set(ALL.flatMap((p) => p.legal.map((c) => displacementActions.decode(c.action)!.kind)));
    for (const k of ['block', 'accept', 'buy', 'house', 'shelter', 'give', 'end']) expect(kinds, k).toContain(k);
  });

  it('every legal move has a group, a detail and a target drawn on the board; none is a pass', () => {
    let checked = 0;
    for (const [i, p] of ALL.entries()) {
      for (const { action } of p.legal) {
        const c = board.classify(p.view, p.seat, action);
        expect(c.group.length).toBeGreaterThan(0);
        expect(c.detail?.length ?? 0, p.view.phase).toBeGreaterThan(0);
        expect(c.target).toBeDefined();
        expect(c.target).not.toMatch(/-1/);
        expect(c.pass).not.toBe(true);
      }
      if (i % stride(7) !== 0) continue;
      const classify = (a: number) => board.classify(p.view, p.seat, a);
      const targets = targetMap(p.legal, classify, []);
      const { container, unmount } = render(<board.Board snapshot={snapshotOf(p.view, p.seat, p.legal, p.view.players)} targets={targets} selected={[]} onTarget={() => {}} />);
      const drawn = new Set([...container.querySelectorAll('button[data-target]')].map((b) => b.getAttribute('data-target')));
      for (const c of p.legal) for (const k of keysOf(classify(c.action))) expect(drawn, `${c.label}: ${k}`).toContain(k);
      expect(container.querySelectorAll('.dp-nation')).toHaveLength(p.view.players);
      expect(container.querySelectorAll('.dp-square')).toHaveLength(p.view.players * contentOf(p.view).rules.squares);
      expect(board.phaseHint(p.view, p.seat, NAMES(p.view.players)).length).toBeGreaterThan(0);
      unmount();
      checked++;
    }
    expect(checked).toBeGreaterThan(atLeast(20));
  });

  it('the mover\'s tag says "your turn" on your own nation and "their turn" on another\'s', () => {
    const p = ALL.find((x) => x.view.phase !== 'over')!;
    const mover = p.view.current;
    const tagOf = (viewer: number) => {
      const view = displacement.view(p.state, viewer) as DisplacementView;
      const { container, unmount } = render(<board.Board snapshot={snapshotOf(view, viewer, [], view.players)} targets={new Map()} selected={[]} onTarget={() => {}} />);
      // The viewer's own nation may be drawn first: find the mover's by its name.
      const nation = [...container.querySelectorAll('.dp-nation')].find((el) => el.querySelector('strong')?.textContent?.startsWith(`Player ${mover + 1}`));
      const tag = nation?.querySelector('.dp-tag')?.textContent;
      unmount();
      return tag;
    };
    expect(tagOf(mover)).toBe('your turn');
    expect(tagOf((mover + 1) % p.view.players)).toBe('their turn');
  });

  it('while another nation decides, the hint says what they decide and tells the viewer to tap nothing', () => {
    const seen = new Set<string>();
    for (const p of ALL.filter((x, i) => i % 5 === 0 && x.view.phase !== 'over')) {
      const mover = p.view.current;
      const other = (mover + 1) % p.view.players;
      const hint = board.phaseHint(displacement.view(p.state, other), mover, NAMES(p.view.players));
      expect(hint).not.toMatch(/\btap\b|\byou\b|\byour\b/i);
      expect(hint).toMatch(p.view.phase === 'respond' ? /was drawn: block it for \d+ tokens? so it harms nobody, or face it\.$/ : /^Housing the displaced: /);
      expect(board.phaseHint(displacement.view(p.state, 'spectator'), mover, NAMES(p.view.players))).toBe(hint);
      seen.add(p.view.phase);
    }
    expect([...seen].sort(), 'both phases seen').toEqual(['house', 'respond']);
  });

  it('emergency shelter for one person reads "costs 1 token (you have 5)", never "1 for each of 1 person"', () => {
    let one = 0;
    for (const p of ALL) {
      for (const { action } of p.legal) {
        if (displacementActions.decode(action)!.kind !== 'shelter') continue;
        const detail = board.classify(p.view, p.seat, action).detail ?? '';
        expect(detail).not.toMatch(/for each of 1 person/);
        if (p.view.displaced[p.seat].length === 1) {
          one++;
          expect(detail).toMatch(/^costs \d+ tokens? \(you have \d+\) · they stay one more turn · ends your turn$/);
        }
      }
    }
    expect(one, 'positions with one person to shelter').toBeGreaterThan(0);
  });

  it('draws each person in their native nation\'s colour and shape, housed or displaced', () => {
    const p = ALL[ALL.length - 1];
    const { container } = render(<board.Board snapshot={snapshotOf(p.view, p.seat, [], p.view.players)} targets={new Map()} selected={[]} onTarget={() => {}} />);
    const people = p.view.grid.flat().reduce((s, sq) => s + (sq?.length ?? 0), 0) + p.view.displaced.flat().length;
    expect(container.querySelectorAll('.dp-person')).toHaveLength(people);
    for (const el of container.querySelectorAll('.dp-person')) expect(el.textContent?.trim().length).toBeGreaterThan(0);
  });

  it('DP-R2, DP-D20: another nation\'s goal is not in a seat\'s view or on its screen before the end', () => {
    const c = contentOf(ALL[0].view);
    let checked = 0;
    for (const p of ALL.filter((_, i) => i % stride(11) === 0)) {
      if (p.view.phase === 'over') continue;
      for (let seat = 0; seat < p.view.players; seat++) {
        const view = displacement.view(p.state, seat) as DisplacementView;
        const { container, unmount } = render(<board.Board snapshot={snapshotOf(view, seat, [], view.players)} targets={new Map()} selected={[]} onTarget={() => {}} />);
        const html = container.innerHTML;
        const own = c.goals[p.state.goal[seat]];
        expect(html).toContain(pick(own.text));
        for (let n = 0; n < view.players; n++) {
          const other = c.goals[p.state.goal[n]];
          if (other.goal !== own.goal) expect(html, `seat ${seat} sees nation ${n}`).not.toContain(pick(other.name));
        }
        expect(container.querySelectorAll('.dp-goal.face-down')).toHaveLength(view.players - 1);
        unmount();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('the end screen', () => {
  it('DP-R23, DP-D19, DP-D21: explains who won on which goal, with every goal revealed', () => {
    for (const g of GAMES) {
      expect(displacement.isOver(g.final)).toBe(true);
      const outcome = displacement.outcome(g.final)!;
      const view = displacement.view(g.final, 0) as DisplacementView;
      const names = NAMES(view.players);
      const lines = board.outcome!.explain(outcome, view, names);
      const text = lines.join(' ');
      const c = contentOf(view);
      if (outcome.winners.length === 0) expect(text).toMatch(/nobody won/);
      for (const w of outcome.winners) expect(text).toContain(`${names[w]} wins as`);
      for (let n = 0; n < view.players; n++) expect(text).toContain(pick(c.goals[g.final.goal[n]].name));
      const { container, unmount } = render(<board.Board snapshot={snapshotOf(view, 0, [], view.players, outcome)} targets={new Map()} selected={[]} onTarget={() => {}} />);
      expect(container.querySelectorAll('.dp-goal.face-down')).toHaveLength(0);
      unmount();
    }
  });

  it('explains a win of each kind and a shared loss', () => {
    const base = GAMES[0].final;
    const c = contentOf(base);
    const names = NAMES(base.players);
    const kinds = ['humanitarian', 'metropolitan', 'entrepreneurial'] as const;
    for (const kind of kinds) {
      const goal = c.goals.findIndex((x) => x.goal === kind);
      const s: DisplacementState = { ...base, goal: base.goal.map((x, n) => (n === 0 ? goal : x)), winners: [0], phase: 'over' };
      const o: Outcome = { reason: 'x', scores: [1, 0], ranks: [1, 2], winners: [0], tie: false, stats: [] };
      const text = board.outcome!.explain(o, displacement.view(s, 0), names).join(' ');
      expect(text).toContain(`Player 1 wins as`);
      expect(text).toContain(pick(c.goals[goal].name));
    }
    const none: Outcome = { reason: 'x', scores: [0, 0], ranks: [1, 1], winners: [], tie: false, stats: [] };
    expect(board.outcome!.explain(none, displacement.view({ ...base, winners: [] }, 0), names).join(' ')).toMatch(/nobody won/);
  });

  it('DP-D6: asks the game\'s debrief questions', () => {
    const view = displacement.view(GAMES[1].final, 'spectator') as DisplacementView;
    const qs = board.outcome!.questions!(view);
    expect(qs).toEqual(contentOf(view).debrief.map((q) => pick(q)));
    expect(qs.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the how-to-play', () => {
  it('every picture it names is drawn', () => {
    const keys = pictureKeys(readFileSync('docs/how-to-play/displacement.md', 'utf8'));
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) {
      const Picture = board.pictures![key];
      expect(Picture, key).toBeDefined();
      const { container, unmount } = render(<Picture />);
      expect(container.textContent?.length ?? 0, key).toBeGreaterThan(0);
      unmount();
    }
  });
});
