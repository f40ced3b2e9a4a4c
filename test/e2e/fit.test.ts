/**
 * Every table fits its screen (docs/architecture.md §11, "Screens"), measured in real Chromium for each
 * game at its largest player count on a person's turn:
 * - a projector, 1920×1080: the board (every player's area or the whole map), the prompt and the moves
 *   are inside the viewport without scrolling, and no text in the table is drawn under 16 px;
 * - a phone, 390×844 with touch, in English and Traditional Chinese: at least 55% of the screen height is
 *   left to the board (free of the header above it and of fixed or sticky bars), every control in the
 *   table is at least 44×44 CSS px (WCAG 2.5.5), nothing animating after a move draws over the prompt or
 *   the moves, and the end screen's heading is not hidden under a sticky bar. zh-Hant results tables read
 *   in words, never one character a line.
 * The figures are printed (`[fit]` lines) so a layout change can be compared.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listGames } from '../../src/games/all.ts';
import { FULL_DEPTH } from '../depth.ts';
import path from 'node:path';
import { buildClient, SCREENSHOTS, screenshot, settle, skipReason, startE2E, type E2E } from './browser.ts';

const mustRun = process.env.CI === 'true';
const skip = skipReason !== null && !mustRun;

const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };
/** Seeds whose first turns give the person a choice of moves at the largest player count. */
const SEED = 21;

async function phoneContext(browser: Browser, lang: 'en' | 'zh-Hant') {
  const ctx = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  await ctx.addInitScript((l) => localStorage.setItem('crossings.language', l), lang);
  return ctx;
}

/**
 * Text in the table drawn smaller than `min` px on screen, as "size class: text" lines: the font size
 * times any CSS zoom (currentCSSZoom) or SVG scale on the way to the screen.
 */
function tableText(page: Page, min: number) {
  return page.evaluate((limit) => {
    const out: string[] = [];
    const table = document.querySelector('.table');
    if (!table) return out;
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('.sr-only, svg[aria-hidden=true], [aria-hidden=true] svg, dialog:not([open]), details:not([open]) > :not(summary), .skip-link')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      const zoom = (el as unknown as { currentCSSZoom?: number }).currentCSSZoom ?? 1;
      const scale = el instanceof SVGElement ? ((el as unknown as SVGGraphicsElement).getScreenCTM?.()?.a ?? 1) : zoom;
      const shown = size * scale;
      if (shown < limit - 0.01) out.push(`${shown.toFixed(1)}px ${el.getAttribute('class') ?? el.tagName}: ${text.slice(0, 30)}`);
    }
    return out;
  }, min);
}

/** Waits until the person may move: a move button is enabled (true), or the game is over (false). */
async function yourTurn(page: Page): Promise<boolean> {
  const h = await page.waitForFunction(() => {
    if (document.querySelector('.end-screen')) return 'over';
    const b = [...document.querySelectorAll<HTMLButtonElement>('.actions button.action')];
    // A lone pass is the table's to play (auto-pass): wait for a real choice.
    return b.some((x) => !x.disabled) && !(b.length === 1 && b[0].hasAttribute('data-pass')) ? 'move' : false;
  }, undefined, { polling: 50, timeout: 90_000 });
  return (await h.jsonValue()) === 'move';
}

/** Taps a move the way a finger does (no scrolling first); waits for the next position. */
async function tapMove(page: Page, i: number): Promise<void> {
  const version = await page.locator('.table').getAttribute('data-version');
  await page.evaluate((k) => {
    if (![...document.querySelectorAll<HTMLElement>('.actions button.action')].some((b) => b.offsetParent !== null)) {
      document.querySelector<HTMLElement>('.actions details.action-group:not([open]) > summary')?.click();
    }
    const b = [...document.querySelectorAll<HTMLButtonElement>('.actions button.action')].filter((x) => x.offsetParent !== null && !x.disabled && !x.dataset.confirm);
    b[k % Math.max(1, b.length)]?.click();
  }, i);
  await page.waitForFunction((v) => document.querySelector('.table')?.getAttribute('data-version') !== v || !!document.querySelector('.end-screen'), version);
}

/**
 * The board a class must see on a projector: every player's area, or for Borderlines the whole map (with
 * the round track above it and the action, market and roulette beside it; the families' tallies and the
 * war cards follow below it, docs/architecture.md §11).
 */
