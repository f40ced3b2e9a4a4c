import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { botFromSpec, createBot, DEFAULT_LEAF_EVALUATION, FACTORY_SEARCH_DEFAULTS, IsmctsBot, parseBotSpec } from '../../src/bots/index.ts';
import { defineGame, Rng, seedRng, type AnyGame, type Outcome, type RngState, type SearchDefaults, type Viewer } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';

/**
 * A one-seat game: pick one of five paths (0..4), then walk on (the only legal action) WALK times,
 * then it ends. `evaluate` rates path k at 0.5 + 0.01·k and notes how many steps the state it is
 * given has walked, so a test sees where the search scored its iterations.
 */
const WALK = 1000;
interface WalkState { rng: RngState; path: number | null; steps: number }
function walkGame(searchDefaults?: SearchDefaults) {
  const evaluated: Array<{ path: number | null; steps: number }> = [];
  let applied = 0;
  const game = defineGame<WalkState, { viewer: Viewer; path: number | null; steps: number }, Record<string, never>, Record<string, never>>({
    id: 'leaf-walk',
    title: 'Leaf walk (test fixture)',
    summary: 'Pick a path, then walk.',
    minPlayers: 1,
    maxPlayers: 1,
    hiddenInformation: false,
    chance: false,
    maxActions: () => WALK + 1,
    optionsSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>,
    defaultOptions: {},
    contentSchema: z.object({}) as unknown as z.ZodType<Record<string, never>>,
    defaultContent: {},
    setup: ({ seed }) => ({ rng: seedRng(seed), path: null, steps: 0 }),
    isOver: (s) => s.steps >= WALK,
    activeSeats: (s) => (s.steps >= WALK ? [] : [0]),
    legalActions: (s) => (s.steps >= WALK ? [] : s.path === null ? [0, 1, 2, 3, 4] : [0]),
    step(s, _seat, action) {
      applied++;
      if (s.path === null) s.path = action;
      else s.steps++;
    },
    clone: (s) => ({ ...s, rng: [...s.rng] as RngState }),
    view: (s, viewer) => ({ viewer, path: s.path, steps: s.steps }),
    determinize: (v, _seat, rng) => ({ rng: [rng.u32(), rng.u32(), rng.u32(), rng.u32()] as RngState, path: v.path, steps: v.steps }),
    outcome(s): Outcome | null {
      return s.steps >= WALK ? { reason: 'Walked', scores: [1], ranks: [1], winners: [0], tie: false, stats: [{}] } : null;
    },
    describeAction: (_v, _seat, a) => `Path ${a}`,
    evaluate: (s) => {
      evaluated.push({ path: s.path, steps: s.steps });
      return 0.5 + 0.01 * (s.path ?? 0);
    },
    searchDefaults,
  });
  return { game: game as unknown as AnyGame, evaluated, applied: () => applied };
}

function decide(bot: IsmctsBot, game: AnyGame, seed = 1) {
  const s = game.setup({ players: 1, seed: 1 });
  return bot.chooseAction(game.view(s, 0), 0, game.legalActions(s, 0), game, new Rng(seed));
}

