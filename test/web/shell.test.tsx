// @vitest-environment jsdom
/**
 * The shell around the table: leaving a local game asks first and keeps or discards the
 * save as chosen; a wrong invite code is said next to the box and opens nothing; names show the
 * server's limit; counts read as words ("1 open seat"); the lobby shows the options, the timer and
 * a QR code of the invite link, also large for a class; giving up a seat asks first and keeps the seat
 * unless the server let it go.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Home } from '../../src/web/home/Home.tsx';
import LocalPage, { LeaveGame, newSetup } from '../../src/web/local/LocalPage.tsx';
import { STORAGE_KEY } from '../../src/web/local/match.ts';
import { NAME_MAX, TURN_TIMERS, cleanPlayerName, normalizeCode, type RoomInfo } from '../../src/web/online/api.ts';
import RoomPage from '../../src/web/online/RoomPage.tsx';
import { count, optionWords, timerWords } from '../../src/web/online/words.ts';
import { JoinSchema, cleanName } from '../../src/server/room/protocol.ts';
import { gamesListing } from '../../src/server/http/games-listing.ts';
import { listGames } from '../../src/games/all.ts';

/** The API as a table of answers: `GET /api/rooms/K7PQ2M` → status and body. */
type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let calls: Array<{ method: string; url: string; body: unknown }>;

function fakeFetch() {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const a = answers[`${method} ${url}`] ?? { status: 404, body: { error: { code: 'NO_SUCH_ROOM', message: 'There is no room.' } } };
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  });
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

function room(over: Partial<RoomInfo> = {}): RoomInfo {
  return {
    code: 'K7PQ2M', game: 'emigration', title: 'Emigration', status: 'lobby', players: 3, version: 0, active: [],
    seats: [
      { index: 0, kind: 'human', name: 'Amal', bot: null, standIn: null, connected: true },
      { index: 1, kind: 'open', name: null, bot: null, standIn: null, connected: false },
      { index: 2, kind: 'bot', name: null, bot: { kind: 'heuristic', strength: 'easy' }, standIn: null, connected: false },
    ],
    spectators: 0, broken: null, seeded: false, outcome: null,
    options: { mode: 'cooperative' }, customContent: false, turnTimer: { mode: 'realtime', seconds: 60 },
    ...over,
  };
}

