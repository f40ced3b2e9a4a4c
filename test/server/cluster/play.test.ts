/**
 * Cluster mode, two real server processes on one PostgreSQL schema and Redis (docs/cluster.md):
 * whole games whose seats are connected to different processes (one plays the room, the other
 * forwards), moves several seats make at the same moment from different processes, and what each
 * connection receives on the process that does not play the room (hidden information).
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, GameEvent, MatchRecord, Viewer } from '../../../src/engine/index.ts';
import { catalog } from '../../../src/server/app.ts';
import { pledge } from '../../fixtures/pledge.ts';
import { Client, api, type Frame } from '../helpers.ts';
import { checkViewerFrames, roundTrip } from '../wire-check.ts';
import { type Cluster, clusterForFile, Player, clusterSkipReason, clusterTitle, createRoomOn, isUpdate, joinOn, recordOn, startOn, statesOf, until,
  type ClusterProcess,
} from './helpers.ts';

let cluster: Cluster;
let A: ClusterProcess;
let B: ClusterProcess;

clusterForFile(2, (c) => {
  cluster = c;
  [A, B] = c.procs;
});

/** Refusals a move may get when another seat acted first; each comes with the current position. */
const REFUSALS = ['STALE_VERSION', 'NO_LONGER_LEGAL', 'MOVE_CHANGED'];

/** A started room of `game` created on A (so A plays it), each seat joined and connected where `procOf(seat)` says. */
async function table(game: string, players: number, procOf: (seat: number) => ClusterProcess) {
  const { code, hostToken } = await createRoomOn(A, game, Array.from({ length: players }, () => ({ type: 'open' })));
  const owner = await cluster.owner(code);
  expect(owner?.name, `the process that created ${code} holds its lease`).toBe(A.name);
  const tokens: string[] = [];
  for (let s = 0; s < players; s++) tokens.push(await joinOn(procOf(s), code, `P${s + 1}`, s));
  return { code, hostToken, tokens };
}

/** Each seat's client, connected (and welcomed) through the process `procOf` names. */
async function seatClients(code: string, tokens: string[], procOf: (seat: number) => ClusterProcess): Promise<Client[]> {
  const seats: Client[] = [];
  for (const [s, token] of tokens.entries()) {
    const c = await Client.connect(procOf(s).wsUrl);
    await c.request({ type: 'hello', room: code, token }, isUpdate);
    seats.push(c);
  }
  return seats;
}