const BOARD_REGION: Record<string, string> = { borderlines: '.bl-track-wrap, .bl-main' };

/** Where the three projector regions lie against the viewport, and whether the page scrolls. */
function projectorRegions(page: Page, board: string) {
  return page.evaluate((boardSel) => {
    const box = (sel: string) => {
      const els = [...document.querySelectorAll(sel)];
      if (els.length === 0) return null;
      const rs = els.map((e) => e.getBoundingClientRect());
      const r = { top: Math.min(...rs.map((x) => x.top)), bottom: Math.max(...rs.map((x) => x.bottom)), left: Math.min(...rs.map((x) => x.left)), right: Math.max(...rs.map((x) => x.right)) };
      // What the region draws, including any part it lets overflow.
      let bottom = r.bottom;
      let right = r.right;
      for (const child of els.flatMap((e) => [...e.querySelectorAll('*')])) {
        const c = child.getBoundingClientRect();
        if (c.width === 0 || c.height === 0 || getComputedStyle(child).visibility === 'hidden') continue;
        if (child.closest('.sr-only, dialog:not([open]), details:not([open]) > :not(summary)')) continue;
        bottom = Math.max(bottom, c.bottom);
        right = Math.max(right, c.right);
      }
      return { top: Math.round(r.top), bottom: Math.round(bottom), left: Math.round(r.left), right: Math.round(right) };
    };
    return {
      page: document.documentElement.scrollHeight,
      board: box(boardSel),
      prompt: box('[data-testid=prompt]'),
      moves: box('#moves'),
    };
  }, board);
}

/**
 * The phone's screen left to the board on your turn, at the top of the page: from the board's top (or
 * the bottom of a sticky bar over it) to the top of the bottom bar, as a share of the screen height.
 */
function phoneFree(page: Page) {
  return page.evaluate(() => {
    let topBar = 0;
    let bottomBar = innerHeight;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const pos = getComputedStyle(el).position;
      if (pos !== 'fixed' && pos !== 'sticky') continue;
      const r = el.getBoundingClientRect();
      if (r.height === 0 || r.bottom <= 0 || r.top >= innerHeight) continue;
      if (r.top < innerHeight / 2) topBar = Math.max(topBar, r.bottom);
      else bottomBar = Math.min(bottomBar, r.top);
    }
    const board = document.querySelector('.board-area')!.getBoundingClientRect();
    const free = Math.max(0, Math.min(innerHeight, bottomBar) - Math.max(0, topBar, board.top));
    return { free: Math.round(free), share: Math.round((free / innerHeight) * 100), boardTop: Math.round(board.top), topBar: Math.round(topBar), bottomBar: Math.round(innerHeight - bottomBar) };
  });
}

/** Every control in the table (its label when it has one), smallest first, as "w×h what". */
function smallTargets(page: Page, min = 44) {
  return page.evaluate((limit) => {
    const out: Array<{ w: number; h: number; what: string }> = [];
    const controls = document.querySelectorAll<HTMLElement | SVGElement>(
      '.table button, .table a[href], .table input, .table select, .table summary, .table [role=button], .table [tabindex]:not([tabindex="-1"])',
    );
    for (const el of controls) {
      if (el.closest('.sr-only, dialog:not([open]), details:not([open]) > :not(summary), .skip-link')) continue;
      // A checkbox's target is its label (WCAG 2.5.5 counts the label that toggles it).
      const target = el instanceof HTMLInputElement && el.closest('label') ? el.closest('label')! : el;
      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
      if (r.width < limit - 0.5 || r.height < limit - 0.5) {
        out.push({ w: Math.round(r.width), h: Math.round(r.height), what: `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ')[0]} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}` });
      }
    }
    return out.sort((a, b) => Math.min(a.w, a.h) - Math.min(b.w, b.h)).map((t) => `${t.w}×${t.h} ${t.what}`);
  }, min);
}

