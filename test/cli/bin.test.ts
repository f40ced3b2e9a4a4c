/**
 * bin/crossings.js chooses what to run: the compiled CLI when it is at least as new as every source it
 * is built from (what an installed package, with no sources, always runs), else the TypeScript sources
 * through tsx, so a checkout never runs a stale build. Shown on a stand-in checkout whose two entry
 * points only say which one ran.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

function standIn(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'crossings-bin-'));
  for (const dir of ['bin', 'src/cli', 'src/engine', 'src/web', 'dist/cli']) mkdirSync(path.join(root, dir), { recursive: true });
  copyFileSync(path.join(repo, 'bin/crossings.js'), path.join(root, 'bin/crossings.js'));
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
  writeFileSync(path.join(root, 'package.json'), '{"type":"module"}');
  writeFileSync(path.join(root, 'src/cli/main.ts'), "const from: string = 'sources'; console.log(from);\n");
  writeFileSync(path.join(root, 'src/engine/rules.ts'), 'export {};\n');
  writeFileSync(path.join(root, 'src/web/page.tsx'), 'export {};\n');
  writeFileSync(path.join(root, 'dist/cli/main.js'), "console.log('compiled');\n");
  return root;
}

const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);
const run = (root: string, env: Record<string, string> = {}) => spawnSync(process.execPath, [path.join(root, 'bin/crossings.js')], { encoding: 'utf8', env: { ...process.env, ...env } });

describe('bin/crossings.js', () => {
  it('runs the build when it is newer than every source, the sources when one changed since or there is no build', () => {
    const root = standIn();
    const t = Date.now() / 1000;
    for (const f of ['src/cli/main.ts', 'src/engine/rules.ts']) at(path.join(root, f), t - 100);
    writeFileSync(path.join(root, 'dist/.built'), 'now\n');
    at(path.join(root, 'dist/.built'), t - 50);
    expect(run(root).stdout.trim()).toBe('compiled');
    // The web client is Vite's to build: a change there does not make this build stale.
    at(path.join(root, 'src/web/page.tsx'), t);
    expect(run(root).stdout.trim()).toBe('compiled');
    at(path.join(root, 'src/engine/rules.ts'), t);
    expect(run(root).stdout.trim()).toBe('sources');
  });

  it('runs the sources when a game module in development is TypeScript, and the build when there are no sources', () => {
    const root = standIn();
    writeFileSync(path.join(root, 'dist/.built'), 'now\n');
    at(path.join(root, 'dist/.built'), Date.now() / 1000 + 100);
    expect(run(root, { CROSSINGS_EXTRA_GAMES: 'my-game.ts' }).stdout.trim()).toBe('sources');
    const installed = standIn();
    writeFileSync(path.join(installed, 'dist/.built'), 'now\n');
    rmSync(path.join(installed, 'src'), { recursive: true });
    expect(run(installed).stdout.trim()).toBe('compiled');
  });
});
