/**
 * Split brain (docs/cluster.md, "Ownership"): the process playing a room is frozen (SIGSTOP) past its
 * lease; another process takes the room over and plays a move in it. A move sent meanwhile on a
 * socket still connected to the frozen process reaches it when it is resumed (SIGCONT): that move is
 * never acknowledged and never stored (its commit is fenced by the lease epoch), its client is closed
 * with 4001 or refused, the old owner stays up, and the new owner's moves are intact.
 */
import { describe, expect, it } from 'vitest';
import { PostgresStorage } from '../../../src/server/storage/postgres.ts';
import { Client, api } from '../helpers.ts';
import { type Cluster, clusterForFile, TEST_LEASE_MS, clusterSkipReason, clusterTitle, createRoomOn, isUpdate, joinOn, startOn, until, type ClusterProcess } from './helpers.ts';

let cluster: Cluster;
let A: ClusterProcess;
let B: ClusterProcess;
clusterForFile(2, (c) => {
  cluster = c;
  [A, B] = c.procs;
});

describe.skipIf(clusterSkipReason !== null)(clusterTitle('cluster split brain'), () => {
  it('a frozen owner that lost its lease cannot acknowledge or store a move; the new owner\'s moves stand', async () => {
    const { code, hostToken } = await createRoomOn(A, 'pledge', [{ type: 'open' }, { type: 'open' }]);
    const t0 = await joinOn(A, code, 'Old', 0);
    const t1 = await joinOn(B, code, 'New', 1);
    const leaseA = await cluster.lease(code);
    expect(leaseA?.pid, 'A created the room and holds its lease').toBe(A.pid);
    // Seat 0 straight on A (the owner), seat 1 through B (forwarded to A).
    const old0 = await Client.connect(A.wsUrl);
    await old0.request({ type: 'hello', room: code, token: t0 }, isUpdate);
    const fwd1 = await Client.connect(B.wsUrl);
    await fwd1.request({ type: 'hello', room: code, token: t1 }, isUpdate);
    await startOn(B, code, hostToken);
    // Round 1, both seats: versions 1 and 2, acknowledged by A.
    for (const [c, id] of [[old0, 'a0'], [fwd1, 'a1']] as const) {
      const offer = await c.waitFor((f) => isUpdate(f) && f.status === 'playing' && f.legal.length > 0);
      const ack = await c.request({ type: 'action', action: offer.legal[0].action, expectedVersion: offer.version, id }, (f) => f.ack === id || f.type === 'error');
      expect(ack.type, JSON.stringify(ack)).toBe('update');
    }
    await old0.waitFor((f) => isUpdate(f) && f.version === 2);
    const before = await loadActions(code);
    expect(before).toHaveLength(2);

    // Freeze A past its lease: B's sweep takes the room over with a higher epoch.
    A.child.kill('SIGSTOP');
    try {
      const { lease, ms } = await cluster.waitForLease(code, (l) => l !== null && l.live && l.pid === B.pid, 15_000, 'B to take the room over');
      expect(lease.epoch).toBeGreaterThan(leaseA!.epoch);
      expect(ms).toBeGreaterThanOrEqual((TEST_LEASE_MS * 2) / 3 - 100); // not before A's lease ran out (renewed every third of it)
      // B closes its pipe to A (the room moved), and seat 1 reconnects: to B, which now plays the room.
      await until(() => fwd1.closed, 10_000, 'B to close the pipe to the frozen owner', () => cluster.logs());
      expect(fwd1.closeCode).toBe(4001);
      const new1 = await Client.connect(B.wsUrl);
      const back = await new1.request({ type: 'hello', room: code, token: t1, since: 2 }, isUpdate);
      expect(back.version).toBe(2);
      const b1 = await new1.request({ type: 'action', action: back.legal[0].action, expectedVersion: 2, id: 'b1' }, (f) => f.ack === 'b1' || f.type === 'error');
      expect(b1, JSON.stringify(b1)).toMatchObject({ type: 'update', version: 3 });

      // Seat 0 still holds a socket to the frozen A and pledges there.
      const stale = old0.lastUpdate()!;
      expect(stale.version).toBe(2);
      const framesBefore = old0.frames.length;
      old0.send({ type: 'action', action: stale.legal[0].action, expectedVersion: 2, id: 'stale' });
      await new Promise((r) => setTimeout(r, 300));
      A.child.kill('SIGCONT');
      // A wakes: its renew finds the lease gone, or the move's commit is fenced. Either way the socket
      // is closed (4001) or the move refused, and it is never acknowledged.
      await until(() => old0.closed || old0.frames.slice(framesBefore).some((f) => f.type === 'error'), 15_000, 'the old owner to close or refuse seat 0', () => cluster.logs());
      await new Promise((r) => setTimeout(r, 1000));
      const after = old0.frames.slice(framesBefore);
      expect(after.filter((f) => f.ack === 'stale'), 'the stale move was acknowledged').toEqual([]);
      expect(after.filter((f) => isUpdate(f) && f.version > 2), `frames from the old owner after it woke: ${JSON.stringify(after)}`).toEqual([]);
      console.log(`[split brain] B took over ${ms} ms after the freeze; the old owner's client got ${old0.closed ? `close ${old0.closeCode}` : 'no close'} and ${JSON.stringify(after.map((f) => f.code ?? f.type))}`);
      if (old0.closed) expect(old0.closeCode).toBe(4001);
      // A is alive and still answers, and the room is still B's.
      expect(A.alive()).toBe(true);
      const healthA = await api(A.url, 'GET', '/health');
      expect(healthA.status).toBe(200);
      console.log(`[split brain] A after waking: writes ${JSON.stringify(healthA.body.writes)}, cluster ${JSON.stringify(healthA.body.cluster)}`);
      // The room left A's memory: evicted when its renew found the lease gone, or when the stale move's commit was fenced.
      expect(healthA.body.cluster.evictedRooms, JSON.stringify(healthA.body.cluster)).toBeGreaterThanOrEqual(1);
      expect(healthA.body.rooms.playing).toBe(0);
      expect((await cluster.lease(code))?.pid).toBe(B.pid);

      // The log: round 1 as A stored it, then B's move; nothing of the stale one.
      const stored = await loadActions(code);
      expect(stored.slice(0, 2)).toEqual(before);
      expect(stored.slice(2)).toEqual([{ seq: 2, seat: 1, action: back.legal[0].action }]);
      // Seat 0 comes back, through A (forwarded to B now), and plays: version 4, after B's move.
      await old0.close();
      const again0 = await Client.connect(A.wsUrl);
      const now0 = await again0.request({ type: 'hello', room: code, token: t0, since: 2 }, (f) => isUpdate(f) || f.type === 'error');
      expect(now0, JSON.stringify(now0)).toMatchObject({ type: 'update', version: 3 });
      const move = await again0.request({ type: 'action', action: now0.legal[0].action, expectedVersion: 3, id: 'c0' }, (f) => f.ack === 'c0' || f.type === 'error');
      expect(move, JSON.stringify(move)).toMatchObject({ type: 'update', version: 4 });
      const final = await loadActions(code);
      expect(final).toEqual([...before, { seq: 2, seat: 1, action: back.legal[0].action }, { seq: 3, seat: 0, action: now0.legal[0].action }]);
      await Promise.all([again0.close(), new1.close()]);
    } finally {
      A.child.kill('SIGCONT');
    }
  }, 90_000);
});

/** The room's stored log, straight from PostgreSQL. */
async function loadActions(code: string): Promise<Array<{ seq: number; seat: number; action: number }>> {
  const storage = await PostgresStorage.open(cluster.databaseUrl);
  try {
    const room = await storage.loadRoom(code);
    return (room?.actions ?? []).map(({ seq, seat, action }) => ({ seq, seat, action }));
  } finally {
    await storage.close();
  }
}
