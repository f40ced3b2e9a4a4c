/**
 * The page with its preloads (src/server/http/page-html.ts) when the build does not hold what a page
 * names: the page is still sent, and a module a route needs that the manifest lacks, or a manifest that
 * cannot be read, is logged at error level (once per build), while a board the build lacks (a game only
 * the server knows) and a build without a manifest are quiet.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { PageHtml } from '../../src/server/http/page-html.ts';
import { tempDir } from './helpers.ts';

const INDEX = '<html><head><script type="module" src="/assets/index-e1.js"></script></head><body></body></html>';

function build(manifest: string | null): string {
  const web = tempDir('crossings-page-html-');
  fs.writeFileSync(path.join(web, 'index.html'), INDEX);
  if (manifest !== null) {
    fs.mkdirSync(path.join(web, '.vite'));
    fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), manifest);
  }
  return web;
}

function logger() {
  const errors: string[] = [];
  const log = { error: (_obj: unknown, msg: string) => errors.push(msg) } as unknown as FastifyBaseLogger;
  return { log, errors };
}

const manifest = JSON.stringify({
  'index.html': { file: 'assets/index-e1.js', isEntry: true },
  'online/RoomPage.tsx': { file: 'assets/room-r1.js', imports: ['index.html'] },
});

it('logs once a module a page needs that the build does not name, and still sends the page', () => {
  const { log, errors } = logger();
  const pages = new PageHtml(build(manifest), log);
  const plan = { modules: ['online/RoomPage.tsx', 'workshop/StudentPage.tsx'] };
  expect(pages.render(plan)).toContain('<link rel="modulepreload" crossorigin href="/assets/room-r1.js">');
  pages.render(plan);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/does not name a module/);
});

it('is quiet about a board the build lacks (a game only the server knows)', () => {
  const { log, errors } = logger();
  const pages = new PageHtml(build(manifest), log);
  expect(pages.files(['online/RoomPage.tsx'], ['boards/pledge/index.tsx']).scripts).toEqual(['/assets/room-r1.js']);
  expect(errors).toEqual([]);
});

it('logs a manifest that cannot be read, and sends the plain page', () => {
  const { log, errors } = logger();
  const pages = new PageHtml(build('{ not json'), log);
  expect(pages.render({ modules: ['online/RoomPage.tsx'] })).toBe(INDEX);
  expect(errors.some((e) => /manifest cannot be read/.test(e))).toBe(true);
});

it('sends the plain page without a word for a build without a manifest', () => {
  const { log, errors } = logger();
  const pages = new PageHtml(build(null), log);
  expect(pages.render({ modules: ['online/RoomPage.tsx'] })).toBe(INDEX);
  expect(errors).toEqual([]);
});

it('runs an entry the plan names as a script of its own, and logs once an entry the build lacks', () => {
  const { log, errors } = logger();
  const withEarly = JSON.stringify({ ...JSON.parse(manifest) as object, 'online/early-room.ts': { file: 'assets/early-room-e2.js', isEntry: true } });
  const pages = new PageHtml(build(withEarly), log);
  const html = pages.render({ modules: ['online/RoomPage.tsx'], scripts: ['online/early-room.ts'] });
  expect(html).toContain('<script type="module" async crossorigin src="/assets/early-room-e2.js"></script>');
  expect(errors).toEqual([]);
  // Not an entry (a chunk of the client's): not run as a page's own script, and logged.
  expect(pages.entryFiles(['online/RoomPage.tsx'])).toEqual([]);
  expect(errors).toHaveLength(1);
  // A build without it: the page is sent without it, logged once.
  const quiet = logger();
  const lacking = new PageHtml(build(manifest), quiet.log);
  expect(lacking.render({ scripts: ['online/early-room.ts'] })).not.toContain('early-room');
  lacking.render({ scripts: ['online/early-room.ts'] });
  expect(quiet.errors).toHaveLength(1);
  expect(quiet.errors[0]).toMatch(/does not name an entry/);
});
