/**
 * The facilitator watching one table (docs/workshop.md, "WebSocket additions"): `hello` with the
 * facilitator token and `viewAs` (a seat, or 'spectator'), then the room's ordinary `update` frames,
 * read-only. Reconnects after a drop, asking for everything again (as useRoom does).
 */
import { useEffect, useRef, useState } from 'react';
import type { GameEvent, Outcome, Seat } from '../../engine/index.ts';
import { applyJsonPatch, type JsonPatchOp } from '../../engine/json-patch.ts';
import type { RoomInfo } from '../online/api.ts';
import type { LogEntry } from '../table/types.ts';
import { logEntry } from '../table/log.ts';

export interface WatchedGame {
  version: number;
  active: Seat[];
  outcome: Outcome | null;
  view: unknown;
  log: LogEntry[];
  lastEvents: GameEvent[];
}

export function useWatch(room: string | null, facilitatorToken: string | null, viewAs: number | 'spectator') {
  const [info, setInfo] = useState<RoomInfo | null>(null);
  const [game, setGame] = useState<WatchedGame | null>(null);
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const gameRef = useRef<WatchedGame | null>(null);

  useEffect(() => {
    if (!room || !facilitatorToken) return;
    let stopped = false;
    let retry: number | undefined;
    let attempts = 0;
    let ws: WebSocket | null = null;
    gameRef.current = null;
    setGame(null);
    setError(null);
    const connect = () => {
      ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
      const socket = ws;
      socket.onopen = () => {
        attempts = 0;
        setConnected(true);
        socket.send(JSON.stringify({ type: 'hello', room, facilitator: facilitatorToken, viewAs, since: 0, patches: true }));
      };
      socket.onmessage = (msg) => {
        const frame = JSON.parse(String(msg.data)) as Record<string, unknown> & { type: string };
        if (frame.type === 'welcome') {
          setInfo(frame.room as RoomInfo);
          gameRef.current = null;
        } else if (frame.type === 'room') {
          setInfo(frame.room as RoomInfo);
        } else if (frame.type === 'update') {
          const prev = gameRef.current;
          // A patch for another version than ours: a frame went missing; ask for the whole view.
          if (frame.viewPatch && typeof frame.base === 'number' && frame.base !== prev?.version) {
            socket.send(JSON.stringify({ type: 'sync' }));
            return;
          }
          let view: unknown;
          try {
            view = frame.viewPatch ? applyJsonPatch(prev?.view, frame.viewPatch as JsonPatchOp[]) : (frame.view ?? prev?.view);
          } catch {
            socket.send(JSON.stringify({ type: 'sync' }));
            return;
          }
          const version = frame.version as number;
          const events = (frame.events as GameEvent[]) ?? [];
          const next: WatchedGame = {
            version,
            active: (frame.active as Seat[]) ?? [],
            outcome: (frame.outcome as Outcome | null) ?? null,
            view,
            log: [...(prev?.log ?? []), ...events.map((e) => logEntry(version, e))],
            lastEvents: prev ? events : [],
          };
          gameRef.current = next;
          setGame(next);
        } else if (frame.type === 'error') {
          // The room moved to another server process: the socket closes and reconnects by itself.
          if (frame.code === 'ROOM_MOVED') return;
          setError(String(frame.message ?? frame.code));
          if (frame.code === 'BAD_TOKEN') {
            stopped = true;
            socket.close();
          }
        }
      };
      socket.onclose = () => {
        setConnected(false);
        if (stopped) return;
        attempts++;
        retry = window.setTimeout(connect, Math.min(5000, 300 * 2 ** attempts));
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      ws?.close();
    };
  }, [room, facilitatorToken, viewAs]);

  return { info, game, connected, error };
}
