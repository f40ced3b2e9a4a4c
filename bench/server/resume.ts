/**
 * `npm run bench:resume`: what a phone that drops off the school Wi-Fi mid-game downloads when it comes
 * back (src/web/online/room-socket.ts `ResumableLog`, protocol.ts hello `since`). For each game, a real
 * server (a child process, SQLite) plays a seeded 4-seat room of random moves halfway through a game; then one
 * seat's connection comes back having missed the last `BENCH_MISSED` entries (default 8: two rounds of a
 * 4-seat game), once asking for the whole log (`since: 0`, what every reconnection asked before) and once
 * for what it missed. Printed: the bytes of the room's answer (welcome and first update) each way.
 *
 * Environment: BENCH_RESUME_GAMES (default the four games), BENCH_MISSED, BENCH_RESUME_AT (the share of a
 * game played before the drop, default 0.5).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Table from 'cli-table3';
import { WebSocket } from 'ws';
import { Rng, applyJsonPatch } from '../../src/engine/index.ts';
import { getGame } from '../../src/games/all.ts';
import { pickAction, post, startServer, stopServer } from './load.ts';

const GAMES = (process.env.BENCH_RESUME_GAMES ?? 'emigration,refugee,borderlines,displacement').split(',');
const MISSED = Number(process.env.BENCH_MISSED ?? 8);
const AT = Number(process.env.BENCH_RESUME_AT ?? 0.5);
const SEATS = 4;
type Frame = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A game's length in entries, from one seeded random game played with the engine alone. */
function gameLength(id: string): number {
  const game = getGame(id)!;
  const rng = new Rng(1);
  let s = game.setup({ players: SEATS, seed: 1 });
  let n = 0;
  while (!game.isOver(s)) {
    const seat = rng.pick(game.activeSeats(s));
    const r = game.apply(s, seat, rng.pick(game.legalActions(s, seat)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    n++;
  }
  return n;
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Says hello and resolves with the bytes of the welcome and the first update, and that update. */
async function hello(url: string, msg: object): Promise<{ bytes: number; update: Frame; ws: WebSocket }> {
  const ws = await open(url);
  let bytes = 0;
  const update = await new Promise<Frame>((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      const f = JSON.parse(data.toString()) as Frame;
      if (f.type === 'welcome' || f.type === 'update') bytes += data.length;
      if (f.type === 'update') resolve(f);
      if (f.type === 'error') reject(new Error(`hello refused: ${f.code}: ${f.message}`));
    });
    ws.send(JSON.stringify({ type: 'hello', patches: true, labels: false, lang: 'en', ...msg }));
  });
  return { bytes, update, ws };
}

/** Plays random moves at a started room until its version reaches `target`. */
async function playTo(url: string, code: string, tokens: string[], target: number, rng: Rng): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  await new Promise<void>((done) => {
    tokens.forEach((token, seat) => {
      void hello(url, { room: code, token }).then(({ ws, update }) => {
        sockets.push(ws);
        let view: unknown = update.view;
        let id = 0;
        const act = (f: Frame) => {
          // A game shorter than this one's seeded length ends the playing too (its end is still halfway enough).
          if (f.version >= target || f.status === 'finished') return done();
          if (f.status === 'playing' && f.legal.length) ws.send(JSON.stringify({ type: 'action', action: pickAction(rng, f.legal), expectedVersion: f.version, id: `${seat}-${id++}` }));
        };
        ws.on('message', (data: Buffer) => {
          const f = JSON.parse(data.toString()) as Frame;
          if (f.type === 'error' && f.code !== 'STALE_VERSION') throw new Error(`${f.code}: ${f.message}`);
          if (f.type !== 'update') return;
          view = f.viewPatch ? applyJsonPatch(view, f.viewPatch) : f.view;
          act(f);
        });
        act(update);
      });
    });
  });
  return sockets;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossings-bench-resume-'));
  const { child, url } = await startServer({ CROSSINGS_DATA_DIR: dataDir, CROSSINGS_DATABASE_URL: '', CROSSINGS_REDIS_URL: '' });
  const table = new Table({ head: ['game', 'entries (of a game)', 'missed', 'answer, whole log (since 0)', 'answer, what was missed', 'ratio'] });
  try {
    for (const game of GAMES) {
      const length = gameLength(game);
      const at = Math.max(MISSED + 1, Math.round(length * AT));
      const { code, hostToken } = await post(`${url}/api/rooms`, { game, seats: Array.from({ length: SEATS }, () => ({ type: 'open' })), dropReplaceSeconds: null, seed: 1 });
      const tokens: string[] = [];
      for (let seat = 0; seat < SEATS; seat++) tokens.push((await post(`${url}/api/rooms/${code}/join`, { name: `p${seat}`, seat })).token as string);
      await post(`${url}/api/rooms/${code}/start`, {}, hostToken);
      const sockets = await playTo(url, code, tokens, at, new Rng(7));
      // Let the moves in flight land, then read the version the room stopped at.
      await new Promise((r) => setTimeout(r, 200));
      const whole = await hello(url, { room: code, token: tokens[1], since: 0 });
      const version = whole.update.version as number;
      const missed = await hello(url, { room: code, token: tokens[1], since: version - MISSED });
      for (const ws of [...sockets, whole.ws, missed.ws]) ws.close();
      table.push([game, `${version} (of ${length})`, MISSED, whole.bytes.toLocaleString('en'), missed.bytes.toLocaleString('en'), (missed.bytes / whole.bytes).toFixed(2)]);
    }
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`A seat's connection back after missing the last ${MISSED} entries, ${Math.round(AT * 100)}% into a 4-seat game of random moves (English events, bare moves, as the web client asks): bytes of the welcome and the first update.`);
  console.log(table.toString());
}

await main();