describe.skipIf(clusterSkipReason !== null)(clusterTitle('cluster: two processes'), () => {
  it('Emigration, four seats on alternate processes, plays to the end: every client sees every version in order, and all agree', async () => {
    const procOf = (s: number) => (s % 2 === 0 ? B : A); // seat 0 and 2 on the process that does not play the room
    const { code, hostToken, tokens } = await table('emigration', 4, procOf);
    const players = tokens.map((token, seat) => new Player(cluster, code, { token, seat, reconnect: false }));
    for (const [seat, p] of players.entries()) await p.connect(procOf(seat));
    const spectators = [new Player(cluster, code, { seat: 'spectator', reconnect: false }), new Player(cluster, code, { seat: 'spectator', reconnect: false })];
    await spectators[0].connect(A);
    await spectators[1].connect(B);
    // Started through the process that does not play the room: the request is forwarded to its owner.
    await startOn(B, code, hostToken);
    players.forEach((p, i) => p.play(1000 + i));
    const everyone = [...players, ...spectators];
    await until(() => everyone.every((p) => p.finished()), 90_000, `${code} to finish`, () => cluster.logs());

    const rec = await recordOn(A, code);
    expect(await recordOn(B, code), 'the record read through either process').toEqual(rec);
    const game = catalog().get('emigration') as AnyGame;
    const states = statesOf(game, rec);
    const last = rec.actions.length;
    expect(last).toBeGreaterThan(20);
    for (const p of everyone) {
      const where = `${p.opts.seat} on ${p.connections[0].proc.name}`;
      expect(p.closes, `${where}: no socket closed`).toEqual([]);
      const versions = p.updates().map((f) => f.version as number);
      // In order: never back; and every version 0..last is seen (each move reaches every connection).
      for (let i = 1; i < versions.length; i++) expect(versions[i], `${where}: update ${i} after version ${versions[i - 1]}`).toBeGreaterThanOrEqual(versions[i - 1]);
      expect([...new Set(versions)], `${where}: every version once, in order`).toEqual(Array.from({ length: last + 1 }, (_, v) => v));
      // Each update holds exactly the viewer's own view of the state at its version.
      const viewer: Viewer = p.opts.seat;
      for (const f of p.updates()) expect(f.view, `${where} at version ${f.version}`).toEqual(roundTrip(game.view(states[f.version] as never, viewer)));
      const errors = p.client.frames.filter((f) => f.type === 'error');
      for (const e of errors) expect(REFUSALS, `${where}: ${JSON.stringify(e)}`).toContain(e.code);
      // Nothing on the wire names the seed (it reveals every hidden card).
      expect(p.client.raw.some((r) => r.includes(String(rec.seed))), `${where}: the seed on the wire`).toBe(false);
      const end = p.client.lastUpdate()!;
      expect(end).toMatchObject({ status: 'finished', version: last });
      expect(end.outcome).toEqual(players[0].client.lastUpdate()!.outcome);
    }
    // Every acknowledged move is in the log at its version.
    const acked = players.flatMap((p) => p.acked);
    expect(acked.length).toBeGreaterThan(last / 2);
    for (const a of acked) expect(rec.actions[a.version - 1], `ack ${a.id} at version ${a.version}`).toEqual([a.seat, a.action]);
    await Promise.all(everyone.map((p) => p.close()));
  }, 120_000);

  it('Grab: seats on different processes take the same item at the same moment: one is played, the others refused with the reason, nobody waits', async () => {
    for (let r = 0; r < 3; r++) {
      // A different mix of processes per room, so the owner's own client is not always the one that wins.
      const procOf = (s: number) => ((s + r) % 2 === 0 ? B : A);
      const { code, hostToken, tokens } = await table('grab', 3, procOf);
      const seats = await seatClients(code, tokens, procOf);
      await startOn(B, code, hostToken);
      await Promise.all(seats.map((c) => c.waitFor((f) => isUpdate(f) && f.status === 'playing')));
      // Round 1: all three take the lamp from version 0; then the two left take the same item from version 1.
      const clash = async (who: number[], version: number, action: number, tag: string) => {
        const answers = await Promise.all(who.map((s) => {
          const id = `${tag}-${s}`;
          return seats[s].request({ type: 'action', action, expectedVersion: version, id }, (f) => f.ack === id || (f.type === 'error' && f.id === id));
        }));
        const accepted = answers.filter((a) => a.type === 'update');
        expect(accepted, `${code} ${tag}: exactly one accepted; answers ${JSON.stringify(answers.map((a) => a.code ?? a.version))}`).toHaveLength(1);
        for (const a of answers.filter((x) => x.type === 'error')) {
          expect(['NO_LONGER_LEGAL', 'STALE_VERSION', 'MOVE_CHANGED']).toContain(a.code);
          expect(a.message.length).toBeGreaterThan(10);
        }
        // Everyone then holds the same, current position.
        const version2 = accepted[0].version as number;
        await Promise.all(seats.map((c) => c.waitFor((f) => isUpdate(f) && f.version === version2, 10_000)));
        return who[answers.findIndex((a) => a.type === 'update')];
      };
      const lamp = seats[0].lastUpdate()!.legal[0].action as number;
      const first = await clash([0, 1, 2], 0, lamp, `r${r}a`);
      const rest = [0, 1, 2].filter((s) => s !== first);
      const item = seats[rest[0]].lastUpdate()!.legal[0].action as number;
      await clash(rest, 1, item, `r${r}b`);
      const rec = await recordOn(A, code).catch(() => null); // not over yet: no record
      expect(rec).toBeNull();
      const info = await api(A.url, 'GET', `/api/rooms/${code}`);
      expect(info.body.version).toBe(2);
      await Promise.all(seats.map((c) => c.close()));
    }
  }, 120_000);

  it('Pledge: one seat connected to both processes pledges twice at once: one pledge counts, the other is refused', async () => {
    const { code, hostToken, tokens } = await table('pledge', 2, () => A);
    const onA = await Client.connect(A.wsUrl);
    const onB = await Client.connect(B.wsUrl);
    const other = await Client.connect(B.wsUrl);
    await onA.request({ type: 'hello', room: code, token: tokens[0] }, isUpdate);
    await onB.request({ type: 'hello', room: code, token: tokens[0] }, isUpdate);
    await other.request({ type: 'hello', room: code, token: tokens[1] }, isUpdate);
    await startOn(A, code, hostToken);
    const offer = await onB.waitFor((f) => isUpdate(f) && f.status === 'playing');
    const [c1, c2] = offer.legal.map((l: { action: number }) => l.action) as number[];
    const answers = await Promise.all([
      onA.request({ type: 'action', action: c1, expectedVersion: 0, id: 'a' }, (f) => f.ack === 'a' || (f.type === 'error' && f.id === 'a')),
      onB.request({ type: 'action', action: c2, expectedVersion: 0, id: 'b' }, (f) => f.ack === 'b' || (f.type === 'error' && f.id === 'b')),
    ]);
    expect(answers.filter((a) => a.type === 'update'), JSON.stringify(answers)).toHaveLength(1);
    const refused = answers.find((a) => a.type === 'error')!;
    expect(['STALE_VERSION', 'NO_LONGER_LEGAL']).toContain(refused.code);
    const info = await api(B.url, 'GET', `/api/rooms/${code}`);
    expect(info.body.version).toBe(1);
    // Both of the seat's connections, and the other seat, see version 1 and nothing beyond.
    for (const c of [onA, onB, other]) await c.waitFor((f) => isUpdate(f) && f.version === 1, 10_000);
    await Promise.all([onA, onB, other].map((c) => c.close()));
  }, 60_000);

  it('Pledge: four seats on alternate processes all pledge at the same moment, round after round, and every pledge is played once', async () => {
    const procOf = (s: number) => (s % 2 === 0 ? A : B);
    const { code, hostToken, tokens } = await table('pledge', 4, procOf);
    const seats = await seatClients(code, tokens, procOf);
    await startOn(B, code, hostToken);
    for (let round = 0; round < 4; round++) {
      const version = round * 4;
      const offers = await Promise.all(seats.map((c) => c.waitFor((f) => isUpdate(f) && f.version === version && f.status === 'playing', 10_000)));
      const answers = await Promise.all(seats.map((c, s) => c.request(
        { type: 'action', action: offers[s].legal[(round + s) % offers[s].legal.length].action, expectedVersion: version, id: `r${round}s${s}` },
        (f) => f.ack === `r${round}s${s}` || f.type === 'error',
      )));
      for (const a of answers) expect(a.type, JSON.stringify(a)).toBe('update');
      expect(answers.map((a) => a.version as number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4].map((k) => version + k));
    }
    await Promise.all(seats.map((c) => c.waitFor((f) => isUpdate(f) && f.status === 'finished', 10_000)));
    const rec = await recordOn(B, code);
    expect(rec.actions).toHaveLength(16);
    for (let s = 0; s < 4; s++) expect(rec.actions.filter(([seat]) => seat === s)).toHaveLength(4);
    await Promise.all(seats.map((c) => c.close()));
  }, 60_000);

  it('hidden information: seats served through the process that does not play the room receive only their own view, legal moves and events', async () => {
    const players = 3;
    const SEED = 2_718_281_828;
    const { code, hostToken } = await createRoomOn(A, 'pledge', Array.from({ length: players }, () => ({ type: 'open' })), { seed: SEED });
    expect((await cluster.owner(code))?.name).toBe(A.name);
    const tokens: string[] = [];
    for (let s = 0; s < players; s++) tokens.push(await joinOn(B, code, `P${s + 1}`, s));
    // Every seat's connections are on B, whole views and patches; spectators on both.
    const seats: Player[] = [];
    const patched: Player[] = [];
    for (let s = 0; s < players; s++) {
      const p = new Player(cluster, code, { token: tokens[s], seat: s, reconnect: false });
      await p.connect(B);
      seats.push(p);
      const q = new Player(cluster, code, { token: tokens[s], seat: s, patches: true, reconnect: false });
      await q.connect(B);
      patched.push(q);
    }
    const specB = new Player(cluster, code, { seat: 'spectator', patches: true, reconnect: false });
    const specA = new Player(cluster, code, { seat: 'spectator', reconnect: false });
    await specB.connect(B);
    await specA.connect(A);
    await startOn(B, code, hostToken);
    seats.forEach((p, i) => p.play(77 + i));
    const all = [...seats, ...patched, specA, specB];
    await until(() => all.every((p) => p.finished()), 60_000, `${code} to finish`, () => cluster.logs());
    const record = await recordOn(B, code);
    checkWire(pledge, record, SEED, seats, patched, [specA, specB]);
    await Promise.all(all.map((p) => p.close()));
  }, 90_000);
});

