/** Serving the built web client: files, browser routes falling back to index.html, the API untouched. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, tempDir, type TestServer } from './helpers.ts';

let ts: TestServer;
beforeAll(async () => {
  const web = tempDir('crossings-web-');
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Crossings client</title>');
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log("hi")');
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
