// @vitest-environment jsdom
/**
 * The #refugee board over real positions reached by playing seeded games. It draws the numbers the
 * view carries and computes no rule (RF-R12: the vetting score on a refugee card is the view's own);
 * it flags exactly the moves that decline to act as passes, and names the round they may be passed
 * through (RF-D29); every legal move has words and a card to tap; every physical card can be
 * followed as it travels; the end screen explains the outcome in words (RF-R26, RF-R27, RF-R28,
 * RF-D14, RF-D23, RF-D30); and the how-to-play's pictures exist.
 */
import { readFileSync } from 'node:fs';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.ts';
import { pick, type Outcome } from '../../src/engine/index.ts';
import {
  contentOf, refugee, refugeeActionStruct, type RefugeeState, type RefugeeView,
} from '../../src/games/refugee/index.ts';
import { REGION_STYLE } from '../../src/web/boards/refugee/Board.tsx';
import refugeeBoard from '../../src/web/boards/refugee/index.tsx';
import type { BoardModule } from '../../src/web/boards/types.ts';
import { LocalMatch } from '../../src/web/local/match.ts';
import { clickTarget, keysOf, matching, targetMap } from '../../src/web/table/targets.ts';
import type { LegalChoice, TableSnapshot } from '../../src/web/table/types.ts';
import { atLeast, stride } from '../depth.ts';

afterEach(cleanup);

const board: BoardModule = refugeeBoard;
const NAMES = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);

interface Position {
  state: RefugeeState;
  seat: number;
  view: RefugeeView;
  legal: LegalChoice[];
}

/**
 * Plays a seeded game with a fixed, varied choice of moves (plays of action cards included), and
 * returns every position on the way: the state, the active seat, its view and its legal moves.
 */
function play(players: number, seed: number, limit = 5000): { positions: Position[]; final: RefugeeState } {
  let state = refugee.setup({ players, seed }) as RefugeeState;
  const positions: Position[] = [];
  for (let step = 0; step < limit && !refugee.isOver(state); step++) {
    const seat = refugee.activeSeats(state)[0];
    const view = refugee.view(state, seat) as RefugeeView;
    const actions = refugee.legalActions(state, seat);
    const legal = actions.map((action) => ({ action, label: refugee.describeAction(view, seat, action) }));
    positions.push({ state, seat, view, legal });
    // Mostly play something other than a pass, so the response window fills; sometimes pass.
    const nonPass = actions.filter((a) => a !== 0);
    const pick = nonPass.length > 0 && (step % 5 !== 0 || view.phase !== 'action') ? nonPass[(step * 7) % nonPass.length] : actions[0];
    const r = refugee.apply(state, seat, pick);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state as RefugeeState;
  }
  return { positions, final: state };
}

const GAMES = [play(2, 3), play(3, 6), play(4, 17)];
const ALL = GAMES.flatMap((g) => g.positions);

function snapshotOf(p: Position, players: number): TableSnapshot {
  return {
    gameId: 'refugee', title: '#refugee', players, viewer: p.seat, view: p.view, legal: p.legal, active: refugee.activeSeats(p.state),
    outcome: null, version: 0, names: NAMES(players), log: [], lastEvents: [],
  };
}

it('RF-R12: a refugee card shows the vetting score from the view', () => {
  const m = new LocalMatch(refugee, { game: 'refugee', players: 3, seed: 4, human: 0, playerName: 'You', bots: Array(3).fill({ kind: 'random', strength: 'easy' }) }, (k, s) => createBot(k, { strength: s }));
  const state = () => m.state as RefugeeState;
  // Play until some refugee carries vetting cards.
  for (let i = 0; i < 200 && !(refugee.view(state(), 0) as RefugeeView).inPlay.some((r) => r.vetting.length > 0); i++) {
    const seat = m.snapshot().active[0];
    m.apply(seat, refugee.legalActions(state(), seat)[0]);
  }
  const real = refugee.view(state(), 0) as RefugeeView;
  const at = real.inPlay.findIndex((r) => r.vetting.length > 0);
  expect(at).toBeGreaterThanOrEqual(0);
  const score = (v: RefugeeView) => {
    const { container, unmount } = render(<refugeeBoard.Board snapshot={{ ...m.snapshot(), viewer: 0, view: v }} targets={new Map()} selected={[]} onTarget={() => {}} />);
    const name = pick(contentOf(v).refugees[v.inPlay[at].id].name);
    const card = [...container.querySelectorAll('.rf-refugee')].find((el) => el.getAttribute('aria-label')?.startsWith(`${name},`));
    const shown = card?.querySelector('.rf-score')?.textContent;
    unmount();
    return shown;
  };
  const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
  expect(score(real)).toContain(`score ${sign(real.vettingScores[at])}`);
  const edited = { ...real, vettingScores: real.vettingScores.map((x, i) => (i === at ? 42 : x)) };
  expect(score(edited)).toContain('score +42');
});

