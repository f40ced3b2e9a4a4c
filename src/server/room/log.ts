/**
 * A room's log: every entry in order, moves and take-backs (docs/architecture.md §5a) alike (the
 * room's version is their count, so it only ever grows and a client's "expected version" always names
 * one position), the moves in effect (the line: replayed from the seed they give the room's state),
 * the events of each entry (for connections that missed some), which seat may take back a step now
 * (src/engine/undo.ts), and when each seat last acted (to judge a move sent from an older version).
 */
import { UndoWindow, eventsFor, type Action, type GameEvent, type Seat, type TakenBack, type UndoFrame, type Viewer } from '../../engine/index.ts';
import type { ActionEntry } from '../storage/types.ts';

/** An event sent to a connection that missed it (after a hello, a `lang` or a resync), with the version its entry made. */
export type MissedEvent = GameEvent & { version: number };

export class RoomLog {
  /** Every entry, in order; entry i is version i → i + 1. */
  readonly entries: ActionEntry[] = [];
  private readonly events: GameEvent[][] = [];
  /** The moves in effect (taken-back moves leave it), with their position in `entries`. */
  private readonly line: ActionEntry[] = [];
  private readonly takenBack: TakenBack[] = [];
  private readonly window = new UndoWindow();
  /** Why the seat that moved last may not take its step back (said to a seat that asks). */
  private blocker: { seat: Seat; why: string } | null = null;
  /** Per seat: the version right after its last entry, or -1. */
  private readonly lastActed: number[];

  constructor(players: number) {
    this.lastActed = Array.from({ length: players }, () => -1);
  }

  get version(): number {
    return this.entries.length;
  }

  /** The moves in effect, as a match record lists them. */
  lineActions(): Array<[Seat, Action]> {
    return this.line.map((e) => [e.seat, e.action]);
  }

  undone(): TakenBack[] {
    return this.takenBack.map((t) => ({ ...t }));
  }

  /**
   * Appends a move. `before` is the state it was played from; `blocker` says why it may not be taken
   * back (null: it may, src/engine/undo.ts, and a person chose it).
   */
  moved(entry: ActionEntry, events: GameEvent[], before: unknown, blocker: string | null): void {
    this.entries.push(entry);
    this.events.push(events);
    this.line.push(entry);
    this.lastActed[entry.seat] = this.version;
    this.window.stepped(entry.seat, entry.action, before, blocker === null);
    this.blocker = blocker === null ? null : { seat: entry.seat, why: blocker };
  }

  /** The step `seat` would take back now, or null. */
  peek(seat: Seat): UndoFrame | null {
    return this.window.peek(seat);
  }

  canUndo(seat: Seat): boolean {
    return this.window.canUndo(seat);
  }

  /** Why `seat` may not take back a step now, in words. */
  refusal(seat: Seat): string {
    const holder = this.window.holder();
    if (holder !== null && holder !== seat) return `Player ${holder + 1} moved last: only they may take a move back now.`;
    const last = this.line[this.line.length - 1];
    if (!last) return 'There is no move to take back.';
    if (last.seat !== seat) return `Player ${last.seat + 1} has moved since your last move, so it can no longer be taken back.`;
    if (this.blocker && this.blocker.seat === seat) return `Your last move cannot be taken back: ${this.blocker.why}.`;
    return 'Your last move cannot be taken back.';
  }

  /** Appends the take-back `entry` of `seat`'s last step (the caller checked `peek`); returns that step. */
  tookBack(entry: ActionEntry, events: GameEvent[]): UndoFrame {
    const frame = this.window.takeBack(entry.seat);
    const step = this.line.pop();
    if (!frame || !step || step.seat !== entry.seat || step.action !== entry.action) {
      throw new Error(`room log: seat ${entry.seat + 1} cannot take back action ${entry.action} here`);
    }
    this.takenBack.push({ seat: entry.seat, action: entry.action, played: step.seq, undone: entry.seq });
    this.entries.push(entry);
    this.events.push(events);
    this.lastActed[entry.seat] = this.version;
    this.blocker = null;
    return frame;
  }

  /**
   * Every entry's events as `again` (the same entries, replayed: play.ts `readBy`, in more languages)
   * said them.
   */
  sayAgain(again: RoomLog): void {
    if (again.events.length !== this.events.length) throw new Error(`room log: ${again.events.length} entries' events said again for ${this.events.length} entries`);
    for (let i = 0; i < this.events.length; i++) this.events[i] = again.events[i];
  }

  /** Nothing may be taken back any more; a seat that asks is told `why`. */
  closeWindow(why: string): void {
    const holder = this.window.holder();
    this.window.clear();
    if (holder !== null) this.blocker = { seat: holder, why };
  }

  /** Whether `seat` added an entry after version `version`. */
  actedSince(seat: Seat, version: number): boolean {
    return (this.lastActed[seat] ?? -1) > version;
  }

  /**
   * The events `viewer` may see of the entries after version `since`, each with the version its entry
   * made (protocol.ts, "Events"): a client that missed them files each under its own move, as the
   * updates that carried them live would have.
   */
  eventsSince(viewer: Viewer, since: number | undefined): MissedEvent[] {
    if (since === undefined || since >= this.version) return [];
    const missed: MissedEvent[] = [];
    for (let i = Math.max(0, since); i < this.events.length; i++) {
      for (const e of eventsFor(this.events[i], viewer)) missed.push({ ...e, version: i + 1 });
    }
    return missed;
  }
}
