/**
 * The part of a simulation that runs inside a worker (or in-process): which bots sit where in game
 * i, which seed game i uses, and turning a match into a `GameSummary`. Everything is a function of
 * (seed, i), so any split of the games between workers produces the same games.
 */
import { botFromSpec, type Bot } from '../bots/index.ts';
import { firstActingSeat, Rng, type AnyGame, type MatchRecord } from '../engine/index.ts';
import { runMatch } from './match.ts';
import { TraceRecorder } from './report/metrics.ts';
import type { GameSummary } from './stats.ts';

export interface BatchSpec {
  gameId: string;
  players: number;
  /** Bot specs (see bots/index.ts), cycled over the seats. */
  bots: string[];
  seed: number;
  options: Record<string, unknown>;
  content?: unknown;
  keepRecords: boolean;
  /**
   * Measure each game for the report (report/metrics.ts): 'moves' = branching and turns (cheap);
   * 'estimates' = also every seat's position move by move with the game's `evaluate` (costs time).
   */
  trace?: 'moves' | 'estimates';
}

/**
 * Bot spec per seat for game `index`: the list is cycled to fill the seats, then rotated by one
 * seat per game, so every bot sits in every seat equally often and bot comparisons are not
 * confounded with seat order.
 */
export function lineupFor(bots: readonly string[], players: number, index: number): string[] {
  if (bots.length === 0) throw new RangeError('at least one bot is needed');
  const base = Array.from({ length: players }, (_, s) => bots[s % bots.length]);
  return base.map((_, seat) => base[(seat + index) % players]);
}

/** The seed of game `index` in a batch seeded with `seed`. */
export function gameSeed(seed: number, index: number): number {
  return new Rng(`game:${seed}:${index}`).u32();
}

export interface GameRun {
  summary: GameSummary;
  record?: MatchRecord;
}

export class BatchRunner {
  private readonly bots = new Map<string, Bot>();

  constructor(private readonly game: AnyGame, private readonly spec: BatchSpec) {
    for (const b of spec.bots) this.bot(b); // fail early on a bad spec
  }

  /** Bots keep no memory between decisions, so one instance per spec serves every seat. */
  private bot(spec: string): Bot {
    let bot = this.bots.get(spec);
    if (!bot) {
      bot = botFromSpec(spec);
      this.bots.set(spec, bot);
    }
    return bot;
  }

  run(index: number): GameRun {
    const { players, options, content } = this.spec;
    const lineup = lineupFor(this.spec.bots, players, index);
    const seed = gameSeed(this.spec.seed, index);
    const bots = lineup.map((b) => this.bot(b));
    const recorder = this.spec.trace ? new TraceRecorder(this.game, players, this.spec.trace === 'estimates') : undefined;
    const result = runMatch(this.game, { players, seed, bots, options, content, meta: { batchSeed: this.spec.seed, index }, observer: recorder, keepRecord: this.spec.keepRecords });
    const names = bots.map((b) => b.name);
    const summary: GameSummary = {
      index,
      seed,
      lineup: names,
      winners: result.outcome ? [...result.outcome.winners] : [],
      firstSeat: firstActingSeat(result.record),
      tie: result.outcome?.tie ?? false,
      finished: result.outcome !== null,
      length: result.actions,
      endReason: result.endReason,
      scores: result.outcome ? [...result.outcome.scores] : null,
      ranks: result.outcome ? [...result.outcome.ranks] : null,
      ...(result.plays ? { plays: result.plays } : {}),
      stats: result.outcome ? result.outcome.stats.map((row) => ({ ...row })) : null,
      ...(recorder ? { trace: recorder.finish(result.outcome?.winners ?? []) } : {}),
    };
    return this.spec.keepRecords ? { summary, record: result.record } : { summary };
  }
}
