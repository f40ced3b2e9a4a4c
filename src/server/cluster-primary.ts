/**
 * `npm run start:cluster`: N server processes on one port (docs/cluster.md, "Running a cluster").
 *
 * This file runs twice over. In the node:cluster *primary* it checks the configuration once, forks
 * CROSSINGS_PROCESSES workers (default 2) and keeps them alive; the primary itself serves nothing, it
 * only accepts connections on PORT and hands them to the workers in turn (node:cluster round-robin).
 * In each *worker* it starts the ordinary server (main.ts `startOrExit`), whose listen on PORT is
 * shared through the primary. The workers coordinate through PostgreSQL leases and Redis, which is why
 * both CROSSINGS_DATABASE_URL and CROSSINGS_REDIS_URL are required: without them each worker would be
 * an independent server with its own rooms, and a player would reach a different one on each request.
 *
 * A worker that dies is logged and forked again after RESTART_DELAY_MS; meanwhile the others take its
 * rooms over when its leases expire. A worker that keeps failing before it listens is retried with a
 * growing delay. Before any worker has ever listened, a failure means the cluster cannot start at all
 * (a bad database, an unreachable Redis, a port in use): the primary stops the others and exits 1
 * rather than fork failing workers forever. SIGINT/SIGTERM stop every worker gracefully (each closes
 * its server and drains its writes, as `npm start` does); a second signal kills them at once.
 */
import cluster, { type Worker } from 'node:cluster';
import { createLogger, logFormat } from './common/log-output.ts';
import { ConfigError, configFromEnv, type ServerConfig } from './startup/config.ts';
import type * as Main from './main.ts';
import { startFailureMessage } from './startup/start-failure.ts';

/** A worker that listened and then died is forked again after this long. */
export const RESTART_DELAY_MS = 1000;
/** A worker that keeps dying before it listens waits twice as long each time, up to this. */
export const MAX_RESTART_DELAY_MS = 30_000;
/** A graceful stop waits this long for the workers before killing them. */
const STOP_TIMEOUT_MS = 15_000;
const MAX_PROCESSES = 64;

export interface ClusterSettings {
  processes: number;
  config: ServerConfig;
}

/**
 * The primary's own checks on top of configFromEnv (which validates every variable the workers read,
 * so a mistake is reported once here rather than once per worker).
 */
export function clusterSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ClusterSettings {
  const config = configFromEnv(env);
  if (!config.databaseUrl || !config.redisUrl) {
    const missing = [config.databaseUrl ? null : 'CROSSINGS_DATABASE_URL', config.redisUrl ? null : 'CROSSINGS_REDIS_URL'].filter(Boolean).join(' and ');
    throw new ConfigError(`cluster mode needs PostgreSQL and Redis: set CROSSINGS_DATABASE_URL (postgres://…) and CROSSINGS_REDIS_URL (redis://…); ${missing} ${missing.includes(' and ') ? 'are' : 'is'} not set. For a single server process use \`npm start\` instead.`);
  }
  if (config.port === 0) {
    throw new ConfigError('PORT=0 (any free port) makes no sense for a cluster: its workers share one port, which players and proxies must know in advance. Choose a fixed port (PORT=8080, say).');
  }
  const raw = env.CROSSINGS_PROCESSES?.trim() || '2';
  const processes = Number(raw);
  if (!/^\d+$/.test(raw) || processes < 1 || processes > MAX_PROCESSES) {
    throw new ConfigError(`CROSSINGS_PROCESSES must be a whole number of server processes from 1 to ${MAX_PROCESSES}, got "${raw}"`);
  }
  return { processes, config };
}

/** One place in the cluster: the worker filling it now, and how its restarts are going. */
interface Slot {
  index: number;
  worker: Worker | null;
  listened: boolean;
  /** Consecutive deaths before listening (the restart delay doubles with each). */
  failures: number;
  restarts: number;
  timer: NodeJS.Timeout | null;
}

