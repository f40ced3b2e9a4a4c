/**
 * `npm run bench:web`: what a student's phone waits for. For each page a person opens first — the home
 * page, a student's workshop join page (/w/<code>, and the short link /join/<code> that leads to it) and an online table (/room/<code>, a seat in a game
 * under way) — it prints the JavaScript the browser received over the wire (as sent: Brotli or gzip,
 * headers left out), all bytes received, and the time until the page can be used, in Chromium emulating a
 * mid-range phone: 4× CPU slowdown and DevTools' "Fast 3G" (562.5 ms round trip, 1.44 Mbit/s down,
 * 675 kbit/s up), a fresh cache each visit (a first visit; later visits read hashed files from the cache).
 *
 * "Usable" is the moment the page's first control a person needs is on screen (home: a game's "Play
 * against bots"; join page: the nickname box; table: a move button), then the end of the last long task
 * (≥ 50 ms on the main thread) before the main thread stayed quiet for 500 ms — the page draws and
 * answers a tap then (Lighthouse's time to interactive, measured from the page's own long tasks).
 *
 * The built client is served by the real server (buildServer, SQLite in a temporary folder) on loopback:
 * run `npm run build:web` first. Environment: BENCH_WEB_RUNS (default 5; the median is printed with min and
 * max), BENCH_WEB_DIST=<dir> serves another build of the client (an older commit's dist/web), BENCH_WEB_NO_THROTTLE=1 for an unthrottled desktop figure, BENCH_WEB_FILES=1 to list each script received,
 * BENCH_WEB_CPU_RATE=<n> another CPU slowdown than 4× (the slowdown is relative to the host: on a host
 * half as fast as a desktop, 2× stands for what 4× means on the desktop; docs/performance.md).
 */
import os from 'node:os';
import type { Browser } from 'playwright-core';
import { launchPhoneBrowser, phoneContext, servePhoneClient, throttleNote, type SeatKey } from './phone.ts';

const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);

interface Visit { jsBytes: number; allBytes: number; jsFiles: number; usableMs: number }
interface PageCase { name: string; url: () => Promise<string>; ready: string; seat?: () => SeatKey }

async function main() {
  const serve = await servePhoneClient();
  const { base, post } = serve;
  const browser = await launchPhoneBrowser();
  try {
    const { code: workshop } = await post('/api/workshops', { game: 'emigration' });
    const cases: PageCase[] = [
      { name: 'home page', url: async () => `${base}/`, ready: 'button:has-text("Play against bots")' },
      { name: 'student join page (/w/<code>)', url: async () => `${base}/w/${workshop}`, ready: 'input[type=text], input:not([type])' },
      // The short link a class is given (a QR code, the board): it looks the code up, then opens the page above.
      { name: 'short join link (/join/<code>)', url: async () => `${base}/join/${workshop}`, ready: 'input[type=text], input:not([type])' },
      {
        name: 'online table (Emigration, a seat)',
        // A new room each visit: a person seated at seat 0 against three bots, the game started.
        url: async () => {
          const { url, seat } = await serve.seatAgainstBots('emigration');
          pendingSeat = seat;
          return url;
        },
        ready: '#moves, .end-screen',
        seat: () => pendingSeat!,
      },
    ];
    const rows: Array<[string, Visit[]]> = [];
    for (const c of cases) {
      await visit(browser, c); // warm-up: the server's and the disk's caches, not the browser's
      const visits: Visit[] = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(browser, c));
      rows.push([c.name, visits]);
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const span = (xs: number[], f: (x: number) => string) => `${f(med(xs))} [${f(Math.min(...xs))}–${f(Math.max(...xs))}]`;
    const kb = (n: number) => (n / 1024).toFixed(1);
    const s = (n: number) => (n / 1000).toFixed(2);
    console.log(`${runs} visits per page after a warm-up, each in a fresh browser context; ${throttleNote}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log('| page | JS over the wire (KB) | JS files | all bytes (KB) | usable (s), median [min–max] |');
    console.log('|---|---:|---:|---:|---:|');
    for (const [name, v] of rows) {
      console.log(`| ${name} | ${kb(med(v.map((x) => x.jsBytes)))} | ${med(v.map((x) => x.jsFiles))} | ${kb(med(v.map((x) => x.allBytes)))} | ${span(v.map((x) => x.usableMs), s)} |`);
    }
  } finally {
    await browser.close();
    await serve.close();
  }
}

let pendingSeat: SeatKey | null = null;

async function visit(browser: Browser, c: PageCase): Promise<Visit> {
  const url = await c.url();
  const { context, page, cdp } = await phoneContext(browser, c.seat?.());
  try {
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    // With BENCH_WEB_FILES=1, each request's start and end (ms from the first request, the page's own):
    // the waterfall, where a file asked for only after another arrived costs a round trip.
    const started = new Map<string, number>();
    let firstAt: number | null = null;
    const at = (t: number) => Math.round((t - (firstAt ?? t)) * 1000);
    const listFiles = process.env.BENCH_WEB_FILES === '1';
    cdp.on('Network.requestWillBeSent', (e) => {
      urls.set(e.requestId, e.request.url);
      firstAt ??= e.timestamp;
      started.set(e.requestId, e.timestamp);
    });
    if (listFiles) {
      // The room's WebSocket: when it is asked for and when its first frames arrive.
      cdp.on('Network.webSocketWillSendHandshakeRequest', (e) => console.log(`  ${c.name}: WebSocket handshake at ${at(e.timestamp)} ms`));
      let frames = 0;
      cdp.on('Network.webSocketFrameReceived', (e) => { if (frames++ < 2) console.log(`  ${c.name}: WebSocket frame ${frames} (${e.response.payloadData.length} B) at ${at(e.timestamp)} ms`); });
    }
    let jsBytes = 0, allBytes = 0, jsFiles = 0;
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      allBytes += e.encodedDataLength;
      const type = types.get(e.requestId);
      if (type === 'Script') {
        jsBytes += e.encodedDataLength;
        jsFiles++;
      }
      if (listFiles) console.log(`  ${c.name}: ${type} ${urls.get(e.requestId)?.replace(/^https?:\/\/[^/]+/, '')} ${(e.encodedDataLength / 1024).toFixed(1)} KB, ${at(started.get(e.requestId) ?? e.timestamp)}–${at(e.timestamp)} ms`);
    });
    // Long tasks as the page itself sees them, from its first script on.
    await page.addInitScript(() => {
      const w = window as unknown as { __longTaskEnds: number[] };
      w.__longTaskEnds = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__longTaskEnds.push(e.startTime + e.duration); }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.locator(c.ready).first().waitFor({ state: 'visible', timeout: 120_000 });
    const readyAt = await page.evaluate(() => performance.now());
    // Wait for a 500 ms quiet window (no long task), at most 20 s.
    const usable = await page.evaluate(async (ready) => {
      const w = window as unknown as { __longTaskEnds: number[] };
      const deadline = performance.now() + 20_000;
      for (;;) {
        const last = Math.max(ready, ...w.__longTaskEnds);
        if (performance.now() - last >= 500 || performance.now() > deadline) return last;
        await new Promise((r) => setTimeout(r, 100));
      }
    }, readyAt);
    // Bytes still arriving for what the page asked for before it was usable are counted too.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    // navigationStart is performance's zero: the tap on the link.
    return { jsBytes, allBytes, jsFiles, usableMs: usable };
  } finally {
    await context.close();
  }
}

await main();