/** Starts watching, frame by frame, for anything animating over the prompt or the moves. */
function watchOverlaps(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { overlaps: string[]; watching: boolean };
    w.overlaps = [];
    w.watching = true;
    const within = (el: Element | null, sel: string) => !!el?.closest(sel);
    const look = () => {
      if (!w.watching) return;
      for (const a of document.getAnimations()) {
        const target = (a.effect as KeyframeEffect | null)?.target;
        if (!target || a.playState !== 'running') continue;
        const r = target.getBoundingClientRect();
        for (const sel of ['[data-testid=prompt]', '#moves']) {
          const barEl = document.querySelector(sel);
          const bar = barEl?.getBoundingClientRect();
          if (!barEl || !bar || target.closest(sel)) continue;
          const x0 = Math.max(r.left, bar.left), x1 = Math.min(r.right, bar.right);
          const y0 = Math.max(r.top, bar.top), y1 = Math.min(r.bottom, bar.bottom);
          if (x1 - x0 < 2 || y1 - y0 < 2) continue;
          const x = (x0 + x1) / 2, y = (y0 + y1) / 2;
          // A rounded corner's cut-off is not the bar's: a card passing there is beside it, not under it
          // (a sliver of overlap in the prompt's corner was once counted, under load in CI).
          const radius = parseFloat(getComputedStyle(barEl).borderTopLeftRadius) || 0;
          const cx = Math.min(Math.max(x, bar.left + radius), bar.right - radius);
          const cy = Math.min(Math.max(y, bar.top + radius), bar.bottom - radius);
          if (Math.hypot(x - cx, y - cy) > radius) continue;
          const top = document.elementFromPoint(x, y);
          if (top && !within(top, sel) && (top === target || target.contains(top))) w.overlaps.push(`${target.className || target.tagName} over ${sel}`);
        }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** Cells of the results table wrapped one character a line (2 characters or more, as many lines as characters). */
function oneCharColumns(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('.end-screen .results th, .end-screen .results td')) {
      const text = (cell.textContent ?? '').replace(/\s+/g, '');
      if ([...text].length < 2) continue;
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      if (lines >= [...text].length) out.push(`${text} (${lines} lines)`);
    }
    return out;
  });
}

