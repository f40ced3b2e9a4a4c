/**
 * JSON Pointers (RFC 6901) into a game's content: the address of one parameter a sweep or the tuner
 * varies, e.g. `/refugees/3/value`. Reading and writing check every step and say which step failed;
 * writing returns a changed copy and never touches the content it was given.
 */

export class PointerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PointerError';
  }
}

/** The reference tokens of a pointer, unescaped (`~1` is `/`, `~0` is `~`). */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new PointerError(`"${pointer}" is not a JSON Pointer: it must start with "/" (e.g. /rules/rounds)`);
  return pointer.slice(1).split('/').map((token) => {
    if (/~(?![01])/.test(token)) throw new PointerError(`"${pointer}" has a bad escape in "${token}": only ~0 (for ~) and ~1 (for /) are allowed`);
    return token.replace(/~1/g, '/').replace(/~0/g, '~');
  });
}

/** The pointer for a path of tokens (escaping ~ and /). */
export function formatPointer(tokens: ReadonlyArray<string | number>): string {
  return tokens.map((t) => `/${String(t).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function arrayIndex(pointer: string, token: string, length: number): number {
  if (!/^(0|[1-9]\d*)$/.test(token)) throw new PointerError(`${pointer}: "${token}" is not an array index`);
  const i = Number(token);
  if (i >= length) throw new PointerError(`${pointer}: index ${i} is past the end of a list of ${length}`);
  return i;
}

/** The child of `node` at `token`, or a PointerError naming the step that does not exist. */
function step(node: unknown, token: string, pointer: string, at: string): unknown {
  if (Array.isArray(node)) return node[arrayIndex(pointer, token, node.length)];
  if (node !== null && typeof node === 'object' && Object.prototype.hasOwnProperty.call(node, token)) {
    return (node as Record<string, unknown>)[token];
  }
  if (node !== null && typeof node === 'object') throw new PointerError(`${pointer}: there is no "${token}" in ${at || 'the content'}`);
  throw new PointerError(`${pointer}: ${at || 'the content'} is ${describe(node)}, not an object or list`);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${JSON.stringify(value) ?? 'undefined'}`;
}

/** The value at `pointer` (any JSON value). */
export function getAt(content: unknown, pointer: string): unknown {
  const tokens = parsePointer(pointer);
  let node = content;
  tokens.forEach((token, i) => {
    node = step(node, token, pointer, formatPointer(tokens.slice(0, i)));
  });
  return node;
}

/** The number at `pointer`; a clear error when the leaf is anything else. */
export function getNumberAt(content: unknown, pointer: string): number {
  const value = getAt(content, pointer);
  if (typeof value !== 'number') throw new PointerError(`${pointer} is ${describe(value)}, not a number: only numeric values can be varied`);
  return value;
}

/**
 * A copy of `content` with the number at `pointer` replaced by `value` (only the objects on the path
 * are copied). The pointer must already lead to a number: a sweep changes values, never the shape.
 */
export function setNumberAt<T>(content: T, pointer: string, value: number): T {
  getNumberAt(content, pointer);
  const tokens = parsePointer(pointer);
  const rebuild = (node: unknown, depth: number): unknown => {
    if (depth === tokens.length) return value;
    const token = tokens[depth];
    if (Array.isArray(node)) {
      const copy = [...node];
      const i = Number(token);
      copy[i] = rebuild(node[i], depth + 1);
      return copy;
    }
    const obj = node as Record<string, unknown>;
    return { ...obj, [token]: rebuild(obj[token], depth + 1) };
  };
  return rebuild(content, 0) as T;
}

export interface NumericLeaf {
  pointer: string;
  value: number;
  /** Readable: the path with names from nearby `name`/`title`/`id`/`kind` fields, e.g. "vetting › Doctor › value". */
  label: string;
}

/** The English (or first) text of a name field, which is plain text or a `{ en: … }` translation. */
function nameOf(node: unknown): string | null {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
  const o = node as Record<string, unknown>;
  for (const key of ['name', 'title', 'id', 'kind', 'boat']) {
    const v = o[key];
    if (typeof v === 'string' && v) return v;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const t = v as Record<string, unknown>;
      const text = typeof t.en === 'string' ? t.en : Object.values(t).find((x) => typeof x === 'string');
      if (typeof text === 'string' && text) return text;
    }
  }
  return null;
}

/** Every numeric leaf of the content, in document order, with a readable label. */
export function numericLeaves(content: unknown): NumericLeaf[] {
  const leaves: NumericLeaf[] = [];
  const walk = (node: unknown, tokens: Array<string | number>, label: string[]) => {
    if (typeof node === 'number') {
      leaves.push({ pointer: formatPointer(tokens), value: node, label: label.join(' › ') });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        const name = nameOf(child);
        walk(child, [...tokens, i], [...label, name ? `${i} ${name}` : String(i)]);
      });
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, [...tokens, key], [...label, key]);
    }
  };
  walk(content, [], []);
  return leaves;
}
