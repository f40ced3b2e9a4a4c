// @vitest-environment jsdom
/**
 * Borderlines' board over real positions reached by playing seeded games: setup, the aid choice (several
 * families at once, BL-D26), moves under way (BL-D13), boat trips, after a war phase (BL-R48) and the
 * end. Every legal move has a group, words and something on the board to tap; tapping a move's
 * elements plays it; the board shows nothing the view hides (BL-D37); physical cards carry
 * `data-flip-id`; the map is drawn without crossings (BL-D28); the end screen explains the points
 * (BL-R51, BL-R52, BL-D20, BL-D39) and ends with the debriefing questions (BL-R53, BL-D32); and the
 * how-to-play's pictures exist.
 */
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/engine/index.ts';
import {
  borderlines, borderlinesActions, DEFAULT_CONTENT, networkOf, type BorderlinesState, type BorderlinesView,
} from '../../src/games/borderlines/index.ts';
import { fitsSelection } from '../../src/web/boards/borderlines/Board.tsx';
import { GROUPS } from '../../src/web/boards/borderlines/classify.ts';
import boardModule from '../../src/web/boards/borderlines/index.tsx';
import { labelText, mapLayout, MIN_TEXT_UNITS, TEXT } from '../../src/web/boards/borderlines/layout.ts';
import { explainBorderlines } from '../../src/web/boards/borderlines/outcome.ts';
import type { BoardModule } from '../../src/web/boards/types.ts';
import { SEAT_COLOURS } from '../../src/web/table/log.ts';
import { pictureKeys, renderMarkdown } from '../../src/web/table/markdown.tsx';
import { clickTarget, keysOf, matching, targetMap } from '../../src/web/table/targets.ts';
import type { LegalChoice, TableSnapshot } from '../../src/web/table/types.ts';
import { cardId, clearMap, P, play as playChain, turnOf, withCard } from '../games/borderlines/helpers.ts';
import { atLeast, stride } from '../depth.ts';

afterEach(cleanup);

const board: BoardModule = boardModule;
const C = DEFAULT_CONTENT;
const net = networkOf(C);
const NAMES = ['Amal', 'Sami', 'Lee', 'Ivy'];
const kindOf = (a: number) => borderlinesActions.decode(a)!.kind;

interface Position {
  state: BorderlinesState;
  seat: number;
  view: BorderlinesView;
  legal: LegalChoice[];
  events: string[];
}

function legalFor(state: BorderlinesState, seat: number): { view: BorderlinesView; legal: LegalChoice[] } {
  const view = borderlines.view(state, seat) as BorderlinesView;
  const legal = borderlines.legalActions(state, seat).map((action) => ({ action, label: borderlines.describeAction(view, seat, action) }));
  return { view, legal };
}

/**
 * Plays a seeded game with a fixed, varied choice of moves — families buy cards, sell houses, walk,
 * take boats, play aid — and returns every position on the way (each active seat's, in the aid phase).
 */
function play(seed: number): { positions: Position[]; final: BorderlinesState } {
  let state = borderlines.setup({ players: 4, seed }) as BorderlinesState;
  const positions: Position[] = [];
  let events: string[] = [];
  for (let step = 0; step < 6000 && !borderlines.isOver(state); step++) {
    const active = borderlines.activeSeats(state);
    for (const seat of active) positions.push({ state, seat, ...legalFor(state, seat), events });
    const seat = active[step % active.length];
    const actions = borderlines.legalActions(state, seat);
    const real = actions.filter((a) => kindOf(a) !== 'pass' && kindOf(a) !== 'finish');
    const pick = real.length > 0 && step % 13 !== 0 ? real[(step * 7 + seed) % real.length] : actions.find((a) => kindOf(a) === 'finish') ?? actions[0];
    const r = borderlines.apply(state, seat, pick);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state as BorderlinesState;
    events = r.events.map((e) => e.kind);
  }
  return { positions, final: state };
}

const GAMES = [play(3), play(8)];

