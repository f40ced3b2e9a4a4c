/**
 * Students' held status requests: the long poll behind `GET /api/workshops/:code/me?wait=…&since=…`
 * (docs/workshop.md, "The waiting page"). A student's page sends the `version` of the status it shows;
 * the server holds the request until that student's status changes (the start, a move, a pause, a
 * message, the end of play, being removed), or `wait` seconds pass, and then answers. So a waiting
 * student sees their table as soon as the start is durable instead of at their next 2 s poll.
 *
 * A long poll, not a new socket: it is the `me` route the page already polls, so the answer, the
 * token check, the per-address request budget and the fallback (the same request every 2 s) are the
 * ones it had. Bounds: one held request per student (the newest wins: a reloaded page must not wait
 * for its dead predecessor), `perAddress` per client address (a school's router puts a class behind
 * one) and `total` per process. A request over a bound, or one this process cannot hold (cluster mode,
 * forwarded from another process), is answered at once with `waited: 'refused'` and the reason, and
 * the page polls every 2 s as before; the refusal is logged (at most once a minute per reason).
 *
 * Changes are looked at once they are durable (`afterDurable`): what a held request answers is what a
 * restart would show. The table plan before the start changes with every join (tables.ts re-forms
 * it); such a change is answered no sooner than CALM_MS after the request came in, so a class joining
 * asks no more often than the old poll did, while the start and every other change answer at once.
 */
import { createHash } from 'node:crypto';
import type { Logger } from '../common/logger.ts';
import type { StudentStatus } from './protocol.ts';
/** A plan-only change (before the start) is answered no sooner than this after the request came in: the old poll's period. */
export const CALM_MS = 2000;

export interface WaitLimits {
  /** Held requests one client address may have (a class of 60 behind one school address is well within it). */
  perAddress: number;
  /** Held requests this process may have in all (each is an open connection). */
  total: number;
}

export const DEFAULT_WAIT_LIMITS: WaitLimits = { perAddress: 128, total: 4096 };

/** Why a held request was answered: its status changed, its time was up, a newer request of the same student took its place, or its client left. */
export type WaitOutcome = 'changed' | 'timeout' | 'replaced' | 'closed';

/** The status a student's page shows, as `me` answers it (`now`, the server's clock, excluded: it changes every call). */
export type MeAnswer = StudentStatus & { timer: unknown; ended: boolean };

/** The status's version: equal versions show the same page. Hex, 16 characters. */
export function statusVersion(status: MeAnswer): string {
  return createHash('sha256').update(JSON.stringify(status)).digest('hex').slice(0, 16);
}

/** The version without the table plan before the start: a change of this one is answered at once. */
function urgentVersion(status: MeAnswer): string {
  const t = status.table;
  return statusVersion({ ...status, table: t?.room ? t : null });
}

interface Waiter {
  key: string;
  code: string;
  address: string;
  startedAt: number;
  /** The urgent version of the status the page shows (the one it sent as `since`). */
  urgent: string;
  since: string;
  evaluate(): Promise<MeAnswer>;
  settle(outcome: WaitOutcome | Error): void;
  calmTimer?: NodeJS.Timeout;
}

export interface HoldRequest {
  code: string;
  studentId: string;
  address: string;
  /** The status now (its version is the page's `since`). */
  status: MeAnswer;
  waitMs: number;
  /** The student's status afresh (throws the route's error: removed, workshop gone, moved to another process). */
  evaluate(): Promise<MeAnswer>;
}

export type Hold = { refused: string } | { result: Promise<WaitOutcome>; cancel(): void };

export class StudentWaits {
  private readonly byStudent = new Map<string, Waiter>();
  private readonly byCode = new Map<string, Set<Waiter>>();
  private readonly perAddress = new Map<string, number>();
  /** Workshops whose waiters are looked at once the current writes are durable. */
  private readonly scheduled = new Set<string>();
  private readonly lastRefusalLog = new Map<string, number>();
  /** Requests answered at once (a bound, or cluster mode) since the start; /health shows them. */
  refused = 0;

