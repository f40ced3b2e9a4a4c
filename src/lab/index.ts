export * from './match.ts';
export * from './stats.ts';
export * from './simulate.ts';
export * from './plays.ts';
export { lineupFor, gameSeed, BatchRunner, type BatchSpec, type GameRun } from './batch.ts';
export { loadCatalogue, catalogue, findGame, registerGamesFrom, extraGameModules, EXTRA_GAMES_ENV } from './catalogue.ts';
