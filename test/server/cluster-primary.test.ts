/**
 * `npm run start:cluster`'s primary (src/server/cluster-primary.ts), run for real as a child process:
 * it refuses configurations a cluster cannot use before forking anything, stops when its workers
 * cannot start, and with PostgreSQL and Redis up it serves one port from two workers, forks a new
 * worker when one is killed, and stops them all on SIGTERM.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchemas, freshPostgresUrl, postgresSkipReason } from './postgres-helpers.ts';
import { killChildren, spawnServer, type ChildServer } from './processes.ts';
import { REDIS_TEST_URL, redisSkipReason } from './redis-helpers.ts';

afterAll(async () => {
  killChildren();
  await dropPostgresSchemas();
});

const PRIMARY = 'src/server/cluster-primary.ts';
const clusterSkipReason = postgresSkipReason ?? redisSkipReason;

/** A free TCP port on loopback (the cluster needs a fixed one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The environment of a primary that must not see the caller's own database or Redis settings. */
const baseEnv = (extra: Record<string, string>) => ({ CROSSINGS_DATABASE_URL: '', CROSSINGS_REDIS_URL: '', CROSSINGS_PROCESSES: '', LOG_LEVEL: 'info', ...extra });

/** Resolves once `pattern` shows in the primary's stdout (its log and its workers'); rejects on exit or timeout. */
function waitForOutput(server: ChildServer, pattern: RegExp, timeoutMs = 60_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const m = pattern.exec(server.stdout);
      if (m) {
        clearInterval(timer);
        resolve(m);
      } else if (Date.now() > deadline || server.child.exitCode !== null || server.child.signalCode !== null) {
        clearInterval(timer);
        reject(new Error(`no ${pattern} in the output (exit ${server.child.exitCode}):\n${server.stdout}${server.stderr}`));
      }
    }, 50);
    const deadline = Date.now() + timeoutMs;
  });
}

/** GET on a new TCP connection each time (no keep-alive), so the primary hands each to the next worker. */
function freshGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => { body += d.toString(); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

/** The process ids that answered `n` fresh /health requests (cluster mode's /health names its process). */
async function answeringProcesses(base: string, n: number): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < n; i++) {
    const { status, body } = await freshGet(`${base}/health`);
    expect(status).toBe(200);
    const health = JSON.parse(body) as { ok: boolean; cluster?: { process: string } };
    expect(health.ok).toBe(true);
    seen.add(health.cluster?.process ?? 'no cluster field');
  }
  return seen;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('cluster primary: refuses what a cluster cannot use, before forking', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['without PostgreSQL and Redis', {}, /cluster mode needs PostgreSQL and Redis.*CROSSINGS_DATABASE_URL and CROSSINGS_REDIS_URL are not set.*npm start/],
    ['without Redis', { CROSSINGS_DATABASE_URL: 'postgres://nobody@127.0.0.1:5432/test' }, /cluster mode needs PostgreSQL and Redis.*CROSSINGS_REDIS_URL is not set/],
    ['with PORT=0', { CROSSINGS_DATABASE_URL: 'postgres://nobody@127.0.0.1:5432/test', CROSSINGS_REDIS_URL: 'redis://127.0.0.1:6379', PORT: '0' }, /PORT=0 .*fixed port/],
    ['with CROSSINGS_PROCESSES=two', { CROSSINGS_DATABASE_URL: 'postgres://nobody@127.0.0.1:5432/test', CROSSINGS_REDIS_URL: 'redis://127.0.0.1:6379', PORT: '18080', CROSSINGS_PROCESSES: 'two' }, /CROSSINGS_PROCESSES must be a whole number .* got "two"/],
    ['with CROSSINGS_PROCESSES=0', { CROSSINGS_DATABASE_URL: 'postgres://nobody@127.0.0.1:5432/test', CROSSINGS_REDIS_URL: 'redis://127.0.0.1:6379', PORT: '18080', CROSSINGS_PROCESSES: '0' }, /CROSSINGS_PROCESSES must be a whole number of server processes from 1 to 64, got "0"/],
  ];
  it.each(cases)('%s: one line on stderr, exit status 1, no worker', async (_name, env, message) => {
    const primary = spawnServer(PRIMARY, baseEnv(env));
    expect(await primary.exited).toBe(1);
    expect(primary.stderr).toMatch(/^Crossings could not start: /);
    expect(primary.stderr).toMatch(message);
    expect(primary.stdout).not.toMatch(/worker 1 started/);
  });

  it('stops, with status 1, when its workers cannot start (an unreachable database) rather than forking them forever', async () => {
    const port = await freePort();
    // Nothing listens on port 1: the workers fail at start, each saying why.
    const primary = spawnServer(PRIMARY, baseEnv({ CROSSINGS_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/test', CROSSINGS_REDIS_URL: 'redis://127.0.0.1:6379', PORT: String(port) }));
    expect(await primary.exited).toBe(1);
    expect(primary.stderr).toMatch(/Crossings could not start: /);
    expect(primary.stdout).toMatch(/before the cluster could start \(its reason is above\); stopping the cluster/);
    expect(primary.stdout.match(/worker \d started/g)?.length).toBe(2);
  });
});

describe.skipIf(clusterSkipReason !== null)(`cluster primary with PostgreSQL and Redis${clusterSkipReason ? ` (skipped: ${clusterSkipReason})` : ''}`, () => {
  it('serves one port from two workers, forks a new worker after a kill -9, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const primary = spawnServer(PRIMARY, baseEnv({
      CROSSINGS_DATABASE_URL: await freshPostgresUrl(), CROSSINGS_REDIS_URL: REDIS_TEST_URL, PORT: String(port), CROSSINGS_PROCESSES: '2', CROSSINGS_LEASE_MS: '1500',
    }));
    await waitForOutput(primary, new RegExp(`Crossings cluster of 2 workers listening on ${base}`));
    const pids = [...primary.stdout.matchAll(/worker (\d) started \(pid (\d+)\)/g)].map((m) => ({ worker: Number(m[1]), pid: Number(m[2]) }));
    expect(pids.map((p) => p.worker).sort()).toEqual([1, 2]);
    // Connections are handed to the workers in turn: both answer on the one port.
    expect((await answeringProcesses(base, 8)).size).toBe(2);

    const victim = pids[0];
    process.kill(victim.pid, 'SIGKILL');
    await waitForOutput(primary, new RegExp(`worker ${victim.worker} \\(pid ${victim.pid}\\) was killed by SIGKILL.*forking a new one in \\d+ ms`));
    // The other worker still serves meanwhile.
    expect((await freshGet(`${base}/health`)).status).toBe(200);
    const [, newPid] = await waitForOutput(primary, new RegExp(`worker ${victim.worker} \\(pid (?!${victim.pid}\\))(\\d+)\\) is listening`));
    expect(alive(Number(newPid))).toBe(true);
    expect(alive(victim.pid)).toBe(false);
    expect((await answeringProcesses(base, 8)).size).toBe(2);

    primary.child.kill('SIGTERM');
    expect(await primary.exited).toBe(0);
    expect(primary.stdout).toMatch(/cluster stopped/);
    for (const pid of [Number(newPid), pids[1].pid]) expect(alive(pid)).toBe(false);
  });
});