  constructor(
    readonly limits: WaitLimits,
    private readonly afterDurable: (code: string) => Promise<void>,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Held requests now. */
  get size(): number { return this.byStudent.size; }

  /** Holds a request until the student's status changes or `waitMs` passes; or says why it cannot. */
  hold(req: HoldRequest): Hold {
    const key = `${req.code} ${req.studentId}`;
    this.byStudent.get(key)?.settle('replaced');
    const fromAddress = this.perAddress.get(req.address) ?? 0;
    let refusal: string | null = null;
    if (fromAddress >= this.limits.perAddress) refusal = `this network already has ${this.limits.perAddress} pages waiting for news`;
    else if (this.byStudent.size >= this.limits.total) refusal = `this server already has ${this.limits.total} pages waiting for news`;
    if (refusal) return this.refuse(refusal, { workshop: req.code, address: req.address });
    let settle!: (outcome: WaitOutcome | Error) => void;
    const result = new Promise<WaitOutcome>((resolve, reject) => {
      const timer = setTimeout(() => settle('timeout'), req.waitMs);
      settle = (outcome) => {
        if (this.byStudent.get(key) !== waiter) return;
        clearTimeout(timer);
        clearTimeout(waiter.calmTimer);
        this.forget(waiter);
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
    });
    const waiter: Waiter = {
      key, code: req.code, address: req.address, startedAt: this.now(), since: statusVersion(req.status),
      urgent: urgentVersion(req.status), evaluate: req.evaluate, settle,
    };
    this.byStudent.set(key, waiter);
    this.perAddress.set(req.address, fromAddress + 1);
    let set = this.byCode.get(req.code);
    if (!set) this.byCode.set(req.code, (set = new Set()));
    set.add(waiter);
    return { result, cancel: () => settle('closed') };
  }

  /** Something of workshop `code` was written: its waiters look at their status once that is durable. */
  changed(code: string): void {
    if (!this.byCode.has(code) || this.scheduled.has(code)) return;
    this.scheduled.add(code);
    const look = () => {
      this.scheduled.delete(code);
      for (const waiter of this.byCode.get(code) ?? []) void this.look(waiter);
    };
    // A write that failed to become durable: the waiters look anyway, and their own lookup says what is wrong.
    this.afterDurable(code).then(look, look);
  }

  /** Set by releaseAll: the server is shutting down. */
  closing = false;

  /** Shutting down: every held request is answered now with the status it has. */
  releaseAll(): void {
    this.closing = true;
    for (const waiter of [...this.byStudent.values()]) waiter.settle('timeout');
  }

  private async look(waiter: Waiter): Promise<void> {
    let status: MeAnswer;
    try {
      status = await waiter.evaluate();
    } catch (err) {
      waiter.settle(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    if (statusVersion(status) === waiter.since) return;
    const calmFor = waiter.startedAt + CALM_MS - this.now();
    if (urgentVersion(status) !== waiter.urgent || calmFor <= 0) {
      waiter.settle('changed');
    } else {
      waiter.calmTimer ??= setTimeout(() => waiter.settle('changed'), calmFor);
    }
  }

  private forget(waiter: Waiter): void {
    this.byStudent.delete(waiter.key);
    const n = (this.perAddress.get(waiter.address) ?? 1) - 1;
    if (n > 0) this.perAddress.set(waiter.address, n);
    else this.perAddress.delete(waiter.address);
    const set = this.byCode.get(waiter.code);
    set?.delete(waiter);
    if (set?.size === 0) this.byCode.delete(waiter.code);
  }

  /** A request answered at once, not held: counted, logged (once a minute for each reason), and the reason for the page. */
  refuse(reason: string, fields: Record<string, unknown>): { refused: string } {
    this.refused++;
    const at = this.now();
    if (at - (this.lastRefusalLog.get(reason) ?? -Infinity) >= 60_000) {
      this.lastRefusalLog.set(reason, at);
      this.log.warn({ ...fields, refusedSoFar: this.refused }, `student page not held (long poll): ${reason}; it polls every 2 s instead`);
    }
    return { refused: `Not held: ${reason}. Your page asks every 2 seconds instead.` };
  }
}
