/**
 * A cheap, bounded first look at an untrusted value (a content file, a room's content or options)
 * before any schema reads it: its size as JSON text, in UTF-8 bytes, and how deeply it nests.
 *
 * Why before the schema: a schema bounds what it knows, but the cost of *reading* the value comes
 * first (unknown keys, huge arrays, very long strings), and zod, JSON.stringify and canonicalJson all
 * recurse, so a deeply nested value could overflow the stack and throw a RangeError instead of a clear
 * ContentError. This walk is iterative and stops as soon as a limit is passed, so it costs at most a
 * few steps per byte allowed, whatever it is given.
 */

export interface JsonLimits {
  /** Largest size allowed, in UTF-8 bytes of the value's JSON text. */
  maxBytes: number;
  /** Deepest nesting allowed: `{}` and `[]` are depth 1, `{"a":[1]}` is depth 2. */
  maxDepth: number;
}

/** Every game's content may take this much JSON unless its rules say otherwise (`maxContentBytes`). */
export const DEFAULT_MAX_CONTENT_BYTES = 256 * 1024;
/** Options are a handful of settings; anything near this size is a mistake or an attack. */
export const MAX_OPTIONS_BYTES = 16 * 1024;
/** Real content nests 6 levels deep (Emigration's life-card effects); 32 leaves room for any design. */
export const MAX_JSON_DEPTH = 32;

interface Frame {
  value: unknown;
  depth: number;
  parent: Frame | null;
  key: string | number | null;
}

/** UTF-8 bytes of a string's JSON text, quotes and escapes included, exactly as JSON.stringify writes it. */
function jsonStringBytes(s: string): number {
  let bytes = 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) bytes += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6; // \b \t \n \f \r, else \u00XX
    else if (c === 0x22 || c === 0x5c) bytes += 2; // \" and \\
    else if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { bytes += 4; i++; } // a pair
    else if (c >= 0xd800 && c <= 0xdfff) bytes += 6; // a lone surrogate is written \uDXXX
    else bytes += 3;
  }
  return bytes;
}

/** A zod-style path ("cardCounts.0.paydays"); long keys are shortened so messages stay readable. */
function pathOf(frame: Frame): string {
  const parts: string[] = [];
  for (let f: Frame | null = frame; f && f.key !== null; f = f.parent) {
    const key = String(f.key);
    parts.push(key.length > 40 ? `${key.slice(0, 40)}…` : key);
  }
  return parts.length ? parts.reverse().join('.') : '(root)';
}

function formatBytes(n: number): string {
  return n % 1024 === 0 ? `${n / 1024} kB (${n.toLocaleString('en')} bytes)` : `${n.toLocaleString('en')} bytes`;
}

/**
 * Null when `value` is JSON data within `limits`; otherwise one problem, worded for a person
 * ("(root): the content is larger than 256 kB …"). `what` names the value in that message.
 */
export function jsonLimitProblem(value: unknown, limits: JsonLimits, what = 'content'): string | null {
  let bytes = 0;
  const tooLarge = () => `(root): the ${what} is larger than ${formatBytes(limits.maxBytes)} as JSON; make it smaller`;
  const stack: Frame[] = [{ value, depth: 0, parent: null, key: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const v = frame.value;
    switch (typeof v) {
      case 'string':
        // A UTF-8 string is never shorter in bytes than in UTF-16 units: refuse a huge one unread.
        bytes += v.length + 2 > limits.maxBytes - bytes ? v.length + 2 : jsonStringBytes(v);
        break;
      case 'number':
        bytes += Number.isFinite(v) ? String(v).length : 4; // JSON writes NaN and Infinity as null
        break;
      case 'boolean':
        bytes += v ? 4 : 5;
        break;
      case 'undefined':
        bytes += frame.parent ? 4 : 0; // only array items get here (object keys are skipped below): null
        break;
      case 'object': {
        if (v === null) { bytes += 4; break; }
        const depth = frame.depth + 1;
        if (depth > limits.maxDepth) {
          return `${pathOf(frame)}: the ${what} nests more than ${limits.maxDepth} levels deep; no game needs that`;
        }
        if (Array.isArray(v)) {
          // Brackets and commas first: an array with more items than bytes left is refused unread.
          bytes += 2 + Math.max(0, v.length - 1);
          if (bytes > limits.maxBytes) return tooLarge();
          for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], depth, parent: frame, key: i });
        } else {
          const record = v as Record<string, unknown>;
          let fields = 0;
          bytes += 2;
          for (const key of Object.keys(record)) {
            const item = record[key];
            if (item === undefined) continue; // JSON leaves these out
            bytes += (fields++ > 0 ? 1 : 0) + jsonStringBytes(key) + 1;
            if (bytes > limits.maxBytes) return tooLarge();
            stack.push({ value: item, depth, parent: frame, key });
          }
        }
        break;
      }
      default:
        // bigint, symbol, function: cannot come from JSON, and JSON.stringify would throw or drop them.
        return `${pathOf(frame)}: a ${typeof v} is not JSON data`;
    }
    if (bytes > limits.maxBytes) return tooLarge();
  }
  return null;
}
