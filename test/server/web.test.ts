/**
 * Serving the built web client: files, browser routes falling back to index.html, the API untouched, and
 * the pages a phone opens first naming what they load next (src/server/http/page-routes.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, tempDir, type TestServer } from './helpers.ts';
import { compressDir } from '../../scripts/compress-web.mjs';
import { createWorkshop } from './workshop-helpers.ts';
import { api } from './helpers.ts';

let ts: TestServer;
const INDEX = '<!doctype html>\n<html><head><title>Crossings client</title>\n<script type="module" crossorigin src="/assets/index-e1.js"></script>\n</head><body></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, css: ['assets/index-e1.css'] },
  'workshop/StudentPage.tsx': { file: 'assets/StudentPage-s1.js', isDynamicEntry: true, imports: ['index.html', '_api-a1.js'], dynamicImports: ['online/RoomPage.tsx'] },
  'i18n/locales/en/workshop.json': { file: 'assets/workshop-w1.js', isDynamicEntry: true },
  // A chunk of several modules (vite.config.ts's groups): keyed by its file, the room page found through module-chunks.json.
  '_room-r1.js': { file: 'assets/room-r1.js', imports: ['index.html', '_api-a1.js', '_Table-t1.js'] },
  'boards/pledge/index.tsx': { file: 'assets/pledge-b1.js', isDynamicEntry: true, imports: ['index.html', '_Table-t1.js'], css: ['assets/pledge-b1.css'] },
  '_api-a1.js': { file: 'assets/api-a1.js', imports: ['index.html'] },
  '_Table-t1.js': { file: 'assets/Table-t1.js', imports: ['_api-a1.js'] },
  // The room page's early socket: an entry of its own (vite.config.ts build input).
  'online/early-room.ts': { file: 'assets/early-room-e2.js', isEntry: true },
};
const MODULE_CHUNKS = { 'online/RoomPage.tsx': 'assets/room-r1.js', 'workshop/StudentPage.tsx': 'assets/StudentPage-s1.js' };
const preloads = (html: string) => [...html.matchAll(/<link rel="(modulepreload|preload|canonical)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
/** The scripts a page runs besides the client's entry (PagePlan.scripts). */
const ownScripts = (html: string) => [...html.matchAll(/<script type="module" async crossorigin src="([^"]+)"><\/script>/g)].map((m) => m[1]);
beforeAll(async () => {
  const web = tempDir('crossings-web-');
  fs.writeFileSync(path.join(web, 'index.html'), INDEX);
  // A build manifest as Vite writes it (vite.config.ts, build.manifest): the pages' chunks and what they import.
  fs.mkdirSync(path.join(web, '.vite'));
  fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(web, '.vite', 'module-chunks.json'), JSON.stringify(MODULE_CHUNKS));
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
  // The build's manifests are the server's, not served.
  expect((await fetch(`${ts.url}/.vite/manifest.json`)).status).toBe(404);
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

it('answers a class\'s short link /join/<CODE> with the page its code names, and a code that is neither with the plain client', async () => {
  const { code } = await createWorkshop(ts.url, {});
  const link = await fetch(`${ts.url}/join/${code.toLowerCase()}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  expect(link.status).toBe(200);
  expect(link.headers.get('location')).toBeNull();
  expect(link.headers.get('cache-control')).toBe('no-cache');
  // The student's page, under the address the client shows instead (src/web/router.ts, adoptCanonicalAddress).
  expect(preloads(await link.text())).toEqual([...studentPreloads(code), `canonical /w/${code}`]);
  // The client's page says the code is unknown and offers the code box (JoinLinkPage).
  const none = await fetch(`${ts.url}/join/ZZZZZZ`, { redirect: 'manual', headers: { accept: 'text/html' } });
  expect(none.status).toBe(200);
  expect(await none.text()).toBe(INDEX);
});

const studentPreloads = (code: string) => ['modulepreload /assets/StudentPage-s1.js', 'modulepreload /assets/api-a1.js', 'modulepreload /assets/workshop-w1.js', `preload /api/workshops/${code}`];

it('names in a student\'s join page its chunks, the workshop\'s texts and its public state, each once and without the entry', async () => {
  const { code } = await createWorkshop(ts.url, {});
  const page = await fetch(`${ts.url}/w/${code}`, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('content-encoding')).toBe('br'); // fetch decodes it
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await page.text();
  expect(preloads(html)).toEqual(studentPreloads(code));
  // The links come after the entry, which the browser asks for first.
  expect(html.indexOf('index-e1.js')).toBeLessThan(html.indexOf('StudentPage-s1.js'));
  const plain = await fetch(`${ts.url}/w/${code}`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(html);
});

it('names in the home page the list of games it asks for', async () => {
  const home = await fetch(`${ts.url}/`, { headers: { accept: 'text/html' } });
  expect(home.headers.get('cache-control')).toBe('no-cache');
  expect(preloads(await home.text())).toEqual(['preload /api/games']);
});

it('names in a table\'s page the room page\'s chunks and the board of the room\'s game; an unknown room or another page gets the room page\'s or the plain page', async () => {
  const made = await api<{ code: string }>(ts.url, 'POST', '/api/rooms', { game: 'pledge', seats: [{ type: 'open' }, { type: 'bot', bot: 'random' }] });
  const room = ['modulepreload /assets/room-r1.js', 'modulepreload /assets/api-a1.js', 'modulepreload /assets/Table-t1.js'];
  const tablePage = await (await fetch(`${ts.url}/room/${made.body.code}`)).text();
  expect(preloads(tablePage)).toEqual([...room, 'modulepreload /assets/pledge-b1.js', 'preload /assets/pledge-b1.css']);
  // A seated player's socket opens from the page's first script of its own (src/web/online/early-room.ts).
  expect(ownScripts(tablePage)).toEqual(['/assets/early-room-e2.js']);
  const unknownPage = await (await fetch(`${ts.url}/room/NOSUCH`)).text();
  expect(preloads(unknownPage)).toEqual(room);
  expect(ownScripts(unknownPage)).toEqual(['/assets/early-room-e2.js']);
  // No other page runs it.
  for (const other of ['/', `/w/${(await createWorkshop(ts.url, {})).code}`]) expect(ownScripts(await (await fetch(`${ts.url}${other}`)).text()), other).toEqual([]);
  expect((await fetch(`${ts.url}/w/%E0%A4%A`, { headers: { accept: 'text/html' } })).status).toBe(400);
  for (const other of ['/lab', '/w/not-a-code!', '/room/AB/extra', '/workshop/new', '/play/pledge']) {
    expect(await (await fetch(`${ts.url}${other}`, { headers: { accept: 'text/html' } })).text(), other).toBe(INDEX);
  }
});
