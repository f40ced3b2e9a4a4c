/**
 * Who watches a room and what each is sent. It holds the room's subscriptions (live connections, a
 * workshop facilitator's read-only watch), how many connections each seat has, and each viewer's view
 * at the last version it was worked out (the base of the next patch); it puts together and sends the
 * frames: `welcome`, `update` (the whole view or a patch, joined from parts serialised once) and the
 * coalesced `room` frame. Every frame leaves through the write queue's `afterCommit`, so nobody is told
 * of a change before it is durable. The room's state stays the room's: the audience reads it through
 * `AudienceRoom` (room.ts gives one), so this file does not import the Room.
 */
import { DiffMemo, diffJson, eventsFor, eventsIn, type GameEvent, type Lang, type Seat, type Viewer } from '../../engine/index.ts';
import { PatchTexts, viewJson } from './frames.ts';
import type { SeatOffer, Subscriber } from './types.ts';

/** A seat's own player and a watching facilitator see a workshop table's names; a plain spectator does not. */
const seesNames = (sub: Subscriber) => sub.viewer !== 'spectator' || sub.readOnly === true;

/**
 * `room` frames (seats, who is connected, how many watch) leave at most once per this many
 * milliseconds per room (more in a crowded room, see roomFrameInterval): the first change goes out at once, later ones within the window are carried
 * by one frame at its end. Without it, n spectators joining one room cost n²/2 frames (1,000 cost
 * 499,500). Moves are never delayed: they travel in `update` frames, which also carry the status.
 */
export const ROOM_FRAME_INTERVAL_MS = 100;

/**
 * The window grows with the audience, 1 ms per connection (up to 2 s), so a room sends at most about
 * 1,000 `room` frames a second however many watch and however slowly they arrive.
 */
export function roomFrameInterval(connections: number): number {
  return Math.min(2000, Math.max(ROOM_FRAME_INTERVAL_MS, connections));
}

/** What the audience reads from its room, and tells it. */
export interface AudienceRoom {
  /** The room's version now. */
  version(): number;
  /** The room is closed (it left memory, the server stops): a `room` frame due later is not sent. */
  closed(): boolean;
  /** `game.view(state, viewer)` at the current version. */
  view(viewer: Viewer): unknown;
  activeSeats(): Seat[];
  /** What every viewer of an update is told: version, status, active seats, outcome, time left, pause. */
  updateFields(): object;
  /**
   * A viewer's moves, bare or with their words, and whether it may take back a step, serialised as
   * sent (`"legal":[…],"canUndo":…`); the room notes each seat's offer as it is worked out (offers.ts).
   */
  legalPart(viewer: Viewer, view: unknown, active: readonly Seat[]): SeatOffer;
  /** The room's public information (info.ts), for `welcome` and `room` frames. */
  /** The room's public information; `named` false leaves a workshop table's children's names out. */
  info(named: boolean): object;
  /** Runs `send` once every write so far is durable (WriteQueue.afterCommit). */
  afterCommit(send: () => void): void;
  /** A connection of the seat's player arrived (its grace period ends; it may take its seat back from a stand-in). */
  seatConnected(seat: Seat): void;
  /** The seat's player's last connection went (its grace period starts). */
  seatDisconnected(seat: Seat): void;
}

/**
 * A viewer's share of one update: worked out once for all its connections. Its body (the head, its
 * moves and events) comes in kinds (FrameKind: moves bare or worded, Subscriber.labels; events in one
 * language or all, Subscriber.lang), each made when a connection first needs it.
 */
interface ViewerUpdate { offer: SeatOffer; events: GameEvent[]; base: number | null; patch: string | null; view: unknown; whole?: string; kinds: FrameKind[] }

/**
 * One kind of connection of a viewer (moves worded or bare, events in one language or all): the body of
 * its frames (the head, its moves and events), and its frame with the patch and with the whole view.
 */
interface FrameKind { worded: boolean; lang: Lang | undefined; body: string; patched?: string; wholeFrame?: string }

/** Whether `sub` takes the moves with their words (the protocol's default) or bare. */
const wantsWords = (sub: Subscriber) => sub.labels !== false;

/** The events as a subscriber is sent them: in its reader's language alone, or with every language (the default: no `lang`). */
function eventsJson(events: readonly GameEvent[], lang: Lang | undefined): string {
  return JSON.stringify(lang === undefined ? events : eventsIn(events, lang));
}

