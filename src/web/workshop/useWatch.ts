/**
 * The facilitator watching one table (docs/workshop.md, "WebSocket additions"): `hello` with the
 * facilitator token and `viewAs` (a seat, or 'spectator'), then the room's ordinary `update` frames,
 * read-only. Reconnects after a drop, asking only for what it missed (online/room-socket.ts
 * `ResumableLog`, as useRoom).
 */
import { useEffect, useRef, useState } from 'react';
import type { GameEvent, Outcome, Seat } from '../../engine/index.ts';
import type { RoomInfo } from '../online/api.ts';
import { ResumableLog, keepRoomSocket, nextView } from '../online/room-socket.ts';
import { followReaderLang } from '../online/reader-language.ts';
import type { LogEntry } from '../table/types.ts';

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
    gameRef.current = null;
    setGame(null);
    setError(null);
    // The events come in the facilitator's language, and follow a switch (reader-language.ts).
    const language = followReaderLang(() => controls.socket());
    const resume = new ResumableLog();
    const controls = keepRoomSocket({
      // labels: false, since the moves of the seat watched are not shown: the server need not word them.
      hello: () => ({ type: 'hello', room, facilitator: facilitatorToken, viewAs, ...resume.hello(gameRef.current, language), patches: true, labels: false }),
      onConnected: setConnected,
      onFrame: (frame, socket) => {
        if (frame.type === 'welcome') {
          setInfo(frame.room as RoomInfo);
          gameRef.current = resume.welcome(gameRef.current);
        } else if (frame.type === 'room') {
          setInfo(frame.room as RoomInfo);
        } else if (frame.type === 'update') {
          const prev = gameRef.current;
          const seen = nextView(prev, frame);
          if (!seen) {
            socket.send(JSON.stringify({ type: 'sync' }));
            return;
          }
          const next: WatchedGame = {
            version: seen.version,
            active: (frame.active as Seat[]) ?? [],
            outcome: (frame.outcome as Outcome | null) ?? null,
            view: seen.view,
            log: seen.log,
            lastEvents: prev ? seen.events : [],
          };
          gameRef.current = next;
          setGame(next);
        } else if (frame.type === 'error') {
          // The room moved to another server process: the socket closes and reconnects by itself.
          if (frame.code === 'ROOM_MOVED') return;
          setError(String(frame.message ?? frame.code));
          if (frame.code === 'BAD_TOKEN') controls.stop();
        }
      },
    });
    return () => {
      language.stop();
      controls.stop();
    };
  }, [room, facilitatorToken, viewAs]);

  return { info, game, connected, error };
}
