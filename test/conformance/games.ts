/**
 * The games every generic suite runs over: everything registered in `src/games/all.ts`, plus the
 * Pledge fixture (simultaneous hidden moves). The fixture is not registered: test files share
 * their worker's modules (vitest.config.ts), and a registry changed here would change what every
 * later file finds in it.
 */
import { listGames } from '../../src/games/all.ts';
import type { AnyGame } from '../../src/engine/index.ts';
import { pledge } from '../fixtures/pledge.ts';

export function gamesUnderTest(): AnyGame[] {
  return [...listGames(), pledge];
}

/** Test-only games (no rulebook, no rules document). */
export function isFixture(game: AnyGame): boolean {
  return game.id === pledge.id;
}

export function playerCounts(game: AnyGame): number[] {
  const counts: number[] = [];
  for (let p = game.minPlayers; p <= game.maxPlayers; p++) counts.push(p);
  return counts;
}

interface SchemaDef {
  type: string;
  shape?: Record<string, { def: SchemaDef }>;
  innerType?: { def: SchemaDef };
  entries?: Record<string, string | number>;
}

/**
 * Option sets worth playing besides the defaults, read from the game's Zod options schema: every other
 * value of each enum option, the other value of each boolean, and `null` for each nullable option
 * whose default is not null (typically "switch this rule off"). One option changed at a time.
 */
export function optionVariants(game: AnyGame): Array<Record<string, unknown>> {
  const root = (game.optionsSchema as unknown as { def?: SchemaDef }).def;
  const defaults = (game.defaultOptions ?? {}) as Record<string, unknown>;
  if (root?.type !== 'object' || !root.shape) return [];
  const variants: Array<Record<string, unknown>> = [];
  for (const [key, field] of Object.entries(root.shape)) {
    let def = field.def;
    let nullable = false;
    while ((def.type === 'default' || def.type === 'optional' || def.type === 'nullable') && def.innerType) {
      if (def.type === 'nullable') nullable = true;
      def = def.innerType.def;
    }
    const current = defaults[key];
    const values: unknown[] = [];
    if (def.type === 'enum' && def.entries) values.push(...Object.values(def.entries));
    if (def.type === 'boolean') values.push(true, false);
    if (nullable) values.push(null);
    for (const value of values) {
      if (value !== current && (current !== undefined || value !== null)) variants.push({ [key]: value });
    }
  }
  // Keep only variants the game accepts (a schema may refine combinations).
  return variants.filter((v) => {
    try { game.parseOptions(v); return true; } catch { return false; }
  });
}
