/**
 * Information-set Monte Carlo tree search by determinization: single-observer ISMCTS
 * (Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012).
 *
 * Each iteration samples one full state consistent with the bot's view (`game.determinize`), walks
 * the one shared tree choosing among the children whose actions are legal in that sample (UCB1 with
 * availability counts: ln(times the child was available) instead of ln(parent visits)), expands one
 * untried action, plays out at random to the end (or to a depth limit scored by `evaluate`; with
 * `leaf`, no playout: the expanded node is scored by `evaluate` at once), and
 * backs up one reward per seat; every node keeps the reward of the seat that moved into it, so the
 * search is multi-player (each seat maximises its own reward, "max-n"). Optionally (`bias`), the
 * game's `evaluate` biases selection towards moves it likes while they have few visits.
 *
 * Simultaneous moves (several active seats, as in Pledge): the tree still orders them, one seat at a
 * time. At the root the bot's own seat moves first; elsewhere the lowest active seat does. So that
 * a later seat of the same simultaneous step does not "see" the earlier seats' choices, its
 * statistics are decoupled: they are kept at the node where the simultaneous step began, keyed only
 * by (seat, action), not under the earlier seats' actions (decoupled UCT, as in simultaneous-move
 * MCTS). The path through the tree still follows the joint action, so later decisions depend on it.
 * Selection in a simultaneous step adds a tiny random jitter to UCB1 (see SIMULTANEOUS_JITTER).
 *
 * Speed: the tree is typed arrays reused across decisions (see tree.ts); legality marks use epoch
 * stamps instead of sets; the search touches the game only through view → determinize, activeSeats,
 * legalActions, applyInPlace, isOver, outcome and (optionally) evaluate.
 */
import type { Action, AnyGame, Rng, SearchDefaults, Seat } from '../engine/index.ts';
import { outcomeRewards, type RewardMode } from './rewards.ts';
import { SearchTree } from './tree.ts';
import type { Bot } from './types.ts';

export interface IsmctsOptions {
  /** Iterations per decision (default 1000 when neither this nor timeMs is given). */
  iterations?: number;
  /**
   * Time budget per decision in milliseconds (not reproducible run to run; prefer iterations). With
   * `iterations` as well, the search stops at whichever comes first: the server caps its strengths so.
   */
  timeMs?: number;
  /** UCB1 exploration constant; rewards are in [0, 1]. Default 0.7 (Cowling et al. use 0.7). */
  exploration?: number;
  /** Cut playouts after this many actions and score with `game.evaluate` (0 = play to the end). */
  playoutDepth?: number;
  /** How an outcome becomes per-seat rewards (see rewards.ts). Default 'mixed'. */
  reward?: RewardMode;
  /**
   * Progressive bias weight W (Chaslot et al., "Progressive strategies for Monte-Carlo tree search",
   * 2008): a child's UCB1 score gains W × h / (visits + 1), where h is the mover's `game.evaluate`
   * right after the child's action, computed once when the node is created (one evaluation per
   * iteration). The heuristic steers the first visits and fades as real statistics accumulate.
   * 0 (the default here) or a game without `evaluate` = plain UCB1.
   */
  bias?: number;
  /**
   * Rescale the exploitation term at every tree decision: a child's mean reward is mapped to [0, 1]
   * by the lowest and highest mean among its visited, available siblings (min-max normalisation of
   * the values, as MuZero does tree-wide). At the playout cut rewards are `evaluate`'s squashed leads whose spread within
   * one decision is a few hundredths, so without this UCB1's exploration term swamps the differences
   * and visits spread nearly evenly; with it one constant fits games whose value ranges differ.
   * Default false.
   */
  normalize?: boolean;
  /**
   * Leaf evaluation: no playout at all. The node just expanded is scored at once by `game.evaluate`
   * for every seat on the path (or by the outcome when the game is over there), so the search is a
   * best-first, max-n deepening of the heuristic bot's own 1-ply look: each root move's value is the
   * mean of `evaluate` over many determinizations and over the replies the tree has explored. Random
   * playout steps (inside one's own turn too) no longer blur the value of the root move. Ignored (a
   * normal playout) when the game has no `evaluate`. Default false.
   */
  leaf?: boolean;
}

/**
 * In a simultaneous step, deterministic UCB1 selections of the seats phase-lock: in matching pennies
 * the later seat learns to answer the earlier seat's alternation and the root value sinks to ~0.27
 * instead of 1/2. A tiny random jitter on the scores of simultaneous decisions breaks the lock
 * (values then settle at ~0.50; see test/bots). Sequential decisions are untouched.
 */
