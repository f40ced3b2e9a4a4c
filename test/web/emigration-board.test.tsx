// @vitest-environment jsdom
/**
 * Emigration's table as players meet it (docs/architecture.md §11): every layout card readable in full,
 * coverage shown in words (EM-R13, EM-R15), every move explained in words from the view, cards and lanes
 * marked for the table's travel animation, the end screen's sentences (EM-R39, EM-R40), and the
 * how-to-play's pictures drawn by the board.
 */
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.ts';
import { emigration, emigrationActions, EMPTY, HIDDEN, type EmigrationView } from '../../src/games/emigration/index.ts';
import board from '../../src/web/boards/emigration/index.tsx';
import { GROUPS } from '../../src/web/boards/emigration/classify.ts';
import { layoutGrid, slotColumns } from '../../src/web/boards/emigration/layout.ts';
import { explainEmigration } from '../../src/web/boards/emigration/outcome.ts';
import type { TableSnapshot } from '../../src/web/table/types.ts';
import { pictureKeys, renderMarkdown } from '../../src/web/table/markdown.tsx';
import { targetMap } from '../../src/web/table/targets.ts';
import { A, act, blankPrep, destination, givePapers, toBorder, type EmigrationState } from '../games/emigration/helpers.ts';

afterEach(cleanup);

const NAMES = ['Sami', 'Amal', 'Lee', 'Ivy', 'Noor', 'Tomás'];

/** Plays `moves` seeded random moves from a fresh game (Mental Fog and the border included). */
function play(players: number, seed: number, moves: number): EmigrationState {
  const s = emigration.setup({ players, seed }) as EmigrationState;
  const rng = new Rng(seed);
  for (let i = 0; i < moves && s.phase !== 'over'; i++) emigration.applyInPlace(s, s.turn, rng.pick(emigration.legalActions(s, s.turn)));
  return s;
}

function snapshotOf(s: EmigrationState, viewer: number): TableSnapshot {
  const view = emigration.view(s, viewer) as EmigrationView;
  const active = emigration.activeSeats(s);
  const legal = active.includes(viewer) ? emigration.legalActions(s, viewer).map((action) => ({ action, label: emigration.describeAction(view, viewer, action) })) : [];
  return {
    gameId: 'emigration', title: 'Emigration', players: s.players, viewer, view, legal, active,
    outcome: emigration.outcome(s), version: 0, names: NAMES.slice(0, s.players), log: [], lastEvents: [],
  };
}

function draw(snap: TableSnapshot) {
  const targets = targetMap(snap.legal, (a) => board.classify(snap.view, snap.viewer as number, a), []);
  return render(<board.Board snapshot={snap} targets={targets} selected={[]} onTarget={() => {}} />);
}

/** A mid-game position: some layout cards taken, some covered face-up cards, the mover's turn. */
function midGame(): EmigrationState {
  for (let seed = 1; seed < 50; seed++) {
    const s = play(3, seed, 18);
    const v = emigration.view(s, s.turn) as EmigrationView;
    const taken = v.layout.some((row) => row.includes(EMPTY));
    const coveredUp = v.layout.some((row, p) => row.some((id, slot) => id >= 0 && !v.open[p].includes(slot)));
    if (s.phase === 'prep' && !s.pendingFog && taken && coveredUp) return s;
  }
  throw new Error('no mid-game position found');
}

