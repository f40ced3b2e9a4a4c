/**
 * Serialising what a room sends, once for as many frames as share it: the patches of one move
 * (`PatchTexts`) and the large parts of views (`viewJson`). Pure text work, no room state: audience.ts
 * puts the frames together from these parts.
 */
import type { JsonPatchOp } from '../../engine/index.ts';

/**
 * Serialised patches of one move. Viewers who see the same parts get equal operations (the memo
 * hands each the same values), so an operation list equal to one already serialised reuses its
 * text; equality is checked on paths and by identity of values, which is cheap.
 */
export class PatchTexts {
  private readonly seen: Array<{ ops: JsonPatchOp[]; json: string }> = [];
  json(ops: JsonPatchOp[]): string {
    for (const s of this.seen) if (sameOps(s.ops, ops)) return s.json;
    const json = JSON.stringify(ops);
    this.seen.push({ ops, json });
    return json;
  }
}

function sameOps(a: JsonPatchOp[], b: JsonPatchOp[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    // The memo hands viewers the very same operation for a part they share (DiffMemo).
    if (x === y) continue;
    if (x.length !== y.length || x[1] !== y[1] || x[0].length !== y[0].length) return false;
    for (let k = 0; k < x[0].length; k++) if (x[0][k] !== y[0][k]) return false;
  }
  return true;
}

/**
 * Serialised large top-level parts of views, by identity. A view's big parts are mostly its game's
 * static data (Emigration's card table, 12 kB of its 16 kB view), shared by reference by every view of
 * every room, and serialising them again for each whole view (every seat at every game's start) cost
 * more than the rest of the game's frames. Views are read-only and states never change once made
 * (docs/architecture.md; the patches rely on it too: a part that is the same object is not compared),
 * so a part's text never goes stale. Small parts are left out: most are new at every move.
 */
const partTexts = new WeakMap<object, string>();
const CACHED_PART_CHARS = 2048;

/** `JSON.stringify(view)`, the same text, with large top-level parts serialised once (partTexts). */
export function viewJson(view: unknown): string {
  const plain = typeof view === 'object' && view !== null && [Object.prototype, null].includes(Object.getPrototypeOf(view));
  if (!plain || typeof (view as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(view);
  let out = '';
  for (const key of Object.keys(view)) {
    const value = (view as Record<string, unknown>)[key];
    let json: string | undefined;
    if (typeof value === 'object' && value !== null) {
      json = partTexts.get(value);
      if (json === undefined) {
        json = JSON.stringify(value);
        if (json.length >= CACHED_PART_CHARS) partTexts.set(value, json);
      }
    } else {
      json = JSON.stringify(value) as string | undefined; // undefined for undefined, functions, symbols: the key is left out
    }
    if (json === undefined) continue;
    out += `${out ? ',' : '{'}${JSON.stringify(key)}:${json}`;
  }
  return out ? `${out}}` : '{}';
}
