// rules-coverage-ignore-file: the IDs below are parser examples, not references to real rules.

import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { coverage, findMentions, parseRuleDoc } from '../../scripts/lib/rule-ids.ts';

const doc = `# Emigration rules
Intro text mentioning QQ-R9 is only a reference.

## QQ-R1 Setup
- **QQ-R2** Each player starts with 3 money.
* QQ-R3: Documents are drawn face down.
1. **QQ-R10** — numbered list item.
| ID | Rule |
|----|------|
| QQ-R4 | table row |
| **QQ-D1** | a decision, bold in a table |
- **QQ-D2** Another decision.
- see QQ-R5 (a reference, not a definition)
\`\`\`
- **QQ-R6** inside a code fence: an example, not a rule
\`\`\`
- **QQ-R2** defined again by mistake
- **QQQQ-R7** not an ID
`;

describe('rules coverage parser', () => {
  it('finds definitions only at the start of list items, headings and table rows', () => {
    const parsed = parseRuleDoc('docs/rules/emigration.md', doc);
    expect(parsed.definitions.map((d) => d.id)).toEqual(['QQ-R1', 'QQ-R2', 'QQ-R3', 'QQ-R10', 'QQ-R4', 'QQ-D1', 'QQ-D2', 'QQ-R2']);
    expect(parsed.definitions.find((d) => d.id === 'QQ-R3')).toMatchObject({ kind: 'rule', line: 6 });
    expect(parsed.definitions.find((d) => d.id === 'QQ-D1')?.kind).toBe('decision');
    expect(parsed.duplicates).toEqual(['QQ-R2']);
  });

  it('finds mentions without confusing QQ-R1 with QQ-R12', () => {
    const m = findMentions("it('applies QQ-R12 and QX-D3', ...) // also QZ-R4, xQQ-R5, QQ-R");
    expect([...m].sort()).toEqual(['QQ-R12', 'QX-D3', 'QZ-R4']);
    expect(m.has('QQ-R1')).toBe(false);
  });

  it('computes covered, uncovered, tested decisions and unknown mentions', () => {
    const parsed = parseRuleDoc('em.md', doc);
    const report = coverage([parsed], new Set(['QQ-R1', 'QQ-R10', 'QQ-R3', 'QQ-D2', 'QQ-R99']));
    expect(report.docs[0]).toMatchObject({ rules: 5, covered: 3, uncovered: ['QQ-R2', 'QQ-R4'], decisions: 2, decisionsTested: ['QQ-D2'] });
    expect(report.unknown).toEqual(['QQ-R99']);
  });

  it('the script exits 1 on an uncovered rule, 0 with --allow-missing or full coverage', () => {
    const root = mkdtempSync(join(tmpdir(), 'rules-cov-'));
    mkdirSync(join(root, 'docs/rules'), { recursive: true });
    mkdirSync(join(root, 'test/x'), { recursive: true });
    writeFileSync(join(root, 'docs/rules/demo.md'), '- **QD-R1** one\n- **QD-R2** two\n- **QD-D1** why\n');
    writeFileSync(join(root, 'test/x/demo.test.ts'), '// QD-R1 and QD-D1\n');
    writeFileSync(join(root, 'test/x/examples.test.ts'), '// rules-coverage-ignore-file\n// QD-R2 is only an example here\n');
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/rules-coverage.ts', '--root', root, ...args], { encoding: 'utf8' });
    const missing = run();
    expect(missing.status).toBe(1);
    expect(missing.stdout).toMatch(/no test names QD-R2/);
    expect(missing.stdout).toMatch(/decisions tested: QD-D1/);
    expect(run('--allow-missing').status).toBe(0);
    writeFileSync(join(root, 'test/x/more.test.ts'), "it('QD-R2', () => {});\n");
    const full = run('--json');
    expect(full.status).toBe(0);
    expect(JSON.parse(full.stdout).docs[0]).toMatchObject({ rules: 2, covered: 2 });
  });
});