beforeEach(() => {
  answers = {};
  calls = [];
  answers['GET /api/games'] = { status: 200, body: { games: gamesListing(listGames()), bots: [] } };
  localStorage.clear();
  history.replaceState(null, '', '/');
  vi.stubGlobal('fetch', fakeFetch());
  vi.stubGlobal('WebSocket', QuietSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('leaving a local game', () => {
  const saved = () => JSON.stringify(newSetup('emigration', 2, 'easy', 'You', 7));

  async function openLocalGame() {
    localStorage.setItem(STORAGE_KEY, saved());
    history.replaceState(null, '', '/play/emigration');
    render(<LocalPage game="emigration" />);
    const button = await screen.findByTestId('leave-game', {}, { timeout: 5000 });
    expect(button).toHaveProperty('textContent', 'Leave game');
    return button;
  }

  it('asks first; "Stay in the game" changes nothing and gives the focus back', async () => {
    const button = await openLocalGame();
    const before = localStorage.getItem(STORAGE_KEY);
    const dialog = screen.getByTestId('leave-dialog');
    expect(dialog.hasAttribute('open')).toBe(false);
    button.focus();
    fireEvent.click(button);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByRole('heading').textContent).toBe('Leave this game?');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the game for later' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay in the game' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(location.pathname).toBe('/play/emigration');
    expect(localStorage.getItem(STORAGE_KEY)).toBe(before);
  });

  it('Escape closes the dialog like "stay"', async () => {
    const button = await openLocalGame();
    fireEvent.click(button);
    const dialog = screen.getByTestId('leave-dialog');
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Discard the game' }), { key: 'Escape' });
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(location.pathname).toBe('/play/emigration');
    expect(localStorage.getItem(STORAGE_KEY)).not.toBeNull();
  });

  it('"Keep the game for later" goes home and keeps the save', async () => {
    const button = await openLocalGame();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Keep the game for later' }));
    expect(location.pathname).toBe('/');
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { game: string; seed: number } | null;
    expect(kept).toMatchObject({ game: 'emigration', seed: 7 });
  });

  it('"Discard the game" goes home and deletes the save', async () => {
    const button = await openLocalGame();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Discard the game' }));
    expect(location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    // A bot answer due later finds no match and saves nothing.
    await new Promise((r) => setTimeout(r, 50));
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('uses a native modal dialog where the browser has one', () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) { this.setAttribute('open', ''); });
    const close = vi.fn(function (this: HTMLDialogElement) { this.removeAttribute('open'); this.dispatchEvent(new Event('close')); });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    try {
      render(<LeaveGame title="Emigration" over={false} onDiscard={() => {}} />);
      const button = screen.getByTestId('leave-game');
      fireEvent.click(button);
      expect(showModal).toHaveBeenCalledOnce();
      expect(screen.getByTestId('leave-dialog').getAttribute('aria-labelledby')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Stay in the game' }));
      expect(close).toHaveBeenCalledOnce();
      expect(document.activeElement).toBe(button);
    } finally {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
    }
  });
});

describe('giving up a seat in the lobby', () => {
  const KEYS = 'crossings.room.K7PQ2M';
  async function openLobbyWithSeat() {
    answers['GET /api/rooms/K7PQ2M'] = { status: 200, body: room() };
    localStorage.setItem(KEYS, JSON.stringify({ token: 't', seat: 0, name: 'Amal' }));
    history.replaceState(null, '', '/room/K7PQ2M');
    render(<RoomPage code="K7PQ2M" />);
    const button = await screen.findByTestId('give-up-seat');
    fireEvent.click(button);
    const dialog = screen.getByTestId('give-up-dialog');
    expect(dialog.hasAttribute('open')).toBe(true);
    return { button, dialog };
  }
  /** Whether this browser still holds the seat's token. */
  const seatKept = () => (JSON.parse(localStorage.getItem(KEYS) ?? '{}') as { token?: string }).token === 't';
  const leaveCalls = () => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/leave'));

  it('asks first; "Keep my seat" sends nothing and gives the focus back', async () => {
    const { button, dialog } = await openLobbyWithSeat();
    expect(within(dialog).getByRole('heading').textContent).toBe('Give up your seat?');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep my seat' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my seat' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(leaveCalls()).toEqual([]);
    expect(seatKept()).toBe(true);
  });

  it('a refusal is said in the dialog and the seat is kept', async () => {
    answers['POST /api/rooms/K7PQ2M/leave'] = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'The server is restarting.' } } };
    const { dialog } = await openLobbyWithSeat();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give up the seat' }));
    const error = await screen.findByTestId('give-up-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('The server is restarting.');
    expect(error.textContent).toContain('It is still yours.');
    expect(leaveCalls()).toHaveLength(1);
    expect(location.pathname).toBe('/room/K7PQ2M');
    expect(seatKept()).toBe(true);
  });

  it('once the server lets the seat go, it is forgotten here and the page goes home', async () => {
    answers['POST /api/rooms/K7PQ2M/leave'] = { status: 200, body: { seat: 0 } };
    const { dialog } = await openLobbyWithSeat();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give up the seat' }));
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(leaveCalls()).toHaveLength(1);
    expect(seatKept()).toBe(false);
  });

  it('a token the server no longer knows holds no seat: it is forgotten too', async () => {
    answers['POST /api/rooms/K7PQ2M/leave'] = { status: 403, body: { error: { code: 'BAD_TOKEN', message: 'That token does not hold a seat in this room.' } } };
    const { dialog } = await openLobbyWithSeat();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give up the seat' }));
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(seatKept()).toBe(false);
  });
});

describe('the home page\'s game cards', () => {
  it('list the server\'s games; one the browser does not carry is offered online only', async () => {
    const listed = gamesListing(listGames());
    answers['GET /api/games'] = { status: 200, body: { games: [...listed, { ...listed[0], id: 'elsewhere', title: 'A server-only game', inBrowser: false }], bots: [] } };
    render(<Home />);
    const only = await screen.findByRole('article', { name: 'A server-only game' });
    expect(within(only).queryByRole('button', { name: 'Play against bots' })).toBeNull();
    expect(within(only).getByRole('button', { name: 'Play online…' })).toBeTruthy();
    expect(within(await screen.findByRole('article', { name: 'Emigration' })).getByRole('button', { name: 'Play against bots' })).toBeTruthy();
  });

  it('a game for exactly four says "4 players", never "4–4 players"; a range stays a range', async () => {
    render(<Home />);
    const facts = async (title: string) => (await screen.findByRole('article', { name: title })).querySelector('.facts')!.textContent;
    expect(await facts('Borderlines: A Perilous Escape')).toMatch(/^4 players ·/);
    expect(await facts('Emigration')).toMatch(/^2–6 players ·/);
    expect(document.body.textContent).not.toMatch(/(\d)–\1 players/);
  });
});

describe('joining a room by code from the home page', () => {
  it('a wrong code is said next to the box, keeps what was typed and opens nothing', async () => {
    render(<Home />);
    const box = screen.getByLabelText('Invite code or link');
    fireEvent.change(box, { target: { value: 'zz-top1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join or watch' }));
    const error = await screen.findByTestId('join-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('ZZTOP1');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect((box as HTMLInputElement).value).toBe('zz-top1');
    expect(location.pathname).toBe('/');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('GET /api/codes/ZZTOP1');
  });

  it('a room that exists is opened', async () => {
    answers['GET /api/codes/K7PQ2M'] = { status: 200, body: { kind: 'room', code: 'K7PQ2M', path: '/room/K7PQ2M', title: 'Pledge', joining: true } };
    render(<Home />);
    fireEvent.change(screen.getByLabelText('Invite code or link'), { target: { value: 'http://example.org/room/k7pq2m' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join or watch' }));
    await waitFor(() => expect(location.pathname).toBe('/room/K7PQ2M'));
    expect(screen.queryByTestId('join-error')).toBeNull();
  });

  it('a room page that finds no room offers a box to try another code', async () => {
    history.replaceState(null, '', '/room/ZZZZZZ');
    render(<RoomPage code="ZZZZZZ" />);
    expect((await screen.findByTestId('room-error')).textContent).toContain('ZZZZZZ');
    const box = screen.getByLabelText('Invite code or link') as HTMLInputElement;
    expect(box.value).toBe('ZZZZZZ');
    answers['GET /api/codes/K7PQ2M'] = { status: 200, body: { kind: 'room', code: 'K7PQ2M', path: '/room/K7PQ2M', title: 'Pledge', joining: true } };
    fireEvent.change(box, { target: { value: 'K7PQ2M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join or watch' }));
    await waitFor(() => expect(location.pathname).toBe('/room/K7PQ2M'));
  });
});

describe('one code box for rooms and classes', () => {
  it('a workshop code typed in the home page\'s box opens the class\'s join page', async () => {
    answers['GET /api/codes/WK4PQ7'] = { status: 200, body: { kind: 'workshop', code: 'WK4PQ7', path: '/w/WK4PQ7', title: 'Emigration', joining: true } };
    render(<Home />);
    fireEvent.change(screen.getByLabelText('Invite code or link'), { target: { value: 'wk4 pq7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join or watch' }));
    await waitFor(() => expect(location.pathname).toBe('/w/WK4PQ7'));
  });

  it('reads /join/, /w/ and /room/ links alike', () => {
    for (const link of ['http://192.168.1.5:8080/join/wk4pq7', 'http://x/w/WK4PQ7', 'https://x/room/wk4-pq7']) expect(normalizeCode(link)).toBe('WK4PQ7');
  });
});

describe('names and the server\'s limit', () => {
  it('the web\'s limit and cleaning are the server\'s', () => {
    expect(JoinSchema.safeParse({ name: 'x'.repeat(NAME_MAX) }).success).toBe(true);
    expect(JoinSchema.safeParse({ name: 'x'.repeat(NAME_MAX + 1) }).success).toBe(false);
    for (const raw of ['  Amal  ', 'A\u202Emal', 'Bru\u200Bno', 'a\t\n b', '\u3164', 'Zoë 🙂']) expect(cleanPlayerName(raw)).toBe(cleanName(raw));
  });

  async function openCreateForm() {
    render(<Home />);
    const card = (await screen.findByRole('heading', { name: 'Emigration' }, { timeout: 5000 })).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Play online…' }));
    return card;
  }

  it('the create-room form comes into view with its first field focused', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    try {
      const card = await openCreateForm();
      const name = within(card).getByLabelText('Your name');
      expect(document.activeElement).toBe(name);
      expect(scroll).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('comes into view without smooth scrolling for people who ask for less motion', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener() {}, removeEventListener() {} }));
    try {
      await openCreateForm();
      expect(scroll).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('counts a name as it is typed, says when the limit is reached, and refuses one past it without cutting it', async () => {
    const card = await openCreateForm();
    const name = within(card).getByLabelText('Your name') as HTMLInputElement;
    expect(name.maxLength).toBe(-1); // nothing is cut silently
    const counter = within(card).getByTestId('name-count');
    expect(counter.textContent).toBe(`0 / ${NAME_MAX}`);
    fireEvent.change(name, { target: { value: 'Amal Haddad' } });
    expect(counter.textContent).toBe(`11 / ${NAME_MAX}`);
    fireEvent.change(name, { target: { value: 'a'.repeat(NAME_MAX) } });
    expect(counter.textContent).toContain(`${NAME_MAX} / ${NAME_MAX}`);
    expect(counter.textContent).toContain('the longest a name can be');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(name, { target: { value: 'a'.repeat(NAME_MAX + 2) } });
    expect(name.value).toHaveLength(NAME_MAX + 2);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(counter.id);
    expect(within(counter).getByRole('alert').textContent).toContain('Remove 2 characters');
    fireEvent.click(within(card).getByRole('button', { name: 'Create the room' }));
    expect(calls.filter((c) => c.url !== '/api/games')).toEqual([]); // nothing sent to the server but the catalogue's request
    expect(document.activeElement).toBe(name);
  });
});

describe('the room\'s words', () => {
  it('counts without "(s)"', () => {
    expect(count(1, 'move')).toBe('1 move');
    expect(count(2, 'move')).toBe('2 moves');
    expect(count(1, 'person', 'people')).toBe('1 person');
    expect(count(3, 'person', 'people')).toBe('3 people');
  });

  it('says each turn timer as the create form does', () => {
    for (const t of TURN_TIMERS) expect(timerWords(t.spec && (t.spec.mode === 'realtime' ? t.spec : { mode: 'turn-based', seconds: t.spec.hours * 3600 }))).toBe(t.label);
    expect(timerWords({ mode: 'realtime', seconds: 90 })).toBe('1 minute 30 seconds per move');
    expect(timerWords({ mode: 'turn-based', seconds: 2 * 3600 })).toBe('2 hours per move (turn-based)');
    expect(timerWords({ mode: 'turn-based', seconds: 3 * 86_400 })).toBe('3 days per move (turn-based)');
  });

  it('names options by the game\'s variant labels, defaults filling the gaps', () => {
    const variants = [{ option: 'mode', label: 'Mode', choices: [{ value: 'competitive', label: 'competitive' }, { value: 'cooperative', label: 'cooperative' }] }];
    expect(optionWords(variants, { mode: 'cooperative' })).toEqual([{ label: 'Mode', value: 'cooperative' }]);
    expect(optionWords(variants, {}, { mode: 'competitive' })).toEqual([{ label: 'Mode', value: 'competitive' }]);
  });
});

describe('joining and the lobby', () => {
  for (const open of [1, 2]) {
    it(`the join form says how many seats are open, with no "(s)" (${open} open)`, async () => {
      const seats = room().seats.map((s) => (s.index < open ? { ...s, kind: 'open' as const, name: null, bot: null } : { ...s, kind: 'bot' as const, name: null, bot: { kind: 'heuristic', strength: 'easy' as const } }));
      answers['GET /api/rooms/K7PQ2M'] = { status: 200, body: room({ seats }) };
      history.replaceState(null, '', '/room/K7PQ2M');
      render(<RoomPage code="K7PQ2M" />);
      const text = (await screen.findByTestId('open-seats')).textContent ?? '';
      expect(text).toBe(open === 1 ? 'There is 1 open seat. Take it, or watch as a spectator.' : 'There are 2 open seats. Take one, or watch as a spectator.');
      expect(document.body.textContent).not.toContain('(s)');
      expect(screen.getByLabelText('Your name')).toBeTruthy();
    });

    it(`the lobby counts open seats in words (${open} open)`, async () => {
      const seats = room().seats.map((s) => (s.index >= 3 - open ? { ...s, kind: 'open' as const, name: null, bot: null } : s.index === 0 ? s : { ...s, kind: 'bot' as const, name: null, bot: { kind: 'heuristic', strength: 'easy' as const } }));
      answers['GET /api/rooms/K7PQ2M'] = { status: 200, body: room({ seats, spectators: open }) };
      localStorage.setItem('crossings.room.K7PQ2M', JSON.stringify({ hostToken: 'h', token: 't', seat: 0, name: 'Amal' }));
      history.replaceState(null, '', '/room/K7PQ2M');
      render(<RoomPage code="K7PQ2M" />);
      expect((await screen.findByTestId('open-seats')).textContent).toBe(open === 1 ? 'Waiting for 1 more player.' : 'Waiting for 2 more players.');
      expect(screen.getByRole('button', { name: open === 1 ? 'Start now, a bot takes the open seat' : 'Start now, bots take the 2 open seats' })).toBeTruthy();
      expect(screen.getByText(open === 1 ? '1 person watching.' : '2 people watching.')).toBeTruthy();
      expect(document.body.textContent).not.toContain('(s)');
    });
  }

  async function openLobby(over: Partial<RoomInfo> = {}) {
    answers['GET /api/rooms/K7PQ2M'] = { status: 200, body: room(over) };
    localStorage.setItem('crossings.room.K7PQ2M', JSON.stringify({ hostToken: 'h', token: 't', seat: 0, name: 'Amal' }));
    history.replaceState(null, '', '/room/K7PQ2M');
    render(<RoomPage code="K7PQ2M" />);
    await screen.findByRole('heading', { name: /room K7PQ2M/ });
  }

  const link = () => `${location.origin}/room/K7PQ2M`;
  /** The QR code's drawing for a text, as qrcode.react draws it: compared cell for cell. */
  const qrPaths = (value: string) => {
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(<QRCodeSVG value={value} level="M" marginSize={4} />);
    return [...host.querySelectorAll('path')].map((p) => p.getAttribute('d'));
  };

  it('shows the options and the turn timer in words, and a QR code of the invite link', async () => {
    await openLobby();
    await waitFor(() => expect(screen.getByTestId('room-options').textContent).toBe('Mode: cooperative'));
    expect(screen.getByTestId('room-timer').textContent).toContain('1 minute per move');
    const qr = screen.getByTestId('invite-qr');
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('aria-label')).toBe(`QR code of the invite link ${link()}`);
    expect([...qr.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual(qrPaths(link()));
    expect([...qr.querySelectorAll('path')].map((p) => p.getAttribute('d'))).not.toEqual(qrPaths(`${location.origin}/room/K7PQ2N`));
  });

  it('takes the game\'s defaults when the room names no option, and says when there is no timer', async () => {
    await openLobby({ options: {}, turnTimer: null });
    await waitFor(() => expect(screen.getByTestId('room-options').textContent).toBe('Mode: competitive'));
    expect(screen.getByTestId('room-timer').textContent).toBe('no time limit');
  });

  it('"Show for the class" shows the code and the QR code large, and hides them again', async () => {
    await openLobby();
    const toggle = screen.getByRole('button', { name: 'Show for the class' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const view = screen.getByTestId('class-view');
    expect(within(view).getByTestId('class-code').textContent).toBe('K7PQ2M');
    expect(view.textContent).toContain(location.host);
    const qr = within(view).getByTestId('class-qr');
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(512);
    expect([...qr.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual(qrPaths(link()));
    await act(async () => { fireEvent.click(toggle); });
    expect(screen.queryByTestId('class-view')).toBeNull();
  });
});
