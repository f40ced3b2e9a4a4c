/**
 * The real phones of `npm run bench:class`: Chromium at 390×844 (the built client, `npm run build:web`)
 * opening the class's short link /join/<code>, typing a nickname, waiting in the waiting room, then
 * playing by tapping a legal move whenever the table offers one, until the run stops. No throttling: the
 * phones measure what the server makes a person wait for (bench:web measures a slow phone's own load).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { Rng } from '../src/engine/index.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium-args.ts';
import { tapRandomMove } from '../test/e2e/tap-move.ts';

export interface PhoneTimes {
  /** From opening /join/<code> to the nickname box on screen, per phone. */
  pageMs: number[];
  /** From the start's answer to the table's moves on screen, per phone. */
  seatedMs: number[];
  taps: number;
}

export interface PhoneRun {
  /** Resolves once every phone is in the waiting room. */
  joined: Promise<void>;
  /** Tells the phones when the facilitator's start was answered (performance.now() of this process). */
  started(at: number): void;
  done: Promise<PhoneTimes>;
}

export function runPhones(base: string, code: string, count: number, stop: { now: boolean }): PhoneRun {
  if (!chromiumPath) throw new Error('Chromium is not installed (apt-get install chromium); or set BENCH_CLASS_PHONES=0');
  // The server serves the built client from dist/web; without it the phones would wait a minute for a page that never comes.
  const index = path.resolve(import.meta.dirname, '../dist/web/index.html');
  if (!fs.existsSync(index)) throw new Error(`the phones need the built web client (${index} is missing): run npm run build:web first, or set BENCH_CLASS_PHONES=0`);
  const times: PhoneTimes = { pageMs: [], seatedMs: [], taps: 0 };
  let startedAt!: (at: number) => void;
  const start = new Promise<number>((r) => { startedAt = r; });
  let joinedOne!: () => void;
  let joinedCount = 0;
  const joined = new Promise<void>((r) => { joinedOne = () => { if (++joinedCount === count) r(); }; });
  const done = (async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    try {
      await Promise.all(Array.from({ length: count }, async (_, i) => {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
        const page = await context.newPage();
        page.on('pageerror', (err) => console.error(`phone ${i + 1}: ${err.message}`));
        const t0 = performance.now();
        await page.goto(`${base}/join/${code}`);
        const name = page.locator('#ws-nickname');
        await name.waitFor({ timeout: 60_000 });
        times.pageMs.push(performance.now() - t0);
        await name.fill(`Phone ${i + 1}`);
        await page.getByRole('button', { name: 'Join', exact: true }).click();
        await page.locator('.ws-waiting').waitFor({ timeout: 60_000 });
        joinedOne();
        const at = await start;
        await page.locator('.table').waitFor({ timeout: 60_000 });
        times.seatedMs.push(performance.now() - at);
        times.taps += await tapMoves(page, new Rng(500 + i), stop);
        await context.close();
      }));
    } finally {
      await browser.close();
    }
    return times;
  })();
  // A phone that fails before joining must not leave the run waiting for it.
  done.catch(() => {});
  return { joined: Promise.race([joined, done.then(() => {})]), started: (at) => startedAt(at), done };
}

/** Taps a random offered move whenever there is one, until `stop` (as test/e2e/workshop.test.ts's browser students do). */
async function tapMoves(page: Page, rng: Rng, stop: { now: boolean }): Promise<number> {
  let taps = 0;
  while (!stop.now) {
    const can = await page.evaluate(() => !document.querySelector('.end-screen') && document.querySelectorAll('.actions button.action:not([disabled])').length > 0);
    if (!can) {
      if (await page.locator('.end-screen').count()) return taps;
      await page.waitForTimeout(200);
      continue;
    }
    await page.waitForTimeout(400 + rng.float() * 1100);
    const tapped = await tapRandomMove(page, rng.float(), true);
    if (tapped) taps++;
  }
  return taps;
}
