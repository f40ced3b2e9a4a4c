/**
 * Cluster failover (docs/cluster.md): three real server processes play six Emigration rooms whose
 * players are spread over all of them; the process playing some rooms is killed with SIGKILL, twice
 * (a replacement process joins between the kills). The dead process's rooms are taken over by a
 * survivor within a generous bound (correctness, not speed: the figure is printed), the players
 * reconnect to a live process and play on, and every move any of them saw acknowledged is in the
 * final record at its version. No player ever sees a version older than one it saw before.
 */
import { describe, expect, it } from 'vitest';
import { replay, type AnyGame } from '../../../src/engine/index.ts';
import { catalog } from '../../../src/server/app.ts';
import { type Cluster, clusterForFile, Player, clusterSkipReason, clusterTitle, createRoomOn, joinOn, recordOn, startOn, until, type ClusterProcess } from './helpers.ts';

/** How long a dead process's rooms may stay unowned: leases are 1.5 s here, sweeps every 0.5 s. */
const TAKEOVER_BOUND_MS = 15_000;
const ROOMS = 6;

let cluster: Cluster;
clusterForFile(3, (c) => { cluster = c; });

/** Where the stuck players stand, their rooms' leases and every process's log: what the coordinator's author needs. */
async function diagnose(stuck: Player[]): Promise<string> {
  const leases = await Promise.all([...new Set(stuck.map((p) => p.room))].map(async (code) => `${code}: ${JSON.stringify(await cluster.lease(code))}`));
  return `${stuck.map((p) => p.describe()).join('\n')}\nleases: ${leases.join('; ')}\nprocesses: ${cluster.procs.map((p) => `${p.name}=${p.pid}`).join(' ')}\n${cluster.logs()}`;
}

describe.skipIf(clusterSkipReason !== null)(clusterTitle('cluster failover'), () => {
  it('kill -9 of a room\'s owner, twice: a survivor takes the rooms over, players carry on, nothing acknowledged is lost', async () => {
    const game = catalog().get('emigration') as AnyGame;
    const procs = cluster.procs;
    const rooms: Array<{ code: string; players: Player[] }> = [];
    for (let r = 0; r < ROOMS; r++) {
      // Created on process r mod 3, which takes its lease: two rooms per process.
      const { code, hostToken } = await createRoomOn(procs[r % 3], 'emigration', Array.from({ length: 4 }, () => ({ type: 'open' })));
      const players: Player[] = [];
      for (let s = 0; s < 4; s++) {
        const where = procs[(r + s + 1) % 3];
        const token = await joinOn(where, code, `P${s + 1}`, s);
        // A little thinking per move, so the games outlast two takeovers.
        const p = new Player(cluster, code, { token, seat: s, thinkMs: 120 });
        await p.connect(where);
        players.push(p);
      }
      rooms.push({ code, players });
      await startOn(procs[(r + 2) % 3], code, hostToken);
    }
    rooms.forEach((room, r) => room.players.forEach((p, s) => p.play(100 * r + s)));
    const everyone = rooms.flatMap((r) => r.players);
    const ackedIn = (code: string) => rooms.find((r) => r.code === code)!.players.reduce((n, p) => n + p.acked.length, 0);
    await until(() => everyone.reduce((n, p) => n + p.acked.length, 0) >= 40, 30_000, 'moves to flow', () => cluster.logs());

    const figures: string[] = [];
    const killOwnerOf = async (label: string) => {
      // The victim: whoever plays the first room still being played.
      const playing = rooms.filter((r) => !r.players[0].finished());
      expect(playing.length, `${label}: rooms still being played`).toBeGreaterThan(0);
      const victim = await cluster.owner(playing[0].code) as ClusterProcess;
      expect(victim, `${label}: ${playing[0].code} has a live owner`).toBeDefined();
      const before = new Map<string, { epoch: number; acked: number }>();
      for (const r of playing) {
        const l = await cluster.lease(r.code);
        if (l?.live && l.pid === victim.pid) before.set(r.code, { epoch: l.epoch, acked: ackedIn(r.code) });
      }
      const t0 = Date.now();
      await cluster.kill(victim);
      let worst = 0;
      for (const [code, was] of before) {
        const { lease, ms } = await cluster.waitForLease(code, (l) => l !== null && l.live && l.pid !== victim.pid, TAKEOVER_BOUND_MS, `${label}: a survivor to take ${code} over from ${victim.name}`);
        expect(lease.epoch, `${code}: a takeover raises the epoch`).toBeGreaterThan(was.epoch);
        expect(cluster.byPid(lease.pid)?.alive(), `${code}: its new owner is a live process`).toBe(true);
        worst = Math.max(worst, Date.now() - t0, ms);
      }
      // Moves flow again in every room taken over (unless it finished meanwhile).
      let resumed = 0;
      for (const [code, was] of before) {
        const room = rooms.find((r) => r.code === code)!;
        const waited = await until(() => ackedIn(code) > was.acked + 2 || room.players[0].finished(), TAKEOVER_BOUND_MS, `${label}: moves in ${code} after the takeover`, () => diagnose(room.players));
        resumed = Math.max(resumed, Date.now() - t0);
        void waited;
      }
      figures.push(`${label}: killed ${victim.name} (owner of ${before.size} room(s)); leases taken over within ${worst} ms, moves acknowledged again within ${resumed} ms of the kill`);
      expect(before.size).toBeGreaterThan(0);
      return victim;
    };

    const first = await killOwnerOf('kill 1');
    // A replacement joins, as `npm run start:cluster` re-forks a dead worker; then a different victim.
    await cluster.add();
    await until(() => everyone.reduce((n, p) => n + p.acked.length, 0) >= 150, 60_000, 'more moves', () => cluster.logs());
    const second = await killOwnerOf('kill 2');
    expect(second.pid).not.toBe(first.pid);

    await until(() => everyone.every((p) => p.finished() || p.reconnectError !== null), 120_000, 'every game to finish',
      () => diagnose(everyone.filter((p) => !p.finished())));
    console.log(`[cluster failover] ${figures.join('; ')}`);
    for (const p of everyone) expect(p.reconnectError, `${p.room}/${p.opts.seat}`).toBeNull();

    const live = cluster.alive();
    for (const { code, players } of rooms) {
      const rec = await recordOn(live[0], code);
      expect(replay(game, rec).hash, `${code} replays`).toBe(rec.finalHash);
      for (const p of players) {
        expect(p.finished()).toBe(true);
        expect(p.wentBack, `${code}/${p.opts.seat}: versions went back after a reconnection`).toEqual([]);
        expect(p.client.lastUpdate()!.version).toBe(rec.actions.length);
        // Every acknowledged move, before or after a kill, is in the log at its version.
        for (const a of p.acked) expect(rec.actions[a.version - 1], `${code}: ack ${a.id} at version ${a.version}`).toEqual([a.seat, a.action]);
      }
    }
    // The kills were felt: some players lost their socket and came back.
    const reconnected = everyone.filter((p) => p.connections.length > 1).length;
    expect(reconnected).toBeGreaterThan(0);
    console.log(`[cluster failover] ${reconnected} of ${everyone.length} players reconnected; ${everyone.reduce((n, p) => n + p.acked.length, 0)} moves acknowledged`);
    await Promise.all(everyone.map((p) => p.close()));
  }, 240_000);
});
