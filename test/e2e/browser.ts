/**
 * E2E helpers: build the client once, start the real server on a random port with a temp data dir,
 * and drive Debian's Chromium through playwright-core. Every page's console errors are collected.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { AnyGame } from '../../src/engine/index.ts';
import { buildServer, type CrossingsServer } from '../../src/server/app.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-args.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOTS = path.join(ROOT, 'test-results', 'screenshots');

export { chromiumPath };
/** Without Chromium the tests skip visibly, except under CI=true where they must fail. */
export const skipReason = chromiumPath ? null : 'Chromium is not installed (apt-get install chromium); browser tests skipped';

/**
 * The built web client, as `npm run build:web` makes it (Vite's production build and its precompressed
 * copies), built once for all the browser test files by the e2e project's global setup
 * (test/e2e/build-client.ts). Returns the directory, for `startE2E`'s `webRoot`.
 */
export async function buildClient(): Promise<string> {
  return Promise.resolve(inject('webRoot'));
}

export interface E2E {
  server: CrossingsServer;
  url: string;
  browser: Browser;
  consoleErrors: string[];
  newPage(context?: BrowserContext): Promise<Page>;
  close(): Promise<void>;
}

/** `extraGames`: test fixtures the server offers besides the registered games (the browser draws them with the generic board). */
export async function startE2E(webRoot: string, extraGames: AnyGame[] = []): Promise<E2E> {
  if (!chromiumPath) throw new Error('Chromium is required for this test (CI=true): install the chromium package');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossings-e2e-'));
  const server = await buildServer({ dataDir, logLevel: false, botThinkMs: 0, sqliteSync: 'NORMAL', extraGames, webRoot });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  const consoleErrors: string[] = [];
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    server,
    url,
    browser,
    consoleErrors,
    async newPage(context?: BrowserContext) {
      const ctx = context ?? (await browser.newContext({ viewport: { width: 1280, height: 900 } }));
      const page = await ctx.newPage();
      // Shared CI machines can be slow: waits fail after a generous minute, not Playwright's default 30 s.
      page.setDefaultTimeout(60_000);
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(`${page.url()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => consoleErrors.push(`${page.url()}: ${err.message}`));
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      // A bot that failed is an error (docs/architecture.md §10, Bots), even when the seat's random move
      // let the game go on.
      if (server.botFailures.total > 0) throw new Error(`${server.botFailures.total} bot decision(s) failed during the browser tests (${JSON.stringify(server.botFailures.byKind)})`);
    },
  };
}

/**
 * Waits until nothing on the page moves: every CSS animation and transition and every Web Animation
 * (dealt cards fading in, dice, the roulette, cards travelling: src/web/table/flip.ts) has finished.
 * Two animation frames first, so an animation that starts with the next render is seen. This is what
 * a fixed pause of "long enough" stood for, without waiting when nothing moves.
 */
export async function settle(page: Page): Promise<void> {
  // A renderer that draws no frame (seen once in a long run, after a resize) must not hold the test
  // forever: a timer ends the wait for the two frames, and the wait for the animations has a timeout.
  await page.evaluate(() => new Promise<void>((done) => {
    const timer = setTimeout(done, 2000);
    requestAnimationFrame(() => requestAnimationFrame(() => { clearTimeout(timer); done(); }));
  }));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' && !a.pending), undefined, { polling: 'raf', timeout: 10_000 });
}

/**
 * `page.setViewportSize`, which has no timeout of its own: a page that does not take the new size
 * within 30 s fails the test, saying so, instead of holding it until the test's own timeout.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page did not take the size ${size.width}×${size.height} within 30 s`)), 30_000);
  });
  try {
    await Promise.race([page.setViewportSize(size), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/** A full-page picture for people to look at (test-results/screenshots/), once the page is still. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Waits for the person's moves and returns those in view, opening the first folded group when every
 * group is folded (long groups start folded, docs/architecture.md §11).
 */
export async function visibleMoves(page: Page) {
  await page.waitForSelector('#moves, .end-screen');
  const shown = page.locator('.actions button.action:visible');
  const folded = page.locator('.actions details.action-group:not([open]) > summary');
  if ((await shown.count()) === 0 && (await folded.count()) > 0) await folded.first().click();
  return shown;
}

/** What the table shows the person at a moment when they may move (read in one round trip). */
interface TurnSnapshot {
  version: string | null;
  folded: number;
  /** The only move is a pass: the table plays it by itself (auto-pass). */
  lonePass: boolean;
  prompt: string;
}

/** Waits until the game is over ('over') or the person may move (what the table shows then). */
async function nextTurn(page: Page): Promise<'over' | TurnSnapshot> {
  const handle = await page.waitForFunction(() => {
    if (document.querySelector('.end-screen')) return 'over';
    const all = [...document.querySelectorAll<HTMLButtonElement>('.actions button.action')];
    if (!all.some((b) => !b.disabled)) return false;
    return {
      version: document.querySelector('.table')?.getAttribute('data-version') ?? null,
      folded: document.querySelectorAll('.actions details.action-group:not([open]) > summary').length,
      lonePass: all.length === 1 && all[0].hasAttribute('data-pass'),
      prompt: document.querySelector('[data-testid=prompt]')?.textContent ?? '',
    };
  }, undefined, { timeout: 60_000, polling: 'raf' });
  return (await handle.jsonValue()) as 'over' | TurnSnapshot;
}

const versionNow = (page: Page) => page.evaluate(() => document.querySelector('.table')?.getAttribute('data-version') ?? null);

/** Waits until the table has moved on from `version` (or the game is over). */
async function movedOn(page: Page, version: string | null, timeout: number): Promise<void> {
  await page.waitForFunction((v) => document.querySelector('.table')?.getAttribute('data-version') !== v || !!document.querySelector('.end-screen'), version, { timeout, polling: 'raf' });
}

/**
 * Plays the person's seat through the UI until the end screen: each time the action panel offers
 * moves, it clicks one (the first, or the `pick`-th of those in view) and waits for the table to move
 * on. A lone pass is left to the table (auto-pass, docs/architecture.md §11); a folded group is opened
 * when no move is in view (long groups start folded so the panel stays short on a phone).
 */
export async function playToEnd(page: Page, opts: { maxClicks: number; pick?: (n: number, i: number) => number; beforeClick?: (i: number) => Promise<void> }): Promise<number> {
  let clicks = 0;
  for (;;) {
    const turn = await nextTurn(page);
    if (turn === 'over') return clicks;
    if (clicks >= opts.maxClicks) throw new Error(`no end screen after ${clicks} moves`);
    if (turn.lonePass) {
      await movedOn(page, turn.version, 30_000);
      continue;
    }
    // Moves in view, as Playwright sees them (a folded group's moves are not).
    const inView = page.locator('.actions button.action:visible');
    let n = await inView.count();
    if (n === 0 && turn.folded > 0) {
      await page.locator('.actions details.action-group:not([open]) > summary').first().click({ timeout: 5000 }).catch(() => undefined);
      n = await inView.count();
    }
    if (n === 0) continue; // the position moved on meanwhile: look again
    if (!turn.prompt.startsWith('Your turn')) throw new Error(`moves offered but the prompt says: ${turn.prompt}`);
    if (opts.beforeClick) {
      await opts.beforeClick(clicks);
      // The table may have played for the person meanwhile (auto-pass): then start again from the new position.
      if ((await versionNow(page)) !== turn.version) continue;
    }
    const i = opts.pick ? opts.pick(n, clicks) : 0;
    const button = inView.nth(Math.min(i, n - 1));
    const asks = (await button.getAttribute('data-confirm')) !== null;
    await button.click();
    // A move the board asks about first (ending an action with people still able to move): say yes.
    if (asks) await page.getByTestId('confirm-yes').click();
    clicks++;
    await movedOn(page, turn.version, 90_000).catch(async (err: unknown) => {
      const now = await page.evaluate(() => ({ version: document.querySelector('.table')?.getAttribute('data-version'), prompt: document.querySelector('[data-testid=prompt]')?.textContent }));
      throw new Error(`no new position after clicking move ${i + 1} of ${n} at version ${turn.version}: now ${JSON.stringify(now)} (${String(err)})`);
    });
  }
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Serious and critical WCAG 2 A/AA violations, as "rule: element" lines (empty when there are none).
 * axe-core runs in the page itself, injected once per document (and into every frame, so a frame's
 * content is checked as well): @axe-core/playwright's analyze() re-injects it and finishes each run in
 * a fresh blank page, which cost about a second a check against a fifth of that here.
 */
export async function seriousViolations(page: Page, only?: string): Promise<string[]> {
  // `only`: a selector to check alone (a page part the test is about).
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window).catch(() => true))) await frame.evaluate(AXE_SOURCE);
  }
  const violations = await page.evaluate(async ({ tags, include }) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }> } }).axe;
    const result = await axe.run(include ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })) }));
  }, { tags: WCAG_TAGS, include: only ?? null });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 5).map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** Visible text drawn smaller than `min` px, as "size: text" lines. */
export async function smallText(page: Page, min = 12): Promise<string[]> {
  return page.evaluate((limit) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      // Decorative glyphs inside hidden drawings (the "$" on a coin) are pictures, not text.
      if (!text || !el || el.closest('.sr-only, svg[aria-hidden=true], [aria-hidden=true] svg, dialog:not([open])')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      // SVG text is drawn at the drawing's scale: measure what reaches the screen.
      const scale = el instanceof SVGElement ? ((el as unknown as SVGGraphicsElement).getScreenCTM?.()?.a ?? 1) : 1;
      const shown = size * scale;
      if (shown < limit - 0.01) out.push(`${shown.toFixed(1)}px: ${text.slice(0, 40)}`);
    }
    return out;
  }, min);
}
