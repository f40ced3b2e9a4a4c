/**
 * A room's turn clock: when the seats to act started their turn, and a workshop's pause, during which
 * it stands still (docs/workshop.md: a paused class keeps the time it had left and gets it back at
 * resume). timers.ts arms the turn timer from `from`; the frames tell the time left (`left`) as a
 * duration rather than a time of day, so a client with a wrong clock still counts down correctly.
 */
export class TurnClock {
  /** When the seats to act started their turn (moved on by a pause's length at resume). */
  from: number;
  /** When the pause began; null while the clock runs. */
  private pausedAt: number | null = null;

  constructor(from: number, private readonly now: () => number) {
    this.from = from;
  }

  get paused(): boolean {
    return this.pausedAt !== null;
  }

  /** When the current pause began; null when not paused. */
  get pausedSince(): number | null {
    return this.pausedAt;
  }

  /** Stops the clock at `at` (now when not given, and never before the turn began): what was left then is kept. */
  pause(at: number | null): void {
    this.pausedAt = Math.max(at ?? this.now(), this.from);
  }

  /** Starts it again: the turn began as much later as the pause lasted. */
  resume(): void {
    const now = this.now();
    this.from += now - (this.pausedAt ?? now);
    this.pausedAt = null;
  }

  /** The milliseconds left of a turn of `seconds` (none below 0). */
  left(seconds: number): number {
    const limitMs = seconds * 1000;
    return Math.min(limitMs, Math.max(0, this.from + limitMs - (this.pausedAt ?? this.now())));
  }
}
