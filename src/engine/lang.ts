/**
 * The languages game texts are written in (docs/architecture.md §12): English and Traditional Chinese
 * (the published Borderlines is bilingual). English is always there; every other language falls back to
 * it, so a designer's card without a translation still reads, in English, rather than not at all.
 *
 * Three kinds of game text carry languages:
 * - content (`LocalText`): a place's or a card's name, as data, so custom cards can carry both;
 * - events (`GameEvent.texts`) and outcome reasons (`Outcome.reasonTexts`), written when they happen,
 *   in every language at once (events are few, and a log is read by people with different languages),
 *   or, when `apply`'s caller asks, in English and the languages it names (event-languages.ts);
 * - action words (`describeAction(view, seat, action, lang)`), written when asked.
 */
// No zod here: the web client's first page needs these words and not a schema library (the schema of
// a content text is `localTextSchema` in schema-bounds.ts).

import { eventLanguagesNow } from './event-languages.ts';

export const GAME_LANGUAGES = ['en', 'zh-Hant'] as const;
export type Lang = (typeof GAME_LANGUAGES)[number];
/** A language other than English. */
export type OtherLang = Exclude<Lang, 'en'>;
export const OTHER_LANGUAGES = GAME_LANGUAGES.filter((l): l is OtherLang => l !== 'en');

/** A text in the languages other than English (the English one is the text itself). */
export type Translations = Partial<Record<OtherLang, string>>;

/** A content text: plain English, or English with translations (`{ "en": "Izmir", "zh-Hant": "伊茲密爾" }`). */
export type LocalText = string | ({ en: string } & Translations);

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (GAME_LANGUAGES as readonly string[]).includes(x);
}

/** The text in `lang`, English where it has no translation. */
export function pick(text: LocalText, lang: Lang = 'en'): string {
  if (typeof text === 'string') return text;
  return (lang === 'en' ? undefined : text[lang]) || text.en;
}

/** An event's or outcome's text in `lang`. */
export function textIn(english: string, texts: Translations | undefined, lang: Lang = 'en'): string {
  return (lang === 'en' ? undefined : texts?.[lang]) || english;
}

/**
 * One sentence in every language from a game's phrasebooks (one per language, the same functions):
 * `{ text, texts }` ready to spread into a `GameEvent`. Inside `apply`, in English and the languages its
 * caller asked for (event-languages.ts): so a sentence said here must not be kept for later, when other
 * languages may be wanted (`sayKept` keeps every language).
 */
export function sayInAll<P>(books: Record<Lang, P>, say: (book: P, lang: Lang) => string): { text: string; texts: Translations } {
  return sayIn(eventLanguagesNow() ?? OTHER_LANGUAGES, books, say);
}

/** One sentence in English and `languages` from a game's phrasebooks. */
function sayIn<P>(languages: readonly OtherLang[], books: Record<Lang, P>, say: (book: P, lang: Lang) => string): { text: string; texts: Translations } {
  const texts: Translations = {};
  for (const l of languages) texts[l] = say(books[l], l);
  return { text: say(books.en, 'en'), texts };
}

/** The translations of `all` in the languages events are said in now (every one outside `apply`). */
function inEventLanguages(all: Translations): Translations {
  const languages = eventLanguagesNow();
  if (languages === null) return { ...all };
  const texts: Translations = {};
  for (const l of languages) if (all[l] !== undefined) texts[l] = all[l];
  return texts;
}

/** Sentences in every language kept by `sayKept`, one map per kind of sentence. */
export type KeptSayings = Map<string | number, { text: string; texts: Translations }>;

/**
 * `sayInAll` for a sentence that depends only on a few values, which `key` names (a seat, or the
 * values joined, so distinct sentences have distinct keys; `books` the same at every call with this
 * `kept`): made once per key and kept, and each call gets its own `{ text, texts }` with the kept
 * strings. For the few sentences said on most moves in few variants ("Player 2 passes.", a roll, a
 * draw): making them in every language was a large part of #refugee's apply in a room.
 */
export function sayKept<P>(kept: KeptSayings, key: string | number, books: Record<Lang, P>, say: (book: P, lang: Lang) => string): { text: string; texts: Translations } {
  let said = kept.get(key);
  // Kept for every later call, so said in every language whatever this `apply` asked for.
  if (said === undefined) kept.set(key, (said = sayIn(OTHER_LANGUAGES, books, say)));
  return { text: said.text, texts: inEventLanguages(said.texts) };
}

/** An action's words in every language: `{ text, texts }`. */
export function describeInAll(
  describe: (lang: Lang) => string,
): { text: string; texts: Translations } {
  const texts: Translations = {};
  for (const l of OTHER_LANGUAGES) texts[l] = describe(l);
  return { text: describe('en'), texts };
}
