/**
 * Bots and turn timers run only where the room is played (docs/cluster.md, "Routing"): with two
 * processes up, rooms of bots and one person (connected to the process that does not play the room)
 * progress exactly once per bot move — every version once, no duplicate in the stored log — and
 * only the owner holds the room in memory; a turn timer that runs out moves once for the late seat.
 */
import { describe, expect, it } from 'vitest';
import { replay, type AnyGame } from '../../../src/engine/index.ts';
import { catalog } from '../../../src/server/app.ts';
import { PostgresStorage } from '../../../src/server/storage/postgres.ts';
import { api } from '../helpers.ts';
import { type Cluster, clusterForFile, Player, clusterSkipReason, clusterTitle, createRoomOn, joinOn, recordOn, startOn, until, type ClusterProcess } from './helpers.ts';

let cluster: Cluster;
let A: ClusterProcess;
let B: ClusterProcess;
clusterForFile(2, (c) => {
  cluster = c;
  [A, B] = c.procs;
});

async function storedLog(code: string) {
  const storage = await PostgresStorage.open(cluster.databaseUrl);
  try {
    return (await storage.loadRoom(code))?.actions ?? [];
  } finally {
    await storage.close();
  }
}

const health = async (p: ClusterProcess) => (await api(p.url, 'GET', '/health')).body;

describe.skipIf(clusterSkipReason !== null)(clusterTitle('cluster: bots and timers on the owner only'), () => {
  it('Emigration with three bots and a person on the other process: one move per bot decision, every version once', async () => {
    const game = catalog().get('emigration') as AnyGame;
    const rooms: Array<{ code: string; owner: ClusterProcess; player: Player }> = [];
    for (let r = 0; r < 4; r++) {
      const owner = r % 2 === 0 ? A : B;
      const other = owner === A ? B : A;
      const { code, hostToken } = await createRoomOn(owner, 'emigration', [{ type: 'open' }, ...Array.from({ length: 3 }, () => ({ type: 'bot', bot: 'random' }))]);
      const token = await joinOn(other, code, 'Person', 0);
      // A little thinking, so the game is still on when /health is read below.
      const player = new Player(cluster, code, { token, seat: 0, reconnect: false, thinkMs: 50 });
      await player.connect(other);
      await startOn(other, code, hostToken);
      rooms.push({ code, owner, player });
    }
    rooms.forEach((r, i) => r.player.play(40 + i));
    await until(() => rooms.every((r) => r.player.acked.length >= 2), 30_000, 'every person to have moved', () => cluster.logs());
    // Mid-game: each process holds exactly the rooms it plays; the other has none of them in memory.
    for (const r of rooms) expect((await cluster.lease(r.code))?.pid, `${r.code} is played by the process that created it`).toBe(r.owner.pid);
    const [hA, hB] = [await health(A), await health(B)];
    expect(rooms.filter((r) => r.player.finished()), 'games still on while /health was read').toEqual([]);
    expect(hA.rooms.playing, JSON.stringify(hA)).toBe(2);
    expect(hB.rooms.playing, JSON.stringify(hB)).toBe(2);
    await until(() => rooms.every((r) => r.player.finished()), 90_000, 'every game to finish', () => cluster.logs());
    for (const { code, player } of rooms) {
      const rec = await recordOn(A, code);
      expect(replay(game, rec).hash).toBe(rec.finalHash);
      const log = await storedLog(code);
      expect(log.map((a) => a.seq), `${code}: one stored entry per version`).toEqual(rec.actions.map((_, i) => i));
      expect(log.map((a) => [a.seat, a.action])).toEqual(rec.actions);
      const versions = player.updates().map((f) => f.version as number);
      expect([...new Set(versions)], `${code}: every version once, in order`).toEqual(Array.from({ length: rec.actions.length + 1 }, (_, v) => v));
      // Bots moved most of the game.
      expect(rec.actions.filter(([seat]) => seat !== 0).length).toBeGreaterThan(rec.actions.length / 2);
      expect(player.closes).toEqual([]);
    }
    for (const p of [A, B]) expect((await health(p)).botFailures.total, `${p.name}: bot failures`).toBe(0);
    await Promise.all(rooms.map((r) => r.player.close()));
  }, 150_000);

  it('a turn timer that runs out moves once for the late seat, on the owner', async () => {
    const { code, hostToken } = await createRoomOn(A, 'pledge', [{ type: 'open' }, { type: 'open' }], {
      turnTimer: { mode: 'realtime', seconds: 10 }, standInBot: { kind: 'random', strength: 'easy' },
    });
    const late = await joinOn(A, code, 'Late', 0);
    const prompt = await joinOn(B, code, 'Prompt', 1);
    const p1 = new Player(cluster, code, { token: prompt, seat: 1, reconnect: false });
    await p1.connect(B);
    const p0 = new Player(cluster, code, { token: late, seat: 0, reconnect: false });
    await p0.connect(B);
    await startOn(B, code, hostToken);
    await until(() => p1.client.lastUpdate()?.status === 'playing', 10_000, 'the start');
    const offer = p1.client.lastUpdate()!;
    const t0 = Date.now();
    const ack = await p1.client.request({ type: 'action', action: offer.legal[0].action, expectedVersion: 0, id: 'p' }, (f) => f.ack === 'p' || f.type === 'error');
    expect(ack.version).toBe(1);
    // Seat 0 never moves: after 10 s its stand-in pledges once, which ends the round (version 2).
    await until(() => (p1.client.lastUpdate()?.version ?? 0) >= 2, 20_000, 'the turn timer', () => cluster.logs());
    const took = Date.now() - t0;
    expect(took).toBeGreaterThan(9_000);
    // Nothing more for a while (the next round's clock has 10 s again), and the log holds exactly that.
    await new Promise((r) => setTimeout(r, 3000));
    expect(p1.client.lastUpdate()!.version).toBe(2);
    const log = await storedLog(code);
    expect(log.map((a) => [a.seq, a.seat])).toEqual([[0, 1], [1, 0]]);
    expect((await cluster.lease(code))?.pid).toBe(A.pid);
    await Promise.all([p0.close(), p1.close()]);
  }, 60_000);
});
