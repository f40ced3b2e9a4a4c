/**
 * A workshop in cluster mode (docs/cluster.md, docs/workshop.md): its tables share the workshop's
 * lease, so the process that created it plays every table. Everything else goes through the other
 * process: students join, the facilitator starts and reads the dashboard there, students play there.
 * The dashboard read through it shows every table, with the moves and connections the owner sees.
 */
import { describe, expect, it } from 'vitest';
import { api } from '../helpers.ts';
import { createWorkshop, joinStudents } from '../workshop-helpers.ts';
import { type Cluster, clusterForFile, Player, clusterSkipReason, clusterTitle, until, type ClusterProcess } from './helpers.ts';

let cluster: Cluster;
let A: ClusterProcess;
let B: ClusterProcess;
clusterForFile(2, (c) => {
  cluster = c;
  [A, B] = c.procs;
});

/* eslint-disable @typescript-eslint/no-explicit-any */
describe.skipIf(clusterSkipReason !== null)(clusterTitle('cluster: a workshop watched from the other process'), () => {
  it('students join, play and are watched through the process that does not run the workshop; its dashboard shows every table', async () => {
    const { code, facilitatorToken } = await createWorkshop(A.url, { tableSize: 3, remainder: 'bots' });
    expect((await cluster.lease(code))?.pid, 'A created the workshop and holds its lease').toBe(A.pid);
    const students = await joinStudents(B.url, code, ['Amal', 'Bo', 'Chen', 'Dara', 'Eli', 'Farah']);
    const dash = async (p: ClusterProcess) => {
      const res = await api(p.url, 'GET', `/api/workshops/${code}/dashboard`, undefined, facilitatorToken);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const waiting = await dash(B);
    expect(waiting.tables.map((t: any) => t.seats.map((s: any) => s.studentId))).toEqual([students.slice(0, 3), students.slice(3)].map((g) => g.map((s) => s.studentId)));
    const started = await api(B.url, 'POST', `/api/workshops/${code}/start`, {}, facilitatorToken);
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    const players: Player[] = [];
    for (const s of students) {
      const me = await api(B.url, 'GET', `/api/workshops/${code}/me`, undefined, s.token);
      expect(me.body.phase).toBe('playing');
      const { room, seat } = me.body.table;
      const p = new Player(cluster, room, { token: s.token, seat, reconnect: false, thinkMs: 30 });
      await p.connect(B);
      players.push(p);
    }
    const rooms = [...new Set(players.map((p) => p.room))];
    expect(rooms).toHaveLength(2);
    // A table has no lease of its own: it goes with its workshop's, which A holds.
    for (const room of rooms) expect(await cluster.lease(room)).toBeNull();
    expect((await cluster.lease(code))?.pid).toBe(A.pid);

    // Mid-game, the dashboard through B: both tables playing, every student connected (through B), moves as the students see them.
    const firstMover = players.find((p) => (p.client.lastUpdate()?.legal ?? []).length > 0)!;
    const offer = firstMover.client.lastUpdate()!;
    const ack = await firstMover.client.request({ type: 'action', action: offer.legal[0].action, expectedVersion: offer.version, id: 'w1' }, (f) => f.ack === 'w1' || f.type === 'error');
    expect(ack.type, JSON.stringify(ack)).toBe('update');
    const mid = await dash(B);
    expect(mid.tables.map((t: any) => t.room).sort()).toEqual([...rooms].sort());
    for (const t of mid.tables) {
      expect(t.status).toBe('playing');
      for (const s of t.seats.filter((x: any) => x.kind === 'student')) expect(s.connected, `${t.room} seat ${s.seat} connected`).toBe(true);
    }
    expect(mid.tables.find((t: any) => t.room === firstMover.room).moves).toBe(ack.version);
    const viaA = await dash(A);
    expect(viaA.tables.map((t: any) => [t.room, t.status, t.moves, t.seats])).toEqual(mid.tables.map((t: any) => [t.room, t.status, t.moves, t.seats]));

    players.forEach((p, i) => p.play(900 + i));
    await until(() => players.every((p) => p.finished()), 60_000, 'both tables to finish', () => cluster.logs());
    await until(async () => (await api(B.url, 'GET', `/api/workshops/${code}`)).body.phase === 'debrief', 10_000, 'the debrief');
    const end = await dash(B);
    for (const t of end.tables) {
      expect(t.status).toBe('finished');
      const p = players.find((x) => x.room === t.room)!;
      expect(t.moves).toBe(p.client.lastUpdate()!.version);
    }
    const results = await api(B.url, 'GET', `/api/workshops/${code}/results`, undefined, facilitatorToken);
    expect(results.status).toBe(200);
    expect(results.body.tables.map((t: any) => t.room).sort()).toEqual([...rooms].sort());
    const csv = await fetch(`${B.url}/api/workshops/${code}/export.csv`, { headers: { authorization: `Bearer ${facilitatorToken}` } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect((await csv.text()).split('\n').length).toBeGreaterThan(6);
    await Promise.all(players.map((p) => p.close()));
  }, 120_000);

  it('a student\'s status request is held by the process that runs the class; one forwarded to it is answered at once, saying why', async () => {
    const { code } = await createWorkshop(A.url, {});
    expect((await cluster.lease(code))?.pid).toBe(A.pid);
    const [amal] = await joinStudents(B.url, code, ['Amal']);
    const version = (await api(B.url, 'GET', `/api/workshops/${code}/me`, undefined, amal.token)).body.version as string;
    const forwarded = await api(B.url, 'GET', `/api/workshops/${code}/me?wait=25&since=${version}`, undefined, amal.token);
    expect(forwarded.status).toBe(200);
    expect(forwarded.body).toMatchObject({ waited: 'refused', version });
    expect(forwarded.body.waitRefused).toMatch(/another server process.*every 2 seconds/);
    // The owner holds it (and answers when the time is up: nothing changed).
    const held = await api(A.url, 'GET', `/api/workshops/${code}/me?wait=1&since=${version}`, undefined, amal.token);
    expect(held.body).toMatchObject({ waited: 'timeout', version });
    expect((await api(A.url, 'GET', '/health')).body.studentWaits.refused).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
