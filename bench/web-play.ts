/**
 * `npm run bench:web-play`: what a student's phone feels while a game is played, move after move (bench:web
 * measures the page's first load). For each game, a person at seat 0 of an online table against three bots,
 * in Chromium emulating a mid-range phone (390×844, touch, 4× CPU slowdown, DevTools' "Fast 3G"), taps a
 * random move whenever it is their turn, the way a finger does (a trusted touch, not a script's click), up to
 * BENCH_PLAY_MOVES times or the game's end. Printed per game, medians and 95th percentiles:
 *
 * - **tap to feedback**: the tap's interaction as Chromium's Event Timing reports it (input delay, the
 *   handlers, and the next paint): what Core Web Vitals call Interaction to Next Paint (≤ 200 ms is "good");
 * - **a move on screen**: from a frame's arrival on the socket to the next paint after the table shows its
 *   version (`.table[data-version]`): the phone's own work for every move, anyone's;
 * - **tap to your move on screen**: from the finger touching a move's button (the page's own pointerdown,
 *   not the moment the script began looking for the button) to that paint for the move it sent, the
 *   server's answer included. Chromium's network emulation slows the page's requests, not its WebSocket's
 *   frames, so this is the phone's and the server's work without the network's round trip (Fast 3G would
 *   add 562 ms);
 * - **long tasks**: main-thread tasks of 50 ms or more from the first tap on, and the longest.
 *
 * The built client is served by the real server (bench/phone.ts): run `npm run build:web` first.
 * Environment: BENCH_PLAY_GAMES (default the four games), BENCH_PLAY_MOVES (the person's moves a game,
 * default 25), BENCH_PLAY_BOT_MS (how long a bot thinks, default 400: the others' moves arrive one by one,
 * as at a real table), BENCH_PLAY_PROFILE_DIR (writes the page's CPU profile of each game's play there, as
 * `<game>.cpuprofile`, for Chromium's DevTools), BENCH_WEB_CPU_RATE, BENCH_WEB_NO_THROTTLE=1 and BENCH_WEB_DIST as for bench:web.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Rng } from '../src/engine/index.ts';
import { launchPhoneBrowser, phoneContext, servePhoneClient } from './phone.ts';

const GAMES = (process.env.BENCH_PLAY_GAMES ?? 'emigration,refugee,borderlines,displacement').split(',').map((g) => g.trim()).filter(Boolean);
const MOVES = Number(process.env.BENCH_PLAY_MOVES ?? 25);
const BOT_MS = Number(process.env.BENCH_PLAY_BOT_MS ?? 400);
const PROFILE_DIR = process.env.BENCH_PLAY_PROFILE_DIR;

/** What the page records about itself (installed before its first script). */
interface PlayRecord {
  /** Per update frame: its version, when it arrived, and when the table showing it was painted. */
  frames: Array<{ version: number; at: number; painted?: number }>;
  /** Event Timing entries of taps (trusted input with an interaction id). */
  taps: Array<{ id: number; start: number; duration: number; name: string }>;
  longTasks: Array<{ start: number; duration: number }>;
  /** When a finger touched a move's button (a trusted pointerdown), in the order of the taps. */
  moveTouches: number[];
}

/**
 * Installed in the page before its scripts: every socket's update frames are noted as they arrive (this
 * listener is added in the constructor, so it runs before the table's), and a watch on the table's
 * `data-version` notes, for each frame, the first paint after the table shows it (the next animation
 * frame, then a task after it: the paint has happened by then).
 */
