/**
 * The head-to-head matrix: for each row spec and column spec, how often the row finished ahead of the
 * column when they sat at the same table. Ratings compress everything into one number per spec; the
 * matrix shows what they hide (a spec that beats one opponent and loses to another, a pair that never
 * separates).
 *
 * Counting: every pair of seats with spec a in one and spec b in the other is one meeting (in a
 * 2-player ladder, one game). The row "wins" a meeting when its rank is better, ties when the ranks are
 * equal. Its share is (wins + ½ ties) / meetings, with a Wilson 95% interval over the meetings (ties
 * count half a success). In games with more seats than specs a spec can meet the same opponent twice
 * in one game (two seat pairs); those meetings are not independent, so the interval is then a little
 * too narrow.
 */
import { wilson, type Interval } from '../stats.ts';
import type { RatedGame } from './ratings.ts';

export interface HeadToHead {
  meetings: number;
  wins: number;
  ties: number;
  losses: number;
  /** (wins + ½ ties) / meetings; 0.5 when they never met. */
  share: number;
  ci95: Interval;
}

export interface HeadToHeadMatrix {
  specs: string[];
  /** cells[row][col]; null on the diagonal. */
  cells: (HeadToHead | null)[][];
}

export function headToHead(specs: readonly string[], games: Iterable<RatedGame>): HeadToHeadMatrix {
  const at = new Map(specs.map((s, i) => [s, i]));
  const count = specs.map(() => specs.map(() => ({ meetings: 0, wins: 0, ties: 0 })));
  for (const g of games) {
    for (let i = 0; i < g.seats.length; i++) {
      for (let j = 0; j < g.seats.length; j++) {
        const a = at.get(g.seats[i]);
        const b = at.get(g.seats[j]);
        if (a === undefined || b === undefined) throw new RangeError(`Unknown spec in a game (${g.seats.join(', ')}; expected ${specs.join(', ')})`);
        if (i === j || a === b) continue;
        const c = count[a][b];
        c.meetings++;
        if (g.ranks[i] < g.ranks[j]) c.wins++;
        else if (g.ranks[i] === g.ranks[j]) c.ties++;
      }
    }
  }
  return {
    specs: [...specs],
    cells: count.map((row, a) => row.map((c, b) => {
      if (a === b) return null;
      const success = c.wins + c.ties / 2;
      return {
        meetings: c.meetings, wins: c.wins, ties: c.ties, losses: c.meetings - c.wins - c.ties,
        share: c.meetings ? success / c.meetings : 0.5,
        ci95: wilson(success, c.meetings),
      };
    })),
  };
}
