/**
 * `npm start`: the Crossings server. Configuration comes from the environment (see README):
 * PORT (8080), HOST (127.0.0.1), CROSSINGS_DATA_DIR (./data), and the tuning variables in config.ts.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGame } from '../engine/index.ts';
import { buildServer, type CrossingsServer } from './app.ts';
import { configFromEnv } from './config.ts';

/** Starts the server from the environment; returns the address it listens on. */
export async function runMain(extraGames: AnyGame[] = []): Promise<{ address: string; server: CrossingsServer }> {
  const config = configFromEnv();
  const server = await buildServer({
    dataDir: config.dataDir,
    sqliteSync: config.sqliteSync,
    sqliteWriter: config.sqliteWriter,
    logLevel: config.logLevel,
    botThinkMs: config.botThinkMs,
    botWorkers: config.botWorkers,
    httpRatePerSecond: config.httpRatePerSecond,
    limits: { ratePerSecond: config.wsRatePerSecond, burst: config.wsBurst },
    extraGames,
  });
  const address = await server.app.listen({ port: config.port, host: config.host });
  server.app.log.info({ address, dataDir: config.dataDir, sqliteSync: config.sqliteSync }, `Crossings server listening on ${address}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return { address, server };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runMain().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
