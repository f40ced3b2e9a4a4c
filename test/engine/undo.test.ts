/**
 * Undo, where it is honest (docs/architecture.md §5a; src/engine/undo.ts): which steps may be taken back,
 * the window (only the last mover's run of undoable steps, closed by anyone else's step), records
 * with take-backs (`undone`) replaying and refusing forged take-backs, and, for every game, that a
 * step called undoable revealed nothing to anyone: replayed on any state a viewer thinks possible, it
 * shows that viewer the same thing (so the viewer learned nothing hidden from it).
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  ReplayError, Rng, checkTakeBacks, defineGame, fullLog, newRecord, outcomeByScore, replay, seedRng, stableHash, stepUndoable, undoBlocker,
  UndoWindow, randInt, type AnyGame, type MatchRecord, type RngState, type Seat, type Viewer,
} from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';
import { EmigrationActions as A } from '../../src/games/emigration/index.ts';
import { pledge } from '../fixtures/pledge.ts';

/** Tally: on your turn add 1 or 2 to your total as often as you like (at most 3 times), or roll, then end it. */
interface TallyState { rng: RngState; players: number; turn: number; steps: number; totals: number[] }
const tally = (hidden: boolean, rngKey: 'rng' | 'nested' = 'rng') => defineGame<TallyState, TallyState, Record<string, never>, Record<string, never>>({
  id: 'tally', title: 'Tally', summary: 'test', minPlayers: 2, maxPlayers: 3, hiddenInformation: hidden, chance: true,
  maxActions: () => 100,
  optionsSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>, defaultOptions: {},
  contentSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>, defaultContent: {},
  setup: ({ players, seed }) => {
    const s: TallyState = { rng: seedRng(seed), players, turn: 0, steps: 0, totals: Array(players).fill(0) };
    if (rngKey === 'nested') return { ...s, rng: undefined, deep: { rng: s.rng } } as unknown as TallyState;
    return s;
  },
  isOver: (s) => s.turn >= 2 * s.players,
  activeSeats: (s) => (s.turn >= 2 * s.players ? [] : [s.turn % s.players]),
  legalActions: (s, seat) => (s.turn >= 2 * s.players || seat !== s.turn % s.players ? [] : s.steps < 3 ? [0, 1, 2, 3] : [0]),
  step(s, seat, action, events) {
    if (action === 0) { s.turn++; s.steps = 0; return; }
    s.steps++;
    const rng = (s as unknown as { deep?: { rng: RngState } }).deep?.rng ?? s.rng;
    s.totals[seat] += action === 3 ? 1 + randInt(rng, 6) : action;
    if (action === 2) events?.push({ kind: 'note', text: 'psst', to: [(seat + 1) % s.players] });
  },
  clone: (s) => structuredClone(s),
  view: (s) => ({ ...s, totals: [...s.totals] }),
  determinize: (v) => structuredClone(v),
  outcome: (s) => (s.turn < 2 * s.players ? null : outcomeByScore(s.totals, 'done')),
  describeAction: (_v, _s, a) => ['End the turn', 'Add 1', 'Add 2', 'Roll'][a],
});

function step(game: AnyGame, state: unknown, seat: Seat, action: number) {
  const r = game.apply(state, seat, action);
  if (!r.ok) throw new Error(r.error.message);
  return { after: r.state, events: r.events, undoable: stepUndoable(game, state, r.state, seat, action, r.events) };
}

describe('which steps may be taken back', () => {
  it('a step that rolls, tells another seat a secret or ends the game may not; one that does nothing of that may', () => {
    const game = tally(false);
    const s0 = game.setup({ players: 2, seed: 1 });
    expect(step(game, s0, 0, 1).undoable).toBe(true);
    expect(step(game, s0, 0, 0).undoable).toBe(true); // ending one's turn reveals nothing either
    const roll = step(game, s0, 0, 3);
    expect(roll.undoable).toBe(false);
    expect(undoBlocker(game, s0, roll.after, 0, 3, roll.events)).toBe('something was drawn, rolled or shuffled');
    const secret = step(game, s0, 0, 2);
    expect(undoBlocker(game, s0, secret.after, 0, 2, secret.events)).toBe('it told another player something hidden');
    // The last step of the game: the record (and the seed) is handed out after it.
    let s: unknown = s0;
    for (let i = 0; i < 3; i++) s = step(game, s, i % 2, 0).after;
    const last = step(game, s, 1, 0);
    expect(game.isOver(last.after)).toBe(true);
    expect(undoBlocker(game, s, last.after, 1, 0, last.events)).toBe('it ended the game');
  });

  it('without a hook, a game with hidden information has no undoable step, nor a chance game whose PRNG is not where the convention puts it', () => {
    const hidden = tally(true);
    const s = hidden.setup({ players: 2, seed: 1 });
    expect(step(hidden, s, 0, 1).undoable).toBe(false);
    const nested = tally(false, 'nested');
    const n = nested.setup({ players: 2, seed: 1 });
    expect(step(nested, n, 0, 1).undoable).toBe(false);
    expect(step(nested, n, 0, 3).undoable).toBe(false);
  });
});

