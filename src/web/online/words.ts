/**
 * Small wording helpers for the home page and the rooms: counts with the right plural, and a room's
 * turn timer and options in words (the timer in the interface's language, `online` catalogue).
 * Tiny, so the home page's entry chunk stays small.
 */
import type { Variant } from '../../engine/types.ts';
import { fixedT, type Translate } from '../i18n/fixed.ts';
import type { RoomTurnTimer } from './api.ts';

/** "1 open seat", "2 open seats", "0 moves"; `many` for irregular plurals ("people"). English only: the interface counts with its catalogues' plurals. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function duration(seconds: number, t: Translate): string {
  const unit = (n: number, u: 'day' | 'hour' | 'minute' | 'second') => t(`timer.${u}`, { count: n });
  if (seconds % 86_400 === 0 && seconds >= 2 * 86_400) return unit(seconds / 86_400, 'day');
  if (seconds % 3_600 === 0) return unit(seconds / 3_600, 'hour');
  if (seconds < 60) return unit(seconds, 'second');
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const h = Math.floor(m / 60);
  const parts = h > 0 ? [unit(h, 'hour'), ...(m % 60 ? [unit(m % 60, 'minute')] : [])] : [unit(m, 'minute')];
  return [...parts, ...(s ? [unit(s, 'second')] : [])].join(' ');
}

/** "no time limit", "1 minute per move", "24 hours per move (turn-based)": the same words as the create form's choices. */
export function timerWords(timer: RoomTurnTimer | null | undefined, t: Translate = fixedT('online')): string {
  if (!timer) return t('timer.none');
  return t(timer.mode === 'turn-based' ? 'timer.perMoveTurnBased' : 'timer.perMove', { duration: duration(timer.seconds, t) });
}

/**
 * The chosen options in the game's own words (its catalogue variants: "Mode: cooperative"), a
 * value the room does not give taken from the game's defaults. Options no variant names (content
 * tweaks such as Emigration's life packs) are not offered on the home page and are left out here.
 */
export function optionWords(variants: readonly Variant[], options: Record<string, unknown> | undefined, defaults: Record<string, unknown> = {}): Array<{ label: string; value: string }> {
  return variants.map((v) => {
    const raw = options?.[v.option] ?? defaults[v.option] ?? v.choices[0]?.value;
    const choice = v.choices.find((c) => c.value === raw);
    return { label: v.label, value: choice ? choice.label : typeof raw === 'string' ? raw : JSON.stringify(raw) };
  });
}

/**
 * Options the room sets that no variant names and that differ from the game's defaults (a room made
 * through the API may set them): listed by name, so nobody is told "standard rules" by mistake.
 */
export function otherOptionNames(variants: readonly Variant[], options: Record<string, unknown> | undefined, defaults: Record<string, unknown> = {}): string[] {
  const named = new Set(variants.map((v) => v.option));
  return Object.keys(options ?? {})
    .filter((k) => !named.has(k) && options?.[k] !== undefined && JSON.stringify(options?.[k]) !== JSON.stringify(defaults[k]))
    .sort();
}
