/**
 * `npm start`: the Crossings server. Configuration comes from the environment (see README):
 * PORT (8080), HOST (127.0.0.1), CROSSINGS_DATA_DIR (./data) or CROSSINGS_DATABASE_URL (PostgreSQL), and the tuning variables in startup/config.ts.
 * A server that cannot start says why in one message (startup/start-failure.ts) and exits with status 1.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGame } from '../engine/index.ts';
import { buildServer, type CrossingsServer } from './app.ts';
import { configFromEnv, type ServerConfig } from './startup/config.ts';
import { startFailureMessage } from './startup/start-failure.ts';
import { describeDatabaseUrl } from './storage/postgres.ts';
import { logFormat } from './common/log-output.ts';

/** Starts the server from the environment; returns the address it listens on. */
export async function runMain(extraGames: AnyGame[] = [], config: ServerConfig = configFromEnv()): Promise<{ address: string; server: CrossingsServer }> {
  const server = await buildServer({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    leaseMs: config.leaseMs,
    sqliteSync: config.sqliteSync,
    sqliteWriter: config.sqliteWriter,
    logLevel: config.logLevel,
    logFormat: logFormat(config.logFormat, process.stdout.isTTY === true),
    botThinkMs: config.botThinkMs,
    botWorkers: config.botWorkers,
    httpRatePerSecond: config.httpRatePerSecond,
    roomsPerMinute: config.roomsPerMinute,
    contentBytesPerHour: config.contentBytesPerHour,
    maxSocketsPerAddress: config.maxSocketsPerAddress,
    maxConnectionsPerAddress: config.maxConnectionsPerAddress,
    limits: { ratePerSecond: config.wsRatePerSecond, burst: config.wsBurst, helloTimeoutMs: config.helloTimeoutMs },
    retention: config.retention,
    extraGames,
  });
  // Signals are handled before the server says it listens: whoever reads that line may stop it at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(() => {
      server.app.log.info('stopped');
      process.exit(0);
    }, (err: unknown) => {
      server.app.log.error({ err }, 'could not stop cleanly');
      process.exit(1);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Fastify's own start line, in our words: one line per address it listens on.
  const address = await server.app.listen({ port: config.port, host: config.host, listenTextResolver: (at) => `Crossings server listening on ${at}` });
  const storage = config.databaseUrl ? { database: describeDatabaseUrl(config.databaseUrl) } : { dataDir: config.dataDir, sqliteSync: config.sqliteSync };
  const cluster = server.cluster ? { cluster: { process: server.cluster.processId, leaseMs: server.cluster.leaseMs } } : {};
  server.app.log.debug({ address, ...storage, ...cluster, ...server.restored }, 'started');
  return { address, server };
}

/** runMain, or on failure the reason on stderr and exit status 1 (`npm start`, and tests' child servers). */
export async function startOrExit(extraGames: AnyGame[] = []): Promise<{ address: string; server: CrossingsServer }> {
  let config: ServerConfig | null = null;
  try {
    config = configFromEnv();
    return await runMain(extraGames, config);
  } catch (err) {
    console.error(startFailureMessage(err, config));
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await startOrExit();
}
