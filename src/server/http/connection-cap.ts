/**
 * A cap on open TCP connections per client address, below HTTP (docs/hosting.md, "Limits"). The
 * request budget (limit.ts) counts requests, the socket cap counts WebSockets; neither stops one
 * address from opening a thousand connections and sending their headers a byte a minute, holding the
 * server's memory and file descriptors. Over the cap a connection gets a plain 503 that says why and is
 * closed at once; under it, headers must arrive within `headersTimeoutMs`.
 *
 * The default (256) is far above what a class behind one school address opens (a browser keeps at most
 * six connections to a server, and 40 phones keep one or two each once the page has loaded).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { SocketCounter } from './limit.ts';

export interface ConnectionCapStats {
  /** Connections refused since the start. */
  refused: number;
  /** Open connections of the busiest address now. */
  open(address: string): number;
}

export function capConnectionsPerAddress(
  server: Server,
  max: number,
  onRefused: (address: string, max: number) => void,
  headersTimeoutMs = 15_000,
): ConnectionCapStats {
  const counter = new SocketCounter(max);
  // Node's own defaults (60 s for headers, 300 s for a request) let a slow client hold a connection for minutes.
  server.headersTimeout = headersTimeoutMs;
  server.requestTimeout = Math.max(60_000, headersTimeoutMs);
  const stats: ConnectionCapStats = { refused: 0, open: (a) => counter.of(a) };
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (!counter.open(address)) {
      stats.refused++;
      onRefused(address, max);
      const body = JSON.stringify({ error: { code: 'TOO_MANY_CONNECTIONS', message: `At most ${max} open connections from one address; close some and try again.` } });
      socket.end(`HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nretry-after: 5\r\nconnection: close\r\n\r\n${body}`);
      socket.destroySoon();
      return;
    }
    socket.once('close', () => counter.close(address));
  });
  return stats;
}
