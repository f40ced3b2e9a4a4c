/**
 * Who sits where in a room: each seat is open, a person's (held by a token, of which only the SHA-256
 * is kept, tokens.ts), or a bot's; a bot may stand in for a person (they were away too long, their
 * time ran out, they left mid-game) until their token takes the seat back; a workshop student who
 * stepped out keeps their stand-in even when their token reconnects. The checks and the records are
 * here; the room (room.ts) writes each changed seat, tells the connections and re-arms its clocks, in
 * that order.
 */
import type { Seat } from '../../engine/index.ts';
import type { BotSpec, RoomStatus, SeatRecord } from '../storage/types.ts';
import { RoomError } from './errors.ts';
import { hashToken, newToken } from './tokens.ts';

export class RoomSeats {
  /** Seats whose student stepped out: their stand-in stays when their token reconnects, until they step in. */
  private readonly held = new Set<Seat>();

  /** `list` is the room's own array (Room.seats): changed in place. */
  constructor(readonly list: SeatRecord[], private readonly botKinds: readonly string[]) {}

  forToken(token: string): Seat | null {
    const hash = hashToken(token);
    const seat = this.list.find((s) => s.tokenHash === hash);
    return seat ? seat.index : null;
  }

  /** A person takes seat `wanted` (or the first open one) in the lobby: it is theirs, with a new token. */
  take(status: RoomStatus, name: string, wanted?: number): { seat: SeatRecord; token: string } {
    if (status !== 'lobby') throw new RoomError('ALREADY_STARTED', 'The game has started; new players cannot join (watch as a spectator instead).');
    if (wanted !== undefined && (wanted < 0 || wanted >= this.list.length)) {
      throw new RoomError('INVALID_SEAT', `There is no seat ${wanted + 1}; this room has ${this.list.length} seats.`);
    }
    const seat = wanted !== undefined ? this.list[wanted] : this.list.find((s) => s.kind === 'open');
    if (!seat) throw new RoomError('ROOM_FULL', 'Every seat is taken.');
    if (seat.kind !== 'open') throw new RoomError('SEAT_TAKEN', `Seat ${seat.index + 1} is not open.`);
    const token = newToken();
    Object.assign(seat, { kind: 'human', name, tokenHash: hashToken(token), bot: null, standIn: null });
    return { seat, token };
  }

  /**
   * The person holding `token` gives up their seat. In the lobby it is open again; mid-game the seat
   * cannot empty: `standIn` (the room's stand-in bot) finishes it, and the token is void.
   */
  giveUp(token: string, status: RoomStatus, standIn: BotSpec): SeatRecord {
    const index = this.forToken(token);
    if (index === null) throw new RoomError('BAD_TOKEN', 'That token does not hold a seat in this room.');
    const seat = this.list[index];
    if (status === 'lobby') {
      Object.assign(seat, { kind: 'open', name: null, tokenHash: null, bot: null, standIn: null });
    } else {
      Object.assign(seat, { tokenHash: null, standIn: { ...standIn } });
    }
    return seat;
  }

  /** At the start: the seats still open, each given a `fill` bot (none may be open without one). */
  fillOpen(fill?: BotSpec): SeatRecord[] {
    const open = this.list.filter((s) => s.kind === 'open');
    if (open.length && !fill) {
      throw new RoomError('SEATS_OPEN', `Seats ${open.map((s) => s.index + 1).join(', ')} are still open; wait for players or start with fillOpenSeatsWith.`);
    }
    if (fill) this.assertBot(fill);
    for (const seat of open) Object.assign(seat, { kind: 'bot', name: null, tokenHash: null, bot: { ...fill }, standIn: null });
    return open;
  }

  assertBot(spec: BotSpec): void {
    if (!this.botKinds.includes(spec.kind)) {
      throw new RoomError('UNKNOWN_BOT', `Unknown bot "${spec.kind}"; available: ${this.botKinds.join(', ')}.`);
    }
  }

  /** Who moves for a seat right now: a bot spec, or null for a person. */
  botFor(seat: Seat): BotSpec | null {
    const s = this.list[seat];
    return s.kind === 'bot' ? s.bot : s.standIn;
  }

  /** Whether the person connecting to `seat` takes it back from the bot standing in for them. */
  takesBack(seat: Seat): boolean {
    const s = this.list[seat];
    return s.kind === 'human' && Boolean(s.standIn) && !this.held.has(seat);
  }

  /** A stepped-out student's seat keeps its stand-in when their token reconnects (until they step in). */
  hold(seat: Seat, hold: boolean): void {
    if (hold) this.held.add(seat);
    else this.held.delete(seat);
  }
}
