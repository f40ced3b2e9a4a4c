/**
 * "Download the games": every game of a browser run as its match record (`crossings-match/1`, the
 * format `crossings replay` reads), as `crossings lab report --records` writes them, so any figure of
 * the report can be recomputed elsewhere (docs/lab.md, Recomputing a figure). One JSON file: an array
 * of records in game order, one record a line; a comparison's file holds A's and B's arrays.
 */
import type { MatchRecord } from '../../engine/index.ts';

const lines = (records: readonly MatchRecord[]) => (records.length ? `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]` : '[]');

/** The records of a report's games: a JSON array. */
export function recordsFile(records: readonly MatchRecord[]): string {
  return `${lines(records)}\n`;
}

/** The records of a comparison's two batches, by side, with each side's name as the report gives it. */
export function compareRecordsFile(a: { name: string; records: readonly MatchRecord[] }, b: { name: string; records: readonly MatchRecord[] }): string {
  const side = (s: typeof a) => `{ "name": ${JSON.stringify(s.name)}, "records": ${lines(s.records)} }`;
  return `{\n"A": ${side(a)},\n"B": ${side(b)}\n}\n`;
}
