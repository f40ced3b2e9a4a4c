/**
 * Bot factory and bot specs. A spec is the text form used by the CLI and the lab:
 *   random | heuristic | heuristic:8 (determinizations) | ismcts | ismcts:easy|medium|hard
 *   | ismcts:2500 (iterations) | ismcts:200ms (time budget), plus ISMCTS modifiers :dN :cX :bW :n1 :l1
 * A game may set its own ISMCTS defaults (`searchDefaults` on the game definition); a spec's modifier wins.
 */
import type { SearchDefaults } from '../engine/index.ts';
import { createHeuristicBot, type HeuristicOptions } from './heuristic.ts';
import { IsmctsBot, type IsmctsOptions } from './ismcts.ts';
import { createRandomBot } from './random.ts';
import { BOT_KINDS, STRENGTHS, type Bot, type BotKind, type Strength } from './types.ts';

export * from './types.ts';
export * from './rewards.ts';
export { IsmctsBot, type IsmctsOptions, type SearchStats } from './ismcts.ts';
export { createHeuristicBot, type HeuristicOptions } from './heuristic.ts';
export { createRandomBot } from './random.ts';

/** Named strengths are iteration budgets (not time), so that seeded matches stay reproducible. */
export const ISMCTS_STRENGTHS: Record<Strength, number> = { easy: 200, medium: 1000, hard: 5000 };
/**
 * Playout depth of bots made by the factory (specs, CLI, lab) unless a spec says otherwise (`:d0` =
 * play every playout to the end). When the game has `evaluate`, playouts stop after this many
 * actions and are scored by it; games without `evaluate` always play out to the end.
 * Why: uniformly random play almost never wins Emigration (0.9% of seat-games against the heuristic
 * bot), so full-depth random playouts carry little signal. In 200 two-player games against the
 * heuristic bot, 200 iterations won 30.7% at full depth (1,000 games), 49.0% at depth 4, 51.0% at 6,
 * 46.5% at 10, 37.5% at 25; 1,000 iterations at depth 6 won 76.0%.
 * (`new IsmctsBot()` itself defaults to full depth, which is what the benchmark measures.)
 */
export const DEFAULT_PLAYOUT_DEPTH = 6;
/**
 * UCB1 exploration constant of bots made by the factory unless a spec says otherwise (`:cX`); the
 * same as `new IsmctsBot()`'s 0.7 (Cowling et al.). Rewards at the playout cut are `evaluate`'s
 * squashed leads, and root means often differ by a few hundredths (0.41–0.54 over 33 Borderlines
 * moves), so with 0.7 a 1,000-iteration search spreads almost evenly (21–48 visits each); with 0.2
 * it spends 181 on the best-valued move. Against the heuristic bot (same seeds) 0.2 did better in
 * Borderlines (medium 9–10 wins in 32 seat-games against 8, hard 5 in 16 against 3) and worse in
 * #refugee (medium 15 in 30 against 19), none of it beyond noise: the default stays until a larger
 * run decides (docs/lab.md, `## Bot strength`).
 */
export const DEFAULT_UCB_EXPLORATION = 0.7;
/**
 * Progressive bias weight of bots made by the factory unless a spec says otherwise (`:bW`); see
 * IsmctsOptions.bias. Off by default: against the heuristic bot, W = 1 won 5 of 32 Borderlines
 * seat-games (medium, 4 players) where W = 0 won 8, and 17 of 30 #refugee games against 19 — not a
 * measurable gain at these sample sizes (docs/lab.md, `## Bot strength`).
 */
export const DEFAULT_PROGRESSIVE_BIAS = 0;
/**
 * Whether bots made by the factory rescale rewards per decision unless a spec says otherwise (`:n1` on,
 * `:n0` off); see IsmctsOptions.normalize. It does concentrate the search (a mid-game Borderlines
 * decision, 30 moves, 1,000 iterations: 251 visits on the best instead of 27–43 each), but it did not
 * win more against the heuristic bot (medium, seed 1, 100 two-player games, 23 Nov 2026): #refugee
 * 59% both ways, Displacement 49% [39–59%] against 62% [52–71%] without, Emigration 46% [37–56%]
 * against 66% [56–75%]; Borderlines (4 players, 104
 * seat-games) 24% [17–33%] against 16% [10–25%]. No result beyond chance and not the same sign in every
 * game, so off (docs/lab.md, `## Bot strength`). Together with leaf evaluation it did help: #refugee
 * and Borderlines turn both on in their `searchDefaults` (docs/lab.md, `### Third pass`).
 */
