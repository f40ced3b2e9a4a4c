/**
 * The languages besides English that events are said in while `apply` steps (define.ts `apply`,
 * `ApplyOptions.eventLanguages`; lang.ts `sayInAll` reads it): null, every language, unless `apply`'s
 * caller asks for fewer. Kept out of the engine's index: only `apply` sets it, around a step, and puts
 * it back even when the step throws, so outside `apply` (outcomes, action words) it is always every
 * language. A room none of whose readers reads another language asks for none, and says its log again
 * in every language when one arrives (src/server/room/play.ts): nobody read them, and saying them was a
 * few percent of a room's work a move (docs/performance.md, "A twelfth machine").
 */
import type { OtherLang } from './lang.ts';

let asked: readonly OtherLang[] | null = null;

/** The languages asked for now, or null for every language. */
export function eventLanguagesNow(): readonly OtherLang[] | null {
  return asked;
}

/** Sets the languages events are said in (null: every one); returns the ones before. */
export function setEventLanguages(languages: readonly OtherLang[] | null): readonly OtherLang[] | null {
  const before = asked;
  asked = languages;
  return before;
}
