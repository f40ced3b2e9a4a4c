/**
 * The room's turn timer, when it has one: how long the seats to act have left before the room's
 * stand-in bot moves for them (src/server/room/timers.ts). The server sends a duration with each
 * update; the deadline is kept in this browser's own clock, so a wrong clock does not matter.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { fixedT, type Translate } from '../i18n/fixed.ts';

/** "0:42", "12:05", "5 h 12 min", "2 days 3 h": short, and exact to the second only near the end. */
export function formatTimeLeft(ms: number, t: Translate = fixedT('online')): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 3600) return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  const h = Math.floor(s / 3600);
  if (h < 48) return t('clock.hours', { h, m: Math.floor((s % 3600) / 60) });
  return t('clock.days', { d: Math.floor(h / 24), h: h % 24 });
}

export function TurnClock({ deadline, mine }: { deadline: number | null; mine: boolean }) {
  const { t } = useT('online');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now()); // a new deadline is counted from now, not from the last tick
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return null;
  const left = deadline - now;
  const urgent = mine && left <= 10_000;
  const time = formatTimeLeft(left, t);
  return (
    <span className={`turn-clock${urgent ? ' urgent' : ''}`} role="timer" aria-label={t(mine ? 'clock.mineLabel' : 'clock.othersLabel', { time })} data-testid="turn-clock">
      <ClockIcon /> {t(mine ? 'clock.mine' : 'clock.others', { time })}
    </span>
  );
}

/** Drawn rather than an emoji, which not every system can show. */
function ClockIcon() {
  return (
    <svg className="clock-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
