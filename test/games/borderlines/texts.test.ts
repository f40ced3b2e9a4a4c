/**
 * BL-D42: every text in English and Traditional Chinese. The default content carries a Chinese text
 * for each of its texts; a custom content in plain English still parses and plays (in English, for
 * every reader), and a file written the older way (`nameZh`, a question's `zh`) keeps its Chinese.
 */
import { describe, expect, it } from 'vitest';
import { eventText, outcomeReason, Rng, type GameEvent } from '../../../src/engine/index.ts';
import { pick } from '../../../src/engine/lang.ts';
import type { BorderlinesContent } from '../../../src/games/borderlines/data/index.ts';
import { books } from '../../../src/games/borderlines/phrases/index.ts';
import { borderlines, DEFAULT_CONTENT as C, type BorderlinesState } from './helpers.ts';

const HAN = /\p{Script=Han}/u;
/** The content fields that hold player-facing text. */
const TEXT_KEYS = new Set(['name', 'note', 'text']);

/** Every content text, with its path: `{ en, zh-Hant }` objects and plain strings under a text key. */
function texts(x: unknown, path: string, out: Array<{ path: string; text: unknown }>): typeof out {
  if (Array.isArray(x)) x.forEach((y, i) => texts(y, `${path}.${i}`, out));
  else if (x && typeof x === 'object') {
    if ('en' in x) out.push({ path, text: x });
    else for (const [k, v] of Object.entries(x)) {
      if (TEXT_KEYS.has(k) && typeof v === 'string') out.push({ path: `${path}.${k}`, text: v });
      else texts(v, `${path}.${k}`, out);
    }
  }
  return out;
}

/** The content with every text in plain English, as a designer might write it. */
function english(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(english);
  if (x && typeof x === 'object') {
    if ('en' in x) return (x as { en: string }).en;
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, english(v)]));
  }
  return x;
}

/** The content written the older way: a plain `name` with `nameZh` beside it, questions as `{ en, zh }`. */
function older(x: unknown, key = ''): unknown {
  if (Array.isArray(x)) return x.map((y) => older(y, key));
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (key === 'debrief') return { en: o.en, zh: o['zh-Hant'] };
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) {
      if (k === 'name' && v && typeof v === 'object') {
        out.name = (v as { en: string }).en;
        out.nameZh = (v as { 'zh-Hant': string })['zh-Hant'];
      } else out[k] = older(v, k);
    }
    return out;
  }
  return x;
}

/** A seeded random game: every event, and the outcome. */
function playGame(content: unknown, seed: number): { events: GameEvent[]; state: BorderlinesState } {
  let s = borderlines.setup({ players: 4, seed, content: content as BorderlinesContent | undefined }) as BorderlinesState;
  const rng = new Rng(seed);
  const events: GameEvent[] = [];
  while (!borderlines.isOver(s)) {
    const seat = rng.pick(borderlines.activeSeats(s));
    const r = borderlines.apply(s, seat, rng.pick(borderlines.legalActions(s, seat)));
    if (!r.ok) throw new Error(r.error.message);
    events.push(...(r.events as GameEvent[]));
    s = r.state as BorderlinesState;
  }
  return { events, state: s };
}

describe('Borderlines in two languages (BL-D42)', () => {
  it('BL-D42: the default content gives a Traditional Chinese text for every text it has', () => {
    const all = texts(C, 'content', []);
    expect(all.length).toBeGreaterThan(100);
    for (const { path, text } of all) {
      expect(typeof text, `${path}: a plain English text, with no Chinese`).toBe('object');
      const zh = (text as { 'zh-Hant'?: string })['zh-Hant'];
      expect(zh, `${path}: no Chinese`).toMatch(HAN);
      expect(/[A-Za-z]{3,}/.exec(zh ?? '')?.[0], `${path}: English left in "${zh}"`).toBeUndefined();
    }
    expect(C.debrief.every((q) => HAN.test(q['zh-Hant'] ?? ''))).toBe(true);
  });

  it('BL-D42: both phrasebooks have every sentence', () => {
    expect(Object.keys(books['zh-Hant']).sort()).toEqual(Object.keys(books.en).sort());
  });

  it('BL-D42: a content in plain English parses and plays; it reads in English, word for word as the default', () => {
    const plain = english(structuredClone(C));
    expect(texts(plain, 'content', []).every((t) => typeof t.text === 'string')).toBe(true);
    const parsed = borderlines.parseContent(plain) as BorderlinesContent;
    expect(pick(parsed.places[0].name, 'zh-Hant')).toBe('Aleppo');
    const mine = playGame(plain, 3);
    const theirs = playGame(undefined, 3);
    expect(mine.events.map((e) => e.text)).toEqual(theirs.events.map((e) => e.text));
    // In Chinese the sentences are Chinese; the names the content has only in English stay English.
    const round = mine.events.find((e) => e.kind === 'round')!;
    expect(eventText(round, 'zh-Hant')).toMatch(/^第 \d+ 輪開始。(Haddad|Khalil|Hamdan|Darwish)家持有起始卡。$/);
    expect(outcomeReason(borderlines.outcome(mine.state)!, 'zh-Hant')).toMatch(HAN);
  });

  it('BL-D42: a file written the older way (nameZh, a question\'s zh) still loads and keeps its Chinese', () => {
    const old = older(structuredClone(C));
    expect((old as { places: Array<{ nameZh: string }> }).places[0].nameZh).toBe('阿勒坡');
    const parsed = borderlines.parseContent(old) as BorderlinesContent;
    expect(parsed).toEqual(C);
  });

  it('BL-D42: events carry every language; the Chinese uses the content\'s Chinese names', () => {
    const { events } = playGame(undefined, 5);
    const zhNames = C.families.map((f) => pick(f.name, 'zh-Hant'));
    const rounds = events.filter((e) => e.kind === 'round');
    expect(rounds.length).toBeGreaterThan(0);
    for (const e of rounds) {
      expect(e.texts?.['zh-Hant']).toBeDefined();
      expect(zhNames.some((n) => eventText(e, 'zh-Hant').includes(`${n}家`))).toBe(true);
    }
    for (const e of events) expect(eventText(e, 'en')).toBe(e.text);
  });
});
