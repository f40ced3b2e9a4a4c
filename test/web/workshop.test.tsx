// @vitest-environment jsdom
/**
 * The workshop pages, against a mocked server (docs/workshop.md): the create form, the
 * keyboard rearrangement of tables, the dashboard's stuck and paused tables, the debrief's questions
 * and timer, the CSV download, the student's join and the workshop banner.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyGame } from '../../src/web/engine-bundle.ts';
import type * as GamesModule from '../../src/web/workshop/games.ts';
import { parseRoute } from '../../src/web/router.ts';
import { Arrangement, columnsOf, moveStudent } from '../../src/web/workshop/Arrangement.tsx';
import CreatePage from '../../src/web/workshop/CreatePage.tsx';
import { DebriefView } from '../../src/web/workshop/DebriefPage.tsx';
import { HostView } from '../../src/web/workshop/HostPage.tsx';
import { DISPLACEMENT_VARIANTS } from '../../src/games/displacement/index.ts';
import { variantChoices } from '../../src/engine/variants.ts';
import { Questions } from '../../src/web/workshop/Questions.tsx';
import StudentPage from '../../src/web/workshop/StudentPage.tsx';
import { TableCard } from '../../src/web/workshop/TableCard.tsx';
import { Banner, WorkshopBanner } from '../../src/web/workshop/WorkshopBanner.tsx';
import { defaultTableSize, type Dashboard, type Results, type TableStatus, type WorkshopInfo } from '../../src/web/workshop/api.ts';

// Chart.js needs a real canvas: the debrief's chart is checked through what it is given.
const charts: Array<{ data: { labels: string[]; datasets: Array<{ label: string; data: number[] }> }; 'aria-label'?: string }> = [];
vi.mock('react-chartjs-2', () => ({
  Bar: (props: (typeof charts)[number]) => {
    charts.push(props);
    return <canvas role="img" aria-label={props['aria-label']} data-testid="chart" />;
  },
}));

// A game that declares a debrief (figures and questions), whatever the registered games declare today.
const fakeGame = {
  id: 'emigration', title: 'Emigration', minPlayers: 2, maxPlayers: 5,
  catalogue: {
    length: '30 minutes', variants: [],
    figures: { arrived: { label: 'Arrived', help: 'Reached a destination.' }, money: { label: 'Money left', help: '' } },
    debrief: { chart: { title: 'Who arrived, and with what', figures: ['arrived', 'money'] }, questions: ['What surprised you?', 'Who decided?', 'What would you change?'] },
  },
} as unknown as AnyGame;
vi.mock('../../src/web/workshop/games.ts', async (importOriginal) => {
  const real = await importOriginal<typeof GamesModule>();
  return { ...real, useGame: () => fakeGame, useBoardModule: () => null };
});

type Answer = { status: number; body: unknown; raw?: string };
let answers: Record<string, Answer>;
let calls: Array<{ method: string; url: string; body: unknown; auth: string | null }>;

function fakeFetch() {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined, auth: headers.authorization ?? null });
    const a = answers[`${method} ${url}`] ?? { status: 404, body: { error: { code: 'NO_SUCH_WORKSHOP', message: 'There is no workshop.' } } };
    return new Response(a.raw ?? JSON.stringify(a.body), { status: a.status, headers: { 'content-type': a.raw ? 'text/csv' : 'application/json' } });
  });
}

class QuietSocket {
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: (() => void) | null = null;
  readyState = 0;
  send() {}
  close() {}
}

function info(over: Partial<WorkshopInfo> = {}): WorkshopInfo {
  return { code: 'WK4PQ7', game: 'emigration', title: 'Emigration', language: 'en', phase: 'waiting', paused: false, message: null, students: 4, tableSize: 2, ...over };
}

function table(over: Partial<TableStatus> = {}): TableStatus {
  return {
    index: 0, room: 'RM0001', status: 'playing',
    seats: [
      { seat: 0, name: 'Amal', kind: 'student', studentId: 's1', standIn: false, connected: true },
      { seat: 1, name: 'Bot', kind: 'bot', standIn: false, connected: true },
    ],
    observers: [], progress: { label: 'Round 3 of 6', fraction: 0.5, scores: [4, 2] }, active: [0], waitingMs: 245_000, stuck: false, moves: 17, outcome: null,
    ...over,
  };
}

function waitingDashboard(): Dashboard {
  const students = [
    { id: 's1', nickname: 'Amal' }, { id: 's2', nickname: 'Bao' }, { id: 's3', nickname: 'Chen' }, { id: 's4', nickname: 'Dara' },
  ].map((s, i) => ({ ...s, table: i < 2 ? 0 : 1, seat: i % 2, observer: false, steppedOut: false, connected: true }));
  const seat = (id: string, name: string, seatNo: number) => ({ seat: seatNo, name, kind: 'student' as const, studentId: id, standIn: false, connected: true });
  return {
    workshop: info(),
    students,
    tables: [
      table({ index: 0, room: null, status: 'forming', seats: [seat('s1', 'Amal', 0), seat('s2', 'Bao', 1)], progress: null, active: [], waitingMs: null, moves: 0 }),
      table({ index: 1, room: null, status: 'forming', seats: [seat('s3', 'Chen', 0), seat('s4', 'Dara', 1)], progress: null, active: [], waitingMs: null, moves: 0 }),
    ],
  };
}

beforeEach(() => {
  answers = {};
  calls = [];
  charts.length = 0;
  localStorage.clear();
  history.replaceState(null, '', '/');
  vi.stubGlobal('fetch', fakeFetch());
  vi.stubGlobal('WebSocket', QuietSocket);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('workshop routes', () => {
  it('parses every workshop page', () => {
    expect(parseRoute('/workshop/new')).toEqual({ page: 'workshop', view: 'new' });
    expect(parseRoute('/workshop/wk4pq7/host')).toEqual({ page: 'workshop', view: 'host', code: 'WK4PQ7' });
    expect(parseRoute('/workshop/WK4PQ7/debrief')).toEqual({ page: 'workshop', view: 'debrief', code: 'WK4PQ7' });
    expect(parseRoute('/workshop/WK4PQ7/print')).toEqual({ page: 'workshop', view: 'print', code: 'WK4PQ7' });
    expect(parseRoute('/w/wk4pq7')).toEqual({ page: 'workshop', view: 'student', code: 'WK4PQ7' });
    expect(parseRoute('/workshop/WK4PQ7/other').page).toBe('not-found');
  });

  it('a table starts at the game’s best size', () => {
    expect(defaultTableSize(2, 5)).toBe(4);
    expect(defaultTableSize(3, 4)).toBe(4);
    expect(defaultTableSize(2, 3)).toBe(3);
    expect(defaultTableSize(5, 8)).toBe(5);
  });
});

/**
 * The create form once it can be sent: its submit button is enabled when the game list is in and the
 * first game chosen. The game select is no sign of it: jsdom shows its first option as its value before
 * React has chosen one, and a click on the still-disabled button sent nothing (a flaky failure under load).
 */
