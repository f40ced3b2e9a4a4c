/**
 * The card editor's edits and checks, pure so they are tested without a page: values at a path
 * (`["refugees", 3, "age"]`), changed without touching the original; the validator's problems
 * ("die.0.bolts: must be at least 0") placed on the field they name; texts in both languages.
 */
import { ContentError, type AnyGame } from '../../../engine/index.ts';
import { OTHER_LANGUAGES, type LocalText } from '../../../engine/lang.ts';
import { branchOf, type FieldNode } from './schema-tree.ts';

export type Path = readonly (string | number)[];
export const pathKey = (path: Path): string => path.join('.');

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function getAt(value: unknown, path: Path): unknown {
  let at = value;
  for (const p of path) at = Array.isArray(at) ? at[p as number] : isObj(at) ? at[p as string] : undefined;
  return at;
}

/** A copy of `value` with `next` at `path` (`undefined` removes an object's key). */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = value.slice();
    copy[head as number] = setAt(value[head as number], rest, next);
    return copy;
  }
  const obj = isObj(value) ? value : {};
  const child = setAt(obj[head as string], rest, next);
  const copy = { ...obj };
  if (child === undefined) delete copy[head as string];
  else copy[head as string] = child;
  return copy;
}

/** List edits at `path` (a list): add after `index`, duplicate, remove, or move one place. */
export function editList(value: unknown, path: Path, edit: { op: 'insert'; at: number; item: unknown } | { op: 'duplicate' | 'remove'; at: number } | { op: 'move'; at: number; by: -1 | 1 }): unknown {
  const list = getAt(value, path);
  if (!Array.isArray(list)) return value;
  const copy = list.slice();
  if (edit.op === 'insert') copy.splice(edit.at, 0, edit.item);
  else if (edit.op === 'duplicate') copy.splice(edit.at + 1, 0, structuredClone(list[edit.at]));
  else if (edit.op === 'remove') copy.splice(edit.at, 1);
  else if (edit.op === 'move') {
    const to = edit.at + edit.by;
    if (to < 0 || to >= copy.length) return value;
    [copy[edit.at], copy[to]] = [copy[to], copy[edit.at]];
  }
  return setAt(value, path, copy);
}

/** Every problem the game's validator finds in `value` (its words, "path: message"). */
export function contentProblems(game: AnyGame, value: unknown): string[] {
  try {
    game.parseContent(value);
    return [];
  } catch (err) {
    return err instanceof ContentError ? err.problems : [(err as Error).message];
  }
}

export interface PlacedProblems {
  /** Problems by the path of the field they belong to (`refugees.3.age`). */
  at: Map<string, string[]>;
  /** Problems of the content as a whole, or whose path names no field the editor draws. */
  general: string[];
}

/**
 * Puts each problem on the field its path names: the deepest field the form draws on that path (a
 * text's language, "name.zh-Hant", belongs to the text; a list's own problem, "die: …", to the list).
 */
export function placeProblems(tree: FieldNode, value: unknown, problems: readonly string[]): PlacedProblems {
  const at = new Map<string, string[]>();
  const general: string[] = [];
  for (const problem of problems) {
    const m = /^([^\s:]+): (.+)$/s.exec(problem);
    const field = m ? fieldPath(tree, value, m[1].split('.')) : null;
    if (!m || !field) {
      general.push(problem);
      continue;
    }
    const key = pathKey(field);
    at.set(key, [...(at.get(key) ?? []), m[2]]);
  }
  return { at, general };
}

/** The path of the drawn field that `parts` lands in, or null when the first part names nothing. */
function fieldPath(tree: FieldNode, value: unknown, parts: string[]): Path | null {
  const out: (string | number)[] = [];
  let node = tree;
  let at = value;
  for (const part of parts) {
    if (node.kind === 'nullable') node = node.inner;
    if (node.kind === 'union') node = branchOf(node, at).node;
    if (node.kind === 'object') {
      const f = node.fields.find((x) => x.key === part);
      if (!f) break;
      node = f.node;
      out.push(part);
      at = isObj(at) ? at[part] : undefined;
    } else if (node.kind === 'list' && /^\d+$/.test(part)) {
      node = node.item;
      out.push(Number(part));
      at = Array.isArray(at) ? at[Number(part)] : undefined;
    } else break;
  }
  return out.length ? out : null;
}

/** A content text's English and other languages, from either of its shapes. */
export function textParts(value: unknown): { en: string; others: Record<string, string | undefined> } {
  if (typeof value === 'string') return { en: value, others: {} };
  if (isObj(value)) {
    const others: Record<string, string | undefined> = {};
    for (const l of OTHER_LANGUAGES) others[l] = typeof value[l] === 'string' ? (value[l] as string) : undefined;
    return { en: typeof value.en === 'string' ? value.en : '', others };
  }
  return { en: '', others: {} };
}

/** The text with one language changed; an emptied translation is dropped (the game falls back to English). */
export function withLanguage(value: unknown, lang: string, text: string): LocalText {
  const { en, others } = textParts(value);
  const next: Record<string, string> = { en };
  for (const [l, t] of Object.entries(others)) if (t !== undefined) next[l] = t;
  if (lang === 'en') next.en = text;
  else if (text === '') delete next[lang];
  else next[lang] = text;
  return next as LocalText;
}

/** The languages a content text has no words in yet (flagged, never refused: the game shows English). */
export function missingLanguages(value: unknown): string[] {
  const { en, others } = textParts(value);
  if (en === '') return [];
  return OTHER_LANGUAGES.filter((l) => !others[l]);
}

/** Whether any text or number inside `value` contains `query` (case-insensitive): the editor's search. */
export function matches(value: unknown, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const walk = (x: unknown): boolean => {
    if (typeof x === 'string') return x.toLowerCase().includes(q);
    if (typeof x === 'number' || typeof x === 'boolean') return String(x) === q;
    if (Array.isArray(x)) return x.some(walk);
    if (isObj(x)) return Object.values(x).some(walk);
    return false;
  };
  return walk(value);
}

/** How a list item is called in its tile's heading: its name (or title, or id) in the reader's language. */
export function itemName(value: unknown, lang: string): string | null {
  if (!isObj(value)) return null;
  for (const key of ['name', 'title', 'id', 'kind', 'type']) {
    const v = value[key];
    if (typeof v === 'string' && v) return v;
    if (isObj(v)) {
      const { en, others } = textParts(v);
      return (lang !== 'en' ? others[lang] : undefined) || en || null;
    }
  }
  return null;
}

/** "passportPrice" → "Passport price", "zh-Hant" → "Zh hant": a field's name when the catalogue has none. */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * `next`, reusing every part of `prev` that is deeply equal to it (the same object, not a copy). The
 * editor's content is parsed again from its text after each edit or undo; sharing the unchanged cards
 * lets each card's fields see that nothing of theirs changed and skip drawing (docs/performance.md).
 */
export function shareUnchanged<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    const out = next.map((x, i) => shareUnchanged(prev[i], x));
    return (out.length === prev.length && out.every((x, i) => x === prev[i]) ? prev : out) as T;
  }
  if (isObj(prev) && isObj(next)) {
    const keys = Object.keys(next);
    const out: Record<string, unknown> = {};
    for (const k of keys) out[k] = shareUnchanged(prev[k], next[k]);
    const prevKeys = Object.keys(prev);
    // Same keys in the same order: the text written back from the shared value stays the same.
    const same = keys.length === prevKeys.length && keys.every((k, i) => k === prevKeys[i] && out[k] === prev[k]);
    return (same ? prev : out) as T;
  }
  return next;
}
