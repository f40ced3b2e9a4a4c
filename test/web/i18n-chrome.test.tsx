// @vitest-environment jsdom
/**
 * The interface chrome in Traditional Chinese (docs/architecture.md §12): the home page, the create-room
 * form, a table with its moves, log and end screen, and the local game's leave dialog, drawn in zh-Hant.
 * Chinese shows, and no catalogue key (what i18next shows for a message it cannot find, such as
 * "endScreen.title") reaches the page. The language goes back to English afterwards.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../../src/engine/index.ts';
import type { BoardModule } from '../../src/web/boards/types.ts';
import { Home } from '../../src/web/home/Home.tsx';
import { gamesListing } from '../../src/server/http/games-listing.ts';
import { listGames } from '../../src/games/all.ts';
import { catalogues, i18n, setLanguage } from '../../src/web/i18n/index.ts';
import { LeaveGame } from '../../src/web/local/LocalPage.tsx';
import type { RoomInfo } from '../../src/web/online/api.ts';
import { JoinCodeForm } from '../../src/web/online/JoinCodeForm.tsx';
import RoomPage from '../../src/web/online/RoomPage.tsx';
import { TurnClock } from '../../src/web/online/TurnClock.tsx';
import { Table } from '../../src/web/table/Table.tsx';
import type { TableSnapshot } from '../../src/web/table/types.ts';

const PASS = 0;
const fakeBoard: BoardModule = {
  Board: () => <div className="board">board</div>,
  classify: (_v, _s, a) => (a === PASS ? { group: 'Pass', pass: true } : { group: 'Play a card', target: `card:${a}` }),
  phaseHint: () => '',
  describe: (_v, _s, a) => (a === PASS ? 'Pass' : `Play card ${a}`),
  roundKey: () => 'round 1',
};
vi.mock('../../src/web/boards/index.ts', () => ({ loadBoard: async () => fakeBoard, hasBoard: () => true }));

/** Every interface key of the chrome's catalogues, plural forms by their base name ("actions.count"). */
const KEYS = (() => {
  const out = new Set<string>();
  const walk = (obj: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (typeof v === 'string') out.add(key.replace(/(_ordinal)?_(zero|one|two|few|many|other)$/, ''));
      else if (v && typeof v === 'object') walk(v as Record<string, unknown>, key);
    }
  };
  for (const [ns, messages] of Object.entries(catalogues().en)) if (ns !== 'workshop') walk(messages, '');
  // Keys that are plain words would match ordinary text; the chrome's are all dotted paths.
  return [...out].filter((k) => k.includes('.'));
})();

/** The page's words: its text and the words it gives assistive technology. */
function pageWords(): string {
  const attrs = [...document.body.querySelectorAll('*')].flatMap((el) =>
    ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a)).filter((v): v is string => !!v));
  return [document.body.textContent ?? '', ...attrs].join('\n');
}

function expectNoRawKeys() {
  const words = pageWords();
  expect(KEYS.filter((k) => words.includes(k))).toEqual([]);
}

function room(over: Partial<RoomInfo> = {}): RoomInfo {
  return {
    code: 'K7PQ2M', game: 'emigration', title: 'Emigration', status: 'lobby', players: 3, version: 0, active: [],
    seats: [
      { index: 0, kind: 'human', name: 'Amal', bot: null, standIn: null, connected: true },
      { index: 1, kind: 'open', name: null, bot: null, standIn: null, connected: false },
      { index: 2, kind: 'open', name: null, bot: null, standIn: null, connected: false },
    ],
    spectators: 2, broken: null, seeded: true, outcome: null,
    options: {}, customContent: false, turnTimer: { mode: 'realtime', seconds: 90 },
    ...over,
  };
}

/** A WebSocket that never connects: the lobby is drawn from the room info alone. */
class QuietSocket {
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 0;
  send() {}
  close() {}
}

function serveRoom(info: RoomInfo) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (url === `/api/rooms/${info.code}`
    ? new Response(JSON.stringify(info), { status: 200, headers: { 'content-type': 'application/json' } })
    : new Response(JSON.stringify({ error: { code: 'NO_SUCH_ROOM', message: 'There is no room.' } }), { status: 404, headers: { 'content-type': 'application/json' } }))));
  vi.stubGlobal('WebSocket', QuietSocket);
}

