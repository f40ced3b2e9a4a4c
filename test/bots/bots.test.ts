import { describe, expect, it } from 'vitest';
import { botFromSpec, createBot, IsmctsBot, parseBotSpec, type Bot } from '../../src/bots/index.ts';
import { Rng, type AnyGame } from '../../src/engine/index.ts';
import { listGames } from '../../src/games/all.ts';
import { runMatch } from '../../src/lab/index.ts';
import { pledge } from '../fixtures/pledge.ts';
import { CANARY, withCanary } from './canary.ts';
import { pennies } from './pennies.ts';

const games: AnyGame[] = [pledge, ...listGames()];
/** Small budgets: these tests check behaviour, not strength. */
const botMakers: Array<[string, () => Bot]> = [
  ['random', () => createBot('random')],
  ['heuristic', () => createBot('heuristic', { determinizations: 2 })],
  ['ismcts (full-depth playouts)', () => createBot('ismcts', { iterations: 40, playoutDepth: 0 })],
  ['ismcts (playouts cut at 6 actions)', () => createBot('ismcts', { iterations: 40 })],
];

/** A bot wrapper that checks every answer against the legal list it was given. */
function checked(bot: Bot, bad: string[]): Bot {
  return {
    name: bot.name,
    chooseAction(view, seat, legal, game, rng) {
      const a = bot.chooseAction(view, seat, legal, game, rng);
      if (!legal.includes(a)) bad.push(`${bot.name} chose ${a} from [${legal.join(', ')}]`);
      return a;
    },
  };
}

describe.each(games.map((g) => [g.id, g] as const))('bots on %s', (_id, game) => {
  // Three players, or as close as the game allows (Borderlines is for exactly four).
  const players = Math.max(game.minPlayers, Math.min(game.maxPlayers, 3));

  it.each(botMakers)('%s returns only legal actions, to the end of several games', (_name, make) => {
    const bad: string[] = [];
    for (let seed = 1; seed <= 3; seed++) {
      const bots = Array.from({ length: players }, () => checked(make(), bad));
      const result = runMatch(game, { players, seed, bots });
      expect(result.outcome).not.toBeNull();
    }
    expect(bad).toEqual([]);
  });

  it.each(botMakers)('%s is deterministic for a given seed', (_name, make) => {
    const play = () => runMatch(game, { players, seed: 42, bots: Array.from({ length: players }, make) }).record;
    const a = play();
    expect(play()).toEqual(a);
  });

  it('never hands a bot the true state, and bots never reach it', () => {
    // Pledge builds its views field by field, so its canary may be visible (enumerable); games whose
    // views copy the state minus its hidden parts are checked by identity only.
    const probe = withCanary(game, game.id === pledge.id);
    for (let seed = 1; seed <= 2; seed++) {
      const bots = [createBot('ismcts', { iterations: 30 }), createBot('heuristic', { determinizations: 2 }), createBot('random')]
        .slice(0, players).map((b) => probe.spy(b));
      while (bots.length < players) bots.push(probe.spy(createBot('random')));
      runMatch(probe.game, { players, seed, bots });
    }
    expect(probe.decisions).toBeGreaterThan(0);
    expect(probe.violations).toEqual([]);
  });
});