describe('ISMCTS leaf evaluation (the expanded node is scored by evaluate, no playout)', () => {
  it('scores each iteration at the node it expanded and applies no action beyond it', () => {
    const { game, evaluated, applied } = walkGame();
    const bot = new IsmctsBot({ iterations: 300, leaf: true, playoutDepth: 6 });
    decide(bot, game);
    // One evaluation per iteration, each of a node never evaluated before (the tree grows by one node
    // per iteration and the state scored is that node's): no (path, steps) pair comes twice.
    expect(evaluated).toHaveLength(300);
    expect(new Set(evaluated.map((e) => `${e.path}/${e.steps}`)).size).toBe(300);
    expect(bot.lastSearch!.nodes).toBe(301);
    // The actions applied are exactly the walks down the tree to those nodes: a node `steps` walks
    // below a path is reached by steps + 1 actions. A playout would have applied more.
    expect(applied()).toBe(evaluated.reduce((sum, e) => sum + e.steps + 1, 0));
    // The first five iterations expand the five paths and score them straight after the pick.
    expect(evaluated.slice(0, 5).every((e) => e.steps === 0)).toBe(true);
  });

  it('without it, a depth-6 playout walks six steps past the expanded node before scoring', () => {
    const { game, evaluated } = walkGame();
    decide(new IsmctsBot({ iterations: 5, playoutDepth: 6 }), game);
    expect(evaluated.map((e) => e.steps)).toEqual([6, 6, 6, 6, 6]);
  });

  it('bot specs switch it with :l1 / :l0 and name the setting they give', () => {
    expect(parseBotSpec('ismcts:hard:l1')).toEqual({ kind: 'ismcts', opts: { strength: 'hard', leaf: true } });
    expect(parseBotSpec('ismcts:300:c0.2:l0')).toEqual({ kind: 'ismcts', opts: { iterations: 300, exploration: 0.2, leaf: false } });
    expect(botFromSpec(`ismcts:hard:l${DEFAULT_LEAF_EVALUATION ? 1 : 0}`).name).toBe(`ismcts:hard:l${DEFAULT_LEAF_EVALUATION ? 1 : 0}`);
    expect(botFromSpec(`ismcts:hard:l${DEFAULT_LEAF_EVALUATION ? 0 : 1}`).name).toBe(`ismcts:hard:l${DEFAULT_LEAF_EVALUATION ? 0 : 1}`);
    // Named in the order d, c, b, n, l whatever the spec's order.
    expect(botFromSpec('ismcts:hard:l1:n1').name).toBe('ismcts:hard:n1:l1');
    for (const bad of ['ismcts:hard:l', 'ismcts:hard:l2', 'heuristic:4:l1']) expect(() => parseBotSpec(bad), bad).toThrow(RangeError);
  });
});

describe("a game's searchDefaults (per-game hint for the factory's ISMCTS bots)", () => {
  const hint: SearchDefaults = { leaf: true, exploration: 0.15, playoutDepth: 3 };

  it('fills in what the spec leaves unset; the rest comes from the factory defaults', () => {
    const { game } = walkGame(hint);
    const bot = botFromSpec('ismcts:easy') as IsmctsBot;
    expect(bot.settingsFor(game)).toEqual({ ...FACTORY_SEARCH_DEFAULTS, leaf: true, exploration: 0.15, playoutDepth: 3 });
    // And the search really runs so: scored at the expanded nodes, no playout.
    const { game: counted, evaluated } = walkGame(hint);
    decide(bot, counted);
    expect(evaluated.slice(0, 5).map((e) => e.steps)).toEqual([0, 0, 0, 0, 0]);
  });

  it("loses to a spec's explicit setting, even one equal to the factory default", () => {
    const { game } = walkGame(hint);
    const bot = botFromSpec(`ismcts:easy:l0:c${FACTORY_SEARCH_DEFAULTS.exploration}`) as IsmctsBot;
    expect(bot.settingsFor(game)).toEqual({ ...FACTORY_SEARCH_DEFAULTS, leaf: false, playoutDepth: 3 });
    const { game: counted, evaluated } = walkGame(hint);
    decide(bot, counted);
    expect(evaluated.slice(0, 5).map((e) => e.steps)).toEqual([3, 3, 3, 3, 3]);
  });

  it('a game without a hint gets the factory defaults; a bot made without the factory ignores hints', () => {
    expect((createBot('ismcts', { strength: 'easy' }) as IsmctsBot).settingsFor(walkGame().game)).toEqual(FACTORY_SEARCH_DEFAULTS);
    expect(new IsmctsBot().settingsFor(walkGame(hint).game)).toEqual({ exploration: 0.7, playoutDepth: 0, bias: 0, normalize: false, leaf: false });
  });

  it('a bad hint is refused when a decision reads it, not silently used', () => {
    const { game } = walkGame({ exploration: -1 });
    expect(() => decide(botFromSpec('ismcts:easy') as IsmctsBot, game)).toThrow(RangeError);
  });

  it("the registered games' hints reach the bots the server and the CLI make (docs/lab.md, third pass)", () => {
    const hard = () => createBot('ismcts', { strength: 'hard' }) as IsmctsBot;
    for (const id of ['refugee', 'borderlines']) {
      expect(hard().settingsFor(getGame(id)), id).toEqual({ ...FACTORY_SEARCH_DEFAULTS, leaf: true, normalize: true });
    }
    for (const id of ['displacement', 'emigration']) expect(hard().settingsFor(getGame(id)), id).toEqual(FACTORY_SEARCH_DEFAULTS);
    expect((botFromSpec('ismcts:hard:l0:n0') as IsmctsBot).settingsFor(getGame('borderlines'))).toEqual(FACTORY_SEARCH_DEFAULTS);
  });
});
