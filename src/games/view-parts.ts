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

const lengthsKept = new WeakMap<readonly (readonly unknown[])[], number[]>();

/** The length of each of `lists` (the cards in each seat's hand, say), as one shared array. */
export function lengthsOf(lists: readonly (readonly unknown[])[]): number[] {
  const kept = lengthsKept.get(lists);
  if (kept !== undefined && kept.length === lists.length) {
    let same = true;
    for (let i = 0; i < lists.length; i++) if (kept[i] !== lists[i].length) { same = false; break; }
    if (same) return kept;
  }
  const out: number[] = [];
  for (let i = 0; i < lists.length; i++) out.push(lists[i].length);
  lengthsKept.set(lists, out);
  return out;
}
