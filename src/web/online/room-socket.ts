/**
 * What a player's table (useRoom) and a facilitator's watch (workshop/useWatch) share about a room's
 * WebSocket: connecting and reconnecting with backoff (300 ms doubling, at most 5 s), and turning an
 * `update` frame into the next view and log — a whole view, or a patch of the previous version's. A
 * patch whose `base` is not the version held means a frame went missing on the way (a room handed to
 * another server process): the caller asks for `sync` and the server sends the whole view again.
 */
import type { GameEvent, Lang } from '../../engine/index.ts';
import { applyJsonPatch, type JsonPatchOp } from '../../engine/json-patch.ts';
import type { LogEntry } from '../table/types.ts';
import { logEntry } from '../table/log.ts';
import type { ReaderLangFollower } from './reader-language.ts';

export type Frame = Record<string, unknown> & { type: string };

/** The parts of a view held between frames. */
export interface HeldView {
  version: number;
  view: unknown;
  log: LogEntry[];
}

export interface NextView extends HeldView {
  events: GameEvent[];
}

/**
 * An update's event: the events a connection missed (the update after a welcome) carry the version their
 * entry made (src/server/room/protocol.ts, "Events"); an update's own are its version's.
 */
type FrameEvent = GameEvent & { version?: number };

/** The view and log after an `update` frame, or null when the frame does not fit what is held (send `sync`). */
export function nextView(prev: HeldView | null, frame: Frame): NextView | null {
  if (frame.viewPatch && typeof frame.base === 'number' && frame.base !== prev?.version) return null;
  let view: unknown;
  try {
    view = frame.viewPatch ? applyJsonPatch(prev?.view, frame.viewPatch as JsonPatchOp[]) : (frame.view ?? prev?.view);
  } catch {
    return null; // a patch that does not fit our view (it should not happen)
  }
  const version = frame.version as number;
  const events = (frame.events as FrameEvent[]) ?? [];
  let held = prev?.log ?? [];
  if (prev && version < prev.version) {
    // The room is behind the log held (it should not happen: versions only grow): its log starts again.
    console.error(`A room update at version ${version} came after version ${prev.version}; the log starts again from it.`);
    held = [];
  }
  const log = [...held];
  for (const { version: at, ...e } of events) log.push(logEntry(at ?? version, e));
  // What happened last: the newest move's events (the others came late, after a reconnection).
  const last = events.filter((e) => (e.version ?? version) === version);
  return { version, view, events: last, log };
}

/**
 * What a player's connection says first (src/server/http/connection.ts): the version whose log it holds
 * (`since`: it is sent only what came after), patches, the moves bare (the table words them), and the
 * reader's language (the events' sentences in it alone: reader-language.ts).
 */
export function roomHello(code: string, token: string | undefined, lang: Lang, since = 0): Record<string, unknown> {
  return { type: 'hello', room: code, ...(token ? { token } : {}), since, patches: true, labels: false, lang };
}

/**
 * A connection that reconnects after a drop keeps its log: its hello names the version it holds, and the
 * room's answer (a welcome, then the whole view and the events it missed) is added to that log instead of
 * replacing it (src/server/room/protocol.ts). Not when the log is in another language than the hello's
 * (the reader switched while the socket was down): that one starts again from version 0, as a page does.
 */
export class ResumableLog {
  private asked = 0;

  /**
   * The `since` and `lang` of a hello about to go out: the version `held` holds when its log is in the
   * language the hello names (the socket's last one, reader-language.ts), else 0.
   */
  hello(held: HeldView | null, language: Pick<ReaderLangFollower, 'current' | 'forHello'>): { since: number; lang: Lang } {
    const heldLang = language.current();
    const lang = language.forHello();
    this.asked = held && heldLang === lang ? held.version : 0;
    return { since: this.asked, lang };
  }

  /**
   * At a `welcome`: what is held when it answers the hello that asked from it (the update that follows
   * adds what was missed), else null (it starts again: a first hello, a `lang` switch).
   */
  welcome<T extends HeldView>(held: T | null): T | null {
    const keep = this.asked > 0 && held !== null && held.version === this.asked ? held : null;
    this.asked = 0;
    return keep;
  }
}

