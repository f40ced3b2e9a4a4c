/**
 * The engine, every registered game and the bots, as one lazily loaded chunk: the home page shows
 * the catalogue from it, local games run on it. Nothing here touches Node (see DEVELOPERS.md).
 */
export { listGames, getGame } from '../games/all.ts';
export { createBot } from '../bots/index.ts';
export { Rng, eventsFor, replay, newRecord, stableHash, checkTakeBacks, RECORD_FORMAT } from '../engine/index.ts';
export type { AnyGame, MatchRecord, Outcome, GameEvent, Seat, Viewer, Action } from '../engine/index.ts';
