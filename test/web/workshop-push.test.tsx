// @vitest-environment jsdom
/**
 * The waiting page's long poll (docs/workshop.md, "The waiting page"; src/web/workshop/useStudentStatus.ts):
 * after the first status the page asks with `wait` and the version it shows, and the held answer (the
 * start) puts the student at their table at once; a server that cannot hold the request is polled every
 * 2 s instead, and the console says why.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StudentPage from '../../src/web/workshop/StudentPage.tsx';
import { WAIT_SECONDS } from '../../src/web/workshop/useStudentStatus.ts';

/** The table's socket never opens here: the test is about reaching the table, not playing at it. */
class QuietSocket { readyState = 0; send() {} close() {} }

const info = { code: 'WK4PQ7', game: 'emigration', title: 'Emigration', language: 'en', phase: 'waiting', paused: false, message: null, students: 4, tableSize: 2 };
const waiting = { studentId: 's1', nickname: 'Amal', phase: 'waiting', paused: false, message: null, language: 'en', table: { index: 0, room: null, seat: 1 }, steppedOut: false };
const V1 = '0123456789abcdef';
const V2 = 'fedcba9876543210';

let calls: Array<{ url: string; at: number }>;
/** Answers by URL; a function answers later (a held request). */
let answer: (url: string) => unknown | Promise<unknown>;

beforeEach(() => {
  calls = [];
  localStorage.clear();
  localStorage.setItem('crossings.student.WK4PQ7', 'stu-token');
  vi.stubGlobal('WebSocket', QuietSocket);
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    calls.push({ url, at: Date.now() });
    if (url === '/api/workshops/WK4PQ7') return Response.json(info);
    // The table's own room info is not this file's concern: it stays unanswered, so that a seated student's
    // page never draws a room from a workshop answer (that raced the test's end, and a room without seats threw).
    if (url.startsWith('/api/rooms/')) return new Promise<Response>(() => {});
    return Response.json(await answer(url));
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const meCalls = () => calls.filter((c) => c.url.startsWith('/api/workshops/WK4PQ7/me'));

describe('the waiting page learns of the start at once', () => {
  it('asks with the version it shows, and a held answer naming the table seats the student', async () => {
    let start!: () => void;
    const started = new Promise<void>((resolve) => { start = resolve; });
    answer = async (url) => {
      if (url.endsWith('/me')) return { ...waiting, version: V1 };
      await started;
      return { ...waiting, phase: 'playing', table: { index: 0, room: 'RM0001', seat: 1 }, version: V2, waited: 'changed' };
    };
    render(<StudentPage code="WK4PQ7" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, Amal!');
    await waitFor(() => expect(meCalls().length).toBe(2));
    // The second request is held: it names the version shown and how long the server may wait.
    expect(meCalls()[1].url).toBe(`/api/workshops/WK4PQ7/me?wait=${WAIT_SECONDS}&since=${V1}`);
    expect(localStorage.getItem('crossings.room.RM0001')).toBeNull();
    start();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('crossings.room.RM0001') ?? '{}')).toMatchObject({ token: 'stu-token', seat: 1, name: 'Amal' }));
  });

  it('when the server cannot hold the request, asks every 2 s and says why in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reason = 'Not held: this network already has 128 pages waiting for news. Your page asks every 2 seconds instead.';
    answer = (url) => (url.endsWith('/me') ? { ...waiting, version: V1 } : { ...waiting, version: V1, waited: 'refused', waitRefused: reason });
    render(<StudentPage code="WK4PQ7" />);
    await waitFor(() => expect(meCalls().length).toBe(2));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0][0])).toContain(reason);
    await waitFor(() => expect(meCalls().length).toBe(3), { timeout: 4000 });
    const [, refused, next] = meCalls();
    expect(next.at - refused.at).toBeGreaterThanOrEqual(1900);
    // Still asking to be held: once the server can, the page waits for news again. Said once, not at every poll.
    expect(next.url).toContain(`wait=${WAIT_SECONDS}&since=${V1}`);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a page closed while its request is held aborts it', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, at: Date.now() });
      if (url === '/api/workshops/WK4PQ7') return Response.json(info);
      if (url.endsWith('/me')) return Response.json({ ...waiting, version: V1 });
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    }));
    render(<StudentPage code="WK4PQ7" />);
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal?.aborted).toBe(false);
    cleanup();
    expect(signal?.aborted).toBe(true);
  });
});