/** Positions seeded games rarely reach, set up exactly: boat trips from Izmir, and the step into a red area. */
function built(): Position[] {
  const out: Position[] = [];
  const at = (state: BorderlinesState) => out.push({ state, seat: state.turn, ...legalFor(state, state.turn), events: [] });
  const boats = turnOf(0, 3);
  boats.city[P('izmir')][0] = 2;
  boats.city[P('bodrum')][0] = 1;
  boats.city[P('lesbos')][1] = 2;
  at(withCard(boats, cardId(2, 2, true)));
  const red = turnOf(1, 5);
  red.city[P('gaziantep')][1] = 2;
  red.city[P('adana')][2] = 2;
  red.city[P('aleppo')][1] = 3;
  const moving = playChain(withCard(red, cardId(2, 2, false)), 1, [{ kind: 'walk', from: P('aleppo'), to: P('gaziantep') }]).state;
  at(moving);
  // At the market with "Families may pass" (the test helpers' games): buying nothing is offered (BL-D10).
  for (const seat of [0, 1, 2]) at(turnOf(seat, 4));
  return out;
}

const ALL = [...GAMES.flatMap((g) => g.positions), ...built()];
/** Positions spread over the games, with every kind of moment among them. */
const SAMPLE = ALL.filter((p, i) => i % 29 === 0 || i >= ALL.length - 2 || (p.view.phase === 'aid' && i % 3 === 0) || (p.view.walker !== null && i % 11 === 0) || (p.view.boatsLeft > 0 && i % 6 === 0));

function snapshotOf(p: Pick<Position, 'state' | 'seat' | 'view' | 'legal'>, viewer: number | 'spectator' = p.seat): TableSnapshot {
  return {
    gameId: 'borderlines', title: borderlines.title, players: 4, viewer, view: p.view, legal: viewer === p.seat ? p.legal : [],
    active: borderlines.activeSeats(p.state), outcome: borderlines.outcome(p.state), version: 0, names: NAMES, log: [], lastEvents: [],
  };
}

function draw(p: Pick<Position, 'state' | 'seat' | 'view' | 'legal'>, selected: string[] = []) {
  const classify = (a: number) => board.classify(p.view, p.seat, a);
  const targets = targetMap(p.legal, classify, []);
  const out = render(<board.Board snapshot={snapshotOf(p)} targets={targets} selected={selected} onTarget={() => {}} />);
  return { ...out, targets };
}

describe('the positions the tests draw', () => {
  it('reach every moment of a game: setup, aid for several families at once, moves under way, boats, a war phase, the end', () => {
    expect(SAMPLE.length).toBeGreaterThan(40);
    expect(SAMPLE.length).toBeLessThan(80);
    expect(SAMPLE.some((p) => p.legal.some((c) => kindOf(c.action) === 'boat'))).toBe(true);
    expect(ALL[0].view.round).toBe(1);
    expect(ALL.some((p) => p.view.phase === 'aid' && borderlines.activeSeats(p.state).length > 1)).toBe(true);
    expect(ALL.some((p) => p.view.walker !== null)).toBe(true);
    expect(ALL.some((p) => p.legal.some((c) => kindOf(c.action) === 'boat'))).toBe(true);
    expect(ALL.some((p) => p.legal.some((c) => kindOf(c.action) === 'sell'))).toBe(true);
    expect(ALL.some((p) => p.view.lastWar.length > 0)).toBe(true);
    for (const g of GAMES) expect(borderlines.isOver(g.final)).toBe(true);
  });
});