describe('Emigration board: the personal layouts', () => {
  it('EM-R13: every face-up layout card shows its full name, after cards were taken', () => {
    const s = midGame();
    const snap = snapshotOf(s, s.turn);
    const v = snap.view as EmigrationView;
    const { container } = draw(snap);
    let checked = 0;
    v.layout.forEach((row) => row.forEach((id) => {
      if (id < 0) return;
      const el = container.querySelector(`[data-flip-id="card:${id}"] .em-card`);
      expect(el, v.cards[id].name).not.toBeNull();
      expect(el!.textContent).toContain(v.cards[id].name);
      expect(el!.textContent).not.toContain('…');
      checked++;
    }));
    expect(checked).toBeGreaterThan(10);
  });

  it('EM-D7: no two cards of a layout share a place, whatever has been taken (each row its own line)', () => {
    const s = midGame();
    const v = emigration.view(s, 0) as EmigrationView;
    for (let p = 0; p < v.players; p++) {
      const grid = layoutGrid(v.layoutSpec, v.layout[p]);
      expect(grid.cells).toHaveLength(v.layout[p].filter((id) => id !== EMPTY).length);
      for (const a of grid.cells) {
        for (const b of grid.cells) {
          if (a === b || a.line !== b.line) continue;
          expect(a.column + a.span <= b.column || b.column + b.span <= a.column, `slots ${a.slot} and ${b.slot}`).toBe(true);
        }
      }
      // Rows that still hold cards take one line each, back first.
      expect(grid.rows).toEqual([...new Set(grid.cells.map((c) => c.row))].sort((x, y) => x - y));
    }
    // The drawn cells are the computed ones: one grid line per row, columns that never overlap.
    const { container } = draw(snapshotOf(s, 0));
    for (const row of container.querySelectorAll('.em-row-cards')) {
      const spans = [...row.querySelectorAll<HTMLElement>(':scope > .em-slot')].map((el) => {
        const m = /^(\d+) \/ span (\d+)$/.exec(el.style.gridColumn);
        expect(m, el.style.gridColumn).not.toBeNull();
        return [Number(m![1]), Number(m![1]) + Number(m![2])];
      });
      spans.sort((x, y) => x[0] - y[0]);
      for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1]);
    }
  });

  it('a content layout with two cards at one place still draws them side by side', () => {
    const spec = [{ row: 0, col: 0 }, { row: 0, col: 0.2 }, { row: 0, col: 1 }, { row: 1, col: 0.5 }];
    expect(slotColumns(spec)).toEqual([1, 3, 5, 2]);
    const grid = layoutGrid(spec, [5, 6, EMPTY, 7]);
    expect(grid.cells.map((c) => [c.slot, c.line, c.column])).toEqual([[0, 0, 1], [1, 0, 3], [3, 1, 2]]);
    expect(grid.columns).toBe(6);
  });

  it('EM-R13 / EM-R15: covered cards say so, on the card and in words; face-down cards too', () => {
    const s = midGame();
    const snap = snapshotOf(s, s.turn);
    const v = snap.view as EmigrationView;
    const { container } = draw(snap);
    let covered = 0;
    v.layout.forEach((row, p) => row.forEach((id, slot) => {
      if (id < 0 || v.open[p].includes(slot)) return;
      const el = container.querySelector(`[data-flip-id="card:${id}"] .em-card`)!;
      const over = v.layoutSpec[slot].coveredBy.filter((c) => v.layout[p][c] !== EMPTY).length;
      expect(el.textContent).toContain(`Covered by ${over}`);
      expect(el.getAttribute('aria-label')).toContain(`covered by ${over}`);
      expect(el.classList.contains('covered')).toBe(true);
      covered++;
    }));
    expect(covered).toBeGreaterThan(0);
    const backs = container.querySelectorAll('.em-card.back');
    expect(backs.length).toBe(v.layout.flat().filter((id) => id === HIDDEN).length);
    for (const b of backs) expect(b.textContent).toMatch(/\?Face down/);
    // Available cards carry no "covered" mark.
    v.open.forEach((slots, p) => slots.forEach((slot) => {
      const el = container.querySelector(`[data-flip-id="card:${v.layout[p][slot]}"] .em-card`)!;
      expect(el.classList.contains('covered')).toBe(false);
    }));
  });

  it('a card tapped shows its details: full text, price, and what taking it costs', () => {
    const s = midGame();
    const snap = snapshotOf(s, s.turn);
    const v = snap.view as EmigrationView;
    const { container } = draw(snap);
    // Another player's covered face-up card (so not a target right now).
    const other = [1, 2].map((k) => (s.turn + k) % s.players).find((p) => v.layout[p].some((x, slot) => x >= 0 && !v.open[p].includes(slot)))!;
    const id = v.layout[other].find((x, slot) => x >= 0 && !v.open[other].includes(slot));
    expect(id).toBeDefined();
    const kind = v.cards[id!].kind;
    const slot = container.querySelector(`[data-flip-id="card:${id}"]`)!;
    const card = slot.querySelector('.em-card')!;
    const tip = document.getElementById(card.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toContain(v.cards[id!].name);
    if (kind === 'document' || kind === 'connection') expect(tip.textContent).toContain(`price ${v.cards[id!].price}. `);
    if (kind === 'document' || kind === 'connection') expect(tip.textContent).toContain(`Buy it for ${v.cards[id!].price} money, or discard it for 2 money.`);
    if (kind === 'life') expect(tip.textContent).toContain(v.cards[id!].text!);
    if (kind === 'payday') expect(tip.textContent).toContain('everyone is paid their salary');
    expect(tip.textContent).toContain(`1 more money, paid to ${NAMES[other]}`);
    expect(tip.textContent).toContain('Covered by');
    fireEvent.click(card);
    expect(slot.classList.contains('peek')).toBe(true);
    fireEvent.click(card);
    expect(slot.classList.contains('peek')).toBe(false);
  });

  it('every physical card carries data-flip-id="card:<id>" once, wherever it lies; lanes carry lane:<n>', () => {
    for (const s of [midGame(), play(4, 3, 400)]) {
      const snap = snapshotOf(s, 0);
      const v = snap.view as EmigrationView;
      const { container, unmount } = draw(snap);
      const ids = [...container.querySelectorAll('[data-flip-id^="card:"]')].map((el) => el.getAttribute('data-flip-id'));
      expect(new Set(ids).size).toBe(ids.length);
      const known = [...v.layout.flat().filter((id) => id >= 0), ...v.stash.flat(), ...v.supply, ...v.skipCard.filter((id) => id >= 0)];
      expect(ids.sort()).toEqual(known.map((id) => `card:${id}`).sort());
      const lanes = [...container.querySelectorAll('[data-flip-id^="lane:"]')].map((el) => el.getAttribute('data-flip-id'));
      expect(lanes).toEqual(v.laneSpec.map((_, i) => `lane:${i}`));
      unmount();
    }
  });
});

