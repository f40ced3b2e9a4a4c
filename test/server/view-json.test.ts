/** viewJson (room.ts): the text of JSON.stringify, with large top-level parts of views serialised once. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viewJson } from '../../src/server/room/frames.ts';

describe('viewJson', () => {
  it('gives what JSON.stringify gives, for any value', () => {
    fc.assert(fc.property(fc.anything({ withObjectString: true, withNullPrototype: true, withDate: true, withBoxedValues: true }), (v) => {
      let expected: string | undefined;
      try {
        expected = JSON.stringify(v);
      } catch {
        return; // e.g. a BigInt: nothing to compare
      }
      expect(viewJson(v)).toBe(expected);
    }), { numRuns: 2000 });
    expect(viewJson({ a: undefined, b: () => 1, c: 1 })).toBe('{"c":1}');
    expect(viewJson({})).toBe('{}');
  });

  it('serialises a large part shared by several views once', () => {
    let serialised = 0;
    const table = Array.from({ length: 300 }, (_, id) => ({ id, name: `card ${id}` }));
    // A part that counts how often it is serialised (toJSON runs on every JSON.stringify of it).
    const shared = { toJSON: () => { serialised++; return table; } };
    const small = { toJSON: () => { serialised++; return [1]; } };
    const a = viewJson({ viewer: 0, cards: shared, hand: small });
    const b = viewJson({ viewer: 1, cards: shared, hand: small });
    expect(a).toBe(JSON.stringify({ viewer: 0, cards: table, hand: [1] }));
    expect(b).toBe(JSON.stringify({ viewer: 1, cards: table, hand: [1] }));
    // The large part twice from one serialisation; the small one (under 2 kB) each time.
    expect(serialised).toBe(3);
  });
});