export const DEFAULT_NORMALIZE_REWARDS = false;
/**
 * Whether bots made by the factory score the expanded node with `evaluate` instead of a playout
 * (`:l1` on, `:l0` off) unless the spec or the game's `searchDefaults` says; see IsmctsOptions.leaf.
 * Off here because it needs an `evaluate` that sees the effect of a single move: in a step of
 * simultaneous moves (as in the Pledge fixture) nothing resolves until every seat has acted, and the
 * leaf is scored before that (the heuristic bot lets the others answer at random first); it was not
 * measured there. #refugee and Borderlines turn it on (with `normalize`) in their `searchDefaults`;
 * Displacement and Emigration, where `hard` did as well without it, keep these defaults (docs/lab.md,
 * `### Third pass`).
 */
export const DEFAULT_LEAF_EVALUATION = false;
/** What the factory's ISMCTS bots use where neither the spec nor the game's `searchDefaults` says. */
export const FACTORY_SEARCH_DEFAULTS: Readonly<Required<SearchDefaults>> = Object.freeze({
  playoutDepth: DEFAULT_PLAYOUT_DEPTH,
  exploration: DEFAULT_UCB_EXPLORATION,
  bias: DEFAULT_PROGRESSIVE_BIAS,
  normalize: DEFAULT_NORMALIZE_REWARDS,
  leaf: DEFAULT_LEAF_EVALUATION,
});

/**
 * A spec modifier for a bot's name: empty when the spec leaves the setting unset. A setting the spec
 * gives is spelled out even when it equals the factory default, because a game's `searchDefaults` may
 * differ: in a game whose hint turns rescaling on, `ismcts:hard:n0` is not the bot `ismcts:hard` is.
 */
function modifier(letter: string, value: number | boolean | undefined): string {
  if (value === undefined) return '';
  return `:${letter}${typeof value === 'boolean' ? (value ? 1 : 0) : value}`;
}

/** For the heuristic bot a strength is a number of determinizations per decision. */
export const HEURISTIC_STRENGTHS: Record<Strength, number> = { easy: 1, medium: 4, hard: 12 };

export interface BotOptions extends IsmctsOptions, HeuristicOptions {
  strength?: Strength;
}

export function createBot(kind: BotKind, opts: BotOptions = {}): Bot {
  const { strength, ...rest } = opts;
  if (strength !== undefined && !STRENGTHS.includes(strength)) {
    throw new RangeError(`Unknown strength "${String(strength)}" (expected ${STRENGTHS.join(', ')})`);
  }
  switch (kind) {
    case 'random':
      return createRandomBot();
    case 'heuristic': {
      const determinizations = rest.determinizations ?? HEURISTIC_STRENGTHS[strength ?? 'medium'];
      const name = strength ? `heuristic:${strength}` : opts.determinizations ? `heuristic:${determinizations}` : 'heuristic';
      return createHeuristicBot({ ...rest, determinizations }, name);
    }
    case 'ismcts': {
      const timed = rest.timeMs !== undefined && rest.iterations === undefined && strength === undefined;
      const iterations = rest.iterations ?? (timed ? undefined : ISMCTS_STRENGTHS[strength ?? 'medium']);
      const budget = strength ? `:${strength}`
        : rest.iterations !== undefined ? `:${rest.iterations}`
          : timed ? `:${rest.timeMs}ms` : '';
      // Settings the spec leaves unset are read per decision from the game's `searchDefaults`, else
      // these factory defaults; the name spells out what the spec sets (in the order d, c, b, n, l).
      const name = `ismcts${budget}${modifier('d', rest.playoutDepth)}${modifier('c', rest.exploration)}${modifier('b', rest.bias)}${modifier('n', rest.normalize)}${modifier('l', rest.leaf)}`;
      return new IsmctsBot({ ...rest, iterations }, name, FACTORY_SEARCH_DEFAULTS);
    }
    default:
      throw new RangeError(`Unknown bot kind "${String(kind)}" (expected ${BOT_KINDS.join(', ')})`);
  }
}

