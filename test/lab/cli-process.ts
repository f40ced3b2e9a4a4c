/**
 * Runs the real `crossings` command as a child process, for the lab's CLI tests (report, ladder,
 * --against): its output, exit code and signal, and the child itself so a test can send it Ctrl-C.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../bin/crossings.js', import.meta.url));

export interface Run { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }

export function start(args: string[]): { child: ChildProcessWithoutNullStreams; done: Promise<Run>; stderr: () => string } {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  child.stdin.end();
  return { child, done, stderr: () => stderr };
}

/** Runs the command to its end. */
export const run = (args: string[]): Promise<Run> => start(args).done;