async function formReady(): Promise<{ gameSelect: HTMLSelectElement; submit: HTMLButtonElement }> {
  const gameSelect = (await screen.findByTestId('ws-game', {}, { timeout: 10_000 })) as HTMLSelectElement;
  const submit = screen.getByRole('button', { name: 'Create the workshop' }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false), { timeout: 10_000 });
  return { gameSelect, submit };
}

describe('creating a workshop', () => {
  it('sends the game, options, timer, language, table size and plan, and keeps the facilitator token', async () => {
    answers['POST /api/workshops'] = { status: 200, body: { code: 'WK4PQ7', facilitatorToken: 'fac-secret', workshop: info() } };
    render(<CreatePage />);
    const { gameSelect, submit } = await formReady();
    const firstGame = gameSelect.value;
    expect(firstGame).not.toBe('');
    fireEvent.change(screen.getByTestId('ws-timer'), { target: { value: '60s' } });
    fireEvent.change(screen.getByTestId('ws-language'), { target: { value: 'zh-Hant' } });
    const size = screen.getByTestId('ws-table-size') as HTMLSelectElement;
    const sizes = [...size.options].map((o) => Number(o.value));
    fireEvent.change(size, { target: { value: String(sizes[0]) } });
    expect(screen.getByTestId('ws-remainder-help').textContent).toMatch(/bot takes the empty seats/);
    fireEvent.click(screen.getByLabelText('Extra students watch a table'));
    expect(screen.getByTestId('ws-remainder-help').textContent).toMatch(/watch one of the tables/);
    fireEvent.click(submit);
    await waitFor(() => expect(location.pathname).toBe('/workshop/WK4PQ7/host'));
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/api/workshops');
    expect(sent?.body).toMatchObject({ game: firstGame, turnTimer: { mode: 'realtime', seconds: 60 }, language: 'zh-Hant', tableSize: sizes[0], remainder: 'observers' });
    expect(localStorage.getItem('crossings.workshop.WK4PQ7')).toBe('fac-secret');
  });

  it('shows the server’s refusal next to the form', async () => {
    answers['POST /api/workshops'] = { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many workshops from here.' } } };
    render(<CreatePage />);
    const { submit } = await formReady();
    fireEvent.click(submit);
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('Too many workshops from here.');
    expect(location.pathname).toBe('/');
  });
});

describe('rearranging tables by keyboard', () => {
  it('columnsOf and moveStudent keep every student once', () => {
    const cols = columnsOf(waitingDashboard());
    expect(cols).toEqual([{ players: ['s1', 's2'], observers: [] }, { players: ['s3', 's4'], observers: [] }]);
    expect(moveStudent(cols, 's1', 1, 3)).toEqual([{ players: ['s2'], observers: [] }, { players: ['s3', 's4', 's1'], observers: [] }]);
    expect(moveStudent(cols, 's1', 1, 2)).toEqual([{ players: ['s2'], observers: [] }, { players: ['s3', 's4'], observers: ['s1'] }]);
    expect(moveStudent(cols, 's1', 2, 2)).toEqual([{ players: ['s2'], observers: [] }, { players: ['s3', 's4'], observers: [] }, { players: ['s1'], observers: [] }]);
  });

  it('picks a student up with Enter, moves them with the arrow keys, announces each move and keeps the focus', async () => {
    const onArrange = vi.fn(async () => {});
    render(<Arrangement dashboard={waitingDashboard()} maxPlayers={3} onArrange={onArrange} />);
    const amal = screen.getByRole('button', { name: /Amal/ });
    amal.focus();
    // A button's Enter and Space are its click.
    fireEvent.click(amal);
    expect(amal.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('ws-announce').textContent).toBe('Amal selected, at table 1. Arrow keys move them; Escape puts them down.');
    fireEvent.keyDown(amal, { key: 'ArrowRight' });
    expect(onArrange).toHaveBeenLastCalledWith([['s2'], ['s3', 's4', 's1']], []);
    expect(screen.getByTestId('ws-announce').textContent).toBe('Amal moved to table 2, seat 3.');
    const moved = within(screen.getByTestId('ws-column-1')).getByRole('button', { name: /Amal/ });
    expect(document.activeElement).toBe(moved);
    fireEvent.keyDown(moved, { key: 'ArrowUp' });
    expect(onArrange).toHaveBeenLastCalledWith([['s2'], ['s3', 's1', 's4']], []);
    expect(screen.getByTestId('ws-announce').textContent).toBe('Amal moved to table 2, seat 2.');
    await waitFor(() => expect(onArrange).toHaveBeenCalledTimes(2));
  });

  it('arrow keys do nothing until a student is picked; Escape puts them down', () => {
    const onArrange = vi.fn(async () => {});
    render(<Arrangement dashboard={waitingDashboard()} maxPlayers={3} onArrange={onArrange} />);
    const bao = screen.getByRole('button', { name: /Bao/ });
    fireEvent.keyDown(bao, { key: 'ArrowRight' });
    expect(onArrange).not.toHaveBeenCalled();
    fireEvent.click(bao);
    fireEvent.keyDown(bao, { key: 'Escape' });
    expect(bao.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('ws-announce').textContent).toBe('Bao stays at table 1.');
  });

  it('the "Move to table…" menu moves the picked student, a full table makes them watch', async () => {
    const onArrange = vi.fn(async () => {});
    render(<Arrangement dashboard={waitingDashboard()} maxPlayers={2} onArrange={onArrange} />);
    fireEvent.click(screen.getByRole('button', { name: /Chen/ }));
    const menu = screen.getByLabelText('Move Chen to table…');
    expect([...(menu as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Choose a table', 'Table 1', 'New table']);
    fireEvent.change(menu, { target: { value: '0' } });
    expect(onArrange).toHaveBeenLastCalledWith([['s1', 's2'], ['s4']], [{ studentId: 's3', table: 0 }]);
    expect(screen.getByTestId('ws-announce').textContent).toBe('Chen moved to table 1 to watch: the table is full.');
    await waitFor(() => expect(onArrange).toHaveBeenCalledOnce());
  });

  it('a refused arrangement is said and the columns go back', async () => {
    const onArrange = vi.fn(async () => { throw new Error('A table needs at least 2 players.'); });
    render(<Arrangement dashboard={waitingDashboard()} maxPlayers={3} onArrange={onArrange} />);
    const amal = screen.getByRole('button', { name: /Amal/ });
    fireEvent.click(amal);
    fireEvent.keyDown(amal, { key: 'ArrowRight' });
    expect((await screen.findByRole('alert')).textContent).toBe('That arrangement was not accepted: A table needs at least 2 players.');
    expect(within(screen.getByTestId('ws-column-0')).getByRole('button', { name: /Amal/ })).toBeTruthy();
  });

  it('drag and drop moves a student to another column', async () => {
    const onArrange = vi.fn(async () => {});
    render(<Arrangement dashboard={waitingDashboard()} maxPlayers={3} onArrange={onArrange} />);
    fireEvent.dragStart(screen.getByRole('button', { name: /Dara/ }), { dataTransfer: { setData() {} } });
    fireEvent.drop(screen.getByTestId('ws-column-0'));
    expect(onArrange).toHaveBeenLastCalledWith([['s1', 's2', 's4'], ['s3']], []);
    await waitFor(() => expect(onArrange).toHaveBeenCalledOnce());
  });
});

describe('the live dashboard', () => {
  it('marks a stuck table with an icon and words, shows progress, whose turn and the scores so far', () => {
    render(<TableCard table={table({ stuck: true })} paused={false} />);
    const stuck = screen.getByTestId('ws-stuck');
    expect(stuck.textContent).toBe('⚠ Stuck: waiting for Amal (Player 1) for 4 min 05 s. Perhaps someone needs help.');
    expect(stuck.querySelector('[aria-hidden="true"]')?.textContent).toBe('⚠');
    expect(screen.getByText('Round 3 of 6')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('ws-status').textContent).toBe('▶ Playing');
    const rows = screen.getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['● Amal (Player 1)to act4', '▲ Player 2 (bot)2']);
  });

  it('a paused class: a clear banner, each table says Paused, and Resume sends paused: false', async () => {
    const dash: Dashboard = {
      workshop: info({ phase: 'playing', paused: true, message: { text: 'Five more minutes', at: 1 } }),
      students: [],
      tables: [table({ stuck: false }), table({ index: 1, room: 'RM0002', status: 'finished', active: [], waitingMs: null, outcome: { reason: 'done', scores: [3, 5], ranks: [2, 1], winners: [1], tie: false, stats: [{}, {}] } })],
    };
    answers['POST /api/workshops/WK4PQ7/pause'] = { status: 200, body: { ...dash, workshop: { ...dash.workshop, paused: false } } };
    const act = vi.fn(async (fn: () => Promise<Dashboard>) => { await fn(); });
    render(<HostView code="WK4PQ7" token="fac" dash={dash} error={null} actionError={null} act={act} />);
    expect(screen.getByTestId('ws-paused-banner').textContent).toBe('‖ The class is paused. Nobody can move and turn timers are stopped until you resume.');
    expect(within(screen.getByTestId('ws-card-0')).getByTestId('ws-status').textContent).toBe('‖ Paused');
    expect(within(screen.getByTestId('ws-card-1')).getByTestId('ws-result').textContent).toBe('Won by Player 2 (bot).');
    expect(screen.getByTestId('ws-current-message').textContent).toBe('Shown on every screen: “Five more minutes”');
    // The sign is drawn beside the words, not read out: the button is named by its words alone.
    expect(screen.getByTestId('ws-pause').textContent).toBe('▶ Resume play');
    expect(screen.getByRole('button', { name: 'Resume play' })).toBe(screen.getByTestId('ws-pause'));
    fireEvent.click(screen.getByTestId('ws-pause'));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/workshops/WK4PQ7/pause')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/workshops/WK4PQ7/pause');
    expect(sent).toMatchObject({ method: 'POST', body: { paused: false }, auth: 'Bearer fac' });
  });

  it('DP-D32: the host sees the rules every table plays — the rulebook, or the variants chosen at set-up', async () => {
    // The page's game is the fake one (above): give it Displacement's variants for this test.
    const fake = fakeGame as unknown as { ruleVariants?: unknown; catalogue: { variants: unknown } };
    fake.ruleVariants = DISPLACEMENT_VARIANTS;
    fake.catalogue.variants = variantChoices(DISPLACEMENT_VARIANTS);
    try {
      const dash: Dashboard = { workshop: info({ phase: 'playing', options: { roundLimit: 'on', housingWin: 'off' } }), students: [], tables: [table()] };
      const { unmount } = render(<HostView code="WK4PQ7" token="fac" dash={dash} error={null} actionError={null} act={vi.fn()} />);
      expect(screen.getByTestId('ws-rules').textContent).toBe('Rules: the rulebook, with the variants 16-round limit.');
      unmount();
      render(<HostView code="WK4PQ7" token="fac" dash={{ ...dash, workshop: info({ phase: 'playing' }) }} error={null} actionError={null} act={vi.fn()} />);
      expect(screen.getByTestId('ws-rules').textContent).toBe('Rules: the rulebook.');
    } finally {
      delete fake.ruleVariants;
      fake.catalogue.variants = [];
    }
  });

  it('end play asks first', async () => {
    const dash: Dashboard = { workshop: info({ phase: 'playing' }), students: [], tables: [table()] };
    answers['POST /api/workshops/WK4PQ7/end-play'] = { status: 200, body: { ...dash, workshop: { ...dash.workshop, phase: 'debrief' } } };
    const act = vi.fn(async (fn: () => Promise<Dashboard>) => { await fn(); });
    render(<HostView code="WK4PQ7" token="fac" dash={dash} error={null} actionError={null} act={act} />);
    fireEvent.click(screen.getByRole('button', { name: 'End play' }));
    expect(calls.some((c) => c.url.endsWith('/end-play'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, end play' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/workshops/WK4PQ7/end-play')).toBe(true));
  });

  it('the join screen shows the code large, the link and a QR code', () => {
    render(<HostView code="WK4PQ7" token="fac" dash={waitingDashboard()} error={null} actionError={null} act={vi.fn()} />);
    expect(screen.getByTestId('ws-join-code').textContent).toBe('WK4PQ7');
    expect(screen.getByText(`${location.origin}/w/WK4PQ7`)).toBeTruthy();
    expect(screen.getByRole('img', { name: `QR code of the join link ${location.origin}/w/WK4PQ7` })).toBeTruthy();
    expect(screen.getByTestId('ws-start').textContent).toBe('Start all 2 tables');
  });
});

describe('the debrief', () => {
  it('steps through the questions with buttons and arrow keys', () => {
    render(<Questions questions={['First?', 'Second?', 'Third?']} />);
    expect(screen.getByTestId('ws-question').textContent).toBe('First?');
    expect(screen.getByRole('button', { name: '← Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
    expect(screen.getByTestId('ws-q-count').textContent).toBe('Question 2 of 3');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByTestId('ws-question').textContent).toBe('Third?');
    expect(screen.getByRole('button', { name: 'Next →' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByTestId('ws-question').textContent).toBe('Third?');
    fireEvent.keyDown(document.body, { key: 'PageUp' });
    expect(screen.getByTestId('ws-question').textContent).toBe('Second?');
    fireEvent.click(screen.getByRole('button', { name: '← Previous' }));
    expect(screen.getByTestId('ws-question').textContent).toBe('First?');
  });

  it('the timer counts down, pauses, and says politely when the time is up', () => {
    vi.useFakeTimers();
    render(<Questions questions={['First?', 'Second?']} />);
    fireEvent.change(screen.getByTestId('ws-timer-length'), { target: { value: '60' } });
    expect(screen.getByTestId('ws-countdown').textContent).toBe('1:00');
    fireEvent.click(screen.getByRole('button', { name: 'Start the timer' }));
    act(() => { vi.advanceTimersByTime(20_000); });
    expect(screen.getByTestId('ws-countdown').textContent).toBe('0:40');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the timer' }));
    act(() => { vi.advanceTimersByTime(30_000); });
    expect(screen.getByTestId('ws-countdown').textContent).toBe('0:40');
    fireEvent.click(screen.getByRole('button', { name: 'Resume the timer' }));
    expect(screen.getByTestId('ws-timer-announce').textContent).toBe('');
    act(() => { vi.advanceTimersByTime(41_000); });
    expect(screen.getByTestId('ws-countdown').textContent).toBe('0:00');
    const announce = screen.getByTestId('ws-timer-announce');
    expect(announce.getAttribute('aria-live')).toBe('polite');
    expect(announce.textContent).toBe('Time is up for this question.');
    // The next question starts with a fresh timer.
    fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
    expect(screen.getByTestId('ws-countdown').textContent).toBe('1:00');
    expect(screen.getByTestId('ws-timer-announce').textContent).toBe('');
  });

  const results: Results = {
    workshop: info({ phase: 'debrief' }),
    tables: [
      { index: 0, room: 'RM0001', names: ['Amal', 'Bao'], kinds: ['student', 'student'], moves: 40, finalView: null,
        outcome: { reason: 'done', scores: [2, 1], ranks: [1, 2], winners: [0], tie: false, stats: [{ arrived: true, money: 3 }, { arrived: false, money: 0 }] } },
      { index: 1, room: 'RM0002', names: ['Chen', ''], kinds: ['student', 'bot'], moves: 12, finalView: null, outcome: null },
      { index: 2, room: 'RM0003', names: ['Dara', 'Eli'], kinds: ['student', 'student'], moves: 9, finalView: null,
        provisional: { after: 'Round 2 of 6', afterTexts: { 'zh-Hant': '第 2 輪（共 6 輪）' }, moves: 9, error: null },
        outcome: { reason: 'stopped', scores: [4, 5], ranks: [2, 1], winners: [], tie: false, stats: [{ arrived: false, money: 1 }, { arrived: true, money: 2 }] } },
    ],
    students: [
      { id: 's1', nickname: 'Amal', table: 0, seat: 0, observer: false, steppedOut: false },
      { id: 's2', nickname: 'Bao', table: 0, seat: 1, observer: false, steppedOut: false },
      { id: 's3', nickname: 'Chen', table: 1, seat: 0, observer: false, steppedOut: true },
      { id: 's4', nickname: 'Dara', table: 2, seat: 0, observer: false, steppedOut: false },
      { id: 's5', nickname: 'Eli', table: 2, seat: 1, observer: false, steppedOut: false },
      { id: 's6', nickname: '=Fay', table: null, seat: null, observer: false, steppedOut: false },
    ],
  };

  it('draws each table’s chart of numbers (a yes/no only in its table) with seat names, and gives a stopped table its provisional standing', () => {
    render(<DebriefView code="WK4PQ7" token="fac" results={results} />);
    expect(charts).toHaveLength(2);
    expect(charts[0].data.labels).toEqual(['Money left']);
    expect(charts[0].data.datasets.map((d) => [d.label, d.data])).toEqual([['● Amal (Player 1)', [3]], ['▲ Bao (Player 2)', [0]]]);
    const card = screen.getByTestId('ws-result-0');
    expect(within(card).getByText('Won by Amal (Player 1).')).toBeTruthy();
    const grid = within(card).getByRole('table');
    expect(within(grid).getAllByRole('row').map((r) => r.textContent)).toEqual(['PlayerStandingScoreArrivedMoney left', '● Amal (Player 1)winner#1, won2yes3', '▲ Bao (Player 2)#21no0']);
    const stopped = screen.getByTestId('ws-result-2');
    expect(screen.getByTestId('ws-headline-2').textContent).toBe('Stopped at Round 2 of 6: provisional standing.');
    expect(within(within(stopped).getByRole('table')).getAllByRole('row').map((r) => r.textContent)).toEqual(['PlayerStanding (provisional)Score so farArrivedMoney left', '● Dara (Player 1)#24no1', '▲ Eli (Player 2)#15yes2']);
    expect(screen.getAllByTestId('chart')[0].getAttribute('aria-label')).toMatch(/the same figures are in the table/);
    expect(within(screen.getByTestId('ws-result-1')).getByText('Stopped before the end: no result.')).toBeTruthy();
    expect(screen.getByTestId('ws-question').textContent).toBe('What surprised you?');
  });

  it('links each replay, in public or as one seat', () => {
    render(<DebriefView code="WK4PQ7" token="fac" results={results} />);
    const link = screen.getByTestId('ws-replay-0');
    expect(link.getAttribute('href')).toBe('/replay/room/RM0001');
    fireEvent.change(within(screen.getByTestId('ws-result-0')).getByLabelText('Replay as'), { target: { value: '1' } });
    expect(link.getAttribute('href')).toBe('/replay/room/RM0001?as=1');
    fireEvent.click(link);
    expect(location.pathname + location.search).toBe('/replay/room/RM0001?as=1');
  });

  it('deletes the workshop after asking, saying what goes, and says why when the server refuses', async () => {
    localStorage.setItem('crossings.workshop.WK4PQ7', 'fac');
    render(<DebriefView code="WK4PQ7" token="fac" results={results} />);
    fireEvent.click(screen.getByTestId('ws-delete'));
    expect(screen.getByRole('group', { name: 'Delete this workshop' }).textContent).toMatch(/Delete workshop WK4PQ7 with every student's nickname.*cannot be undone/);
    answers['DELETE /api/workshops/WK4PQ7'] = { status: 409, body: { error: { code: 'WRONG_PHASE', message: 'The class is playing: end play first, then delete the workshop.' } } };
    fireEvent.click(screen.getByTestId('ws-delete-yes'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not deleted: The class is playing/);
    answers['DELETE /api/workshops/WK4PQ7'] = { status: 200, body: { deleted: 'WK4PQ7' } };
    fireEvent.click(screen.getByTestId('ws-delete-yes'));
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(localStorage.getItem('crossings.workshop.WK4PQ7')).toBeNull();
  });

  it('downloads the class CSV: one row per student, human column names, standings kept for a stopped table', async () => {
    answers['GET /api/workshops/WK4PQ7/results'] = { status: 200, body: results };
    const created: Blob[] = [];
    const createObjectURL = vi.fn((b: Blob) => { created.push(b); return 'blob:csv'; });
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this); });
    render(<DebriefView code="WK4PQ7" token="fac" results={results} />);
    fireEvent.click(screen.getByTestId('ws-export'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls.find((c) => c.url.endsWith('/results'))).toMatchObject({ method: 'GET', auth: 'Bearer fac' });
    expect(clicked[0].download).toBe('workshop-WK4PQ7.csv');
    expect(clicked[0].getAttribute('href')).toBe('blob:csv');
    const lines = (await created[0].text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Workshop,Student,Table,Seat,Role,Stepped out,Table result,Standing,Won,Score,Arrived,Money left,Score so far');
    expect(lines[1]).toBe('WK4PQ7,Amal,1,1,player,no,finished,"#1, won",yes,2,yes,3,');
    expect(lines[3]).toBe('WK4PQ7,Chen,2,1,player,yes,Stopped before the end: no result.,,,,,,');
    expect(lines[4]).toBe('WK4PQ7,Dara,3,1,player,no,Stopped at Round 2 of 6: provisional standing.,#2,,,no,1,4');
    expect(lines[6]).toBe('WK4PQ7,\'=Fay,,,not at a table,no,,,,,,,');
  });

  it('says when the CSV cannot be had', async () => {
    answers['GET /api/workshops/WK4PQ7/results'] = { status: 403, body: { error: { code: 'FORBIDDEN', message: 'Not your workshop.' } } };
    render(<DebriefView code="WK4PQ7" token="fac" results={results} />);
    fireEvent.click(screen.getByTestId('ws-export'));
    expect((await screen.findByRole('alert')).textContent).toBe('The CSV could not be downloaded: Not your workshop.');
  });
});

describe('students', () => {
  it('join with a nickname and language, then wait and read the facilitator’s message', async () => {
    answers['GET /api/workshops/WK4PQ7'] = { status: 200, body: info() };
    answers['POST /api/workshops/WK4PQ7/students'] = { status: 200, body: { studentId: 's1', token: 'stu-token' } };
    answers['GET /api/workshops/WK4PQ7/me'] = { status: 200, body: { studentId: 's1', nickname: 'Amal', phase: 'waiting', paused: false, message: { text: 'Sit with your table', at: 1 }, language: 'en', table: { index: 1, room: null, seat: 0 }, steppedOut: false } };
    render(<StudentPage code="WK4PQ7" />);
    const form = await screen.findByTestId('ws-student-form');
    fireEvent.change(within(form).getByLabelText('Your nickname'), { target: { value: '  Amal ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Join' }));
    expect((await screen.findByTestId('ws-student-message')).textContent).toBe('From the facilitator: Sit with your table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Amal!');
    expect(screen.getByText('For now you are at table 2. The facilitator may still move people.')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/students'))?.body).toEqual({ nickname: 'Amal', language: 'en' });
    expect(localStorage.getItem('crossings.student.WK4PQ7')).toBe('stu-token');
    expect(calls.find((c) => c.url.endsWith('/me'))?.auth).toBe('Bearer stu-token');
  });

  it('an unknown code is said, with a box to type another', async () => {
    render(<StudentPage code="NOPE00" />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/There is no workshop with the code NOPE00/);
    expect(screen.getByLabelText('Workshop code')).toBeTruthy();
  });

  it('once seated, the student token becomes the room’s seat token', async () => {
    localStorage.setItem('crossings.student.WK4PQ7', 'stu-token');
    answers['GET /api/workshops/WK4PQ7'] = { status: 200, body: info({ phase: 'playing' }) };
    answers['GET /api/workshops/WK4PQ7/me'] = { status: 200, body: { studentId: 's1', nickname: 'Amal', phase: 'playing', paused: false, message: null, language: 'en', table: { index: 0, room: 'RM0001', seat: 2 }, steppedOut: false } };
    render(<StudentPage code="WK4PQ7" />);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('crossings.room.RM0001') ?? '{}')).toMatchObject({ token: 'stu-token', seat: 2, name: 'Amal' }));
  });

  it('the banner: paused, the message, and stepping out after a confirmation', async () => {
    localStorage.setItem('crossings.student.WK4PQ7', 'stu-token');
    const status = { studentId: 's1', nickname: 'Amal', phase: 'playing', paused: true, message: null, language: 'en', table: { index: 0, room: 'RM0001', seat: 0 }, steppedOut: false };
    answers['GET /api/workshops/WK4PQ7/me'] = { status: 200, body: status };
    answers['POST /api/workshops/WK4PQ7/step-out'] = { status: 200, body: { ...status, steppedOut: true } };
    answers['POST /api/workshops/WK4PQ7/step-in'] = { status: 200, body: status };
    render(<Banner code="WK4PQ7" paused message="Finish your round" />);
    expect(screen.getByTestId('ws-banner-paused').textContent).toBe('‖ The facilitator has paused the class. Moves resume when play resumes.');
    expect(screen.getByTestId('ws-banner-message').textContent).toBe('✉ From the facilitator: Finish your round');
    fireEvent.click(screen.getByTestId('ws-step-out'));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toMatch(/A bot plays your seat while you are away. Nothing is lost/);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Step out' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Step out' }));
    expect((await screen.findByTestId('ws-banner-out')).textContent).toMatch(/You have stepped out/);
    fireEvent.click(screen.getByRole('button', { name: 'Come back to my seat' }));
    await waitFor(() => expect(screen.queryByTestId('ws-banner-out')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/workshops/WK4PQ7/step-out', '/api/workshops/WK4PQ7/step-in']);
  });

  it('the banner says play has ended on a frozen table, and offers no stepping out', async () => {
    localStorage.setItem('crossings.student.WK4PQ7', 'stu-token');
    answers['GET /api/workshops/WK4PQ7/me'] = { status: 200, body: { studentId: 's1', nickname: 'Amal', phase: 'debrief', paused: true, message: null, language: 'en', table: { index: 0, room: 'RM0001', seat: 0 }, steppedOut: false } };
    render(<Banner code="WK4PQ7" paused message="" />);
    expect((await screen.findByTestId('ws-banner-ended')).textContent).toBe("■ Play has ended. Look at the facilitator's screen for the talk that follows.");
    expect(screen.queryByTestId('ws-banner-paused')).toBeNull();
    expect(screen.queryByTestId('ws-step-out')).toBeNull();
  });

  it('an ordinary room has no workshop banner', () => {
    const { container } = render(<WorkshopBanner room={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the teacher\'s CSV', () => {
  it('never names two columns alike, and does not repeat a figure a fixed column already says (Displacement\'s Won)', async () => {
    const { classCsv } = await import('../../src/web/workshop/standing.ts');
    const { fixedT } = await import('../../src/web/i18n/fixed.ts');
    const catalogue = { length: '', variants: [], score: null, figures: { won: { label: 'Won', help: '' }, housed: { label: 'Housed', help: '' } } };
    const results: Results = {
      workshop: info({ phase: 'debrief' }),
      tables: [{ index: 0, room: 'RM1', names: ['Amal', null], kinds: ['student', 'bot'], moves: 9, finalView: null, provisional: null,
        outcome: { reason: 'x', scores: [1, 0], ranks: [1, 2], winners: [0], tie: false, stats: [{ won: true, housed: 7 }, { won: false, housed: 3 }] } }],
      students: [{ id: 's1', nickname: 'Amal', table: 0, seat: 0, observer: false, steppedOut: false }],
    };
    const lines = classCsv(results, catalogue, fixedT('workshop'), 'en').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Workshop,Student,Table,Seat,Role,Stepped out,Table result,Standing,Won,Housed');
    expect(lines[1]).toBe('WK4PQ7,Amal,1,1,player,no,finished,"#1, won",yes,7');
  });
});

describe('the teacher\'s CSV in any spreadsheet', () => {
  it('no cell is a formula whatever the list separator (`,` `;` tab), and scores stay numbers', async () => {
    const { classCsv } = await import('../../src/web/workshop/standing.ts');
    const { fixedT } = await import('../../src/web/i18n/fixed.ts');
    const { isFormula, cellsEveryWay, readCsv } = await import('../csv-read.ts');
    const names = ['x;=1+1;', "y;=cmd|' /C calc'!A0;", '=SUM(A1)'];
    const results: Results = {
      workshop: info({ phase: 'debrief' }),
      tables: [{ index: 0, room: 'RM1', names: [...names], kinds: ['student', 'student', 'student'], moves: 9, finalView: null, provisional: null,
        outcome: { reason: 'x', scores: [-3, 0, 2], ranks: [3, 2, 1], winners: [2], tie: false, stats: [{}, {}, {}] } }],
      students: names.map((nickname, seat) => ({ id: `s${seat}`, nickname, table: 0, seat, observer: false, steppedOut: false })),
    };
    const text = classCsv(results, undefined, fixedT('workshop'), 'en');
    expect(cellsEveryWay(text).filter((c) => isFormula(c))).toEqual([]);
    expect(readCsv(text).slice(1).map((r) => r[1])).toEqual(["x;'=1+1;", "y;'=cmd|' /C calc'!A0;", "'=SUM(A1)"]);
  });
});

describe('a real class: timer, people, joining, the facilitator link, totals', () => {
  const playing = (over: Partial<WorkshopInfo> = {}): Dashboard => ({
    ...waitingDashboard(),
    workshop: info({ phase: 'playing', ...over }),
    tables: [table({ index: 0 }), table({ index: 1, room: 'RM0002' })],
    totals: [{ key: 'arrived', sum: 3, of: 4, yesNo: true }, { key: 'money', sum: 12, of: 4, yesNo: false }],
    now: Date.now(),
  });
  const run = (d: Dashboard) => {
    // As the page's own: a refused change is shown, never thrown.
    const act = vi.fn(async (fn: () => Promise<Dashboard>) => { await fn().catch(() => undefined); });
    render(<HostView code="WK4PQ7" token="fac" dash={d} error={null} actionError={null} act={act} />);
    return act;
  };

  it('parses the class view, the join sheet, the guide and /join/ links', () => {
    expect(parseRoute('/workshop/WK4PQ7/class')).toEqual({ page: 'workshop', view: 'class', code: 'WK4PQ7' });
    expect(parseRoute('/workshop/WK4PQ7/sheet')).toEqual({ page: 'workshop', view: 'sheet', code: 'WK4PQ7' });
    expect(parseRoute('/guide')).toEqual({ page: 'guide' });
    expect(parseRoute('/join/wk4pq7')).toEqual({ page: 'join', code: 'WK4PQ7' });
  });

  it('counts the session timer down with a warning in the last 5 minutes, and at 0 offers End play or more time', async () => {
    run(playing({ timer: { endsAt: Date.now() + 4 * 60_000 + 30_000, minutes: 40 } }));
    const left = screen.getAllByTestId('ws-time-left')[0];
    expect(left.textContent).toMatch(/Time left 4:(29|30)/);
    expect(left.textContent).toMatch(/5 minutes or less/);
    cleanup();
    const act = run(playing({ timer: { endsAt: Date.now() - 1000, minutes: 40 } }));
    expect(screen.getAllByTestId('ws-time-left')[0].textContent).toMatch(/Time is up/);
    answers['POST /api/workshops/WK4PQ7/timer'] = { status: 200, body: playing() };
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: '+5 minutes' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/timer'))?.body).toEqual({ extend: 5 }));
    expect(act).toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'End play' }));
    expect(screen.getByRole('button', { name: 'Yes, end play' })).toBeTruthy();
  });

  it('shows the class totals in the game\'s words', () => {
    run(playing());
    const totals = screen.getByTestId('ws-totals');
    expect(totals.textContent).toContain('3 of 4Arrived');
    expect(totals.textContent).toContain('12Money left');
  });

  it('renames, moves and removes a student, closes joining and chooses where latecomers go', async () => {
    run(playing());
    const people = screen.getByTestId('ws-people');
    const amal = within(people).getByTestId('ws-person-s1');
    fireEvent.click(within(amal).getByRole('button', { name: 'Rename' }));
    fireEvent.change(within(amal).getByLabelText('New name for Amal'), { target: { value: 'Amal K.' } });
    fireEvent.click(within(amal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/students/s1/rename'))?.body).toEqual({ nickname: 'Amal K.' }));
    fireEvent.change(within(amal).getByLabelText('Move Amal to another table'), { target: { value: '1:watch' } });
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/students/s1/move'))?.body).toEqual({ table: 1, watch: true }));
    // One click removes (the student can join again with the code).
    fireEvent.click(within(amal).getByRole('button', { name: /^Remove Amal from the class/ }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/students/s1/remove'))).toBe(true));
    fireEvent.click(screen.getByTestId('ws-joining-toggle'));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/joining'))?.body).toEqual({ open: false }));
    fireEvent.click(screen.getByLabelText(/watches a table/));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/joining')).at(-1)?.body).toEqual({ latecomers: 'watch' }));
  });

  it('marks who is here and removes everyone not here in one action, after saying how many', async () => {
    const d = playing();
    d.students = d.students.map((s, i) => ({ ...s, here: i === 0 }));
    const absent = d.students.length - 1;
    run(d);
    const people = screen.getByTestId('ws-people');
    expect(within(people).getByTestId(`ws-person-${d.students[0].id}`).textContent).toContain('page open');
    expect(within(people).getByTestId(`ws-person-${d.students[1].id}`).textContent).toContain('page not open');
    fireEvent.click(screen.getByTestId('ws-remove-absent'));
    expect(screen.getByRole('group', { name: new RegExp(`Remove the ${absent} student`) }).textContent).toMatch(new RegExp(`Take ${absent} student`));
    answers['POST /api/workshops/WK4PQ7/students/remove-absent'] = { status: 200, body: { ...playing(), removed: absent } };
    fireEvent.click(screen.getByTestId('ws-remove-absent-yes'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/students/remove-absent'))).toBe(true));
  });

  it('keeps the facilitator link hidden until asked for, and a new key replaces the kept one', async () => {
    run(playing());
    expect(screen.queryByTestId('ws-key-link')).toBeNull();
    fireEvent.click(screen.getByTestId('ws-key-toggle'));
    expect(screen.getByTestId('ws-key-link').textContent).toBe(`${location.origin}/workshop/WK4PQ7/host#key=fac`);
    answers['POST /api/workshops/WK4PQ7/facilitator-key'] = { status: 200, body: { facilitatorToken: 'fac-2' } };
    fireEvent.click(screen.getByTestId('ws-new-key'));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, make a new key' }));
    await waitFor(() => expect(localStorage.getItem('crossings.workshop.WK4PQ7')).toBe('fac-2'));
  });

  it('says on the join screen when phones cannot reach the server, and shows the address they can', async () => {
    answers['GET /api/join-address'] = { status: 200, body: { url: 'http://127.0.0.1:8080', addresses: [], source: 'loopback', loopbackOnly: true, problem: 'This server listens only on this computer (127.0.0.1), so phones cannot reach it. Stop the server and start it for a class with `npm run class`.' } };
    run(waitingDashboard());
    expect((await screen.findByTestId('ws-join-problem')).textContent).toMatch(/npm run class/);
    cleanup();
    answers['GET /api/join-address'] = { status: 200, body: { url: 'http://192.168.1.20:8080', addresses: ['http://192.168.1.20:8080'], source: 'network', loopbackOnly: false, problem: null } };
    run(waitingDashboard());
    await screen.findByText('http://192.168.1.20:8080/w/WK4PQ7');
    expect(screen.queryByTestId('ws-join-problem')).toBeNull();
  });
});
