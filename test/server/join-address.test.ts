/**
 * The address a class's phones can reach (docs/workshop.md, "Reaching the server"): loopback only,
 * a LAN address, several interfaces, and CROSSINGS_PUBLIC_URL, which wins when set.
 */
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { joinAddress } from '../../src/server/http/join-address.ts';

const v4 = (address: string, internal = false): NetworkInterfaceInfo =>
  ({ address, family: 'IPv4', internal, netmask: '255.255.255.0', mac: '00:00:00:00:00:00', cidr: `${address}/24` });
const v6 = (address: string, internal = false): NetworkInterfaceInfo =>
  ({ address, family: 'IPv6', internal, netmask: 'ffff:ffff:ffff:ffff::', mac: '00:00:00:00:00:00', cidr: `${address}/64`, scopeid: 0 });

describe('the join address', () => {
  it('says plainly when the server listens only on loopback, and how to fix it', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      const a = joinAddress({ listenHost: host, port: 8080, interfaces: { eth0: [v4('192.168.1.20')] } });
      expect(a.loopbackOnly).toBe(true);
      expect(a.source).toBe('loopback');
      expect(a.addresses).toEqual([]);
      expect(a.problem).toMatch(/only on this computer.*npm run class/);
    }
  });

  it('gives the LAN address of a server listening on every interface, never loopback', () => {
    const a = joinAddress({ listenHost: '0.0.0.0', port: 8080, interfaces: { lo: [v4('127.0.0.1', true), v6('::1', true)], wlan0: [v4('192.168.1.20'), v6('fe80::1')] } });
    expect(a).toEqual({ url: 'http://192.168.1.20:8080', addresses: ['http://192.168.1.20:8080'], source: 'network', loopbackOnly: false, problem: null });
  });

  it('lists several interfaces, a private network first and link-local last', () => {
    const a = joinAddress({
      listenHost: '::', port: 3000,
      interfaces: { lo: [v4('127.0.0.1', true)], usb0: [v4('169.254.3.4')], eth0: [v4('203.0.113.9')], wlan0: [v4('10.0.0.7')], docker0: [v4('172.17.0.1')] },
    });
    expect(a.url).toBe('http://10.0.0.7:3000');
    expect(a.addresses).toEqual(['http://10.0.0.7:3000', 'http://172.17.0.1:3000', 'http://203.0.113.9:3000', 'http://169.254.3.4:3000']);
    expect(a.loopbackOnly).toBe(false);
  });

  it('says so when a server listening everywhere has no network at all', () => {
    const a = joinAddress({ listenHost: '0.0.0.0', port: 8080, interfaces: { lo: [v4('127.0.0.1', true)] } });
    expect(a.loopbackOnly).toBe(true);
    expect(a.problem).toMatch(/on no network/);
  });

  it('uses a server\'s one listening address as it is', () => {
    expect(joinAddress({ listenHost: '192.168.0.5', port: 80, interfaces: {} }).url).toBe('http://192.168.0.5:80');
  });

  it('lets CROSSINGS_PUBLIC_URL win, without a trailing slash, and questions one that is no web address', () => {
    const a = joinAddress({ publicUrl: 'https://class.example.org/', listenHost: '127.0.0.1', port: 8080, interfaces: { eth0: [v4('192.168.1.20')] } });
    expect(a).toEqual({ url: 'https://class.example.org', addresses: ['https://class.example.org'], source: 'public-url', loopbackOnly: false, problem: null });
    expect(joinAddress({ publicUrl: 'class.example.org', listenHost: '0.0.0.0', port: 8080 }).problem).toMatch(/not an http/);
    // Blank is unset.
    expect(joinAddress({ publicUrl: '  ', listenHost: '0.0.0.0', port: 8080, interfaces: { eth0: [v4('192.168.1.20')] } }).source).toBe('network');
  });
});

describe('npm run class', () => {
  it('prints the address with a QR code, or plainly why phones cannot reach the server', async () => {
    const { classBanner } = await import('../../src/server/class.ts');
    const ok = classBanner(joinAddress({ listenHost: '0.0.0.0', port: 8080, interfaces: { a: [v4('192.168.1.20')], b: [v4('10.1.1.1')] } }), 'http://localhost:8080');
    expect(ok).toContain('open http://192.168.1.20:8080');
    expect(ok).toContain('█');
    expect(ok).toContain('http://10.1.1.1:8080');
    expect(ok).toContain('http://localhost:8080/workshop/new');
    const bad = classBanner(joinAddress({ listenHost: '127.0.0.1', port: 8080 }), 'http://localhost:8080');
    expect(bad).toMatch(/phones cannot reach it/);
    expect(bad).not.toContain('█');
  });
});
