/**
 * `t` outside React, for the pure functions that put the interface into words (the prompt, the turn
 * clock, the timer words): each call speaks the language chosen at that moment. Components use
 * `useT(ns)` instead, which also re-renders them when the language changes, and pass their own `t`.
 */
import type { TFunction } from 'i18next';
import { i18n } from './index.ts';

export type Translate = TFunction<string>;

export function fixedT(ns: string): Translate {
  return i18n.getFixedT(null, ns);
}
