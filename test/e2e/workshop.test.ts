/**
 * Workshops (docs/workshop.md) end to end, in real Chromium: a facilitator creates a workshop through
 * /workshop/new, eight students join (three in browsers through /w/<code>, five over the API and
 * WebSocket), the facilitator moves a student to another table with the keyboard and starts; pauses the
 * class (the browsers say so, a socket's move is refused with PAUSED) and resumes; a browser student
 * steps out (a bot plays meanwhile) and comes back; everyone plays to the end. Then the dashboard, the
 * debrief (a chart and its table per table, questions by keyboard, a timer), the print page, the CSV
 * export checked against every room's match record, and what reaches a student's browser over the wire
 * (never the facilitator's token, never another table's room). Axe and the 12-px text check run on
 * the host page, the student's waiting room and the debrief; screenshots go to test-results/screenshots.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, replay, spreadsheetSafe, type AnyGame, type MatchRecord, type Outcome } from '../../src/engine/index.ts';
import { listGames } from '../../src/games/all.ts';
import { api, type Client, type Frame } from '../server/helpers.ts';
import { joinStudents, readCsv, seatSocket, waitUntil } from '../server/workshop-helpers.ts';
import { tapRandomMove } from './tap-move.ts';
import { buildClient, resizeTo, screenshot, seriousViolations, settle, skipReason, smallText, startE2E, type E2E } from './browser.ts';

const mustRun = process.env.CI === 'true';
const skip = skipReason !== null && !mustRun;
if (skip) console.warn(`[e2e] ${skipReason}`);

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
/** Displacement finishes in about half the moves of #refugee at four seats (random play: ~150 against ~250). */
const GAME = 'displacement';
/** How long a socket student takes over a move. */
const SOCKET_MOVE_MS = 120;

/** Axe (on the whole page, or only on `only`) and, on a phone, the 12-px text check of the whole page. */
async function checkPage(page: Page, where: string, only?: string): Promise<void> {
  await settle(page);
  expect(await seriousViolations(page, only), `axe on ${where}`).toEqual([]);
  const size = page.viewportSize();
  if (size && size.width <= 480) expect(await smallText(page), `text under 12 px on ${where}`).toEqual([]);
}

interface BrowserStudent {
  nickname: string;
  context: BrowserContext;
  page: Page;
  /** Every WebSocket frame this browser received, as text. */
  frames: string[];
  token: string;
  studentId: string;
}

interface SocketStudent {
  nickname: string;
  studentId: string;
  token: string;
  client: Client | null;
  refusals: Frame[];
}

/**
 * Plays random legal moves for a socket student. Unlike helpers' `playRandomly`, a pause is waited
 * out (no move is sent while frames say `paused`; a PAUSED refusal is kept, and the room frame of the
 * resume asks for the view again) rather than answered with a resync loop.
 */
function playRandomWhenAllowed(s: SocketStudent, seed: number): void {
  const c = s.client as Client;
  const rng = new Rng(seed);
  let lastSent = -1;
  let paused = false;
  c.onFrame = (f) => {
    if (f.type === 'room') {
      const now = !!(f.room?.workshop?.paused ?? f.room?.paused);
      if (paused && !now) {
        lastSent = -1;
        c.send({ type: 'sync' });
      }
      paused = now;
      return;
    }
    if (f.type === 'error') {
      if (f.code === 'PAUSED') {
        s.refusals.push(f);
        paused = true;
        return;
      }
      if (f.code !== 'STALE_VERSION' && f.code !== 'RATE_LIMITED') {
        lastSent = -1;
        c.send({ type: 'sync' });
      }
      return;
    }
    if (f.type !== 'update') return;
    paused = !!f.paused;
    if (paused || f.status !== 'playing' || !f.legal.length || f.version <= lastSent) return;
    lastSent = f.version;
    const action = rng.pick(f.legal as Array<{ action: number }>).action;
    // A person's pace, roughly: the tables last long enough for the browsers to take part.
    setTimeout(() => {
      if (!paused && c.lastUpdate()?.version === f.version) c.send({ type: 'action', action, expectedVersion: f.version });
    }, SOCKET_MOVE_MS);
  };
}