export function runPrimary(settings: ClusterSettings): void {
  const log = createLogger(settings.config.logLevel, logFormat(settings.config.logFormat, process.stdout.isTTY === true)).child({ role: 'cluster-primary' });
  const { processes, config } = settings;
  const url = `http://${config.host}:${config.port}`;
  const slots: Slot[] = Array.from({ length: processes }, (_, index) => ({ index, worker: null, listened: false, failures: 0, restarts: 0, timer: null }));
  let everListened = false;
  let announced = false;
  let stopping: 'graceful' | 'kill' | null = null;
  let exitCode = 0;

  const fork = (slot: Slot) => {
    slot.timer = null;
    slot.listened = false;
    // Each worker makes its own unique process id (cluster.ts); the slot number is the primary's, for its logs.
    const worker = cluster.fork();
    slot.worker = worker;
    log.info({ worker: slot.index + 1, workerPid: worker.process.pid }, `worker ${slot.index + 1} started (pid ${worker.process.pid})`);
    worker.on('listening', () => {
      if (slot.listened || slot.worker !== worker) return;
      slot.listened = true;
      slot.failures = 0;
      everListened = true;
      log.info({ worker: slot.index + 1, workerPid: worker.process.pid }, `worker ${slot.index + 1} (pid ${worker.process.pid}) is listening`);
      if (!announced && slots.every((s) => s.listened)) {
        announced = true;
        log.info({ processes, address: url }, `Crossings cluster of ${processes} worker${processes === 1 ? '' : 's'} listening on ${url}`);
      }
    });
    worker.on('exit', (code, signal) => onExit(slot, worker, code, signal));
  };

  const onExit = (slot: Slot, worker: Worker, code: number | null, signal: string | null) => {
    if (slot.worker !== worker) return;
    slot.worker = null;
    const how = signal ? `was killed by ${signal}` : `exited with status ${code}`;
    const ctx = { worker: slot.index + 1, workerPid: worker.process.pid, code, signal };
    if (stopping) {
      if (code !== 0) exitCode = 1;
      log.info(ctx, `worker ${slot.index + 1} (pid ${worker.process.pid}) ${how}`);
      if (slots.every((s) => !s.worker)) finish();
      return;
    }
    if (!everListened) {
      // Nothing has ever served: the configuration or the environment is wrong, and the worker has
      // said why on stderr. Retrying would print the same reason forever.
      log.fatal(ctx, `worker ${slot.index + 1} ${how} before the cluster could start (its reason is above); stopping the cluster`);
      exitCode = 1;
      stop('kill');
      return;
    }
    if (!slot.listened) slot.failures++;
    const delay = Math.min(MAX_RESTART_DELAY_MS, RESTART_DELAY_MS * 2 ** slot.failures);
    slot.restarts++;
    log.error({ ...ctx, restartInMs: delay, restarts: slot.restarts },
      `worker ${slot.index + 1} (pid ${worker.process.pid}) ${how}${slot.listened ? '' : ' before it listened'}; the other workers take its rooms over as its leases expire; forking a new one in ${delay} ms`);
    slot.timer = setTimeout(() => fork(slot), delay);
  };

  const finish = () => {
    log.info({ exitCode }, 'cluster stopped');
    process.exit(exitCode);
  };

  const stop = (how: 'graceful' | 'kill') => {
    if (stopping === 'kill' || stopping === how) return;
    stopping = how;
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
    }
    const live = slots.filter((s) => s.worker);
    if (!live.length) return finish();
    for (const slot of live) slot.worker?.process.kill(how === 'graceful' ? 'SIGTERM' : 'SIGKILL');
    if (how === 'graceful') {
      setTimeout(() => {
        log.error({ timeoutMs: STOP_TIMEOUT_MS }, 'workers did not stop in time; killing them');
        exitCode = 1;
        stop('kill');
      }, STOP_TIMEOUT_MS).unref();
    }
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log.warn({ signal }, 'second signal: killing the workers now');
        exitCode = 1;
        stop('kill');
        return;
      }
      log.info({ signal }, 'stopping the cluster: each worker closes its server and finishes its writes');
      stop('graceful');
    });
  }

  log.info({ processes, address: url }, `starting a Crossings cluster of ${processes} worker${processes === 1 ? '' : 's'} on ${url}`);
  for (const slot of slots) fork(slot);
}

if (cluster.isPrimary) {
  let settings: ClusterSettings;
  try {
    settings = clusterSettingsFromEnv();
  } catch (err) {
    console.error(startFailureMessage(err, null));
    process.exit(1);
  }
  runPrimary(settings);
} else {
  // Imported here only: the primary never loads the server itself.
  let main: typeof Main;
  try {
    main = await import('./main.ts');
  } catch (err) {
    console.error(startFailureMessage(err, null));
    process.exit(1);
  }
  await main.startOrExit();
}
