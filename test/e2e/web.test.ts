/**
 * The web client in real Chromium against the real server: (1) a full game of every registered
 * title against bots, clicked through to the end screen and its replay; (2) two browser contexts
 * join one online room by invite code and each sees the other's moves; (3) a reload mid-game
 * continues where it was, locally and online. No console errors anywhere. Screenshots of every
 * board go to test-results/screenshots/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listGames } from '../../src/games/all.ts';
import { FULL_DEPTH } from '../depth.ts';
import type { DecisionRecord } from '../../src/server/bots/pool.ts';
import { pledge } from '../fixtures/pledge.ts';
import { CUSTOM_NAME_MARK, customRefugeeContent, SHORT_GAME } from '../fixtures/refugee-custom.ts';
import { buildClient, playToEnd, resizeTo, screenshot, skipReason, startE2E, visibleMoves, type E2E } from './browser.ts';

const mustRun = process.env.CI === 'true';
const skip = skipReason !== null && !mustRun;
if (skip) console.warn(`[e2e] ${skipReason}`);

describe.skipIf(skip)('web client in Chromium', { timeout: 300_000 }, () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E(await buildClient(), [pledge]);
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  });

  it('home page lists every registered game and loads without errors', async () => {
    const page = await e2e.newPage();
    // Every script the home page loads, entry and on-demand chunks alike, gzipped as a server would.
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.set(res.url(), res.body().then((b) => gzipSync(b).length));
    });
    await page.goto(e2e.url);
    await page.waitForSelector('.game-card');
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts.values());
    const total = sizes.reduce((a, b) => a + b, 0);
    const entry = await Promise.all([...scripts].filter(([u]) => /\/assets\/index-[^/]+\.js$/.test(u)).map(([, n]) => n));
    console.log(`[e2e] home page JS: entry ${(entry[0] / 1024).toFixed(1)} KB gzipped; all ${scripts.size} scripts loaded for the home page ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(entry).toHaveLength(1);
    // The catalogue is the server's list (GET /api/games): no game's rules or board come with the first
    // page (docs/performance.md, "The web client"; bench:web measures the bytes as sent, with Brotli).
    expect([...scripts.keys()].filter((u) => /\/assets\/(emigration|refugee|borderlines|displacement|engine)[-.]/.test(u))).toEqual([]);
    expect(total).toBeLessThanOrEqual(120 * 1024);
    const titles = await page.locator('.game-card h3').allTextContents();
    expect(titles.sort()).toEqual([...listGames().map((g) => g.title), pledge.title].sort());
    // A game only this server has (a fixture here) is offered online, not against bots in the browser.
    const serverOnly = page.locator('.game-card', { hasText: pledge.title });
    expect(await serverOnly.getByRole('button', { name: 'Play against bots' }).count()).toBe(0);
    expect(await serverOnly.getByRole('button', { name: 'Play online…' }).count()).toBe(1);
    await screenshot(page, 'home');
    // A variant chosen on the home page reaches the game: Emigration's cooperative mode.
    const em = page.locator('.game-card', { hasText: 'Emigration' });
    await em.getByLabel('Mode for Emigration').selectOption('cooperative');
    await em.getByRole('button', { name: 'Play against bots' }).click();
    await page.getByRole('group', { name: 'Bank' }).getByText('cooperative', { exact: false }).waitFor();
    await page.goBack();
    await page.waitForSelector('.game-card');
    await resizeTo(page, { width: 390, height: 844 });
    await screenshot(page, 'home-phone');
    await page.close();
  });

  // `npm test` plays three of the four games to the end (#refugee, the longest, is played online in
  // this file and to its end screen in fit.test.ts); `npm run test:long` plays all four (test/depth.ts).
  // `npm test` plays one whole game (Displacement, the shortest); test:long all four (test/depth.ts).
  for (const game of listGames().filter((g) => FULL_DEPTH || g.id === 'displacement')) {
    it(`plays a full game of ${game.title} against bots to the end screen, then replays it`, async () => {
      const page = await e2e.newPage();
      // Count the cards that travel from one place to another (src/web/table/flip.ts).
      await page.addInitScript(() => {
        const w = window as unknown as { travels: number };
        w.travels = 0;
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (frames, options) {
          if (JSON.stringify(frames).includes('translate(')) w.travels++;
          return animate.call(this, frames, options);
        };
      });
      // Three players, or as close as the game allows (Borderlines is for exactly four).
      const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3));
      await page.goto(`${e2e.url}/play/${game.id}?new=1&players=${players}&fast=1&seed=11`);
      await page.waitForSelector('.board');
      await screenshot(page, `${game.id}-start`);
      let shotMid = false;
      // Moments worth a look, each captured once: Emigration's border, #refugee's open response window and vetting.
      const moments: Array<[string, string]> = [['.em-board .lane.target', 'border'], ['.rf-stack.open', 'response-window'], ['.rf-refugee.target', 'vetting'], ['.bl-map-svg [data-target^="people:"]', 'map-move']];
      const seen = new Set<string>();
      const clicks = await playToEnd(page, {
        maxClicks: 600,
        pick: (n, i) => (i * 7 + 3) % n,
        beforeClick: async (i) => {
          const present = await page.evaluate((sels) => sels.map((sel) => !!document.querySelector(sel)), moments.map(([selector]) => selector));
          for (const [k, [, name]] of moments.entries()) {
            if (!seen.has(name) && present[k]) {
              seen.add(name);
              await screenshot(page, `${game.id}-${name}`);
            }
          }
          if (i === 12 && !shotMid) {
            shotMid = true;
            await screenshot(page, `${game.id}-midgame`);
            await resizeTo(page, { width: 390, height: 844 });
            await screenshot(page, `${game.id}-midgame-phone`);
            await resizeTo(page, { width: 1280, height: 900 });
          }
        },
      });
      expect(clicks).toBeGreaterThan(0);
      await page.waitForSelector('.end-screen table.results');
      const rows = await page.locator('.end-screen tbody tr').count();
      expect(rows).toBe(players);
      // The end screen comes into view by itself, and cards were seen travelling during the game.
      await page.waitForFunction(() => {
        const r = document.querySelector('.end-screen')!.getBoundingClientRect();
        return r.top >= -1 && r.top < innerHeight / 2;
      }, undefined, { timeout: 5000 });
      expect(await page.evaluate(() => (window as unknown as { travels: number }).travels), 'cards that travelled').toBeGreaterThan(0);
      await screenshot(page, `${game.id}-end`);

      await page.getByRole('button', { name: 'Watch the replay' }).click();
      await page.waitForSelector('[data-testid=replay-step]');
      // A replay starts where the game started, not on the end; the last move is one click away.
      expect(await page.getByTestId('replay-step').textContent()).toMatch(/^Move 0 of \d+$/);
      await page.getByRole('button', { name: 'Last move' }).click();
      expect(await page.getByTestId('replay-step').textContent()).toMatch(/^Move (\d+) of \1$/);
      await page.getByRole('button', { name: 'First move' }).click();
      expect(await page.getByTestId('replay-step').textContent()).toMatch(/^Move 0 of \d+$/);
      await page.getByRole('button', { name: 'Next move' }).click();
      expect(await page.getByTestId('replay-step').textContent()).toMatch(/^Move 1 of \d+$/);
      // Watching as a seat shows that seat's hand; the public table shows none (for #refugee).
      await page.getByLabel('Watch as').selectOption('0');
      if (game.id === 'refugee') await page.getByRole('group', { name: /hand/i }).waitFor();
      await screenshot(page, `${game.id}-replay`);
      await page.getByLabel('Watch as').selectOption('spectator');
      if (game.id === 'refugee') expect(await page.getByRole('group', { name: /hand/i }).count()).toBe(0);
      await page.close();
    });
  }

  it('is played by keyboard alone: Tab reaches the board and the moves, Enter plays; every control has a name', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/play/refugee?new=1&players=2&fast=1&seed=4`);
    await page.waitForSelector('#moves');
    const unnamed = await page.evaluate(() => [...document.querySelectorAll('button, input, select')].filter((el) => {
      const name = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? el.closest('label')?.textContent ?? el.textContent;
      return !name || !name.trim();
    }).map((el) => el.outerHTML.slice(0, 80)));
    expect(unnamed).toEqual([]);
    for (let round = 0; round < 3; round++) {
      const before = await page.locator('.table').getAttribute('data-version');
      // After a move, focus waits on the moves again (no Tab needed); the first time, Tab gets there.
      // A long group starts folded: Enter on its heading opens it, Tab goes to its first move.
      const onMoves = '.actions button.action, .actions summary';
      if (round > 0) await page.waitForFunction((sel) => !!document.activeElement?.matches(sel), onMoves, { timeout: 5000 });
      let reached = round > 0;
      for (let i = 0; i < 150 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate((sel) => !!document.activeElement?.matches(sel), onMoves);
      }
      expect(reached).toBe(true);
      if (await page.evaluate(() => document.activeElement?.tagName === 'SUMMARY')) {
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.matches('.actions button.action'))).toBe(true);
      }
      await page.keyboard.press('Enter');
      await page.waitForFunction((x) => document.querySelector('.table')?.getAttribute('data-version') !== x, before);
      await page.waitForSelector('#moves, .end-screen');
    }
    await page.close();
  });

  it('a local game continues after a reload', async () => {
    const game = listGames()[0];
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/play/${game.id}?new=1&players=2&fast=1&seed=5`);
    await page.waitForSelector('#moves');
    for (let i = 0; i < 3; i++) {
      const v = await page.locator('.table').getAttribute('data-version');
      await (await visibleMoves(page)).first().click();
      await page.waitForFunction((x) => document.querySelector('.table')?.getAttribute('data-version') !== x, v);
      await page.waitForSelector('#moves, .end-screen');
    }
    const before = await page.locator('.table').getAttribute('data-version');
    const logBefore = await page.locator('.log').textContent();
    await page.reload();
    await page.waitForSelector('.board');
    expect(await page.locator('.table').getAttribute('data-version')).toBe(before);
    expect(await page.locator('.log').textContent()).toBe(logBefore);
    await page.waitForSelector('#moves');
    await (await visibleMoves(page)).first().click();
    await page.waitForFunction((x) => document.querySelector('.table')?.getAttribute('data-version') !== x, before);
    // Home offers to continue it; leaving the game forgets it, and the bots stop for good.
    await page.goto(e2e.url);
    await page.getByRole('button', { name: 'Continue it' }).click();
    await page.waitForSelector('.board');
    await page.getByTestId('leave-game').click();
    await page.getByTestId('leave-dialog').getByRole('button', { name: 'Discard the game' }).click();
    await page.waitForSelector('.game-card');
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => localStorage.getItem('crossings.local'))).toBeNull();
    expect(await page.getByRole('button', { name: 'Continue it' }).count()).toBe(0);
    await page.close();
  });

  it('each board\'s words load with its own chunk, in English and in Chinese', async () => {
    // The board catalogues (board-<game>) are not in the home page's scripts: a board registers them
    // when its chunk loads. A board without them would show raw keys; here its area shows its words.
    const leaves = (lng: string, id: string): string[] => {
      const file = join(import.meta.dirname, `../../src/web/i18n/locales/${lng}/board-${id}.json`);
      const out: string[] = [];
      const walk = (v: unknown) => {
        if (typeof v === 'string') { if (!v.includes('{{') && v.trim().length >= (lng === 'en' ? 4 : 2)) out.push(v.trim()); } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
      };
      walk(JSON.parse(readFileSync(file, 'utf8')));
      return out;
    };
    const errorsBefore = e2e.consoleErrors.length;
    for (const lng of ['en', 'zh-Hant']) {
      // `npm test` looks at every other board in each language (all four between them); test:long at all.
      for (const [index, game] of listGames().entries()) {
        if (!FULL_DEPTH && index % 2 !== (lng === 'en' ? 0 : 1)) continue;
        const page = await e2e.newPage();
        await page.addInitScript((l) => localStorage.setItem('crossings.language', l), lng);
        await page.goto(`${e2e.url}/play/${game.id}?new=1&players=${game.minPlayers}&fast=1&seed=5`);
        await page.waitForSelector('.board-area .board');
        const text = await page.locator('.board-area').innerText();
        const found = leaves(lng, game.id).filter((w) => text.includes(w));
        expect(found.length, `${game.id} in ${lng}: none of the board's own words on its board`).toBeGreaterThan(0);
        await page.close();
      }
    }
    // Among them "Missing interface text …", which i18n/index.ts reports for a key no catalogue has.
    expect(e2e.consoleErrors.slice(errorsBefore)).toEqual([]);
  });

  it('two browsers join one online room by invite code, see each other\'s moves, and survive a reload', async () => {
    const host = await e2e.newPage();
    await host.goto(e2e.url);
    const card = host.locator('.game-card', { hasText: 'Emigration' });
    await card.getByLabel('Players for Emigration').selectOption('2');
    await card.getByRole('button', { name: 'Play online…' }).click();
    await card.getByLabel('Your name').fill('Amal');
    await card.getByLabel('Turn timer for Emigration').selectOption('5m');
    await card.getByRole('button', { name: 'Create the room' }).click();
    const code = (await host.getByTestId('room-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{4,10}$/);
    await screenshot(host, 'online-lobby');

    const friendContext = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const friend = await e2e.newPage(friendContext);
    await friend.goto(e2e.url);
    await friend.getByLabel('Invite code or link').fill(code.toLowerCase());
    await friend.getByRole('button', { name: 'Join or watch' }).click();
    await friend.getByLabel('Your name').fill('Bruno');
    await friend.getByRole('button', { name: 'Take a seat' }).click();
    await friend.waitForSelector('.lobby');
    await host.waitForFunction(() => document.querySelector('.lobby-seats')?.textContent?.includes('Bruno'));

    await host.getByRole('button', { name: 'Start the game' }).click();
    await host.waitForSelector('.board');
    await friend.waitForSelector('.board');
    // The room has a 5-minute turn timer: both screens count it down.
    for (const page of [host, friend]) expect(await page.getByTestId('turn-clock').textContent()).toMatch(/^\s*(4:\d\d|5:00) left/);

    // Whoever is to move clicks a move; the other screen must show the same new version and log line.
    const pages = [host, friend];
    for (let move = 0; move < 6; move++) {
      const mover = await waitForMover(pages);
      const other = pages.find((p) => p !== mover)!;
      const v = Number(await mover.locator('.table').getAttribute('data-version'));
      await (await visibleMoves(mover)).first().click();
      // Both screens must reach the new version (the mover's own update can land after the other's).
      for (const page of [other, mover]) await page.waitForFunction((x) => Number(document.querySelector('.table')?.getAttribute('data-version')) > x, v);
      const moverLast = await mover.locator('.log li p').last().textContent();
      const otherLast = await other.locator('.log li p').last().textContent();
      expect(otherLast).toBe(moverLast);
      if (move === 1) {
        await screenshot(host, 'online-emigration-host');
        await screenshot(friend, 'online-emigration-phone');
      }
    }

    // The friend switches to Chinese mid-game: the whole log comes again in Chinese alone (hello `lang`,
    // reader-language.ts), on the same connection; the host's stays English. Then back to English.
    const logLines = (page: typeof host) => page.locator('.log li p').allTextContents();
    const hostLog = await logLines(host);
    await friend.locator('.language-picker select').selectOption('zh-Hant');
    await friend.waitForFunction((n) => {
      const lines = [...document.querySelectorAll('.log li p')].map((p) => p.textContent ?? '');
      return lines.length === n && lines.every((l) => /[\u3400-\u9fff]/u.test(l));
    }, hostLog.length);
    await screenshot(friend, 'online-emigration-phone-zh');
    expect(await logLines(host)).toEqual(hostLog);
    await friend.locator('.language-picker select').selectOption('en');
    await friend.waitForFunction((n) => {
      const lines = [...document.querySelectorAll('.log li p')].map((p) => p.textContent ?? '');
      return lines.length === n && !lines.some((l) => /[\u3400-\u9fff]/u.test(l));
    }, hostLog.length);
    expect(await logLines(friend)).toEqual(hostLog);

    // The phone drops off the network (school Wi-Fi) while the host plays on. Back online, it asks only for
    // what came after the version it holds (hello `since`, room-socket.ts ResumableLog), and its log is the
    // host's again, move by move (each missed event filed under its own move).
    const logMoves = (page: typeof host) => page.locator('.log li').evaluateAll((lis) => lis.map((li) => `${li.getAttribute('value')}: ${li.textContent}`));
    const version = async (page: typeof host) => Number(await page.locator('.table').getAttribute('data-version'));
    const playFirst = async (page: typeof host) => {
      const v = await version(page);
      await (await visibleMoves(page)).first().click();
      for (const p of pages) await p.waitForFunction((x) => Number(document.querySelector('.table')?.getAttribute('data-version')) > x, v);
    };
    // The phone drops while the host is to move, so that it misses something.
    for (let move = 0; move < 20 && (await waitForMover(pages)) === friend; move++) await playFirst(friend);
    const hellos: Array<Record<string, unknown>> = [];
    friend.on('websocket', (ws) => ws.on('framesent', (f) => {
      const m = JSON.parse(String(f.payload)) as Record<string, unknown>;
      if (m.type === 'hello') hellos.push(m);
    }));
    const held = await version(friend);
    const errorsBefore = e2e.consoleErrors.length;
    await friendContext.setOffline(true);
    for (const socket of e2e.server.app.websocketServer.clients) socket.terminate();
    await friend.locator('.conn.off').waitFor();
    await host.locator('.conn.on').waitFor();
    await waitForMover([host]);
    for (let move = 0; move < 3 && (await host.locator('.actions button.action:not([disabled])').count()) > 0; move++) {
      const v = await version(host);
      await (await visibleMoves(host)).first().click();
      await host.waitForFunction((x) => Number(document.querySelector('.table')?.getAttribute('data-version')) > x, v);
    }
    const now = await version(host);
    expect(now).toBeGreaterThan(held);
    await friendContext.setOffline(false);
    await friend.locator('.conn.on').waitFor();
    await friend.waitForFunction((x) => Number(document.querySelector('.table')?.getAttribute('data-version')) === x, now);
    expect(hellos.map((m) => m.since)).toEqual([held]);
    expect(await logMoves(friend)).toEqual(await logMoves(host));
    await screenshot(friend, 'online-emigration-phone-resumed');
    // The browser said why each attempt made offline failed; nothing else went wrong meanwhile.
    for (const error of e2e.consoleErrors.splice(errorsBefore)) expect(error).toMatch(/WebSocket connection .* failed: .*ERR_INTERNET_DISCONNECTED/);

    // A third browser watches as a spectator: it sees the table but is offered no moves.
    const watcherContext = await e2e.browser.newContext();
    const watcher = await e2e.newPage(watcherContext);
    await watcher.goto(`${e2e.url}/room/${code}`);
    await watcher.waitForSelector('.board');
    expect(await watcher.getByTestId('prompt').textContent()).toContain('You are watching.');
    expect(await watcher.locator('.actions button.action').count()).toBe(0);
    await watcherContext.close();

    // A browser holding a token that is not a seat of this room is told so and watches instead.
    const strangerContext = await e2e.browser.newContext();
    await strangerContext.addInitScript((c) => localStorage.setItem(`crossings.room.${c}`, JSON.stringify({ token: 'not-a-real-token-000000000000' })), code);
    const stranger = await e2e.newPage(strangerContext);
    const expectedErrors = e2e.consoleErrors.length;
    await stranger.goto(`${e2e.url}/room/${code}`);
    await stranger.getByText('This browser no longer holds a seat in this room, so you are watching.').waitFor();
    await stranger.waitForSelector('.board');
    expect(await stranger.locator('.actions button.action').count()).toBe(0);
    expect(e2e.consoleErrors.length).toBe(expectedErrors);
    await strangerContext.close();

    // The rules are one click away.
    await host.getByRole('button', { name: 'How to play' }).click();
    await host.getByRole('dialog', { name: 'How to play Emigration' }).getByRole('heading', { name: 'The goal' }).waitFor();
    await host.getByRole('tab', { name: /Numbered rules/ }).click();
    await host.getByRole('dialog', { name: 'The numbered rules of Emigration' }).getByText('EM-R1', { exact: false }).first().waitFor();
    await screenshot(host, 'rules-dialog');
    await host.getByRole('button', { name: 'Close' }).click();
    await host.getByRole('dialog').waitFor({ state: 'detached' });

    // Reload the friend's page mid-game: the seat token in localStorage takes the seat back.
    const before = await friend.locator('.table').getAttribute('data-version');
    await friend.reload();
    await friend.waitForSelector('.board');
    await friend.waitForFunction((x) => document.querySelector('.table')?.getAttribute('data-version') === x, before);
    expect(await friend.locator('.seat-chip.me').textContent()).toContain('Bruno');
    // The reloaded page holds nothing and asks for the whole log; every line is filed under its own move.
    expect(await logMoves(friend)).toEqual(await logMoves(host));
    const mover = await waitForMover(pages);
    const v = Number(await mover.locator('.table').getAttribute('data-version'));
    await (await visibleMoves(mover)).first().click();
    for (const p of pages) await p.waitForFunction((x) => Number(document.querySelector('.table')?.getAttribute('data-version')) > x, v);
    await host.close();
    await friendContext.close();
  });

  it('a finished online room shows its end screen to a spectator and replays its record', async () => {
    const res = await fetch(`${e2e.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'refugee', seats: [{ type: 'bot', bot: 'random' }, { type: 'bot', bot: 'random' }], seed: 3, botThinkMs: 0 }),
    });
    const { code, hostToken } = (await res.json()) as { code: string; hostToken: string };
    await fetch(`${e2e.url}/api/rooms/${code}/start`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${hostToken}` }, body: '{}' });
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/room/${code}`);
    await page.waitForSelector('.end-screen', { timeout: 60_000 });
    expect(await page.locator('.end-screen tbody tr').count()).toBe(2);
    await page.getByRole('button', { name: 'Watch the replay' }).click();
    await page.waitForSelector('[data-testid=replay-step]');
    const total = Number(/of (\d+)$/.exec((await page.getByTestId('replay-step').textContent())!)![1]);
    expect(total).toBeGreaterThan(10);
    await page.getByLabel('Move number').fill('10');
    expect(await page.getByTestId('replay-step').textContent()).toBe(`Move 10 of ${total}`);
    await page.getByRole('button', { name: 'Previous move' }).click();
    expect(await page.getByTestId('replay-step').textContent()).toBe(`Move 9 of ${total}`);
    await screenshot(page, 'online-replay-refugee');
    await page.close();
  });

  it('two seats of a simultaneous game act at the same moment and both moves land; the last mover may undo (Pledge)', async () => {
    const post = async (route: string, body: unknown, token?: string) => {
      const res = await fetch(`${e2e.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      return res.json() as Promise<Record<string, string>>;
    };
    const { code, hostToken } = await post('/api/rooms', { game: 'pledge', seats: [{ type: 'open' }, { type: 'open' }, { type: 'open' }], dropReplaceSeconds: null });
    // Two browsers hold seats 1 and 2; seat 3 is taken but nobody plays it yet, so the round stays open.
    const pages: Page[] = [];
    for (const seat of [0, 1]) {
      const { token } = await post(`/api/rooms/${code}/join`, { name: `P${seat + 1}`, seat });
      const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(([c, t, s]) => localStorage.setItem(`crossings.room.${c}`, JSON.stringify({ token: t, seat: s, name: `P${s + 1}` })), [code, token, seat] as const);
      await context.addInitScript(recordSockets);
      const page = await e2e.newPage(context);
      await page.goto(`${e2e.url}/room/${code}`);
      await page.waitForSelector('.lobby');
      // One socket: the page's early script opened it (src/web/online/early-room.ts) and the table took it over.
      expect(await page.evaluate(() => (window as unknown as { sockets: unknown[] }).sockets)).toEqual([{ path: '/ws', early: true }]);
      pages.push(page);
    }
    await post(`/api/rooms/${code}/join`, { name: 'P3', seat: 2 });
    await post(`/api/rooms/${code}/start`, {}, hostToken);
    for (const page of pages) await page.waitForSelector('.actions button.action:not([disabled])');
    // Both click at once, each on the position of version 0.
    await Promise.all(pages.map((page) => page.locator('.actions button.action').first().click()));
    for (const page of pages) {
      await page.waitForFunction(() => document.querySelector('.table')?.getAttribute('data-version') === '2');
      expect(await page.locator('.actions button.action').count()).toBe(0); // each has pledged
      expect(await page.locator('[role=alert].error').count()).toBe(0); // and nobody was refused
    }
    const info = (await (await fetch(`${e2e.url}/api/rooms/${code}`)).json()) as { version: number; active: number[] };
    expect(info.version).toBe(2);
    expect(info.active).toEqual([2]);
    // Exactly the seat that moved last is offered "Undo"; it takes its pledge back and may choose again.
    const undoable = await Promise.all(pages.map((page) => page.getByRole('button', { name: 'Undo my last move' }).count()));
    expect([...undoable].sort()).toEqual([0, 1]); // a copy: sort() would reorder undoable itself
    const last = pages[undoable.indexOf(1)];
    await screenshot(last, 'online-undo-offered');
    await last.getByRole('button', { name: 'Undo my last move' }).focus();
    await last.keyboard.press('Enter');
    await last.waitForFunction(() => document.querySelector('.table')?.getAttribute('data-version') === '3');
    await last.waitForSelector('.actions button.action:not([disabled])');
    expect(await last.getByRole('button', { name: 'Undo my last move' }).count()).toBe(0);
    expect(await last.locator('.log').textContent()).toContain('You took back: Pledge');
    const other = pages.find((p) => p !== last)!;
    await other.waitForFunction(() => document.querySelector('.table')?.getAttribute('data-version') === '3');
    expect(await other.locator('.log').textContent()).toContain('took back their last move');
    for (const page of pages) await page.context().close();
  });

  it('draws an online #refugee room with custom content, against an ISMCTS bot on a worker thread (RF-D12)', async () => {
    // The browser reads the deck from its view (RF-D12): a board that looked content up by key would find none.
    const decisions: DecisionRecord[] = [];
    e2e.server.botPool!.onDecision = (d) => decisions.push(d);
    const post = async (route: string, body: unknown, token?: string) => {
      const res = await fetch(`${e2e.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      return res.json() as Promise<Record<string, string>>;
    };
    const seats = [{ type: 'open' }, { type: 'bot', bot: 'ismcts', strength: 'easy' }];
    const { code, hostToken } = await post('/api/rooms', { game: 'refugee', seats, content: customRefugeeContent(), options: SHORT_GAME, seed: 5, botThinkMs: 0 });
    const { token } = await post(`/api/rooms/${code}/join`, { name: 'Dana', seat: 0 });
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(([c, t]) => localStorage.setItem(`crossings.room.${c}`, JSON.stringify({ token: t, seat: 0, name: 'Dana' })), [code, token] as const);
    const page = await e2e.newPage(context);
    await page.goto(`${e2e.url}/room/${code}`);
    await page.waitForSelector('.lobby');
    await post(`/api/rooms/${code}/start`, {}, hostToken);
    await page.waitForSelector('.rf-board');
    // Every refugee on the table is one of the custom deck's.
    await page.locator('.rf-board .rf-name', { hasText: CUSTOM_NAME_MARK }).first().waitFor();
    const names = await page.locator('.rf-board .rf-name').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(2);
    for (const name of names) expect(name).toContain(CUSTOM_NAME_MARK);
    // Dana moves until the bot has decided twice on its thread, reading the same deck from its view.
    const botDecided = () => decisions.filter((d) => d.room === code).length >= 2;
    for (let tries = 0; tries < 400 && !botDecided(); tries++) {
      const move = (await visibleMoves(page)).first();
      if (await move.count()) {
        const version = await page.locator('.table').getAttribute('data-version');
        await move.click();
        await page.waitForFunction((v) => document.querySelector('.table')?.getAttribute('data-version') !== v || !!document.querySelector('.end-screen'), version);
      } else await page.waitForTimeout(50);
    }
    expect(botDecided()).toBe(true);
    expect(decisions.filter((d) => d.room === code).every((d) => d.ok)).toBe(true);
    await page.locator('.rf-board .rf-name', { hasText: CUSTOM_NAME_MARK }).first().waitFor();
    await screenshot(page, 'online-refugee-custom-content');
    const info = (await (await fetch(`${e2e.url}/api/rooms/${code}`)).json()) as { customContent: boolean; botFailures: number };
    expect(info).toMatchObject({ customContent: true, botFailures: 0 });
    await context.close();
  });

  it('the real build\'s pages name what they load next: the join page its chunks and state, a table its board (page-routes.ts)', async () => {
    const made = async (route: string, body: unknown) => {
      const res = await fetch(`${e2e.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status, route).toBe(201);
      return ((await res.json()) as { code: string }).code;
    };
    const modulePreloads = async (page: string) => {
      const html = await (await fetch(`${e2e.url}${page}`)).text();
      return [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => ({ kind: m[1], href: m[2] }));
    };
    const workshop = await made('/api/workshops', { game: 'emigration', bot: { kind: 'random' }, standInBot: { kind: 'random' }, dropReplaceSeconds: null });
    const join = await modulePreloads(`/w/${workshop}`);
    expect(join.filter((l) => l.kind === 'modulepreload').length, 'the student page\'s chunks').toBeGreaterThan(0);
    expect(join).toContainEqual({ kind: 'preload', href: `/api/workshops/${workshop}` });
    const room = await made('/api/rooms', { game: 'emigration', seats: [{ type: 'open' }, { type: 'bot', bot: 'random' }] });
    const table = await modulePreloads(`/room/${room}`);
    const unknownRoom = await modulePreloads('/room/NOSUCH');
    expect(unknownRoom.length, 'the room page\'s chunks').toBeGreaterThan(0);
    // The room's game's board comes on top of the room page's own chunks.
    expect(table.length).toBeGreaterThan(unknownRoom.length);
    for (const { href } of [...join, ...table]) expect((await fetch(`${e2e.url}${href}`)).status, href).toBe(200);
    // A table's page runs the early socket's script of its own (src/web/online/early-room.ts), a small file; no other page does.
    const ownScripts = async (page: string) => [...(await (await fetch(`${e2e.url}${page}`)).text()).matchAll(/<script type="module" async crossorigin src="([^"]+)">/g)].map((m) => m[1]);
    const early = await ownScripts(`/room/${room}`);
    expect(early).toHaveLength(1);
    expect(early[0]).toMatch(/^\/assets\/early-room-[\w-]+\.js$/);
    const script = await fetch(`${e2e.url}${early[0]}`, { headers: { 'accept-encoding': 'br' } });
    expect(script.status).toBe(200);
    expect(Number(script.headers.get('content-length') ?? (await script.arrayBuffer()).byteLength), 'the early script, as sent').toBeLessThan(2048);
    expect(await ownScripts(`/w/${workshop}`)).toEqual([]);
    expect(await ownScripts('/')).toEqual([]);
  });

  it('logged no console errors', () => {
    expect(e2e.consoleErrors).toEqual([]);
  });
});

/** An init script: every WebSocket the page opens, and whether the room page's early script opened it. */
function recordSockets() {
  const Native = window.WebSocket;
  const sockets: Array<{ path: string; early: boolean }> = [];
  (window as unknown as { sockets: typeof sockets }).sockets = sockets;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      sockets.push({ path: new URL(String(url)).pathname, early: /early-room/.test(new Error().stack ?? '') });
    }
  };
}

async function waitForMover(pages: Page[]) {
  for (let tries = 0; tries < 200; tries++) {
    for (const p of pages) {
      if ((await p.locator('.actions button.action:not([disabled])').count()) > 0) return p;
    }
    await pages[0].waitForTimeout(50);
  }
  throw new Error('nobody was offered a move');
}
