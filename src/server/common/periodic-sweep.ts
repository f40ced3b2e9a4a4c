/**
 * A sweep that runs at most once per period and never twice at once: the rooms' and the workshops'
 * retention (room/retention.ts, workshop/retention.ts). `runIfDue` starts a run when one is due and logs
 * a failure at error level (the next due run tries again); `run` starts one now, or joins the one under
 * way; after `stop` (the server is stopping) nothing new starts and a run under way reads `stopped`.
 */
import type { Logger } from './logger.ts';

export interface PeriodicSweepOptions<T> {
  everyMs: number;
  now(): number;
  log: Logger;
  /** What a failure's log line says was being looked for, e.g. "expired rooms". */
  what: string;
  sweep(now: number): Promise<T>;
}

export class PeriodicSweep<T> {
  private running: Promise<T> | null = null;
  private lastRun: number | null = null;
  private halted = false;

  constructor(private readonly options: PeriodicSweepOptions<T>) {}

  get stopped(): boolean {
    return this.halted;
  }

  stop(): void {
    this.halted = true;
  }

  runIfDue(): void {
    const now = this.options.now();
    if (this.halted || this.running || (this.lastRun !== null && now - this.lastRun < this.options.everyMs)) return;
    this.run().catch((err: unknown) => this.options.log.error({ err }, `retention: looking for ${this.options.what} failed; trying again later`));
  }

  run(): Promise<T> {
    this.running ??= this.start().finally(() => { this.running = null; });
    return this.running;
  }

  private start(): Promise<T> {
    const now = this.options.now();
    this.lastRun = now;
    return this.options.sweep(now);
  }
}
