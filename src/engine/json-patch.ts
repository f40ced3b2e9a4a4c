/**
 * Differences between two JSON values (views), as a short list of operations, and applying them.
 * The server sends a seat the operations that turn its previous view into the new one instead of the
 * whole view: a move usually changes a handful of numbers in a view of several kilobytes.
 *
 * An operation is `[path, value]` (set the value at `path`, creating the last step) or `[path]`
 * (delete the key at `path`). Paths are lists of object keys and array indices. Arrays that change
 * length are patched element by element and truncated with a `length` set, so adding a card to a
 * stash of ten costs one operation. Parts that are the same object in both values are skipped
 * without being walked, so static data shared between states (card tables) costs nothing.
 */
export type JsonPath = Array<string | number>;
export type JsonPatchOp = [JsonPath, unknown] | [JsonPath];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Shares work between the diffs of one move's views for different viewers. Such views usually have
 * one shape (the same keys in the same order) and share most top-level parts by reference (a game's
 * public table). The first diff that completes through a memo becomes its reference: for each of its
 * top-level keys it keeps the two parts and the operations they gave. A later diff reuses those
 * operations (the very same objects, paths included) for a key at the same position whose parts are
 * the same two objects, so such a part is walked once for all viewers. Cheaper than a map from
 * pairs of parts: a lookup is a few comparisons, with nothing allocated.
 */
export class DiffMemo {
  /** The reference diff: per top-level key position, the key, both parts, and its operations' range in `ops`. */
  private keys: string[] = [];
  private before: unknown[] = [];
  private after: unknown[] = [];
  private from: number[] = [];
  private to: number[] = [];
  private ops: JsonPatchOp[] | null = null;
  /** The reference being recorded (the current diff, when the memo has none yet). */
  private recording = false;

  /** @internal Starts a diff: it records itself as the reference when there is none. */
  begin(): boolean {
    this.recording = this.ops === null;
    if (this.recording) {
      this.keys.length = 0;
      this.before.length = 0;
      this.after.length = 0;
      this.from.length = 0;
      this.to.length = 0;
    }
    return this.recording;
  }

  /** @internal Notes that the part under `key` (position `i`) gave ops[from..to) in the diff being recorded. */
  note(i: number, key: string, a: unknown, b: unknown, from: number, to: number): void {
    this.keys[i] = key;
    this.before[i] = a;
    this.after[i] = b;
    this.from[i] = from;
    this.to[i] = to;
  }

  /** @internal Ends a diff; a recorded one that completed (`ops` non-null) becomes the reference. */
  end(ops: JsonPatchOp[] | null): void {
    if (this.recording && ops !== null) this.ops = ops;
    this.recording = false;
  }

  /**
   * @internal Appends the reference's operations for `a` → `b` under `key` at position `i`, when the
   * reference has the same parts there; false when it has not (the caller walks them).
   */
  reuse(i: number, key: string, a: unknown, b: unknown, out: JsonPatchOp[]): boolean {
    const ops = this.ops;
    if (ops === null || i >= this.keys.length || this.keys[i] !== key || this.before[i] !== a || this.after[i] !== b) return false;
    for (let k = this.from[i]; k < this.to[i]; k++) out.push(ops[k]);
    return true;
  }
}

/**
 * The operations turning `prev` into `next`, or null when they would be more than `maxOps` (the
 * caller then sends `next` whole) or when the roots are not both objects or both arrays.
 */
export function diffJson(prev: unknown, next: unknown, maxOps = 64, memo?: DiffMemo): JsonPatchOp[] | null {
  const bothArrays = Array.isArray(prev) && Array.isArray(next);
  if (!bothArrays && !(isObject(prev) && isObject(next))) return null;
  const ops: JsonPatchOp[] = [];
  if (memo && !bothArrays) {
    const recording = memo.begin();
    const ok = walkRoot(prev as Record<string, unknown>, next as Record<string, unknown>, ops, maxOps, memo, recording);
    memo.end(ok ? ops : null);
    return ok ? ops : null;
  }
  return walk(prev, next, [], ops, maxOps) ? ops : null;
}

const isContainer = (v: unknown): v is object => typeof v === 'object' && v !== null;

/**
 * `walk` of two root objects through a memo (DiffMemo): the same operations in the same order. A
 * top-level pair of distinct containers is taken from the memo's reference when it has the same
 * pair at that position, else walked (and, in the reference, noted).
 */
function walkRoot(a: Record<string, unknown>, b: Record<string, unknown>, ops: JsonPatchOp[], max: number, memo: DiffMemo, recording: boolean): boolean {
  if (a === b) return true;
  const path: JsonPath = [];
  const keys = Object.keys(b);
  const aKeys = Object.keys(a);
  // Same keys in the same order (the usual case): the values are read in bulk, in key order.
  const same = sameKeys(aKeys, keys);
  const va = same ? Object.values(a) : null;
  const vb = same ? Object.values(b) : null;
  let shared = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const y = vb ? vb[i] : b[key];
    if (!va && !Object.hasOwn(a, key)) {
      ops.push([[key], y]);
      continue;
    }
    shared++;
    const x = va ? va[i] : a[key];
    if (x === y) continue;
    if (isContainer(x) && isContainer(y)) {
      if (!recording && memo.reuse(i, key, x, y, ops)) {
        if (ops.length > max) return false;
        continue;
      }
      const from = ops.length;
      path.push(key);
      const ok = walk(x, y, path, ops, max);
      path.pop();
      if (!ok) return false;
      if (recording) memo.note(i, key, x, y, from, ops.length);
      continue;
    }
    path.push(key);
    const ok = walk(x, y, path, ops, max);
    path.pop();
    if (!ok) return false;
  }
  if (shared !== aKeys.length) for (const key of aKeys) if (!Object.hasOwn(b, key)) ops.push([[key]]);
  return ops.length <= max;
}