describe('Emigration board: moves in words', () => {
  it('every legal move, in every phase, has a known group and a detail in words', () => {
    const groups = new Set<string>(Object.values(GROUPS));
    const seen = new Set<string>();
    for (const [players, seed] of [[2, 3], [3, 8], [4, 21]]) {
      const s = emigration.setup({ players, seed }) as EmigrationState;
      const rng = new Rng(seed);
      while (s.phase !== 'over') {
        const view = emigration.view(s, s.turn);
        const legal = emigration.legalActions(s, s.turn);
        for (const action of legal) {
          const c = board.classify(view, s.turn, action);
          expect(groups.has(c.group), c.group).toBe(true);
          expect(c.detail, emigration.describeAction(view, s.turn, action)).toMatch(/\S/);
          expect(c.detail).not.toMatch(/undefined|NaN|\b1 (documents|connections|tokens|assurance tokens)\b/);
          seen.add(c.group);
        }
        emigration.applyInPlace(s, s.turn, rng.pick(legal));
      }
    }
    // The positions above met the preparation, the border, and the groups players see most.
    for (const g of [GROUPS.buy, GROUPS.discard, GROUPS.activate, GROUPS.trade, GROUPS.cross]) expect(seen.has(g), g).toBe(true);
  });

  it('EM-R14 / EM-R21 / EM-R32 / EM-R35: the details read the view’s numbers', () => {
    const s = midGame();
    const seat = s.turn;
    const v = emigration.view(s, seat) as EmigrationView;
    for (const action of emigration.legalActions(s, seat)) {
      const a = emigrationActions.decode(action);
      const d = board.classify(v, seat, action).detail!;
      if (a?.kind === 'buy' && v.layout.some((row) => row.includes(a.card))) {
        expect(d).toContain(`costs ${v.cards[a.card].price} money`);
        const fromOther = !v.layout[seat].includes(a.card);
        expect(d.includes('+1 to the layout’s owner')).toBe(fromOther);
      }
      if (a?.kind === 'discard') expect(d).toMatch(/^\+2 money/);
      if (a?.kind === 'activate' && v.cards[a.card].kind === 'payday') expect(d).toContain('everyone is paid');
    }
    // At the border: a trade says its rate, a lane what it needs.
    const border = borderTable(3, 2, (t) => { givePapers(t, 0); t.money = [9, 0, 0]; });
    const bv = emigration.view(border, 0) as EmigrationView;
    const rate = bv.seats[0].destination.money;
    expect(board.classify(bv, 0, A.TRADE_MONEY).detail).toBe(`${rate.per} money → ${rate.gain} assurance token${rate.gain === 1 ? '' : 's'} · you have 9 money`);
    expect(board.classify(bv, 0, A.CROSS + 4).detail).toContain('lane 5 needs 3–11 assurance tokens (3 tokens left)');
    expect(board.classify(bv, 0, A.CROSS).detail).toContain('lane 1 needs 6–7');
  });
});