export function roomSocketUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/** A socket the room page opened before the table started (early-room.ts), with the frames it received so far (their text, in order). */
export interface EarlySocket {
  code: string;
  token: string;
  ws: WebSocket;
  frames: string[];
  /** Whether the hello went out (the socket opened before the table took it). */
  helloSent: boolean;
  /** The language its hello names (the one this browser keeps, as the interface starts in). */
  lang: Lang;
}

/**
 * Where the page's early socket waits: early-room.ts's EARLY_SOCKET_KEY, spelt again here because neither
 * file may import the other's values (they are separate downloads); test/web/early-room.test.ts fails if the
 * two differ (the early socket would never be taken).
 */
const EARLY_SOCKET_SLOT = 'crossingsEarlyRoom';

/**
 * Takes the page's early socket (early-room.ts) when it is for this room and seat and still
 * open or opening, once; otherwise null (and a socket for another room or seat, or a closed one, is let go).
 * The slot is left empty but there: should the early script run only now, after the table connected on its
 * own, it opens nothing.
 */
export function takeEarlySocket(code: string, token: string | undefined): EarlySocket | null {
  const slot = window as unknown as Record<string, EarlySocket | null | undefined>;
  const early = slot[EARLY_SOCKET_SLOT];
  slot[EARLY_SOCKET_SLOT] = null;
  if (!early) return null;
  if (early.code !== code.toUpperCase() || early.token !== token || early.ws.readyState > WebSocket.OPEN) {
    early.ws.close();
    return null;
  }
  return early;
}

export interface RoomSocketHandlers {
  /** The hello to send on every (re)connection. */
  hello(): Record<string, unknown>;
  onFrame(frame: Frame, socket: WebSocket): void;
  onConnected(connected: boolean): void;
}

/**
 * Opens the room socket and keeps it open: after a drop it reconnects until `stop()`. Returns the
 * controls: `stop` (no more reconnecting; closes the socket) and `socket` (the one open now, if any).
 * With `early` (early-room.ts: a socket the page opened before the table started), that socket is the
 * first connection: the frames it already received are handed on in order, and the hello is sent unless
 * it went out already.
 */
export function keepRoomSocket(h: RoomSocketHandlers, early: EarlySocket | null = null): { stop(): void; socket(): WebSocket | null } {
  let stopped = false;
  let retry: number | undefined;
  let attempts = 0;
  let current: WebSocket | null = null;
  const attach = (ws: WebSocket, helloSent: boolean) => {
    current = ws;
    const opened = () => {
      attempts = 0;
      h.onConnected(true);
      if (!helloSent) ws.send(JSON.stringify(h.hello()));
    };
    ws.onopen = opened;
    ws.onmessage = (msg) => h.onFrame(JSON.parse(String(msg.data)) as Frame, ws);
    ws.onclose = () => {
      h.onConnected(false);
      if (stopped) return;
      attempts++;
      retry = window.setTimeout(connect, Math.min(5000, 300 * 2 ** attempts));
    };
    return opened;
  };
  const connect = () => {
    attach(new WebSocket(roomSocketUrl()), false);
  };
  if (early) {
    const { ws, frames } = early;
    const opened = attach(ws, early.helloSent);
    if (ws.readyState === WebSocket.OPEN) {
      // Its open event has fired (the early hello went out) or is about to: answered here, once. The
      // frames are handed on once this call has returned (a handler may stop the controls it returns:
      // a refused token), before any frame that comes later (those wait for a task of their own).
      ws.onopen = null;
      queueMicrotask(() => {
        if (stopped) return;
        opened();
        for (const text of frames) if (!stopped) h.onFrame(JSON.parse(text) as Frame, ws);
      });
    }
  } else connect();
  return {
    stop() {
      stopped = true;
      window.clearTimeout(retry);
      current?.close();
      current = null;
    },
    socket: () => current,
  };
}
