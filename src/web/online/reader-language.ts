/**
 * A room socket in the reader's language (src/server/room/protocol.ts, hello `lang`): the server sends each
 * event's sentence in that language alone, not every language's. When the reader switches language, the
 * socket says so (`lang`, with `since: 0`); the server starts it again from a `welcome` and the whole log
 * in the new language, which the table and the facilitator's watch already take as a fresh start.
 */
import { isLang, type Lang } from '../../engine/lang.ts';
import { i18n } from '../i18n/index.ts';

/** The language the games' texts are shown in: the interface's, when the games are written in it. */
function readerLang(): Lang {
  const lng = i18n.language;
  return isLang(lng) ? lng : 'en';
}

/** A socket's language, kept as its reader's (followReaderLang). */
export interface ReaderLangFollower {
  /** The language the socket's last hello or `lang` named (its log's), or null before any. */
  current(): Lang | null;
  /** The language for a hello about to go out, noted as the socket's. */
  forHello(): Lang;
  /** A hello that went out without `forHello` (the room page's early socket) named `lang`. */
  helloNamed(lang: Lang): void;
  /** Sends `lang` on an open socket whose hello named another language than the reader's now. */
  check(): void;
  /** Stops following the reader's switches. */
  stop(): void;
}

/**
 * Keeps a room socket's events in the reader's language: its hellos name the reader's language, and on a
 * switch (or when `check` finds the socket's hello named another: an early socket opened before a switch)
 * an open socket gets a `lang` message. A socket that is down says nothing: its next hello names the new one.
 */
export function followReaderLang(socket: () => WebSocket | null): ReaderLangFollower {
  let sent: Lang | null = null;
  const check = () => {
    const lang = readerLang();
    const ws = socket();
    if (sent === null || sent === lang || !ws || ws.readyState !== WebSocket.OPEN) return;
    sent = lang;
    ws.send(JSON.stringify({ type: 'lang', lang, since: 0 }));
  };
  i18n.on('languageChanged', check);
  return {
    current: () => sent,
    forHello: () => (sent = readerLang()),
    helloNamed: (lang) => { sent = lang; },
    check,
    stop: () => i18n.off('languageChanged', check),
  };
}
