/**
 * The live connection to one room (src/server/http/connection.ts): `hello` with the seat token this
 * browser keeps, then `update` frames (a whole view or a patch of the previous one, the legal moves as
 * bare action numbers, events) for our seat. The table words the moves from the view with the board's
 * `describe` (table/in-language.ts), so the server does not word and send them for every update.
 * Reconnects after a drop, asking only for what came after the version it holds (room-socket.ts
 * `ResumableLog`): the log it has stays, and the events it missed are added to it.
 * A move or a take-back is tagged with an id; it is pending until the update that acknowledges it,
 * or the error that refuses it — and a refusal is always shown (several seats may act at once, and a
 * move another seat made impossible must not vanish without a word).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameEvent, Outcome, Seat } from '../../engine/index.ts';
import type { LegalChoice, LogEntry } from '../table/types.ts';
import { i18n } from '../i18n/index.ts';
import { isLang } from '../../engine/lang.ts';
import type { RoomInfo } from './api.ts';
import { ResumableLog, keepRoomSocket, nextView, roomHello, takeEarlySocket } from './room-socket.ts';
import { followReaderLang } from './reader-language.ts';

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
  /** This seat may take back its last step now. */
  canUndo: boolean;
}

export interface RoomConnection {
  room: RoomInfo | null;
  seat: Seat | null;
  game: RoomGame | null;
  connected: boolean;
  error: string | null;
  /** A move has been sent and its update has not arrived yet. */
  pending: boolean;
  /** Sends a move; `label` is its words as the player read them, for a refusal to name it. */
  send(action: number, label?: string): void;
  /** Asks to take back this seat's last step. */
  undo(): void;
}

/**
 * An update's legal moves as the table takes them: bare action numbers (what this client asks for) get
 * an empty label, which the table fills from the view in the reader's language (in-language.ts); moves
 * that came with their words (a server that words them) keep them.
 */
export function legalChoices(legal: unknown): LegalChoice[] {
  if (!Array.isArray(legal)) {
    // Every update carries a list (empty for a spectator): anything else is the server's mistake, said here.
    if (legal !== undefined) console.error('A room update carried a malformed list of legal moves:', legal);
    return [];
  }
  return legal.map((c: number | LegalChoice) => (typeof c === 'number' ? { action: c, label: '' } : c));
}

/** What the player is told when the server refuses a move or a take-back. */
export function refusalText(code: string, message: string, label: string | null, lang: string = i18n.language): string {
  // English reads the server's own sentence, which says the most (whose move came first, why a
  // take-back is refused); another language reads the catalogue's sentence for the code, and the
  // server's English only for a code the catalogue does not know.
  if (!isLang(lang) || lang === 'en') {
    const which = label === null ? 'Your move' : `Your move “${label}”`;
    switch (code) {
      case 'NO_LONGER_LEGAL':
      case 'MOVE_CHANGED':
      case 'STALE_VERSION':
      case 'PAUSED': // the facilitator paused the workshop (docs/workshop.md)
        return `${which} was not played. ${message}`;
      default:
        return message;
    }
  }
  const t = i18n.getFixedT(lang, 'online');
  const which = label === null ? t('refusal.yourMove') : t('refusal.yourMoveNamed', { label });
  const key = `refusal.${code}`;
  return t(key, { which, defaultValue: '' }) || message;
}