/** A border position with Brazil (no penalties) for everyone, `last` ending Phase 1. */
function borderTable(players: number, last: number, setup?: (s: EmigrationState) => void, mode: 'competitive' | 'cooperative' = 'competitive'): EmigrationState {
  const s = blankPrep(players, last);
  s.mode = mode;
  s.seats = s.seats.map((x) => ({ ...x, destination: destination('brazil') }));
  s.money = Array(players).fill(0);
  setup?.(s);
  return toBorder(s, last);
}

/** Plays the border: seat p holds `assurance[p]` (and papers if `papers[p]`) and crosses at `lanes[p]`. */
function finish(opts: { assurance: number[]; money?: number[]; papers: boolean[]; lanes: number[]; mode?: 'competitive' | 'cooperative'; tokens?: number[][] }) {
  let s = borderTable(3, 2, (t) => {
    t.lanes = opts.tokens ?? [[6, 6, 7], [6, 6, 6], [6, 6, 6], [6, 6, 6], [3, 3, 3]]; // the last token is the top
    opts.papers.forEach((has, p) => { if (has) givePapers(t, p); });
  }, opts.mode);
  s.assurance = [...opts.assurance];
  s.money = opts.money ?? [0, 0, 0];
  for (const seat of [0, 1, 2]) s = act(s, seat, A.CROSS + opts.lanes[seat]).state;
  expect(s.phase).toBe('over');
  return { outcome: emigration.outcome(s)!, view: emigration.view(s, 'spectator') };
}

describe('Emigration board: the sentence above the table', () => {
  it('speaks to the player on their turn, and about the mover while they wait ("tap" only for the one who can)', () => {
    const prep = midGame();
    const mover = prep.turn;
    const other = (mover + 1) % prep.players;
    const mine = board.phaseHint(emigration.view(prep, mover), mover, NAMES);
    expect(mine).toMatch(/tap an available card/);
    const theirs = board.phaseHint(emigration.view(prep, other), mover, NAMES);
    expect(theirs).toBe(`Preparation: ${NAMES[mover]} may buy, discard or activate a card, or go to college.`);
    expect(board.phaseHint(emigration.view(prep, 'spectator'), mover, NAMES)).toBe(theirs);
    expect(board.phaseHint(emigration.view(prep, other), mover, NAMES, 'zh-Hant')).toContain(NAMES[mover]);
    const border = borderTable(3, 2);
    const crosser = border.turn;
    expect(board.phaseHint(emigration.view(border, crosser), crosser, NAMES)).toMatch(/tap an entrance lane/);
    expect(board.phaseHint(emigration.view(border, 'spectator'), crosser, NAMES)).toBe(`At the border: ${NAMES[crosser]} may trade for assurance tokens, then must choose an entrance lane.`);
  });
});

