/** The words of the Lab's progress bar: "312 of 1,000 games, about 20 s left". */
import type { TFunction } from 'i18next';

/** Seconds left at the pace so far; null before the first game (no pace yet). */
export function secondsLeft(done: number, total: number, elapsedMs: number): number | null {
  if (done <= 0 || elapsedMs <= 0) return null;
  return ((total - done) * elapsedMs) / done / 1000;
}

export function progressText(t: TFunction, lng: string, done: number, total: number, elapsedMs: number): string {
  const n = new Intl.NumberFormat(lng);
  const left = secondsLeft(done, total, elapsedMs);
  const counts = { done: n.format(done), total: n.format(total) };
  if (left === null || done >= total) return t('run.progress', counts);
  const words = left < 90 ? t('run.seconds', { n: n.format(Math.max(1, Math.round(left))) }) : t('run.minutes', { n: n.format(Math.round(left / 60)) });
  return t('run.eta', { ...counts, left: words });
}
