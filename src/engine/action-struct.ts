/**
 * Structured actions (OpenSpiel's `ActionStruct` / `ActionToStruct` / `StructToAction`). Actions stay
 * small integers for search, but a game declares their shape once — a kind plus named parts — and
 * gets encode, decode and the numbering from that one declaration:
 *
 *   const actions = defineActions({
 *     pass: {},
 *     vet: { parts: { vetting: 80, refugee: 40 } },            // a part: a range 0..n-1
 *     trade: { at: 10, parts: { goods: ['money', 'documents'] } }, // …or a list of names
 *   });
 *   actions.encode({ kind: 'vet', vetting: 3, refugee: 7 })  // 1 + 3·40 + 7 = 128
 *   actions.decode(128)                                      // { kind: 'vet', vetting: 3, refugee: 7 }
 *
 * Each kind is a block of codes. It starts at `at` when given (to keep an existing numbering), else
 * right after the block declared before it. Inside a block the parts form a mixed-radix number, the
 * first part most significant. Blocks may leave gaps but never overlap (checked here, at definition).
 * Part sizes may come from a game's content (a deck's size), so a game builds its declaration from
 * its content and caches it.
 */
import type { Action } from './types.ts';

/** One part: how many values it takes (values 0..n-1), or the names of its values. */
export type PartSpec = number | readonly string[];

export interface KindSpec {
  /** The first code of this kind's block; default: right after the previous kind's block. */
  readonly at?: number;
  /** Named parts, most significant first. */
  readonly parts?: Readonly<Record<string, PartSpec>>;
}

export type ActionSpec = Readonly<Record<string, KindSpec>>;

type PartValue<P> = P extends readonly (infer N)[] ? N : number;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type PartsOf<S> = S extends { readonly parts: infer P } ? { -readonly [K in keyof P]: PartValue<P[K]> } : unknown;

/** The typed struct union a declaration describes: `{ kind: 'vet'; vetting: number; refugee: number } | …`. */
export type StructOf<Spec extends ActionSpec> = {
  [K in keyof Spec & string]: Simplify<{ kind: K } & PartsOf<Spec[K]>>;
}[keyof Spec & string];

/** What a declaration says about one part (for tools and tests). */
export interface PartInfo {
  name: string;
  size: number;
  /** The value names of a named part (its struct value is the name), else undefined. */
  values?: readonly string[];
  /** What one step of this part adds to the code. */
  stride: number;
}

/** One kind's block of codes: `at` ≤ code < `at + size`. */
export interface KindInfo {
  kind: string;
  at: number;
  size: number;
  parts: readonly PartInfo[];
}

export interface ActionCodec<T extends { kind: string }> {
  /** Every kind, in declaration order. */
  readonly kinds: readonly KindInfo[];
  /** One past the highest code of any kind. */
  readonly end: number;
  /** The code of a struct; throws RangeError naming what is wrong when it names no action. */
  encode(struct: T): Action;
  /** Like `encode`, for untrusted input: null instead of an error. */
  tryEncode(struct: unknown): Action | null;
  /** The struct of a code, or null when the number is no code of this declaration. Frozen, and may be shared between calls. */
  decode(action: Action): T | null;
  /** Just the kind of a code (no allocation), or null. */
  kindOf(action: Action): T['kind'] | null;
  /** The first code of a kind (its block's start). */
  base(kind: T['kind']): Action;
  /**
   * A fast positional encoder for hot loops: part values in declaration order, a named part by the
   * index of its name. Unchecked: give it values in range.
   */
  encoder(kind: T['kind']): (...values: number[]) => Action;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

function kindInfos(spec: ActionSpec): KindInfo[] {
  const infos: KindInfo[] = [];
  let next = 0;
  for (const [kind, k] of Object.entries(spec)) {
    const parts = Object.entries(k.parts ?? {}).map(([name, p]): PartInfo => {
      const size = typeof p === 'number' ? p : p.length;
      if (!isCount(size) || size < 1) throw new RangeError(`actions: part ${kind}.${name} needs a size of at least 1, got ${String(p)}`);
      if (typeof p !== 'number' && new Set(p).size !== p.length) throw new RangeError(`actions: part ${kind}.${name} names a value twice`);
      return typeof p === 'number' ? { name, size, stride: 0 } : { name, size, values: p, stride: 0 };
    });
    if (parts.some((p) => p.name === 'kind')) throw new RangeError(`actions: kind ${kind} may not have a part called "kind"`);
    let stride = 1;
    for (let i = parts.length - 1; i >= 0; i--) { parts[i].stride = stride; stride *= parts[i].size; }
    const at = k.at ?? next;
    if (!isCount(at)) throw new RangeError(`actions: kind ${kind} starts at ${String(at)}, not a non-negative integer`);
    if (!Number.isSafeInteger(at + stride)) throw new RangeError(`actions: kind ${kind} has too many codes`);
    infos.push({ kind, at, size: stride, parts });
    next = at + stride;
  }
  const sorted = [...infos].sort((a, b) => a.at - b.at);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1];
    if (sorted[i].at < prev.at + prev.size) {
      throw new RangeError(`actions: kind ${sorted[i].kind} (codes from ${sorted[i].at}) overlaps kind ${prev.kind} (codes ${prev.at}–${prev.at + prev.size - 1})`);
    }
  }
  return infos;
}

