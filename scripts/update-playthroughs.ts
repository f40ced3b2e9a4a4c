/**
 * `npm run playthroughs:update [-- --game <id>]`: regenerates the golden playthroughs under
 * test/playthroughs/records/ for every registered game (and the Pledge fixture), removing records of
 * games or player counts that no longer exist. Review the diff before committing.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { Command } from 'commander';
import { gamesUnderTest } from '../test/conformance/games.ts';
import { generateGolden, goldenCases, RECORDS_DIR } from '../test/playthroughs/golden.ts';

const opts = new Command()
  .name('update-playthroughs')
  .description('Regenerate the golden playthroughs (test/playthroughs/records).')
  .option('--game <id>', 'only this game')
  .parse()
  .opts<{ game?: string }>();

/** Indented JSON, with arrays of numbers (the [seat, action] pairs, scores) kept on one line. */
function formatRecord(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/\[\s*(-?[\d.e+-]+(?:,\s*-?[\d.e+-]+)*)\s*\]/g, (_m, items: string) => `[${items.split(/,\s*/).join(', ')}]`);
}

interface Golden { actions: unknown[]; finalHash: string; meta: { log: string[]; outcome: unknown } }

/** A one-line summary for the reviewer: did the play change, or only the state's hash? */
function whatChanged(before: Golden, after: Golden): string {
  const parts: string[] = [];
  const firstDiff = before.meta.log.findIndex((line, i) => line !== after.meta.log[i]);
  if (firstDiff >= 0 || before.meta.log.length !== after.meta.log.length) {
    parts.push(`play differs from action ${firstDiff >= 0 ? firstDiff + 1 : Math.min(before.meta.log.length, after.meta.log.length) + 1}`);
  }
  if (JSON.stringify(before.meta.outcome) !== JSON.stringify(after.meta.outcome)) parts.push('outcome changed');
  if (before.finalHash !== after.finalHash) parts.push(parts.length ? 'hash changed' : 'same play, only the state hash changed');
  return parts.join(', ') || 'formatting only';
}

const games = gamesUnderTest().filter((g) => !opts.game || g.id === opts.game);
if (games.length === 0) {
  console.error(`Unknown game "${opts.game}". Known: ${gamesUnderTest().map((g) => g.id).join(', ')}`);
  process.exit(1);
}
/** Golden records must come from committed rules: warn when a game folder has local changes. */
function uncommitted(gameId: string): string[] {
  try {
    const out = execFileSync('git', ['status', '--porcelain', '--', `src/games/${gameId}`, 'src/engine'], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean);
  } catch {
    return []; // not a git checkout: nothing to compare with
  }
}

mkdirSync(RECORDS_DIR, { recursive: true });
for (const game of games) {
  const dirty = uncommitted(game.id);
  if (dirty.length) console.warn(`warning: ${game.id}: uncommitted changes, so these records follow the working tree, not the last commit:\n  ${dirty.join('\n  ')}`);
}
const wanted = new Set<string>();
for (const game of games) {
  for (const c of goldenCases(game)) {
    wanted.add(c.file);
    const path = join(RECORDS_DIR, c.file);
    const text = `${formatRecord(generateGolden(c))}\n`;
    let old = '';
    try { old = readFileSync(path, 'utf8'); } catch { /* new file */ }
    writeFileSync(path, text);
    const record = JSON.parse(text) as Golden;
    const status = old === text ? 'unchanged' : old ? 'updated  ' : 'created  ';
    console.log(`${status} ${c.file}  ${record.actions.length} actions  ${record.finalHash}${old && old !== text ? `  (${whatChanged(JSON.parse(old) as Golden, record)})` : ''}`);
  }
}
if (!opts.game) {
  for (const f of readdirSync(RECORDS_DIR)) {
    if (f.endsWith('.json') && !wanted.has(f)) {
      rmSync(join(RECORDS_DIR, f));
      console.log(`removed   ${f}`);
    }
  }
}