/** Whether two key lists are equal, in order (keys from Object.keys are compared by content). */
function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether `walk` would find no operation from `x` to `y`, checked without a path, key lists or
 * operations. Games rebuild their states at every move, so most lists and records in a view are new
 * objects equal to the old ones (a board's lists of pieces per place, each seat's statistics):
 * confirming that in a tight loop costs far less than walking them (docs/performance.md, "The
 * server"). A part that did change is walked after all, from where this stopped being sure: only
 * arrays and plain objects are compared here, anything else (other prototypes) is left to `walk`.
 */
function unchanged(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) {
    return typeof x === 'number' && typeof y === 'number' && Number.isNaN(x) && Number.isNaN(y);
  }
  if (Array.isArray(x)) {
    if (!Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i] && !unchanged(x[i], y[i])) return false;
    return true;
  }
  if (Array.isArray(y) || !plainObject(x) || !plainObject(y)) return false;
  const a = x as Record<string, unknown>;
  const b = y as Record<string, unknown>;
  // for-in lists a plain object's own keys (nothing it inherits is enumerable), without allocating.
  let unmatched = 0;
  for (const key in b) {
    // `a.__proto__` would read a's prototype, not a key of a: left to the walk (views never have one).
    if (key === '__proto__') return false;
    const value = b[key];
    const old = a[key];
    if ((old !== value && !unchanged(old, value)) || (value === undefined && !Object.hasOwn(a, key))) return false;
    unmatched++;
  }
  for (const _key in a) unmatched--;
  return unmatched === 0;
}

const plainObject = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * Appends the operations for `a` → `b` at `path` (a stack shared by the whole walk, copied only
 * into emitted operations); false once more than `max` are needed.
 */
function walk(a: unknown, b: unknown, path: JsonPath, ops: JsonPatchOp[], max: number): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) {
      const x = a[i];
      const y = b[i];
      if (x === y || unchanged(x, y)) continue;
      path.push(i);
      const ok = walk(x, y, path, ops, max);
      path.pop();
      if (!ok) return false;
    }
    for (let i = common; i < b.length; i++) ops.push([[...path, i], b[i]]);
    if (b.length < a.length) ops.push([[...path, 'length'], b.length]);
    return ops.length <= max;
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(b);
    const aKeys = Object.keys(a);
    const same = sameKeys(aKeys, keys);
    const va = same ? Object.values(a) : null;
    const vb = same ? Object.values(b) : null;
    let shared = 0;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const y = vb ? vb[i] : b[key];
      if (!va && !Object.hasOwn(a, key)) {
        ops.push([[...path, key], y]);
        continue;
      }
      shared++;
      const x = va ? va[i] : a[key];
      if (x === y || unchanged(x, y)) continue;
      path.push(key);
      const ok = walk(x, y, path, ops, max);
      path.pop();
      if (!ok) return false;
    }
    if (shared !== aKeys.length) for (const key of aKeys) if (!Object.hasOwn(b, key)) ops.push([[...path, key]]);
    return ops.length <= max;
  }
  // Numbers, strings, booleans, null, or a change of type: set the new value.
  if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return true;
  ops.push([[...path], b]);
  return ops.length <= max;
}

/**
 * Applies `ops` to `value` without modifying it: every object and array on a changed path is copied,
 * the rest is shared. So the result can replace `value` in an immutable UI state. With
 * `inPlace: true` it changes `value` itself instead (a client that owns its copy, such as the load
 * generator of the server benchmark), and returns it.
 */
export function applyJsonPatch<T>(value: T, ops: readonly JsonPatchOp[], opts: { inPlace?: boolean } = {}): T {
  let root: unknown = value;
  // Containers already copied during this call, so several operations under one parent copy it once.
  const copied = new Set<unknown>();
  const own = opts.inPlace ? (v: unknown) => v as Record<string | number, unknown> : (v: unknown): Record<string | number, unknown> => {
    if (copied.has(v)) return v as Record<string | number, unknown>;
    const c = Array.isArray(v) ? [...v] : { ...(v as object) };
    copied.add(c);
    return c as Record<string | number, unknown>;
  };
  for (const op of ops) {
    const path = op[0];
    if (!Array.isArray(path) || path.length === 0) throw new Error('a patch operation needs a non-empty path');
    if (path.includes('__proto__')) throw new Error('patch paths may not name __proto__');
    root = own(root);
    let parent = root as Record<string | number, unknown>;
    for (let i = 0; i < path.length - 1; i++) {
      const child = parent[path[i]];
      if (typeof child !== 'object' || child === null) throw new Error(`patch path ${JSON.stringify(path)} does not exist`);
      const c = own(child);
      parent[path[i]] = c;
      parent = c;
    }
    const last = path[path.length - 1];
    if (op.length === 1) delete parent[last];
    else parent[last] = op[1];
  }
  return root as T;
}
