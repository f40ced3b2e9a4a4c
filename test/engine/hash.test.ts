import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, stableHash } from '../../src/engine/index.ts';

/** Rebuilds an object with its keys inserted in reverse order, recursively. */
function reverseKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reverseKeys);
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reverseKeys(x)]));
  }
  return v;
}

const jsonValue = fc.jsonValue({ maxDepth: 4 });

describe('canonicalJson and stableHash', () => {
  it('do not depend on key order', () => {
    fc.assert(fc.property(jsonValue, (v) => {
      expect(canonicalJson(reverseKeys(v))).toBe(canonicalJson(v));
      expect(stableHash(reverseKeys(v))).toBe(stableHash(v));
    }), { seed: 4, numRuns: 300 });
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
  });

  it('canonical JSON parses back to the same data', () => {
    fc.assert(fc.property(jsonValue, (v) => {
      expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
    }), { seed: 5, numRuns: 300 });
  });

  it('detects changes anywhere in the data', () => {
    const state = { round: 3, hands: [[1, 2], [3, 4]], log: ['a', 'b'], nested: { deep: { flag: true } } };
    const h = stableHash(state);
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(stableHash({ ...state, round: 4 })).not.toBe(h);
    expect(stableHash({ ...state, hands: [[1, 2], [4, 3]] })).not.toBe(h);
    expect(stableHash({ ...state, nested: { deep: { flag: false } } })).not.toBe(h);
    expect(stableHash({ ...state, log: ['a', 'b', ''] })).not.toBe(h);
    expect(stableHash({ ...state, extra: 0 })).not.toBe(h);
    fc.assert(fc.property(fc.array(fc.integer(), { minLength: 1 }), fc.nat(), (arr, i) => {
      const changed = [...arr];
      changed[i % arr.length] += 1;
      expect(stableHash(changed)).not.toBe(stableHash(arr));
    }), { seed: 6, numRuns: 300 });
  });

  it('ignores undefined properties, like JSON does', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
  });

  it('refuses non-finite numbers, which JSON would silently turn into null', () => {
    expect(() => canonicalJson({ x: Number.NaN })).toThrow(TypeError);
    expect(() => stableHash([Number.POSITIVE_INFINITY])).toThrow(TypeError);
  });
});
