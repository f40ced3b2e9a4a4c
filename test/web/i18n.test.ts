/**
 * Every interface text exists in English and Traditional Chinese: the same namespaces,
 * the same keys, the same {{placeholders}}, no empty message, and Chinese text that is not English.
 *
 * Plurals are i18next's: a counted message is a family of keys `base_<form>` (`_ordinal_<form>` for
 * "1st, 2nd"), one key per form the language's own plural rules have (Intl.PluralRules): English
 * `_one` and `_other`, Chinese `_other` alone. So a plural family is compared by its base name; each
 * language must give every form its rules use (it may also give a form only another language uses,
 * which i18next never reads for it); the placeholders are compared on the `_other` form.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../src/web/i18n/locales');
const LANGS = ['en', 'zh-Hant'];

function flatten(obj: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else if (v && typeof v === 'object') for (const [a, b] of flatten(v, key)) out.set(a, b);
    else throw new Error(`${key}: a message is a string or a group of messages, not ${JSON.stringify(v)}`);
  }
  return out;
}

const load = (lng: string) => Object.fromEntries(readdirSync(join(ROOT, lng)).filter((f) => f.endsWith('.json'))
  .map((f) => [f.replace(/\.json$/, ''), flatten(JSON.parse(readFileSync(join(ROOT, lng, f), 'utf8')))]));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const PLURAL = /^(.*?)(_ordinal)?_(zero|one|two|few|many|other)$/;
/** The key a message is compared under: a plural form's family (`base` or `base_ordinal`), else itself. */
const family = (key: string) => {
  const m = PLURAL.exec(key);
  return m ? `${m[1]}${m[2] ?? ''}` : key;
};
/** The plural forms a language has, as i18next names its keys. */
const forms = (lng: string, ordinal: boolean) =>
  new Intl.PluralRules(lng, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories.map((c) => `${ordinal ? '_ordinal' : ''}_${c}`).sort();
/** Each plural family of a catalogue with the forms it gives. */
function plurals(cat: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of cat.keys()) {
    const m = PLURAL.exec(key);
    if (m) out.set(family(key), [...(out.get(family(key)) ?? []), key.slice(m[1].length)].sort());
  }
  return out;
}

describe('interface catalogues', () => {
  const cats = Object.fromEntries(LANGS.map((l) => [l, load(l)]));

  it('every language has the same namespaces', () => {
    expect(Object.keys(cats['zh-Hant']).sort()).toEqual(Object.keys(cats.en).sort());
    expect(Object.keys(cats.en)).toContain('common');
  });

  for (const ns of Object.keys(load('en'))) {
    it(`${ns}: every key in both languages, with the same placeholders, none empty`, () => {
      const en = cats.en[ns];
      const zh = cats['zh-Hant'][ns];
      expect(zh, `zh-Hant has no ${ns}.json`).toBeDefined();
      const enKeys = new Set([...en.keys()].map(family));
      const zhKeys = new Set([...zh.keys()].map(family));
      const missingZh = [...enKeys].filter((k) => !zhKeys.has(k));
      const missingEn = [...zhKeys].filter((k) => !enKeys.has(k));
      expect(missingZh, `keys missing in zh-Hant/${ns}.json`).toEqual([]);
      expect(missingEn, `keys missing in en/${ns}.json`).toEqual([]);
      for (const [lng, cat] of [['en', en], ['zh-Hant', zh]] as const) {
        for (const [base, given] of plurals(cat)) {
          const ordinal = base.endsWith('_ordinal');
          const known = new Set(LANGS.flatMap((l) => forms(l, ordinal)));
          expect(forms(lng, ordinal).filter((f) => !given.includes(f)), `${lng} ${ns}:${base} lacks plural forms`).toEqual([]);
          expect(given.filter((f) => !known.has(f)), `${lng} ${ns}:${base} has forms no language uses`).toEqual([]);
        }
        for (const [k, v] of cat) expect(v.trim(), `${lng} ${ns}:${k} is empty`).not.toBe('');
      }
      // A message and its translation take the same placeholders (a plural family: its `_other` forms).
      const compared = (cat: Map<string, string>, base: string) => cat.get(base) ?? cat.get(`${base}_other`)!;
      for (const base of enKeys) {
        expect(placeholders(compared(zh, base)), `${ns}:${base} placeholders`).toEqual(placeholders(compared(en, base)));
      }
      // A catalogue copied without translating would pass the key checks: most Chinese messages hold Han characters.
      const han = [...zh.values()].filter((v) => /\p{Script=Han}/u.test(v)).length;
      expect(han / zh.size, `${ns}: most zh-Hant messages are in Chinese`).toBeGreaterThan(0.8);
    });
  }
});
