import type { Action, ApplyResult, GameDefinition, GameError, GameEvent, GameRules, Seat, SetupParams } from './types.ts';

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
 * Builds the full contract from a game's rules. `apply` is derived here, once for every game,
 * so "apply accepts exactly what legalActions lists" holds by construction.
 */
export function defineGame<S, V, O, C>(rules: GameRules<S, V, O, C>): GameDefinition<S, V, O, C> {
  const parseContent = (content: unknown): C => {
    const parsed = rules.contentSchema.safeParse(content);
    if (!parsed.success) {
      throw new ContentError(
        parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`),
      );
    }
    const problems = rules.validateContent?.(parsed.data) ?? [];
    if (problems.length) throw new ContentError(problems);
    return parsed.data;
  };
  const parseOptions = (options: unknown): O => {
    const parsed = rules.optionsSchema.safeParse({ ...(rules.defaultOptions as object), ...(options as object) });
    if (!parsed.success) {
      throw new ContentError(
        parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
        'options',
      );
    }
    return parsed.data;
  };

  return {
    ...rules,
    parseContent,
    parseOptions,
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
    apply(state: S, seat: Seat, action: Action): ApplyResult<S> {
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
      const next = rules.clone(state);
      const events: GameEvent[] = [];
      rules.step(next, seat, action, events);
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