describe('RF-D29: passes and rounds', () => {
  it('flags as a pass exactly the moves that decline to act in the action round, never the roll of the cycle phase', () => {
    let passes = 0;
    let rolls = 0;
    let onlyMove = 0;
    for (const p of ALL) {
      for (const { action } of p.legal) {
        const d = refugeeActionStruct(p.view, p.seat, action)!;
        const declines = d.kind === 'pass' && p.view.phase === 'action';
        expect(board.classify(p.view, p.seat, action).pass === true, `${p.view.phase} ${d.kind}`).toBe(declines);
        if (declines) passes++;
        if (d.kind === 'pass' && p.view.phase === 'cycle') rolls++;
      }
      if (p.legal.length === 1 && board.classify(p.view, p.seat, p.legal[0].action).pass) onlyMove++;
    }
    // The positions reach both kinds of "pass", and passes that are the only move (what auto-pass plays).
    expect(passes).toBeGreaterThan(20);
    expect(rolls).toBeGreaterThan(3);
    expect(onlyMove).toBeGreaterThan(3);
  });

  it('a pass is offered only where a round key says which turn it belongs to', () => {
    for (const p of ALL) {
      const offered = p.legal.some((c) => board.classify(p.view, p.seat, c.action).pass);
      if (offered) expect(board.roundKey!(p.view)).toBe(`turn ${p.view.turn + 1}: action round`);
    }
  });

  it('the round key changes when the current country\'s turn changes, and not within its response window', () => {
    let sameWindow = 0;
    let changed = 0;
    for (const g of GAMES) {
      for (let i = 1; i < g.positions.length; i++) {
        const a = g.positions[i - 1].view;
        const b = g.positions[i].view;
        const ka = board.roundKey!(a);
        const kb = board.roundKey!(b);
        if (a.turn !== b.turn || a.current !== b.current) {
          expect(kb).not.toBe(ka);
          changed++;
        }
        const inWindow = (v: RefugeeView) => v.phase === 'action' || v.phase === 'choose';
        if (a.turn === b.turn && inWindow(a) && inWindow(b)) {
          // Cards played, answers, refugees chosen: still the same round.
          expect(kb).toBe(ka);
          sameWindow++;
        }
        // A request made before the action round (cycle, vetting, discard) never reaches it, so it
        // never reaches anyone's own action round from earlier in their turn.
        if (a.turn === b.turn && !inWindow(a) && inWindow(b)) expect(kb).not.toBe(ka);
      }
    }
    expect(changed).toBeGreaterThan(20);
    expect(sameWindow).toBeGreaterThan(50);
  });

  it('every seat and a spectator see the same round key (the table reads it from its own view)', () => {
    for (const p of ALL.filter((_, i) => i % 17 === 0)) {
      const keys = new Set([...Array(p.state.players).keys(), 'spectator' as const].map((viewer) => board.roundKey!(refugee.view(p.state, viewer))));
      expect(keys.size).toBe(1);
    }
  });
});

