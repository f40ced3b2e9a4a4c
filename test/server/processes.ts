/**
 * Servers in child processes, for what one process cannot show: the data directory lock between
 * two servers, a kill -9, and how `src/server/main.ts` reports that it cannot start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ChildServer {
  child: ChildProcess;
  /** stdout and stderr so far. */
  readonly stdout: string;
  readonly stderr: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

/** Kills (SIGKILL) every child still running; call from afterAll. */
export function killChildren(): void {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

/**
 * Runs `script` (a path from the repository root) with node and tsx. `wrap` is a command that runs
 * node, such as setpriv with arguments. The environment gets PORT=0 and quiet rate limits.
 */
export function spawnServer(script: string, env: Record<string, string>, wrap: string[] = []): ChildServer {
  const node = [process.execPath, '--import', 'tsx', script];
  const [cmd, ...args] = wrap.length ? [...wrap, ...node] : node;
  const child = spawn(cmd, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CROSSINGS_BOT_WORKERS: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => { stdout += d.toString(); });
  child.stderr?.on('data', (d: Buffer) => { stderr += d.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, get stdout() { return stdout; }, get stderr() { return stderr; }, exited };
}

/** Resolves with the server's URL once it logs that it listens; rejects if it exits first. */
export function listening(server: ChildServer, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${server.stdout}${server.stderr}`)), timeoutMs);
    const check = () => {
      const m = /listening on (http:\/\/[\d.:]+)/.exec(server.stdout);
      if (!m) return;
      clearTimeout(timer);
      server.child.stdout?.off('data', check);
      resolve(m[1]);
    };
    server.child.stdout?.on('data', check);
    check();
    void server.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${server.stdout}${server.stderr}`));
    });
  });
}