const SIMULTANEOUS_JITTER = 0.01;

/** Playouts longer than this are abandoned (a game that never ends is a bug, not a draw). */
const PLAYOUT_GUARD = 1_000_000;

export interface SearchStats {
  iterations: number;
  nodes: number;
  /** Per root action: visits and mean reward for the deciding seat. */
  children: Array<{ action: Action; visits: number; mean: number }>;
}

export class IsmctsBot implements Bot {
  readonly name: string;
  private readonly iterations: number;
  private readonly timeMs: number;
  private readonly rewardMode: RewardMode;
  /** The settings given to the constructor (unset ones come from the game's hint or the fallback). */
  private readonly given: IsmctsOptions;
  /** Where unset settings come from when the game has no hint; null = built-in defaults, no hints read. */
  private readonly fallback: Required<SearchDefaults> | null;
  /** The settings of the decision in progress (resolved at the start of `chooseAction`). */
  private c = 0.7;
  private depth = 0;
  private bias = 0;
  private normalize = false;
  private leaf = false;
  /** The range of the sibling means at the decision being selected (for `normalize`). */
  private meanLow = 0;
  private meanHigh = 0;
  private readonly tree = new SearchTree();
  private stamp = new Int32Array(64);
  private seen = new Int32Array(64);
  private epoch = 0;
  private path = new Int32Array(256);
  private readonly rewards = new Float64Array(32);
  /** Statistics of the last search, for tests and tools. */
  lastSearch: SearchStats | null = null;

  /**
   * `fallback` (given by the bot factory): read the game's `searchDefaults` at each decision for the
   * settings `opts` leaves unset, and take the rest from `fallback`. Without it, unset settings take
   * the built-in defaults (full-depth random playouts, c 0.7, no bias) and game hints are ignored.
   */
  constructor(opts: IsmctsOptions = {}, name = 'ismcts', fallback: Required<SearchDefaults> | null = null) {
    this.name = name;
    this.timeMs = opts.timeMs ?? 0;
    this.iterations = opts.iterations ?? (this.timeMs > 0 ? Infinity : 1000);
    this.rewardMode = opts.reward ?? 'mixed';
    this.given = { ...opts };
    this.fallback = fallback ? { ...fallback } : null;
    if (!(this.iterations >= 1) || !(this.timeMs >= 0)) throw new RangeError(`Bad ISMCTS options: ${JSON.stringify(opts)}`);
    this.resolveSettings(undefined, opts);
    if (fallback) this.resolveSettings(undefined, fallback);
  }

  /**
   * Sets the decision's settings: a constructor option, else (when the bot has a fallback) the game's
   * hint, else the fallback or the built-in default. Throws on a bad value, wherever it came from.
   */
  private resolveSettings(hint: SearchDefaults | undefined, source: IsmctsOptions = this.given): void {
    const h = this.fallback ? hint : undefined;
    const f = this.fallback;
    this.c = source.exploration ?? h?.exploration ?? f?.exploration ?? 0.7;
    this.depth = source.playoutDepth ?? h?.playoutDepth ?? f?.playoutDepth ?? 0;
    this.bias = source.bias ?? h?.bias ?? f?.bias ?? 0;
    this.normalize = source.normalize ?? h?.normalize ?? f?.normalize ?? false;
    this.leaf = source.leaf ?? h?.leaf ?? f?.leaf ?? false;
    if (!(this.c >= 0) || !(this.depth >= 0) || !(this.bias >= 0)) {
      throw new RangeError(`Bad ISMCTS options: ${JSON.stringify({ exploration: this.c, playoutDepth: this.depth, bias: this.bias })}`);
    }
  }

  /** The settings a decision in `game` uses (for tests and tools). */
  settingsFor(game: AnyGame): Required<SearchDefaults> {
    this.resolveSettings(game.searchDefaults);
    return { exploration: this.c, playoutDepth: this.depth, bias: this.bias, normalize: this.normalize, leaf: this.leaf };
  }

  chooseAction(view: unknown, seat: Seat, legal: readonly Action[], game: AnyGame, rng: Rng): Action {
    if (legal.length === 0) throw new RangeError('chooseAction needs at least one legal action');
    if (legal.length === 1) {
      this.lastSearch = { iterations: 0, nodes: 1, children: [{ action: legal[0], visits: 0, mean: 0 }] };
      return legal[0];
    }
    this.resolveSettings(game.searchDefaults);
    const tree = this.tree;
    tree.reset();
    const deadline = this.timeMs > 0 ? performance.now() + this.timeMs : Infinity;
    let done = 0;
    while (done < this.iterations) {
      this.iterate(view, seat, legal, game, rng);
      done++;
      if ((done & 7) === 0 && performance.now() >= deadline) break;
    }
    return this.bestRootAction(seat, legal, rng, done);
  }