describe('moves: words and something to tap (BL-D9, BL-D13)', () => {
  it('every legal move has a group from a short list, a non-empty detail in plain words, and a target', () => {
    const groups = new Set<string>();
    for (const p of ALL.filter((_, i) => i % 3 === 0)) {
      for (const { action, label } of p.legal) {
        const c = board.classify(p.view, p.seat, action);
        groups.add(c.group);
        expect(Object.values(GROUPS)).toContain(c.group);
        expect(c.detail?.trim().length, label).toBeGreaterThan(0);
        expect(c.detail, label).not.toMatch(/undefined|NaN|\(s\)|(^|[^\d])1 (people|steps|houses|cards|moves)\b|\b(token|unit)s?\b/);
        expect(c.target, label).toBeDefined();
      }
    }
    expect([...groups].sort()).toEqual(Object.values(GROUPS).filter((g) => g !== GROUPS.other).sort());
  });

  it('only "buy nothing" is a pass; ending the action is not (its last steps can still be taken back)', () => {
    for (const p of ALL.filter((_, i) => i % 5 === 0)) {
      for (const { action } of p.legal) expect(board.classify(p.view, p.seat, action).pass === true, kindOf(action)).toBe(kindOf(action) === 'pass');
    }
    expect(board.roundKey).toBeUndefined();
  });

  it('BL-R34: a last step into a city with two people says the red area and the roulette come next', () => {
    let found = 0;
    for (const p of ALL) {
      for (const { action } of p.legal) {
        const a = borderlinesActions.decode(action)!;
        if (a.kind !== 'step' || p.view.walker?.left !== 1) continue;
        const taken = p.view.city[a.to].reduce((s, x) => s + x, 0);
        const camp = p.view.camp[a.to].reduce((s, x) => s + x, 0);
        const campCap = p.view.camps.filter((k) => net.campPlace[k] === a.to).length * C.rules.campPlaces;
        if (net.isZone[a.to] || taken !== C.rules.cityPlaces - 1 || camp < campCap) continue;
        expect(board.classify(p.view, p.seat, action).detail).toContain('red area: the roulette sets the trafficker\'s fee');
        found++;
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it('BL-R42: a boat trip says the roulette decides, with its odds from the content', () => {
    const p = ALL.find((x) => x.legal.some((c) => kindOf(c.action) === 'boat'))!;
    const boat = p.legal.find((c) => kindOf(c.action) === 'boat')!;
    const safe = C.roulette.filter((s) => s.boat === 'safe').length;
    expect(board.classify(p.view, p.seat, boat.action).detail).toContain(`the roulette decides: ${safe} in ${C.roulette.length} safe`);
  });

  it('the board draws exactly one kind of element for every target, and tapping a move\'s elements plays it', () => {
    let checked = 0;
    for (const p of SAMPLE.filter((_, i) => i % stride(1) === 0)) {
      const classify = (a: number) => board.classify(p.view, p.seat, a);
      const { container, targets, unmount } = draw(p);
      const drawn = new Set([...container.querySelectorAll('[data-target]')].map((b) => b.getAttribute('data-target')));
      expect([...drawn].sort(), `round ${p.view.round} ${p.view.phase} ${p.view.stage}`).toEqual([...targets.keys()].sort());
      // Every target is a real button or an SVG element with the button role, in the tab order, named.
      for (const el of container.querySelectorAll('[data-target]')) {
        if (el.tagName.toLowerCase() !== 'button') {
          expect(el.getAttribute('role')).toBe('button');
          expect(el.getAttribute('tabindex')).toBe('0');
          expect(el.getAttribute('aria-label')?.length ?? 0).toBeGreaterThan(3);
        }
      }
      unmount();
      for (const { action } of p.legal) {
        let selected: string[] = [];
        let acted: number | undefined;
        for (const k of keysOf(classify(action))) {
          const next = clickTarget(p.legal, classify, selected, k);
          selected = next.selected;
          if (next.act !== undefined) { acted = next.act; break; }
        }
        if (acted !== undefined) expect(acted).toBe(action);
        else {
          // Only moves alike in every element tapped are left (two boats and a road between the same places).
          const left = matching(p.legal, classify, selected).map((c) => c.action);
          expect(left).toContain(action);
          expect(left.length).toBeLessThanOrEqual(2);
        }
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(atLeast(40));
  });

  it('SVG targets are played with Enter and Space, like buttons', () => {
    const p = SAMPLE.find((x) => x.legal.some((c) => kindOf(c.action) === 'walk'))!;
    const classify = (a: number) => board.classify(p.view, p.seat, a);
    const targets = targetMap(p.legal, classify, []);
    const taps: string[] = [];
    const { container } = render(<board.Board snapshot={snapshotOf(p)} targets={targets} selected={[]} onTarget={(k) => taps.push(k)} />);
    const person = container.querySelector<SVGGElement>('[data-target^="people:"]')!;
    fireEvent.keyDown(person, { key: 'Enter' });
    fireEvent.keyDown(person, { key: ' ' });
    fireEvent.keyDown(person, { key: 'a' });
    fireEvent.click(person);
    const key = person.getAttribute('data-target')!;
    expect(taps).toEqual([key, key, key]);
    // The accessible name starts with what the element shows.
    expect(person.getAttribute('aria-label')).toMatch(/^Your family in [^:]+: \d+ (person|people)\. \d+ moves?$/);
  });

  it('after tapping one of your people, the places they can go to stay marked and the others are dashed', () => {
    const p = SAMPLE.find((x) => x.legal.filter((c) => kindOf(c.action) === 'walk').length > 3 && new Set(x.legal.map((c) => (borderlinesActions.decode(c.action) as { from?: number }).from)).size > 1)!;
    const classify = (a: number) => board.classify(p.view, p.seat, a);
    const targets = targetMap(p.legal, classify, []);
    const walk = borderlinesActions.decode(p.legal.find((c) => kindOf(c.action) === 'walk')!.action) as { from: number; to: number };
    const sel = [`people:${walk.from}`];
    const t = { targets, selected: sel, onTarget: () => {} };
    expect(fitsSelection(t, `place:${walk.to}`)).toBe(true);
    const { container } = draw(p, sel);
    expect(container.querySelector(`[data-target="people:${walk.from}"]`)?.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector(`[data-target="place:${walk.to}"]`)?.classList.contains('unfit')).toBe(false);
    const unfit = [...container.querySelectorAll('[data-target^="place:"].unfit')].map((el) => el.getAttribute('data-target'));
    for (const k of unfit) expect(fitsSelection(t, k!)).toBe(false);
  });
});

describe('what the board shows (BL-D37: never what the view hides)', () => {
  function aidOf(kind: string): number {
    return net.aidCards.indexOf(kind as (typeof net.aidCards)[number]);
  }

  it('another family\'s aid cards are backs: their names never appear; the viewer\'s own are shown', () => {
    const base = structuredClone(GAMES[0].positions.find((p) => p.view.phase === 'action' && p.view.round === 3)!.state);
    base.aidHeld = [[aidOf('money')], [aidOf('resettle')], [aidOf('camp')], []];
    base.aidOffer = [[], [], [], []];
    const v0 = borderlines.view(base, 0) as BorderlinesView;
    const { container } = render(<board.Board snapshot={{ ...snapshotOf({ state: base, seat: 0, view: v0, legal: [] }), viewer: 0 }} targets={new Map()} selected={[]} onTarget={() => {}} />);
    const text = container.textContent ?? '';
    expect(text).toContain('Cash assistance');
    expect(text).not.toContain('Resettlement');
    expect(text).not.toContain('New refugee camp');
    const khalil = container.querySelector('[aria-label^="The Khalil family"]')!;
    expect(khalil.querySelectorAll('.bl-aid-back')).toHaveLength(1);
    expect(container.querySelectorAll('[data-flip-id^="aidcard:"]')).toHaveLength(1);
  });

  it('face-down border tokens show their letter, never whether they will close; the drawing is the same whatever they hide', () => {
    const a = structuredClone(ALL[0].state);
    const b = structuredClone(a);
    b.borders = b.borders.map((t) => ({ ...t, closed: !t.closed }));
    // A hidden zone card elsewhere, and other families' aid cards swapped.
    const pa = { state: a, seat: 0, view: borderlines.view(a, 0) as BorderlinesView, legal: [] };
    const pb = { state: b, seat: 0, view: borderlines.view(b, 0) as BorderlinesView, legal: [] };
    const ra = render(<board.Board snapshot={snapshotOf(pa, 0)} targets={new Map()} selected={[]} onTarget={() => {}} />);
    const htmlA = ra.container.innerHTML;
    const tokens = [...ra.container.querySelectorAll('[data-border]')];
    expect(tokens).toHaveLength(C.crossings.length);
    for (const t of tokens) {
      expect(t.getAttribute('data-state')).toBe('face-down');
      expect(t.getAttribute('aria-label')).toMatch(/border token [AB], face down$/);
    }
    ra.unmount();
    const rb = render(<board.Board snapshot={snapshotOf(pb, 0)} targets={new Map()} selected={[]} onTarget={() => {}} />);
    expect(rb.container.innerHTML).toBe(htmlA);
  });

  it('a face-down zone card is drawn as such, and moving it changes nothing on the board', () => {
    const s = GAMES[0].positions.find((p) => p.view.round === 4 && p.view.phase === 'action')!.state;
    const hidden = s.war.findIndex((w) => !w.shown);
    expect(hidden).toBeGreaterThanOrEqual(0);
    const other = structuredClone(s);
    other.war[hidden].zone = net.zonePlaces.map((_, z) => z).find((z) => !s.war.some((w) => w.zone === z))!;
    const html = (st: BorderlinesState) => {
      const r = render(<board.Board snapshot={snapshotOf({ state: st, seat: 1, view: borderlines.view(st, 1) as BorderlinesView, legal: [] }, 1)} targets={new Map()} selected={[]} onTarget={() => {}} />);
      const out = r.container.innerHTML;
      expect(r.container.querySelector('.bl-war-card.facedown')?.textContent).toContain('Zone card face down');
      r.unmount();
      return out;
    };
    expect(html(other)).toBe(html(s));
  });

  it('closed borders are drawn closed, open ones are gone (BL-R14)', () => {
    const p = GAMES[0].positions.find((x) => x.view.round === 6 && x.view.phase === 'action')!;
    const { container } = draw(p);
    const shown = p.view.borders.filter((t) => t.shown);
    expect(shown.length).toBeGreaterThan(0);
    expect(container.querySelectorAll('[data-state="closed"]')).toHaveLength(shown.filter((t) => t.closed).length);
    expect(container.querySelectorAll('[data-border]')).toHaveLength(p.view.borders.filter((t) => !t.shown || t.closed).length);
    expect(container.querySelectorAll('.bl-road.closed')).toHaveLength(shown.filter((t) => t.closed).length);
  });

  it('every family\'s people are drawn with its seat colour and shape, with counts per zone; tallies read from the view', () => {
    const p = ALL[0];
    const { container } = draw(p);
    const aleppo = container.querySelector(`[data-place="${P('aleppo')}"]`)!;
    const counts = [...aleppo.querySelectorAll('.bl-count')].map((t) => t.textContent);
    expect(counts).toEqual(p.view.city[P('aleppo')].filter((n) => n > 0).map(String));
    const fills = new Set([...aleppo.querySelectorAll('circle, rect, path')].map((el) => el.getAttribute('fill')).filter(Boolean));
    for (const f of [0, 1, 2, 3]) if (p.view.city[P('aleppo')][f] > 0) expect(fills).toContain(SEAT_COLOURS[f]);
    const tally = container.querySelector('[aria-label^="The Haddad family"]')!;
    expect(tally.textContent).toContain(`Money$${p.view.money[0]}`);
    expect(tally.textContent).toContain(`Houses${p.view.houses[0]}`);
  });

  it('BL-R48: the dice of the last war phase are drawn, one die per roll, with the deaths in words', () => {
    const p = ALL.find((x) => x.view.lastWar.length > 0)!;
    const { container } = draw(p);
    const dice = container.querySelectorAll('.bl-dice svg.die');
    expect(dice).toHaveLength(p.view.lastWar.reduce((n, r) => n + r.rolls.length, 0));
    const first = p.view.lastWar[0];
    expect(container.querySelector('.bl-dice-list li')?.textContent).toContain(`sum ${first.rolls.reduce((s, x) => s + x, 0)}`);
  });

  it('BL-D26: in the aid phase each family sees its own offer as buttons, and who is still choosing', () => {
    const p = ALL.find((x) => x.view.phase === 'aid' && borderlines.activeSeats(x.state).length > 1)!;
    for (const seat of borderlines.activeSeats(p.state)) {
      const q = { state: p.state, seat, ...legalFor(p.state, seat) };
      const { container, unmount } = draw(q);
      const offers = [...container.querySelectorAll('[data-target^="offer:"]')];
      expect(offers.length).toBeGreaterThan(0);
      expect(offers.map((b) => b.getAttribute('data-flip-id')).sort()).toEqual(q.view.myOffer!.map((id) => `aidcard:${id}`).sort());
      expect(container.textContent).toContain('Still choosing');
      unmount();
    }
  });

  it('the roulette shows its last spin in words, and spins only when a spin just happened', () => {
    const i = ALL.findIndex((x) => x.view.lastSpin !== null && x.events.some((e) => e === 'boat' || e === 'traffic'));
    expect(i).toBeGreaterThanOrEqual(0);
    const p = ALL[i];
    const snap = { ...snapshotOf(p), lastEvents: p.events.map((kind) => ({ kind, text: '' })) };
    const { container, rerender } = render(<board.Board snapshot={snap} targets={new Map()} selected={[]} onTarget={() => {}} />);
    expect(container.querySelector('.bl-spin-result')?.textContent).toMatch(/^Last spin: (Boat from|Red area in)/);
    expect(container.querySelectorAll('.bl-spinning')).toHaveLength(1);
    rerender(<board.Board snapshot={{ ...snap, lastEvents: [] }} targets={new Map()} selected={[]} onTarget={() => {}} />);
    expect(container.querySelectorAll('.bl-spinning')).toHaveLength(0);
  });
});

describe('cards carry data-flip-id so the table can show them travel (BL-R35)', () => {
  it('black-market cards bmcard:<id> in their slots, under way and in the used pile; the player\'s aid cards aidcard:<id>; none twice', () => {
    let carried = 0;
    for (const p of SAMPLE.filter((_, i) => i % 2 === 0)) {
      const { container, unmount } = draw(p);
      const ids = [...container.querySelectorAll('[data-flip-id]')].map((el) => el.getAttribute('data-flip-id')!);
      expect(new Set(ids).size).toBe(ids.length);
      const cards = ids.filter((id) => id.startsWith('bmcard:')).sort();
      const want = [...p.view.market.filter((id) => id >= 0), ...p.view.used, ...(p.view.card >= 0 ? [p.view.card] : [])].map((id) => `bmcard:${id}`).sort();
      expect(cards).toEqual(want);
      expect(ids.filter((id) => id.startsWith('aidcard:')).sort()).toEqual([...(p.view.myAid ?? []), ...(p.view.myOffer ?? [])].map((id) => `aidcard:${id}`).sort());
      if (p.view.card >= 0) carried++;
      unmount();
    }
    expect(carried).toBeGreaterThan(3);
  });
});

describe('the map (BL-D28)', () => {
  const L = mapLayout(C);
  type Pt = { x: number; y: number };
  const poly = (d: string): Pt[] => {
    const n = d.match(/-?[\d.]+/g)!.map(Number);
    if (!d.includes('Q')) return [{ x: n[0], y: n[1] }, { x: n[2], y: n[3] }];
    const [ax, ay, kx, ky, zx, zy] = n;
    return Array.from({ length: 21 }, (_, i) => {
      const t = i / 20;
      const u = 1 - t;
      return { x: u * u * ax + 2 * u * t * kx + t * t * zx, y: u * u * ay + 2 * u * t * ky + t * t * zy };
    });
  };
  const side = (p: Pt, q: Pt, r: Pt) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  const cross = (a: Pt, b: Pt, c: Pt, d: Pt) => side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;

  it('no two roads or sea lanes cross once drawn through the board\'s lens, and none runs through another place', () => {
    const lines = [
      ...L.roads.map((d, i) => ({ pts: poly(d), ends: [...net.roadEnds[i]] })),
      ...L.lanes.map((d, i) => ({ pts: poly(d), ends: [net.index.get(C.seaLanes[i].from)!, net.index.get(C.seaLanes[i].to)!] })),
    ];
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        if (new Set([...lines[i].ends, ...lines[j].ends]).size < 4) continue;
        const a = lines[i].pts;
        const b = lines[j].pts;
        for (let k = 0; k + 1 < a.length; k++) for (let m = 0; m + 1 < b.length; m++) expect(cross(a[k], a[k + 1], b[m], b[m + 1]), `${i} × ${j}`).toBe(false);
      }
    }
    for (const line of lines) {
      L.places.forEach((p, q) => {
        if (line.ends.includes(q)) return;
        for (const b of [p.box, ...p.campRows]) {
          for (const pt of line.pts) expect(pt.x > b.x && pt.x < b.x + b.w && pt.y > b.y && pt.y < b.y + b.h, `${C.places[q].id}`).toBe(false);
        }
      });
    }
  });

  it('no two places\' boxes overlap, and the smallest text reaches 12 px on a phone', () => {
    const boxes = L.places.flatMap((p) => [p.box, ...p.campRows]);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
        const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
        expect(w > 1 && h > 1, `${i} and ${j}`).toBe(false);
      }
    }
    expect(Math.min(TEXT.name, TEXT.count, TEXT.badge)).toBeGreaterThanOrEqual(MIN_TEXT_UNITS);
    const css = readFileSync('src/web/boards/borderlines/board.css', 'utf8');
    // SVG text sizes (px are drawing units in the SVG) never go under the smallest the phone width allows for.
    for (const [, n] of css.matchAll(/\.bl-(?:count|label|badge text|camp-word)[^{]*\{[^}]*font-size:\s*([\d.]+)px/g)) expect(Number(n)).toBeGreaterThanOrEqual(MIN_TEXT_UNITS);
    expect(labelText(C, P('vienna'))).toBe('★ Vienna');
  });
});

describe('text a player reads', () => {
  it('board.css: no text below 0.75rem, and the colours of text keep 4.5:1 on their backgrounds', () => {
    const css = readFileSync('src/web/boards/borderlines/board.css', 'utf8');
    const sizes = [...css.matchAll(/font-size:\s*([\d.]+)(rem|em)/g)];
    expect(sizes.length).toBeGreaterThan(20);
    for (const [, n, unit] of sizes) expect(Number(n), `font-size ${n}${unit}`).toBeGreaterThanOrEqual(0.75);
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((x) => (x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const pairs: Array<[string, string, string]> = [
      ['#3f4b52', '#f3efe4', 'notes on the sand panels'],
      ['#3f4b52', '#ebe7dc', 'notes on a past round'],
      ['#1f2a30', '#eadcc3', 'counts on a zone'],
      ['#8f1d1d', '#fffdf7', 'war phase / full'],
      ['#8f1d1d', '#fbf8f1', '"full" on the map'],
      ['#0f4f56', '#e1f0f0', 'the word camp'],
      ['#1b5e9a', '#fffdf7', 'boat on a card'],
      ['#2b5235', '#eaf3ea', 'aid card kind'],
      ['#265c6b', '#fffdf7', 'chosen'],
      ['#7a5700', '#fbf8f1', 'star in the key'],
      ['#ffffff', '#1f2a30', 'price, badge, starter'],
      ['#ffffff', '#34424a', 'border token letter'],
      ['#ffffff', '#2b5235', 'aid card back'],
    ];
    for (const [fg, bg, what] of pairs) expect(ratio(fg, bg), what).toBeGreaterThanOrEqual(4.5);
    // Seat colours carry white shapes' outlines and are the text colour of nothing here: 3:1 as graphics on the map.
    for (const colour of SEAT_COLOURS.slice(0, 4)) expect(ratio(colour, '#f4f1e8')).toBeGreaterThanOrEqual(3);
  });

  it('the phase hint says what the game waits for, to the player and about others', () => {
    const hint = (p: Position, seat: number) => board.phaseHint(p.view, seat, NAMES);
    const market = ALL.find((p) => p.view.phase === 'action' && p.view.stage === 'market')!;
    expect(hint(market, market.seat)).toMatch(/^Round \d: (Play an aid card first if you like, then choose|Choose) a black-market card/);
    const other = borderlines.view(market.state, (market.seat + 1) % 4) as BorderlinesView;
    expect(board.phaseHint(other, market.seat, NAMES)).toMatch(/^The \w+ family \(\w+\) is choosing a black-market card/);
    const walking = ALL.find((p) => p.view.walker !== null)!;
    expect(hint(walking, walking.seat)).toMatch(/^On the way from .+: tap where the family member goes next/);
    const aid = ALL.find((p) => p.view.phase === 'aid')!;
    expect(hint(aid, aid.seat)).toMatch(/^Aid has arrived: keep one/);
  });
});

describe('the end screen in words', () => {
  /** A finished game made from a real one: people placed, money, houses and losses set as given. */
  function ended(people: number[], money: number[], extra: (s: BorderlinesState) => void = () => {}): { outcome: Outcome; view: BorderlinesView } {
    const s = clearMap(structuredClone(GAMES[0].final));
    people.forEach((n, f) => { s.city[P('aleppo')][f] = n; });
    s.money = money;
    s.houses = [3, 3, 3, 3];
    s.deadWar = [1, 1, 1, 1];
    s.deadSea = [0, 0, 0, 0];
    s.deadTraffickers = [0, 0, 0, 0];
    s.stats = s.stats.map((x) => ({ ...x, paidTraffickers: 0, housesSold: 2, paidSmugglers: 45 }));
    extra(s);
    return { outcome: borderlines.outcome(s)!, view: borderlines.view(s, 0) as BorderlinesView };
  }
  const explain = (x: { outcome: Outcome; view: BorderlinesView }, names = NAMES) => explainBorderlines(x.outcome, x.view, names);

  it('BL-R51 / BL-R52: a points win names the winner, the runner-up and each family\'s points in words', () => {
    const x = ended([20, 15, 10, 5], [10, 50, 50, 50], (s) => {
      s.city[P('vienna')][0] = 2;
      s.deadSea[1] = 1;
      s.deadTraffickers[2] = 2;
      s.stats[2].paidTraffickers = 25;
    });
    expect(x.outcome.winners).toEqual([0]);
    const lines = explain(x);
    expect(lines[0]).toBe('The Haddad family (Amal) won with 26 points; the Khalil family (Sami) came next with 16.');
    expect(lines).toContain('The Haddad family (Amal): 22 alive + 2 in Western Europe + 3 houses kept − 1 died = 26 points, with $10 left. The family lost 1 person to the war, paid $0 to traffickers and $45 to smugglers, and sold 2 houses.');
    expect(lines.some((l) => l.startsWith('The Hamdan family (Lee):') && l.includes('lost 1 person to the war and 2 to traffickers, paid $25 to traffickers'))).toBe(true);
    expect(lines.some((l) => l.startsWith('The Khalil family (Sami):') && l.includes('lost 1 person to the war and 1 at sea'))).toBe(true);
    expect(lines).toContain('In all, 7 people died: 4 in the war, 1 at sea and 2 at the hands of traffickers. The families paid $25 to traffickers and $180 to smugglers, and sold 8 houses.');
  });

  it('BL-R52: a tie on points is decided by money, and says so', () => {
    const x = ended([10, 10, 5, 5], [40, 90, 0, 0]);
    expect(x.outcome.winners).toEqual([1]);
    expect(explain(x)[0]).toBe('The Haddad and Khalil families both had 12 points. Money breaks the tie: the Khalil family (Sami) won with $90 to $40.');
  });

  it('BL-D20: tied on points and money, the first place is shared', () => {
    const x = ended([10, 10, 5, 5], [40, 40, 0, 0]);
    expect(x.outcome.tie).toBe(true);
    expect(explain(x)[0]).toBe('The Haddad and Khalil families tied on points (12) and on money ($40): they share first place.');
  });

  it('names with brackets of their own read right ("Player 1 (you)")', () => {
    const x = ended([20, 15, 10, 5], [10, 50, 50, 50]);
    const lines = explain(x, ['Player 1 (you)', 'Player 2 (bot · easy)', 'Player 3 (bot · easy)', 'Player 4 (bot · easy)']);
    expect(lines[0]).toBe('The Haddad family, Player 1 (you), won with 22 points; the Khalil family, Player 2 (bot · easy), came next with 17.');
    expect(lines.some((l) => l.startsWith('The Haddad family, Player 1 (you): 20 alive'))).toBe(true);
  });

  it('BL-R53 / BL-D32 / BL-D39: a real game is explained in sentences, and the debriefing questions come with it', () => {
    const g = GAMES[1].final;
    const outcome = borderlines.outcome(g)!;
    const lines = board.outcome!.explain(outcome, borderlines.view(g, 0), NAMES);
    expect(lines.length).toBeGreaterThan(4);
    expect(board.outcome!.questions!(borderlines.view(g, 0))).toEqual(C.debrief.map((d) => d.en));
    for (const l of lines) expect(l).toMatch(/^[A-Z0-9].*\.$/);
    expect(lines.join(' ')).not.toMatch(/undefined|NaN|\b(token|unit)s?\b/);
    // The results table's columns are the game's own figures, every one an outcome figure.
    expect(board.catalogue).toBe(borderlines.catalogue);
    expect(Object.keys(board.catalogue!.figures!).sort()).toEqual(Object.keys(outcome.stats[0]).sort());
  });
});

describe('how to play', () => {
  const md = readFileSync('docs/how-to-play/borderlines.md', 'utf8');

  it('has the sections a first-time player needs, in order, and the words on the table', () => {
    const heads = md.split('\n').filter((l) => /^#{1,2} /.test(l));
    expect(heads[0]).toBe(`# How to play ${borderlines.title}`);
    expect(heads.slice(1, 4)).toEqual(['## The goal', '## Setting off', '## A turn, step by step']);
    expect(heads.slice(4, 7)).toEqual(['## The events', '## The action', '## The war']);
    expect(heads.slice(-2)).toEqual(['## Words on the table', '## Tips for a first game']);
    const words = md.slice(md.indexOf('## Words on the table'), md.indexOf('## Tips for a first game'));
    for (const term of ['Black-market card', 'Steps', 'Boat trip', 'Roulette', 'Trafficker\'s fee', 'Full city', 'Border token', 'Refugee camp', 'Aid card', 'Western Europe', 'House', 'Starter card', 'War card']) {
      expect(words, term).toMatch(new RegExp(`^- \\*\\*${term}[^*]*\\*\\* — `, 'm'));
    }
    // People are people.
    expect(md).not.toMatch(/\b(refugee )?tokens? (move|die|of your)|\bunits?\b/i);
  });

  it('every picture it shows is drawn by the board, with nothing to tap and nothing that travels', () => {
    const keys = pictureKeys(md);
    expect(keys.length).toBeGreaterThanOrEqual(6);
    for (const k of keys) expect(board.pictures![k], k).toBeDefined();
    for (const [k, Picture] of Object.entries(board.pictures!)) {
      const { container, unmount } = render(<Picture />);
      expect(container.textContent!.length, k).toBeGreaterThan(0);
      expect(container.querySelector('button, [data-flip-id], [role=button]'), k).toBeNull();
      unmount();
    }
    const { container } = render(<div>{renderMarkdown(md, board.pictures)}</div>);
    expect(container.querySelectorAll('figure')).toHaveLength(keys.length);
  });
});
