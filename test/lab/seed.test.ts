/** Batch seeds as typed (src/lab/seed.ts): the CLI's --seed and the browser Lab read them alike. */
import { describe, expect, it } from 'vitest';
import { parseSeed } from '../../src/cli/common.ts';
import { readSetup } from '../../src/web/lab/LabSetup.tsx';
import { batchSeed } from '../../src/lab/seed.ts';

const t = ((key: string) => key) as unknown as Parameters<typeof readSetup>[1];

describe('batch seeds', () => {
  it('a whole number is itself; surrounding spaces are ignored', () => {
    expect(batchSeed('7')).toBe(7);
    expect(batchSeed(' -12 ')).toBe(-12);
  });

  it('a word is hashed to a 32-bit seed: the same word the same seed, other words others', () => {
    const a = batchSeed('class-a');
    expect(Number.isSafeInteger(a) && a >= 0 && a < 2 ** 32).toBe(true);
    expect(batchSeed(' class-a ')).toBe(a);
    expect(batchSeed('class-b')).not.toBe(a);
    // Seeds written in earlier reports stay valid: this is the CLI's FNV-1a from before the move.
    expect(batchSeed('a')).toBe(0xe40c292c);
  });

  it('the CLI and the browser Lab give one word the same seed', () => {
    const fields = { bots: 'random', games: '10', seed: 'class-a', estimates: false } as Parameters<typeof readSetup>[0];
    const check = readSetup(fields, t);
    expect(check.fieldProblems.seed).toBeUndefined();
    expect(check.seed).toBe(parseSeed('class-a'));
  });
});
