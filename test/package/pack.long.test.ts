/**
 * Crossings as an installed package (README, Host it): `npm pack` builds the server, the CLI, the lab
 * and the web client into dist/ (prepack) and packs them; installed into an empty folder, with no source
 * checkout and no TypeScript at run time (tsx and typescript are development dependencies), the package
 * answers `crossings games`, plays `crossings play emigration` in the terminal, and serves the web client
 * and the API with `crossings serve`. On a supported Node (package.json engines) the install prints no
 * engine warning. Long (a build and an install with a native module to compile): `npm run test:long`.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const supported = ['22', '24'].includes(process.versions.node.split('.')[0]);
let work: string;
let installLog = '';
const bin = () => path.join(work, 'node_modules', '.bin', 'crossings');

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'crossings-pack-'));
  // prepack (the build) prints to stdout too: find the tarball in the folder rather than in what npm printed.
  execFileSync(npm, ['pack', '--pack-destination', work], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = path.join(work, readdirSync(work).find((f) => f.endsWith('.tgz'))!);
  const app = path.join(work, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'try-crossings', private: true }));
  const install = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], { cwd: app, encoding: 'utf8' });
  installLog = `${install.stdout}\n${install.stderr}`;
  if (install.status !== 0) throw new Error(`npm install of the tarball failed:\n${installLog}`);
  work = app;
}, 600_000);

afterAll(() => {
  if (work) rmSync(path.dirname(work), { recursive: true, force: true });
});

describe('the packed package, installed into an empty folder', () => {
  it('holds the compiled code and the built web client, not the sources', () => {
    const pkg = path.join(work, 'node_modules', 'crossings');
    expect(existsSync(path.join(pkg, 'dist/server/main.js'))).toBe(true);
    expect(existsSync(path.join(pkg, 'dist/cli/main.js'))).toBe(true);
    expect(existsSync(path.join(pkg, 'dist/web/index.html'))).toBe(true);
    expect(existsSync(path.join(pkg, 'src'))).toBe(false);
    // Run-time dependencies only: no TypeScript, no tsx, no React (the web client is built).
    for (const dev of ['tsx', 'typescript', 'react', 'vite', 'vitest']) expect(existsSync(path.join(work, 'node_modules', dev)), dev).toBe(false);
    expect(readdirSync(path.join(pkg, 'dist/server')).some((f) => f.endsWith('.js.map'))).toBe(true);
  });

  it.runIf(supported)('installs without an engine warning on this Node', () => {
    expect(installLog).not.toMatch(/EBADENGINE|Unsupported engine/);
  });

  it('lists the games', () => {
    const out = execFileSync(bin(), ['games', '--json'], { cwd: work, encoding: 'utf8' });
    expect((JSON.parse(out) as Array<{ id: string }>).map((g) => g.id).sort()).toEqual(['borderlines', 'displacement', 'emigration', 'refugee']);
  });

  it('plays Emigration in the terminal, and keeps the record when the player leaves', () => {
    const run = spawnSync(bin(), ['play', 'emigration', '--seed', '7', '--bots', 'random'], { cwd: work, encoding: 'utf8', input: `${'1\n'.repeat(12)}q\n`, timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Emigration/);
    const records = path.join(work, 'data', 'records');
    const saved = readdirSync(records);
    expect(saved.length).toBe(1);
    expect((JSON.parse(readFileSync(path.join(records, saved[0]), 'utf8')) as { game: string }).game).toBe('emigration');
  });

  it('serves the web client and the API', async () => {
    const child = spawn(bin(), ['serve', '--port', '0', '--data-dir', path.join(work, 'served')], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`no address:\n${out}`)), 30_000);
        const read = (d: Buffer) => {
          out += d.toString();
          const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (m) { clearTimeout(timer); resolve(m[1]); }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)));
      });
      const home = await fetch(url);
      expect(home.status).toBe(200);
      expect(await home.text()).toMatch(/<div id="root">/);
      const { games } = (await (await fetch(`${url}/api/games`)).json()) as { games: Array<{ id: string }> };
      expect(games.map((g) => g.id).sort()).toEqual(['borderlines', 'displacement', 'emigration', 'refugee']);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  });
});
