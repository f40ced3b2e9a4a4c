/**
 * The live connection to one room (src/server/connection.ts): `hello` with the seat token this
 * browser keeps, then `update` frames (a whole view or a patch of the previous one, legal moves with
 * their words, events) for our seat.
 * Reconnects after a drop, asking for everything since version 0 so the log is complete again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameEvent, Outcome, Seat } from '../../engine/index.ts';
import { applyJsonPatch, type JsonPatchOp } from '../../engine/json-patch.ts';
import type { LegalChoice, LogEntry } from '../table/types.ts';
import type { RoomInfo } from './api.ts';

export interface RoomGame {
  version: number;
  status: RoomInfo['status'];
  active: Seat[];
  outcome: Outcome | null;
  legal: LegalChoice[];
  view: unknown;
  log: LogEntry[];
  lastEvents: GameEvent[];
  /** With a turn timer: when (this browser's clock, ms) the seats to act run out of time. */
  deadline: number | null;
}

export interface RoomConnection {
  room: RoomInfo | null;
  seat: Seat | null;
  game: RoomGame | null;
  connected: boolean;
  error: string | null;
  /** A move has been sent and its update has not arrived yet. */
  pending: boolean;
  send(action: number): void;
}

type Frame = Record<string, unknown> & { type: string };

export function useRoom(code: string, token: string | undefined, enabled: boolean, onBadToken?: () => void): RoomConnection {
  const [room, setRoom] = useState<RoomInfo | null>(null);
  const [seat, setSeat] = useState<Seat | null>(null);
  const [game, setGame] = useState<RoomGame | null>(null);
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const socket = useRef<WebSocket | null>(null);
  const gameRef = useRef<RoomGame | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let retry: number | undefined;
    let attempts = 0;
    const connect = () => {
      const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
      socket.current = ws;
      ws.onopen = () => {
        attempts = 0;
        setConnected(true);
        // Patches: after the first whole view, each update carries only what changed in it.
        ws.send(JSON.stringify({ type: 'hello', room: code, ...(token ? { token } : {}), since: 0, patches: true }));
      };
      ws.onmessage = (msg) => {
        const frame = JSON.parse(String(msg.data)) as Frame;
        if (frame.type === 'welcome') {
          setRoom(frame.room as RoomInfo);
          setSeat((frame.seat as Seat | null) ?? null);
          gameRef.current = null; // the update that follows carries the whole history again
        } else if (frame.type === 'room') {
          setRoom(frame.room as RoomInfo);
        } else if (frame.type === 'update') {
          const prev = gameRef.current;
          let view: unknown;
          try {
            view = frame.viewPatch ? applyJsonPatch(prev?.view, frame.viewPatch as JsonPatchOp[]) : (frame.view ?? prev?.view);
          } catch {
            // A patch that does not fit our view (it should not happen): ask for the whole view again.
            ws.send(JSON.stringify({ type: 'sync' }));
            return;
          }
          const version = frame.version as number;
          const events = (frame.events as GameEvent[]) ?? [];
          const log = [...(prev?.log ?? []), ...events.map((e) => ({ version, text: e.text, kind: e.kind }))];
          const next: RoomGame = {
            version,
            status: frame.status as RoomInfo['status'],
            active: frame.active as Seat[],
            outcome: (frame.outcome as Outcome | null) ?? null,
            legal: (frame.legal as LegalChoice[]) ?? [],
            view,
            log,
            lastEvents: prev ? events : [],
            deadline: typeof frame.timeLeftMs === 'number' ? Date.now() + frame.timeLeftMs : null,
          };
          gameRef.current = next;
          setGame(next);
          setPending(false);
        } else if (frame.type === 'error') {
          setPending(false);
          if (frame.code === 'BAD_TOKEN') {
            // The seat was given up (or the token is stale): watch instead of retrying forever.
            stopped = true;
            ws.close();
            onBadToken?.();
          }
          // A stale move is answered with a resync; the person simply sees the new position.
          else if (frame.code !== 'STALE_VERSION') setError(String(frame.message));
        }
      };
      ws.onclose = () => {
        setConnected(false);
        setPending(false);
        if (stopped) return;
        attempts++;
        retry = window.setTimeout(connect, Math.min(5000, 300 * 2 ** attempts));
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      socket.current?.close();
      socket.current = null;
    };
  }, [code, token, enabled, onBadToken]);

  const send = useCallback((action: number) => {
    const ws = socket.current;
    const g = gameRef.current;
    if (!ws || ws.readyState !== WebSocket.OPEN || !g) return;
    setError(null);
    setPending(true);
    ws.send(JSON.stringify({ type: 'action', action, expectedVersion: g.version }));
  }, []);

  return { room, seat, game, connected, error, pending, send };
}