/** Plays one browser student's seat to the end, clicking a legal move whenever the table offers some. */
async function playBrowserToEnd(page: Page, seed: number): Promise<number> {
  const rng = new Rng(seed);
  let clicks = 0;
  for (let guard = 0; guard < 2000; guard++) {
    const state = await page.waitForFunction(() => {
      if (document.querySelector('.end-screen')) return 'over';
      if (document.querySelector('[data-testid=ws-banner-paused], [data-testid=ws-banner-out]')) return false;
      return document.querySelectorAll('.actions button.action:not([disabled])').length > 0 ? 'move' : false;
    }, undefined, { timeout: 120_000, polling: 50 });
    if ((await state.jsonValue()) === 'over') return clicks;
    const version = await page.locator('.table').getAttribute('data-version');
    await page.waitForTimeout(60);
    if ((await page.locator('.table').getAttribute('data-version')) !== version) continue;
    // A lone pass is the table's to play (auto-pass): wait for it.
    const lonePass = await page.evaluate(() => {
      const all = document.querySelectorAll('.actions button.action');
      return all.length === 1 && all[0].hasAttribute('data-pass');
    });
    if (!lonePass) {
      const clicked = await tapRandomMove(page, rng.float());
      if (!clicked) continue;
      clicks++;
    }
    await page.waitForFunction((v) => document.querySelector('.table')?.getAttribute('data-version') !== v || !!document.querySelector('.end-screen'), version, { timeout: 120_000, polling: 30 });
  }
  throw new Error('no end screen after 2000 turns');
}

/** Expected CSV text of an outcome figure, as the export writes it (booleans yes/no). */
function csvValue(v: number | string | boolean | undefined): string {
  if (v === undefined) return '';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return String(v);
}

/** A text cell as the export writes it (src/engine/spreadsheet.ts): formula-like text gets a leading apostrophe. */
function csvText(s: string): string {
  return spreadsheetSafe(s);
}

