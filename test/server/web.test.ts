/** Serving the built web client: files, browser routes falling back to index.html, the API untouched. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, tempDir, type TestServer } from './helpers.ts';
import { compressDir } from '../../scripts/compress-web.mjs';
import { createWorkshop } from './workshop-helpers.ts';

let ts: TestServer;
beforeAll(async () => {
  const web = tempDir('crossings-web-');
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Crossings client</title>');
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log("hi")');
  fs.writeFileSync(path.join(web, 'assets', 'bot-worker-0a1b2c.js'), 'self.onmessage = () => {}');
  // A script big enough to be precompressed at build time, as scripts/compress-web.mjs does.
  fs.writeFileSync(path.join(web, 'assets', 'big-0a1b2c.js'), `${'console.log("a line of the client");\n'.repeat(400)}`);
  compressDir(web);
  ts = await startServer({ webRoot: web });
});
afterAll(async () => {
  await ts?.close();
});

it('serves the client, falls back to index.html for page routes, and keeps the API and status page', async () => {
  const home = await fetch(`${ts.url}/`);
  expect(await home.text()).toContain('Crossings client');
  const js = await fetch(`${ts.url}/assets/app.js`);
  expect(js.headers.get('content-type')).toMatch(/javascript/);
  const deep = await fetch(`${ts.url}/room/ABCDEF`, { headers: { accept: 'text/html' } });
  expect(deep.status).toBe(200);
  expect(await deep.text()).toContain('Crossings client');
  const api = await fetch(`${ts.url}/api/nothing`, { headers: { accept: 'text/html' } });
  expect(api.status).toBe(404);
  expect((await api.json()).error.code).toBe('NOT_FOUND');
  expect(await (await fetch(`${ts.url}/status`)).text()).toContain('Crossings server');
  expect((await (await fetch(`${ts.url}/api/games`)).json()).games.length).toBeGreaterThan(0);
});

it('sends the precompressed copy a browser accepts, and lets hashed files be kept a year while the page is asked again', async () => {
  const plain = identityText(`${ts.url}/assets/big-0a1b2c.js`);
  const br = await fetch(`${ts.url}/assets/big-0a1b2c.js`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await br.text()).toBe(await plain); // fetch decodes it: the same script
  const gz = await fetch(`${ts.url}/assets/big-0a1b2c.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  const identity = await fetch(`${ts.url}/assets/big-0a1b2c.js`, { headers: { 'accept-encoding': 'identity' } });
  expect(identity.headers.get('content-encoding')).toBeNull();
  expect(Number(identity.headers.get('content-length'))).toBeGreaterThan(Number((await fetch(`${ts.url}/assets/big-0a1b2c.js.br`)).headers.get('content-length')));
  for (const page of ['/', '/index.html']) expect((await fetch(`${ts.url}${page}`)).headers.get('cache-control'), page).toBe('no-cache');
  // A script carries no document-only headers (its page's policy governs it); the page keeps them all.
  expect(br.headers.get('content-security-policy')).toBeNull();
  expect(br.headers.get('x-frame-options')).toBeNull();
  expect(br.headers.get('x-content-type-options')).toBe('nosniff');
  expect(identity.headers.get('content-security-policy')).toBeNull();
  // A worker's script is its own document: its policy comes with it.
  expect((await fetch(`${ts.url}/assets/bot-worker-0a1b2c.js`)).headers.get('content-security-policy')).toContain("default-src 'self'");
  const pageHeaders = (await fetch(`${ts.url}/`)).headers;
  expect(pageHeaders.get('content-security-policy')).toContain("default-src 'self'");
  expect(pageHeaders.get('x-frame-options')).toBe('SAMEORIGIN');
  // A page address the client routes (index.html sent for it) is asked again too.
  expect((await fetch(`${ts.url}/room/ABCDEF`, { headers: { accept: 'text/html' } })).headers.get('cache-control')).toBe('no-cache');
});

async function identityText(url: string): Promise<string> {
  return (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
}

it('sends a class\'s short link /join/<CODE> straight to the page its code names, and a code that is neither to the client', async () => {
  const { code } = await createWorkshop(ts.url, {});
  const link = await fetch(`${ts.url}/join/${code.toLowerCase()}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  expect(link.status).toBe(302);
  expect(link.headers.get('location')).toBe(`/w/${code}`);
  // The client's page says the code is unknown and offers the code box (JoinLinkPage).
  const none = await fetch(`${ts.url}/join/ZZZZZZ`, { redirect: 'manual', headers: { accept: 'text/html' } });
  expect(none.status).toBe(200);
  expect(await none.text()).toContain('Crossings client');
});
