/**
 * What a player's table (useRoom) and a facilitator's watch (workshop/useWatch) share about a room's
 * WebSocket: connecting and reconnecting with backoff (300 ms doubling, at most 5 s), and turning an
 * `update` frame into the next view and log — a whole view, or a patch of the previous version's. A
 * patch whose `base` is not the version held means a frame went missing on the way (a room handed to
 * another server process): the caller asks for `sync` and the server sends the whole view again.
 */
import type { GameEvent } from '../../engine/index.ts';
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

export interface RoomSocketHandlers {
  /** The hello to send on every (re)connection. */
  hello(): Record<string, unknown>;
  onFrame(frame: Frame, socket: WebSocket): void;
  onConnected(connected: boolean): void;
}

/**
 * Opens the room socket and keeps it open: after a drop it reconnects until `stop()`. Returns the
 * controls: `stop` (no more reconnecting; closes the socket) and `socket` (the one open now, if any).
 */
export function keepRoomSocket(h: RoomSocketHandlers): { stop(): void; socket(): WebSocket | null } {
  let stopped = false;
  let retry: number | undefined;
  let attempts = 0;
  let current: WebSocket | null = null;
  const connect = () => {
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
    current = ws;
    ws.onopen = () => {
      attempts = 0;
      h.onConnected(true);
      ws.send(JSON.stringify(h.hello()));
    };
    ws.onmessage = (msg) => h.onFrame(JSON.parse(String(msg.data)) as Frame, ws);
    ws.onclose = () => {
      h.onConnected(false);
      if (stopped) return;
      attempts++;
      retry = window.setTimeout(connect, Math.min(5000, 300 * 2 ** attempts));
    };
  };
  connect();
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