describe('Emigration board: the end in words', () => {
  it('EM-R39: a winner with fewer tokens than a player turned back — the latter does not count', () => {
    const { outcome, view } = finish({ assurance: [9, 5, 4], papers: [false, true, true], lanes: [4, 4, 4] });
    expect(outcome.winners).toEqual([1]);
    const words = explainEmigration(outcome, view, NAMES);
    const text = words.join('\n');
    expect(words[0]).toMatch(/Only players who entered/);
    expect(text).toContain('Amal won: entered Brazil with 2 assurance tokens left, the most of the 2 players who entered.');
    expect(text).toContain('Sami did not enter Brazil: drew 3 at lane 5 without a Passport or a Ticket');
    expect(text).toContain('Sami kept 9 assurance tokens, more than Amal, but did not enter, so those tokens do not count.');
    expect(text).toContain('Lee entered Brazil at lane 5: drew 3 and paid 3 of 4 assurance tokens, keeping 1.');
    expect(board.outcome!.explain(outcome, view, NAMES)).toEqual(words);
  });

  it('EM-R35 / EM-R39: turned back for too few tokens: the token drawn against the tokens held', () => {
    const { outcome, view } = finish({ assurance: [6, 4, 3], papers: [true, true, true], lanes: [0, 4, 4] });
    const text = explainEmigration(outcome, view, NAMES).join('\n');
    expect(text).toContain('Sami did not enter Brazil: drew 7 at lane 1 while holding only 6 assurance tokens.');
    expect(text).toContain('Sami kept 6 assurance tokens, more than Amal, but did not enter');
  });

  it('EM-R35: turned back holding no tokens at all says "no assurance tokens", not "only 0"', () => {
    const { outcome, view } = finish({ assurance: [0, 4, 3], papers: [true, true, true], lanes: [0, 4, 4] });
    const text = explainEmigration(outcome, view, NAMES).join('\n');
    expect(text).toContain('Sami did not enter Brazil: drew 7 at lane 1 while holding no assurance tokens.');
    expect(text).not.toMatch(/only 0/);
    expect(explainEmigration(outcome, view, NAMES, 'zh-Hant').join('\n')).toContain('手上沒有任何保證代幣');
  });

  it('EM-R39: a tie on tokens is settled by money, and said so', () => {
    const { outcome, view } = finish({ assurance: [5, 5, 1], money: [2, 3, 0], papers: [true, true, false], lanes: [4, 4, 4] });
    expect(outcome.winners).toEqual([1]);
    expect(explainEmigration(outcome, view, NAMES).join('\n')).toContain('Amal won: Amal and Sami entered with 2 assurance tokens left each, and Amal had the most money left (3).');
  });

  it('EM-R39: nobody entered', () => {
    const { outcome, view } = finish({ assurance: [9, 2, 0], papers: [false, false, false], lanes: [4, 4, 4] });
    const words = explainEmigration(outcome, view, NAMES);
    expect(words).toContain('Nobody entered their destination.');
    expect(words.join('\n')).not.toMatch(/won:|do not count/);
    expect(words.filter((w) => w.includes('did not enter'))).toHaveLength(3);
  });

  it('EM-R40: cooperative — everyone who entered wins, together', () => {
    const { outcome, view } = finish({ assurance: [3, 5, 4], papers: [true, false, true], lanes: [4, 4, 4], mode: 'cooperative' });
    expect(outcome.winners).toEqual([0, 2]);
    const words = explainEmigration(outcome, view, NAMES);
    expect(words[0]).toMatch(/cooperative game: everyone who entered their destination wins, together/);
    expect(words).toContain('Entered, and so won together: Sami and Lee. Turned back: Amal.');
    expect(words.join('\n')).not.toMatch(/do not count|most assurance/);
  });

  it('the end screen’s figures: every column shown is explained, and the score is not repeated', () => {
    const { outcome } = finish({ assurance: [3, 5, 4], papers: [true, true, true], lanes: [4, 4, 4] });
    const figures = board.catalogue?.figures ?? {};
    const keys = Object.keys(figures);
    expect(keys).toEqual(['destination', 'entered', 'lane', 'token', 'assurance', 'money', 'graduations']);
    for (const stats of outcome.stats) for (const k of keys) expect(stats, k).toHaveProperty(k);
    // Every stat is either explained or deliberately left to the lab.
    expect(Object.keys(outcome.stats[0]).filter((k) => !keys.includes(k)).sort()).toEqual(['bought', 'forfeits']);
    for (const k of keys) {
      expect(figures[k].label).toMatch(/\S/);
      expect(figures[k].help).toMatch(/^[A-Z][^.]*\.$/);
    }
    expect(board.catalogue?.score).toBeNull();
  });
});