describe('the undo window', () => {
  it('holds the last mover\'s run of undoable steps, newest first; anyone else\'s step or one that is not undoable closes it', () => {
    const w = new UndoWindow<string>();
    w.stepped(0, 1, 'a', true);
    w.stepped(0, 2, 'b', true);
    expect(w.canUndo(0)).toBe(true);
    expect(w.canUndo(1)).toBe(false);
    expect(w.takeBack(1)).toBeNull();
    expect(w.takeBack(0)).toEqual({ seat: 0, action: 2, before: 'b' });
    expect(w.takeBack(0)).toEqual({ seat: 0, action: 1, before: 'a' });
    expect(w.takeBack(0)).toBeNull();
    w.stepped(0, 1, 'c', true);
    w.stepped(1, 1, 'd', true); // another seat acted: seat 1 may take back its own, seat 0 nothing
    expect(w.holder()).toBe(1);
    w.takeBack(1);
    expect(w.canUndo(0)).toBe(false); // and it stays closed for seat 0 after seat 1's take-back
    w.stepped(0, 1, 'e', true);
    w.stepped(0, 3, 'f', false); // a roll
    expect(w.holder()).toBeNull();
  });
});

describe('records with take-backs', () => {
  const game = tally(false);
  /** Plays `log` (moves, and 'undo' for a take-back by the mover), building the record as a room does. */
  function play(log: Array<[Seat, number] | 'undo'>): MatchRecord {
    const record = newRecord(game, 2, 9);
    record.undone = [];
    let state: unknown = game.setup({ players: 2, seed: 9 });
    const w = new UndoWindow();
    const positions: number[] = [];
    log.forEach((entry, i) => {
      if (entry === 'undo') {
        const seat = w.holder() as Seat;
        const frame = w.takeBack(seat)!;
        state = frame.before;
        record.actions.pop();
        record.undone!.push({ seat, action: frame.action, played: positions.pop()!, undone: i });
        return;
      }
      const [seat, action] = entry;
      const r = step(game, state, seat, action);
      w.stepped(seat, action, state, r.undoable);
      state = r.after;
      record.actions.push([seat, action]);
      positions.push(i);
    });
    record.finalHash = stableHash(state);
    return record;
  }

  it('replay checks every take-back and reaches the same state; a take-back is exactly the state before the step', () => {
    const record = play([[0, 1], [0, 1], 'undo', 'undo', [0, 1], [0, 0], [1, 1], 'undo', [1, 0]]);
    expect(record.actions).toEqual([[0, 1], [0, 0], [1, 0]]);
    const result = replay(game, record);
    expect(result.takeBacks.map((t) => [t.seat, t.text, t.line, t.at])).toEqual([[0, 'Add 1', 1, 2], [0, 'Add 1', 0, 3], [1, 'Add 1', 2, 7]]);
    // The steps in effect alone reach the same state: nothing of the taken-back steps remains.
    expect(replay(game, { ...record, undone: undefined }).hash).toBe(result.hash);
    expect(fullLog(record).map((e) => e.kind)).toEqual(['move', 'move', 'undo', 'undo', 'move', 'move', 'move', 'undo', 'move']);
  });

  it('refuses take-backs the rule forbids: after a roll, of another seat\'s step, after another seat acted, or that do not fit', () => {
    const ok = play([[0, 1], 'undo', [0, 0], [1, 0]]);
    expect(checkTakeBacks(game, ok)).toHaveLength(1);
    const forge = (undone: MatchRecord['undone'], actions = ok.actions) => ({ ...ok, actions, undone, finalHash: undefined });
    // The roll at entry 1 cannot be taken back.
    expect(() => replay(game, forge([{ seat: 0, action: 3, played: 0, undone: 1 }]))).toThrow(/Log entry 2: seat 1 could not take back action 3/);
    // Seat 2 takes back seat 1's step.
    expect(() => replay(game, forge([{ seat: 1, action: 1, played: 0, undone: 1 }]))).toThrow(ReplayError);
    // Seat 1 takes back its step after seat 2 acted (seat 1 adds, ends its turn, seat 2 ends its turn... then seat 1 "takes back").
    expect(() => replay(game, forge([{ seat: 0, action: 1, played: 0, undone: 3 }], [[0, 0], [1, 0]]))).toThrow(ReplayError);
    // Positions that do not fit the log.
    for (const bad of [[{ seat: 0, action: 1, played: 2, undone: 1 }], [{ seat: 0, action: 1, played: 0, undone: 9 }], [{ seat: 0, action: 1, played: 0, undone: 0 }]]) {
      const err = (() => { try { fullLog(forge(bad)); } catch (e) { return e; } return null; })();
      expect(err).toBeInstanceOf(ReplayError);
      expect((err as ReplayError).step).toBe(-1);
    }
  });
});

