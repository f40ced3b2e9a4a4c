/** Calls `load` now and every `ms` while mounted (and `enabled`); a slow answer never overlaps the next call. */
import { useEffect, useRef } from 'react';

export const POLL_MS = 2000;

export function usePoll(load: () => Promise<void>, enabled: boolean, ms = POLL_MS, key: unknown = null): void {
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: number | undefined;
    const tick = async () => {
      try {
        await latest.current();
      } catch { /* the caller shows its own errors */ }
      if (!stopped) timer = window.setTimeout(() => void tick(), ms);
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [enabled, ms, key]);
}

/** "45 s", "3 min 05 s", "1 h 02 min": short, for a card. */
export function shortDuration(ms: number): { m: number; s: number; h: number } {
  const total = Math.max(0, Math.round(ms / 1000));
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

/** A duration in words ("1 h 05", "4:09", "12 s"), in the reader's language. */
export function durationWords(t: (key: string, values: Record<string, unknown>) => string, ms: number): string {
  const { h, m, s } = shortDuration(ms);
  if (h > 0) return t('time.hm', { h, m: String(m).padStart(2, '0') });
  if (m > 0) return t('time.ms', { m, s: String(s).padStart(2, '0') });
  return t('time.s', { s });
}
