/**
 * Open connections per client address are capped below HTTP (src/server/http/connection-cap.ts,
 * docs/hosting.md "Settings"): over the cap a connection is told why (503, TOO_MANY_CONNECTIONS) and
 * closed; request headers must arrive within 15 s; closing
 * connections frees the address's share; /health counts the refusals.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { api, startServer, type TestServer } from './helpers.ts';

let ts: TestServer | null = null;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await ts?.close();
  ts = null;
});

/** A raw TCP connection to the server, and everything it receives until it closes. */
function connect(url: string): Promise<{ socket: net.Socket; received: Promise<string> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      let text = '';
      const received = new Promise<string>((done) => {
        socket.on('data', (d) => { text += d.toString(); });
        socket.on('close', () => done(text));
      });
      resolve({ socket, received });
    });
    socket.once('error', reject);
    sockets.push(socket);
  });
}

describe('open connections per address', () => {
  it('over the cap a connection gets a 503 that says why and is closed; a freed share is usable again', async () => {
    ts = await startServer({ maxConnectionsPerAddress: 3 });
    // Three slow clients that never finish their request headers hold the address's whole share.
    const held = await Promise.all([1, 2, 3].map(() => connect(ts!.url)));
    for (const h of held) h.socket.write('GET /health HTTP/1.1\r\nhost: x\r\n');
    const fourth = await connect(ts.url);
    fourth.socket.write('GET /health HTTP/1.1\r\nhost: x\r\n\r\n');
    const answer = await fourth.received;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toContain('TOO_MANY_CONNECTIONS');
    expect(answer).toContain('At most 3 open connections from one address');
    // One slow client leaves: the address may connect again.
    held[0].socket.destroy();
    await held[0].received;
    await new Promise((r) => setTimeout(r, 50));
    const health = await api(ts.url, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body.connectionsRefused).toBe(1);
  });

  it('request headers must arrive within 15 s, not Node\'s 60', async () => {
    ts = await startServer();
    expect(ts.server.app.server.headersTimeout).toBe(15_000);
    expect(ts.server.app.server.requestTimeout).toBe(60_000);
  });
});
