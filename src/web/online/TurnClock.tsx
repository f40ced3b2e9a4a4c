/**
 * The room's turn timer, when it has one: how long the seats to act have left before the room's
 * stand-in bot moves for them (src/server/room-timers.ts). The server sends a duration with each
 * update; the deadline is kept in this browser's own clock, so a wrong clock does not matter.
 */
import { useEffect, useState } from 'react';

/** "0:42", "12:05", "5 h 12 min", "2 days 3 h": short, and exact to the second only near the end. */
export function formatTimeLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 3600) return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  const h = Math.floor(s / 3600);
  if (h < 48) return `${h} h ${Math.floor((s % 3600) / 60)} min`;
  return `${Math.floor(h / 24)} days ${h % 24} h`;
}

export function TurnClock({ deadline, mine }: { deadline: number | null; mine: boolean }) {
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
  return (
    <span className={`turn-clock${urgent ? ' urgent' : ''}`} role="timer" aria-label={`${mine ? 'Your' : 'This'} turn: ${formatTimeLeft(left)} left`} data-testid="turn-clock">
      <ClockIcon /> {formatTimeLeft(left)} {mine ? 'left for your move' : 'left'}
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