describe.skipIf(skip)('every table fits its screen', { timeout: 300_000 }, () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E(await buildClient());
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  });

  for (const [index, game] of listGames().entries()) {
    const players = game.maxPlayers;
    // `npm test` samples one of the four checks per game, a different one for each game, so every check
    // runs: Emigration's end screen, #refugee on the projector, Borderlines on an English phone,
    // Displacement on a Chinese one; `npm run test:long` runs all four for every game (test/depth.ts).
    const check = (n: number) => FULL_DEPTH || (index + 3) % 4 === n;

    if (game.id === 'displacement') it('Displacement on a projector at every player count: no nation is drawn over another or wider than its place, and yours says "(you)"', async () => {
      // The largest count is checked above; two nations once overlapped, each wider than a third of the row.
      const page = await e2e.newPage(await e2e.browser.newContext({ viewport: PROJECTOR }));
      for (let n = game.minPlayers; n <= game.maxPlayers; n++) {
        await page.goto(`${e2e.url}/play/displacement?new=1&players=${n}&fast=1&seed=${SEED}`);
        await page.waitForSelector('.dp-nation');
        const problems = await page.evaluate(() => {
          const out: string[] = [];
          // Your nation's head says "(you)" whole (it used to be cut off with the end of the name).
          const you = document.querySelector<HTMLElement>('.dp-nation-head .dp-you');
          if (!you || you.getBoundingClientRect().width < 10) out.push('"(you)" is not shown in your nation\'s head');
          const nations = [...document.querySelectorAll<HTMLElement>('.dp-nation')];
          const boxes = nations.map((el) => el.getBoundingClientRect());
          nations.forEach((el, i) => {
            const name = el.getAttribute('aria-label') ?? `nation ${i + 1}`;
            if (el.scrollWidth > el.clientWidth + 1) out.push(`${name}: ${el.scrollWidth} px of content in ${el.clientWidth} px`);
            for (const part of el.querySelectorAll<HTMLElement>('.dp-nation-head > *, .dp-cards > *, .dp-grid > *')) {
              const r = part.getBoundingClientRect();
              if (r.right > boxes[i].right + 1 || r.left < boxes[i].left - 1) out.push(`${name}: ${part.className || part.tagName} sticks out`);
            }
            for (let j = i + 1; j < boxes.length; j++) {
              const [a, b] = [boxes[i], boxes[j]];
              if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) out.push(`${name} overlaps ${nations[j].getAttribute('aria-label')}`);
            }
          });
          return out;
        });
        expect(problems, `${n} players`).toEqual([]);
        expect(await page.locator('.dp-nation').count()).toBe(n);
        if (n === game.minPlayers) await screenshot(page, `fit-displacement-projector-${n}-players`);
      }
      await page.context().close();
    });

    if (game.id === 'emigration') it('Emigration on a projector at every player count: every name in your own layout whole, the others in one row, all on the screen', async () => {
      // Your own area was a third of a row, where five cards cut their names ("Payda", "Intervie").
      const page = await e2e.newPage(await e2e.browser.newContext({ viewport: PROJECTOR }));
      for (let n = game.minPlayers; n <= game.maxPlayers; n++) {
        await page.goto(`${e2e.url}/play/emigration?new=1&players=${n}&fast=1&seed=${SEED}`);
        await page.waitForSelector('.em-player.me .em-card');
        await settle(page);
        const found = await page.evaluate(() => {
          const problems: string[] = [];
          const me = document.querySelector<HTMLElement>('.em-player.me')!;
          const names = [...me.querySelectorAll<HTMLElement>('.em-layout .em-card:not(.back)')];
          for (const card of names) {
            const said = (card.querySelector('.em-card-name') ?? card.querySelector('.em-card-kind'))?.textContent?.trim() ?? '?';
            if (card.scrollWidth > card.clientWidth + 1) problems.push(`"${said}": ${card.scrollWidth} px of content in a ${card.clientWidth} px card`);
            for (const part of card.querySelectorAll<HTMLElement>('*')) {
              // Parts hidden from sight for screen readers (1 px, clipped) are not drawn.
              if (part.scrollWidth > part.clientWidth + 1 && part.clientWidth > 1) problems.push(`"${said}": ${part.className} cut (${part.scrollWidth} px in ${part.clientWidth})`);
            }
          }
          const rows = new Set([...document.querySelectorAll<HTMLElement>('.em-player:not(.me)')].map((el) => Math.round(el.getBoundingClientRect().top))).size;
          if (rows > 1) problems.push(`the others' areas are in ${rows} rows`);
          for (const el of document.querySelectorAll<HTMLElement>('.em-player')) {
            const r = el.getBoundingClientRect();
            if (r.bottom > innerHeight) problems.push(`${el.getAttribute('aria-label')}: bottom at ${Math.round(r.bottom)} px, below the screen`);
            if (el.scrollWidth > el.clientWidth + 1) problems.push(`${el.getAttribute('aria-label')}: ${el.scrollWidth} px of content in ${el.clientWidth} px`);
          }
          return { problems, faceUp: names.length };
        });
        expect(found.problems, `${n} players`).toEqual([]);
        expect(found.faceUp, `${n} players: face-up cards in your layout`).toBeGreaterThan(3);
        if (n === game.maxPlayers) await screenshot(page, `fit-emigration-projector-${n}-players`);
      }
      await page.context().close();
    });

    if (check(0)) it(`${game.title} (${players} players) on a projector: board, prompt and moves in view, no text under 16 px`, async () => {
      const ctx = await e2e.browser.newContext({ viewport: PROJECTOR });
      const page = await e2e.newPage(ctx);
      await page.goto(`${e2e.url}/play/${game.id}?new=1&players=${players}&fast=1&seed=${SEED}`);
      await page.waitForSelector('.board');
      expect(await yourTurn(page)).toBe(true);
      await settle(page);
      const r = await projectorRegions(page, BOARD_REGION[game.id] ?? '.board-area');
      const small = await tableText(page, 16);
      console.log(`[fit] ${game.id} projector: page ${r.page} px; board ${JSON.stringify(r.board)}; prompt ${JSON.stringify(r.prompt)}; moves ${JSON.stringify(r.moves)}; text under 16 px: ${small.length} ${small.slice(0, 12).join(' | ')}`);
      await screenshot(page, `fit-${game.id}-projector`);
      for (const [name, b] of Object.entries({ board: r.board, prompt: r.prompt, moves: r.moves })) {
        expect(b, `${name} drawn`).not.toBeNull();
        expect(b!.top, `${name} top`).toBeGreaterThanOrEqual(0);
        expect(b!.bottom, `${name} bottom within 1080`).toBeLessThanOrEqual(PROJECTOR.height);
        expect(b!.right, `${name} right within 1920`).toBeLessThanOrEqual(PROJECTOR.width);
      }
      expect(small, 'text under 16 px on the projector').toEqual([]);
      // Later in the game, with more on the table: still one screen.
      let moves = 0;
      while (moves < 12 && (await yourTurn(page))) {
        await tapMove(page, moves * 3 + 1);
        moves++;
      }
      if (await yourTurn(page)) {
        await settle(page);
        const later = await projectorRegions(page, BOARD_REGION[game.id] ?? '.board-area');
        console.log(`[fit] ${game.id} projector after ${moves} moves: board ${JSON.stringify(later.board)}; moves ${JSON.stringify(later.moves)}`);
        await screenshot(page, `fit-${game.id}-projector-later`);
        expect(later.moves!.bottom, 'moves bottom within 1080, later').toBeLessThanOrEqual(PROJECTOR.height);
        expect(later.board!.bottom, 'board bottom within 1080, later').toBeLessThanOrEqual(PROJECTOR.height);
      }
      await ctx.close();
    });

    for (const lang of ['en', 'zh-Hant'] as const) {
      if (!check(lang === 'en' ? 1 : 2)) continue;
      it(`${game.title} (${players} players) on a phone in ${lang}: 55% free, 44 px targets, nothing over the prompt or moves`, async () => {
        const ctx = await phoneContext(e2e.browser, lang);
        const page = await e2e.newPage(ctx);
        await page.goto(`${e2e.url}/play/${game.id}?new=1&players=${players}&fast=1&seed=${SEED}`);
        await page.waitForSelector('.board');
        expect(await yourTurn(page)).toBe(true);
        await settle(page);
        const free = await phoneFree(page);
        const small = await smallTargets(page);
        console.log(`[fit] ${game.id} phone ${lang}: free ${free.free} px (${free.share}%; header to board ${free.boardTop}, top bar ${free.topBar}, bottom bar ${free.bottomBar}); targets under 44 px: ${small.length} ${small.slice(0, 6).join(' | ')}`);
        await screenshot(page, `fit-${game.id}-phone-${lang}`);
        // What the phone's screen shows (the full-page picture above has the sticky bars in the middle).
        await page.screenshot({ path: path.join(SCREENSHOTS, `fit-${game.id}-phone-${lang}-screen.png`) });
        // A few moves, watching everything that animates meanwhile.
        await watchOverlaps(page);
        let moves = 0;
        const more: string[] = [];
        while (moves < 4 && (await yourTurn(page))) {
          await settle(page);
          more.push(...(await smallTargets(page)));
          await tapMove(page, moves * 3 + 1);
          moves++;
        }
        await settle(page).catch(() => undefined);
        const overlaps = await page.evaluate(() => {
          const w = window as unknown as { overlaps: string[]; watching: boolean };
          w.watching = false;
          return [...new Set(w.overlaps)];
        });
        console.log(`[fit] ${game.id} phone ${lang}: after ${moves} moves, targets under 44 px: ${new Set(more).size}; drawn over the prompt or moves: ${overlaps.join(', ') || 'nothing'}`);
        expect(free.share, 'share of the phone screen left to the board (%)').toBeGreaterThanOrEqual(55);
        expect(small, 'controls under 44×44 px').toEqual([]);
        expect([...new Set(more)], 'controls under 44×44 px on later turns').toEqual([]);
        expect(overlaps, 'animations drawn over the prompt or the moves').toEqual([]);
        await ctx.close();
      });
    }

    if (check(3)) it(`${game.title}: on a phone the end screen's heading is in view and not under a sticky bar, with the debrief questions; zh-Hant results read in words`, async () => {
      const res = await fetch(`${e2e.url}/api/rooms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: game.id, seats: Array.from({ length: players }, () => ({ type: 'bot', bot: 'random' })), seed: 5, botThinkMs: 0 }),
      });
      const { code, hostToken } = (await res.json()) as { code: string; hostToken: string };
      await fetch(`${e2e.url}/api/rooms/${code}/start`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${hostToken}` }, body: '{}' });
      for (const lang of ['en', 'zh-Hant'] as const) {
        const ctx = await phoneContext(e2e.browser, lang);
        const page = await e2e.newPage(ctx);
        await page.goto(`${e2e.url}/room/${code}`);
        await page.waitForSelector('.end-screen');
        await page.waitForTimeout(1200); // the end screen scrolls itself into view, smoothly
        await settle(page);
        const heading = await page.evaluate(() => {
          const h = document.querySelector<HTMLElement>('.end-screen h2, .end-screen h1')!;
          const r = h.getBoundingClientRect();
          const x = r.left + Math.min(r.width / 2, 20), y = r.top + r.height / 2;
          const top = y >= 0 && y < innerHeight ? document.elementFromPoint(x, y) : null;
          return { text: h.textContent, top: Math.round(r.top), visible: !!top && h.contains(top), covering: top && !h.contains(top) ? top.className : null };
        });
        const oneChar = await oneCharColumns(page);
        console.log(`[fit] ${game.id} end (phone ${lang}): heading "${heading.text}" at ${heading.top} px, ${heading.visible ? 'visible' : `covered by ${heading.covering}`}; one-character cells: ${oneChar.join(', ') || 'none'}`);
        await screenshot(page, `fit-${game.id}-end-phone-${lang}`);
        expect(heading.visible, `end heading visible (${lang})`).toBe(true);
        // Every end screen offers the game's debrief questions.
        expect(await page.locator('.end-screen .end-questions li').count(), `debrief questions (${lang})`).toBeGreaterThan(0);
        expect(oneChar, `results cells one character a line (${lang})`).toEqual([]);
        await ctx.close();
      }
    });
  }

  it('How to play opens from each game\'s card on the home page, before any game starts', async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url);
    await page.waitForSelector('.game-card');
    for (const game of listGames()) {
      await page.getByTestId(`how-to-play-${game.id}`).click();
      const dialog = page.getByTestId('how-to-play-dialog');
      await dialog.locator('h1, h2').first().waitFor();
      await dialog.locator('.rules-text h1, .rules-text h2').first().waitFor();
      expect((await dialog.locator('.rules-text').textContent())?.length ?? 0, game.id).toBeGreaterThan(500);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('logged no console errors', () => {
    expect(e2e.consoleErrors).toEqual([]);
  });
});

