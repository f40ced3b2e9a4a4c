/**
 * The round-robin schedule of a ladder: which bot specs sit at which tables.
 *
 * With k specs and p seats, write p = q·k + r (0 ≤ r < k). Each table seats every spec q times plus
 * one r-combination of the specs, and there is one table per r-combination (C(k, r) tables):
 *   - 2-player games (k ≥ 2): one table per pair of specs;
 *   - p ≤ k: one table per p-combination of specs (each spec once at a table);
 *   - p > k: every spec at every table, the r leftover seats going to each r-combination in turn
 *     (Borderlines, 4 seats, 3 specs: ABC+A, ABC+B, ABC+C).
 * The rule treats every spec alike (any relabelling of the specs maps the set of tables to itself),
 * so every spec plays the same number of seat-games and every pair of specs meets equally often.
 * Within a table the seats rotate one place per game (batch.ts `lineupFor`), so with a number of games
 * per table that is a multiple of p every spec sits in every seat equally often; with 2 players that
 * means both seat orders. (Rotation keeps the cyclic order of a table: with 4 or more seats, who sits
 * after whom is balanced only across tables, not within one.)
 */
import { lineupFor } from '../batch.ts';

/** The seat order of a table's first game; game i rotates it by i seats. */
export type Table = readonly string[];

/** Every r-element subset of `items`, in lexicographic order of indices. */
export function combinations<T>(items: readonly T[], r: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, chosen: T[]) => {
    if (chosen.length === r) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (r - chosen.length); i++) pick(i + 1, [...chosen, items[i]]);
  };
  pick(0, []);
  return out;
}

/** Checks a ladder's specs: at least two, no repeats (a spec is one contestant). */
export function checkSpecs(specs: readonly string[]): void {
  if (specs.length < 2) throw new RangeError(`A ladder needs at least two bot specs, got ${specs.length} (${specs.join(', ') || 'none'})`);
  const seen = new Set<string>();
  for (const s of specs) {
    if (seen.has(s)) throw new RangeError(`Bot spec "${s}" is listed twice; each spec is one contestant`);
    seen.add(s);
  }
}

export function ladderTables(specs: readonly string[], players: number): Table[] {
  checkSpecs(specs);
  if (!Number.isInteger(players) || players < 2) throw new RangeError(`A ladder needs tables of at least 2 players, got ${players}`);
  const k = specs.length;
  const q = Math.floor(players / k);
  const r = players % k;
  const everyone = Array.from({ length: q }, () => specs).flat();
  return combinations(specs, r).map((extra) => [...everyone, ...extra]);
}

/** One game of the schedule: its table, its index within the table, and the spec in each seat. */
export interface ScheduledGame {
  table: number;
  index: number;
  seats: string[];
}

/** The spec in each seat of game `index` at `table` (the batch's own line-up rule). */
export function seatsAt(table: Table, index: number): string[] {
  return lineupFor(table, table.length, index);
}

/** Seat-games per spec and seat, and meetings per pair of specs (seat pairs), over a schedule. */
export interface Balance {
  seatGames: Record<string, number[]>;
  /** meetings[a][b]: seat pairs with a in one seat and b in another (a ≠ b), over all games. */
  meetings: Record<string, Record<string, number>>;
}

export function balanceOf(specs: readonly string[], games: readonly { seats: readonly string[] }[], players: number): Balance {
  const seatGames: Record<string, number[]> = Object.fromEntries(specs.map((s) => [s, Array<number>(players).fill(0)]));
  const meetings: Record<string, Record<string, number>> = Object.fromEntries(specs.map((a) => [a, Object.fromEntries(specs.filter((b) => b !== a).map((b) => [b, 0]))]));
  for (const g of games) {
    g.seats.forEach((spec, seat) => { seatGames[spec][seat]++; });
    for (let i = 0; i < g.seats.length; i++) {
      for (let j = 0; j < g.seats.length; j++) {
        if (i !== j && g.seats[i] !== g.seats[j]) meetings[g.seats[i]][g.seats[j]]++;
      }
    }
  }
  return { seatGames, meetings };
}

/** The whole schedule, interleaved: game 0 of every table, then game 1 of every table, … */
export function schedule(tables: readonly Table[], gamesPerTable: number): ScheduledGame[] {
  const out: ScheduledGame[] = [];
  for (let index = 0; index < gamesPerTable; index++) {
    tables.forEach((table, t) => out.push({ table: t, index, seats: seatsAt(table, index) }));
  }
  return out;
}
