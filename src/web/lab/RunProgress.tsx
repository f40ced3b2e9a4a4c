/** The running batch: an accessible progress bar with the count and time left, and Stop. */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { progressText } from './progress.ts';
import './texts.ts';

export function RunProgress({ done, total, started, stopping, onStop }: { done: number; total: number; started: number; stopping: boolean; onStop(): void }) {
  const { t, i18n } = useT('lab');
  // Re-read the clock every second so the time left moves even while one long game is played.
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // The Run button is disabled now: keyboard focus moves to Stop, and the bar comes into view.
  const stopButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    stopButton.current?.focus({ preventScroll: true });
    stopButton.current?.closest('section')?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const text = done === 0 ? t('run.starting') : progressText(t, i18n.language, done, total, Math.max(now, performance.now()) - started);
  return (
    <section className="panel lab-progress" aria-label={t('run.progressLabel')}>
      <div
        className="lab-bar"
        role="progressbar"
        aria-label={t('run.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <div className="lab-bar-fill" style={{ width: `${(100 * done) / total}%` }} />
      </div>
      <p className="lab-progress-text">{text}</p>
      <button ref={stopButton} type="button" onClick={onStop} disabled={stopping}>{t('run.stop')}</button>
    </section>
  );
}
