/**
 * The engine's guard for every game's content and options (EM-D23, RF-D26): the JSON size and depth are
 * measured exactly and without recursion before any schema runs, `maxContentBytes` overrides the
 * size per game, and `parseContent` answers anything at all with a ContentError or a value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ContentError, DEFAULT_MAX_CONTENT_BYTES, defineGame, jsonLimitProblem, MAX_JSON_DEPTH, MAX_OPTIONS_BYTES,
} from '../../src/engine/index.ts';
import { MAX_PROBLEMS_LISTED } from '../../src/engine/untrusted.ts';
import { pledge } from '../fixtures/pledge.ts';
import { anyValue, contentProblems, deeplyNested, expectBounded } from '../fixtures/content-fuzz.ts';
import { listGames } from '../../src/games/all.ts';

const utf8 = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

describe('content limits', () => {
  it('measures the exact UTF-8 size of any JSON value: accepted at its size, refused one byte below', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const bytes = utf8(value);
        expect(jsonLimitProblem(value, { maxBytes: bytes, maxDepth: 100 })).toBeNull();
        expect(jsonLimitProblem(value, { maxBytes: bytes - 1, maxDepth: 100 })).toMatch(/^\(root\): the content is larger than/);
      }),
      { seed: 9_0021, numRuns: 500 },
    );
    // Any UTF-16 text, lone surrogates and control characters included, counts as JSON writes it.
    const utf16 = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }).map((codes) => String.fromCharCode(...codes));
    fc.assert(
      fc.property(fc.dictionary(utf16, fc.oneof(utf16, fc.string({ unit: 'binary' }))), (value) => {
        const bytes = utf8(value);
        expect(jsonLimitProblem(value, { maxBytes: bytes, maxDepth: 2 })).toBeNull();
        expect(jsonLimitProblem(value, { maxBytes: bytes - 1, maxDepth: 2 })).not.toBeNull();
      }),
      { seed: 9_0023, numRuns: 500 },
    );
    for (const s of ['"', '\\', '\u0001', 'é', '€', '💥', '\ud800', 'a\u2028b']) {
      expect(jsonLimitProblem({ s }, { maxBytes: utf8({ s }), maxDepth: 2 }), JSON.stringify(s)).toBeNull();
      expect(jsonLimitProblem({ s }, { maxBytes: utf8({ s }) - 1, maxDepth: 2 }), JSON.stringify(s)).not.toBeNull();
    }
  });

  it('measures depth without recursion and names where it went too deep', () => {
    expect(jsonLimitProblem(deeplyNested(3, false), { maxBytes: 1e6, maxDepth: 3 })).toBeNull();
    expect(jsonLimitProblem(deeplyNested(4, false), { maxBytes: 1e6, maxDepth: 3 })).toBe('0.0.0: the content nests more than 3 levels deep; no game needs that');
    // A million levels would overflow any recursive walk (JSON.stringify, zod, canonicalJson).
    expect(jsonLimitProblem({ deck: deeplyNested(1_000_000, true) }, { maxBytes: 1e9, maxDepth: MAX_JSON_DEPTH })).toMatch(/^deck(\.a)+: the content nests more than 32 levels/);
    // Cycles cannot come from JSON, but cannot hang the walk either.
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(jsonLimitProblem(cycle, { maxBytes: 1e9, maxDepth: MAX_JSON_DEPTH })).toMatch(/nests more than/);
  });

  it('stops early: a huge array or string is refused without being read', () => {
    const hugeArray = new Array(2 ** 31); // sparse: reading it item by item would take minutes
    expect(jsonLimitProblem(hugeArray, { maxBytes: DEFAULT_MAX_CONTENT_BYTES, maxDepth: 4 })).toMatch(/larger than 256 kB/);
    expect(jsonLimitProblem('x'.repeat(50_000_000), { maxBytes: DEFAULT_MAX_CONTENT_BYTES, maxDepth: 4 })).toMatch(/larger than 256 kB/);
  });

  it('every game refuses oversized or too-deep content with a ContentError before its schema runs', () => {
    expect(contentProblems(pledge, { deck: Array(200_000).fill(1) })).toEqual(['(root): the content is larger than 256 kB (262,144 bytes) as JSON; make it smaller']);
    expect(contentProblems(pledge, { deck: deeplyNested(200_000, false) })[0]).toMatch(/^deck(\.0)+: the content nests more than 32 levels deep/);
    expect(contentProblems(pledge, { deck: [1n] })).toEqual(['deck.0: a bigint is not JSON data']);
    // Options get the same treatment, with a smaller budget.
    expect(() => pledge.parseOptions({ junk: 'x'.repeat(MAX_OPTIONS_BYTES) })).toThrow(/Invalid options:[\s\S]*larger than 16 kB/);
    expect(() => pledge.parseOptions(deeplyNested(100_000, true))).toThrow(/Invalid options:[\s\S]*nests more than/);
  });

  it('maxContentBytes overrides the size per game; problem lists stay short', () => {
    const deck = Array.from({ length: 16 }, (_, i) => i + 1);
    const limit = utf8({ deck });
    const tiny = defineGame({ ...pledge, contentSchema: z.object({ deck: z.array(z.number().int().positive()).min(16) }), maxContentBytes: limit } as never) as typeof pledge;
    expect(contentProblems(tiny, { deck })).toEqual([]);
    expect(contentProblems(tiny, { deck: [...deck, 1] })).toEqual([`(root): the content is larger than ${limit} bytes as JSON; make it smaller`]);
    expect(contentProblems(pledge, { deck: [...deck, 1] })).toEqual([]);
    // 60 000 bad items are 60 000 problems; the error lists 50 and counts the rest.
    const bad = contentProblems(pledge, { deck: Array(60_000).fill(-1) });
    expect(bad).toHaveLength(MAX_PROBLEMS_LISTED + 1);
    expect(bad.at(-1)).toBe('… and 59950 more problems');
  });

  it('a schema or check that throws still gives a ContentError naming the failure', () => {
    const broken = defineGame({ ...pledge, validateContent: () => { throw new TypeError('boom'); } } as never) as typeof pledge;
    expect(contentProblems(broken, { deck: pledge.defaultContent.deck })).toEqual(['(root): the content could not be checked: boom']);
  });

  it('property: parseContent and parseOptions answer any value with a value or a ContentError', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, withNullPrototype: true, withSparseArray: true }), (value) => {
        for (const parse of [pledge.parseContent, pledge.parseOptions]) {
          try {
            parse(value);
          } catch (err) {
            expect(err).toBeInstanceOf(ContentError);
          }
        }
      }),
      { seed: 9_0022, numRuns: 500 },
    );
  });
});

// One property for every registered game (EM-D23 for Emigration, RF-D26 for #refugee, and each game to come).
const ARBITRARY_SEEDS: Record<string, number> = { emigration: 9_0002, refugee: 9_0012 };

describe.each(listGames().map((g) => [g.id, g] as const))('%s content (EM-D23, RF-D26)', (id, game) => {
  it('property: arbitrary JSON and JavaScript values are refused with a ContentError, never another exception', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        expect('refused' in expectBounded(game, value)).toBe(true);
      }),
      { seed: ARBITRARY_SEEDS[id] ?? 9_0020, numRuns: 300 },
    );
  });
});
