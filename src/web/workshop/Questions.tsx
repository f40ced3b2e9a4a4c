/**
 * The debrief's questions, one at a time, for a projector: Next and Previous (also the arrow keys and
 * Page Up / Page Down of a presenter's clicker), and an optional timer per question that counts down
 * visibly and says, politely, when the time is up.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/index.ts';

export const TIMER_CHOICES = [0, 60, 120, 180, 300];

function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export function Questions({ questions }: { questions: string[] }) {
  const { t } = useT('workshop');
  const [at, setAt] = useState(0);
  const [seconds, setSeconds] = useState(120);
  const [left, setLeft] = useState(120_000);
  const [running, setRunning] = useState(false);
  const [said, setSaid] = useState('');
  const deadline = useRef<number | null>(null);
  const last = questions.length - 1;

  const resetTimer = useCallback((secs: number) => {
    setRunning(false);
    deadline.current = null;
    setLeft(secs * 1000);
    setSaid('');
  }, []);

  const go = (i: number) => setAt(Math.max(0, Math.min(last, i)));
  const step = useCallback((d: 1 | -1) => setAt((cur) => Math.max(0, Math.min(last, cur + d))), [last]);

  // A new question starts with a fresh timer.
  useEffect(() => resetTimer(seconds), [at, seconds, resetTimer]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      // Fields keep their arrow keys, and so do the scrollable results tables.
      if (el && (el.closest('input, textarea, select, [contenteditable="true"], .table-scroll'))) return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowRight' || e.key === 'PageDown') step(1);
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') step(-1);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [step]);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      const end = deadline.current ?? Date.now();
      const rest = end - Date.now();
      if (rest <= 0) {
        setLeft(0);
        setRunning(false);
        deadline.current = null;
        setSaid(t('questions.timeUp'));
      } else setLeft(rest);
    }, 250);
    return () => window.clearInterval(id);
  }, [running, t]);

  const toggle = () => {
    if (running) {
      setRunning(false);
      deadline.current = null;
      return;
    }
    const from = left > 0 ? left : seconds * 1000;
    setLeft(from);
    setSaid('');
    deadline.current = Date.now() + from;
    setRunning(true);
  };

  if (questions.length === 0) return <p className="muted">{t('questions.none')}</p>;
  return (
    <div className="ws-questions" data-testid="ws-questions">
      <p className="ws-q-count" data-testid="ws-q-count">{t('questions.count', { n: at + 1, total: questions.length })}</p>
      <p className="ws-question" aria-live="polite" data-testid="ws-question">{questions[at]}</p>
      <div className="button-row">
        <button type="button" onClick={() => step(-1)} disabled={at === 0}>{t('questions.previous')}</button>
        <button type="button" className="primary" onClick={() => step(1)} disabled={at === last}>{t('questions.next')}</button>
        <button type="button" className="link" onClick={() => go(0)} disabled={at === 0}>{t('questions.first')}</button>
      </div>
      <p className="muted ws-hint">{t('questions.keys')}</p>
      <div className="ws-timer" role="group" aria-label={t('questions.timer')}>
        <label>
          {t('questions.timer')}{' '}
          <select value={seconds} onChange={(e) => setSeconds(Number(e.target.value))} data-testid="ws-timer-length">
            {TIMER_CHOICES.map((s) => <option key={s} value={s}>{s === 0 ? t('questions.noTimer') : t('questions.minutes', { count: s / 60 })}</option>)}
          </select>
        </label>
        {seconds > 0 && (
          <>
            <span className={`ws-countdown${left === 0 ? ' done' : ''}`} role="timer" aria-label={t('questions.left', { time: clock(left) })} data-testid="ws-countdown">
              {clock(left)}
            </span>
            <button type="button" onClick={toggle} data-testid="ws-timer-toggle">
              {running ? t('questions.pause') : left > 0 && left < seconds * 1000 ? t('questions.resume') : t('questions.start')}
            </button>
            <button type="button" onClick={() => resetTimer(seconds)}>{t('questions.reset')}</button>
            {left === 0 && <span className="ws-time-up"><span aria-hidden="true">⏰ </span>{t('questions.timeUp')}</span>}
          </>
        )}
      </div>
      <p className="sr-only" role="status" aria-live="polite" data-testid="ws-timer-announce">{said}</p>
    </div>
  );
}
