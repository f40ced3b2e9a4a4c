/**
 * Rule variants (docs/architecture.md §2, "Rule variants"): a game plays its rulebook's words by
 * default; where a table may reasonably read or play a rule otherwise, the game declares a variant —
 * an id, a one-line name and description in every language, and the rule and decision IDs it changes.
 *
 * A variant is an option of the match (`options[id]` is `'on'` or `'off'`, `'off'` by default), so
 * seed + options + action log still replay a game exactly, and everything that shows options (the
 * home page, a room, a workshop's set-up, the lab) shows the variants with no extra wiring: the
 * catalogue's `variants` list is made from the declarations (`variantChoices`).
 */
import { z } from 'zod';
import type { Lang } from './lang.ts';
import type { Variant } from './types.ts';

export const VARIANT_ON = 'on';
export const VARIANT_OFF = 'off';
export type VariantSwitch = typeof VARIANT_ON | typeof VARIANT_OFF;

export interface RuleVariant {
  /** The option that turns it on (camelCase: `housingWin`), also its id in records and reports. */
  id: string;
  /** A short name ("Win only by housing") in every language. */
  name: Record<Lang, string>;
  /** One line saying what changes, in every language. */
  text: Record<Lang, string>;
  /** The rule and decision IDs (docs/rules/<game>.md) whose reading it changes. */
  changes: readonly string[];
}

/** The options schema's entries for a game's variants: each `'on'` or `'off'` (optional: off when left out). */
export function variantOptionShape(variants: readonly RuleVariant[]) {
  const one = () => z.enum([VARIANT_OFF, VARIANT_ON]).optional();
  return Object.fromEntries(variants.map((v) => [v.id, one()])) as Record<string, ReturnType<typeof one>>;
}

/** Default options: every variant off (the rulebook). */
export function variantDefaults(variants: readonly RuleVariant[]): Record<string, VariantSwitch> {
  return Object.fromEntries(variants.map((v) => [v.id, VARIANT_OFF]));
}

/** The ids of the variants an options object turns on, in declaration order. */
export function variantIdsOn(variants: readonly RuleVariant[], options: unknown): string[] {
  if (typeof options !== 'object' || options === null) return [];
  const o = options as Record<string, unknown>;
  return variants.filter((v) => o[v.id] === VARIANT_ON).map((v) => v.id);
}

/** The catalogue's option list for the variants (the home page, rooms and workshops offer it). */
export function variantChoices(variants: readonly RuleVariant[], lang: Lang = 'en'): Variant[] {
  return variants.map((v) => ({
    option: v.id,
    label: v.name[lang],
    choices: [
      { value: VARIANT_OFF, label: lang === 'en' ? 'as the rulebook' : '依規則書' },
      { value: VARIANT_ON, label: lang === 'en' ? 'on' : '採用' },
    ],
  }));
}

/** The words for the rules in play: "the rulebook" or "the rulebook, with: Win only by housing; 16-round limit". */
export function variantsInWords(variants: readonly RuleVariant[], options: unknown, lang: Lang = 'en'): string {
  const on = variants.filter((v) => variantIdsOn(variants, options).includes(v.id)).map((v) => v.name[lang]);
  if (lang === 'zh-Hant') return on.length ? `規則書，採用變體：${on.join('；')}` : '規則書';
  return on.length ? `the rulebook, with: ${on.join('; ')}` : 'the rulebook';
}
