/**
 * Zod building blocks with both ends bounded, for content and options schemas. Every count, number
 * and text a designer (or a stranger on the internet) can write must have an upper bound, or one
 * field can make setup build millions of cards; these make that the easy way to write a schema, and
 * word the messages for a person: "cardCounts.0.paydays: must be at most 60".
 */
import { z } from 'zod';
import { OTHER_LANGUAGES, type LocalText, type OtherLang } from './lang.ts';

/** The type error of a field: "is missing" when it is absent, else "must be <a kind>". */
const typeError = (kind: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'is missing' : `must be ${kind}`);

/**
 * A whole number from `min` to `max`. The range is checked first and stops the rest (`abort`), so
 * 2^53 reads "must be at most 20", not "must be a whole number" (zod's integers are safe integers).
 */
export function boundedInt(min: number, max: number) {
  return z.number({ error: typeError('a number') })
    .min(min, { error: `must be at least ${min}`, abort: true })
    .max(max, { error: `must be at most ${max}`, abort: true })
    .int('must be a whole number');
}

/** A text of `min` to `max` characters (UTF-16 units, as JavaScript counts them). */
export function boundedText(max: number, min = 1) {
  return z.string({ error: typeError('a text') })
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters long`)
    .max(max, `must be at most ${max} characters long`);
}

/** A list of `min` to `max` items; `what` names them in messages ("destinations"). */
export function boundedList<T extends z.ZodType>(item: T, min: number, max: number, what = 'items') {
  return z.array(item, { error: typeError('a list') })
    .min(min, `needs at least ${min} ${what}`)
    .max(max, `may hold at most ${max} ${what}`);
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
  }).meta(localTextMeta(max, min));
}

/** The JSON Schema keyword that marks a content text (`localTextSchema`) in `z.toJSONSchema`'s output. */
export const LOCAL_TEXT_KEYWORD = 'x-local-text';

/**
 * What a custom schema cannot say about itself in JSON Schema: that it is a text in every language, and
 * its bounds. Tools that build forms from the schema (the lab's card editor, docs/lab.md) read it.
 */
function localTextMeta(max: number, min: number) {
  return { [LOCAL_TEXT_KEYWORD]: true, minLength: min, maxLength: max };
}