/**
 * Parses one spec: `kind[:setting][:modifier...]`.
 *   setting: easy | medium | hard | a count (ISMCTS iterations, heuristic determinizations) | Nms (ISMCTS time)
 *   ISMCTS modifiers: dN = cut playouts after N actions and score them with `evaluate` (default
 *   DEFAULT_PLAYOUT_DEPTH; d0 = play to the end); cX = UCB1 constant X; bW = progressive bias weight W
 *   (default DEFAULT_PROGRESSIVE_BIAS; b0 = off); n1 / n0 = rescale rewards per decision on / off
 *   (default DEFAULT_NORMALIZE_REWARDS); l1 / l0 = leaf evaluation (no playout) on / off (default
 *   DEFAULT_LEAF_EVALUATION). Unset modifiers come from the game's `searchDefaults`, else these defaults.
 * Examples: "random", "heuristic:8", "ismcts:hard", "ismcts:300", "ismcts:50ms", "ismcts:easy:d10:c1.2:b0".
 */
export function parseBotSpec(spec: string): { kind: BotKind; opts: BotOptions } {
  const [kindText, ...parts] = spec.trim().split(':');
  const kind = kindText as BotKind;
  if (!BOT_KINDS.includes(kind)) throw new RangeError(`Unknown bot "${spec}" (expected one of ${BOT_KINDS.join(', ')}, e.g. ismcts:hard)`);
  if (kind === 'random' && parts.length > 0) throw new RangeError(`The random bot takes no setting ("${spec}")`);
  const opts: BotOptions = {};
  const bad = (part: string) => new RangeError(`Bad setting "${part}" in bot spec "${spec}" (expected ${STRENGTHS.join('|')}, a count${kind === 'ismcts' ? ', a time like 200ms, dN for a playout depth, cX for the exploration constant, bW for the progressive bias weight, n1/n0 to rescale rewards per decision or l1/l0 for leaf evaluation' : ''})`);
  parts.forEach((part, i) => {
    const ms = /^(\d+)ms$/.exec(part);
    const depth = /^d(\d+)$/.exec(part);
    const c = /^c(\d+(?:\.\d+)?)$/.exec(part);
    const bias = /^b(\d+(?:\.\d+)?)$/.exec(part);
    const normalize = /^n([01])$/.exec(part);
    const leaf = /^l([01])$/.exec(part);
    if (i === 0 && (STRENGTHS as readonly string[]).includes(part)) opts.strength = part as Strength;
    else if (i === 0 && /^\d+$/.test(part) && Number(part) > 0) {
      if (kind === 'ismcts') opts.iterations = Number(part);
      else opts.determinizations = Number(part);
    } else if (i === 0 && ms && kind === 'ismcts' && Number(ms[1]) > 0) opts.timeMs = Number(ms[1]);
    else if (depth && kind === 'ismcts') opts.playoutDepth = Number(depth[1]);
    else if (c && kind === 'ismcts') opts.exploration = Number(c[1]);
    else if (bias && kind === 'ismcts') opts.bias = Number(bias[1]);
    else if (normalize && kind === 'ismcts') opts.normalize = normalize[1] === '1';
    else if (leaf && kind === 'ismcts') opts.leaf = leaf[1] === '1';
    else throw bad(part);
  });
  return { kind, opts };
}

export function botFromSpec(spec: string): Bot {
  const { kind, opts } = parseBotSpec(spec);
  return createBot(kind, opts);
}

/**
 * The name a spec's bot plays under (and the lab's tables list it by): modifiers in one order, so
 * `ismcts:hard:l1:n1` and `ismcts:hard:n1:l1` are one bot, `ismcts:hard:n1:l1`.
 */
export function botNameOf(spec: string): string {
  return botFromSpec(spec).name;
}
