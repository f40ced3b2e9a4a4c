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
 * Remembers, for one batch of diffs, the operations between two top-level parts. Views of one move
 * for different viewers often share parts by reference (a game's public table); with a memo such a
 * part is walked once for all of them.
 */
export class DiffMemo {
  private readonly byPrev = new Map<unknown, Map<unknown, JsonPatchOp[] | null>>();
  get(a: unknown, b: unknown): JsonPatchOp[] | null | undefined {
    return this.byPrev.get(a)?.get(b);
  }
  set(a: unknown, b: unknown, ops: JsonPatchOp[] | null): void {
    let m = this.byPrev.get(a);
    if (!m) this.byPrev.set(a, (m = new Map()));
    m.set(b, ops);
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
  return walk(prev, next, [], ops, maxOps, memo) ? ops : null;
}

const isContainer = (v: unknown): v is object => typeof v === 'object' && v !== null;

/**
 * A top-level part through the memo: its operations (relative to the part) are worked out once per
 * pair of values, then appended under `path`.
 */
function walkShared(a: object, b: object, path: JsonPath, ops: JsonPatchOp[], max: number, memo: DiffMemo): boolean {
  let part = memo.get(a, b);
  if (part === undefined) {
    const found: JsonPatchOp[] = [];
    part = walk(a, b, [], found, max) ? found : null;
    memo.set(a, b, part);
  }
  if (part === null) return false;
  for (const op of part) ops.push(op.length === 1 ? [[...path, ...op[0]]] : [[...path, ...op[0]], op[1]]);
  return ops.length <= max;
}

/**
 * Appends the operations for `a` → `b` at `path` (a stack shared by the whole walk, copied only
 * into emitted operations); false once more than `max` are needed.
 */
function walk(a: unknown, b: unknown, path: JsonPath, ops: JsonPatchOp[], max: number, memo?: DiffMemo): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) {
      const x = a[i];
      const y = b[i];
      if (x === y) continue;
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
    let shared = 0;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const y = b[key];
      if (!Object.hasOwn(a, key)) {
        ops.push([[...path, key], y]);
        continue;
      }
      shared++;
      const x = a[key];
      if (x === y) continue;
      path.push(key);
      // Only the root's parts go through the memo (`memo` is not passed further down).
      const ok = memo && isContainer(x) && isContainer(y) ? walkShared(x, y, path, ops, max, memo) : walk(x, y, path, ops, max);
      path.pop();
      if (!ok) return false;
    }
    if (shared !== Object.keys(a).length) for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) ops.push([[...path, key]]);
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
