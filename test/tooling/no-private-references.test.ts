/**
 * No private references: the team's issue tracker is not public, so "issue 9", "(issues 9 and 12)",
 * "issue #16" or "PR 12" in a comment, a test name or a document means nothing to someone who clones
 * the repository. Say why instead, and point to what they can read: a rule ID (`EM-D23`, defined in
 * docs/rules/<id>.md) or a docs section ("docs/architecture.md §5a", "docs/lab.md, Bot strength").
 *
 * Scans every text file git knows under the folders below (tracked, or new and not ignored; a copy
 * without git is walked instead, skipping node_modules and dist) and fails listing file:line of each
 * hit, one test per folder. This file is left out: its samples must say what they catch.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Where a reader of the repository looks; each is checked (and reported) on its own. */
const AREAS = ['src', 'test', 'docs', 'bench', 'scripts', '.ci'] as const;
/** Files at the top that people read. */
const TOP_FILES = ['README.md', 'DEVELOPERS.md', 'eslint.config.js'];
const SELF = 'test/tooling/no-private-references.test.ts';

/**
 * How an issue or a pull request of a private tracker is cited: "issue 9", "issues 9 and 12",
 * "Issue 14:", "issue #16", "issue-15", "PR 12", "pull request 3", "(#123)", "fixes #4".
 */
const PATTERNS: RegExp[] = [
  /\b(?:issues?|pull requests?)[ -]?#?\d+/i,
  /\bPRs?[ -]?#?\d+/,
  /\(#\d+\)/,
  /\b(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?|see) #\d+/i,
];

/** Whether one line cites a private issue or pull request. */
export function citesPrivateReference(line: string): boolean {
  return PATTERNS.some((p) => p.test(line));
}

/** The 1-based numbers and text of the lines of `text` that cite one. */
export function privateReferences(text: string): Array<{ line: number; text: string }> {
  return text.split(/\r?\n/).flatMap((t, i) => (citesPrivateReference(t) ? [{ line: i + 1, text: t.trim() }] : []));
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name === '.git') return [];
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** The files of one area (a folder or a file), as git lists them, or walked when git cannot. */
function filesOf(area: string): string[] {
  let listed: string[];
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', area], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    listed = [...new Set(out.split('\0').filter(Boolean))];
  } catch {
    listed = existsSync(area) && statSync(area).isFile() ? [area] : walk(area);
  }
  // A file deleted or moved in the working tree is still in git's index until the change is staged.
  return listed.filter((f) => f !== SELF && existsSync(f) && statSync(f).isFile()).sort();
}

/** Text, or null for a binary file (a NUL byte in its first 8 kB). */
function readText(file: string): string | null {
  const bytes = readFileSync(file);
  return bytes.subarray(0, 8192).includes(0) ? null : bytes.toString('utf8');
}

function hitsIn(files: string[]): string[] {
  return files.flatMap((file) => {
    const text = readText(file);
    return text === null ? [] : privateReferences(text).map((h) => `${file}:${h.line}: ${h.text.slice(0, 160)}`);
  });
}

function report(where: string, hits: string[]): string {
  return `${hits.length} private issue/PR reference(s) in ${where}; say why instead, citing a rule ID or a docs section:\n  ${hits.join('\n  ')}\n`;
}

describe('the matcher of private references', () => {
  it.each([
    'see issue 9',
    'Issue 14: who crossed and who was refused',
    '(issues 9 and 12)',
    'fixed in issue #16',
    'The issue-15 goal is still not reached',
    '// from version 0: still stands (issue 10, part 3)',
    'merged with PR 12',
    'pull request 7 changed it',
    'the fix (#123)',
    'closes #4',
  ])('catches %j', (line) => {
    expect(citesPrivateReference(line)).toBe(true);
  });

  it.each([
    'an issue with the seat',
    'RF-D12',
    'EM-D23..EM-D27, RF-D26..RF-D28',
    'for (const issue of r.error.issues) ctx.addIssue(issue);',
    'tissue 3',
    '#refugee — countries vet refugees',
    '.small{font-size:.8rem;color:#444}',
    'docs/architecture.md §5a',
    'a PRNG in the state; PRs are reviewed',
  ])('lets %j pass', (line) => {
    expect(citesPrivateReference(line)).toBe(false);
  });

  it('gives the 1-based line of each hit', () => {
    expect(privateReferences('one\n  two (issue 9)\nthree\r\nsee issue 12\n')).toEqual([
      { line: 2, text: 'two (issue 9)' },
      { line: 4, text: 'see issue 12' },
    ]);
  });
});

describe('no private issue or pull-request references', () => {
  it('scans the files people read', () => {
    const src = filesOf('src');
    expect(src.length).toBeGreaterThan(100);
    expect(src).toContain('src/engine/undo.ts');
    expect(filesOf('README.md')).toEqual(['README.md']);
    expect(filesOf('test/tooling')).not.toContain(SELF);
  });

  it.each(AREAS.map((a) => [`${a}/`, a] as const))('in %s', (_, area) => {
    const hits = hitsIn(filesOf(area));
    expect(hits.length, report(`${area}/`, hits)).toBe(0);
  });

  it('in the top-level files', () => {
    const hits = hitsIn(TOP_FILES.flatMap(filesOf));
    expect(hits.length, report(TOP_FILES.join(', '), hits)).toBe(0);
  });
});
