import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.ts';
import { stableHash } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';
import { LocalMatch, parseSaved, type LocalSetup } from '../../src/web/local/match.ts';
import { pledge } from '../fixtures/pledge.ts';

const makeBot = (kind: 'random' | 'heuristic' | 'ismcts', strength: 'easy' | 'medium' | 'hard') => createBot(kind, { strength });
const setup = (game: string, players: number, seed: number): LocalSetup => ({
  game, players, seed, human: 0, playerName: 'You',
  bots: Array.from({ length: players }, (_, i) => (i === 0 ? null : { kind: 'random' as const, strength: 'easy' as const })),
});

/** Plays the person's seat with its first legal move and the bots as they come. */
function playOut(m: LocalMatch, limit = 5000): void {
  for (let i = 0; i < limit && !m.over; i++) {
    if (m.pendingBot() !== null) { m.stepBot(); continue; }
    const snap = m.snapshot();
    expect(snap.legal.length).toBeGreaterThan(0);
    expect(m.apply(0, snap.legal[0].action)).toBe(true);
  }
}

describe('a local match in the browser', () => {
  it('shows the person only their own view: other hands stay hidden (Pledge, simultaneous moves)', () => {
    const m = new LocalMatch(pledge, setup('pledge', 3, 4), makeBot);
    const snap = m.snapshot();
    const view = snap.view as { hand: number[] | null; handSizes: number[] };
    expect(view).toEqual(pledge.view(m.state as never, 0));
    expect(snap.active).toEqual([0, 1, 2]);
    expect(snap.legal.map((l) => l.action)).toEqual(view.hand);
    expect(snap.legal[0].label).toBe(`Pledge ${view.hand![0]}`);
  });

  it('refuses an illegal move and changes nothing', () => {
    const m = new LocalMatch(pledge, setup('pledge', 2, 4), makeBot);
    const before = stableHash(m.state);
    expect(m.apply(0, 999)).toBe(false);
    expect(m.apply(1.5 as number, 1)).toBe(false);
    expect(stableHash(m.state)).toBe(before);
    expect(m.version).toBe(0);
  });

  it('bots move for every seat but the person; the game reaches an outcome', () => {
    const m = new LocalMatch(pledge, setup('pledge', 3, 9), makeBot);
    playOut(m);
    expect(m.over).toBe(true);
    expect(m.snapshot().outcome?.scores).toHaveLength(3);
    expect(m.actions.filter(([seat]) => seat === 0)).toHaveLength(4);
  });

  it('a saved match (seed + moves) restores to the same state and log after a reload', () => {
    const game = getGame('emigration');
    const m = new LocalMatch(game, setup('emigration', 3, 21), makeBot);
    for (let i = 0; i < 40 && !m.over; i++) {
      if (m.pendingBot() !== null) m.stepBot();
      else m.apply(0, m.snapshot().legal[i % m.snapshot().legal.length].action);
    }
    const saved = parseSaved(JSON.stringify(m.save()));
    expect(saved).not.toBeNull();
    const back = LocalMatch.restore(game, saved!, makeBot);
    expect(stableHash(back.state)).toBe(stableHash(m.state));
    expect(back.log).toEqual(m.log);
    expect(back.snapshot().legal).toEqual(m.snapshot().legal);
    // The record replays through the engine too.
    expect(m.record().actions).toEqual(m.actions);
    expect(back.restoreProblem).toBeNull();
  });

  it('a save that no longer applies whole is restored as far as it goes, and says so', () => {
    const game = getGame('emigration');
    const m = new LocalMatch(game, setup('emigration', 3, 21), makeBot);
    for (let i = 0; i < 10 && !m.over; i++) {
      if (m.pendingBot() !== null) m.stepBot();
      else m.apply(0, m.snapshot().legal[0].action);
    }
    const saved = parseSaved(JSON.stringify(m.save()))!;
    const broken = { ...saved, actions: [...saved.actions.slice(0, 3), [0, 999_999] as [number, number], ...saved.actions.slice(3)] };
    const back = LocalMatch.restore(game, broken, makeBot);
    expect(back.restoreProblem).toMatch(/stopped applying at step 4 of/);
    expect(back.actions).toEqual(saved.actions.slice(0, 3));
    const forged = LocalMatch.restore(game, { ...saved, undone: [{ seat: 0, action: 1, played: 5, undone: 5_000 }] }, makeBot); // a position past the log
    expect(forged.restoreProblem).toMatch(/take-backs did not fit/);
  });

  it('bot moves are reproducible: the same seed and moves give the same game', () => {
    const game = getGame('refugee');
    const run = () => {
      const m = new LocalMatch(game, { ...setup('refugee', 2, 8), bots: [null, { kind: 'heuristic', strength: 'easy' }] }, makeBot);
      for (let i = 0; i < 60 && !m.over; i++) {
        if (m.pendingBot() !== null) m.stepBot();
        else m.apply(0, m.snapshot().legal[0].action);
      }
      return stableHash(m.state);
    };
    expect(run()).toBe(run());
  });

  it('names every seat with its "Player N", as the game texts do', () => {
    const m = new LocalMatch(pledge, { ...setup('pledge', 3, 1), playerName: 'Amal', bots: [null, { kind: 'heuristic', strength: 'medium' }, { kind: 'ismcts', strength: 'easy' }] }, makeBot);
    expect(m.names()).toEqual(['Amal (Player 1, you)', 'Player 2 (bot · medium)', 'Player 3 (search bot · easy)']);
  });

  it('ignores saved data of another format', () => {
    expect(parseSaved('{"format":"other","actions":[]}')).toBeNull();
    expect(parseSaved('not json')).toBeNull();
    expect(parseSaved(null)).toBeNull();
  });
});

describe('game options in a local match', () => {
  it('sets the game up with the chosen variant and records it', () => {
    const game = getGame('emigration');
    const m = new LocalMatch(game, { ...setup('emigration', 2, 3), options: { mode: 'cooperative' } }, makeBot);
    expect((m.snapshot().view as { mode: string }).mode).toBe('cooperative');
    expect(m.record().options).toEqual({ mode: 'cooperative' });
    expect(() => new LocalMatch(game, { ...setup('emigration', 2, 3), options: { mode: 'solo' } }, makeBot)).toThrow(/mode/);
  });
});