describe('Emigration board: words a player reads', () => {
  it('no "1 documents": the trade label agrees with its number', () => {
    const s = borderTable(2, 1, (t) => { t.seats = t.seats.map((x) => ({ ...x, destination: destination('germany') })); });
    const v = emigration.view(s, s.turn) as EmigrationView;
    expect(emigration.describeAction(v, s.turn, A.TRADE_DOCUMENTS)).toBe('Trade 1 document for 1 assurance');
    expect(board.classify(v, s.turn, A.TRADE_DOCUMENTS).detail).toMatch(/^1 document → 1 assurance token · you have 0 documents$/);
    expect(emigration.renderText!(v, 0)).toContain('1 doc→1');
  });

  it('the board CSS keeps text at 12px or more and AA contrast for ink on every card colour', () => {
    const css = readFileSync('src/web/boards/emigration/board.css', 'utf8');
    const sizes = [...css.matchAll(/font-size:\s*([\d.]+)(rem|px|em)/g)];
    expect(sizes.length).toBeGreaterThan(10);
    for (const [, n, unit] of sizes) expect(unit === 'px' ? Number(n) : Number(n) * 16, `${n}${unit}`).toBeGreaterThanOrEqual(12);
    const ink = /--em-ink:\s*(#[0-9a-f]{6})/.exec(css)![1];
    const kinds = [...css.matchAll(/\.kind-\w+ \{ --em-bg: (#[0-9a-f]{6}); \}/g)].map((m) => m[1]);
    expect(kinds).toHaveLength(6);
    for (const bg of kinds) expect(contrast(ink, bg), bg).toBeGreaterThanOrEqual(4.5);
    // The "?" of a face-down card: white on both stripes of the back.
    const back = /\.em-card\.back \{\s*--em-bg: repeating-linear-gradient\(45deg, (#[0-9a-f]{6})[^,]*, [^,]+, (#[0-9a-f]{6})/.exec(css)!;
    for (const bg of [back[1], back[2]]) expect(contrast('#ffffff', bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('Emigration how-to-play', () => {
  const md = readFileSync('docs/how-to-play/emigration.md', 'utf8');

  it('has the sections a first-time player needs, in order', () => {
    const heads = md.split('\n').filter((l) => /^##? /.test(l));
    expect(heads).toEqual(['# How to play Emigration', '## The goal', '## Setting off', '## A turn, step by step', '## Preparation', '## At the border', '## Words on the table', '## Tips for a first game']);
    for (const term of ['Assurance token', 'Stash', 'Personal layout', 'Available card', 'Covered card', 'Entrance lane', 'Requirement token', 'Passport', 'Ticket', 'Payday', 'Life card', 'Connection', 'Document', 'College', 'Skipping a turn']) {
      expect(md, term).toContain(`- **${term}** — `);
    }
  });

  it('every picture it names is in the board’s pictures and draws something', () => {
    const keys = pictureKeys(md);
    expect(keys.length).toBeGreaterThanOrEqual(8);
    for (const key of keys) expect(board.pictures?.[key], key).toBeDefined();
    for (const [key, Picture] of Object.entries(board.pictures ?? {})) {
      const { container, unmount } = render(<Picture />);
      expect(container.querySelector('.em-picture *'), key).not.toBeNull();
      unmount();
    }
    const { container } = render(<div>{renderMarkdown(md, board.pictures)}</div>);
    expect(container.querySelectorAll('figure [role=img] .em-picture')).toHaveLength(keys.length);
  });
});

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
