/**
 * RF-D33: #refugee's texts in English and Traditional Chinese. The default content gives a Chinese
 * text for every content text (people, origins, stories, vetting cards, action cards, regions); a
 * content written in plain English, as before, still loads and plays, its names shown in English
 * inside Chinese sentences; and English action words and events are what they always were.
 */
import { describe, expect, it } from 'vitest';
import { eventText, Rng, type GameEvent } from '../../../src/engine/index.ts';
import { pick } from '../../../src/engine/lang.ts';
import { refugee, REGION_INFO } from '../../../src/games/refugee/index.ts';
import { DEFAULT_CONTENT as C, RefugeeContentSchema, type RefugeeContent } from '../../../src/games/refugee/data/index.ts';
import { books } from '../../../src/games/refugee/phrases/index.ts';
import type { RefugeeState, RefugeeView } from '../../../src/games/refugee/types.ts';

const HAN = /\p{Script=Han}/u;
const ENGLISH_WORD = /[A-Za-z]{3,}/;

/** Every `{ en, … }` text in a JSON value, with its path. */
function localTexts(x: unknown, path = ''): Array<{ path: string; text: Record<string, unknown> }> {
  if (Array.isArray(x)) return x.flatMap((y, i) => localTexts(y, `${path}.${i}`));
  if (x === null || typeof x !== 'object') return [];
  const o = x as Record<string, unknown>;
  if (typeof o.en === 'string') return [{ path, text: o }];
  return Object.entries(o).flatMap(([k, v]) => localTexts(v, path ? `${path}.${k}` : k));
}

/** The content with every translated text turned back into its plain English string. */
function plainEnglish(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(plainEnglish);
  if (x === null || typeof x !== 'object') return x;
  const o = x as Record<string, unknown>;
  if (typeof o.en === 'string') return o.en;
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, plainEnglish(v)]));
}

describe('RF-D33: texts in English and Traditional Chinese', () => {
  it('the default content has a Chinese text for every content text, and no plain English string where a name is shown', () => {
    const texts = localTexts({ content: C, regions: REGION_INFO });
    // 40 names, 40 origins, 40 stories, 39 vetting designs (×80 cards), 12 titles, 12 texts, 4 regions.
    expect(texts.length).toBeGreaterThan(40 * 3 + 80 + 24 + 4 - 1);
    for (const { path, text } of texts) {
      const zh = text['zh-Hant'];
      expect(typeof zh, `${path} has no zh-Hant`).toBe('string');
      expect(zh as string, path).toMatch(HAN);
      expect(ENGLISH_WORD.exec(zh as string)?.[0], `${path}: ${zh as string}`).toBeUndefined();
    }
    for (const r of C.refugees) for (const f of [r.name, r.origin, r.story]) expect(typeof f, JSON.stringify(f)).toBe('object');
    for (const v of C.vetting) expect(typeof v.name).toBe('object');
    for (const k of C.actionKinds) expect([typeof k.title, typeof k.text]).toEqual(['object', 'object']);
  });

  it('people and cards keep distinct names in Chinese, so no two moves read the same', () => {
    const zhNames = C.refugees.map((r) => pick(r.name, 'zh-Hant'));
    expect(new Set(zhNames).size).toBe(C.refugees.length);
    const designs = (lang: 'en' | 'zh-Hant') => new Set(C.vetting.map((v) => `${pick(v.name, lang)}|${v.value}`)).size;
    expect(designs('zh-Hant')).toBe(designs('en'));
    expect(new Set(C.actionKinds.map((k) => pick(k.title, 'zh-Hant'))).size).toBe(12);
  });

  it('a content in plain English, as before, still parses and plays; Chinese sentences then show its English names', () => {
    const plain = RefugeeContentSchema.parse(plainEnglish(C)) as RefugeeContent;
    expect(localTexts(plain)).toEqual([]);
    expect(typeof plain.refugees[0].name).toBe('string');
    let s = refugee.setup({ players: 3, seed: 5, content: plain }) as RefugeeState;
    const rng = new Rng(9);
    const events: GameEvent[] = [];
    let zhWords = 0;
    for (let step = 0; step < 3000 && !refugee.isOver(s); step++) {
      const seat = refugee.activeSeats(s)[0];
      const legal = refugee.legalActions(s, seat);
      const view = refugee.view(s, seat) as RefugeeView;
      for (const a of legal) {
        const zh = refugee.describeAction(view, seat, a, 'zh-Hant');
        expect(zh).toMatch(HAN);
        zhWords++;
      }
      const r = refugee.apply(s, seat, legal[rng.int(legal.length)]);
      if (!r.ok) throw new Error(r.error.message);
      events.push(...(r.events as GameEvent[]));
      s = r.state as RefugeeState;
    }
    expect(refugee.isOver(s)).toBe(true);
    expect(zhWords).toBeGreaterThan(20);
    const arrivals = events.filter((e) => e.kind === 'refugee-arrives');
    expect(arrivals.length).toBeGreaterThan(0);
    // The English name inside a Chinese sentence: the fallback for an untranslated text.
    const zh = eventText(arrivals[0], 'zh-Hant');
    expect(zh).toMatch(HAN);
    expect(plain.refugees.some((r) => zh.includes(r.name as string))).toBe(true);
  });

  it('RF-D27: a translated text is bounded like the English, and a malformed one is refused with a clear message', () => {
    const withName = (name: unknown) => ({ ...C, refugees: C.refugees.map((r, i) => (i === 0 ? { ...r, name } : r)) });
    const refused = (name: unknown) => {
      try { refugee.parseContent(withName(name)); return ''; } catch (e) { return (e as Error).message; }
    };
    expect(refused({ en: 'Ok', 'zh-Hant': 'x'.repeat(81) })).toContain('refugees.0.name.zh-Hant: must be at most 80 characters long');
    expect(refused({ en: 'Ok', fr: 'Bon' })).toContain('refugees.0.name: Unrecognized key: "fr"');
    expect(refused({ 'zh-Hant': '名字' })).toContain('refugees.0.name.en');
    expect(refused('x')).toContain('refugees.0.name: must be at least 2 characters long');
    expect(refused({ en: 'Only English' })).toBe('');
    expect(refused({ en: 'Both', 'zh-Hant': '兩者' })).toBe('');
  });

  it('English events, action words and outcome read as they always did; the Chinese book says the same things', () => {
    expect(books.en.turn(0, 1)).toBe('Turn 1: Player 2 to play.');
    expect(books.en.vetting('Doctor', 4, 'north-america')).toBe('Doctor +4, blue');
    expect(books['zh-Hant'].turn(0, 1)).toBe('第 1 回合：輪到玩家 2。');
    let s = refugee.setup({ players: 2, seed: 1 }) as RefugeeState;
    const first = refugee.apply(s, refugee.activeSeats(s)[0], refugee.legalActions(s, refugee.activeSeats(s)[0])[0]);
    if (!first.ok) throw new Error(first.error.message);
    for (const e of first.events as GameEvent[]) {
      expect(eventText(e, 'en')).toBe(e.text);
      expect(e.texts?.['zh-Hant']).toMatch(HAN);
    }
    s = first.state as RefugeeState;
    const view = refugee.view(s, 0) as RefugeeView;
    expect(refugee.progress!(view).label).toMatch(/^Turn \d+, most refugees accepted: \d+ of 8$/);
    expect(refugee.progress!(view, 'zh-Hant').label).toMatch(/^第 \d+ 回合，接納最多難民的國家：\d+／8 位$/);
  });
});
