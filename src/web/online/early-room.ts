/**
 * A seated player's room socket, opened by the room page's first script. On a phone's slow network the
 * table waited for the whole client to arrive and start (about 3 s on "Fast 3G" with a 4× slower CPU)
 * before it even asked for the room's socket, then a round trip and the whole view more (docs/performance.md,
 * "Round trips on a phone"). The server names this file in the page it sends for `/room/<CODE>`
 * (page-html.ts, page-routes.ts) as a script of its own, built as an entry that imports nothing, so it runs
 * as soon as it arrives: with the seat's token this browser keeps for the room, it opens the socket, says
 * hello and keeps the frames that come, for the table's connection to take over once it starts
 * (room-socket.ts `takeEarlySocket`). One it never takes is closed after a while.
 *
 * The client's own code does not import this file (that would tie the two into one download); what both
 * must agree on (the hello, the address, where the token is kept) is checked by test/web/early-room.test.ts.
 */
import type { EarlySocket } from './room-socket.ts';

/** How long a socket nobody takes stays open (the page showed something else: an error, another room). */
export const EARLY_SOCKET_TTL_MS = 20_000;

/** Where the socket waits for the table: a property of the page's window (room-socket.ts reads it). */
export const EARLY_SOCKET_KEY = 'crossingsEarlyRoom';

/** The seat token this browser keeps for a room (api.ts saveKeys: the same key and shape), if any. */
function storedToken(code: string): string | undefined {
  try {
    const keys = JSON.parse(localStorage.getItem(`crossings.room.${code}`) ?? '{}') as { token?: unknown } | null;
    return typeof keys?.token === 'string' && keys.token ? keys.token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The reader's language as the interface will start in it (i18n/index.ts `storedLanguage`, spelt again
 * here, since this file imports nothing; test/web/early-room.test.ts fails if the two differ): the one
 * kept in this browser, else Chinese for a browser in Chinese, else English.
 */
function readerLanguage(): 'en' | 'zh-Hant' {
  try {
    const kept = localStorage.getItem('crossings.language');
    if (kept === 'en' || kept === 'zh-Hant') return kept;
  } catch { /* storage blocked: fall through */ }
  return /^zh/i.test(navigator.language) ? 'zh-Hant' : 'en';
}

/**
 * Opens the socket for the room at `pathname` (`/room/<CODE>`) when this browser holds a seat's token there,
 * unless one is open already or the table has connected by itself (the slot is then there but empty).
 */
export function openEarlySocket(pathname: string): EarlySocket | null {
  const slot = window as unknown as Record<string, EarlySocket | null | undefined>;
  const match = /^\/room\/([A-Za-z0-9-]+)\/?$/.exec(pathname);
  if (!match || slot[EARLY_SOCKET_KEY] !== undefined) return null;
  const code = match[1].toUpperCase(); // as the router names the room page's code (router.ts)
  const token = storedToken(code);
  if (!token) return null;
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  const early: EarlySocket = { code, token, ws, frames: [], helloSent: false, lang: readerLanguage() };
  ws.onopen = () => {
    // The hello of a player's connection (room-socket.ts roomHello): patches, moves bare, the reader's language.
    ws.send(JSON.stringify({ type: 'hello', room: code, token, since: 0, patches: true, labels: false, lang: early.lang }));
    early.helloSent = true;
  };
  ws.onmessage = (msg) => early.frames.push(String(msg.data));
  setTimeout(() => {
    if (slot[EARLY_SOCKET_KEY] !== early) return;
    slot[EARLY_SOCKET_KEY] = null;
    ws.close();
  }, EARLY_SOCKET_TTL_MS);
  slot[EARLY_SOCKET_KEY] = early;
  return early;
}

// Run as the page's own script (the server names this very file in the page), not when a test imports it.
if (typeof document !== 'undefined' && document.querySelector(`script[src="${new URL(import.meta.url).pathname}"]`)) openEarlySocket(location.pathname);
