// @vitest-environment jsdom
/**
 * The room socket in the reader's language (src/web/online/reader-language.ts, useRoom.ts): the hello names
 * the interface's language; switching language asks the room for the log again in the new one (`lang`,
 * since 0), and the table takes the answer (welcome, then the whole view and log) as a fresh start, so the
 * log reads in the new language alone; a switch while the socket is down is named by the next hello; an early
 * socket whose hello named another language (the reader switched before the table took it) is put right.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FakeSocket, stubFakeSocket } from './fake-socket.ts';
import { i18n } from '../../src/web/i18n/index.ts';
import { useRoom } from '../../src/web/online/useRoom.ts';
import { forgetSeat, saveKeys } from '../../src/web/online/api.ts';
import { openEarlySocket } from '../../src/web/online/early-room.ts';

const room = { code: 'ABC123', game: 'relay', status: 'playing', seats: [] };
const update = (version: number, events: Array<{ kind: string; text: string }>, whole = true) => ({
  type: 'update', version, status: 'playing', active: [0], outcome: null, legal: [], canUndo: false, events, timeLeftMs: null,
  ...(whole ? { view: { n: version } } : { base: version - 1, viewPatch: [[['n'], version]] }),
});
const english = [{ kind: 'roll', text: 'Player 1 rolls a 4.' }, { kind: 'pass', text: 'Player 2 passes.' }];
const chinese = [{ kind: 'roll', text: '玩家 1 擲出 4。' }, { kind: 'pass', text: '玩家 2 跳過。' }];

beforeEach(async () => {
  stubFakeSocket();
  delete (window as unknown as Record<string, unknown>).crossingsEarlyRoom;
  await act(() => i18n.changeLanguage('en'));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetSeat('ABC123');
  localStorage.removeItem('crossings.language');
  await act(() => i18n.changeLanguage('en'));
});

it('names the reader\'s language in its hello, and on a switch takes the whole log again in the new language', async () => {
  const { result } = renderHook(() => useRoom('ABC123', 'tok', true));
  const ws = FakeSocket.made[0];
  act(() => ws.open());
  expect(ws.messages()[0]).toMatchObject({ type: 'hello', room: 'ABC123', token: 'tok', since: 0, lang: 'en' });
  act(() => { ws.receive({ type: 'welcome', room, seat: 0 }); ws.receive(update(2, english)); ws.receive(update(3, [english[0]], false)); });
  expect(result.current.game!.log.map((e) => e.text)).toEqual([...english.map((e) => e.text), english[0].text]);

  await act(() => i18n.changeLanguage('zh-Hant'));
  expect(ws.messages().at(-1)).toEqual({ type: 'lang', lang: 'zh-Hant', since: 0 });
  act(() => { ws.receive({ type: 'welcome', room, seat: 0 }); ws.receive(update(3, [...chinese, chinese[0]])); });
  // The log is the new one, not the old one with the new one after it.
  expect(result.current.game!.log.map((e) => e.text)).toEqual([...chinese.map((e) => e.text), chinese[0].text]);
  expect(result.current.game!.version).toBe(3);
  // A patch after it builds on the whole view it came with.
  act(() => ws.receive(update(4, [chinese[1]], false)));
  expect(result.current.game!.view).toEqual({ n: 4 });
  expect(result.current.game!.log.at(-1)!.text).toBe(chinese[1].text);

  // Back to English; choosing the language it already has sends nothing.
  await act(() => i18n.changeLanguage('en'));
  expect(ws.messages().at(-1)).toEqual({ type: 'lang', lang: 'en', since: 0 });
  const sent = ws.sent.length;
  await act(() => i18n.changeLanguage('en'));
  expect(ws.sent).toHaveLength(sent);
});

it('says nothing on a socket that is down; the next hello names the new language', async () => {
  vi.useFakeTimers();
  renderHook(() => useRoom('ABC123', 'tok', true));
  const first = FakeSocket.made[0];
  act(() => first.open());
  act(() => first.drop());
  await act(() => i18n.changeLanguage('zh-Hant'));
  expect(first.messages().filter((m) => m.type === 'lang')).toEqual([]);
  await act(() => vi.advanceTimersByTimeAsync(6000));
  const second = FakeSocket.made[1];
  act(() => second.open());
  expect(second.messages()).toEqual([expect.objectContaining({ type: 'hello', lang: 'zh-Hant' })]);
});

it('puts right an early socket whose hello named another language than the table now reads', async () => {
  saveKeys('ABC123', { token: 'tok', seat: 0, name: 'Amal' });
  localStorage.setItem('crossings.language', 'en');
  openEarlySocket('/room/ABC123');
  const ws = FakeSocket.made[0];
  ws.open();
  expect(ws.messages()).toEqual([expect.objectContaining({ type: 'hello', lang: 'en' })]);
  // The reader switched before the table started.
  await act(() => i18n.changeLanguage('zh-Hant'));
  renderHook(() => useRoom('ABC123', 'tok', true));
  await act(() => Promise.resolve());
  expect(FakeSocket.made).toHaveLength(1);
  expect(ws.messages().slice(1)).toEqual([{ type: 'lang', lang: 'zh-Hant', since: 0 }]);
});
