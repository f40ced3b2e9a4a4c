/** diffJson / applyJsonPatch: the operations always rebuild the new value, leave the old one alone, and stay small. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiffMemo, applyJsonPatch, diffJson, type JsonPatchOp } from '../../src/engine/index.ts';

// Patch paths may not name __proto__ (applyJsonPatch refuses them), and views never have such a key.
const noProto = (v: unknown) => !JSON.stringify(v).includes('"__proto__"');
const dict = fc.dictionary(fc.string(), fc.jsonValue()).filter(noProto);
const container = fc.oneof(dict, fc.array(fc.jsonValue()).filter(noProto));
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The walk as it was before objects with the same keys were read with Object.values, or equal parts confirmed in a tight loop: the reference. */
const keyByKey = (a: unknown, b: unknown, path: Array<string | number>, ops: JsonPatchOp[]): void => {
    if (a === b) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) keyByKey(a[i], b[i], [...path, i], ops);
      for (let i = a.length; i < b.length; i++) ops.push([[...path, i], b[i]]);
      if (b.length < a.length) ops.push([[...path, 'length'], b.length]);
      return;
    }
    const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
    if (isObj(a) && isObj(b)) {
      for (const key of Object.keys(b)) {
        if (!Object.hasOwn(a, key)) ops.push([[...path, key], b[key]]);
        else keyByKey(a[key], b[key], [...path, key], ops);
      }
      for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) ops.push([[...path, key]]);
      return;
    }
    if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return;
    ops.push([[...path], b]);
  };

