/**
 * A student's status, kept fresh by a long poll (docs/workshop.md, "The waiting page"): asked once, then
 * asked again with `wait` and the `version` the page shows, which the server holds until the status
 * changes (the start, a move, a pause, a message, the end of play, a removal) or WAIT_SECONDS pass; then
 * at once again. So a waiting student sees their table as soon as the facilitator starts, not at the
 * next poll. When the server cannot hold the request (it says why: many pages waiting behind one
 * address, or a class another cluster process runs) or a request fails, the page asks every
 * `fallbackMs` as it always did, and the console says so once.
 */
import { useEffect, useRef } from 'react';
import { workshopApi, type StudentStatus } from './api.ts';

/** How long the server may hold a request (at most its MAX_WAIT_SECONDS, src/server/workshop/protocol.ts). */
export const WAIT_SECONDS = 25;
/** A held request not answered by then is dropped and asked again (a proxy may swallow a slow answer). */
const GIVE_UP_MS = (WAIT_SECONDS + 15) * 1000;
/** Never two requests closer than this, whatever a server answers. */
const MIN_GAP_MS = 250;

export function useStudentStatus(
  code: string,
  token: string | null,
  fallbackMs: number,
  onStatus: (status: StudentStatus) => void,
  onError: (err: unknown) => void,
): void {
  const latest = useRef({ onStatus, onError, fallbackMs });
  latest.current = { onStatus, onError, fallbackMs };
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let request: AbortController | null = null;
    let wake: (() => void) | null = null;
    let timer: number | undefined;
    let warned = false;
    const sleep = (ms: number) => new Promise<void>((resolve) => {
      wake = resolve;
      timer = window.setTimeout(resolve, ms);
    });
    const fallBack = (why: string) => {
      if (warned) return;
      warned = true;
      console.warn(`Crossings: the class page asks for news every ${latest.current.fallbackMs / 1000} s instead of waiting for it: ${why}`);
    };
    const run = async () => {
      let version: string | null = null;
      while (!stopped) {
        const began = Date.now();
        let pause = 0;
        request = new AbortController();
        const giveUp = window.setTimeout(() => request?.abort(), GIVE_UP_MS);
        try {
          const status = await workshopApi.me(code, token, version ? { wait: WAIT_SECONDS, since: version } : undefined, request.signal);
          if (stopped) return;
          latest.current.onStatus(status);
          if (typeof status.version !== 'string') {
            fallBack('the server does not offer it');
            version = null;
            pause = latest.current.fallbackMs;
          } else {
            version = status.version;
            if (status.waited === 'refused' || status.waited === 'replaced') {
              fallBack(status.waitRefused ?? 'another page of yours is waiting for news');
              pause = latest.current.fallbackMs;
            }
          }
        } catch (err) {
          if (stopped) return;
          latest.current.onError(err);
          pause = latest.current.fallbackMs;
        } finally {
          window.clearTimeout(giveUp);
        }
        await sleep(Math.max(pause, MIN_GAP_MS - (Date.now() - began)));
      }
    };
    void run();
    return () => {
      stopped = true;
      request?.abort();
      window.clearTimeout(timer);
      (wake as (() => void) | null)?.();
    };
  }, [code, token]);
}