function recordPlay() {
  const w = window as unknown as { __play: PlayRecord };
  const rec: PlayRecord = { frames: [], taps: [], longTasks: [], moveTouches: [] };
  w.__play = rec;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (e: MessageEvent) => {
        const head = typeof e.data === 'string' ? e.data.slice(0, 80) : '';
        const m = /^\{"type":"update","version":(\d+)/.exec(head);
        if (m) rec.frames.push({ version: Number(m[1]), at: performance.now() });
      });
    }
  } as typeof WebSocket;
  let shown = -1;
  const painted = (version: number) => {
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        const t = performance.now();
        for (const f of rec.frames) if (f.painted === undefined && f.version <= version) f.painted = t;
      };
      ch.port2.postMessage(null);
    });
  };
  new MutationObserver(() => {
    const v = Number(document.querySelector('.table')?.getAttribute('data-version') ?? -1);
    if (v > shown) {
      shown = v;
      painted(v);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-version'] });
  new PerformanceObserver((list) => {
    // `interactionId` (Event Timing level 2) is not in TypeScript's DOM types yet.
    for (const e of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
      if (e.interactionId) rec.taps.push({ id: e.interactionId, start: e.startTime, duration: e.duration, name: e.name });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // The tap that sends a move starts when the finger touches its button: the clock of "tap to your move".
  document.addEventListener('pointerdown', (e) => {
    if (e.isTrusted && e.target instanceof Element && e.target.closest('.actions button.action')) rec.moveTouches.push(e.timeStamp);
  }, true);
  new PerformanceObserver((list) => { for (const e of list.getEntries()) rec.longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
}

/** Waits for the person's turn: a move they can tap ('move'), or the game's end ('over'). */
async function turnOrEnd(page: Page): Promise<'move' | 'over'> {
  const h = await page.waitForFunction(() => {
    if (document.querySelector('.end-screen')) return 'over';
    const shown = [...document.querySelectorAll<HTMLButtonElement>('.actions button.action')].filter((b) => b.offsetParent !== null && !b.disabled);
    const folded = document.querySelector('.actions details.action-group:not([open]) > summary');
    return shown.length > 0 || folded ? 'move' : false;
  }, undefined, { polling: 100, timeout: 120_000 });
  return (await h.jsonValue()) as 'move' | 'over';
}

/**
 * Taps a random move with a real touch: a folded group is opened first (a tap too), as a person would.
 * Returns the version the table showed before, or null when nothing could be tapped.
 */
async function tapAMove(page: Page, rng: Rng): Promise<number | null> {
  const version = Number(await page.locator('.table').getAttribute('data-version'));
  let buttons = page.locator('.actions button.action:visible:not([disabled]):not([data-confirm])');
  if ((await buttons.count()) === 0) {
    const folded = page.locator('.actions details.action-group:not([open]) > summary').first();
    if ((await folded.count()) === 0) return null;
    await folded.tap();
    buttons = page.locator('.actions button.action:visible:not([disabled]):not([data-confirm])');
  }
  const n = await buttons.count();
  if (n === 0) return null;
  await buttons.nth(rng.int(n)).tap();
  return version;
}

interface GameFigures { game: string; moves: number; frames: number; tapMs: number[]; frameMs: number[]; roundTripMs: number[]; longTasks: number[] }

async function playOne(browser: Browser, serve: Awaited<ReturnType<typeof servePhoneClient>>, game: string): Promise<GameFigures> {
  const { url, seat } = await serve.seatAgainstBots(game, { botThinkMs: BOT_MS });
  const { context, page, cdp } = await phoneContext(browser, seat);
  try {
    // tsx compiles the named functions inside recordPlay with esbuild's `__name` helper, which the page lacks.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.addInitScript(recordPlay);
    await page.goto(url, { timeout: 120_000 });
    const rng = new Rng(11);
    if (PROFILE_DIR) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    let moves = 0;
    const sent: Array<{ before: number; tappedAt: number }> = [];
    let firstTap = Infinity;
    // A move seen a moment ago may be gone when the tap comes (the next frame arrived meanwhile): look again.
    let missed = 0;
    while (moves < MOVES && (await turnOrEnd(page)) === 'move') {
      if (firstTap === Infinity) firstTap = await page.evaluate(() => performance.now());
      const before = await tapAMove(page, rng);
      if (before === null) {
        if (++missed > 50) throw new Error(`${game}: the table kept offering a move and never one that could be tapped (after ${moves} moves)`);
        await page.waitForTimeout(100);
        continue;
      }
      // When the finger touched the button: the page noted it (Playwright's own steps before the tap are not the phone's).
      const tappedAt = await page.evaluate((n) => (window as unknown as { __play: PlayRecord }).__play.moveTouches[n], sent.length);
      if (tappedAt === undefined) throw new Error(`${game}: move ${moves + 1} was tapped but the page saw no touch on a move's button`);
      sent.push({ before, tappedAt });
      // The move is on screen (the table's version grew) before the next tap.
      await page.waitForFunction((v) => Number(document.querySelector('.table')?.getAttribute('data-version')) > v || !!document.querySelector('.end-screen'), before, { polling: 50, timeout: 120_000 });
      moves++;
    }
    // Let the last frames be painted.
    await page.waitForTimeout(500);
    if (PROFILE_DIR) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.mkdirSync(PROFILE_DIR, { recursive: true });
      fs.writeFileSync(path.join(PROFILE_DIR, `${game}.cpuprofile`), JSON.stringify(profile));
    }
    const rec = await page.evaluate(() => (window as unknown as { __play: PlayRecord }).__play);
    // One figure per interaction: its longest event (pointerdown, pointerup, click…), as INP counts it.
    const byInteraction = new Map<number, number>();
    for (const t of rec.taps) byInteraction.set(t.id, Math.max(byInteraction.get(t.id) ?? 0, t.duration));
    // Frames before the first tap are the page's load (bench:web's), not play.
    const played = rec.frames.filter((f) => f.at >= firstTap && f.painted !== undefined);
    const roundTrip = sent.map((s) => {
      const f = rec.frames.find((x) => x.version > s.before && x.at >= s.tappedAt && x.painted !== undefined);
      return f ? f.painted! - s.tappedAt : NaN;
    }).filter((x) => Number.isFinite(x));
    return { game, moves, frames: played.length, tapMs: [...byInteraction.values()], frameMs: played.map((f) => f.painted! - f.at), roundTripMs: roundTrip, longTasks: rec.longTasks.filter((t) => t.start >= firstTap).map((t) => t.duration) };
  } finally {
    await context.close();
  }
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)}` : '–');

async function main() {
  const serve = await servePhoneClient();
  const browser = await launchPhoneBrowser();
  const load0 = os.loadavg()[0];
  const rows: GameFigures[] = [];
  try {
    for (const game of GAMES) {
      console.error(`  ${game}: up to ${MOVES} of the person's moves…`);
      rows.push(await playOne(browser, serve, game));
    }
  } finally {
    await browser.close();
    await serve.close();
  }
  console.log(`A person at seat 0 of 4 against bots that think ${BOT_MS} ms; a phone of 390×844 with ${serve.throttleNote}; load average ${load0.toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end. Medians and 95th percentiles, ms.`);
  console.log('| game | taps | frames | tap to feedback (INP), p50 / p95 | a move on screen, p50 / p95 | tap to your move on screen, p50 / p95 | long tasks (≥ 50 ms), count / longest |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.game} | ${r.moves} | ${r.frames} | ${ms(pct(r.tapMs, 50))} / ${ms(pct(r.tapMs, 95))} | ${ms(pct(r.frameMs, 50))} / ${ms(pct(r.frameMs, 95))} | ${ms(pct(r.roundTripMs, 50))} / ${ms(pct(r.roundTripMs, 95))} | ${r.longTasks.length} / ${ms(Math.max(0, ...r.longTasks))} |`);
  }
}

await main();
