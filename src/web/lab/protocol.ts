/** Messages between the Lab page and its batch workers (lab-worker.ts). */
import type { MatchRecord } from '../../engine/index.ts';
import type { BatchSpec } from '../../lab/batch.ts';
import type { GameSummary } from '../../lab/stats.ts';

export type ToLabWorker =
  /** Set up the batch (the game, bots and content); the worker answers `ready` or `error`. */
  | { type: 'start'; spec: BatchSpec }
  /** Play games `from` … `to − 1`: one `game` message each, then `chunk-done`. */
  | { type: 'run'; from: number; to: number };

export type FromLabWorker =
  | { type: 'ready' }
  /** `record`: the game's match record, when the spec keeps records (the page's "Download the games"). */
  | { type: 'game'; summary: GameSummary; record?: MatchRecord }
  | { type: 'chunk-done' }
  /** A bad spec or a bot that failed: the run stops and the person is told (`index`: the game that failed). */
  | { type: 'error'; message: string; index?: number };
