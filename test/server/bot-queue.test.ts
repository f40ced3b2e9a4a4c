/**
 * The order in which bot decisions get a thread (src/server/bots/queue.ts): rooms asking for the same
 * take turns, a cheap decision goes ahead of a backlog of expensive ones, one decision per room runs
 * at a time, a room's outstanding decisions are bounded, and nobody starves.
 */
import { describe, expect, it } from 'vitest';
import { FairQueue, MAX_PER_ROOM } from '../../src/server/bots/queue.ts';

/** Takes the next decision, "runs" it for `ms` (the clock moves on) and returns its label. */
function runNext(q: FairQueue<string>, clock: { now: number }, ms: number): string | null {
  const next = q.take(clock.now);
  if (!next) return null;
  clock.now += ms;
  q.done(next.room, ms, clock.now);
  return next.item;
}

describe('fair bot queue', () => {
  it('rooms asking for the same take turns (round robin)', () => {
    const q = new FairQueue<string>(1);
    const clock = { now: 1000 };
    for (const room of ['A', 'B', 'C']) for (const i of [1, 2]) q.push(room, `${room}${i}`, 'hard', clock.now);
    const order = Array.from({ length: 6 }, () => runNext(q, clock, 500));
    expect(order).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'C2']);
    expect(runNext(q, clock, 500)).toBeNull();
  });

  it('a cheap decision goes ahead of a backlog of expensive ones that arrived before it', () => {
    const q = new FairQueue<string>(2);
    const clock = { now: 0 };
    const busy = Array.from({ length: 40 }, (_, i) => `busy${i}`);
    for (const room of busy) q.push(room, room, 'emigration:ismcts:hard', clock.now);
    for (let i = 0; i < 4; i++) expect(runNext(q, clock, 1000)).toBe(busy[i]);
    q.push('light', 'light', 'emigration:heuristic:easy', clock.now);
    expect(runNext(q, clock, 5)).toBe('light');
    // It asks again at once: still ahead, its share is far from used.
    q.push('light', 'light again', 'emigration:heuristic:easy', clock.now);
    expect(runNext(q, clock, 5)).toBe('light again');
    // A new room of hard bots queues behind the hard decisions that arrived before it…
    q.push('new', 'new', 'emigration:ismcts:hard', clock.now);
    expect(runNext(q, clock, 1000)).toBe('busy4');
    // …but ahead of the busy rooms' second decisions.
    for (const room of busy.slice(0, 5)) q.push(room, `${room} again`, 'emigration:ismcts:hard', clock.now);
    const order = Array.from({ length: 41 }, () => runNext(q, clock, 1000));
    expect(order.indexOf('new')).toBe(35); // after busy5…busy39
    expect(runNext(q, clock, 1000)).toBeNull();
    expect(order.slice(-5)).toEqual(busy.slice(0, 5).map((r) => `${r} again`));
  });

  it('learns what a sort of decision costs from the ones done', () => {
    const q = new FairQueue<string>(1);
    expect(q.estimate('x')).toBe(0);
    q.push('A', 'a', 'x', 0);
    q.take(0);
    q.done('A', 800, 800);
    expect(q.estimate('x')).toBe(800);
    q.push('A', 'a', 'x', 800);
    q.take(800);
    q.done('A', 400, 1200);
    expect(q.estimate('x')).toBe(700); // a running mean: 800 + (400 − 800) / 4
  });

  it('runs one decision per room at a time and bounds what a room may have outstanding', () => {
    const q = new FairQueue<string>(2);
    for (let i = 0; i < MAX_PER_ROOM; i++) expect(q.push('A', `A${i}`, 'x', 0)).toBe(true);
    expect(q.push('A', 'one too many', 'x', 0)).toBe(false);
    expect(q.take(0)).toEqual({ room: 'A', item: 'A0' });
    // A's others wait while A0 runs, even with a thread free; the running one still counts.
    expect(q.take(0)).toBeNull();
    expect(q.counts()).toEqual({ waiting: MAX_PER_ROOM - 1, runnable: 0 });
    expect(q.push('A', 'still one too many', 'x', 0)).toBe(false);
    q.push('B', 'B0', 'x', 0);
    expect(q.take(0)?.item).toBe('B0');
    q.done('A', 10, 10);
    expect(q.push('A', `A${MAX_PER_ROOM}`, 'x', 10)).toBe(true);
    expect(q.take(10)?.item).toBe('A1');
    expect(() => q.done('C', 1, 10)).toThrow(/no decision running/);
  });

  it('a room that keeps asking for cheap moves goes first only until it has had its share', () => {
    const q = new FairQueue<string>(1);
    const clock = { now: 0 };
    q.push('heavy', 'heavy', 'hard', clock.now);
    runNext(q, clock, 3000);
    q.push('heavy', 'heavy again', 'hard', clock.now);
    let served = 0;
    for (;;) {
      q.push('chatty', 'chatty', 'cheap', clock.now);
      if (runNext(q, clock, 100) === 'heavy again') break;
      served++;
      expect(served).toBeLessThan(100);
    }
    // Sharing one thread, chatty may use about what heavy used (3 s) before heavy goes again.
    expect(served).toBeGreaterThanOrEqual(20);
    expect(served).toBeLessThanOrEqual(40);
  });

  it('virtual time runs at the threads shared by the rooms with decisions outstanding', () => {
    const q = new FairQueue<string>(2);
    expect(q.virtualTime(0)).toBe(0);
    for (const room of ['A', 'B', 'C', 'D']) q.push(room, room, 'x', 0);
    expect(q.virtualTime(1000)).toBe(500); // 2 threads, 4 rooms
    q.take(1000);
    q.done('A', 1000, 1000);
    expect(q.drain().sort()).toEqual(['B', 'C', 'D']);
    expect(q.virtualTime(2000)).toBe(500); // nothing outstanding: it stands still
    q.push('E', 'E', 'x', 2000);
    expect(q.virtualTime(3000)).toBe(1500); // one room cannot use more than one thread
  });
});
