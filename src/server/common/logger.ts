/**
 * What every part of the server logs through: the four levels of pino's logger, which Fastify's
 * `app.log` is (app.ts), so tests and benchmarks can pass a silent or recording one. It lives here, below
 * every folder, because bots, rooms, workshops, the HTTP edge and the cluster all log, and a folder
 * that took it from room/ would tie itself to rooms. The main file of src/server/common/, which owns
 * what every server folder shares and imports nothing else of the server (README.md there).
 */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}