describe.skipIf(skip)('a workshop in Chromium', { timeout: 300_000 }, () => {
  let e2e: E2E;
  let host: Page;
  let code = '';
  let facilitatorToken = '';
  let game: AnyGame;
  const browsers: BrowserStudent[] = [];
  /** Browser students' play, running while the test goes on (awaited at the end). */
  const background: Array<Promise<number>> = [];
  const sockets: SocketStudent[] = [];
  /** Every student's nickname, in arrival order. */
  const arrival: string[] = [];
  const dash = async () => {
    const res = await api(e2e.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, facilitatorToken);
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    game = listGames().find((g) => g.id === GAME) as AnyGame;
    e2e = await startE2E(await buildClient());
  }, 180_000);
  afterAll(async () => {
    for (const s of sockets) await s.client?.close();
    await e2e?.close();
  });

  it('the facilitator creates the workshop through the form', async () => {
    const ctx = await e2e.browser.newContext({ viewport: PROJECTOR });
    host = await e2e.newPage(ctx);
    await host.goto(`${e2e.url}/workshop/new`);
    await host.getByTestId('ws-game').waitFor();
    await host.getByTestId('ws-game').selectOption(GAME);
    // The game's best size for a table (at most 4), and bots for short tables.
    await host.waitForFunction(() => (document.querySelector('[data-testid=ws-table-size]') as HTMLSelectElement | null)?.value === '4');
    expect(await host.locator('input[name=ws-remainder][value=bots]').isChecked()).toBe(true);
    await host.getByRole('button', { name: 'Create the workshop' }).click();
    await host.waitForURL(/\/workshop\/[A-Z0-9]+\/host$/);
    code = /\/workshop\/([A-Z0-9]+)\/host$/.exec(host.url())![1];
    facilitatorToken = (await host.evaluate((c) => localStorage.getItem(`crossings.workshop.${c}`), code)) ?? '';
    expect(facilitatorToken.length).toBeGreaterThan(10);
    await host.getByTestId('ws-join-code').waitFor();
    expect(await host.getByTestId('ws-join-code').textContent()).toBe(code);
    const info = (await api(e2e.url, 'GET', `/api/workshops/${code}`)).body;
    expect(info).toMatchObject({ game: GAME, phase: 'waiting', tableSize: 4, remainder: 'bots' });
  });

  it('eight students join: three in browsers with the nickname form (one through the short link), five over the API', async () => {
    const joinBrowser = async (nickname: string, shot = false, address = `/w/${code}`) => {
      const context = await e2e.browser.newContext({ viewport: PHONE });
      const page = await e2e.newPage(context);
      const frames: string[] = [];
      page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'))));
      await page.goto(`${e2e.url}${address}`);
      await page.getByTestId('ws-student-form').waitFor();
      // The short link is answered with the student's page, shown at that page's own address (class-routes.ts).
      expect(new URL(page.url()).pathname).toBe(`/w/${code}`);
      if (shot) {
        await checkPage(page, 'student join form (phone)');
        await screenshot(page, 'ws-student-join-phone');
      }
      await page.locator('#ws-nickname').fill(nickname);
      await page.getByTestId('ws-student-form').getByRole('button', { name: /join/i }).click();
      await page.locator('.ws-waiting').waitFor();
      const token = (await page.evaluate((c) => localStorage.getItem(`crossings.student.${c}`), code)) ?? '';
      expect(token.length).toBeGreaterThan(10);
      arrival.push(nickname);
      const student: BrowserStudent = { nickname, context, page, frames, token, studentId: '' };
      browsers.push(student);
      return student;
    };
    const joinSocket = async (nickname: string) => {
      const [s] = await joinStudents(e2e.url, code, [nickname]);
      arrival.push(nickname);
      sockets.push({ ...s, client: null, refusals: [] });
    };
    // Arrival order makes the tables: [Amira, Chen Li, Dana, =Eve] and [Bảo, Jonas, 陳美, Farah].
    await joinBrowser('Amira', true);
    await joinSocket('Chen, Li');
    await joinSocket('Dana "D"');
    await joinSocket('=Eve');
    await joinBrowser('Bảo');
    await joinBrowser('Jonas', false, `/join/${code.toLowerCase()}`);
    await joinSocket('陳美');
    await joinSocket('Farah');

    const d = await dash();
    expect(d.students).toHaveLength(8);
    for (const b of browsers) b.studentId = d.students.find((s: { nickname: string }) => s.nickname === b.nickname).id;
    expect(d.tables.map((t: { seats: Array<{ name: string }> }) => t.seats.map((s) => s.name))).toEqual([
      ['Amira', 'Chen, Li', 'Dana "D"', '=Eve'],
      ['Bảo', 'Jonas', '陳美', 'Farah'],
    ]);

    // The student's waiting room, on a phone: which table they are planned at.
    const amira = browsers[0].page;
    await amira.getByText('Table 1', { exact: false }).first().waitFor();
    await checkPage(amira, 'student waiting room (phone)');
    await screenshot(amira, 'ws-student-waiting-phone');
  });

  it('the facilitator moves a student to the other table with the keyboard, on the host page', async () => {
    await host.getByTestId('ws-column-1').waitFor();
    await host.waitForFunction(() => document.querySelectorAll('[data-student]').length === 8);
    const eve = sockets.find((s) => s.nickname === '=Eve')!;
    const chip = host.locator(`[data-student="${eve.studentId}"]`);
    await chip.focus();
    await host.keyboard.press('Enter');
    await host.waitForFunction((id) => document.querySelector(`[data-student="${id}"]`)?.getAttribute('aria-pressed') === 'true', eve.studentId);
    expect(await host.getByTestId('ws-announce').textContent()).toMatch(/=Eve selected, at table 1/);
    await host.keyboard.press('ArrowRight');
    await host.waitForFunction(() => /=Eve moved to table 2, seat 5/.test(document.querySelector('[data-testid=ws-announce]')?.textContent ?? ''));
    // The chip keeps the focus where it went, and Escape puts the student down there.
    await host.waitForFunction((id) => (document.activeElement as HTMLElement | null)?.dataset.student === id, eve.studentId);
    await host.keyboard.press('Escape');
    await host.waitForFunction((id) => document.querySelector(`[data-testid=ws-column-1] [data-student="${id}"]`)?.getAttribute('aria-pressed') === 'false', eve.studentId);

    // The server has the new plan: a bot fills table 1 to four, table 2 plays five.
    await waitUntil(async () => (await dash()).tables[1].seats.length === 5, 10_000, 'the new plan');
    const d = await dash();
    expect(d.tables.map((t: { seats: Array<{ name: string | null; kind: string }> }) => t.seats.map((s) => (s.kind === 'bot' ? 'bot' : s.name)))).toEqual([
      ['Amira', 'Chen, Li', 'Dana "D"', 'bot'],
      ['Bảo', 'Jonas', '陳美', 'Farah', '=Eve'],
    ]);
    expect(d.students.find((s: { id: string }) => s.id === eve.studentId)).toMatchObject({ table: 1, seat: 4 });
    // The page says so too: table 1 is told it gets a bot; before the start nobody is called "not connected".
    expect(await host.getByTestId('ws-bots-0').textContent()).toBe('+ 1 bot fills the table');
    expect(await host.getByTestId('ws-bots-1').count()).toBe(0);
    expect(await host.getByText('not connected').count()).toBe(0);

    // The join screen and waiting room, on a projector and on a phone; no serious violation.
    await host.getByText('Start all 2 tables').waitFor();
    await checkPage(host, 'host waiting room (1920)');
    await screenshot(host, 'ws-host-waiting-1920');
    await resizeTo(host, PHONE);
    await checkPage(host, 'host waiting room (phone)');
    await screenshot(host, 'ws-host-waiting-phone');
    await resizeTo(host, PROJECTOR);
  });

  it('starts: every student reaches their table (browsers on the page, sockets with their student token)', async () => {
    await host.getByTestId('ws-start').click();
    await host.getByTestId('ws-card-1').waitFor();
    const d = await dash();
    expect(d.workshop.phase).toBe('playing');
    expect(d.tables.every((t: { room: string | null }) => typeof t.room === 'string')).toBe(true);
    for (const s of sockets) {
      const me = (await api(e2e.url, 'GET', `/api/workshops/${code}/me`, undefined, s.token)).body;
      expect(me.table.seat).not.toBeNull();
      s.client = await seatSocket(e2e.url.replace(/^http/, 'ws') + '/ws', me.table.room, s.token);
    }
    for (const b of browsers) await b.page.locator('.table').waitFor({ timeout: 30_000 });
  });

  it('pausing from the host page stops the class: browsers show the banner, a socket move is refused with PAUSED; resuming lets play go on', async () => {
    await host.getByTestId('ws-pause').click();
    await host.getByTestId('ws-paused-banner').waitFor();
    for (const b of browsers) await b.page.getByTestId('ws-banner-paused').waitFor();
    const d = await dash();
    expect(d.workshop.paused).toBe(true);

    // A socket student's move, whoever's turn it is: refused with PAUSED.
    const s = sockets[0];
    const c = s.client as Client;
    const last = c.lastUpdate()!;
    const refused = await c.request({ type: 'action', action: last.legal[0]?.action ?? 0, expectedVersion: last.version, id: 7 }, (f) => f.type === 'error');
    expect(refused).toMatchObject({ code: 'PAUSED', id: 7 });
    expect(refused.message).toMatch(/paused the class/);

    // A browser student's tap meets the same refusal, in words, and the table stays where it was.
    const amira = browsers[0].page;
    const tapAt = await amira.locator('.table').getAttribute('data-version');
    if (await amira.locator('.actions button.action:not([disabled])').count()) {
      await amira.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>('.actions button.action')].find((b) => b.offsetParent !== null && !b.disabled)?.click());
      await amira.getByRole('alert').filter({ hasText: /paused the class/ }).waitFor({ timeout: 10_000 });
      expect(await amira.locator('.table').getAttribute('data-version')).toBe(tapAt);
    }

    // Nothing moves meanwhile, bots included.
    const before = d.tables.map((t: { moves: number }) => t.moves);
    await host.waitForTimeout(1200);
    expect((await dash()).tables.map((t: { moves: number }) => t.moves)).toEqual(before);

    // The table itself is table-ux.test.ts's to check; here the workshop's banner on it.
    await checkPage(browsers[0].page, 'student table, paused (phone)', '[data-testid=ws-banner]');
    await screenshot(browsers[0].page, 'ws-student-paused-phone');
    await checkPage(host, 'host dashboard, paused (1920)');
    await screenshot(host, 'ws-dashboard-paused-1920');

    // Resume: sockets play randomly from now on, and so do the browser students of table 2.
    sockets.forEach((x, i) => playRandomWhenAllowed(x, 100 + i));
    await host.getByTestId('ws-pause').click();
    await host.getByTestId('ws-paused-banner').waitFor({ state: 'detached' });
    for (const b of browsers) await b.page.getByTestId('ws-banner-paused').waitFor({ state: 'detached' });
    for (const x of sockets) x.client!.send({ type: 'sync' });
    background.push(...browsers.slice(1).map((b, i) => playBrowserToEnd(b.page, 8 + i)));
    background.forEach((p) => p.catch(() => undefined));
    // Play goes on: table 2 moves; table 1 moves up to Amira's turn (she plays after stepping out and back).
    await waitUntil(async () => {
      const now = (await dash()).tables as Array<{ moves: number; active: number[]; status: string }>;
      return (now[1].moves > before[1] || now[1].status === 'finished') && (now[0].moves > before[0] || now[0].active.includes(0));
    }, 30_000, 'moves after the resume');
  });

  it('a browser student steps out (after confirming) and comes back; a bot plays their seat meanwhile', async () => {
    const amira = browsers[0];
    const page = amira.page;
    await page.getByTestId('ws-step-out').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button').first().click();
    await page.getByTestId('ws-banner-out').waitFor();
    const seatOf = async () => {
      const d = await dash();
      const table = d.tables[0] as { moves: number; status: string; seats: Array<{ studentId?: string; standIn: boolean }> };
      return { table, seat: table.seats.find((x) => x.studentId === amira.studentId)! };
    };
    const out = await seatOf();
    expect(out.seat.standIn).toBe(true);
    expect((await dash()).students.find((x: { id: string }) => x.id === amira.studentId).steppedOut).toBe(true);
    // The table plays on without her: her seat's stand-in and the others move.
    const seat = out.table.seats.indexOf(out.seat);
    const from = amira.frames.length;
    const versionAt = Number(await page.locator('.table').getAttribute('data-version'));
    // Her seat was to act after she stepped out, and the table moved on from there: the stand-in played.
    // Seen in her page's updates or on the dashboard, whichever catches her seat's turn (the server
    // coalesces a page's frames when moves come fast, and a poll may fall between two moves).
    let hersAt: number | null = null;
    await waitUntil(async () => {
      const updates = amira.frames.slice(from).filter((f) => f.startsWith('{"type":"update"')).map((f) => JSON.parse(f) as { version: number; active: number[] });
      const hers = updates.findIndex((u) => u.active.includes(seat));
      if (hers >= 0 && updates.slice(hers + 1).some((u) => u.version > updates[hers].version + 1)) return true;
      const table = (await dash()).tables[0] as { moves: number; active: number[]; status: string };
      if (hersAt === null && table.active.includes(seat)) hersAt = table.moves;
      if (hersAt !== null && table.moves > hersAt + 1) return true;
      // The stand-in moves at once, so both views above can miss her turn on a busy machine. Turns go
      // round the table one seat at a time (Displacement's activeSeats: the current seat), and a seat left without a
      // player would stop it: four moves a seat played since she stepped out, or the game finished,
      // mean her turn came and her stand-in took it.
      return table.moves >= out.table.moves + 4 * out.table.seats.length || table.status === 'finished';
    }, 60_000, 'a bot to play Amira\'s seat');
    // Her page draws the table's moves too; the dashboard above may see them a frame before the page does.
    await page.waitForFunction((v) => Number(document.querySelector('.table')?.getAttribute('data-version')) > v, versionAt, { timeout: 10_000 });
    await page.getByRole('button', { name: /come back/i }).click();
    await page.getByTestId('ws-banner-out').waitFor({ state: 'detached' });
    // The table's other seats play on quickly: it can finish in the moment she comes back, and a finished
    // table keeps its last seating (the stand-in stays on the record) — then only her status is checked.
    await waitUntil(async () => {
      const now = await seatOf();
      return !now.seat.standIn || now.table.status !== 'playing';
    }, 10_000, 'the stand-in to leave').catch(async (err) => {
      const now = await seatOf();
      const me = (await api(e2e.url, 'GET', `/api/workshops/${code}/me`, undefined, amira.token)).body;
      const room = (await api(e2e.url, 'GET', `/api/rooms/${me.table.room}`)).body;
      console.log(JSON.stringify({ now, me, room }, null, 1));
      throw err;
    });
    expect((await dash()).students.find((x: { id: string }) => x.id === amira.studentId).steppedOut).toBe(false);
  });

  it('everyone plays to the end; the dashboard shows every table finished', async () => {
    background.push(playBrowserToEnd(browsers[0].page, 7));
    const clicks = await Promise.all(background);
    expect(clicks.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    await waitUntil(async () => (await dash()).tables.every((t: { status: string }) => t.status === 'finished'), 120_000, 'every table to finish');
    const d = await dash();
    expect(d.workshop.phase).toBe('debrief');
    for (let i = 0; i < d.tables.length; i++) {
      await host.getByTestId(`ws-card-${i}`).getByTestId('ws-status').filter({ hasText: 'Finished' }).waitFor();
    }
    await host.getByText('2 of 2 tables finished').or(host.getByText('Play has ended').first()).first().waitFor();
    await checkPage(host, 'host dashboard, finished (1920)');
    await screenshot(host, 'ws-dashboard-1920');
  });

  it('the debrief: a chart and its table per table, questions stepped by keyboard, a question timer; the print page', async () => {
    await host.getByRole('button', { name: 'Open the debrief' }).click();
    await host.waitForURL(/\/debrief$/);
    for (let i = 0; i < 2; i++) {
      const card = host.getByTestId(`ws-result-${i}`);
      await card.locator('.ws-chart canvas').waitFor();
      expect(await card.locator('table.ws-figures tbody tr').count()).toBe(i === 0 ? 4 : 5);
      expect(await card.locator('.ws-chart canvas').getAttribute('aria-describedby')).toBe(`ws-figures-${i}`);
    }
    const count = host.getByTestId('ws-q-count');
    const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    expect(await count.textContent()).toMatch(/^Question 1 of/);
    const first = await host.getByTestId('ws-question').textContent();
    await host.locator('h1').first().click();
    await host.keyboard.press('ArrowRight');
    await host.waitForFunction(() => /^Question 2 of/.test(document.querySelector('[data-testid=ws-q-count]')?.textContent ?? ''));
    expect(await host.getByTestId('ws-question').textContent()).not.toBe(first);
    await host.keyboard.press('PageDown');
    if (total > 2) await host.waitForFunction(() => /^Question 3 of/.test(document.querySelector('[data-testid=ws-q-count]')?.textContent ?? ''));
    await host.keyboard.press('ArrowLeft');
    await host.keyboard.press('PageUp');
    await host.waitForFunction(() => /^Question 1 of/.test(document.querySelector('[data-testid=ws-q-count]')?.textContent ?? ''));
    expect(await host.getByTestId('ws-question').textContent()).toBe(first);

    // The timer: two minutes by default, counting down once started (by keyboard too).
    expect(await host.getByTestId('ws-countdown').textContent()).toBe('2:00');
    await host.getByTestId('ws-timer-toggle').focus();
    await host.keyboard.press('Enter');
    await host.waitForFunction(() => /^1:5\d$/.test(document.querySelector('[data-testid=ws-countdown]')?.textContent ?? ''), undefined, { timeout: 5000 });
    expect(await host.getByTestId('ws-timer-toggle').textContent()).toMatch(/pause/i);

    await checkPage(host, 'debrief (1920)');
    await screenshot(host, 'ws-debrief-1920');
    await resizeTo(host, PHONE);
    await checkPage(host, 'debrief (phone)');
    await screenshot(host, 'ws-debrief-phone');
    await resizeTo(host, PROJECTOR);

    await host.goto(`${e2e.url}/workshop/${code}/print`);
    await host.locator('.ws-print-page').first().waitFor();
    expect(await host.locator('.ws-print-page').count()).toBe(2);
    for (let i = 0; i < 2; i++) expect(await host.locator('.ws-print-page').nth(i).locator('tbody tr').count()).toBe(i === 0 ? 4 : 5);
    await screenshot(host, 'ws-print-1920');
  });

  it('the CSV export matches every room\'s match record and outcome', async () => {
    const res = await host.evaluate(async ([c, tok]) => {
      const r = await fetch(`/api/workshops/${c}/export.csv`, { headers: { authorization: `Bearer ${tok}` } });
      return { status: r.status, type: r.headers.get('content-type'), text: await r.text() };
    }, [code, facilitatorToken] as const);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/csv/);
    const rows = readCsv(res.text);
    const header = rows[0];
    const figures = Object.keys(game.catalogue?.figures ?? {});
    const fixed = ['workshop', 'table', 'room', 'seat', 'nickname', 'bot', 'observer', 'stepped_out', 'finished', 'rank', 'score', 'won', 'provisional'];
    expect(header).toEqual([...fixed, ...figures.map((f) => (fixed.includes(f) ? `figure_${f}` : f))]);
    const body = rows.slice(1).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
    expect(body.every((r) => r.workshop === code)).toBe(true);

    // Each student once.
    for (const name of arrival) expect(body.filter((r) => r.nickname === csvText(name)), name).toHaveLength(1);
    expect(body.filter((r) => r.nickname !== '')).toHaveLength(8);

    const d = await dash();
    for (const table of d.tables as Array<{ index: number; room: string; seats: Array<{ seat: number; kind: string; studentId?: string }> }>) {
      // The facilitator's key: a workshop table's record names its students only to them and the table (docs/workshop.md, Names).
      const rec = await api<MatchRecord>(e2e.url, 'GET', `/api/rooms/${table.room}/record`, undefined, facilitatorToken);
      expect(rec.status).toBe(200);
      const record = rec.body;
      const outcome = game.outcome(replay(game, record).state as never) as Outcome;
      expect(outcome).not.toBeNull();
      const roomInfo = (await api(e2e.url, 'GET', `/api/rooms/${table.room}`)).body;
      expect(roomInfo.outcome ?? roomInfo.room?.outcome ?? outcome).toEqual(outcome);
      const seats = (record.meta as { seats: Array<{ kind: string; name: string | null }> }).seats;
      const mine = body.filter((r) => r.room === table.room);
      expect(mine).toHaveLength(record.players);
      for (let seat = 0; seat < record.players; seat++) {
        const row = mine.find((r) => r.seat === String(seat + 1))!;
        expect(row, `table ${table.index + 1} seat ${seat + 1}`).toBeDefined();
        expect(row.table).toBe(String(table.index + 1));
        const student = d.students.find((s: { id: string }) => s.id === table.seats[seat].studentId);
        if (seats[seat].kind === 'bot') {
          expect(row.nickname).toBe('');
          expect(row.bot).toMatch(/^heuristic \(medium\)$/);
        } else {
          expect(student, `a student at table ${table.index + 1} seat ${seat + 1}`).toBeDefined();
          expect(seats[seat].name).toBe(student.nickname);
          expect(row.nickname).toBe(csvText(student.nickname));
          expect(row.bot).toBe('');
          expect(row.stepped_out).toBe('no');
          expect(student).toMatchObject({ table: table.index, seat });
        }
        expect(row.observer).toBe('no');
        expect(row.finished).toBe('yes');
        expect(row.rank).toBe(String(outcome.ranks[seat]));
        expect(row.score).toBe(String(outcome.scores[seat]));
        expect(row.won).toBe(outcome.winners.includes(seat) ? 'yes' : 'no');
        for (const f of figures) {
          const v = outcome.stats[seat]?.[f];
          expect(row[f], `${f} of table ${table.index + 1} seat ${seat + 1}`).toBe(typeof v === 'string' ? csvText(v) : csvValue(v));
        }
      }
    }
  });

  it('what reaches a student\'s browser over the wire: never the facilitator token, never another table\'s room', async () => {
    const d = await dash();
    const rooms = (d.tables as Array<{ room: string; seats: Array<{ studentId?: string }> }>).map((t) => t.room);
    for (const b of browsers) {
      const own = d.students.find((s: { id: string }) => s.id === b.studentId).table as number;
      const text = b.frames.join('\n');
      // Room frames are coalesced when moves come fast: a few frames can carry a whole game.
      expect(b.frames.length, `${b.nickname} received frames`).toBeGreaterThanOrEqual(5);
      expect(text).toContain(rooms[own]);
      expect(text.includes(facilitatorToken), `${b.nickname}'s frames hold the facilitator token`).toBe(false);
      rooms.forEach((room, i) => {
        if (i !== own) expect(text.includes(room), `${b.nickname} (table ${own + 1}) received table ${i + 1}'s room ${room}`).toBe(false);
      });
    }
  });

  it('logged no console errors', () => {
    expect(e2e.consoleErrors).toEqual([]);
  });
});
