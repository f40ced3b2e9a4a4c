/**
 * Shared by the hostile-input tests: rooms to attack, what a viewer sees of one, and a generator
 * of malformed, oversized and unauthorized WebSocket frames.
 */
import fc from 'fast-check';
import { Client, api, seatedTable, type Frame, type TestServer } from './helpers.ts';

export interface Table { code: string; tokens: string[]; seats: Client[] }

/** A started room of `game` with a person on every seat, one legal move in. */
export async function openTable(ts: TestServer, game: string, players: number): Promise<Table> {
  const { code, tokens, seats, spectator } = await seatedTable(ts, game, players);
  await spectator.close();
  // One legal move, so the state is not the initial one.
  const mover = seats.find((c) => c.lastUpdate()?.legal.length) ?? seats[0];
  const u = await mover.waitFor((f) => f.type === 'update' && f.status === 'playing' && f.legal.length > 0);
  await mover.request({ type: 'action', action: u.legal[0].action, expectedVersion: u.version }, (f) => f.type === 'update' && f.version === 1);
  return { code, tokens, seats };
}

/** What a viewer sees of a room right now, through a fresh connection. */
export async function snapshot(ts: TestServer, code: string, token?: string): Promise<unknown> {
  const c = await Client.connect(ts.wsUrl);
  const u = await c.request({ type: 'hello', room: code, ...(token ? { token } : {}) }, (f) => f.type === 'update');
  await c.close();
  const info = (await api(ts.url, 'GET', `/api/rooms/${code}`)).body;
  return { version: u.version, view: u.view, legal: u.legal, info: { ...info, seats: info.seats.map((s: Frame) => ({ ...s, connected: undefined })), spectators: undefined } };
}

/** Malformed, oversized and unauthorized frames of every shape. */
export const garbage = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.json({ maxDepth: 3 }),
  fc.constantFrom('{', '[]', 'null', '""', '{"type":}', '{"type":"action"', '\u0000', '{"type":null}', '{"__proto__":{"type":"ping"}}',
    '{"type":"sync"}', '{"type":"action","action":1,"expectedVersion":0}', '{"type":"action","action":0,"expectedVersion":1,"seat":0}'),
  fc.record({
    type: fc.constantFrom('hello', 'action', 'sync', 'ping', 'move', 'ACTION', '', 'constructor', 'toString', '__proto__'),
    action: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null), fc.constant(-1)),
    expectedVersion: fc.oneof(fc.integer({ min: -5, max: 100 }), fc.string()),
    room: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('ZZZZZZ')),
    token: fc.oneof(fc.string({ maxLength: 200 }), fc.constant('not-a-token')),
    extra: fc.anything(),
  }, { requiredKeys: ['type'] }).map((m) => JSON.stringify(m)),
  fc.nat(6000).map((n) => JSON.stringify({ type: 'action', action: 1, expectedVersion: 1, pad: 'x'.repeat(4000 + n) })),
);
