// @vitest-environment jsdom
/**
 * A seated player's room socket opened by the room page's first script (src/web/online/early-room.ts) and
 * taken over by the table's connection (room-socket.ts): the same hello as the table's own, the frames
 * received before the table started handed on in order, one socket rather than two, and a socket nobody
 * takes closed.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FakeSocket, stubFakeSocket } from './fake-socket.ts';
import { EARLY_SOCKET_KEY, EARLY_SOCKET_TTL_MS, openEarlySocket } from '../../src/web/online/early-room.ts';
import { keepRoomSocket, roomHello, roomSocketUrl, takeEarlySocket, type Frame } from '../../src/web/online/room-socket.ts';
import { forgetSeat, saveKeys } from '../../src/web/online/api.ts';
import { storedLanguage } from '../../src/web/i18n/index.ts';

const slot = () => (window as unknown as Record<string, unknown>)[EARLY_SOCKET_KEY];
/** A new page: no early socket yet, and no table. */
const newPage = () => { delete (window as unknown as Record<string, unknown>)[EARLY_SOCKET_KEY]; };

beforeEach(() => {
  stubFakeSocket();
  saveKeys('ABC123', { token: 'seat-token', seat: 0, name: 'Amal' });
});
afterEach(() => {
  newPage();
  forgetSeat('ABC123');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const handlers = (frames: Frame[], connected: boolean[]) => ({
  hello: () => roomHello('ABC123', 'seat-token', storedLanguage()),
  onFrame: (frame: Frame) => { frames.push(frame); },
  onConnected: (on: boolean) => { connected.push(on); },
});

it('says the table\'s own hello, with the token this browser keeps for the room (saveKeys), to the table\'s address', () => {
  // The address is the room page's as the router names it, in any case.
  const early = openEarlySocket('/room/abc123');
  expect(early).not.toBeNull();
  const ws = FakeSocket.made[0];
  expect(ws.url).toBe(roomSocketUrl());
  ws.open();
  expect(ws.sent.map((t) => JSON.parse(t) as unknown)).toEqual([roomHello('ABC123', 'seat-token', storedLanguage())]);
  expect(early!.helloSent).toBe(true);
});

it('names the language the interface starts in (i18n storedLanguage): kept in this browser, else the browser\'s own', () => {
  const cases: Array<{ kept: string | null; browser: string; lang: string }> = [
    { kept: null, browser: 'en-GB', lang: 'en' },
    { kept: null, browser: 'zh-TW', lang: 'zh-Hant' },
    { kept: 'zh-Hant', browser: 'en-US', lang: 'zh-Hant' },
    { kept: 'en', browser: 'zh-HK', lang: 'en' },
    { kept: 'fr', browser: 'en-US', lang: 'en' },
  ];
  const browser = vi.spyOn(navigator, 'language', 'get');
  try {
    for (const c of cases) {
      newPage();
      FakeSocket.made = [];
      if (c.kept === null) localStorage.removeItem('crossings.language');
      else localStorage.setItem('crossings.language', c.kept);
      browser.mockReturnValue(c.browser);
      const early = openEarlySocket('/room/ABC123')!;
      FakeSocket.made[0].open();
      expect(early.lang, JSON.stringify(c)).toBe(c.lang);
      expect(storedLanguage(), JSON.stringify(c)).toBe(c.lang);
      expect(JSON.parse(FakeSocket.made[0].sent[0]) as unknown).toEqual(roomHello('ABC123', 'seat-token', c.lang as 'en' | 'zh-Hant'));
    }
  } finally {
    browser.mockRestore();
    localStorage.removeItem('crossings.language');
  }
});

it('opens nothing without a seat\'s token, on another page, or twice', () => {
  expect(openEarlySocket('/room/NOTMINE')).toBeNull();
  expect(openEarlySocket('/w/ABC123')).toBeNull();
  expect(openEarlySocket('/room/ABC123/extra')).toBeNull();
  expect(FakeSocket.made).toHaveLength(0);
  expect(openEarlySocket('/room/ABC123')).not.toBeNull();
  expect(openEarlySocket('/room/ABC123')).toBeNull();
  expect(FakeSocket.made).toHaveLength(1);
});

it('is taken over open: the frames that came first are handed on in order, with no second socket and no second hello', async () => {
  openEarlySocket('/room/ABC123');
  const ws = FakeSocket.made[0];
  ws.open();
  ws.receive({ type: 'welcome', seat: 0 });
  ws.receive({ type: 'update', version: 3 });
  const frames: Frame[] = [];
  const connected: boolean[] = [];
  keepRoomSocket(handlers(frames, connected), takeEarlySocket('ABC123', 'seat-token'));
  await Promise.resolve(); // handed on once the controls are returned
  expect(frames.map((f) => f.type)).toEqual(['welcome', 'update']);
  expect(connected).toEqual([true]);
  ws.receive({ type: 'update', version: 4 });
  expect(frames.map((f) => f.version ?? null)).toEqual([null, 3, 4]);
  expect(FakeSocket.made).toHaveLength(1);
  expect(ws.sent).toHaveLength(1);
  expect(slot()).toBeNull();
});

it('is taken over still opening: the hello goes once, when it opens', () => {
  openEarlySocket('/room/ABC123');
  const ws = FakeSocket.made[0];
  const frames: Frame[] = [];
  const connected: boolean[] = [];
  keepRoomSocket(handlers(frames, connected), takeEarlySocket('ABC123', 'seat-token'));
  expect(connected).toEqual([]);
  ws.open();
  expect(connected).toEqual([true]);
  expect(ws.sent.map((t) => JSON.parse(t) as unknown)).toEqual([roomHello('ABC123', 'seat-token', storedLanguage())]);
});

it('reconnects on a socket of its own when the early one drops', async () => {
  vi.useFakeTimers();
  openEarlySocket('/room/ABC123');
  FakeSocket.made[0].open();
  const connected: boolean[] = [];
  const controls = keepRoomSocket(handlers([], connected), takeEarlySocket('ABC123', 'seat-token'));
  await Promise.resolve();
  FakeSocket.made[0].drop();
  vi.advanceTimersByTime(5000);
  expect(FakeSocket.made).toHaveLength(2);
  FakeSocket.made[1].open();
  expect(FakeSocket.made[1].sent).toHaveLength(1);
  expect(connected).toEqual([true, false, true]);
  controls.stop();
});

it('is not taken for another room or seat, or once closed: it is let go and the table opens its own', () => {
  openEarlySocket('/room/ABC123');
  expect(takeEarlySocket('OTHER1', 'seat-token')).toBeNull();
  expect(FakeSocket.made[0].closed).toBe(true);
  newPage();
  openEarlySocket('/room/ABC123');
  expect(takeEarlySocket('ABC123', 'someone-else')).toBeNull();
  newPage();
  openEarlySocket('/room/ABC123');
  FakeSocket.made[2].drop();
  expect(takeEarlySocket('ABC123', 'seat-token')).toBeNull();
  expect(takeEarlySocket('ABC123', 'seat-token')).toBeNull(); // once only
  keepRoomSocket(handlers([], []), null);
  expect(FakeSocket.made).toHaveLength(4);
});

it('closes a socket nobody takes after a while', () => {
  vi.useFakeTimers();
  openEarlySocket('/room/ABC123');
  vi.advanceTimersByTime(EARLY_SOCKET_TTL_MS - 1);
  expect(FakeSocket.made[0].closed).toBe(false);
  vi.advanceTimersByTime(1);
  expect(FakeSocket.made[0].closed).toBe(true);
  expect(slot()).toBeNull();
});

it('hands on a refusal that stops the connection (a seat given up) with the controls in hand', async () => {
  openEarlySocket('/room/ABC123');
  const ws = FakeSocket.made[0];
  ws.open();
  ws.receive({ type: 'error', code: 'BAD_TOKEN' });
  ws.receive({ type: 'welcome', seat: null });
  const seen: string[] = [];
  const controls = keepRoomSocket({
    hello: () => roomHello('ABC123', 'seat-token', storedLanguage()),
    onConnected: () => {},
    // As useRoom does: a refused token stops the connection it was handed.
    onFrame: (frame) => { seen.push(frame.type); if (frame.code === 'BAD_TOKEN') controls.stop(); },
  }, takeEarlySocket('ABC123', 'seat-token'));
  await Promise.resolve();
  expect(seen).toEqual(['error']);
  expect(ws.closed).toBe(true);
  expect(FakeSocket.made).toHaveLength(1);
});

it('opens nothing when the table connected first (the early script ran late)', () => {
  const controls = keepRoomSocket(handlers([], []), takeEarlySocket('ABC123', 'seat-token'));
  expect(openEarlySocket('/room/ABC123')).toBeNull();
  expect(FakeSocket.made).toHaveLength(1);
  controls.stop();
});
