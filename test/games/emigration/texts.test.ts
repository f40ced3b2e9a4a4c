/**
 * EM-D30: Emigration's texts in English and Traditional Chinese. The default content gives a Chinese
 * text for every content text; a custom content in plain English (as every content was before) still
 * parses and plays, and reads in English whatever the reader's language.
 */
import { describe, expect, it } from 'vitest';
import { eventText, pick, Rng, type GameEvent } from '../../../src/engine/index.ts';
import { defaultContent } from '../../../src/games/emigration/data/index.ts';
import { cardName, cardText, emigration, emigrationBooks, type EmigrationContent } from '../../../src/games/emigration/index.ts';
import type { EmigrationState, EmigrationView } from '../../../src/games/emigration/types.ts';

const HAN = /\p{Script=Han}/u;

/** Every `{ en, … }` text in a JSON value, with its path. */
function localTexts(value: unknown, path = ''): Array<{ path: string; text: Record<string, unknown> }> {
  if (Array.isArray(value)) return value.flatMap((x, i) => localTexts(x, `${path}.${i}`));
  if (value === null || typeof value !== 'object') return [];
  const obj = value as Record<string, unknown>;
  if (typeof obj.en === 'string') return [{ path, text: obj }];
  return Object.entries(obj).flatMap(([k, x]) => localTexts(x, `${path}.${k}`));
}

/** The content with every `{ en, … }` text replaced by its English string: a content from before EM-D30. */
function englishOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(englishOnly);
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  if (typeof obj.en === 'string') return obj.en;
  return Object.fromEntries(Object.entries(obj).map(([k, x]) => [k, englishOnly(x)]));
}

/** Plays a random game to the end; returns the events. */
function play(content: unknown, players: number, seed: number): { state: EmigrationState; events: GameEvent[] } {
  const rng = new Rng(seed);
  let state = emigration.setup({ players, seed, content: content as EmigrationContent | undefined }) as EmigrationState;
  const events: GameEvent[] = [];
  for (let i = 0; i < emigration.maxActions(players) && !emigration.isOver(state); i++) {
    const seat = emigration.activeSeats(state)[0];
    const legal = emigration.legalActions(state, seat);
    const r = emigration.apply(state, seat, legal[rng.int(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    events.push(...r.events);
    state = r.state as EmigrationState;
  }
  return { state, events };
}

describe('EM-D30: Emigration in English and Traditional Chinese', () => {
  it('EM-D30: the default content gives a Chinese text for every content text', () => {
    const json = JSON.parse(JSON.stringify(defaultContent)) as Record<string, unknown>;
    const texts = localTexts(json);
    // Destinations and nationalities (9 each), careers (9), Documents and Connections (21 each), 28 Life cards × 2.
    expect(texts.length).toBe(9 + 9 + 9 + 21 + 21 + 28 * 2);
    for (const { path, text } of texts) {
      expect(Object.keys(text).sort(), path).toEqual(['en', 'zh-Hant']);
      expect(text['zh-Hant'], path).toMatch(HAN);
      expect(/[A-Za-z]{3,}/.exec(String(text['zh-Hant']))?.[0], `${path}: English left in "${String(text['zh-Hant'])}"`).toBeUndefined();
    }
    // Every player-facing name or text is translated: none is left a plain string (pack names are keys).
    const plain = ['destinations', 'nationalities', 'careers', 'documents', 'connections']
      .flatMap((list) => (json[list] as Array<{ name: unknown }>).filter((x) => typeof x.name === 'string').map((x) => `${list}: ${String(x.name)}`));
    const life = defaultContent.lifePacks.flatMap((p) => p.cards).filter((c) => typeof c.name === 'string' || typeof c.text === 'string');
    expect(plain).toEqual([]);
    expect(life).toEqual([]);
  });

  it('EM-D30: the cards the rules add (Payday, Passport, Ticket) carry both languages, and English stays the card name', () => {
    const s = emigration.setup({ players: 2, seed: 3 }) as EmigrationState;
    for (const c of s.cards) {
      expect(cardName(c)).toBe(c.name);
      expect(cardName(c, 'zh-Hant')).toMatch(HAN);
      if (c.kind === 'life') {
        expect(cardText(c)).toBe(c.text);
        expect(cardText(c, 'zh-Hant')).toMatch(HAN);
      }
    }
    const passport = s.cards.find((c) => c.kind === 'passport')!;
    expect([passport.name, cardName(passport, 'zh-Hant')]).toEqual(['Passport', '護照']);
  });

  it('EM-D30: a content in plain English strings parses, plays, and reads in English in every language', () => {
    const plain = englishOnly(JSON.parse(JSON.stringify(defaultContent)));
    expect(localTexts(plain)).toEqual([]);
    const parsed = emigration.parseContent(plain);
    expect(parsed.destinations[0].name).toBe(pick(defaultContent.destinations[0].name));
    const { state, events } = play(plain, 3, 7);
    expect(emigration.isOver(state)).toBe(true);
    const named = events.filter((e) => e.kind === 'buy' || e.kind === 'activate' || e.kind === 'cross');
    expect(named.length).toBeGreaterThan(0);
    for (const e of named) {
      // The sentence is Chinese; the names in it stay English, as the content wrote them.
      const zh = eventText(e, 'zh-Hant');
      expect(zh).toMatch(HAN);
      if (e.kind === 'cross') expect(zh).toContain(pick(state.seats[e.data!.seat as number].destination.name));
    }
    const view = emigration.view(state, 0) as EmigrationView;
    // Content cards read in English; Paydays, Passports and Tickets are the game's own words, in Chinese.
    for (const c of view.cards) {
      if (c.kind === 'payday' || c.kind === 'passport' || c.kind === 'ticket') expect(cardName(c, 'zh-Hant')).toMatch(HAN);
      else expect(cardName(c, 'zh-Hant')).toBe(c.name);
    }
  });

  it('EM-D30: the same game replays to the same English words with a translated or a plain content', () => {
    const a = play(undefined, 4, 11);
    const b = play(englishOnly(JSON.parse(JSON.stringify(defaultContent))), 4, 11);
    expect(b.events.map((e) => e.text)).toEqual(a.events.map((e) => e.text));
    expect(emigration.outcome(b.state)?.reason).toBe(emigration.outcome(a.state)?.reason);
  });

  it('EM-D30: a Chinese text may be given alongside English, and an unknown language is refused', () => {
    const custom = JSON.parse(JSON.stringify(defaultContent)) as Record<string, Array<Record<string, unknown>>>;
    custom.destinations[0].name = { en: 'Atlantis', 'zh-Hant': '亞特蘭提斯' };
    expect(pick(emigration.parseContent(custom).destinations[0].name, 'zh-Hant')).toBe('亞特蘭提斯');
    custom.destinations[0].name = { en: 'Atlantis', fr: 'Atlantide' };
    expect(() => emigration.parseContent(custom)).toThrow(/destinations\.0\.name/);
  });

  it('EM-D30: both phrasebooks say every sentence', () => {
    expect(Object.keys(emigrationBooks['zh-Hant']).sort()).toEqual(Object.keys(emigrationBooks.en).sort());
    expect(emigrationBooks['zh-Hant'].player(0)).toBe('玩家 1');
  });
});
