/**
 * `npm run bench:class`: a class joining one workshop at once, on a teacher's laptop (docs/performance.md,
 * "A class at once"). The server runs as a real process (bench/server/server-child.ts: main.ts compiled as
 * `npm start` runs it, bench/server/built-server.ts; SQLite in a
 * temporary folder, the server's own limits per address, so the class shares one address as behind a
 * school's router). A facilitator creates the workshop and polls its dashboard as the host page does
 * (every 2 s); BENCH_CLASS_STUDENTS students (default 40) join within BENCH_CLASS_JOIN_SECONDS (default
 * 30), each as the web client does it: the workshop's info, the join, then `GET /me` held by the server
 * until the status changes (the student page's long poll, useStudentStatus.ts; every 2 s if the server
 * cannot hold it) until it names a table; then the room's info and the room socket (hello, first
 * update). The facilitator seats BENCH_CLASS_BOT_TABLES tables (default 4) with two students and two bots
 * (BENCH_CLASS_BOT, default `ismcts:medium`: bots that search, on the server's worker threads), the rest
 * four to a table, and starts every table together. Everyone then plays random legal moves after a
 * person's pause (BENCH_CLASS_THINK_MS, default 400–1500 ms) for BENCH_CLASS_PLAY_SECONDS (default 60),
 * while BENCH_CLASS_LATE latecomers (default 4) join during play and are seated at once (a bot's seat).
 * BENCH_CLASS_PHONES (default 2) real Chromium phones (390×844, the built client: `npm run build:web`)
 * join through /join/<code> and play by tapping moves. BENCH_CLASS_RUNS runs (default 1), each printed;
 * with several, the medians of the runs' figures close the output.
 *
 * Printed, p50 and p99 in ms: the join (POST answered: the waiting room shows); seated after the start
 * (the start's answer to the table's first update on the phone: the held status request answers once
 * the start is durable); seated once the table is known (the `me` answer naming it to the first update: the room's
 * info, the socket and its hello); a latecomer's join-to-seated (the join sent to the first update); the
 * first move and every move (sent to its acknowledged update frame); the dashboard's refresh (the
 * facilitator's GET); how many moves took over 100 ms and in how many distinct quarter-seconds (many at once
 * is the process stalling, not one table). Chromium phones report their own join-to-table times.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { Rng } from '../src/engine/index.ts';
import { runPhones, type PhoneTimes } from './class-phones.ts';
import { startServerWithOwnLimits, stopServer } from './server/load.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const STUDENTS = env('BENCH_CLASS_STUDENTS', 40);
const JOIN_MS = env('BENCH_CLASS_JOIN_SECONDS', 30) * 1000;
const PLAY_MS = env('BENCH_CLASS_PLAY_SECONDS', 60) * 1000;
const BOT_TABLES = env('BENCH_CLASS_BOT_TABLES', 4);
const LATE = env('BENCH_CLASS_LATE', 4);
const PHONES = env('BENCH_CLASS_PHONES', 2);
const RUNS = env('BENCH_CLASS_RUNS', 1);
const GAME = process.env.BENCH_CLASS_GAME ?? 'emigration';
const [botKind, botStrength] = (process.env.BENCH_CLASS_BOT ?? 'ismcts:medium').split(':');
const [thinkMin, thinkMax] = (process.env.BENCH_CLASS_THINK_MS ?? '400-1500').split('-').map(Number);
/** The host page's poll, and the student page's when its status request is not held (src/web/workshop/usePoll.ts, POLL_MS). */
const POLL_MS = 2000;
/** How long the student page asks the server to hold its status request (src/web/workshop/useStudentStatus.ts). */
const WAIT_SECONDS = 25;