  /** The most visited root action for `seat`; ties go to the higher mean reward. */
  private bestRootAction(seat: Seat, legal: readonly Action[], rng: Rng, iterations: number): Action {
    const t = this.tree;
    let best = -1;
    const children: SearchStats['children'] = [];
    for (let c = t.firstChild[0]; c >= 0; c = t.nextSibling[c]) {
      if (t.seat[c] !== seat || !legal.includes(t.action[c])) continue;
      children.push({ action: t.action[c], visits: t.visits[c], mean: t.visits[c] ? t.reward[c] / t.visits[c] : 0 });
      if (best < 0 || t.visits[c] > t.visits[best] ||
        (t.visits[c] === t.visits[best] && t.reward[c] > t.reward[best])) best = c;
    }
    children.sort((a, b) => a.action - b.action);
    this.lastSearch = { iterations, nodes: t.size, children };
    return best >= 0 ? t.action[best] : rng.pick(legal);
  }

  private ensureActionRoom(action: Action): void {
    if (action < this.stamp.length) return;
    let n = this.stamp.length;
    while (n <= action) n *= 2;
    const stamp = new Int32Array(n); stamp.set(this.stamp); this.stamp = stamp;
    const seen = new Int32Array(n); seen.set(this.seen); this.seen = seen;
  }

  private pushPath(len: number, node: number): number {
    if (len === this.path.length) {
      const p = new Int32Array(len * 2); p.set(this.path); this.path = p;
    }
    this.path[len] = node;
    return len + 1;
  }

  /** One iteration: determinize, select/expand, play out, back up. */
  private iterate(view: unknown, rootSeat: Seat, rootLegal: readonly Action[], game: AnyGame, rng: Rng): void {
    const t = this.tree;
    const biased = this.bias > 0 && game.evaluate !== undefined;
    const state = game.determinize(view, rootSeat, rng);
    let node = 0;
    let pathLen = 0;
    let expanded = false;
    // The simultaneous step in progress: the node where it began, and the seats yet to move in it.
    let blockStart = -1;
    let blockMask = 0;

    while (!expanded && !game.isOver(state)) {
      const active: Seat[] = game.activeSeats(state);
      if (active.length === 0) break;
      let activeMask = 0;
      let lowest = active[0];
      for (let i = 0; i < active.length; i++) {
        activeMask |= 1 << active[i];
        if (active[i] < lowest) lowest = active[i];
      }
      let statParent = node;
      let mover = lowest;
      if (blockMask !== 0 && activeMask === blockMask) {
        statParent = blockStart; // a later seat of the same simultaneous step: decoupled statistics
      } else if (active.length > 1) {
        blockStart = node;
        blockMask = activeMask;
        if (node === 0 && (activeMask & (1 << rootSeat)) !== 0) mover = rootSeat;
      } else {
        blockMask = 0;
      }
      const legal: readonly Action[] = node === 0 && mover === rootSeat ? rootLegal : game.legalActions(state, mover);
      if (legal.length === 0) throw new Error(`${game.id}: active seat ${mover} has no legal action`);

      // Mark the legal actions, then visit the children that are available in this sample.
      const epoch = ++this.epoch;
      for (let i = 0; i < legal.length; i++) {
        this.ensureActionRoom(legal[i]);
        this.stamp[legal[i]] = epoch;
      }
      let tried = 0;
      let best = -1;
      let bestScore = -Infinity;
      if (this.normalize) this.siblingRange(statParent, mover, epoch);
      for (let c = t.firstChild[statParent]; c >= 0; c = t.nextSibling[c]) {
        if (t.seat[c] !== mover || this.stamp[t.action[c]] !== epoch) continue;
        this.seen[t.action[c]] = epoch;
        tried++;
        t.avail[c] += 1;
        const v = t.visits[c];
        let score = v === 0 ? Infinity : this.exploitation(t.reward[c] / v) + this.c * Math.sqrt(Math.log(t.avail[c]) / v);
        if (biased) score += (this.bias * t.prior[c]) / (v + 1);
        if (blockMask !== 0) score += SIMULTANEOUS_JITTER * rng.float();
        if (score > bestScore) { bestScore = score; best = c; }
      }
      let untried = 0;
      if (tried < legal.length) for (let i = 0; i < legal.length; i++) if (this.seen[legal[i]] !== epoch) untried++;
      let statNode: number;
      if (untried > 0) {
        // Expand: one untried action, chosen at random.
        let k = rng.int(untried);
        let action = legal[0];
        for (let i = 0; i < legal.length; i++) {
          if (this.seen[legal[i]] === epoch) continue;
          if (k-- === 0) { action = legal[i]; break; }
        }
        statNode = t.add(statParent, mover, action);
        t.avail[statNode] = 1;
        expanded = true;
      } else {
        statNode = best;
      }
      const action = t.action[statNode];
      pathLen = this.pushPath(pathLen, statNode);
      let next = statNode;
      if (statParent !== node) {
        // Decoupled step: the tree path follows the joint action through its own node.
        next = t.find(node, mover, action);
        if (next < 0) next = t.add(node, mover, action);
        pathLen = this.pushPath(pathLen, next);
      }
      game.applyInPlace(state, mover, action);
      if (expanded && biased) t.prior[statNode] = this.valueFor(game, state, mover);
      if (blockMask !== 0) blockMask &= ~(1 << mover);
      node = next;
    }

    const rewards = this.rewards;
    if (!this.playout(game, state, rng)) {
      // Cut off by the depth limit: score the seats on the path (the only rewards read below).
      let scored = 0;
      for (let i = 0; i < pathLen; i++) {
        const s = t.seat[this.path[i]];
        if ((scored & (1 << s)) === 0) { scored |= 1 << s; rewards[s] = game.evaluate!(state, s); }
      }
    }
    t.visits[0] += 1;
    for (let i = 0; i < pathLen; i++) {
      const n = this.path[i];
      t.visits[n] += 1;
      t.reward[n] += rewards[t.seat[n]];
    }
  }

