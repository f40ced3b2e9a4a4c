/**
 * The languages game texts are written in (docs/architecture.md §12): English and Traditional Chinese
 * (the published Borderlines is bilingual). English is always there; every other language falls back to
 * it, so a designer's card without a translation still reads, in English, rather than not at all.
 *
 * Three kinds of game text carry languages:
 * - content (`LocalText`): a place's or a card's name, as data, so custom cards can carry both;
 * - events (`GameEvent.texts`) and outcome reasons (`Outcome.reasonTexts`), written when they happen,
 *   in every language at once (events are few, and a log is read by people with different languages);
 * - action words (`describeAction(view, seat, action, lang)`), written when asked.
 */
import { z } from 'zod';
import { boundedText } from './schema-bounds.ts';

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

/**
 * A content text's schema: a text of 1 to `max` characters, or `{ en, "zh-Hant"? }` of such texts. Its
 * messages are the bounded texts' own ("must be at most 60 characters long", at the path of the
 * language that is wrong), not a union's "invalid input": the shape is chosen by the value's type.
 */
export function localTextSchema(max: number, min = 1) {
  const one = boundedText(max, min);
  const others = Object.fromEntries(OTHER_LANGUAGES.map((l) => [l, boundedText(max, min).optional()])) as Record<OtherLang, z.ZodOptional<z.ZodString>>;
  const translated = z.object({ en: one, ...others }).strict();
  return z.custom<LocalText>().superRefine((x, ctx) => {
    const r = typeof x === 'object' && x !== null ? translated.safeParse(x) : one.safeParse(x);
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ ...issue, message: issue.message } as never);
  });
}

/** An event's or outcome's text in `lang`. */
export function textIn(english: string, texts: Translations | undefined, lang: Lang = 'en'): string {
  return (lang === 'en' ? undefined : texts?.[lang]) || english;
}

/**
 * One sentence in every language from a game's phrasebooks (one per language, the same functions):
 * `{ text, texts }` ready to spread into a `GameEvent`.
 */
export function sayInAll<P>(books: Record<Lang, P>, say: (book: P, lang: Lang) => string): { text: string; texts: Translations } {
  const texts: Translations = {};
  for (const l of OTHER_LANGUAGES) texts[l] = say(books[l], l);
  return { text: say(books.en, 'en'), texts };
}

/** An action's words in every language: `{ text, texts }`. */
export function describeInAll(
  describe: (lang: Lang) => string,
): { text: string; texts: Translations } {
  const texts: Translations = {};
  for (const l of OTHER_LANGUAGES) texts[l] = describe(l);
  return { text: describe('en'), texts };
}
