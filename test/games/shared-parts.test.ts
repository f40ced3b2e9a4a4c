/**
 * States share parts (src/engine/define.ts `cloneForApply`: #refugee's refugees in play, hands and lists, Borderlines'
 * city and camp rows, figures, lists, aid cards, war cards and border tokens, Displacement's nations' boards, displaced
 * people, crashes held and figures, Emigration's per-seat rows and counters) and views share parts every
 * viewer sees
 * alike (src/games/view-parts.ts). Sharing must never let one state's change reach another: over seeded
 * games, no state `apply` returned and no view taken changes afterwards, whatever is played next, in
 * place too, from a `clone` or from a `determinize` of a view (as bots do), and views of one state
 * share the parts made for every viewer.
 */
import { describe, expect, it } from 'vitest';
import { Rng, type AnyGame } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';
import type { EmigrationState } from '../../src/games/emigration/types.ts';

function playAndCheck(game: AnyGame, players: number, seed: number): number {
  const rng = new Rng(seed);
  let state = game.setup({ players, seed });
  const seen: Array<[unknown, string]> = [];
  let steps = 0;
  while (!game.isOver(state)) {
    const seat = game.activeSeats(state)[0];
    const legal = game.legalActions(state, seat);
    const view = game.view(state, seat);
    seen.push([view, JSON.stringify(view)]);
    if (steps % 5 === 0) {
      // A bot's playouts, in place, from a clone and from a sampled state.
      for (const start of [game.clone(state), game.determinize(view, seat, rng)]) {
        for (let n = 0; n < 100 && !game.isOver(start); n++) {
          const mover = game.activeSeats(start)[0];
          const moves = game.legalActions(start, mover);
          game.applyInPlace(start, mover, moves[rng.int(moves.length)]);
        }
      }
    }
    const r = game.apply(state, seat, legal[rng.int(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    seen.push([state, JSON.stringify(state)]);
    state = r.state;
    steps++;
  }
  for (const [x, json] of seen) expect(JSON.stringify(x)).toBe(json);
  return steps;
}

/** Every move of seeded random games (the first active seat moves), with the state before and after. */
function eachMove(game: AnyGame, players: number, seeds: number, check: (before: unknown, after: unknown) => void): void {
  for (let seed = 1; seed <= seeds; seed++) {
    const rng = new Rng(seed);
    let state = game.setup({ players, seed });
    while (!game.isOver(state)) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalActions(state, seat);
      const r = game.apply(state, seat, legal[rng.int(legal.length)]);
      if (!r.ok) throw new Error(r.error.message);
      check(state, r.state);
      state = r.state;
    }
  }
}

describe('shared parts of states and views', () => {
  for (const [id, players] of [['refugee', 4], ['refugee', 2], ['borderlines', 4], ['emigration', 3], ['emigration', 6], ['displacement', 4]] as const) {
    it(`${id}, ${players} players: nothing returned by apply or view changes afterwards`, () => {
      const game = getGame(id);
      let steps = 0;
      for (let seed = 1; seed <= 3; seed++) steps += playAndCheck(game, players, seed);
      expect(steps).toBeGreaterThan(100);
    });
  }

  it('Displacement: a nation a move leaves alone keeps its board, displaced people, crashes held and figures as the same objects', () => {
    // clone.ts `cloneForApply` shares them and a step with events copies only what it changes (board.ts
    // `ownRow`): removing the sharing fails this, removing a copy fails the test above.
    const game = getGame('displacement');
    type Nations = { grid: unknown[]; displaced: unknown[]; held: unknown[]; stats: unknown[]; turnNo: number; deck: unknown; discard: unknown; turnsTaken: unknown };
    const parts = ['grid', 'displaced', 'held', 'stats'] as const;
    let kept = 0;
    let changed = 0;
    eachMove(game, 4, 3, (before, after) => {
      const [a, b] = [before, after] as [Nations, Nations];
      const [va, vb] = [game.view(before, 'spectator'), game.view(after, 'spectator')] as [Nations, Nations];
      for (let n = 0; n < 4; n++) {
        if (parts.some((k) => JSON.stringify(a[k][n]) !== JSON.stringify(b[k][n]))) { changed++; continue; }
        for (const k of parts) {
          expect(b[k][n]).toBe(a[k][n]);
          expect(vb[k][n]).toBe(va[k][n]);
        }
        kept++;
      }
      if (a.turnNo === b.turnNo) {
        // No turn ended: the deck, the discard pile and the turns taken are kept too.
        for (const k of ['deck', 'discard', 'turnsTaken'] as const) expect(b[k]).toBe(a[k]);
      }
    });
    expect(kept).toBeGreaterThan(changed);
    expect(changed).toBeGreaterThan(100);
  });

  it('Emigration: apply keeps the rows and counters a move left alone, and changes the others in copies', () => {
    const game = getGame('emigration');
    const parts = ['layout', 'faceUp', 'open', 'stash', 'stats', 'lanes', 'crossings'] as const;
    const lists = ['skipCard', 'supply', 'removed', 'discard', 'assurance', 'inCollege', 'raises', 'travelBonus', 'borderAdjust'] as const;
    let listsKept = 0;
    let kept = 0;
    let copied = 0;
    // 5 players, seed 24: Phase 1 ends with a Passport or Ticket taken by skipping still lying (EM-D2).
    for (const [players, seed] of [[4, 1], [4, 2], [4, 3], [4, 4], [5, 24]]) {
      const rng = new Rng(seed);
      let state = game.setup({ players, seed }) as EmigrationState;
      while (!game.isOver(state)) {
        const seat = game.activeSeats(state)[0];
        const legal = game.legalActions(state, seat);
        const before = parts.map((part) => state[part].map((row) => JSON.stringify(row)));
        const listsBefore = lists.map((key) => JSON.stringify(state[key]));
        const r = game.apply(state, seat, legal[rng.int(legal.length)]);
        if (!r.ok) throw new Error(r.error.message);
        const next = r.state as EmigrationState;
        parts.forEach((part, k) => {
          state[part].forEach((row, i) => {
            // The state before reads as it did (a row changed was copied first)…
            expect(JSON.stringify(row)).toBe(before[k][i]);
            // …and a row that reads the same is the same object in the next state (`open` is rebuilt
            // whole when a card leaves its layout, so it may be an equal new list).
            const same = JSON.stringify(next[part][i]) === before[k][i];
            if (next[part][i] === row) kept++; else if (part !== 'open') { expect(same).toBe(false); copied++; }
          });
        });
        lists.forEach((key, k) => {
          expect(JSON.stringify(state[key])).toBe(listsBefore[k]);
          if (next[key] === state[key]) listsKept++;
        });
        state = next;
      }
    }
    expect(kept).toBeGreaterThan(copied * 5);
    expect(listsKept).toBeGreaterThan(0);
  });

  // rules.ts (#refugee) and clone.ts (Borderlines) `cloneForApply` share these lists whole and each row of
  // the hands, and a step with events copies what it changes (src/games/state-parts.ts). Removing the
  // sharing fails this; removing a copy fails the test above.
  const sharedLists = {
    refugee: {
      lists: ['refugeeDeck', 'vettingDeck', 'vettingUsed', 'actionDeck', 'actionDiscard', 'scores', 'sentAway', 'arrived', 'out',
        'eliminationOrder', 'accepted', 'acceptedValues', 'stack', 'choices'],
      rows: ['vettingHands', 'actionHands'],
    },
    borderlines: {
      lists: ['movedAt', 'money', 'houses', 'deadWar', 'deadSea', 'deadTraffickers', 'market', 'used', 'aidWaiting'],
      rows: ['aidHeld', 'aidOffer'],
    },
  } as const;
  for (const [id, { lists, rows }] of Object.entries(sharedLists)) {
    it(`${id}: a list, or a family's or country's cards, a move leaves alone is the same object in the next state and its views`, () => {
      const game = getGame(id);
      let kept = 0;
      let changed = 0;
      let equalCopies = 0;
      let rowsKept = 0;
      eachMove(game, 4, 3, (before, after) => {
        const [a, b] = [before, after] as [Record<string, unknown[]>, Record<string, unknown[]>];
        const [va, vb] = [game.view(before, 'spectator'), game.view(after, 'spectator')] as [Record<string, unknown>, Record<string, unknown>];
        for (const k of lists) {
          if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) changed++;
          else if (b[k] !== a[k]) equalCopies++; // e.g. a refugee accepted for 0 points: the scores were copied to add 0
          else {
            if (k in vb) expect(vb[k]).toBe(va[k]);
            kept++;
          }
        }
        for (const k of rows) for (let p = 0; p < 4; p++) if (b[k][p] === a[k][p]) rowsKept++;
      });
      expect(kept).toBeGreaterThan(changed * 3);
      expect(equalCopies).toBeLessThan(kept / 100);
      expect(changed).toBeGreaterThan(50);
      expect(rowsKept).toBeGreaterThan(100);
    });
  }

  it('Borderlines: the war cards and border tokens of one state are one object for every viewer', () => {
    const game = getGame('borderlines');
    const s = game.setup({ players: 4, seed: 5 });
    const views = [0, 1, 2, 3, 'spectator' as const].map((viewer) => game.view(s, viewer) as { war: unknown; borders: unknown });
    for (const v of views) {
      expect(v.war).toBe(views[0].war);
      expect(v.borders).toBe(views[0].borders);
    }
  });
});
