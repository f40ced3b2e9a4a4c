/**
 * `t` for one language and namespace that remembers what it said. A board puts every card, place and
 * count into words at every move (Emigration: about a thousand lookups a move, each card's name, label
 * and tooltip), and i18next's `t` resolves each one again: the key, the plural form, the interpolation.
 * On a phone at a quarter of a desktop's speed that was most of a move's script time
 * (docs/performance.md, "A game on a phone"). The words for the same key and the same values never
 * change while the catalogues stay as they are, so each is looked up once: the cache is emptied whenever
 * texts are added or loaded (a board's chunk, another language), and when it grows past a bound.
 */
import type { TFunction } from 'i18next';
import { i18n } from './index.ts';

/** More distinct lines than a table says (a game's numbers, names and places); past it, start again. */
const MAX_ENTRIES = 20_000;

const fixedTs = new Map<string, TFunction<string>>();
const caches: Array<Map<string, string>> = [];

function forget(): void {
  for (const cache of caches) cache.clear();
}
// Texts added (a chunk's catalogues), removed or loaded (a language's): every cached line may be stale.
i18n.store.on('added', forget);
i18n.store.on('removed', forget);
i18n.on('loaded', forget);

/**
 * The cache's key for `t(key, options)`: the key and each option's name, type and value; null when a
 * lookup is not plain (a list of keys, an option that is an object or a function, a default value
 * given as a string), which goes to i18next every time.
 */
function cacheKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  let out = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && type !== 'undefined') return null;
    // The type is kept: i18next reads `count: 1` and `count: '1'` differently.
    out += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return out;
}

/** `i18n.getFixedT(lang, ns)`, the same words, each distinct lookup made once (see above). */
export function cachedFixedT(lang: string, ns: string): TFunction<string> {
  const id = `${lang}\u0000${ns}`;
  const known = fixedTs.get(id);
  if (known) return known;
  const fixed = i18n.getFixedT(lang, ns);
  const cache = new Map<string, string>();
  caches.push(cache);
  const t = (key: unknown, options?: unknown): unknown => {
    const k = cacheKey(key, options);
    if (k === null) return (fixed as (k: unknown, o?: unknown) => unknown)(key, options);
    let said = cache.get(k);
    if (said === undefined) {
      const out = (fixed as (k: unknown, o?: unknown) => unknown)(key, options);
      // Only words are kept (a `returnObjects` lookup gives an object: asked again each time).
      if (typeof out !== 'string') return out;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(k, (said = out));
    }
    return said;
  };
  const typed = t as unknown as TFunction<string>;
  fixedTs.set(id, typed);
  return typed;
}