/** test/server/hidden.test.ts's check, over connections served by a process that forwards them. */
function checkWire(game: AnyGame, record: MatchRecord, seed: number, seats: Player[], patched: Player[], spectators: Player[]): void {
  const states = statesOf(game, record);
  const allEvents: GameEvent[] = [];
  let state = game.setup({ players: record.players, seed: record.seed, options: record.options, content: record.content });
  for (const [seat, action] of record.actions) {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    allEvents.push(...r.events);
  }
  // The seed and the generator's four words (Pledge only shuffles at setup).
  const rng = (states[0] as { rng: number[] }).rng.filter((n) => n > 99_999).map(String);
  const secrets = [String(seed), ...rng];
  const facts = { game, states, events: allEvents, secrets, moves: record.actions.length };
  const check = (p: Player, viewer: Viewer) => checkViewerFrames(p.client, viewer, facts);
  seats.forEach((p, s) => expect(check(p, s)).toBe(0));
  patched.forEach((p, s) => expect(check(p, s)).toBeGreaterThanOrEqual(record.actions.length - 1));
  for (const p of spectators) check(p, 'spectator');
  // Each seat hears "You pledged" exactly for its own pledges; no spectator does.
  seats.forEach((p, s) => {
    const mine = p.updates().flatMap((f: Frame) => f.events).filter((e: GameEvent) => e.kind === 'my-pledge');
    expect(mine.length).toBe(record.actions.filter(([seat]) => seat === s).length);
  });
  for (const p of spectators) expect(p.updates().flatMap((f: Frame) => f.events ?? []).some((e: GameEvent) => e.kind === 'my-pledge')).toBe(false);
}


