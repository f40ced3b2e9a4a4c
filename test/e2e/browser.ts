/**
 * E2E helpers: build the client once, start the real server on a random port with a temp data dir,
 * and drive Debian's Chromium through playwright-core. Every page's console errors are collected.
 */
import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import type { AnyGame } from '../../src/engine/index.ts';
import { buildServer, type CrossingsServer } from '../../src/server/app.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOTS = path.join(ROOT, 'test-results', 'screenshots');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
export const chromiumPath = CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
/** Without Chromium the tests skip visibly, except under CI=true where they must fail. */
export const skipReason = chromiumPath ? null : 'Chromium is not installed (apt-get install chromium); browser tests skipped';

/**
 * A production build, as `npm start` makes (vitest sets NODE_ENV=test, which would give React's dev
 * build), into its own directory: the browser test files run side by side and must not empty each
 * other's build. Returns the directory, for `startE2E`'s `webRoot`.
 */
export async function buildClient(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossings-web-'));
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = env;
  }
  return outDir;
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
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
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
      fs.rmSync(webRoot, { recursive: true, force: true });
      // A bot that failed is an error (issue 10), even when the seat's random move let the game go on.
      if (server.botFailures.total > 0) throw new Error(`${server.botFailures.total} bot decision(s) failed during the browser tests (${JSON.stringify(server.botFailures.byKind)})`);
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(450); // let the brief card and dice animations finish
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Waits for the person's moves and returns those in view, opening the first folded group when every
 * group is folded (long groups start folded, issue 11).
 */
export async function visibleMoves(page: Page) {
  await page.waitForSelector('#moves, .end-screen');
  const shown = page.locator('.actions button.action:visible');
  const folded = page.locator('.actions details.action-group:not([open]) > summary');
  if ((await shown.count()) === 0 && (await folded.count()) > 0) await folded.first().click();
  return shown;
}

/**
 * Plays the person's seat through the UI until the end screen: each time the action panel offers
 * moves, it clicks one (the first, or the `pick`-th) and waits for the table to move on.
 */
export async function playToEnd(page: Page, opts: { maxClicks: number; pick?: (n: number, i: number) => number; beforeClick?: (i: number) => Promise<void> }): Promise<number> {
  let clicks = 0;
  for (;;) {
    const state = await page.waitForFunction(() => {
      if (document.querySelector('.end-screen')) return 'over';
      const buttons = document.querySelectorAll<HTMLButtonElement>('.actions button.action:not([disabled])');
      return buttons.length > 0 ? 'move' : false;
    }, undefined, { timeout: 60_000, polling: 50 });
    if ((await state.jsonValue()) === 'over') return clicks;
    if (clicks >= opts.maxClicks) throw new Error(`no end screen after ${clicks} moves`);
    // A position the table may still play by itself (auto-pass) is settled once it has stood a moment.
    const seen = await page.evaluate(() => document.querySelector('.table')?.getAttribute('data-version'));
    await page.waitForTimeout(60);
    if ((await page.evaluate(() => document.querySelector('.table')?.getAttribute('data-version'))) !== seen) continue;
    // A lone pass is the table's to play (auto-pass, issue 11): wait for it rather than race it.
    const lonePassAt = await page.evaluate(() => {
      const all = document.querySelectorAll('.actions button.action');
      return all.length === 1 && all[0].hasAttribute('data-pass') ? document.querySelector('.table')?.getAttribute('data-version') ?? null : null;
    });
    if (lonePassAt !== null) {
      await page.waitForFunction((v) => document.querySelector('.table')?.getAttribute('data-version') !== v || !!document.querySelector('.end-screen'), lonePassAt, { timeout: 30_000, polling: 30 });
      continue;
    }
    // Long groups start folded (issue 11): pick among the moves in view, opening a group when none is.
    const buttons = page.locator('.actions button.action:visible');
    let n = await buttons.count();
    // (The position may also have moved on meanwhile: then look again.)
    const folded = page.locator('.actions details.action-group:not([open]) > summary');
    if (n === 0 && (await folded.count()) > 0) {
      await folded.first().click({ timeout: 5000 }).catch(() => undefined);
      n = await buttons.count();
    }
    if (n === 0) continue;
    const prompt = await page.getByTestId('prompt').textContent();
    if (!prompt?.startsWith('Your turn')) throw new Error(`moves offered but the prompt says: ${prompt}`);
    const version = await page.evaluate(() => document.querySelector('.table')?.getAttribute('data-version'));
    await opts.beforeClick?.(clicks);
    // The table may have played for the person meanwhile (auto-pass): then start again from the new position.
    if ((await page.evaluate(() => document.querySelector('.table')?.getAttribute('data-version'))) !== version) continue;
    const i = opts.pick ? opts.pick(n, clicks) : 0;
    await buttons.nth(Math.min(i, n - 1)).click();
    clicks++;
    // Wait until this move has been applied (the table's version moves on).
    await page.waitForFunction((v) => document.querySelector('.table')?.getAttribute('data-version') !== v || !!document.querySelector('.end-screen'), version, { timeout: 90_000, polling: 30 }).catch(async (err: unknown) => {
      const now = await page.evaluate(() => ({ version: document.querySelector('.table')?.getAttribute('data-version'), prompt: document.querySelector('[data-testid=prompt]')?.textContent }));
      throw new Error(`no new position after clicking move ${i + 1} of ${n} at version ${version}: now ${JSON.stringify(now)} (${String(err)})`);
    });
  }
}

/** Serious and critical WCAG 2 A/AA violations, as "rule: element" lines (empty when there are none). */
export async function seriousViolations(page: Page, only?: string): Promise<string[]> {
  // `only`: a selector to check alone (a page part the test is about).
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await (only ? builder.include(only) : builder).analyze();
  return result.violations
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
