/**
 * Bots for server rooms. The real bots live in `src/bots/` (random, heuristic, ISMCTS); this
 * adapter uses that module's `createBot(kind, opts)` when it is present and otherwise falls back
 * to two small internal bots, so the server works on its own. A bot only ever receives
 * `game.view(state, seat)` — never the full state — plus the legal actions for its seat.
 */
import type { Action, AnyGame, Rng, Seat } from '../engine/index.ts';
import type { BotSpec } from './storage/types.ts';

export interface ServerBot {
  chooseAction(view: unknown, seat: Seat, legal: readonly Action[], game: AnyGame, rng: Rng): Action | Promise<Action>;
}

export interface BotProvider {
  /** Kinds a room may ask for. */
  readonly kinds: readonly string[];
  /** Where the bots come from, for /health and logs. */
  readonly source: string;
  create(spec: BotSpec): ServerBot;
}

const randomBot: ServerBot = {
  chooseAction: (_view, _seat, legal, _game, rng) => rng.pick(legal),
};

/**
 * One-ply lookahead on a sampled state: determinize the view (so it cannot peek), try each legal
 * action, keep the one `game.evaluate` likes best. Games without `evaluate` get random play.
 */
function greedyBot(samples: number): ServerBot {
  return {
    chooseAction(view, seat, legal, game, rng) {
      if (!game.evaluate || legal.length === 1) return rng.pick(legal);
      const evaluate = game.evaluate.bind(game);
      const scores = new Array<number>(legal.length).fill(0);
      for (let k = 0; k < samples; k++) {
        const world = game.determinize(view, seat, rng);
        legal.forEach((action, i) => {
          const next = game.clone(world);
          game.applyInPlace(next, seat, action);
          scores[i] += evaluate(next, seat);
        });
      }
      let best = 0;
      for (let i = 1; i < legal.length; i++) if (scores[i] > scores[best]) best = i;
      return legal[best];
    },
  };
}

export const internalBots: BotProvider = {
  kinds: ['random', 'heuristic', 'ismcts'],
  source: 'server-internal',
  create(spec) {
    if (spec.kind === 'random') return randomBot;
    // Without src/bots there is no ISMCTS: both stronger kinds use the greedy bot, with more samples.
    const samples = { easy: 1, medium: 4, hard: 12 }[spec.strength] ?? 4;
    return greedyBot(spec.kind === 'ismcts' ? samples * 2 : samples);
  },
};

interface BotsModule {
  createBot(kind: string, opts?: Record<string, unknown>): ServerBot;
  botKinds?: readonly string[];
}

/** Uses `src/bots/index.ts` when it exists and exports `createBot`; otherwise the internal bots. */
export async function loadBotProvider(): Promise<BotProvider> {
  const specifier = new URL('../bots/index.ts', import.meta.url).href;
  let mod: Partial<BotsModule>;
  try {
    mod = (await import(specifier)) as Partial<BotsModule>;
  } catch {
    return internalBots;
  }
  const createBot = mod.createBot;
  if (typeof createBot !== 'function') return internalBots;
  return {
    kinds: mod.botKinds ?? internalBots.kinds,
    source: 'src/bots',
    create: (spec) => createBot(spec.kind, { strength: spec.strength }),
  };
}