export function useRoom(code: string, token: string | undefined, enabled: boolean, onBadToken?: () => void): RoomConnection {
  const [room, setRoom] = useState<RoomInfo | null>(null);
  const [seat, setSeat] = useState<Seat | null>(null);
  const [game, setGame] = useState<RoomGame | null>(null);
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const socket = useRef<ReturnType<typeof keepRoomSocket> | null>(null);
  const gameRef = useRef<RoomGame | null>(null);
  /** The request waiting for its answer: its id, and the words of the move (null for a take-back). */
  const waiting = useRef<{ id: number; label: string | null } | null>(null);
  const nextId = useRef(1);

  useEffect(() => {
    if (!enabled) return;
    // The socket's events come in the reader's language, and follow a switch (reader-language.ts).
    const language = followReaderLang(() => controls.socket());
    const early = takeEarlySocket(code, token);
    if (early?.helloSent) language.helloNamed(early.lang);
    const resume = new ResumableLog();
    const controls = keepRoomSocket({
      // Patches: after the first whole view, each update carries only what changed in it.
      // Bare moves: the table words them itself (labels: false). Events in the reader's language.
      // After a drop, only what was missed (since the version held, when its log is in that language).
      hello: () => {
        const { lang, since } = resume.hello(gameRef.current, language);
        return roomHello(code, token, lang, since);
      },
      onConnected: (on) => {
        setConnected(on);
        // An early socket whose hello named another language (the reader switched before the table took it).
        if (on) {
          queueMicrotask(() => language.check());
          return;
        }
        waiting.current = null;
        setPending(false);
      },
      onFrame: (frame, ws) => {
        if (frame.type === 'welcome') {
          setRoom(frame.room as RoomInfo);
          setSeat((frame.seat as Seat | null) ?? null);
          // The update that follows carries the whole view, and the events after the version held
          // (a reconnection) or the whole history (a first hello, a language switch).
          gameRef.current = resume.welcome(gameRef.current);
        } else if (frame.type === 'room') {
          setRoom(frame.room as RoomInfo);
        } else if (frame.type === 'update') {
          const prev = gameRef.current;
          const seen = nextView(prev, frame);
          if (!seen) {
            ws.send(JSON.stringify({ type: 'sync' }));
            return;
          }
          const next: RoomGame = {
            version: seen.version,
            status: frame.status as RoomInfo['status'],
            active: frame.active as Seat[],
            outcome: (frame.outcome as Outcome | null) ?? null,
            legal: legalChoices(frame.legal),
            view: seen.view,
            log: seen.log,
            lastEvents: prev ? seen.events : [],
            deadline: typeof frame.timeLeftMs === 'number' ? Date.now() + frame.timeLeftMs : null,
            canUndo: frame.canUndo === true,
          };
          gameRef.current = next;
          setGame(next);
          // Other seats' moves arrive while ours is on its way: only its own acknowledgement ends the wait.
          if (waiting.current && frame.ack === waiting.current.id) {
            waiting.current = null;
            setPending(false);
          }
        } else if (frame.type === 'error') {
          // The room moved to another server process (cluster mode): the socket closes and this
          // hook reconnects by itself; the connection badge says "reconnecting" meanwhile.
          if (frame.code === 'ROOM_MOVED') return;
          const mine = waiting.current !== null && frame.id === waiting.current.id ? waiting.current : null;
          if (mine || frame.id === undefined) {
            waiting.current = null;
            setPending(false);
          }
          if (frame.code === 'BAD_TOKEN') {
            // The seat was given up (or the token is stale): watch instead of retrying forever.
            controls.stop();
            onBadToken?.();
          }
          // Every refusal is shown; a stale or overtaken move is followed by the current position.
          else setError(refusalText(String(frame.code), String(frame.message), mine?.label ?? null));
        }
      },
    }, early);
    socket.current = controls;
    return () => {
      language.stop();
      controls.stop();
      socket.current = null;
    };
  }, [code, token, enabled, onBadToken]);

  const request = useCallback((msg: { type: 'action'; action: number } | { type: 'undo' }, label: string | null) => {
    const ws = socket.current?.socket();
    const g = gameRef.current;
    if (!ws || ws.readyState !== WebSocket.OPEN || !g) return;
    const id = nextId.current++;
    waiting.current = { id, label };
    setError(null);
    setPending(true);
    ws.send(JSON.stringify({ ...msg, expectedVersion: g.version, id }));
  }, []);

  const send = useCallback((action: number, label?: string) => {
    const words = label || gameRef.current?.legal.find((c) => c.action === action)?.label || null;
    request({ type: 'action', action }, words);
  }, [request]);

  const undo = useCallback(() => request({ type: 'undo' }, null), [request]);

  return { room, seat, game, connected, error, pending, send, undo };
}
