/**
 * The game as a room plays it: the authoritative state, the log of moves and take-backs (log.ts) and
 * what each seat was offered (offers.ts). The one place a move or a take-back is judged and applied:
 * the engine judges legality (`game.apply`), offers.ts a move sent from an older version, the engine's
 * undo rules a take-back. Views, legal moves and the outcome are read from here. It writes nothing and
 * tells nobody: the room (room.ts) checks that play may move at all, stores each entry and has its
 * audience told.
 */
import { OTHER_LANGUAGES, stableHash, takeBackEvents, undoBlocker, type Action, type AnyGame, type ApplyOptions, type GameEvent, type Lang, type OtherLang, type Outcome, type Seat, type Viewer } from '../../engine/index.ts';
import type { ActionEntry, RoomConfig } from '../storage/types.ts';
import { RoomError } from './errors.ts';
import { RoomLog, type MissedEvent } from './log.ts';
import { OfferBook, judgeLateMove } from './offers.ts';
import type { SeatOffer, Subscriber } from './types.ts';

/** A move or a take-back just added to the log, with the events it made. */
export interface Played {
  entry: ActionEntry;
  events: GameEvent[];
}

/** A seat's offer serialised as sent, each kind made on first asking (most updates need one kind only). */
class OfferText implements SeatOffer {
  private bare?: string;
  private withWords?: string;

  constructor(private readonly legal: readonly Action[], private readonly undo: string, private readonly labels: () => readonly string[]) {}

  get codes(): string {
    return (this.bare ??= `"legal":[${this.legal.join(',')}]${this.undo}`);
  }

  worded(): string {
    if (this.withWords !== undefined) return this.withWords;
    const { legal } = this;
    const labels = this.labels();
    // Serialised from objects: JSON.stringify writes them faster than a loop of strings would.
    const choices = new Array<{ action: Action; label: string }>(legal.length);
    for (let i = 0; i < legal.length; i++) choices[i] = { action: legal[i], label: labels[i] };
    return (this.withWords = `"legal":${JSON.stringify(choices)}${this.undo}`);
  }
}

/** The offer of a viewer who has no moves (a spectator). */
export const NO_OFFER: SeatOffer = new OfferText([], ',"canUndo":false', () => []);

export class RoomPlay {
  private state: unknown;
  /** Every move and take-back; the room's version is their count. */
  readonly log: RoomLog;
  private readonly offers: OfferBook;
  /**
   * How moves say their events: in English alone until a connection reads another language (or every
   * language, the protocol's default), then in every language for good (`readBy`). Nobody reads a
   * sentence in a language no connection asks for, and saying them was a few percent of the room's
   * work a move (docs/performance.md, "A twelfth machine").
   */
  private saying: ApplyOptions;

  constructor(readonly game: AnyGame, private readonly config: RoomConfig, eventLanguages: readonly OtherLang[] = []) {
    this.saying = { eventLanguages };
    this.log = new RoomLog(config.players);
    this.offers = new OfferBook((view, seat, action) => game.describeAction(view, seat, action));
    this.state = game.setup({ players: config.players, seed: config.seed, options: config.options, content: config.content });
  }

  get version(): number { return this.log.version; }
  get isOver(): boolean { return this.game.isOver(this.state); }

  /**
   * A stored room's log, replayed on restore; returns why it does not replay (e.g. the game's rules
   * changed), or null. The log does not say which moves a bot made for a person (a stand-in, the turn
   * timer), so nothing from before a restart may be taken back.
   */
  replayStored(entries: readonly ActionEntry[]): string | null {
    const broken = this.replay(entries);
    this.log.closeWindow('the server restarted since, and it can no longer tell who made it');
    if (broken === null) return null;
    const { entry, problem } = broken;
    return `stored ${entry.undo ? 'take-back' : 'action'} ${entry.seq + 1} (seat ${entry.seat + 1}, action ${entry.action}) does not replay: ${problem}`;
  }

  /** Plays `entries` from here, moves and take-backs; stops at the first that does not replay, and says which and why. */
  private replay(entries: readonly ActionEntry[]): { entry: ActionEntry; problem: string } | null {
    for (const entry of entries) {
      const problem = entry.undo ? this.replayTakeBack(entry) : this.replayMove(entry);
      if (problem !== null) return { entry, problem };
    }
    return null;
  }

  private replayMove(entry: ActionEntry): string | null {
    const result = this.game.apply(this.state, entry.seat, entry.action, this.saying);
    if (!result.ok) return result.error.message;
    this.log.moved(entry, result.events, this.state, undoBlocker(this.game, this.state, result.state, entry.seat, entry.action, result.events));
    this.state = result.state;
    return null;
  }

  private replayTakeBack(entry: ActionEntry): string | null {
    const frame = this.log.peek(entry.seat);
    if (!frame || frame.action !== entry.action) return 'that seat could not take back that move there';
    this.log.tookBack(entry, takeBackEvents(this.game, entry.seat, entry.action, frame.before));
    this.state = frame.before;
    return null;
  }