describe('the no-peeking probe', () => {
  it('detects a runner that hands a bot the state, and a bot that reaches the true state', () => {
    const probe = withCanary(pledge);
    const state = probe.game.setup({ players: 2, seed: 1 });
    const leaky = probe.spy(createBot('random'));
    leaky.chooseAction(state, 0, pledge.legalActions(state, 0), probe.game, new Rng(1));
    expect(probe.violations.some((v) => v.includes('canary'))).toBe(true);

    const probe2 = withCanary(pledge);
    const truth = probe2.game.setup({ players: 2, seed: 1 });
    const cheat: Bot = { name: 'cheat', chooseAction: (_v, seat, legal, g) => (g.legalActions(truth, seat).length ? legal[0] : legal[0]) };
    const view = probe2.game.view(truth, 0);
    probe2.spy(cheat).chooseAction(view, 0, pledge.legalActions(truth, 0), probe2.game, new Rng(1));
    expect(probe2.violations).toEqual(['bot called legalActions with the true state']);
  });

  it('catches a bot that writes into its view', () => {
    const probe = withCanary(pledge);
    const s = probe.game.setup({ players: 2, seed: 3 });
    const vandal: Bot = { name: 'vandal', chooseAction: (v, _s, legal) => { (v as { hand: number[] }).hand.push(99); return legal[0]; } };
    expect(() => probe.spy(vandal).chooseAction(probe.game.view(s, 0), 0, pledge.legalActions(s, 0), probe.game, new Rng(1))).toThrow(TypeError);
  });

  it('the canary never appears in a Pledge view', () => {
    const probe = withCanary(pledge);
    const s = probe.game.setup({ players: 3, seed: 5 });
    expect(JSON.stringify(s)).toContain(CANARY);
    for (const viewer of [0, 1, 2, 'spectator' as const]) expect(JSON.stringify(probe.game.view(s, viewer))).not.toContain(CANARY);
  });
});

/** A Pledge position: last round, two players level on points. */
function lastRound(hands: number[][], scores: number[]) {
  const s = pledge.setup({ players: hands.length, seed: 1 });
  s.round = 3;
  s.hands = hands;
  s.deck = [];
  s.scores = scores;
  s.pledges = hands.map(() => null);
  return s;
}

describe('search quality on positions with a known answer', () => {
  it('ISMCTS and the heuristic pledge the unbeatable 16 when the last round decides the game', () => {
    const s = lastRound([[2, 16], [9, 14]], [10, 10]);
    const view = pledge.view(s, 0);
    const legal = pledge.legalActions(s, 0);
    for (const bot of [createBot('ismcts', { iterations: 200 }), createBot('heuristic')]) {
      for (let seed = 0; seed < 5; seed++) expect(bot.chooseAction(view, 0, legal, pledge, new Rng(seed))).toBe(16);
    }
  });

  it('a later simultaneous seat does not see the earlier seat\'s hidden choice in the tree', () => {
    // In matching pennies seat 2 moves after seat 1 in the tree. If its statistics hung under seat 1's
    // choice, seat 2 would learn to always mismatch and seat 1's root values would sink to ~0.00
    // (measured with a coupled tree); decoupled and jittered, both seats choose blind and seat 1's
    // values settle at the game's value, 1/2 (~0.27 without the jitter's phase-lock fix).
    const s = pennies.setup({ players: 2, seed: 1 });
    const bot = new IsmctsBot({ iterations: 4000, reward: 'win' });
    bot.chooseAction(pennies.view(s, 0), 0, pennies.legalActions(s, 0), pennies, new Rng(7));
    const children = bot.lastSearch!.children;
    expect(children.map((c) => c.action)).toEqual([0, 1]);
    for (const c of children) {
      expect(c.visits).toBeGreaterThan(1000);
      expect(c.mean).toBeGreaterThan(0.4);
      expect(c.mean).toBeLessThan(0.6);
    }
  });

  it('every ISMCTS iteration passes through exactly one root action of the deciding seat', () => {
    const game = listGames()[0] ?? pledge;
    const s = game.setup({ players: 3, seed: 9 });
    const seat = game.activeSeats(s)[0];
    const legal = game.legalActions(s, seat);
    const bot = new IsmctsBot({ iterations: 150 });
    const action = bot.chooseAction(game.view(s, seat), seat, legal, game, new Rng(2));
    const stats = bot.lastSearch!;
    expect(stats.iterations).toBe(legal.length > 1 ? 150 : 0);
    if (legal.length > 1) {
      expect(stats.children.reduce((sum, c) => sum + c.visits, 0)).toBe(150);
      // The answer is the most visited action.
      const top = Math.max(...stats.children.map((c) => c.visits));
      expect(stats.children.find((c) => c.action === action)!.visits).toBe(top);
    }
  });

  it('different seeds make different choices where the choice is open (determinism is not constancy)', () => {
    const s = pledge.setup({ players: 2, seed: 4 });
    const view = pledge.view(s, 0);
    const legal = pledge.legalActions(s, 0);
    const random = createBot('random');
    const picks = new Set(Array.from({ length: 30 }, (_, seed) => random.chooseAction(view, 0, legal, pledge, new Rng(seed))));
    expect(picks.size).toBeGreaterThan(1);
  });
});

