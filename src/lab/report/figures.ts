/**
 * The game's own figures (`Outcome.stats`), per seat and per bot: the mean (and spread) of a number,
 * the share of a yes/no (with a Wilson interval), the most common values of a text. Labels and help
 * come from the game's `catalogue.figures` and then `catalogue.labFigures` (figures kept for the lab
 * only), in their order; a key neither describes follows, under its key.
 */
import type { FigureText } from '../../engine/index.ts';
import type { GameSummary, Interval } from '../stats.ts';
import { wilson } from '../stats.ts';
import { meanSd } from './numbers.ts';
import { humanize, withoutRuleIds } from './plain.ts';

export type FigureKind = 'number' | 'boolean' | 'text';

export interface FigureKey {
  key: string;
  label: string;
  help: string;
  kind: FigureKind;
}

export type FigureValue =
  | { kind: 'number'; n: number; mean: number; sd: number }
  | { kind: 'boolean'; n: number; share: number; ci95: Interval }
  | { kind: 'text'; n: number; top: Array<{ value: string; share: number }> };

export interface FigureReport {
  keys: FigureKey[];
  /** Finished games only (a game stopped by the action limit has no outcome, so no figures). */
  games: number;
  bySeat: Array<{ seat: number; values: Record<string, FigureValue> }>;
  byBot: Array<{ bot: string; values: Record<string, FigureValue> }>;
}

type Raw = number | string | boolean;

/** How many of a text figure's values are listed. */
const TOP_VALUES = 5;

export function figureValue(kind: FigureKind, values: readonly Raw[]): FigureValue {
  if (kind === 'number') {
    const s = meanSd(values.filter((v): v is number => typeof v === 'number'));
    return { kind, n: s.n, mean: s.mean, sd: s.sd };
  }
  if (kind === 'boolean') {
    const yes = values.filter((v) => v === true).length;
    return { kind, n: values.length, share: values.length ? yes / values.length : 0, ci95: wilson(yes, values.length) };
  }
  const counts = new Map<string, number>();
  for (const v of values) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP_VALUES)
    .map(([value, c]) => ({ value, share: c / values.length }));
  return { kind, n: values.length, top };
}

export function aggregateFigures(summaries: readonly GameSummary[], players: number, catalogue: Record<string, FigureText>): FigureReport {
  const finished = summaries.filter((g) => g.stats);
  // Each key's kind: the type of its values; a key whose values mix types is read as text.
  const kinds = new Map<string, FigureKind>();
  for (const g of finished) {
    for (const row of g.stats!) {
      for (const [key, v] of Object.entries(row)) {
        const k: FigureKind = typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'text';
        const seen = kinds.get(key);
        kinds.set(key, seen === undefined || seen === k ? k : 'text');
      }
    }
  }
  const order = [...Object.keys(catalogue).filter((k) => kinds.has(k)), ...[...kinds.keys()].filter((k) => !(k in catalogue))];
  // A key the game does not describe is shown in words made from it, never bare; help loses bare rule IDs (plain.ts).
  const keys = order.map((key) => ({ key, label: catalogue[key]?.label ?? humanize(key), help: withoutRuleIds(catalogue[key]?.help ?? ''), kind: kinds.get(key)! }));

  const collect = (pick: (g: GameSummary, seat: number) => boolean) => {
    const values: Record<string, FigureValue> = {};
    for (const { key, kind } of keys) {
      const raw: Raw[] = [];
      for (const g of finished) {
        g.stats!.forEach((row, seat) => {
          if (pick(g, seat) && row[key] !== undefined) raw.push(row[key]);
        });
      }
      values[key] = figureValue(kind, raw);
    }
    return values;
  };
  const bots = [...new Set(summaries.flatMap((g) => g.lineup))];
  return {
    keys,
    games: finished.length,
    bySeat: Array.from({ length: players }, (_, seat) => ({ seat, values: collect((_g, s) => s === seat) })),
    byBot: bots.map((bot) => ({ bot, values: collect((g, s) => g.lineup[s] === bot) })),
  };
}
