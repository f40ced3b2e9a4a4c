/**
 * Durability: the server runs as a child process under load (several rooms, WebSocket players
 * moving as fast as they can, some bots), is killed with SIGKILL mid-game and restarted on the same
 * data directory (SQLite) or database (PostgreSQL). Every action any client saw acknowledged is in
 * the log at its version, the rooms and seat tokens are back, and every game then finishes and replays.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Rng, replay, type MatchRecord } from '../../src/engine/index.ts';
import { catalog } from '../../src/server/app.ts';
import { pledge } from '../fixtures/pledge.ts';
import { Client, api, createRoom, finished, join, playRandomly, tempDir, type Frame } from './helpers.ts';
import { dropPostgresSchemas, freshPostgresUrl, postgresSkipReason } from './postgres-helpers.ts';
import { FULL_DEPTH } from '../depth.ts';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await dropPostgresSchemas();
});

function spawnServer(dataDir: string, storageEnv: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/child-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CROSSINGS_DATA_DIR: dataDir, CROSSINGS_WS_RATE: '100000', CROSSINGS_HTTP_RATE: '100000', CROSSINGS_BOT_THINK_MS: '0', LOG_LEVEL: 'info', ...storageEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.stderr?.on('data', (d: Buffer) => { out += d.toString(); });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

interface Seat { room: string; game: string; seat: number; token: string; client: Client; sent: Map<string, number> }

// inline differs from async-fsync only in where the fsync runs, which a kill -9 cannot tell apart.
const sqlite = (writer: string) => ({ skip: null, env: () => Promise.resolve({ CROSSINGS_SQLITE_WRITER: writer, CROSSINGS_DATABASE_URL: '' }) });
const cases: Array<[string, { skip: string | null; env: () => Promise<Record<string, string>> }]> = [
  ['async-fsync SQLite writer', sqlite('async-fsync')],
  // The worker writer in test:long; `npm test` has the default writer and PostgreSQL (test/depth.ts).
  ...(FULL_DEPTH ? [['worker SQLite writer', sqlite('worker')] as [string, { skip: string | null; env: () => Promise<Record<string, string>> }]] : []),
  [postgresSkipReason ? `PostgreSQL, skipped: ${postgresSkipReason}` : 'PostgreSQL', {
    skip: postgresSkipReason,
    env: async () => ({ CROSSINGS_DATABASE_URL: await freshPostgresUrl() }),
  }],
];

describe.each(cases)('kill -9 and restart (%s)', (_, storage) => {
  it.skipIf(storage.skip)('loses nothing acknowledged, and the games finish', async () => {
    const dataDir = tempDir('crossings-durability-');
    const storageEnv = await storage.env();
    const first = await spawnServer(dataDir, storageEnv);
    const games = catalog([pledge]).list();
    const plan = [...Array.from({ length: 4 }, () => pledge), ...games.filter((g) => g.id !== 'pledge').flatMap((g) => [g, g])];
    const seats: Seat[] = [];
    const hosts: Array<{ code: string; host: string }> = [];
    for (const [r, game] of plan.entries()) {
      const players = Math.min(game.maxPlayers, 4);
      const specs = Array.from({ length: players }, (_, i) => (r % 2 === 1 && i === players - 1 ? { type: 'bot', bot: 'random' } : { type: 'open' }));
      const { code, hostToken } = await createRoom(first.url, game.id, specs, { dropReplaceSeconds: null });
      hosts.push({ code, host: hostToken });
      for (const [i, s] of specs.entries()) {
        if (s.type !== 'open') continue;
        const { token } = await join(first.url, code, `P${i + 1}`, i);
        const client = await Client.connect(`${first.url.replace('http', 'ws')}/ws`);
        await client.request({ type: 'hello', room: code, token }, (f) => f.type === 'update');
        seats.push({ room: code, game: game.id, seat: i, token, client, sent: new Map() });
      }
    }
    // Players send tagged actions, so each acknowledgement can be matched to the action it confirms.
    const acked: Array<{ room: string; seat: number; version: number; action: number; view: unknown }> = [];
    for (const [k, s] of seats.entries()) {
      const rng = new Rng(k);
      let lastSent = -1;
      let n = 0;
      s.client.onFrame = (f: Frame) => {
        if (f.ack !== undefined) acked.push({ room: s.room, seat: s.seat, version: f.version, action: s.sent.get(f.ack) as number, view: f.view });
        if (f.type !== 'update' || f.status !== 'playing' || !f.legal.length || f.version <= lastSent) return;
        lastSent = f.version;
        const action = rng.pick(f.legal as Array<{ action: number }>).action;
        const id = `${s.seat}-${n++}`;
        s.sent.set(id, action);
        s.client.send({ type: 'action', action, expectedVersion: f.version, id });
      };
    }
    for (const { code, host } of hosts) await api(first.url, 'POST', `/api/rooms/${code}/start`, {}, host);
    // Let the load run, then pull the plug.
    await new Promise<void>((resolve) => {
      const check = setInterval(() => { if (acked.length >= 40) { clearInterval(check); resolve(); } }, 1);
    });
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const seen = new Map<string, number>();
    for (const s of seats) seen.set(s.room, Math.max(seen.get(s.room) ?? 0, s.client.lastUpdate()?.version ?? 0));
    const unfinishedAtKill = seats.filter((s) => s.client.lastUpdate()?.status === 'playing').length;
    expect(unfinishedAtKill).toBeGreaterThan(0);
    expect(acked.length).toBeGreaterThanOrEqual(40);

    const second = await spawnServer(dataDir, storageEnv);
    for (const [code, version] of seen) {
      const info = await api(second.url, 'GET', `/api/rooms/${code}`);
      expect(info.status).toBe(200);
      expect(info.body.version).toBeGreaterThanOrEqual(version);
    }
    // Everyone comes back with their token and plays on.
    const again: Client[] = [];
    for (const [k, s] of seats.entries()) {
      const c = await Client.connect(`${second.url.replace('http', 'ws')}/ws`);
      await c.request({ type: 'hello', room: s.room, token: s.token, since: s.client.lastUpdate()?.version ?? 0 }, (f) => f.type === 'update');
      expect(c.frames[0]).toMatchObject({ type: 'welcome', seat: s.seat });
      playRandomly(c, 500 + k);
      again.push(c);
    }
    await Promise.all(again.map((c) => c.waitFor(finished, 60_000)));
    for (const { code } of hosts) {
      const rec = (await api<MatchRecord>(second.url, 'GET', `/api/rooms/${code}/record`)).body;
      const game = games.find((g) => g.id === rec.game) ?? pledge;
      expect(replay(game, rec).hash).toBe(rec.finalHash);
      // Each acknowledged action sits at its version, and the seat's view then is what it was shown.
      let state = game.setup({ players: rec.players, seed: rec.seed, options: rec.options, content: rec.content });
      const states = [state];
      for (const [seat, action] of rec.actions) {
        const r = game.apply(state, seat, action);
        if (!r.ok) throw new Error(r.error.message);
        states.push((state = r.state));
      }
      for (const a of acked.filter((x) => x.room === code)) {
        expect(rec.actions[a.version - 1]).toEqual([a.seat, a.action]);
        expect(a.view).toEqual(JSON.parse(JSON.stringify(game.view(states[a.version], a.seat))));
      }
    }
    await Promise.all(again.map((c) => c.close()));
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
    expect(second.child.exitCode).toBe(0);
  });
});
