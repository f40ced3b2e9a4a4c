import type { Action, ApplyOptions, ApplyResult, GameDefinition, GameError, GameEvent, GameRules, Outcome, Seat, SetupParams } from './types.ts';
import { setEventLanguages } from './event-languages.ts';
import { textIn, type Lang } from './lang.ts';
import { DEFAULT_MAX_CONTENT_BYTES, jsonLimitProblem, MAX_JSON_DEPTH, MAX_OPTIONS_BYTES } from './json-limits.ts';
import { checkUntrusted } from './untrusted.ts';

export class ContentError extends Error {
  constructor(readonly problems: string[], what = 'content') {
    super(`Invalid ${what}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Shows a rejected value without ever throwing (JSON.stringify throws on BigInt and cycles). */
function describeValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return typeof value === 'bigint' ? `${value}n` : Object.prototype.toString.call(value);
  }
}

function fail(code: GameError['code'], message: string): ApplyResult<never> {
  return { ok: false, error: { code, message } };
}

/**
 * Optional besides the rules: `apply`'s own copy of the state to step (default: `clone`). It may share
 * parts with the state it copies that `step` never changes in place when it is given an events list
 * (only `apply` gives one; `applyInPlace` passes null and steps a state its caller owns whole). A move
 * then copies only the parts it changes, and unchanged parts stay the same objects from one state,
 * and view, to the next: the server's diff of consecutive views skips them without a look inside
 * (json-patch.ts). Used for #refugee's refugees in play, hands and piles (rules.ts), Borderlines' city and camp rows,
 * figures, lists per family, market and aid cards (clone.ts), Displacement's nations' boards, displaced people and figures (clone.ts) and
 * Emigration's per-seat rows, counters and seldom-changed lists (clone.ts).
 */
export interface ApplyCopy<S> {
  cloneForApply?(state: S): S;
}

/**
 * Builds the full contract from a game's rules. `apply` is derived here, once for every game,
 * so "apply accepts exactly what legalActions lists" holds by construction.
 */
export function defineGame<S, V, O, C>(rules: GameRules<S, V, O, C> & ApplyCopy<S>): GameDefinition<S, V, O, C> {
  // Size and depth are checked before the schema reads anything (json-limits.ts): a content file or a
  // room request can never make parsing, or the setup that follows, cost more than these allow.
  const contentLimits = { maxBytes: rules.maxContentBytes ?? DEFAULT_MAX_CONTENT_BYTES, maxDepth: MAX_JSON_DEPTH };
  const optionsLimits = { maxBytes: MAX_OPTIONS_BYTES, maxDepth: MAX_JSON_DEPTH };
  const validateContent = rules.validateContent?.bind(rules);
  const parseContent = (content: unknown): C => {
    const checked = checkUntrusted(content, 'content', contentLimits, rules.contentSchema, validateContent);
    if (!checked.ok) throw new ContentError(checked.problems);
    return checked.value;
  };
  const parseOptions = (options: unknown): O => {
    const size = jsonLimitProblem(options, optionsLimits, 'options');
    if (size) throw new ContentError([size], 'options');
    // Options given are laid over the defaults; anything but an object goes to the schema as it is, to be refused.
    const merged = options === undefined || options === null ? rules.defaultOptions
      : typeof options === 'object' && !Array.isArray(options) ? { ...(rules.defaultOptions as object), ...options } : options;
    const checked = checkUntrusted(merged, 'options', optionsLimits, rules.optionsSchema);
    if (!checked.ok) throw new ContentError(checked.problems, 'options');
    return checked.value;
  };

  return {
    ...rules,
    parseContent,
    parseOptions,
    standing: rules.standing ? rules.standing.bind(rules) : rules.outcome.bind(rules),
    setup({ players, seed, options, content }: SetupParams<O, C>): S {
      if (!Number.isInteger(players) || players < rules.minPlayers || players > rules.maxPlayers) {
        throw new RangeError(`${rules.title} takes ${rules.minPlayers}–${rules.maxPlayers} players, not ${players}`);
      }
      if (typeof seed === 'number' ? !Number.isFinite(seed) : typeof seed !== 'string') {
        throw new RangeError(`seed must be a finite number or a string, got ${describeValue(seed)}`);
      }
      // Default options need no validation (they are the game's own); this keeps simulation set-up cheap.
      const opts = options === undefined || Object.keys(options).length === 0 ? rules.defaultOptions : parseOptions(options);
      const c = content === undefined ? rules.defaultContent : parseContent(content);
      return rules.setup({ players, seed, options: opts, content: c });
    },
    apply(state: S, seat: Seat, action: Action, options?: ApplyOptions): ApplyResult<S> {
      if (rules.isOver(state)) return fail('GAME_OVER', 'The game is over.');
      if (!Number.isInteger(seat) || seat < 0) return fail('INVALID_SEAT', `There is no seat ${String(seat)}.`);
      if (typeof action !== 'number' || !Number.isInteger(action) || action < 0) {
        return fail('MALFORMED_ACTION', `An action is a non-negative integer, got ${describeValue(action)}.`);
      }
      const active = rules.activeSeats(state);
      if (!active.includes(seat)) {
        return fail('NOT_YOUR_TURN', `It is not seat ${seat + 1}'s turn to act (waiting for ${active.map((s) => `seat ${s + 1}`).join(', ')}).`);
      }
      const legal = rules.legalActions(state, seat);
      if (!legal.includes(action)) return fail('ILLEGAL_ACTION', `Action ${action} is not legal for seat ${seat + 1} now.`);
      const next = rules.cloneForApply ? rules.cloneForApply(state) : rules.clone(state);
      const events: GameEvent[] = [];
      if (options?.eventLanguages === undefined) {
        rules.step(next, seat, action, events);
      } else {
        const before = setEventLanguages(options.eventLanguages);
        try {
          rules.step(next, seat, action, events);
        } finally {
          setEventLanguages(before);
        }
      }
      return { ok: true, state: next, events };
    },
    applyInPlace(state: S, seat: Seat, action: Action): void {
      rules.step(state, seat, action, null);
    },
  };
}

/** Events a viewer may see: public ones, plus private ones addressed to that seat. */
export function eventsFor(events: readonly GameEvent[], viewer: Seat | 'spectator'): GameEvent[] {
  return events.filter((e) => e.to === undefined || (viewer !== 'spectator' && e.to.includes(viewer)));
}

/** An event's sentence in `lang` (English where the game wrote none in that language). */
export function eventText(e: GameEvent, lang: Lang = 'en'): string {
  return textIn(e.text, e.texts, lang);
}

/**
 * Events as a reader of one language is sent them (the room's `lang`, src/server/room/protocol.ts): each
 * with its sentence in `lang` as `text` (English where the game wrote none in it) and no `texts`, so
 * `eventText(e, lang)` still reads it. Half of an update's bytes were its events' sentences, and the other
 * language's characters made every frame a two-byte string (docs/performance.md, "One language a reader").
 */
export function eventsIn(events: readonly GameEvent[], lang: Lang): GameEvent[] {
  return events.map(({ texts, ...rest }) => ({ ...rest, text: lang === 'en' ? rest.text : textIn(rest.text, texts, lang) }));
}

/** How a game ended, in `lang`. */
export function outcomeReason(o: Outcome, lang: Lang = 'en'): string {
  return textIn(o.reason, o.reasonTexts, lang);
}