  /**
   * Plays `action` for `seat`, judged against the version the player saw (`expectedVersion`). At the
   * current version the engine alone judges. A move from an older version (other seats moved
   * meanwhile, as when several may act at once) is played when it still means what the player chose
   * (offers.ts: the seat has not acted since, and has been offered that action with the same words
   * ever since), and otherwise refused with the reason. Throws RoomError with nothing changed.
   * A move a person did not choose (`byPerson` false: a bot, the turn timer) can never be taken back.
   */
  move(seat: Seat, action: Action, expectedVersion: number, now: () => number, byPerson: boolean): Played {
    if (expectedVersion !== this.version) {
      const refusal = judgeLateMove(this.log, this.offers, seat, action, expectedVersion);
      if (refusal) throw new RoomError(refusal.code, refusal.message);
    }
    const result = this.game.apply(this.state, seat, action, this.saying);
    if (!result.ok) throw new RoomError(result.error.code, result.error.message);
    const entry: ActionEntry = { seq: this.version, seat, action, at: now() };
    const blocker = byPerson ? undoBlocker(this.game, this.state, result.state, seat, action, result.events) : 'a bot played it for you';
    this.log.moved(entry, result.events, this.state, blocker);
    this.state = result.state;
    this.offers.forget(seat);
    return { entry, events: result.events };
  }

  /**
   * Takes back `seat`'s last step (src/engine/undo.ts): only its own, only an undoable one (nothing
   * drawn, rolled or revealed), only while nobody has acted since, and only from the current version.
   * The take-back is appended to the log like a move, so the record tells it. Throws RoomError with
   * nothing changed.
   */
  takeBack(seat: Seat, expectedVersion: number, now: () => number): Played {
    if (expectedVersion !== this.version) {
      throw new RoomError('STALE_VERSION', `Your view is at version ${expectedVersion} but the game is at ${this.version}; nothing was taken back. Resynchronising.`);
    }
    const frame = this.log.peek(seat);
    if (!frame) throw new RoomError('CANNOT_UNDO', this.log.refusal(seat));
    const entry: ActionEntry = { seq: this.version, seat, action: frame.action, at: now(), undo: true };
    const events = takeBackEvents(this.game, seat, frame.action, frame.before);
    this.log.tookBack(entry, events);
    this.state = frame.before;
    this.offers.forget(seat);
    return { entry, events };
  }

  /**
   * A connection reads `lang` (undefined: every language, the protocol's default). When the room's
   * events were said in English alone, from now on they are said in every language, and the log's
   * events so far are said again by replaying its entries from the seed (the same states, so the same
   * events, now with every language's sentence): the connection's missed events, and every later
   * frame, come in its language.
   */
  readBy(lang: Lang | undefined): void {
    if (lang === 'en' || this.saying.eventLanguages === OTHER_LANGUAGES) return;
    // The same replay as a restore's, in a room of its own: a replay that fails leaves this room as it
    // was (its events in English alone), and says why.
    const again = new RoomPlay(this.game, this.config, OTHER_LANGUAGES);
    const broken = again.replay(this.log.entries);
    if (broken !== null) throw new Error(`room log: entry ${broken.entry.seq + 1} does not replay: ${broken.problem}`);
    this.log.sayAgain(again.log);
    this.saying = again.saying;
  }

  /** The events `sub` may see of the entries after version `since`, in its reader's language (`readBy`). */
  missed(sub: Pick<Subscriber, 'viewer' | 'lang'>, since: number | undefined): MissedEvent[] {
    this.readBy(sub.lang);
    return this.log.eventsSince(sub.viewer, since);
  }

  view(viewer: Viewer): unknown {
    return this.game.view(this.state, viewer);
  }

  legal(seat: Seat): Action[] {
    return this.game.legalActions(this.state, seat);
  }

  active(): Seat[] {
    return this.game.activeSeats(this.state);
  }

  outcome() {
    return this.game.outcome(this.state);
  }

  /** The game's ranking of the position now (`provisionalOutcome`), or null when it has none or it fails. */
  provisionalOutcome(): Outcome | null {
    return this.game.provisionalOutcome ? this.game.provisionalOutcome(this.state) : null;
  }

  /**
   * A seat's moves, serialised as sent (`"legal":…,"canUndo":…`), and whether it may take back a step
   * now (never when `mayUndo` is false: the game is not being played). The offer is noted (offers.ts):
   * a move sent from this version is judged by it. `codes` lists the actions alone, for a connection
   * that words them itself (hello `labels: false`: the web client); `worded()` pairs each with its
   * words, made only when a connection asks for them.
   */
  offer(seat: Seat, view: unknown, legal: readonly Action[], mayUndo: boolean): SeatOffer {
    const version = this.version;
    this.offers.note(seat, version, legal, view);
    return new OfferText(legal, `,"canUndo":${mayUndo && this.log.canUndo(seat)}`, () => this.offers.labels(seat, version, legal, view));
  }

  /** The state's canonical hash (a match record's `finalHash`). */
  stateHash(): string {
    return stableHash(this.state);
  }
}