/**
 * For every step a game calls undoable, every viewer learned nothing hidden from it: the same action
 * applied to states that viewer thinks possible (`determinize` of its view before the step) shows it
 * exactly what it was shown. A step that drew a card, rolled, or turned one up would show different
 * things on different samples. Also counts the undoable steps, so the check is never vacuous.
 */
function honesty(game: AnyGame, players: number, seeds: number[], samples: number) {
  let undoable = 0;
  let steps = 0;
  for (const seed of seeds) {
    let state: unknown = game.setup({ players, seed });
    const moves = new Rng(`undo-honesty/${game.id}/${seed}`);
    for (let i = 0; i < game.maxActions(players) && !game.isOver(state); i++) {
      const seat = moves.pick(game.activeSeats(state) as Seat[]);
      const action = moves.pick(game.legalActions(state, seat) as number[]);
      const r = step(game, state, seat, action);
      steps++;
      if (r.undoable) {
        undoable++;
        const viewers: Viewer[] = [...Array.from({ length: players }, (_, k) => k), 'spectator'];
        for (const viewer of viewers) {
          const knower = viewer === 'spectator' ? seat : viewer;
          const seen = game.view(r.after, viewer);
          for (let k = 0; k < samples; k++) {
            const sample = game.determinize(game.view(state, knower), knower, new Rng(`${seed}/${i}/${k}`));
            if (!(game.legalActions(sample, seat) as number[]).includes(action)) continue; // depends on what the viewer cannot see
            const again = game.apply(sample, seat, action);
            if (!again.ok) continue;
            const shown = game.view(again.state, viewer);
            // The spectator knows no more than a seat; a seat's own sample is checked for that seat.
            expect(stableHash(shown), `${game.id} seed ${seed} step ${i}: seat ${seat + 1}'s ${game.describeAction(game.view(state, seat), seat, action)} showed ${viewer} something hidden`).toBe(stableHash(seen));
          }
        }
      }
      state = r.after;
    }
  }
  return { undoable, steps };
}

describe('a step called undoable reveals nothing to anyone (every game)', () => {
  it('Pledge: a pledge that does not end the round', () => {
    const { undoable, steps } = honesty(pledge, 3, [1, 2], 3);
    expect(undoable).toBe(16); // two of three pledges in each of 4 rounds, in each of 2 games
    expect(steps).toBe(24);
  });

  it('Emigration: selling and trading may be taken back; rolls and crossings may not', () => {
    const game = getGame('emigration');
    const { undoable } = honesty(game, 3, [3, 4], 2);
    expect(undoable).toBeGreaterThan(10);
    // The kinds the rules name: whatever the position, these never (or always) may be taken back.
    let state: unknown = game.setup({ players: 3, seed: 5 });
    const seen = { roll: 0, cross: 0, sell: 0, trade: 0 };
    const moves = new Rng('emigration-kinds');
    for (let i = 0; i < 2000 && !game.isOver(state); i++) {
      const seat = game.activeSeats(state)[0] as Seat;
      const legal = game.legalActions(state, seat) as number[];
      for (const action of legal) {
        const r = step(game, state, seat, action);
        if (action === A.GRADUATE || action === A.COLLEGE) { seen.roll++; expect(r.undoable).toBe(false); }
        if (action >= A.CROSS && action < A.CROSS + 10) { seen.cross++; expect(r.undoable).toBe(false); }
        if (action >= A.SELL && action < A.SELL + 1000) { seen.sell++; expect(r.undoable).toBe(true); }
        if (action === A.TRADE_MONEY || action === A.TRADE_DOCUMENTS || action === A.TRADE_CONNECTIONS) { seen.trade++; expect(r.undoable).toBe(!game.isOver(r.after)); }
      }
      state = step(game, state, seat, moves.pick(legal)).after;
    }
    expect(Math.min(seen.roll, seen.cross, seen.sell, seen.trade)).toBeGreaterThan(0);
  });

  it('#refugee: what draws, rolls or shows a card may not be taken back; what remains may', () => {
    const game = getGame('refugee');
    const { undoable, steps } = honesty(game, 3, [6, 7, 8, 9], 2);
    expect(undoable).toBeGreaterThan(0);
    expect(undoable).toBeLessThan(steps);
  });
});