beforeAll(() => setLanguage('zh-Hant'));
afterAll(() => {
  setLanguage('en');
  localStorage.clear();
});
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('crossings.language', 'zh-Hant');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the interface in Traditional Chinese', () => {
  it('the language is Traditional Chinese while these tests run', () => {
    expect(i18n.language).toBe('zh-Hant');
    expect(KEYS.length).toBeGreaterThan(100);
  });

  it('the home page, a game in progress and the create-room form', async () => {
    localStorage.setItem('crossings.local', JSON.stringify({ game: 'emigration', actions: [[0, 1], [1, 2]] }));
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ games: gamesListing(listGames()), bots: [] }), { status: 200, headers: { 'content-type': 'application/json' } })));
    render(<Home />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('玩一玩關於難民與遷徙的遊戲');
    expect(screen.getByRole('heading', { name: '加入房間' })).toBeTruthy();
    expect(screen.getByLabelText('邀請碼或連結')).toBeTruthy();
    expect(screen.getByRole('button', { name: '加入或觀戰' })).toBeTruthy();
    // The game's own title, summary and length in Chinese too (src/web/i18n/games.ts).
    const card = (await screen.findByRole('heading', { name: 'Emigration：移居他鄉' }, { timeout: 5000 })).closest('article') as HTMLElement;
    expect(card.textContent).toContain('20–60 分鐘');
    expect(within(card).getByRole('option', { name: '合作' })).toBeTruthy();
    // The saved game's line, with the game's title in bold inside the Chinese sentence.
    const resume = await screen.findByRole('region', { name: '你還沒玩完的遊戲' });
    expect(resume.textContent).toContain('你有一局Emigration：移居他鄉還沒玩完（目前已走了 2 步）。');
    expect(resume.querySelector('strong')?.textContent).toBe('Emigration：移居他鄉');
    expect(within(card).getByRole('button', { name: '和電腦玩家對戰' })).toBeTruthy();
    expect(within(card).getByRole('option', { name: '困難' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '線上遊玩…' }));
    const form = within(card).getByRole('form', { name: '線上玩《Emigration：移居他鄉》' });
    expect(within(form).getByLabelText('你的名字')).toBeTruthy();
    expect(within(form).getByRole('option', { name: '每步限時 1 分鐘' })).toBeTruthy();
    expect(within(form).getByRole('option', { name: '每步限時 24 小時（回合制，不必同時在線）' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: '建立房間' })).toBeTruthy();
    // A name past the server's limit is told in Chinese, with the count of characters to remove.
    fireEvent.change(within(form).getByLabelText('你的名字'), { target: { value: 'x'.repeat(45) } });
    expect(within(form).getByRole('alert').textContent).toMatch(/請刪掉 5 個字元/);
    expectNoRawKeys();
  });

  it('the join form and the turn clock', () => {
    render(<><JoinCodeForm id="zh-code" /><TurnClock deadline={Date.now() + 5 * 3_600_000 + 60_000} mine /></>);
    expect(screen.getByPlaceholderText('例如 K7PQ2M')).toBeTruthy();
    expect(screen.getByTestId('turn-clock').textContent).toMatch(/你還有 5 小時 \d+ 分 可以決定/);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^輪到你：還剩 5 小時/);
    expectNoRawKeys();
  });

  it('a room\'s join form: open seats, the room\'s options and timer, the set deal', async () => {
    serveRoom(room());
    render(<RoomPage code="K7PQ2M" />);
    expect((await screen.findByTestId('open-seats')).textContent).toBe('還有 2 個空位。你可以坐下來玩，也可以在一旁觀戰。');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Emigration · 房間 K7PQ2M');
    expect(screen.getByTestId('room-timer').textContent).toBe('每步限時 1 分鐘 30 秒（時間到了，會由電腦玩家代為走一步）');
    expect(screen.getByTestId('seeded-notice').querySelector('strong')?.textContent).toBe('指定發牌：');
    expect(screen.getByRole('button', { name: '坐下來玩' })).toBeTruthy();
    expect(screen.getByPlaceholderText('訪客')).toBeTruthy();
    expectNoRawKeys();
  });

  it('the lobby, for the host, and the invite for the class', async () => {
    serveRoom(room());
    localStorage.setItem('crossings.room.K7PQ2M', JSON.stringify({ hostToken: 'h', token: 't', seat: 0, name: 'Amal' }));
    render(<RoomPage code="K7PQ2M" />);
    expect((await screen.findByTestId('open-seats')).textContent).toBe('還在等 2 位玩家。');
    const share = document.querySelector('.invite-text p')!;
    expect(share.textContent).toBe('把房間代碼 K7PQ2M 或這個連結分享給一起玩的人：');
    expect(share.querySelector('strong.invite-code')?.textContent).toBe('K7PQ2M');
    expect(screen.getByRole('button', { name: '現在開始，2 個空位由電腦玩家遞補' })).toBeTruthy();
    expect(screen.getByText('2 人在觀戰。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '讓出我的座位' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('class-view-toggle'));
    const classView = screen.getByTestId('class-view');
    expect(classView.textContent).toContain('選擇「加入房間」');
    expect(classView.textContent).toContain('還有 2 個空位。');
    expectNoRawKeys();
  });

  it('a table: the prompt, the moves, auto-pass, undo and the log', async () => {
    const snapshot: TableSnapshot = {
      gameId: 'fake', title: 'Fake', players: 2, viewer: 0, view: {}, version: 3, names: ['Amal', 'Bruno'], log: [], lastEvents: [], outcome: null,
      active: [0], canUndo: true, legal: [PASS, ...Array.from({ length: 10 }, (_, i) => i + 1)].map((a) => ({ action: a, label: a === PASS ? 'Pass' : `Play card ${a}` })),
    };
    render(<Table snapshot={snapshot} onAct={() => {}} onUndo={() => {}} />);
    await screen.findByText('board');
    expect(screen.getByTestId('prompt').textContent).toContain('輪到你了');
    expect(screen.getByTestId('prompt').textContent).toContain('點一下棋盤上亮起來的地方，或從 11 個選擇中挑一個。');
    expect(screen.getByRole('region', { name: '你可以走的步' })).toBeTruthy();
    expect(document.querySelector('.group-count')?.textContent).toBe('10 個選擇');
    expect(screen.getByRole('checkbox', { name: /只能跳過的時候/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '收回我的上一步' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '遊戲紀錄' })).toBeTruthy();
    expect(screen.getByText('還沒有發生任何事。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '玩法說明' })).toBeTruthy();
    expect(screen.getByText('輪到你')).toBeTruthy();
    expectNoRawKeys();
  });

  it('a spectator waits for two players, named in a Chinese list', async () => {
    const snapshot: TableSnapshot = {
      gameId: 'fake', title: 'Fake', players: 3, viewer: 'spectator', view: {}, version: 1, names: ['Amal', 'Bruno', 'Chen'], log: [], lastEvents: [], outcome: null,
      active: [0, 1, 2], legal: [],
    };
    render(<Table snapshot={snapshot} />);
    await screen.findByText('board');
    expect(screen.getByTestId('prompt').textContent).toBe('正在等Amal、Bruno和Chen 你正在觀戰。 Amal、Bruno和Chen正在考慮。');
    expectNoRawKeys();
  });

  it('the end screen: the winner, places and the buttons', async () => {
    const outcome: Outcome = { scores: [7, 4], ranks: [1, 2], winners: [0], tie: false, reason: 'All rounds played', stats: [{ safe: true }, { safe: false }] };
    const snapshot: TableSnapshot = {
      gameId: 'fake', title: 'Fake', players: 2, viewer: 0, view: {}, version: 20, names: ['Amal', 'Bruno'], log: [{ version: 20, text: 'The game ends.', kind: 'end' }],
      lastEvents: [], outcome, active: [], legal: [],
    };
    render(<Table snapshot={snapshot} onAct={() => {}} onPlayAgain={() => {}} onReplay={() => {}} />);
    await screen.findByText('board');
    const end = screen.getByTestId('end-screen');
    expect(within(end).getByRole('heading', { name: '遊戲結束' })).toBeTruthy();
    expect(end.querySelector('.end-headline')?.textContent).toBe('Amal獲勝。');
    expect(within(end).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['名次', '玩家', '分數', 'Safe']);
    expect(within(end).getByText('第 1 名')).toBeTruthy();
    expect(within(end).getByText('是')).toBeTruthy();
    expect(within(end).getByRole('button', { name: '再玩一次' })).toBeTruthy();
    expect(within(end).getByRole('button', { name: '觀看重播' })).toBeTruthy();
    expect(screen.getByTestId('prompt').textContent).toContain('遊戲結束了');
    expectNoRawKeys();
  });

  it('the local game\'s leave dialog', () => {
    render(<LeaveGame title="Emigration" over={false} onDiscard={() => {}} />);
    expect(screen.getByRole('button', { name: '離開遊戲' })).toBeTruthy();
    const dialog = screen.getByTestId('leave-dialog');
    expect(dialog.textContent).toContain('要離開這局遊戲嗎？');
    expect(dialog.textContent).toContain('這局《Emigration》已經存在這個瀏覽器裡');
    expectNoRawKeys();
  });

  it('a new language is taken up at once, and English comes back unchanged', async () => {
    render(<JoinCodeForm id="switch-code" />);
    expect(screen.getByRole('button', { name: '加入或觀戰' })).toBeTruthy();
    await act(async () => setLanguage('en'));
    expect(screen.getByRole('button', { name: 'Join or watch' })).toBeTruthy();
    await act(async () => setLanguage('zh-Hant'));
    expect(screen.getByRole('button', { name: '加入或觀戰' })).toBeTruthy();
  });
});