  /** Sets meanLow/meanHigh to the range of the mean rewards of `parent`'s visited children available now. */
  private siblingRange(parent: number, mover: Seat, epoch: number): void {
    const t = this.tree;
    let low = Infinity;
    let high = -Infinity;
    for (let c = t.firstChild[parent]; c >= 0; c = t.nextSibling[c]) {
      if (t.seat[c] !== mover || this.stamp[t.action[c]] !== epoch || t.visits[c] === 0) continue;
      const mean = t.reward[c] / t.visits[c];
      if (mean < low) low = mean;
      if (mean > high) high = mean;
    }
    this.meanLow = low;
    this.meanHigh = high;
  }

  /** UCB1's exploitation term: the mean reward, rescaled to its siblings' range if `normalize`. */
  private exploitation(mean: number): number {
    if (!this.normalize) return mean;
    const span = this.meanHigh - this.meanLow;
    return span > 0 ? (mean - this.meanLow) / span : mean;
  }

  /** `seat`'s value of `state`: its reward when the game is over, else `game.evaluate`. */
  private valueFor(game: AnyGame, state: unknown, seat: Seat): number {
    if (!game.isOver(state)) return game.evaluate!(state, seat);
    const standing = game.standing(state);
    if (!standing) throw new Error(`${game.id}: isOver is true but its standing is null`);
    return outcomeRewards(standing, this.rewardMode, this.rewards)[seat];
  }

  /**
   * Random playout from `state` (mutated). Returns true at the end of the game, with per-seat
   * rewards in `this.rewards`; false when cut off by the depth limit (the caller scores it).
   */
  private playout(game: AnyGame, state: unknown, rng: Rng): boolean {
    const cutoff = !game.evaluate ? PLAYOUT_GUARD : this.leaf ? 0 : this.depth > 0 ? this.depth : PLAYOUT_GUARD;
    let steps = 0;
    while (!game.isOver(state)) {
      if (steps >= cutoff) {
        if (cutoff === PLAYOUT_GUARD) throw new Error(`${game.id}: a playout ran past ${PLAYOUT_GUARD} actions`);
        return false;
      }
      const active = game.activeSeats(state);
      const mover = active[0];
      const legal = game.legalActions(state, mover);
      if (legal.length === 0) throw new Error(`${game.id}: active seat ${mover} has no legal action`);
      game.applyInPlace(state, mover, legal.length === 1 ? legal[0] : legal[rng.int(legal.length)]);
      steps++;
    }
    // The outcome's numbers only: its words and figures cost more than a short playout (types.ts `standing`).
    const standing = game.standing(state);
    if (!standing) throw new Error(`${game.id}: isOver is true but its standing is null`);
    outcomeRewards(standing, this.rewardMode, this.rewards);
    return true;
  }

  /** Nodes in the tree after the last search (for benchmarks). */
  get treeSize(): number {
    return this.tree.size;
  }
}
