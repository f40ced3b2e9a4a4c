/**
 * A mid-range phone on a school network, for the browser benches (bench/web.ts: a page's first load;
 * bench/web-play.ts: a game played): Debian's Chromium at 390×844 with touch, DevTools' "Fast 3G" and a
 * CPU slowdown (4× unless BENCH_WEB_CPU_RATE says otherwise, none with BENCH_WEB_NO_THROTTLE=1), and the
 * built client (`npm run build:web`, or BENCH_WEB_DIST) served by the real server on SQLite in a temporary
 * folder, on loopback.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { buildServer } from '../src/server/app.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium-args.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const webRoot = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(ROOT, 'dist/web'));
export const throttle = process.env.BENCH_WEB_NO_THROTTLE !== '1';
export const cpuRate = Number(process.env.BENCH_WEB_CPU_RATE ?? 4);
if (!(cpuRate >= 1)) throw new Error(`BENCH_WEB_CPU_RATE must be a number ≥ 1 (a slowdown), got "${process.env.BENCH_WEB_CPU_RATE}"`);
export const throttleNote = throttle ? `${cpuRate}× CPU slowdown, Fast 3G` : 'no throttling';

/** DevTools' "Fast 3G" preset (as Puppeteer's PredefinedNetworkConditions spell it). */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 };

export async function launchPhoneBrowser(): Promise<Browser> {
  if (!chromiumPath) throw new Error('Chromium is not installed (apt-get install chromium)');
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

/** A seat's token as the table keeps it in the browser (src/web/online: `crossings.room.<code>`). */
export interface SeatKey { code: string; token: string; seat: number; name: string }

/**
 * A fresh phone (its own cache and storage), throttled; with `seat`, the browser already holds that seat's
 * token, as the phone that joined the room does.
 */
export async function phoneContext(browser: Browser, seat?: SeatKey): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  if (seat) {
    await page.addInitScript(([c, v]) => localStorage.setItem(`crossings.room.${c}`, v), [seat.code, JSON.stringify({ token: seat.token, seat: seat.seat, name: seat.name })] as const);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  return { context, page, cdp };
}

/** The real server with the built client; `post` calls its API, `seatAgainstBots` starts a game for a person. */
export async function servePhoneClient() {
  if (!fs.existsSync(path.join(webRoot, 'index.html'))) throw new Error(`${webRoot} has no built client: run \`npm run build:web\` first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossings-bench-web-'));
  const server = await buildServer({ dataDir, logLevel: false, botThinkMs: 0, webRoot });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const post = async (route: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, string>>;
  };
  return {
    base,
    post,
    throttleNote,
    /** A new room of `game`: a person at seat 0 (named Amal) against three random bots, started. */
    async seatAgainstBots(game: string, options: { botThinkMs?: number; seed?: number } = {}): Promise<{ url: string; seat: SeatKey }> {
      const bot = { type: 'bot', bot: 'random' };
      const { code, hostToken } = await post('/api/rooms', { game, seats: [{ type: 'open' }, bot, bot, bot], seed: options.seed ?? 3, botThinkMs: options.botThinkMs ?? 0 });
      const { token } = await post(`/api/rooms/${code}/join`, { name: 'Amal', seat: 0 });
      await post(`/api/rooms/${code}/start`, {}, hostToken);
      return { url: `${base}/room/${code}`, seat: { code, token, seat: 0, name: 'Amal' } };
    },
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
