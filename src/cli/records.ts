/**
 * `--records <dir>` of `crossings lab report`: every game the run plays is written as its match record
 * (`crossings-match/1`, the format `crossings replay` reads), one file per game, so any figure of the
 * report can be recomputed elsewhere from the games themselves (docs/lab.md, Recomputing a figure).
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MatchRecord } from '../engine/index.ts';
import { CliError } from './common.ts';

/** Makes the folder (refusing a path that is a file) and returns the writer of game `index`'s record. */
export function recordWriter(dir: string, gameId: string, seed: number, games: number): (record: MatchRecord, index: number) => void {
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new CliError(`--records ${dir}: this is a file, not a folder; no game was played.`);
  mkdirSync(dir, { recursive: true });
  const width = String(Math.max(0, games - 1)).length;
  return (record, index) => {
    writeFileSync(path.join(dir, recordFileName(gameId, seed, index, width)), `${JSON.stringify(record)}\n`);
  };
}

/** `<game>-seed<seed>-<index>.json`, the index padded so the files sort in game order (as `simulate --out` names them). */
export function recordFileName(gameId: string, seed: number, index: number, width: number): string {
  return `${gameId}-seed${seed}-${String(index).padStart(width, '0')}.json`;
}
