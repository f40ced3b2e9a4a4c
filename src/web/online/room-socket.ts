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
  const events = (frame.events as GameEvent[]) ?? [];
  return { version, view, events, log: [...(prev?.log ?? []), ...events.map((e) => logEntry(version, e))] };
}

/**
 * What a player's connection says first (src/server/http/connection.ts): patches, the moves bare (the table
 * words them), and the reader's language (the events' sentences in it alone: reader-language.ts).
 */
export function roomHello(code: string, token: string | undefined, lang: Lang): Record<string, unknown> {
  return { type: 'hello', room: code, ...(token ? { token } : {}), since: 0, patches: true, labels: false, lang };
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
