// @vitest-environment jsdom
/**
 * A table or a facilitator's watch that reconnects after a drop keeps its log (src/web/online/room-socket.ts
 * `ResumableLog`, useRoom.ts, workshop/useWatch.ts): its hello names the version it holds (`since`), and the
 * room's answer, the whole view with the events it missed, each carrying its own version, is added to that
 * log under their own moves. A first hello, a language switch, or a reconnection after the reader switched
 * language while the socket was down start the log again from version 0.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, stubFakeSocket } from './fake-socket.ts';
import { i18n } from '../../src/web/i18n/index.ts';
import { useRoom } from '../../src/web/online/useRoom.ts';
import { useWatch } from '../../src/web/workshop/useWatch.ts';

const room = { code: 'ABC123', game: 'relay', status: 'playing', seats: [] };
type Ev = { kind: string; text: string; version?: number };
const update = (version: number, events: Ev[], whole = true) => ({
  type: 'update', version, status: 'playing', active: [0], outcome: null, legal: [], canUndo: false, events, timeLeftMs: null,
  ...(whole ? { view: { n: version } } : { base: version - 1, viewPatch: [[['n'], version]] }),
});
const said = (version: number, text: string, tagged = false): Ev => ({ kind: 'say', text, ...(tagged ? { version } : {}) });

beforeEach(async () => {
  stubFakeSocket();
  vi.useFakeTimers();
  await act(() => i18n.changeLanguage('en'));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.removeItem('crossings.language');
  await act(() => i18n.changeLanguage('en'));
});

/** Plays a socket's first connection to version 3: a welcome, then three updates of one event each. */
function playToThree(ws: FakeSocket) {
  act(() => ws.open());
  act(() => {
    ws.receive({ type: 'welcome', room, seat: 0 });
    ws.receive(update(1, [said(1, 'one')]));
    ws.receive(update(2, [said(2, 'two')], false));
    ws.receive(update(3, [said(3, 'three')], false));
  });
}

/** Drops the socket and lets the hook reconnect: the new socket, opened. */
async function reconnect(): Promise<FakeSocket> {
  act(() => FakeSocket.made.at(-1)!.drop());
  await act(() => vi.advanceTimersByTimeAsync(6000));
  const ws = FakeSocket.made.at(-1)!;
  act(() => ws.open());
  return ws;
}

describe('a table that reconnects', () => {
  it('asks only for what came after the version it holds, and files the missed events under their own moves', async () => {
    const { result } = renderHook(() => useRoom('ABC123', 'tok', true));
    playToThree(FakeSocket.made[0]);
    expect(FakeSocket.made[0].messages()[0]).toMatchObject({ type: 'hello', since: 0 });
    const ws = await reconnect();
    expect(ws.messages()).toEqual([expect.objectContaining({ type: 'hello', room: 'ABC123', token: 'tok', since: 3, lang: 'en' })]);
    act(() => {
      ws.receive({ type: 'welcome', room, seat: 0 });
      ws.receive(update(6, [said(4, 'four', true), said(5, 'five', true), said(6, 'six', true), said(6, 'six too', true)]));
    });
    const game = result.current.game!;
    expect(game.version).toBe(6);
    expect(game.view).toEqual({ n: 6 });
    expect(game.log.map((e) => [e.version, e.text])).toEqual([[1, 'one'], [2, 'two'], [3, 'three'], [4, 'four'], [5, 'five'], [6, 'six'], [6, 'six too']]);
    // What happened last is the newest move's, not everything missed.
    expect(game.lastEvents.map((e) => e.text)).toEqual(['six', 'six too']);
    // Patches go on from the whole view.
    act(() => ws.receive(update(7, [said(7, 'seven')], false)));
    expect(result.current.game!.log.map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 6, 7]);
  });

  it('starts again from version 0 when the reader switched language while the socket was down', async () => {
    const { result } = renderHook(() => useRoom('ABC123', 'tok', true));
    playToThree(FakeSocket.made[0]);
    act(() => FakeSocket.made[0].drop());
    await act(() => i18n.changeLanguage('zh-Hant'));
    await act(() => vi.advanceTimersByTimeAsync(6000));
    const ws = FakeSocket.made[1];
    act(() => ws.open());
    expect(ws.messages()).toEqual([expect.objectContaining({ type: 'hello', since: 0, lang: 'zh-Hant' })]);
    act(() => {
      ws.receive({ type: 'welcome', room, seat: 0 });
      ws.receive(update(3, [said(1, '一', true), said(2, '二', true), said(3, '三', true)]));
    });
    expect(result.current.game!.log.map((e) => [e.version, e.text])).toEqual([[1, '一'], [2, '二'], [3, '三']]);
    // A fresh start shows no "last" events: nothing happened while the reader watched.
    expect(result.current.game!.lastEvents).toEqual([]);
  });

  it('takes a switch of language on an open socket as a fresh start, and its next drop resumes in the new language', async () => {
    const { result } = renderHook(() => useRoom('ABC123', 'tok', true));
    playToThree(FakeSocket.made[0]);
    const first = FakeSocket.made[0];
    await act(() => i18n.changeLanguage('zh-Hant'));
    expect(first.messages().at(-1)).toEqual({ type: 'lang', lang: 'zh-Hant', since: 0 });
    act(() => {
      first.receive({ type: 'welcome', room, seat: 0 });
      first.receive(update(3, [said(1, '一', true), said(2, '二', true), said(3, '三', true)]));
    });
    expect(result.current.game!.log.map((e) => e.text)).toEqual(['一', '二', '三']);
    const ws = await reconnect();
    expect(ws.messages()).toEqual([expect.objectContaining({ type: 'hello', since: 3, lang: 'zh-Hant' })]);
  });

  it('a room behind the version held (it should not happen) starts the log again from what it sends, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useRoom('ABC123', 'tok', true));
    playToThree(FakeSocket.made[0]);
    const ws = await reconnect();
    act(() => {
      ws.receive({ type: 'welcome', room, seat: 0 });
      ws.receive(update(2, []));
    });
    expect(result.current.game!.version).toBe(2);
    expect(result.current.game!.log).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/version 2 came after version 3/));
    error.mockRestore();
  });
});

describe('a facilitator\'s watch that reconnects', () => {
  it('asks only for what came after the version it holds, and keeps its log', async () => {
    const { result } = renderHook(() => useWatch('ABC123', 'fac', 1));
    playToThree(FakeSocket.made[0]);
    expect(FakeSocket.made[0].messages()[0]).toMatchObject({ type: 'hello', facilitator: 'fac', viewAs: 1, since: 0 });
    const ws = await reconnect();
    expect(ws.messages()).toEqual([expect.objectContaining({ type: 'hello', facilitator: 'fac', viewAs: 1, since: 3 })]);
    act(() => {
      ws.receive({ type: 'welcome', room, seat: null, watching: true });
      ws.receive(update(4, [said(4, 'four', true)]));
    });
    expect(result.current.game!.log.map((e) => [e.version, e.text])).toEqual([[1, 'one'], [2, 'two'], [3, 'three'], [4, 'four']]);
  });
});