export class RoomAudience {
  private readonly subscribers = new Set<Subscriber>();
  private readonly connected: number[];
  /** The view last computed for each viewer, and its version: the base of the next patches. */
  private readonly views = new Map<Viewer, { version: number; view: unknown }>();
  private roomFrameTimer: NodeJS.Timeout | null = null;
  private lastRoomFrameAt = -Infinity;

  constructor(seats: number, private readonly room: AudienceRoom) {
    this.connected = Array.from({ length: seats }, () => 0);
  }

  /**
   * Adds a subscription: a seat's player (not a spectator, not a facilitator watching) counts as
   * connected. It gets the room, its view and the events it `missed`; the others are told it came.
   */
  subscribe(sub: Subscriber, missed: GameEvent[]): void {
    this.subscribers.add(sub);
    if (sub.viewer !== 'spectator' && !sub.readOnly) {
      this.connected[sub.viewer]++;
      this.room.seatConnected(sub.viewer);
    }
    this.welcome(sub, missed);
    this.broadcastRoom(sub);
  }

  /**
   * `welcome`, then the whole view with the events `missed`: a new subscription's start, and a
   * subscriber's fresh start in another language (protocol.ts `lang`), whose client rebuilds its log
   * from these frames as after a hello.
   */
  welcome(sub: Subscriber, missed: GameEvent[]): void {
    const seat = sub.viewer === 'spectator' ? null : sub.viewer;
    // `watching`: a workshop facilitator's read-only view (of `seat`, or the spectator's).
    this.enqueueSend(sub, JSON.stringify({ type: 'welcome', room: this.room.info(seesNames(sub)), seat, ...(sub.readOnly ? { watching: true } : {}) }));
    this.sendUpdate(sub, missed);
  }

  unsubscribe(sub: Subscriber): void {
    if (!this.subscribers.delete(sub)) return;
    if (sub.viewer !== 'spectator' && !sub.readOnly && --this.connected[sub.viewer] === 0) this.room.seatDisconnected(sub.viewer);
    this.broadcastRoom();
  }

  /** How many connections of its player a seat has. */
  connections(seat: Seat): number {
    return this.connected[seat];
  }

  get size(): number { return this.subscribers.size; }

  get spectators(): number {
    return [...this.subscribers].filter((s) => s.viewer === 'spectator').length;
  }

  /** The subscriptions that see `seat`'s view (its player's connections, a facilitator watching it). */
  watching(seat: Seat): Subscriber[] {
    return [...this.subscribers].filter((s) => s.viewer === seat);
  }

  /** One viewer's view at the current version, computed once per version. */
  currentView(viewer: Viewer): unknown {
    const version = this.room.version();
    const cached = this.views.get(viewer);
    if (cached?.version === version) return cached.view;
    const view = this.room.view(viewer);
    this.views.set(viewer, { version, view });
    return view;
  }

  /**
   * An update frame is put together from serialised parts: the head (what every viewer is told, an
   * open JSON object), then one viewer's legal moves and events, then its view or patch (and an ack).
   */
  private frameHead(): string {
    return JSON.stringify({ type: 'update', ...this.room.updateFields() }).slice(0, -1);
  }

  private static viewerPart(offer: SeatOffer, worded: boolean, eventsJson: string): string {
    return `,${worded ? offer.worded() : offer.codes},"events":${eventsJson}`;
  }

  /** A full update (the whole view, never a patch) for one connection. */
  sendUpdate(sub: Subscriber, events: GameEvent[]): void {
    const view = this.currentView(sub.viewer);
    sub.viewVersion = this.room.version();
    const offer = this.room.legalPart(sub.viewer, view, this.room.activeSeats());
    const part = RoomAudience.viewerPart(offer, wantsWords(sub), eventsJson(eventsFor(events, sub.viewer), sub.lang));
    this.enqueueSend(sub, `${this.frameHead()}${part},"view":${viewJson(view)}}`);
  }