interface Samples {
  join: number[]; startToSeated: number[]; knownToSeated: number[]; lateJoinToSeated: number[];
  firstMove: number[]; move: number[]; dashboard: number[]; dashboardInPlay: number[];
  refused: Map<string, number>; joinFailed: number;
  /** When each move over 100 ms was acknowledged: many at one moment is the server (or the machine) stalling, not one table. */
  slowAt: number[]; moves: number; botTables: number; tables: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server as a process of its own, with its default limits (one address for the whole class). */
function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  // BENCH_CLASS_PROF=<dir>: the server writes a CPU profile of its main thread there when it stops.
  const prof = process.env.BENCH_CLASS_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CLASS_PROF)}`] : [];
  return startServerWithOwnLimits({ CROSSINGS_DATA_DIR: dataDir, CROSSINGS_DATABASE_URL: '', CROSSINGS_REDIS_URL: '' }, [], prof);
}

/** One HTTP call as the web client makes it (src/web/online/api.ts); a refusal throws with the server's code. */
async function call<T>(base: string, method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json() as T & { error?: { code: string; message: string } };
  if (!res.ok) throw Object.assign(new Error(`${method} ${route}: ${res.status} ${json.error?.code}: ${json.error?.message}`), { code: json.error?.code ?? String(res.status) });
  return json;
}

async function timed<T>(out: number[], f: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const r = await f();
  out.push(performance.now() - t0);
  return r;
}

function refuse(s: Samples, err: unknown): void {
  const code = (err as { code?: string }).code ?? String(err);
  s.refused.set(code, (s.refused.get(code) ?? 0) + 1);
}

interface Me { phase: string; table: { room: string | null; seat: number | null } | null; version?: string; waited?: string }
type Update = { type: string; version: number; status: string; legal: number[]; ack?: number; code?: string };

/**
 * A student's phone over the room socket, as useRoom does: hello with patches, bare moves and its reader's language, then, whenever it may move,
 * a random legal move after a person's pause, naming the version it saw. Resolves with the socket once the
 * first update arrives (the table is on screen).
 */
function sitAndPlay(base: string, room: string, token: string, rng: Rng, s: Samples, stop: { now: boolean }): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { perMessageDeflate: false });
    let latest: Update | null = null;
    let pending: { id: number; at: number } | null = null;
    let timer: NodeJS.Timeout | undefined;
    let id = 0;
    let first = true;
    let moved = false;
    const consider = () => {
      if (stop.now || pending || timer || !latest || latest.status !== 'playing' || latest.legal.length === 0) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (stop.now || pending || !latest || latest.status !== 'playing' || latest.legal.length === 0) return;
        pending = { id: id++, at: performance.now() };
        ws.send(JSON.stringify({ type: 'action', action: rng.pick(latest.legal), expectedVersion: latest.version, id: pending.id }));
      }, thinkMin + rng.float() * (thinkMax - thinkMin));
    };
    ws.once('open', () => ws.send(JSON.stringify({ type: 'hello', room, token, since: 0, patches: true, labels: false, lang: 'en' })));
    ws.once('error', reject);
    ws.on('close', () => clearTimeout(timer));
    ws.on('message', (data) => {
      const f = JSON.parse(data.toString()) as Update;
      if (f.type === 'error') {
        // STALE_VERSION and the like: another seat moved first; a full update follows and play goes on.
        if (pending && (f as { id?: number }).id === pending.id) pending = null;
        refuse(s, f);
        consider();
        return;
      }
      if (f.type !== 'update') return;
      if (first) {
        first = false;
        resolve(ws);
      }
      if (pending && f.ack === pending.id) {
        const ms = performance.now() - pending.at;
        s.move.push(ms);
        if (ms > 100) s.slowAt.push(performance.now());
        if (!moved) s.firstMove.push(ms);
        moved = true;
        s.moves++;
        pending = null;
      }
      latest = f;
      consider();
    });
  });
}

/** A student from opening the link to the table: info, join, the held status request, the room's info, the socket. */
async function student(base: string, code: string, i: number, s: Samples, started: { at: number | null }, stop: { now: boolean }, late: boolean): Promise<WebSocket | null> {
  const rng = new Rng(1000 + i);
  let joined = false;
  try {
    await call(base, 'GET', `/api/workshops/${code}`);
    const joinedAt = performance.now();
    const { token } = await timed(s.join, () => call<{ token: string }>(base, 'POST', `/api/workshops/${code}/students`, { nickname: `Student ${i + 1}`, language: i % 3 === 0 ? 'zh-Hant' : 'en' }));
    joined = true;
    // As useStudentStatus.ts: the status once, then held by the server until it changes (WAIT_SECONDS),
    // asked again at once; every 2 s instead when the server says it cannot hold the request.
    let me = await call<Me>(base, 'GET', `/api/workshops/${code}/me`, undefined, token);
    while (!(me.table?.room && me.phase !== 'waiting')) {
      if (stop.now) return null;
      const since = me.version;
      me = await call<Me>(base, 'GET', `/api/workshops/${code}/me${since ? `?wait=${WAIT_SECONDS}&since=${since}` : ''}`, undefined, token);
      if (!me.version || me.waited === 'refused' || me.waited === 'replaced') {
        refuse(s, { code: `WAIT_${me.waited ?? 'UNOFFERED'}`.toUpperCase() });
        await sleep(POLL_MS);
      }
    }
    const knownAt = performance.now();
    const room = me.table!.room!;
    await call(base, 'GET', `/api/rooms/${room}`);
    const ws = await sitAndPlay(base, room, token, rng, s, stop);
    const seatedAt = performance.now();
    s.knownToSeated.push(seatedAt - knownAt);
    if (late) s.lateJoinToSeated.push(seatedAt - joinedAt);
    else if (started.at !== null) s.startToSeated.push(seatedAt - started.at);
    return ws;
  } catch (err) {
    if (!joined) s.joinFailed++;
    refuse(s, err);
    return null;
  }
}

async function oneRun(run: number): Promise<{ s: Samples; phones: PhoneTimes | null }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossings-bench-class-'));
  const { child, url: base } = await startServer(dataDir);
  const s: Samples = { join: [], startToSeated: [], knownToSeated: [], lateJoinToSeated: [], firstMove: [], move: [], dashboard: [], dashboardInPlay: [], refused: new Map(), joinFailed: 0, slowAt: [], moves: 0, botTables: 0, tables: 0 };
  const stop = { now: false };
  const started: { at: number | null } = { at: null };
  const sockets: Array<WebSocket | null> = [];
  try {
    const { code, facilitatorToken: key } = await call<{ code: string; facilitatorToken: string }>(base, 'POST', '/api/workshops', {
      game: GAME, tableSize: 4, remainder: 'bots', bot: { kind: botKind, ...(botStrength ? { strength: botStrength } : {}) },
    });
    // The facilitator's host page: the dashboard every 2 s, from the first student to the end.
    let playing = false;
    const dashboardLoop = (async () => {
      while (!stop.now) {
        const t0 = performance.now();
        await call(base, 'GET', `/api/workshops/${code}/dashboard`, undefined, key).catch((err: unknown) => refuse(s, err));
        const ms = performance.now() - t0;
        (playing ? s.dashboardInPlay : s.dashboard).push(ms);
        await sleep(POLL_MS);
      }
    })();
    const phoneRun = PHONES > 0 ? runPhones(base, code, PHONES, stop) : null;
    // Arrivals spread over the join window, in a random order as a class's are.
    const rng = new Rng(run);
    const arrivals = Array.from({ length: STUDENTS }, () => rng.float() * JOIN_MS).sort((a, b) => a - b);
    const t0 = performance.now();
    const joining = arrivals.map(async (at, i) => {
      await sleep(at - (performance.now() - t0));
      sockets.push(await student(base, code, i, s, started, stop, false));
    });
    await sleep(JOIN_MS - (performance.now() - t0));
    if (phoneRun) await phoneRun.joined;
    // Everyone the class counts is in (each has had its join answered).
    for (;;) {
      const d = await call<{ students: Array<{ id: string }> }>(base, 'GET', `/api/workshops/${code}/dashboard`, undefined, key);
      if (d.students.length >= STUDENTS + PHONES - s.joinFailed) break;
      await sleep(200);
    }
    const { students } = await call<{ students: Array<{ id: string }> }>(base, 'GET', `/api/workshops/${code}/dashboard`, undefined, key);
    const ids = students.map((x) => x.id);
    // Tables of two students and two bots first, then four to a table (a short last one gets bots too).
    const tables: string[][] = [];
    for (let t = 0; t < BOT_TABLES && ids.length > 4; t++) tables.push(ids.splice(0, 2));
    while (ids.length) tables.push(ids.splice(0, 4));
    s.tables = tables.length;
    s.botTables = tables.filter((t) => t.length < 4).length;
    await call(base, 'PUT', `/api/workshops/${code}/tables`, { tables, observers: [] }, key);
    await call(base, 'POST', `/api/workshops/${code}/joining`, { latecomers: 'bot-seat' }, key);
    await call(base, 'POST', `/api/workshops/${code}/start`, {}, key);
    started.at = performance.now();
    playing = true;
    phoneRun?.started(started.at);
    // Latecomers during play take a bot's seat at once (docs/workshop.md, latecomers).
    const lateOnes = Array.from({ length: LATE }, async (_, j) => {
      await sleep(((j + 1) * PLAY_MS) / (LATE + 2));
      sockets.push(await student(base, code, STUDENTS + j, s, started, stop, true));
    });
    await sleep(PLAY_MS);
    stop.now = true;
    await Promise.all([...joining, ...lateOnes, dashboardLoop]);
    const phones = phoneRun ? await phoneRun.done : null;
    return { s, phones };
  } finally {
    stop.now = true;
    for (const ws of sockets) ws?.close();
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const med = (xs: number[]) => pct(xs.filter((x) => !Number.isNaN(x)), 50);
const fmt = (x: number) => (Number.isNaN(x) ? '–' : x < 10 ? x.toFixed(1) : x.toFixed(0));

type Row = [string, number[]];
function rowsOf(s: Samples): Row[] {
  return [
    ['join (POST answered: the waiting room)', s.join],
    ['seated after the start (start answered → first update; the held `me` answers on the start)', s.startToSeated],
    ['seated once the table is known (me → room info → socket → first update)', s.knownToSeated],
    ['latecomer join-to-seated (join sent → first update)', s.lateJoinToSeated],
    ['first move (sent → acknowledged update)', s.firstMove],
    ['move (sent → acknowledged update)', s.move],
    ['dashboard refresh while joining (GET)', s.dashboard],
    ['dashboard refresh during play (GET)', s.dashboardInPlay],
  ];
}

async function main() {
  console.log(`bench:class: ${STUDENTS} students + ${PHONES} Chromium phones join one ${GAME} workshop within ${JOIN_MS / 1000} s; ${BOT_TABLES} tables with two ${botKind}${botStrength ? ` ${botStrength}` : ''} bots; ${LATE} latecomers; ${PLAY_MS / 1000} s of play; think ${thinkMin}–${thinkMax} ms; ${RUNS} run(s); load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const all: Array<{ rows: Row[]; phones: PhoneTimes | null }> = [];
  for (let run = 1; run <= RUNS; run++) {
    const { s, phones } = await oneRun(run);
    const rows = rowsOf(s);
    all.push({ rows, phones });
    console.log(`\nrun ${run}: ${s.tables} tables (${s.botTables} with bots), ${s.moves} moves by students acknowledged; refused or failed: ${[...s.refused].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log('| measure | n | p50 (ms) | p99 (ms) | max (ms) |');
    console.log('|---|---:|---:|---:|---:|');
    for (const [name, xs] of rows) console.log(`| ${name} | ${xs.length} | ${fmt(pct(xs, 50))} | ${fmt(pct(xs, 99))} | ${fmt(xs.length ? Math.max(...xs) : NaN)} |`);
    const stalls = new Set(s.slowAt.map((t) => Math.floor(t / 250)));
    console.log(`moves over 100 ms: ${s.slowAt.length}, acknowledged in ${stalls.size} distinct 250 ms windows`);
    if (phones) console.log(`Chromium phones: join page usable ${phones.pageMs.map(fmt).join(', ')} ms; start answered → table on screen ${phones.seatedMs.map(fmt).join(', ')} ms; moves tapped ${phones.taps}`);
  }
  if (RUNS > 1) {
    console.log(`\nmedian of ${RUNS} runs (each run's p50 and p99):`);
    console.log('| measure | p50 (ms) | p99 (ms) |');
    console.log('|---|---:|---:|');
    all[0].rows.forEach(([name], k) => {
      console.log(`| ${name} | ${fmt(med(all.map((r) => pct(r.rows[k][1], 50))))} | ${fmt(med(all.map((r) => pct(r.rows[k][1], 99))))} |`);
    });
  }
}

await main();
