/**
 * Which moves get played, read from the games' action structs (`actionToStruct`): per seat, how often
 * each kind was played (for #refugee every action card is a kind of its own), plus each named part's
 * value (`cycle card=war`, `trade goods=money`). Numeric parts (a card id, a refugee id) name one
 * match's objects, not something comparable across games, so they are not counted.
 */
import type { ActionStruct, AnyGame } from '../engine/index.ts';

/** Per seat: label → times played. */
export type PlayCounts = Array<Record<string, number>>;

/** The labels one struct counts under: its kind, then `kind part=value` for each named part. */
export function playLabels(struct: ActionStruct): string[] {
  const labels = [struct.kind];
  for (const [part, value] of Object.entries(struct)) {
    if (part !== 'kind' && typeof value === 'string') labels.push(`${struct.kind} ${part}=${value}`);
  }
  return labels;
}

/** Counts the plays of one match as it is played; `null` for a game without action structs. */
export class PlayCounter {
  readonly counts: PlayCounts;
  private constructor(private readonly game: AnyGame, players: number) {
    this.counts = Array.from({ length: players }, () => ({}));
  }

  static for(game: AnyGame, players: number): PlayCounter | null {
    return game.actionToStruct ? new PlayCounter(game, players) : null;
  }

  /** Records `seat` playing `action`, decoded from the view that seat chose it from. */
  add(view: unknown, seat: number, action: number): void {
    const struct = this.game.actionToStruct!(view, seat, action);
    if (struct === null) throw new Error(`${this.game.id}: action ${action} of seat ${seat + 1} has no action struct`);
    const row = this.counts[seat];
    for (const label of playLabels(struct)) row[label] = (row[label] ?? 0) + 1;
  }
}

export interface PlayRow {
  label: string;
  /** Times played over all games. */
  total: number;
  /** Mean times per game. */
  perGame: number;
  /** Times played from each seat, over all games. */
  bySeat: number[];
}

/**
 * Sums the games' counts. Every declared kind gets a row, played or not (a card nobody plays is
 * news to a designer); rows are sorted by total, most played first, then by label.
 */
export function aggregatePlays(perGame: ReadonlyArray<PlayCounts | undefined>, players: number, kinds: readonly string[] = []): PlayRow[] {
  const rows = new Map<string, number[]>();
  const row = (label: string) => {
    let r = rows.get(label);
    if (!r) rows.set(label, (r = Array<number>(players).fill(0)));
    return r;
  };
  for (const kind of kinds) row(kind);
  for (const counts of perGame) {
    counts?.forEach((seatCounts, seat) => {
      for (const [label, n] of Object.entries(seatCounts)) row(label)[seat] += n;
    });
  }
  const games = Math.max(1, perGame.length);
  return [...rows.entries()]
    .map(([label, bySeat]) => {
      const total = bySeat.reduce((a, b) => a + b, 0);
      return { label, total, perGame: total / games, bySeat };
    })
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
}