/** Codes up to this many get a code → kind table (at most 64 kB). */
const TABLE_LIMIT = 1 << 16;
const NONE = 0xffff;

function kindTable(kinds: readonly KindInfo[], end: number): Uint16Array {
  const table = new Uint16Array(end).fill(NONE);
  kinds.forEach((k, i) => table.fill(i, k.at, k.at + k.size));
  return table;
}

function positional(info: KindInfo): (...values: number[]) => Action {
  const { at, parts } = info;
  switch (parts.length) {
    case 0: return () => at;
    case 1: return (a: number) => at + a;
    case 2: { const s = parts[0].stride; return (a: number, b: number) => at + a * s + b; }
    default: return (...values: number[]) => {
      let code = at;
      for (let i = 0; i < parts.length; i++) code += values[i] * parts[i].stride;
      return code;
    };
  }
}

/** Builds the codec of a declaration (see the module comment). Throws RangeError on a bad declaration. */
export function defineActions<const Spec extends ActionSpec>(spec: Spec): ActionCodec<StructOf<Spec>> {
  type T = StructOf<Spec>;
  const kinds = kindInfos(spec);
  const byKind = new Map(kinds.map((k) => [k.kind, k]));
  const order = kinds.map((_, i) => i).sort((a, b) => kinds[a].at - kinds[b].at);
  const starts = order.map((i) => kinds[i].at);
  const end = kinds.reduce((m, k) => Math.max(m, k.at + k.size), 0);
  // Code → kind by table when the codes are few (decoding runs once per step in every playout);
  // otherwise by binary search over the block starts. A kind without parts has one shared, frozen struct.
  const table = end <= TABLE_LIMIT && kinds.length < NONE ? kindTable(kinds, end) : null;
  // With the table, each code's struct is built once, frozen and shared: decoding is then two array
  // reads, with no allocation on the playouts' hot path. Without it, a kind without parts still has one.
  const memo: Array<T | undefined> | null = table ? new Array<T | undefined>(end) : null;
  const shared = kinds.map((k) => (k.parts.length === 0 ? Object.freeze({ kind: k.kind }) : null));

  /** The index (in `kinds`) of the kind whose block holds `action`, or -1. */
  const kindIndex = (action: Action): number => {
    if (!isCount(action) || action >= end) return -1;
    if (table) {
      const i = table[action];
      return i === NONE ? -1 : i;
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= action) lo = mid; else hi = mid - 1;
    }
    const k = kinds[order[lo]];
    return action >= k.at && action < k.at + k.size ? order[lo] : -1;
  };

  /** The frozen struct of a code of kind `info`. */
  const build = (info: KindInfo, action: Action): T => {
    const out: Record<string, string | number> = { kind: info.kind };
    let rest = action - info.at;
    for (const p of info.parts) {
      const index = Math.floor(rest / p.stride);
      rest -= index * p.stride;
      out[p.name] = p.values ? p.values[index] : index;
    }
    return Object.freeze(out) as T;
  };

  /** The code of a struct, or a sentence saying why there is none. */
  const codeOf = (struct: unknown): Action | string => {
    if (typeof struct !== 'object' || struct === null) return 'an action struct is an object';
    const s = struct as Record<string, unknown>;
    const info = typeof s.kind === 'string' ? byKind.get(s.kind) : undefined;
    if (!info) return `unknown action kind ${JSON.stringify(s.kind)}`;
    let code = info.at;
    for (const p of info.parts) {
      const v = s[p.name];
      const index = p.values ? p.values.indexOf(v as string) : v;
      if (!isCount(index) || index >= p.size) {
        return `${info.kind}.${p.name} is ${JSON.stringify(v) ?? String(v)}, not ${p.values ? `one of ${p.values.join(', ')}` : `an integer in 0..${p.size - 1}`}`;
      }
      code += index * p.stride;
    }
    const extra = Object.keys(s).filter((k) => k !== 'kind' && !info.parts.some((p) => p.name === k));
    if (extra.length) return `${info.kind} has no part ${extra.join(', ')}`;
    return code;
  };

  return {
    kinds,
    end,
    encode(struct: T): Action {
      const code = codeOf(struct);
      if (typeof code === 'string') throw new RangeError(`actions: ${code}`);
      return code;
    },
    tryEncode(struct: unknown): Action | null {
      const code = codeOf(struct);
      return typeof code === 'string' ? null : code;
    },
    decode(action: Action): T | null {
      const i = kindIndex(action);
      if (i < 0) return null;
      const one = shared[i];
      if (one !== null) return one as T;
      if (memo === null) return build(kinds[i], action);
      return (memo[action] ??= build(kinds[i], action));
    },
    kindOf(action: Action): T['kind'] | null {
      const i = kindIndex(action);
      return (i < 0 ? null : kinds[i].kind) as T['kind'] | null;
    },
    base(kind: T['kind']): Action {
      const info = byKind.get(kind);
      if (!info) throw new RangeError(`actions: unknown kind ${kind}`);
      return info.at;
    },
    encoder(kind: T['kind']): (...values: number[]) => Action {
      const info = byKind.get(kind);
      if (!info) throw new RangeError(`actions: unknown kind ${kind}`);
      return positional(info);
    },
  };
}
