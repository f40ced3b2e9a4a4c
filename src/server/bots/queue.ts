/**
 * The order in which bot decisions get a worker thread: fair across rooms, so that rooms full of hard
 * bots cannot make another room's bot wait for their backlog (docs/architecture.md §10, Bots).
 *
 * Weighted fair queueing, with rooms as the flows and worker time as the resource. The ideal is every
 * room with decisions outstanding getting an equal share of the threads at every moment; a free
 * thread takes the decision that would finish first under that ideal:
 * - `virtual` time advances by `threads / (rooms with decisions outstanding)` per millisecond: the
 *   worker time each of those rooms would have had by now;
 * - a decision starts (in virtual time) when it arrives, or when its room's previous decision
 *   finishes if that is later, and finishes its expected cost after that: the running mean of earlier
 *   decisions of the same sort (game, bot kind and strength; a sort not seen yet counts as free);
 * - a room's finish becomes real when its decision is done: start + the worker time it took.
 *
 * So a heuristic move that takes milliseconds goes ahead of forty rooms of hard bots that each take
 * a second, served or not, and waits only for the decisions already running: about one decision.
 * Rooms asking for the same take turns, and a room that keeps asking for cheap moves goes first only
 * until its finishes pass a waiting decision's, which virtual time never passes by: nobody starves.
 *
 * Why not plain round robin between rooms: a room asks for one bot move at a time (room/timers.ts),
 * so forty busy rooms are forty queues of one, and round robin serves all forty before a newcomer —
 * the first-come, first-served wait this order replaced, measured at 12.8 s for a newcomer's move.
 *
 * Bounds: one decision per room runs at a time (a room cannot take several threads), and a room has
 * at most MAX_PER_ROOM decisions running or waiting. A healthy room has at most three outstanding:
 * its bot move, a turn-timer stand-in move and, if the turn timer ran out again before that one was
 * decided, a second one (room/timers.ts); more is a bug, refused (`push` returns false) rather than
 * queued without end.
 */

/** Decisions one room may have running or waiting (see above). */
export const MAX_PER_ROOM = 3;
/** Weight of the newest decision in the running mean of its sort. */
const ESTIMATE_WEIGHT = 0.25;

interface Waiting<T> { item: T; sort: string; seq: number; arrived: number }

interface RoomQueue<T> {
  waiting: Array<Waiting<T>>;
  /** The decision running: its sort and virtual start. */
  running: { sort: string; start: number } | null;
  /** Virtual finish of the room's latest decision (expected while it runs, real once done). */
  finish: number;
}

export class FairQueue<T> {
  private readonly rooms = new Map<string, RoomQueue<T>>();
  /** Mean worker milliseconds of a decision, by sort. */
  private readonly estimates = new Map<string, number>();
  private seq = 0;
  private virtual = 0;
  private virtualAt: number | null = null;

  /** `threads`: how many decisions run at once (the pool's size). */
  constructor(private readonly threads: number, private readonly maxPerRoom = MAX_PER_ROOM) {}

  /**
   * Queues a decision for `room`; `sort` names what it is (e.g. "emigration:ismcts:hard"), its cost
   * being estimated from earlier decisions of that sort. False (nothing queued) when the room
   * already has its maximum outstanding.
   */
  push(room: string, item: T, sort: string, now: number): boolean {
    this.advance(now);
    let q = this.rooms.get(room);
    if (!q) this.rooms.set(room, (q = { waiting: [], running: null, finish: 0 }));
    if (q.waiting.length + (q.running ? 1 : 0) >= this.maxPerRoom) return false;
    q.waiting.push({ item, sort, seq: this.seq++, arrived: this.virtual });
    return true;
  }

  /**
   * The next decision to run, or null when every room with decisions waiting already has one running.
   * Its room counts as running until `done`. A linear scan: rooms number in the hundreds, decisions
   * take milliseconds to seconds.
   */
  take(now: number): { room: string; item: T } | null {
    this.advance(now);
    let best: RoomQueue<T> | null = null;
    let bestRoom = '';
    let bestStart = 0;
    let bestFinish = Infinity;
    let bestSeq = Infinity;
    for (const [room, q] of this.rooms) {
      if (q.running || q.waiting.length === 0) {
        // An idle room whose finish virtual time has passed would start at `virtual` anyway: forget it.
        if (!q.running && q.finish <= this.virtual) this.rooms.delete(room);
        continue;
      }
      const next = q.waiting[0];
      const start = Math.max(next.arrived, q.finish);
      const finish = start + this.estimate(next.sort);
      if (finish < bestFinish || (finish === bestFinish && next.seq < bestSeq)) {
        best = q;
        bestRoom = room;
        bestStart = start;
        bestFinish = finish;
        bestSeq = next.seq;
      }
    }
    if (!best) return null;
    const next = best.waiting.shift()!;
    best.running = { sort: next.sort, start: bestStart };
    best.finish = bestFinish;
    return { room: bestRoom, item: next.item };
  }

  /** The running decision of `room` ended (answered, failed or stopped) after `ms` of worker time. */
  done(room: string, ms: number, now: number): void {
    this.advance(now);
    const q = this.rooms.get(room);
    if (!q?.running) throw new Error(`bot queue: room ${room} has no decision running`);
    const spent = Math.max(0, ms);
    const mean = this.estimates.get(q.running.sort);
    this.estimates.set(q.running.sort, mean === undefined ? spent : mean + ESTIMATE_WEIGHT * (spent - mean));
    q.finish = q.running.start + spent;
    q.running = null;
  }

  /** Removes and returns every waiting decision (the server is stopping, or no thread can start). */
  drain(): T[] {
    const items: T[] = [];
    for (const q of this.rooms.values()) items.push(...q.waiting.splice(0).map((w) => w.item));
    return items;
  }

  /** Decisions waiting, and rooms among them with nothing running (that a free thread could take now). */
  counts(): { waiting: number; runnable: number } {
    let waiting = 0;
    let runnable = 0;
    for (const q of this.rooms.values()) {
      waiting += q.waiting.length;
      if (q.waiting.length > 0 && !q.running) runnable++;
    }
    return { waiting, runnable };
  }

  /** What a decision of `sort` is expected to take, in worker milliseconds (0 until one has been seen). */
  estimate(sort: string): number {
    return this.estimates.get(sort) ?? 0;
  }

  /** Virtual time: the worker milliseconds each room with decisions outstanding has had a right to. */
  virtualTime(now: number): number {
    this.advance(now);
    return this.virtual;
  }

  private advance(now: number): void {
    if (this.virtualAt !== null && now > this.virtualAt) {
      let outstanding = 0;
      for (const q of this.rooms.values()) if (q.running || q.waiting.length > 0) outstanding++;
      // With fewer rooms than threads, each room can have at most one thread.
      if (outstanding > 0) this.virtual += (now - this.virtualAt) * Math.min(1, this.threads / outstanding);
    }
    this.virtualAt = Math.max(now, this.virtualAt ?? now);
  }
}