describe('moves: words and a card to tap', () => {
  it('every legal move has a non-empty detail, a group from a short list and a target on the board', () => {
    const groups = new Set<string>();
    for (const p of ALL) {
      for (const { action } of p.legal) {
        const c = board.classify(p.view, p.seat, action);
        expect(c.detail?.trim().length, refugee.describeAction(p.view, p.seat, action)).toBeGreaterThan(0);
        expect(c.detail).not.toMatch(/\(s\)|\b1 (cards|refugees|points|moves)\b|undefined|NaN/);
        expect(c.target).toBeDefined();
        groups.add(c.group.startsWith('Play ') ? 'Play <card>' : c.group);
      }
    }
    expect([...groups].sort()).toEqual(['Choose who flees', 'Discard a vetting card', 'Pass', 'Play <card>', 'Start of your turn', 'Vet a refugee'].filter((g) => groups.has(g)));
    expect(groups.size).toBeLessThanOrEqual(6);
  });

  it('a vetting move reads its numbers from the view: "+n to <name>\'s vetting score (now a → b)"', () => {
    const p = ALL.find((x) => x.view.phase === 'vetting' && x.view.inPlay.some((r) => r.vetting.length > 0))!;
    const c = contentOf(p.view);
    for (const { action } of p.legal) {
      const d = refugeeActionStruct(p.view, p.seat, action);
      if (d?.kind !== 'vet') continue;
      const at = p.view.inPlay.findIndex((r) => r.id === d.refugee);
      const before = p.view.vettingScores[at];
      const detail = board.classify(p.view, p.seat, action).detail!;
      const m = /^([+-]?\d+) to (.+)'s vetting score \(now ([+-]?\d+) → ([+-]?\d+)\)/.exec(detail);
      expect(m, detail).not.toBeNull();
      expect(m![2]).toBe(pick(c.refugees[d.refugee].name));
      expect(Number(m![3])).toBe(before);
      expect(Number(m![4])).toBe(before + Number(m![1]));
    }
  });

  it('the board draws a button for every target, and tapping a move\'s cards reaches it', () => {
    let checked = 0;
    for (const [g, players] of [[GAMES[0], 2], [GAMES[1], 3], [GAMES[2], 4]] as const) {
      for (const p of g.positions.filter((_, i) => i % stride(7) === 0)) {
        const classify = (a: number) => board.classify(p.view, p.seat, a);
        const targets = targetMap(p.legal, classify, []);
        const { container, unmount } = render(<board.Board snapshot={snapshotOf(p, players)} targets={targets} selected={[]} onTarget={() => {}} />);
        const drawn = new Set([...container.querySelectorAll('button[data-target]')].map((b) => b.getAttribute('data-target')));
        expect([...drawn].sort()).toEqual([...targets.keys()].sort());
        unmount();
        for (const { action } of p.legal) {
          // Tap the move's cards one after the other: it is played, or it is among the few moves left.
          let selected: string[] = [];
          let acted: number | undefined;
          for (const k of keysOf(classify(action))) {
            const next = clickTarget(p.legal, classify, selected, k);
            selected = next.selected;
            if (next.act !== undefined) { acted = next.act; break; }
          }
          if (acted !== undefined) expect(acted).toBe(action);
          else {
            const left = matching(p.legal, classify, selected).map((c) => c.action);
            expect(left).toContain(action);
            // What is left differs only in a destination country: at most one move per country.
            expect(left.length).toBeLessThanOrEqual(players);
          }
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(atLeast(30));
  });
});

describe('cards carry data-flip-id so the table can show them travel', () => {
  it('refugees ref:<id>, vetting cards vcard:<id> in the hand and on refugees, action cards acard:<id> in the hand and on the stack', () => {
    let stacks = 0;
    for (const [g, players] of [[GAMES[1], 3], [GAMES[2], 4]] as const) {
      for (const p of g.positions.filter((x, i) => i % 11 === 0 || x.view.stack.length > 0).slice(0, 80)) {
        const { container, unmount } = render(<board.Board snapshot={snapshotOf(p, players)} targets={new Map()} selected={[]} onTarget={() => {}} />);
        const ids = (sel: string) => [...container.querySelectorAll(sel)].map((el) => el.getAttribute('data-flip-id'));
        const v = p.view;
        expect(ids('.rf-refugee').sort()).toEqual(v.inPlay.map((r) => `ref:${r.id}`).sort());
        expect(ids('.vet-chip').sort()).toEqual(v.inPlay.flatMap((r) => r.vetting.map((id) => `vcard:${id}`)).sort());
        expect(ids('.hand-card.vetting').sort()).toEqual(v.myVetting!.map((id) => `vcard:${id}`).sort());
        expect(ids('.hand-card.action').sort()).toEqual(v.myActions!.map((id) => `acard:${id}`).sort());
        expect(ids('.stack-card')).toEqual(v.stack.map((e) => `acard:${e.card}`));
        expect(ids('.accepted-list li').sort()).toEqual(v.accepted.flat().map((id) => `ref:${id}`).sort());
        const all = ids('[data-flip-id]');
        expect(new Set(all).size).toBe(all.length);
        if (v.stack.length) stacks++;
        unmount();
      }
    }
    expect(stacks).toBeGreaterThan(3);
  });
});

describe('text a player reads', () => {
  it('no "(s)" and no "1 cards": plurals agree with their numbers on the board and in the terminal picture', () => {
    for (const [g, players] of [[GAMES[0], 2], [GAMES[2], 4]] as const) {
      for (const p of g.positions.filter((_, i) => i % 13 === 0)) {
        const { container, unmount } = render(<board.Board snapshot={snapshotOf(p, players)} targets={new Map()} selected={[]} onTarget={() => {}} />);
        const text = [container.textContent ?? '', ...[...container.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'))].join(' ');
        unmount();
        const terminal = refugee.renderText!(p.view, p.seat);
        for (const t of [text, terminal, board.phaseHint(p.view, p.seat, NAMES(players))]) {
          expect(t).not.toMatch(/\(s\)|(^|[^\d])1 (cards|refugees|points|marks|bolts|moves)\b|(^|[^\d-])[02-9] (card|refugee|mark|bolt|move)\b(?! card)/);
        }
      }
    }
  });

  it('the response-window hint names who played the card without nesting brackets ("by Player 2 (bot · easy))")', () => {
    const open = ALL.find((p) => (p.view as RefugeeView).phase === 'action' && (p.view as RefugeeView).stack.length > 0);
    expect(open, 'a position with a card waiting on the stack').toBeDefined();
    const hint = board.phaseHint(open!.view, open!.seat, ['Amal (you)', 'Sami (bot · easy)', 'Lee (bot · easy)', 'Noor (bot · easy)']);
    expect(hint).toMatch(/^The response window is open: .+, played by .+ \(.+\), waits on the stack\./);
    expect(hint).not.toMatch(/\)\)/);
  });

  it('the hint speaks to the player on their turn and about the mover while they wait: no "tap" or "your hand" for another player\'s decision', () => {
    let others = 0;
    for (const p of ALL.filter((_, i) => i % 3 === 0)) {
      const v = p.view as RefugeeView;
      const names = NAMES(v.players);
      const mine = board.phaseHint(p.view, p.seat, names);
      // The same position seen by another seat: the hint names the mover and tells nobody to tap.
      const seen = board.phaseHint(refugee.view(p.state, (p.seat + 1) % v.players), p.seat, names);
      if (!mine) continue;
      others++;
      expect(seen, `${v.phase}: ${seen}`).not.toMatch(/\btap\b|your hand|your zone|^Choose/);
      if (v.phase !== 'action' || v.stack.length > 0) expect(seen, `${v.phase}: ${seen}`).toContain(names[p.seat]);
    }
    expect(others).toBeGreaterThan(20);
  });

  it('board.css: no text below 0.75rem (12 px on a phone), and the region bars reach 4.5:1 with their text', () => {
    const css = readFileSync('src/web/boards/refugee/board.css', 'utf8');
    const sizes = [...css.matchAll(/font-size:\s*([\d.]+)(rem|px|em)/g)];
    expect(sizes.length).toBeGreaterThan(10);
    for (const [, n, unit] of sizes) expect(unit === 'px' ? Number(n) / 16 : Number(n), `font-size ${n}${unit}`).toBeGreaterThanOrEqual(0.75);
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((x) => (x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    for (const [region, s] of Object.entries(REGION_STYLE)) {
      expect(ratio(s.bar, s.text), `${region} bar`).toBeGreaterThanOrEqual(4.5);
      // The region's colour as text on a vetting chip and on a white card.
      expect(ratio(s.ink, '#eef2f3'), `${region} ink`).toBeGreaterThanOrEqual(4.5);
      expect(ratio(s.ink, '#ffffff'), `${region} ink`).toBeGreaterThanOrEqual(4.5);
    }
    // Colour is never the only signal: each region has its own symbol.
    expect(new Set(Object.values(REGION_STYLE).map((s) => s.symbol)).size).toBe(4);
  });
});

describe('the end screen in words', () => {
  /** A finished position built from a real setup: the outcome and view come from the game itself. */
  function ended(players: number, over: Partial<RefugeeState>): { outcome: Outcome; view: RefugeeView } {
    const base = refugee.setup({ players, seed: 11 }) as RefugeeState;
    const accepted = (over.accepted ?? base.accepted).map((list) => list);
    const state: RefugeeState = {
      ...base, phase: 'over', stack: [], choices: [], endReason: 'accepted', ender: 0,
      ...over,
      accepted,
      acceptedValues: accepted.map((l) => l.map(() => 0)),
    };
    return { outcome: refugee.outcome(state)!, view: refugee.view(state, 0) as RefugeeView };
  }
  /** `n` distinct refugee ids starting at `from`. */
  const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
  const explain = (x: { outcome: Outcome; view: RefugeeView }, players: number) => board.outcome!.explain(x.outcome, x.view, NAMES(players)).join(' ');

  it('RF-R26: a points win names the reason, what counts and the runner-up', () => {
    const x = ended(3, { scores: [10, 5, 3], accepted: [ids(0, 8), ids(8, 4), ids(12, 2)], ender: 0 });
    expect(x.outcome.winners).toEqual([0]);
    const text = explain(x, 3);
    expect(text).toContain('Player 1 accepted 8 refugees, which ends the game at once.');
    expect(text).toContain('The most points wins.');
    expect(text).toContain('Player 1 wins with 10 points; Player 2 comes next with 5 points.');
  });

  it('RF-R26: accepting the last refugee ends the game but points decide; a tie on points goes to refugees accepted', () => {
    const a = ended(2, { scores: [12, 9], accepted: [ids(0, 5), ids(5, 8)], ender: 1 });
    expect(a.outcome.winners).toEqual([0]);
    expect(explain(a, 2)).toContain('Accepting the last refugee ended the game for Player 2 but did not win it: points decide.');
    const b = ended(2, { scores: [10, 10], accepted: [ids(0, 8), ids(8, 6)], ender: 0 });
    expect(explain(b, 2)).toContain('Player 1 and Player 2 both have 10 points; Player 1 wins on refugees accepted (8 to 6).');
  });

  it('RF-R27 and RF-D14: after the refugee deck runs out, refugees accepted decide and points only break a tie', () => {
    const x = ended(2, { endReason: 'deck', ender: -1, scores: [20, 3], accepted: [ids(0, 5), ids(5, 6)] });
    expect(x.outcome.winners).toEqual([1]);
    const text = explain(x, 2);
    expect(text).toContain('The refugee deck ran out with no refugee left in play');
    expect(text).toContain('points only break a tie');
    expect(text).toContain('Player 2 wins with 6 refugees accepted; Player 1 comes next with 5.');
    const tied = ended(2, { endReason: 'deck', ender: -1, scores: [4, 7], accepted: [ids(0, 5), ids(5, 5)] });
    expect(explain(tied, 2)).toContain('Player 2 and Player 1 both accepted 5 refugees; Player 2 wins on points (7 to 4).');
  });

  it('RF-R28 and RF-D23: eliminated countries are named with their points, and rank below the rest', () => {
    const x = ended(3, { scores: [9, -22, 3], accepted: [ids(0, 8), ids(8, 2), ids(10, 3)], out: [false, true, false], eliminationOrder: [1] });
    expect(x.outcome.ranks[1]).toBe(3);
    expect(explain(x, 3)).toContain('Player 2 (-22 points) was eliminated at -20 points or fewer and ranks below every country still in the game.');
    const last = ended(2, { endReason: 'last-standing', ender: 0, scores: [-3, -25], accepted: [ids(0, 2), ids(2, 1)], out: [false, true], eliminationOrder: [1] });
    expect(last.outcome.winners).toEqual([0]);
    const text = explain(last, 2);
    expect(text).toContain('Player 1 is the last country standing and wins, whatever the points.');
    expect(text).not.toContain('The most points wins');
  });

  it('RF-R26: a tie in words', () => {
    const x = ended(3, { scores: [7, 7, 2], accepted: [ids(0, 8), ids(8, 8), ids(16, 1)], ender: 0 });
    expect(x.outcome.tie).toBe(true);
    expect(explain(x, 3)).toContain('Player 1 and Player 2 tie: each has 7 points and accepted 8 refugees.');
  });

  it('RF-D30: explains a real finished game, and catalogue.figures names every figure the end screen shows', () => {
    const g = GAMES[1];
    expect(refugee.isOver(g.final)).toBe(true);
    const outcome = refugee.outcome(g.final)!;
    const lines = board.outcome!.explain(outcome, refugee.view(g.final, 0), NAMES(3));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const l of lines) expect(l).toMatch(/^[A-Z].*\.$/);
    const figures = board.catalogue!.figures!;
    const keys = Object.keys(outcome.stats[0]);
    for (const [k, f] of Object.entries(figures)) {
      expect(keys).toContain(k);
      expect(f.label.length).toBeGreaterThan(2);
      expect(f.help).toMatch(/^[A-Z].*\.$/);
    }
    // Left out on purpose: the sentences name eliminated countries; the number of turns is the same for all.
    expect(keys.filter((k) => !(k in figures)).sort()).toEqual(['eliminated', 'turns']);
    // Outcome scores are ranking keys that the figures already show (points, refugees accepted).
    expect(board.catalogue!.score).toBeNull();
    expect(board.catalogue).toBe(refugee.catalogue);
  });
});

describe('how to play', () => {
  const md = readFileSync('docs/how-to-play/refugee.md', 'utf8');

  it('has the sections a first-time player needs, in order', () => {
    const heads = md.split('\n').filter((l) => /^#{1,2} /.test(l));
    expect(heads[0]).toBe('# How to play #refugee');
    const want = ['## The goal', '## Setting off', '## A turn, step by step'];
    expect(heads.slice(1, 4)).toEqual(want);
    expect(heads.slice(-2)).toEqual(['## Words on the table', '## Tips for a first game']);
    const words = md.slice(md.indexOf('## Words on the table'), md.indexOf('## Tips for a first game'));
    for (const term of ['Vetting card', 'Vetting score', 'In-Country Zone', 'Fleeing Zone', 'Response window', 'Action card', 'Cycle', 'White mark', 'Bolt', 'Accepted', 'Eliminated', 'Region']) {
      expect(words, term).toMatch(new RegExp(`^- \\*\\*${term}[^*]*\\*\\* — `, 'm'));
    }
  });

  it('every picture it shows exists in the board\'s pictures and draws something', () => {
    const keys = [...md.matchAll(/^!\[[^\]]*\]\(picture:([\w-]+)\)$/gm)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const k of keys) {
      const Picture = board.pictures![k];
      expect(Picture, k).toBeDefined();
      const { container, unmount } = render(<Picture />);
      expect(container.textContent!.length, k).toBeGreaterThan(0);
      // Pictures are not part of the table: nothing to tap, nothing that travels.
      expect(container.querySelector('button, [data-flip-id]')).toBeNull();
      unmount();
    }
    // The pictured refugee's caption gives the score the card shows.
    const { container } = render(<>{(() => { const P = board.pictures!.refugee; return <P />; })()}</>);
    expect(container.querySelector('.rf-score')?.textContent).toContain('score +2');
    expect(md).toMatch(/!\[[^\]]*vetting score \+2[^\]]*\]\(picture:refugee\)/);
  });
});
