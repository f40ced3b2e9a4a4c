/**
 * Every interface text exists in English and Traditional Chinese (issue 14): the same namespaces,
 * the same keys, the same {{placeholders}}, no empty message, and Chinese text that is not English.
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
      const missingZh = [...en.keys()].filter((k) => !zh.has(k));
      const missingEn = [...zh.keys()].filter((k) => !en.has(k));
      expect(missingZh, `keys missing in zh-Hant/${ns}.json`).toEqual([]);
      expect(missingEn, `keys missing in en/${ns}.json`).toEqual([]);
      for (const [k, v] of en) {
        expect(v.trim(), `en ${ns}:${k} is empty`).not.toBe('');
        expect(zh.get(k)!.trim(), `zh-Hant ${ns}:${k} is empty`).not.toBe('');
        expect(placeholders(zh.get(k)!), `${ns}:${k} placeholders`).toEqual(placeholders(v));
      }
      // A catalogue copied without translating would pass the key checks: most Chinese messages hold Han characters.
      const han = [...zh.values()].filter((v) => /\p{Script=Han}/u.test(v)).length;
      expect(han / zh.size, `${ns}: most zh-Hant messages are in Chinese`).toBeGreaterThan(0.8);
    });
  }
});
