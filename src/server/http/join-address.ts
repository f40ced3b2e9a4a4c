/**
 * The address a class's phones can reach (docs/workshop.md, "Reaching the server"): the join screen, its
 * QR code and the join sheet show it, and `npm run class` prints it. `CROSSINGS_PUBLIC_URL` (a server
 * behind a proxy or a domain) wins when set; otherwise a server listening on every interface offers its
 * local-network addresses, never loopback when another address exists; a server listening only on
 * loopback says so plainly, with how to fix it.
 */
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

export interface JoinAddress {
  /** The address to show students (origin, no trailing slash). */
  url: string;
  /** Every address a phone might use, best first (the first is `url`). */
  addresses: string[];
  /** Where `url` came from. */
  source: 'public-url' | 'network' | 'loopback';
  /** True when phones cannot reach this server: it listens only on this computer, or has no network. */
  loopbackOnly: boolean;
  /** What is wrong and how to fix it, in plain words; null when phones can reach `url`. */
  problem: string | null;
}

export interface JoinAddressInput {
  /** `CROSSINGS_PUBLIC_URL`, when set. */
  publicUrl?: string | undefined;
  /** The address the server listens on (`HOST`): 0.0.0.0 or :: for every interface. */
  listenHost: string;
  port: number;
  /** `os.networkInterfaces()`, or a test's. */
  interfaces?: NodeJS.Dict<NetworkInterfaceInfo[]>;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.|localhost$)/i;
const EVERY = new Set(['0.0.0.0', '::', '']);

/** Private networks first (a school's Wi-Fi), then any other address; link-local (169.254.x) last. */
function rank(ip: string): number {
  if (/^(192\.168\.|10\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip)) return 0;
  if (/^169\.254\./.test(ip)) return 2;
  return 1;
}

const FIX = 'Stop the server and start it for a class with `npm run class` (it listens on the local network), or set HOST=0.0.0.0.';

export function joinAddress(input: JoinAddressInput): JoinAddress {
  const publicUrl = input.publicUrl?.trim().replace(/\/+$/, '');
  if (publicUrl) {
    if (!/^https?:\/\/[^\s/]+/i.test(publicUrl)) {
      return { url: publicUrl, addresses: [publicUrl], source: 'public-url', loopbackOnly: false, problem: `CROSSINGS_PUBLIC_URL is "${publicUrl}", which is not an http:// or https:// address; phones may not reach it.` };
    }
    return { url: publicUrl, addresses: [publicUrl], source: 'public-url', loopbackOnly: false, problem: null };
  }
  const port = input.port;
  const at = (ip: string) => `http://${ip.includes(':') ? `[${ip}]` : ip}:${port}`;
  const host = input.listenHost.trim();
  if (LOOPBACK.test(host)) {
    return {
      url: at(host === 'localhost' ? '127.0.0.1' : host), addresses: [], source: 'loopback', loopbackOnly: true,
      problem: `This server listens only on this computer (${host}), so phones cannot reach it. ${FIX}`,
    };
  }
  if (!EVERY.has(host)) return { url: at(host), addresses: [at(host)], source: 'network', loopbackOnly: false, problem: null };
  const found: string[] = [];
  for (const list of Object.values(input.interfaces ?? networkInterfaces())) {
    for (const i of list ?? []) {
      // IPv4 only: a phone types or scans it, and every school network has one.
      if (i.internal || i.family !== 'IPv4' || LOOPBACK.test(i.address)) continue;
      if (!found.includes(i.address)) found.push(i.address);
    }
  }
  found.sort((a, b) => rank(a) - rank(b));
  if (found.length === 0) {
    return {
      url: at('127.0.0.1'), addresses: [], source: 'loopback', loopbackOnly: true,
      problem: 'This computer is on no network just now, so phones cannot reach it. Join the Wi-Fi the students use, then reload this page.',
    };
  }
  return { url: at(found[0]), addresses: found.map(at), source: 'network', loopbackOnly: false, problem: null };
}
