/**
 * Structured actions (src/engine/action-struct.ts): one declaration gives the numbering, encode and
 * decode; bad declarations and bad structs are refused with a clear message.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defineActions, type StructOf } from '../../src/engine/index.ts';

const spec = {
  pass: {},
  vet: { parts: { vetting: 3, refugee: 4 } },
  trade: { at: 40, parts: { goods: ['money', 'documents'] } },
  move: { parts: { from: 2, to: 3, speed: ['slow', 'fast'] } },
} as const;
const actions = defineActions(spec);
type Struct = StructOf<typeof spec>;

describe('defineActions', () => {
  it('numbers kinds in blocks: declaration order, packed unless `at` says where; parts mixed-radix, first part most significant', () => {
    expect(actions.kinds.map((k) => [k.kind, k.at, k.size])).toEqual([['pass', 0, 1], ['vet', 1, 12], ['trade', 40, 2], ['move', 42, 12]]);
    expect(actions.end).toBe(54);
    expect(actions.encode({ kind: 'pass' })).toBe(0);
    expect(actions.encode({ kind: 'vet', vetting: 2, refugee: 1 })).toBe(1 + 2 * 4 + 1);
    expect(actions.encode({ kind: 'trade', goods: 'documents' })).toBe(41);
    expect(actions.encode({ kind: 'move', from: 1, to: 2, speed: 'fast' })).toBe(42 + 1 * 6 + 2 * 2 + 1);
    expect(actions.base('move')).toBe(42);
  });

  it('decodes every code of every block back to the struct that encodes it, and nothing else', () => {
    const seen = new Set<string>();
    for (let code = 0; code < actions.end + 3; code++) {
      const s = actions.decode(code);
      const inBlock = actions.kinds.some((k) => code >= k.at && code < k.at + k.size);
      if (!inBlock) {
        expect(s, `code ${code} lies in a gap`).toBeNull();
        expect(actions.kindOf(code)).toBeNull();
        continue;
      }
      expect(s).not.toBeNull();
      expect(actions.encode(s!)).toBe(code);
      expect(actions.kindOf(code)).toBe(s!.kind);
      seen.add(JSON.stringify(s));
    }
    expect(seen.size).toBe(1 + 12 + 2 + 12);
    expect(actions.decode(41)).toEqual({ kind: 'trade', goods: 'documents' });
  });

  it('decodes no struct from what is not a code', () => {
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, 13, 39]) expect(actions.decode(bad), String(bad)).toBeNull();
  });

  it('property: structs built from the declaration round-trip through encode and decode', () => {
    const struct: fc.Arbitrary<Struct> = fc.oneof(
      fc.constant({ kind: 'pass' as const }),
      fc.record({ kind: fc.constant('vet' as const), vetting: fc.integer({ min: 0, max: 2 }), refugee: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ kind: fc.constant('trade' as const), goods: fc.constantFrom('money' as const, 'documents' as const) }),
      fc.record({ kind: fc.constant('move' as const), from: fc.integer({ min: 0, max: 1 }), to: fc.integer({ min: 0, max: 2 }), speed: fc.constantFrom('slow' as const, 'fast' as const) }),
    );
    fc.assert(fc.property(struct, (s) => {
      expect(actions.decode(actions.encode(s))).toEqual(s);
    }), { seed: 10, numRuns: 300 });
  });

  it('finds the kind of a code the same way when there are too many codes for a lookup table', () => {
    const big = defineActions({ small: { at: 5 }, huge: { at: 10, parts: { x: 100_000, y: 3 } }, last: { parts: { z: 2 } } });
    expect(big.end).toBe(10 + 300_000 + 2);
    for (const [code, struct] of [[5, { kind: 'small' }], [10, { kind: 'huge', x: 0, y: 0 }], [10 + 3 * 77_777 + 2, { kind: 'huge', x: 77_777, y: 2 }], [300_011, { kind: 'last', z: 1 }]] as const) {
      expect(big.decode(code)).toEqual(struct);
      expect(big.encode(struct)).toBe(code);
    }
    for (const gap of [0, 4, 6, 9, 300_012]) expect(big.decode(gap), `code ${gap}`).toBeNull();
  });

  it('gives frozen structs, built once per code and shared (no allocation on the hot path)', () => {
    expect(actions.decode(0)).toBe(actions.decode(0));
    expect(actions.decode(7)).toBe(actions.decode(7));
    for (const code of [0, 7, 41, 50]) expect(Object.isFrozen(actions.decode(code)), `code ${code}`).toBe(true);
    expect(() => { (actions.decode(7) as { refugee: number }).refugee = 3; }).toThrow(TypeError);
    expect(actions.decode(7)).toEqual({ kind: 'vet', vetting: 1, refugee: 2 });
  });

  it('positional encoders agree with encode (a named part by its index)', () => {
    expect(actions.encoder('pass')()).toBe(0);
    expect(actions.encoder('vet')(2, 3)).toBe(actions.encode({ kind: 'vet', vetting: 2, refugee: 3 }));
    expect(actions.encoder('trade')(1)).toBe(41);
    expect(actions.encoder('move')(1, 2, 0)).toBe(actions.encode({ kind: 'move', from: 1, to: 2, speed: 'slow' }));
    expect(() => actions.encoder('fly' as 'pass')).toThrow(/unknown kind fly/);
    expect(() => actions.base('fly' as 'pass')).toThrow(/unknown kind fly/);
  });

  it('refuses a struct that names no action, saying why; tryEncode answers null instead', () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ kind: 'fly' }, /unknown action kind "fly"/],
      [{ kind: 'vet', vetting: 3, refugee: 0 }, /vet.vetting is 3, not an integer in 0..2/],
      [{ kind: 'vet', vetting: 1 }, /vet.refugee is undefined/],
      [{ kind: 'vet', vetting: 1.5, refugee: 0 }, /vet.vetting is 1.5/],
      [{ kind: 'vet', vetting: '1', refugee: 0 }, /vet.vetting is "1"/],
      [{ kind: 'trade', goods: 'gold' }, /trade.goods is "gold", not one of money, documents/],
      [{ kind: 'pass', extra: 1 }, /pass has no part extra/],
      [null, /an action struct is an object/],
      ['pass', /an action struct is an object/],
    ];
    for (const [s, message] of bad) {
      expect(() => actions.encode(s as Struct)).toThrow(RangeError);
      expect(() => actions.encode(s as Struct)).toThrow(message);
      expect(actions.tryEncode(s)).toBeNull();
    }
  });

  it('refuses a bad declaration at once', () => {
    expect(() => defineActions({ a: { parts: { x: 4 } }, b: { at: 2 } })).toThrow(/kind b \(codes from 2\) overlaps kind a \(codes 0–3\)/);
    expect(() => defineActions({ a: { parts: { x: 0 } } })).toThrow(/part a.x needs a size of at least 1/);
    expect(() => defineActions({ a: { parts: { x: 2.5 } } })).toThrow(/part a.x needs a size/);
    expect(() => defineActions({ a: { parts: { x: [] } } })).toThrow(/part a.x needs a size/);
    expect(() => defineActions({ a: { parts: { x: ['p', 'p'] } } })).toThrow(/names a value twice/);
    expect(() => defineActions({ a: { parts: { kind: 2 } } })).toThrow(/may not have a part called "kind"/);
    expect(() => defineActions({ a: { at: -1 } })).toThrow(/starts at -1/);
    expect(() => defineActions({ a: { parts: { x: 2 ** 30, y: 2 ** 30 } } })).toThrow(/too many codes/);
  });

  it('types the structs: a discriminated union narrowed by kind', () => {
    const s = actions.decode(5)!;
    // Compile-time checks: these lines fail typechecking if the struct types are wrong.
    const refugee: number = s.kind === 'vet' ? s.refugee : -1;
    const goods: 'money' | 'documents' | null = s.kind === 'trade' ? s.goods : null;
    expect([refugee, goods]).toEqual([0, null]);
  });
});
