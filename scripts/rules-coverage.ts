/**
 * `npm run rules:coverage [-- --allow-missing] [-- --json]`: which rules of docs/rules/*.md no test names.
 * Exits 1 when a rule is uncovered or defined twice, unless --allow-missing (report only).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Command } from 'commander';
import Table from 'cli-table3';
import { coverage, findMentions, IGNORE_MARKER, parseRuleDoc } from './lib/rule-ids.ts';

function walk(dir: string, keep: (file: string) => boolean): string[] {
  let out: string[] = [];
  let names: string[];
  try { names = readdirSync(dir); } catch { return out; }
  for (const name of names.sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(walk(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

const program = new Command()
  .name('rules-coverage')
  .description('List the rules of docs/rules/*.md that no test under test/ names.')
  .option('--allow-missing', 'report uncovered rules but exit 0')
  .option('--json', 'print the report as JSON')
  .option('--root <dir>', 'project root', process.cwd())
  .parse();
const opts = program.opts<{ allowMissing?: boolean; json?: boolean; root: string }>();
const root = resolve(opts.root);

const docs = walk(join(root, 'docs/rules'), (f) => f.endsWith('.md')).map((f) => parseRuleDoc(relative(root, f), readFileSync(f, 'utf8')));
const mentioned = new Set<string>();
for (const f of walk(join(root, 'test'), (p) => /\.tsx?$/.test(p))) {
  const text = readFileSync(f, 'utf8');
  if (text.includes(IGNORE_MARKER)) continue; // e.g. the parser's own tests, full of example IDs
  for (const id of findMentions(text)) mentioned.add(id);
}
const report = coverage(docs, mentioned);

const uncovered = report.docs.reduce((n, d) => n + d.uncovered.length, 0);
const duplicated = report.docs.reduce((n, d) => n + d.duplicates.length, 0);
if (opts.json) {
  console.log(JSON.stringify(report, null, 2));
} else if (docs.length === 0) {
  console.log('No rules docs found under docs/rules/.');
} else {
  const table = new Table({ head: ['rules doc', 'rules', 'covered', '%', 'decisions', 'decisions tested'] });
  for (const d of report.docs) {
    table.push([d.file, d.rules, d.covered, d.rules ? `${Math.round((100 * d.covered) / d.rules)}%` : '-', d.decisions, d.decisionsTested.length]);
  }
  console.log(table.toString());
  for (const d of report.docs) {
    if (d.uncovered.length) console.log(`${d.file}: no test names ${d.uncovered.join(', ')}`);
    if (d.duplicates.length) console.log(`${d.file}: defined more than once: ${d.duplicates.join(', ')}`);
    if (d.decisionsTested.length) console.log(`${d.file}: decisions tested: ${d.decisionsTested.join(', ')}`);
  }
  if (report.unknown.length) console.log(`Tests name IDs that no rules doc defines: ${report.unknown.join(', ')}`);
  console.log(uncovered ? `${uncovered} rule(s) uncovered.` : 'Every rule is named by a test.');
}
if ((uncovered > 0 && !opts.allowMissing) || duplicated > 0) process.exitCode = 1;
