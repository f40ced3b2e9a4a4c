/**
 * A wrapper that makes it observable whether a bot is ever handed (or reaches) a true game state.
 *
 * - Every true state (made by `setup` or `apply`) carries an enumerable canary string that no view
 *   copies, and is remembered by identity.
 * - While a bot is deciding (`insideBot`), every game function that takes a state checks that it is
 *   not a true state: a bot may only work on states it sampled with `determinize`.
 * - Everything handed to the bot (view, legal list) is scanned for the canary, and the view must be
 *   the very object `game.view(trueState, seat)` produced for that seat just before.
 * - Views are deep-frozen copies (a view may share parts with its state, which the runner goes on
 *   changing in place), so a bot that writes into its view throws.
 */
import type { Bot } from '../../src/bots/index.ts';
import type { AnyGame, Seat } from '../../src/engine/index.ts';

export const CANARY = 'CANARY-4e1f-true-state';

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

export interface CanaryProbe {
  game: AnyGame;
  /** Wraps a bot so its decisions run inside the guard. */
  spy(bot: Bot): Bot;
  violations: string[];
  decisions: number;
}

/**
 * `visibleCanary`: the canary is an ordinary (enumerable) field, so a view that copies unknown state
 * fields would carry it to the bot. Games whose views are built by copying the state minus its hidden
 * parts (a deny-list) would flag it too; with `false` the canary is non-enumerable and only the
 * identity checks apply.
 */
export function withCanary(inner: AnyGame, visibleCanary = true): CanaryProbe {
  const trueStates = new WeakSet<object>();
  const views = new Map<object, Seat>();
  const violations: string[] = [];
  let insideBot = false;
  let lastView: { view: unknown; seat: Seat } | null = null;

  const mark = <S>(state: S): S => {
    Object.defineProperty(state, '__canary', { value: CANARY, enumerable: visibleCanary, writable: true, configurable: true });
    trueStates.add(state as object);
    return state;
  };
  const guard = (fn: string, state: unknown) => {
    if (insideBot && state && typeof state === 'object' && (trueStates.has(state) || (state as Record<string, unknown>).__canary === CANARY)) {
      violations.push(`bot called ${fn} with the true state`);
    }
  };

  const game: AnyGame = {
    ...inner,
    setup: (p) => mark(inner.setup(p)),
    apply: (s, seat, a) => {
      guard('apply', s);
      const r = inner.apply(s, seat, a);
      return r.ok && !insideBot ? { ...r, state: mark(r.state) } : r;
    },
    applyInPlace: (s, seat, a) => { guard('applyInPlace', s); inner.applyInPlace(s, seat, a); },
    activeSeats: (s) => { guard('activeSeats', s); return inner.activeSeats(s); },
    legalActions: (s, seat) => { guard('legalActions', s); return inner.legalActions(s, seat); },
    clone: (s) => { guard('clone', s); return inner.clone(s); },
    isOver: (s) => { guard('isOver', s); return inner.isOver(s); },
    outcome: (s) => { guard('outcome', s); return inner.outcome(s); },
    view: (s, viewer) => {
      guard('view', s);
      const v = deepFreeze(structuredClone(inner.view(s, viewer)));
      if (!insideBot && typeof viewer === 'number' && v && typeof v === 'object') {
        views.set(v, viewer);
        lastView = { view: v, seat: viewer };
      }
      return v;
    },
    ...(inner.evaluate ? { evaluate: (s: unknown, seat: Seat) => { guard('evaluate', s); return inner.evaluate!(s, seat); } } : {}),
  };

  const isCurrentView = (view: unknown, seat: Seat) => {
    const last = lastView as { view: unknown; seat: Seat } | null;
    return last !== null && last.view === view && last.seat === seat;
  };

  const probe: CanaryProbe = {
    game,
    violations,
    decisions: 0,
    spy(bot: Bot): Bot {
      return {
        name: bot.name,
        chooseAction(view, seat, legal, g, rng) {
          probe.decisions++;
          const seen = JSON.stringify({ view, legal });
          if (seen.includes(CANARY)) violations.push(`${bot.name} was handed data containing the true state's canary`);
          if (view && typeof view === 'object' && (trueStates.has(view) || views.get(view) === undefined)) {
            violations.push(`${bot.name} was handed something that is not a view made by game.view`);
          } else if (!isCurrentView(view, seat)) {
            violations.push(`${bot.name} (seat ${seat}) was handed a view that is not its seat's current view`);
          }
          insideBot = true;
          try {
            return bot.chooseAction(view, seat, legal, g, rng);
          } finally {
            insideBot = false;
          }
        },
      };
    },
  };
  return probe;
}
