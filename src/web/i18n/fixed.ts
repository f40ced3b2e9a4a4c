/**
 * `t` outside React, for the pure functions that put the interface into words (the prompt, the turn
 * clock, the timer words): each call speaks the language chosen at that moment. Components use
 * `useT(ns)` instead, which also re-renders them when the language changes, and pass their own `t`.
 */
import type { TFunction } from 'i18next';
import { describeInAll, type Lang, type Translations } from '../../engine/lang.ts';
import { i18n } from './index.ts';

export type Translate = TFunction<string>;

export function fixedT(ns: string): Translate {
  return i18n.getFixedT(null, ns);
}

/**
 * A line in every game language from one catalogue key, as `{ text, texts }` for a log entry (the
 * table shows the reader's language; src/engine/lang.ts). `params(lang)` gives the values in that
 * language (a move's words, say). Every language's texts must be in first (`loadAllLanguages`).
 */
export function lineInAll(ns: string, key: string, params: (lang: Lang) => Record<string, unknown>): { text: string; texts: Translations } {
  return describeInAll((lang) => i18n.getFixedT(lang, ns)(key, params(lang)));
}
