/**
 * The bench's side of boardgame.io's thread (bench/reference/worker.ts): one request at a time, each
 * answered before the next is sent, so the bench's thread and boardgame.io's never run at once.
 */
import { Worker } from 'node:worker_threads';
import type { Reply, Request } from './worker.ts';

export class BoardgameIoThread {
  private readonly worker = new Worker(new URL('./worker.ts', import.meta.url));
  private pending: { resolve: (v: unknown) => void; reject: (e: Error) => void } | null = null;

  constructor() {
    this.worker.on('message', (reply: Reply) => {
      const p = this.pending;
      this.pending = null;
      if (!p) return;
      if (reply.ok) p.resolve(reply.value); else p.reject(new Error(reply.error));
    });
    this.worker.on('error', (err) => {
      const p = this.pending;
      this.pending = null;
      if (p) p.reject(err);
      else throw err;
    });
    // A thread that stops while the bench waits for it would leave the bench waiting for ever.
    this.worker.on('exit', (code) => {
      const p = this.pending;
      this.pending = null;
      p?.reject(new Error(`boardgame.io's thread stopped (exit code ${code}) before it answered`));
    });
  }

  ask<T>(req: Request): Promise<T> {
    if (this.pending) return Promise.reject(new Error('boardgame.io\'s thread is still answering the last request'));
    return new Promise<T>((resolve, reject) => {
      this.pending = { resolve: resolve as (v: unknown) => void, reject };
      this.worker.postMessage(req);
    });
  }

  /** boardgame.io's version, or why it cannot be loaded. */
  async load(): Promise<{ version: string } | { missing: string }> {
    return this.ask({ op: 'load' });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
