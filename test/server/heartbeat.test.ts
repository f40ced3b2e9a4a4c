/** A peer that stops answering pings is dropped, so its seat counts as disconnected; a live one stays. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { api, createRoom, join, startServer, type TestServer } from './helpers.ts';

let ts: TestServer;
beforeAll(async () => {
  ts = await startServer({ heartbeatMs: 1000 }); // generous, so a busy test machine does not starve the live client
});
afterAll(async () => {
  await ts?.close();
});

const open = (autoPong: boolean) => new Promise<WebSocket>((resolve, reject) => {
  const ws = new WebSocket(ts.wsUrl, { autoPong });
  ws.once('open', () => resolve(ws));
  ws.once('error', reject);
});

it('ends a silent connection and marks its seat disconnected', async () => {
  const { code } = await createRoom(ts.url, 'pledge', [{ type: 'open' }, { type: 'open' }]);
  const a = await join(ts.url, code, 'Amal', 0);
  const b = await join(ts.url, code, 'Ben', 1);
  const live = await open(true);
  const silent = await open(false);
  live.send(JSON.stringify({ type: 'hello', room: code, token: a.token }));
  silent.send(JSON.stringify({ type: 'hello', room: code, token: b.token }));
  const closed = await new Promise<number>((resolve) => silent.once('close', (c) => resolve(c)));
  expect(closed).toBe(1006); // terminated, no closing handshake
  const info = await api(ts.url, 'GET', `/api/rooms/${code}`);
  expect(info.body.seats.map((s: { connected: boolean }) => s.connected)).toEqual([true, false]);
  expect(live.readyState).toBe(WebSocket.OPEN);
  live.close();
});