describe('bot factory', () => {
  it('names bots by kind and strength and rejects unknown settings', () => {
    expect(createBot('ismcts', { strength: 'hard' }).name).toBe('ismcts:hard');
    expect(createBot('ismcts', { iterations: 300 }).name).toBe('ismcts:300');
    expect(createBot('ismcts', { timeMs: 50 }).name).toBe('ismcts:50ms');
    expect(createBot('heuristic').name).toBe('heuristic');
    expect(() => createBot('ismcts', { strength: 'godlike' as 'hard' })).toThrow(/strength/);
    expect(() => createBot('minimax' as 'random')).toThrow(/Unknown bot kind/);
    expect(() => new IsmctsBot({ iterations: 0 })).toThrow(RangeError);
  });

  it('parses bot specs, with ISMCTS playout depth and exploration modifiers', () => {
    expect(parseBotSpec('ismcts:easy:d10:c1.2')).toEqual({ kind: 'ismcts', opts: { strength: 'easy', playoutDepth: 10, exploration: 1.2 } });
    expect(parseBotSpec('ismcts:250ms')).toEqual({ kind: 'ismcts', opts: { timeMs: 250 } });
    expect(parseBotSpec('heuristic:8')).toEqual({ kind: 'heuristic', opts: { determinizations: 8 } });
    expect(botFromSpec('ismcts:300:d8').name).toBe('ismcts:300:d8');
    expect(botFromSpec('ismcts:300:d0').name).toBe('ismcts:300:d0');
    // A setting the spec gives is spelled out even at the factory default: a game's searchDefaults may differ.
    expect(botFromSpec('ismcts:300:d6').name).toBe('ismcts:300:d6');
    expect(botFromSpec('ismcts:300').name).toBe('ismcts:300');
    for (const bad of ['ismcts:lots', 'heuristic:easy:d3', 'random:1', 'ismcts:0', 'minimax', 'ismcts:easy:q']) {
      expect(() => parseBotSpec(bad), bad).toThrow(RangeError);
    }
  });

  it('a finished game with no standing stops a bot with an error, never a silent score', () => {
    // Pennies' second choice ends the game: both bots score the finished states they reach (the
    // heuristic bot needs an evaluation to search at all).
    const broken = { ...pennies, evaluate: () => 0.5, standing: () => null } as AnyGame;
    const s = broken.setup({ players: 2, seed: 3 });
    broken.applyInPlace(s, 0, 0);
    const legal = broken.legalActions(s, 1);
    for (const kind of ['heuristic', 'ismcts'] as const) {
      expect(() => createBot(kind, kind === 'ismcts' ? { iterations: 20 } : {}).chooseAction(broken.view(s, 1), 1, legal, broken, new Rng(1)), kind)
        .toThrow(/standing is null/);
    }
  });

  it('a time-bounded ISMCTS still answers with a legal action', () => {
    const s = pledge.setup({ players: 2, seed: 8 });
    const legal = pledge.legalActions(s, 0);
    const bot = createBot('ismcts', { timeMs: 20 });
    expect(legal).toContain(bot.chooseAction(pledge.view(s, 0), 0, legal, pledge, new Rng(1)));
  });
});
