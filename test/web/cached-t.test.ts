/**
 * The boards' remembering `t` (src/web/i18n/cached-t.ts): the same words as i18next's own for every
 * board's catalogue, each lookup made once, and never stale when texts are added or reloaded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedFixedT } from '../../src/web/i18n/cached-t.ts';
import { i18n } from '../../src/web/i18n/index.ts';
import { boardT as emigrationT, count } from '../../src/web/boards/emigration/words.ts';
import '../../src/web/boards/borderlines/words.ts';
import '../../src/web/boards/displacement/words.ts';
import '../../src/web/boards/refugee/classify.ts';

const NS = 'cached-t-test';

afterEach(() => {
  i18n.removeResourceBundle('en', NS);
  vi.restoreAllMocks();
});

/** Every key of a catalogue, as dotted paths to its strings. */
function keysOf(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : typeof v === 'object' && v ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : []));
}

describe('a board\'s t that remembers what it said', () => {
  it('says exactly what i18next says, for every key of every board in both languages, twice (the second time from memory)', () => {
    const values = { count: 2, n: 3, name: 'Amal', whose: 'your', price: 4, amount: 1, kind: 'Document', place: 'in the bank', label: 'Take', moves: '2 moves' };
    let compared = 0;
    for (const ns of ['board-emigration', 'board-borderlines', 'board-displacement', 'board-refugee']) {
      for (const lang of ['en', 'zh-Hant']) {
        const keys = keysOf(i18n.getResourceBundle(lang, ns) as Record<string, unknown>).map((k) => k.replace(/_(one|other|zero|two|few|many)$/, ''));
        expect(keys.length, `${ns} ${lang}`).toBeGreaterThan(10);
        const plain = i18n.getFixedT(lang, ns);
        const cached = cachedFixedT(lang, ns);
        for (const key of keys) {
          for (let round = 0; round < 2; round++) {
            expect(cached(key, values), `${ns}:${key} (${lang})`).toBe(plain(key, values));
            expect(cached(key), `${ns}:${key} (${lang}), no values`).toBe(plain(key));
          }
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(400);
  });

  it('looks a line up once for the same key and values, again for other values', () => {
    i18n.addResourceBundle('en', NS, { hello: 'Hello {{name}}', n_one: '{{count}} person', n_other: '{{count}} people' });
    const t = cachedFixedT('en', NS);
    const spy = vi.spyOn(i18n, 't');
    expect(t('hello', { name: 'Amal' })).toBe('Hello Amal');
    expect(t('hello', { name: 'Amal' })).toBe('Hello Amal');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(t('hello', { name: 'Lina' })).toBe('Hello Lina');
    expect(t('n', { count: 1 })).toBe('1 person');
    expect(t('n', { count: 3 })).toBe('3 people');
    expect(spy).toHaveBeenCalledTimes(4);
    // A number and the same digits as text are different values to i18next (a plural needs a number).
    t('n', { count: '1' });
    expect(spy).toHaveBeenCalledTimes(5);
    // A value that is an object is never remembered: its content may change under the same object.
    const who = { toString: () => 'Amal' };
    t('hello', { name: who });
    t('hello', { name: who });
    expect(spy).toHaveBeenCalledTimes(7);
  });

  it('forgets what it said when texts are added or replaced, so a board never shows a stale line', () => {
    i18n.addResourceBundle('en', NS, { hello: 'Hello {{name}}' });
    const t = cachedFixedT('en', NS);
    expect(t('hello', { name: 'Amal' })).toBe('Hello Amal');
    i18n.addResourceBundle('en', NS, { hello: 'Welcome, {{name}}' }, true, true);
    expect(t('hello', { name: 'Amal' })).toBe('Welcome, Amal');
    i18n.addResource('en', NS, 'hello', 'Hi {{name}}');
    expect(t('hello', { name: 'Amal' })).toBe('Hi Amal');
  });

  it('gives one function per language and namespace, so a board\'s words share one memory', () => {
    expect(cachedFixedT('en', 'board-emigration')).toBe(cachedFixedT('en', 'board-emigration'));
    expect(cachedFixedT('zh-Hant', 'board-emigration')).not.toBe(cachedFixedT('en', 'board-emigration'));
    expect(emigrationT('en')).toBe(cachedFixedT('en', 'board-emigration'));
    expect(count(3, 'documents', 'en')).toBe(i18n.getFixedT('en', 'board-emigration')('documents', { count: 3 }));
  });
});
