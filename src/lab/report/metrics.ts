/**
 * Per-game trace metrics for the lab's report, measured while a match is played (match.ts
 * `MatchObserver`): how many moves a seat could choose from at each decision (branching), how many
 * decisions a turn holds, and — when the report asks and the game has `evaluate` — how the
 * positions stood move by move: lead changes, drama and when the game was decided (Browne & Maire
 * 2010, "Evolutionary game design"; Ludii's metrics). The definitions are in docs/lab.md.
 */
import type { AnyGame, Seat } from '../../engine/index.ts';
import type { MatchObserver } from '../match.ts';

/** Tenths of a game: branching is reported by tenth so games of any length line up. */
export const TENTHS = 10;

/** Positions estimated move by move, for one game with a single winner. */
export interface Tension {
  /** Positions estimated (one before each action). */
  positions: number;
  /** Times the leader (the one seat with the best estimate) changed between positions that have one. */
  leadChanges: number;
  /** Mean of (leader's estimate − the winner's) over the positions where the winner was behind; 0 if never behind. */
  drama: number;
  /** Share of positions where the eventual winner was behind (its estimate below the best). */
  behindShare: number;
  /**
   * Share of the game played before the eventual winner took the lead for good: 0 = it led from the
   * first position to the last, 1 = it did not lead even at the last position before the end.
   */
  decidedAt: number;
}

/** What the report measures of one game (kept small: workers send one per game). */
export interface GameTrace {
  /** Actions (decisions) in the game. */
  actions: number;
  /** Turns: maximal runs of consecutive actions by the same seat. */
  turns: number;
  /** Decisions with exactly one legal action. */
  forced: number;
  /** Sum of legal-action counts over all decisions. */
  legalSum: number;
  /** Mean legal-action count per tenth of the game; null for a tenth with no action (games under 10 actions). */
  branching: Array<number | null>;
  /**
   * Move-by-move estimates: absent when not asked for or the game has no `evaluate`; null when the
   * game had no single winner (drama and decisiveness need one eventual winner).
   */
  tension?: Tension | null;
}

/** The seat with the highest estimate, or null when the highest is shared (no single leader). */
export function leaderOf(estimates: readonly number[]): Seat | null {
  let best = -Infinity;
  let leader: Seat | null = null;
  for (let s = 0; s < estimates.length; s++) {
    if (estimates[s] > best) {
      best = estimates[s];
      leader = s;
    } else if (estimates[s] === best) {
      leader = null;
    }
  }
  return leader;
}

/**
 * Lead changes, drama and decisiveness from a game's estimates (one row per position, one
 * estimate per seat) and its eventual winner.
 */
export function tensionOf(rows: ReadonlyArray<readonly number[]>, winner: Seat): Tension {
  const n = rows.length;
  let leadChanges = 0;
  let lastLeader: Seat | null = null;
  let behind = 0;
  let gapSum = 0;
  // The first position from which the winner is the leader at every later position.
  let decidedFrom = n;
  for (let t = 0; t < n; t++) {
    const row = rows[t];
    const leader = leaderOf(row);
    if (leader !== null) {
      if (lastLeader !== null && leader !== lastLeader) leadChanges++;
      lastLeader = leader;
    }
    const best = Math.max(...row);
    if (row[winner] < best) {
      behind++;
      gapSum += best - row[winner];
    }
  }
  for (let t = n - 1; t >= 0 && leaderOf(rows[t]) === winner; t--) decidedFrom = t;
  return {
    positions: n,
    leadChanges,
    drama: behind ? gapSum / behind : 0,
    behindShare: n ? behind / n : 0,
    decidedAt: n ? decidedFrom / n : 0,
  };
}

/** Mean legal-action count per tenth of the game (action k of n falls in tenth ⌊10k/n⌋). */
export function branchingByTenth(legalCounts: readonly number[]): Array<number | null> {
  const sums = Array<number>(TENTHS).fill(0);
  const counts = Array<number>(TENTHS).fill(0);
  const n = legalCounts.length;
  legalCounts.forEach((c, k) => {
    const tenth = Math.floor((TENTHS * k) / n);
    sums[tenth] += c;
    counts[tenth]++;
  });
  return sums.map((s, i) => (counts[i] ? s / counts[i] : null));
}

/** Turns in a sequence of acting seats: a turn is a maximal run of actions by one seat. */
export function turnsOf(seats: readonly Seat[]): number {
  let turns = 0;
  for (let k = 0; k < seats.length; k++) if (k === 0 || seats[k] !== seats[k - 1]) turns++;
  return turns;
}

/**
 * Records one match for the report. With `estimates`, every seat's position is estimated with the
 * game's `evaluate` on the true state before each action (the lab sees everything; the bots do not),
 * which costs time: the batch runner only asks for it when the report does (BatchSpec.trace).
 */
export class TraceRecorder implements MatchObserver {
  private readonly seats: Seat[] = [];
  private readonly legalCounts: number[] = [];
  private readonly rows: number[][] = [];
  private readonly estimate: boolean;

  constructor(private readonly game: AnyGame, private readonly players: number, estimates: boolean) {
    this.estimate = estimates && typeof game.evaluate === 'function';
  }

  beforeAction(state: unknown, seat: Seat, legal: readonly number[]): void {
    this.seats.push(seat);
    this.legalCounts.push(legal.length);
    if (this.estimate) {
      const row: number[] = [];
      for (let s = 0; s < this.players; s++) row.push(this.game.evaluate!(state, s));
      this.rows.push(row);
    }
  }

  finish(winners: readonly Seat[]): GameTrace {
    const legalSum = this.legalCounts.reduce((a, b) => a + b, 0);
    const trace: GameTrace = {
      actions: this.seats.length,
      turns: turnsOf(this.seats),
      forced: this.legalCounts.filter((c) => c === 1).length,
      legalSum,
      branching: branchingByTenth(this.legalCounts),
    };
    if (this.estimate) trace.tension = winners.length === 1 && this.rows.length > 0 ? tensionOf(this.rows, winners[0]) : null;
    return trace;
  }
}
