/**
 * View parts made from the state (not the state's own objects) that every viewer sees alike: the
 * same object for each viewer of a state.
 *
 * The server diffs each seat's new view against its previous one after every move, skips a part that
 * is the same object in both without looking inside, and reuses one viewer's diff of a top-level part
 * for the others when their parts are the same two objects (src/engine/json-patch.ts). A part made
 * afresh for every viewer (Borderlines' war cards as the table sees them, #refugee's vetting scores)
 * was instead walked once per viewer per move. (Short lists, such as hand sizes, cost less to walk
 * than to check here: they are made plainly.) The last part made is kept with the state's list it was made from, and
 * handed out again for the same list only after checking that it still reads what the list says now,
 * so a state changed in place (a bot's playout) never gets a stale part. Views are read-only: nobody
 * changes a part once a view holds it.
 */

/** The last list a kind of part was made from, and the part (one per kind: `keptList()`). */
export interface KeptList<S, P> {
  source: readonly S[] | null;
  part: P[];
}

export function keptList<S, P>(): KeptList<S, P> {
  return { source: null, part: [] };
}

/**
 * `make` applied to each item of `source`, as the part made last time when it was made from the same
 * list and still reads the same (`same(part, item)`: the kept part says what `make(item)` would say
 * now). Only the last source is kept: the views of one state are made one after another (the room
 * makes every seat's view after a move), and a pointer comparison is cheaper than a WeakMap. `same` and
 * `make` are best module-level functions (no closure made per call).
 */
export function sharedList<S, P>(kept: KeptList<S, P>, source: readonly S[], same: (part: P, item: S) => boolean, make: (item: S) => P): P[] {
  const last = kept.part;
  if (kept.source === source && last.length === source.length) {
    let i = 0;
    while (i < source.length && same(last[i], source[i])) i++;
    if (i === source.length) return last;
  }
  const out: P[] = [];
  for (let i = 0; i < source.length; i++) out.push(make(source[i]));
  kept.source = source;
  kept.part = out;
  return out;
}
