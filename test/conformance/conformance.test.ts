/**
 * The conformance suite: every registered game (plus the Pledge fixture), every player count, several
 * seeded random games played to the end with the contract checked at every step (see checks.ts).
 * A new game joins by registering in src/games/all.ts; there is no per-game code here.
 *
 * Budget: each player count gets about STEP_BUDGET checked steps, split into between MIN_GAMES and
 * MAX_GAMES games, so a tiny game is played many times and a long one a few. Deep checks run on about
 * DEEP_CHECKS_PER_GAME steps of each game. All of it is seeded, so a failure reproduces exactly.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { existsSync, readFileSync } from 'node:fs';
import { gamesUnderTest, isFixture, optionVariants, playerCounts } from './games.ts';
import { parseRuleDoc } from '../../scripts/lib/rule-ids.ts';
import { playAndCheck, type PlayResult } from './checks.ts';
import { stableHash } from '../../src/engine/index.ts';
import { FULL_DEPTH } from '../depth.ts';

// `npm test` checks half the steps and at least two games per player count; `npm run test:long` the
// whole budget (test/depth.ts).
const STEP_BUDGET = Number(process.env.CONFORMANCE_STEPS ?? (FULL_DEPTH ? 400 : 200));
const MIN_GAMES = FULL_DEPTH ? 3 : 2;
const MAX_GAMES = 20;
const DEEP_CHECKS_PER_GAME = 10;

// CONFORMANCE_GAME=emigration runs one game only (handy while writing it).
const only = process.env.CONFORMANCE_GAME;
const games = gamesUnderTest().filter((g) => !only || g.id === only);

it('finds the games to check', () => expect(games.length, `no registered game is called "${only}"`).toBeGreaterThan(0));

describe.each(games.map((g) => [g.id, g] as const))('conformance: %s', (_id, game) => {
  it('declares a sane catalogue entry', () => {
    expect(game.id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(game.title.length).toBeGreaterThan(0);
    expect(game.summary.length).toBeGreaterThan(0);
    expect(Number.isInteger(game.minPlayers) && game.minPlayers >= 1).toBe(true);
    expect(game.maxPlayers).toBeGreaterThanOrEqual(game.minPlayers);
    for (const p of playerCounts(game)) expect(game.maxActions(p)).toBeGreaterThan(0);
    // The defaults parse, and setup refuses a player count the game does not support.
    expect(() => game.parseContent(game.defaultContent)).not.toThrow();
    expect(() => game.parseOptions({})).not.toThrow();
    expect(() => game.setup({ players: game.minPlayers - 1, seed: 1 })).toThrow(RangeError);
    expect(() => game.setup({ players: game.maxPlayers + 1, seed: 1 })).toThrow(RangeError);
  });

  it('plays the same game from its default content and options passed explicitly, as JSON', () => {
    // What a designer's --content file goes through: JSON, then the schema. A schema that drops or
    // reshapes a field of the default data would make custom-content games differ from the real one.
    const content: unknown = JSON.parse(JSON.stringify(game.defaultContent));
    const options = JSON.parse(JSON.stringify(game.defaultOptions)) as Record<string, unknown>;
    for (const players of playerCounts(game)) {
      const reference = stableHash(game.setup({ players, seed: 5 }));
      expect(stableHash(game.setup({ players, seed: 5, content })), `${players}p with explicit default content`).toBe(reference);
      expect(stableHash(game.setup({ players, seed: 5, options })), `${players}p with explicit default options`).toBe(reference);
    }
  });

  // Test fixtures have no rulebook, so no rules document.
  if (!isFixture(game)) it('has a rules document with numbered rules, each defined once', () => {
    const path = `docs/rules/${game.id}.md`;
    expect(existsSync(path), `${path} exists (see docs/architecture.md, "Rule IDs")`).toBe(true);
    const doc = parseRuleDoc(path, readFileSync(path, 'utf8'));
    expect(doc.definitions.filter((d) => d.kind === 'rule').length, `${path} defines rules`).toBeGreaterThan(0);
    expect(doc.duplicates, `${path}: IDs defined twice`).toEqual([]);
    // One prefix per game, so coverage is counted per game.
    expect(new Set(doc.definitions.map((d) => d.id.split('-')[0])).size, `${path}: one ID prefix`).toBe(1);
  });

  // Structured actions (docs/architecture.md §2, `defineActions`): every game of the catalogue declares
  // its actions' shape; the checks themselves run at every step of every game below (checks.ts,
  // checkActionStructs).
  if (!isFixture(game)) it('declares the structure of its actions', () => {
    expect(typeof game.actionToStruct, 'actionToStruct').toBe('function');
    expect(typeof game.structToAction, 'structToAction').toBe('function');
    expect(game.actionKinds?.length, 'actionKinds').toBeGreaterThan(0);
    expect(new Set(game.actionKinds).size, 'actionKinds are distinct').toBe(game.actionKinds!.length);
  });

  it.each(playerCounts(game))('plays seeded random games with %i players', (players) => {
    // A first game measures the length, which sets how many more fit in the budget.
    const sampleEvery = (length: number) => Math.max(1, Math.floor(length / DEEP_CHECKS_PER_GAME));
    const guess = Math.max(1, Math.min(game.maxActions(players), 200));
    const first = playAndCheck({ game, players, seed: 1, sampleEvery: sampleEvery(guess), corruptPerStep: 6 });
    const length = Math.max(1, first.steps);
    const runs = Math.max(MIN_GAMES, Math.min(MAX_GAMES, Math.round(STEP_BUDGET / length))) - 1;
    const results: PlayResult[] = [first];
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 2 ** 31 - 1 }), (seed) => {
        results.push(playAndCheck({ game, players, seed, sampleEvery: sampleEvery(length), corruptPerStep: 4 }));
      }),
      { seed: 20261122 + players, numRuns: runs, endOnFailure: true },
    );
    if (game.chance) {
      // Different seeds must lead to different games somewhere.
      expect(new Set(results.map((r) => r.finalHash)).size, 'distinct seeds give distinct games').toBeGreaterThan(1);
    }
    if (game.hiddenInformation) {
      const varying = results.reduce((n, r) => n + r.varyingDeterminizations, 0);
      expect(varying, 'determinize resamples what a seat cannot see').toBeGreaterThan(0);
    }
  });

  // Other rule variants (enum, boolean and nullable options, read from the options schema): two games
  // per player count each (one in `npm test`), deep-checked like the others.
  const variants = optionVariants(game);
  if (variants.length > 0) {
    it.each(variants.map((o) => [JSON.stringify(o), o] as const))('plays with options %s', (_name, options) => {
      for (const players of playerCounts(game)) {
        let length = Math.max(1, Math.min(game.maxActions(players), 200));
        for (const seed of FULL_DEPTH ? [11, 12] : [11]) {
          const every = Math.max(1, Math.floor(length / DEEP_CHECKS_PER_GAME));
          length = Math.max(1, playAndCheck({ game, players, seed, options, sampleEvery: every, corruptPerStep: 2 }).steps);
        }
      }
    });
  }
});