  /**
   * After a move: each viewer's view, legal moves and events are worked out once. A connection that
   * takes patches and holds the previous version's view gets the operations that turn it into the new
   * one (json-patch.ts); any other gets the whole view. Frames are put together from parts serialised
   * once (the common head, each viewer's moves and events, its patch or view), and connections of one
   * viewer share one frame, except the mover's, which carries its acknowledgement.
   */
  broadcastUpdate(events: GameEvent[], ackTo?: Subscriber, ackId?: string | number): void {
    const head = this.frameHead();
    const active = this.room.activeSeats();
    const version = this.room.version();
    const previous = version - 1;
    const perViewer = new Map<Viewer, ViewerUpdate>();
    const memo = new DiffMemo();
    const patches = new PatchTexts();
    // Events every viewer may see are serialised once per language asked for.
    const isPublic = events.every((e) => e.to === undefined);
    const publicJson: Array<{ lang: Lang | undefined; json: string }> = [];
    for (const sub of this.subscribers) {
      let p = perViewer.get(sub.viewer);
      if (!p) {
        // The base of a patch: the viewer's view at the previous version, or at this one when the
        // view did not change (the room started).
        const before = this.views.get(sub.viewer);
        const view = this.currentView(sub.viewer);
        const base = before && (before.version === version || before.version === previous) ? before.version : null;
        const ops = base === null ? null : base === version ? [] : diffJson(before!.view, view, 64, memo);
        const offer = this.room.legalPart(sub.viewer, view, active);
        // `base` names the version the patch applies to, so a client that missed a frame sees the gap and asks to resync.
        perViewer.set(sub.viewer, (p = {
          offer, events: isPublic ? events : eventsFor(events, sub.viewer), base, view,
          patch: ops && `,"base":${base},"viewPatch":${patches.json(ops)}`, kinds: [],
        }));
      }
      const usePatch = sub.patches === true && p.patch !== null && sub.viewVersion === p.base;
      sub.viewVersion = version;
      const worded = wantsWords(sub);
      const lang = sub.lang;
      // The head, the moves (worded or bare) and the events (in one language or all): made once per kind
      // of connection a viewer has (usually one), and its frame shared by that kind's connections.
      let kind: FrameKind | undefined;
      for (const k of p.kinds) if (k.worded === worded && k.lang === lang) { kind = k; break; }
      if (kind === undefined) {
        let json: string | undefined;
        if (isPublic) for (const e of publicJson) if (e.lang === lang) { json = e.json; break; }
        if (json === undefined) {
          json = eventsJson(p.events, lang);
          if (isPublic) publicJson.push({ lang, json });
        }
        p.kinds.push(kind = { worded, lang, body: head + RoomAudience.viewerPart(p.offer, worded, json) });
      }
      let frame: string;
      if (sub === ackTo && ackId !== undefined) {
        // The mover's connection: its own frame, with the acknowledgement.
        frame = `${kind.body}${usePatch ? p.patch! : (p.whole ??= `,"view":${viewJson(p.view)}`)},"ack":${JSON.stringify(ackId)}}`;
      } else if (usePatch) {
        frame = kind.patched ??= `${kind.body}${p.patch!}}`;
      } else {
        frame = kind.wholeFrame ??= `${kind.body}${p.whole ??= `,"view":${viewJson(p.view)}`}}`;
      }
      this.enqueueSend(sub, frame);
    }
  }

  /** Tells every connection (but `except`, which has just been welcomed) that the room changed; coalesced. */
  broadcastRoom(except?: Subscriber): void {
    if (!this.subscribers.size || this.roomFrameTimer) return; // a frame is already due and will carry this change
    const wait = this.lastRoomFrameAt + roomFrameInterval(this.subscribers.size) - performance.now();
    if (wait <= 0) {
      this.sendRoomFrame(except);
      return;
    }
    this.roomFrameTimer = setTimeout(() => {
      this.roomFrameTimer = null;
      if (!this.room.closed()) this.sendRoomFrame();
    }, wait);
    this.roomFrameTimer.unref();
  }

  private sendRoomFrame(except?: Subscriber): void {
    this.lastRoomFrameAt = performance.now();
    // Two versions at most: with names for the table's own seats and the facilitator, without for the rest.
    const frames = new Map<boolean, string>();
    for (const sub of this.subscribers) {
      if (sub === except) continue;
      const named = seesNames(sub);
      let frame = frames.get(named);
      if (frame === undefined) frames.set(named, frame = JSON.stringify({ type: 'room', room: this.room.info(named) }));
      this.enqueueSend(sub, frame);
    }
  }

  private enqueueSend(sub: Subscriber, frame: string): void {
    this.room.afterCommit(() => sub.send(frame));
  }

  /** The room closes: a `room` frame that was due is not sent. */
  close(): void {
    if (this.roomFrameTimer) clearTimeout(this.roomFrameTimer);
    this.roomFrameTimer = null;
  }
}
