/**
 * A room socket in the reader's language (src/server/room/protocol.ts, hello `lang`): the server sends each
 * event's sentence in that language alone, not every language's. When the reader switches language, the
 * socket says so (`lang`, with `since: 0`); the server starts it again from a `welcome` and the whole log
 * in the new language, which the table and the facilitator's watch already take as a fresh start.
 */
import { isLang, type Lang } from '../../engine/lang.ts';
import { i18n } from '../i18n/index.ts';

/** The language the games' texts are shown in: the interface's, when the games are written in it. */
export function readerLang(): Lang {
  const lng = i18n.language;
  return isLang(lng) ? lng : 'en';
}

/**
 * Keeps a room socket's events in the reader's language: `sent` holds the language the socket's hello
 * named (set by whoever sends a hello; null before one went out). On a language change, or when called
 * with a socket whose hello named another (the room page's early socket, opened before a switch), an open
 * socket gets a `lang` message. Returns `check` (compare now) and `stop` (stop following).
 */
export function followReaderLang(socket: () => WebSocket | null, sent: { current: Lang | null }): { check(): void; stop(): void } {
  const check = () => {
    const lang = readerLang();
    const ws = socket();
    if (sent.current === null || sent.current === lang || !ws || ws.readyState !== WebSocket.OPEN) return;
    sent.current = lang;
    ws.send(JSON.stringify({ type: 'lang', lang, since: 0 }));
  };
  i18n.on('languageChanged', check);
  return { check, stop: () => i18n.off('languageChanged', check) };
}