describe.skipIf(skip)('Borderlines asks before an action ends with people still able to move', { timeout: 300_000 }, () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E(await buildClient());
  }, 180_000);
  afterAll(async () => {
    await e2e?.close();
  });

  it('"End the action" with family members left says how many and asks once; "Not yet" keeps the action going', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/play/borderlines?new=1&players=4&fast=1&seed=${SEED}`);
    await page.waitForSelector('.board');
    let asked = false;
    for (let i = 0; i < 40 && !asked && (await yourTurn(page)); i++) {
      await settle(page);
      // Open every folded list, so "End the action" is seen wherever it is.
      await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>('.actions details.action-group').forEach((d) => (d.open = true)));
      const ask = page.locator('.actions button.action[data-confirm]');
      if (await ask.count()) {
        const version = await page.locator('.table').getAttribute('data-version');
        await ask.first().click();
        const question = await page.getByTestId('confirm-move').textContent();
        expect(question).toMatch(/\d+ (people|person) in your family can still move on this card\. End the action anyway/);
        await page.getByTestId('confirm-no').click();
        expect(await page.getByTestId('confirm-move').count()).toBe(0);
        expect(await page.locator('.table').getAttribute('data-version'), 'nothing sent').toBe(version);
        await ask.first().click();
        await page.getByTestId('confirm-yes').click();
        await page.waitForFunction((v) => document.querySelector('.table')?.getAttribute('data-version') !== v, version);
        asked = true;
        break;
      }
      // Otherwise take the cheapest card, pay, and walk: the last move listed that is not a pass.
      const version = await page.locator('.table').getAttribute('data-version');
      await page.evaluate(() => {
        const b = [...document.querySelectorAll<HTMLButtonElement>('.actions button.action')].filter((x) => x.offsetParent !== null && !x.disabled && !x.dataset.pass);
        b[b.length - 1]?.click();
      });
      await page.waitForFunction((v) => document.querySelector('.table')?.getAttribute('data-version') !== v || !!document.querySelector('.end-screen'), version);
    }
    expect(asked, 'the game offered to end an action with people left').toBe(true);
    await page.close();
  });
});
