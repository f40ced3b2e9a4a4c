import { describe, expect, it } from 'vitest';
import { botFromSpec, createBot, DEFAULT_LEAF_EVALUATION, FACTORY_SEARCH_DEFAULTS, IsmctsBot, parseBotSpec } from '../../src/bots/index.ts';
import { Rng, type AnyGame, type SearchDefaults } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';
import { pathWalk } from './path-walk.ts';

function decide(bot: IsmctsBot, game: AnyGame, seed = 1) {
  const s = game.setup({ players: 1, seed: 1 });
  return bot.chooseAction(game.view(s, 0), 0, game.legalActions(s, 0), game, new Rng(seed));
}

describe('ISMCTS leaf evaluation (the expanded node is scored by evaluate, no playout)', () => {
  it('scores each iteration at the node it expanded and applies no action beyond it', () => {
    const { game, evaluated, applied } = pathWalk();
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
    const { game, evaluated } = pathWalk();
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
    const { game } = pathWalk(hint);
    const bot = botFromSpec('ismcts:easy') as IsmctsBot;
    expect(bot.settingsFor(game)).toEqual({ ...FACTORY_SEARCH_DEFAULTS, leaf: true, exploration: 0.15, playoutDepth: 3 });
    // And the search really runs so: scored at the expanded nodes, no playout.
    const { game: counted, evaluated } = pathWalk(hint);
    decide(bot, counted);
    expect(evaluated.slice(0, 5).map((e) => e.steps)).toEqual([0, 0, 0, 0, 0]);
  });

  it("loses to a spec's explicit setting, even one equal to the factory default", () => {
    const { game } = pathWalk(hint);
    const bot = botFromSpec(`ismcts:easy:l0:c${FACTORY_SEARCH_DEFAULTS.exploration}`) as IsmctsBot;
    expect(bot.settingsFor(game)).toEqual({ ...FACTORY_SEARCH_DEFAULTS, leaf: false, playoutDepth: 3 });
    const { game: counted, evaluated } = pathWalk(hint);
    decide(bot, counted);
    expect(evaluated.slice(0, 5).map((e) => e.steps)).toEqual([3, 3, 3, 3, 3]);
  });

  it('a game without a hint gets the factory defaults; a bot made without the factory ignores hints', () => {
    expect((createBot('ismcts', { strength: 'easy' }) as IsmctsBot).settingsFor(pathWalk().game)).toEqual(FACTORY_SEARCH_DEFAULTS);
    expect(new IsmctsBot().settingsFor(pathWalk(hint).game)).toEqual({ exploration: 0.7, playoutDepth: 0, bias: 0, normalize: false, leaf: false });
  });

  it('a bad hint is refused when a decision reads it, not silently used', () => {
    const { game } = pathWalk({ exploration: -1 });
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