describe('diffJson + applyJsonPatch', () => {
  it('rebuild any object or array from any other, without touching the original', () => {
    fc.assert(fc.property(container, container, (a, b) => {
      const ops = diffJson(a, b, Infinity);
      if (Array.isArray(a) !== Array.isArray(b)) {
        expect(ops).toBeNull();
        return;
      }
      const before = structuredClone(a);
      const patched = applyJsonPatch(a, structuredClone(ops!));
      expect(patched).toEqual(b);
      expect(a).toEqual(before);
    }), { numRuns: 500 });
  });

  it('rebuild a value after small random edits deep inside it, with about one operation per edit', () => {
    const view = { turn: 0, money: [3, 4, 5, 6], stash: [[1, 2], [3], [], [7, 8, 9]], seats: [{ name: 'a', ok: true }, { name: 'b', ok: false }] };
    const next = clone(view);
    next.turn = 1;
    next.money[2] = 9;
    next.stash[2].push(11);
    next.stash[3].length = 1;
    next.seats[1].ok = true;
    const ops = diffJson(view, next)!;
    expect(ops).toEqual<JsonPatchOp[]>([
      [['turn'], 1], [['money', 2], 9], [['stash', 2, 0], 11], [['stash', 3, 'length'], 1], [['seats', 1, 'ok'], true],
    ]);
    expect(applyJsonPatch(view, ops)).toEqual(next);
  });

  it('skip parts shared by reference, delete removed keys, and share unchanged parts in the result', () => {
    const cards = [{ id: 1 }, { id: 2 }];
    const prev: Record<string, unknown> = { cards, hand: [1], gone: true };
    const next: Record<string, unknown> = { cards, hand: [1], fresh: 'x' };
    const ops = diffJson(prev, next)!;
    expect(ops).toEqual([[['fresh'], 'x'], [['gone']]]);
    const out = applyJsonPatch(prev, ops) as Record<string, unknown>;
    expect(out).toEqual(next);
    expect(out.cards).toBe(cards);
  });

  it('give up (null) past the operation budget, or when the roots cannot be patched', () => {
    const a = Array.from({ length: 100 }, (_, i) => i);
    expect(diffJson(a, a.map((x) => x + 1), 64)).toBeNull();
    expect(diffJson(a, a.map((x) => x + 1), 100)).toHaveLength(100);
    expect(diffJson(1, 2)).toBeNull();
    expect(diffJson({}, [])).toBeNull();
  });

  it('reject operations with a missing path or one naming __proto__', () => {
    expect(() => applyJsonPatch({ a: 1 }, [[['b', 'c'], 1]])).toThrow(/does not exist/);
    expect(() => applyJsonPatch({ a: {} }, [[['a', '__proto__', 'x'], 1]])).toThrow(/__proto__/);
    expect(() => applyJsonPatch({ a: 1 }, [[[], 1]])).toThrow(/non-empty path/);
  });

  it('with a memo, give the same operations as without, walking a part shared by several views once', () => {
    fc.assert(fc.property(dict, dict, (a, b) => {
      const memo = new DiffMemo();
      // Two viewers whose views share every part by reference.
      const first = diffJson({ ...a }, { ...b }, Infinity, memo);
      const second = diffJson({ ...a }, { ...b }, Infinity, memo);
      expect(first).toEqual(diffJson(a, b, Infinity));
      expect(second).toEqual(first);
    }), { numRuns: 300 });
    const shared = { money: [1, 2] };
    const after = { money: [1, 3] };
    const memo = new DiffMemo();
    const first = diffJson({ t: shared, v: 0 }, { t: after, v: 0 }, 64, memo)!;
    expect(first).toEqual([[['t', 'money', 1], 3]]);
    const second = diffJson({ t: shared, v: 1 }, { t: after, v: 1 }, 64, memo)!;
    expect(second).toEqual(first);
    // Reused, not walked again: the very same operation.
    expect(second[0]).toBe(first[0]);
  });

  it('with a memo, give the same operations as without for views that share some parts, not others, or lack some', () => {
    const parts = fc.array(fc.tuple(fc.string(), fc.jsonValue(), fc.jsonValue()), { maxLength: 8 });
    // Per viewer and part: shared by reference (0), copied (1), another new value (2), left out
    // before (3), or another old value before the shared new one (4).
    const how = fc.array(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 8, maxLength: 8 }), { minLength: 1, maxLength: 4 });
    fc.assert(fc.property(parts, how, fc.oneof(fc.constant(Infinity), fc.integer({ min: 0, max: 6 })), (ps, viewers, max) => {
      const list = ps.filter(([k]) => k !== '__proto__');
      const memo = new DiffMemo();
      for (const plan of viewers) {
        const a: Record<string, unknown> = {};
        const b: Record<string, unknown> = {};
        list.forEach(([key, x, y], i) => {
          const h = plan[i];
          if (h !== 3) a[key] = h === 1 ? clone(x) : h === 4 ? { other: x } : x;
          b[key] = h === 0 || h === 4 ? y : h === 1 ? clone(y) : { other: y };
        });
        expect(diffJson(a, b, max, memo)).toEqual(diffJson(a, b, max));
      }
    }), { numRuns: 500 });
    const [x1, x2, y1, y2] = [{ n: 1 }, { n: 2 }, [1], [2]];
    // The same parts under other keys (here swapped): the operations name the viewer's own keys.
    const swapped = new DiffMemo();
    diffJson({ p: x1, q: y1 }, { p: x2, q: y2 }, 64, swapped);
    expect(diffJson({ q: x1, p: y1 }, { q: x2, p: y2 }, 64, swapped)).toEqual([[['q', 'n'], 2], [['p', 0], 2]]);
    // A first diff over the limit is no reference: the next viewer's shared part is walked, not taken from it.
    const failed = new DiffMemo();
    expect(diffJson({ p: x1, big: [1, 2, 3] }, { p: x2, big: [4, 5, 6] }, 2, failed)).toBeNull();
    expect(diffJson({ p: x1, big: 0 }, { p: x2, big: 1 }, 2, failed)).toEqual([[['p', 'n'], 2], [['big'], 1]]);
  });

  it('in place, change the value itself to the same result', () => {
    fc.assert(fc.property(container, container, (a, b) => {
      if (Array.isArray(a) !== Array.isArray(b)) return;
      const target = structuredClone(a);
      const out = applyJsonPatch(target, diffJson(a, b, Infinity)!, { inPlace: true });
      expect(out).toBe(target);
      expect(out).toEqual(b);
    }), { numRuns: 300 });
  });

  it('give the operations of a key-by-key walk whether two objects have the same keys in the same order (read in bulk) or not', () => {
    // Objects over a few keys (integer-like ones too, which come first), with values sometimes
    // undefined, nested once; the second is the first edited and its keys reordered or not.
    const key = fc.constantFrom('a', 'b', 'c', '0', '7', 'zz');
    const leaf = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant(undefined), fc.constant(null), fc.string({ maxLength: 2 }));
    const obj = fc.dictionary(key, fc.oneof(leaf, fc.dictionary(key, leaf), fc.array(leaf, { maxLength: 3 })));
    fc.assert(fc.property(obj, obj, fc.boolean(), fc.boolean(), (a, b, sameKeys, reorder) => {
      // With `sameKeys`, b gets a's keys in a's order (or reversed), with b's values where it has them.
      const next: Record<string, unknown> = {};
      if (sameKeys) {
        const keys = Object.keys(a);
        for (const k of reorder ? keys.reverse() : keys) next[k] = Object.hasOwn(b, k) ? b[k] : a[k];
      } else {
        Object.assign(next, b);
      }
      const expected: JsonPatchOp[] = [];
      keyByKey(a, next, [], expected);
      expect(diffJson(a, next, Infinity)).toEqual(expected);
      expect(diffJson({ root: a }, { root: next }, Infinity)).toEqual(expected.map((op) => [['root', ...op[0]], ...op.slice(1)]));
      expect(diffJson(a, next, Infinity, new DiffMemo())).toEqual(expected);
    }), { numRuns: 1000 });
  });

  it('give the operations of a key-by-key walk when the new value is a rebuilt copy of the old, partly edited', () => {
    // Games rebuild their states at every move: equal parts that are other objects are confirmed
    // without a walk (json-patch.ts `unchanged`); the operations must be the walk's all the same.
    const leaf = fc.oneof(fc.integer({ min: 0, max: 2 }), fc.constant(undefined), fc.constant(null), fc.constant(Number.NaN), fc.constantFrom('', 'x'));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('tree'), { maxLength: 4 }), fc.dictionary(fc.constantFrom('a', 'b', '0', ''), tie('tree'), { maxKeys: 4 })),
    }));
    // A deep copy with some parts edited (`edit` says which, in walk order), others with a null prototype.
    const rebuild = (v: unknown, edit: () => number): unknown => {
      const roll = edit();
      if (roll === 0) return Array.isArray(v) ? [...v, 1] : typeof v === 'object' && v !== null ? { ...v, a: 2 } : 'changed';
      if (Array.isArray(v)) return v.map((x) => rebuild(x, edit));
      if (typeof v !== 'object' || v === null) return v;
      const out: Record<string, unknown> = roll === 1 ? Object.create(null) : {};
      for (const [k, x] of Object.entries(v)) out[k] = rebuild(x, edit);
      return out;
    };
    fc.assert(fc.property(fc.dictionary(fc.constantFrom('p', 'q', 'r'), tree), fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1 }), (a, rolls) => {
      let i = 0;
      const next = rebuild(a, () => rolls[i++ % rolls.length]);
      const expected: JsonPatchOp[] = [];
      keyByKey(a, next, [], expected);
      expect(diffJson(a, next, Infinity)).toEqual(expected);
      expect(diffJson(a, next, Infinity, new DiffMemo())).toEqual(expected);
    }), { numRuns: 1000 });
    // An own `__proto__` key (JSON.parse makes one) is a key like any other, never the prototype.
    const withProto = JSON.parse('{"__proto__":{}}') as Record<string, unknown>;
    expect(diffJson({ part: { x: 1 } }, { part: withProto })).toEqual([[['part', '__proto__'], {}], [['part', 'x']]]);
  });
});
