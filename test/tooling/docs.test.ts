/**
 * The README and the architecture doc keep their promises: the commands they name exist, the paths
 * they show are there, and the two promised commands are spelled exactly.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listGames } from '../../src/games/all.ts';

const readme = readFileSync('README.md', 'utf8');
const architecture = readFileSync('docs/architecture.md', 'utf8');
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('README and docs/architecture.md', () => {
  it('promise `npm install && npm start` and `npm test`, and package.json has both', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
    expect(scripts.start).toBeTruthy();
    expect(scripts.test).toBeTruthy();
  });

  it('README lists exactly the registered games, by their titles, with their player counts', () => {
    const table = /\| game \| what players do \| players \|\n\|[-|]+\|\n((?:\|.*\|\n)+)/.exec(readme);
    expect(table, 'README has the games table').not.toBeNull();
    const rows = table![1].trim().split('\n').map((row) => row.split('|').map((cell) => cell.trim()));
    const listed = rows.map((cells) => ({ title: cells[1].replace(/\*\*/g, ''), players: cells[3] }));
    const registered = listGames().map((g) => ({ title: g.title, players: g.minPlayers === g.maxPlayers ? `${g.minPlayers}` : `${g.minPlayers}–${g.maxPlayers}` }));
    const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
    expect(listed.sort(byTitle)).toEqual(registered.sort(byTitle));
  });

  it('README and every page in docs/ link only to files that exist', () => {
    const pages = ['README.md', ...readdirSync('docs', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];
    const broken: string[] = [];
    for (const page of pages) {
      for (const [, target] of readFileSync(page, 'utf8').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue; // https:, mailto:
        if (!existsSync(join(dirname(page), target))) broken.push(`${page} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name only npm scripts that exist', () => {
    for (const text of [readme, architecture]) {
      for (const [, name] of text.matchAll(/npm run ([\w:-]+)/g)) expect(Object.keys(scripts), `npm run ${name}`).toContain(name);
    }
  });

  it('show only paths that exist', () => {
    const layout = /## Project layout\n+```\n([\s\S]*?)```/.exec(readme);
    expect(layout, 'README has a project layout block').not.toBeNull();
    const paths = layout![1].split('\n').map((line) => line.split(/\s+/)[0]).filter(Boolean);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      if (path.includes('<')) continue; // a pattern such as src/games/<id>/
      expect(existsSync(path), `${path} exists`).toBe(true);
    }
    for (const [, path] of architecture.matchAll(/`((?:src|test|scripts|docs|bench)\/[\w./-]+)`/g)) {
      expect(existsSync(path), `docs/architecture.md names ${path}`).toBe(true);
    }
  });

  it('.ci/run is strict and runs the README test command on every Node line package.json supports', () => {
    const ci = readFileSync('.ci/run', 'utf8');
    expect(ci).toMatch(/^set -euo pipefail$/m);
    expect(ci).toMatch(/^\s*npm ci\b/m);
    expect(ci).toMatch(/^\s*npm test$/m);
    // engines "^22.12.0 || ^24.0.0" names the lines; CI installs and tests on each of them.
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    const lines = [...engines.matchAll(/\^(\d+)\./g)].map((m) => m[1]);
    expect(lines.length).toBeGreaterThan(0);
    expect(/^NODE_LINES="([\d ]+)"$/m.exec(ci)?.[1].split(' ')).toEqual(lines);
  });
});
