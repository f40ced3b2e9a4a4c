/**
 * View parts made from the state (not the state's own objects) that every viewer sees alike: the
 * same object for each viewer of a state, and for the next state while the part reads the same.
 *
 * The server diffs each seat's new view against its previous one after every move, skips a part that
 * is the same object in both without looking inside, and reuses one viewer's diff of a top-level part
 * for the others when their parts are the same two objects (src/engine/json-patch.ts). A part made
 * afresh for every viewer (the hand sizes, the war cards as the table sees them) was instead walked
 * once per viewer per move. Parts are kept per source object (the state's array they are made from),
 * and a kept part is handed out again only after checking that it still reads what the source says
 * now, so a state changed in place (a bot's playout) never gets a stale part. Views are read-only:
 * nobody changes a part once a view holds it.
 */

/**
 * `make` applied to each item of `source`, as one list shared by every call while the items read the
 * same (`same(part, item)`: the kept part still says what `make(item)` would say). `kept` is the
 * caller's own, one per kind of part; `same` and `make` are best module-level functions (no closure
 * made per call).
 */
export function sharedList<S, P>(kept: WeakMap<readonly S[], P[]>, source: readonly S[], same: (part: P, item: S) => boolean, make: (item: S) => P): P[] {
  const last = kept.get(source);
  if (last !== undefined && last.length === source.length) {
    let i = 0;
    while (i < source.length && same(last[i], source[i])) i++;
    if (i === source.length) return last;
  }
  const out: P[] = [];
  for (let i = 0; i < source.length; i++) out.push(make(source[i]));
  kept.set(source, out);
  return out;
}

const lengthsKept = new WeakMap<readonly (readonly unknown[])[], number[]>();
const sameLength = (n: number, list: readonly unknown[]): boolean => n === list.length;
const lengthOf = (list: readonly unknown[]): number => list.length;

/** The length of each of `lists` (the cards in each seat's hand, say), as one shared list. */
export function lengthsOf(lists: readonly (readonly unknown[])[]): number[] {
  return sharedList(lengthsKept, lists, sameLength, lengthOf);
}
