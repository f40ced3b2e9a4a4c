/**
 * The conformance checks must be able to fail: each mutant below breaks one promise of the contract in
 * a copy of the Pledge fixture, and the suite must catch it with the matching message.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, Outcome } from '../../src/engine/index.ts';
import { pledge } from '../fixtures/pledge.ts';
import { checkOutcome, playAndCheck } from './checks.ts';
import { optionVariants } from './games.ts';
import { z } from 'zod';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const base = pledge as AnyGame;

const mutants: Array<[string, Partial<AnyGame>, RegExp]> = [
  ['a view that shows other hands', { view: (s: Any, v: Any) => ({ ...base.view(s, v), hands: s.hands }) }, /shows the seat its view|sees no more/],
  ['a view that carries the PRNG', { view: (s: Any, v: Any) => ({ ...base.view(s, v), dice: [...s.rng] }) }, /PRNG word/],
  ['unsorted legal actions', { legalActions: (s: Any, seat: number) => [...base.legalActions(s, seat)].reverse() }, /sorted ascending/],
  ['a listed action that apply refuses', { legalActions: (s: Any, seat: number) => { const l = base.legalActions(s, seat); return l.length ? [...l, 99] : l; } }, /listed action 99/],
  ['a non-active seat with actions', { legalActions: (s: Any, seat: number) => (seat === 0 && !base.isOver(s) ? [1, 2] : base.legalActions(s, seat)) }, /non-active seat 0|has no legal action|applies/],
  ['apply that touches its input', { apply: (s: Any, seat: number, a: number) => { const r = base.apply(s, seat, a); if (r.ok) s.scores[0] += 1; return r; } }, /left (its|the) input unchanged|unchanged/],
  ['applyInPlace that disagrees with apply', { applyInPlace: (s: Any, seat: number, a: number) => { base.applyInPlace(s, seat, a); s.scores[seat] += 1; } }, /applyInPlace on a clone matches apply/],
  ['a shallow clone', { clone: (s: Any) => ({ ...s }) }, /left the input unchanged/],
  ['determinize that ignores the view', { determinize: (_v: Any, _seat: number, rng: Any) => base.setup({ players: _v.players, seed: rng.u32() }) }, /determinize/],
  ['maxActions too small', { maxActions: () => 3 }, /ends within maxActions/],
  ['an outcome while running', { outcome: (s: Any) => base.outcome({ ...s, round: 4 }) }, /no outcome while the game runs/],
  ['a standing that is not the outcome\'s', { standing: (s: Any) => { const o = base.outcome(s); return o && { ...o, tie: !o.tie }; } }, /standing is the outcome's/],
  ['a standing while running', { standing: (s: Any) => base.outcome({ ...s, round: 4 }) }, /no standing while the game runs/],
  ['describeAction that repeats itself', { describeAction: () => 'Pledge a card' }, /distinct descriptions/],
  ['a state holding a Set', { setup: (p: Any) => ({ ...base.setup(p), seen: new Set([1]) }) }, /plain JSON data, but \$\.seen \(Set\)/],
  ['a view holding a function', { view: (s: Any, v: Any) => ({ ...base.view(s, v), later: () => 1 }) }, /plain JSON data, but \$\.later \(function\)/],
  ['a renderText that renders nothing', { renderText: () => '  ' }, /renderText/],
  ['an evaluation out of range', { evaluate: () => 1.5 }, /in \[0, 1\]/],
];

describe('conformance checks catch broken games', () => {
  it.each(mutants)('%s', (_name, patch, message) => {
    const game = { ...base, ...patch } as AnyGame;
    expect(() => playAndCheck({ game, players: 3, seed: 7, sampleEvery: 1, corruptPerStep: 3 })).toThrow(message);
  });

  it('the unbroken fixture passes the same run', () => {
    expect(playAndCheck({ game: base, players: 3, seed: 7, sampleEvery: 1, corruptPerStep: 3 }).steps).toBe(12);
  });

  const good: Outcome = { reason: 'done', scores: [5, 3, 3], ranks: [1, 2, 2], winners: [0], tie: false, stats: [{}, {}, {}] };
  const badOutcomes: Array<[string, Partial<Outcome>, RegExp]> = [
    ['dense ranks', { scores: [5, 5, 3], ranks: [1, 1, 2], winners: [], tie: true }, /competition ranks/],
    ['ranks against scores', { ranks: [2, 1, 1] }, /competition|scored more/],
    ['a winner not ranked first', { winners: [1] }, /ranks first/],
    ['a tie with one winner', { scores: [5, 5, 3], ranks: [1, 1, 3], winners: [0], tie: true }, /no single winner/],
    ['a missing score', { scores: [5, 3] }, /one score per seat/],
    ['a winner out of range', { scores: [5, 5, 3], ranks: [1, 1, 3], winners: [0, 7], tie: true }, /is a seat|ranks first/],
  ];
  it('accepts a well-formed outcome', () => expect(() => checkOutcome(good, 3, 'ok')).not.toThrow());
  it.each(badOutcomes)('rejects an outcome with %s', (_name, patch, message) => {
    expect(() => checkOutcome({ ...good, ...patch }, 3, 'bad')).toThrow(message);
  });
});

describe('option variants', () => {
  it('reads enum, boolean and nullable options from the schema, one change at a time', () => {
    const optionsSchema = z.object({
      mode: z.enum(['classic', 'team', 'solo']).default('classic'),
      fast: z.boolean().default(false),
      cap: z.number().int().nullable(),
      off: z.number().nullable(),
      rounds: z.number().int(),
    }).strict();
    const game = {
      ...base,
      optionsSchema,
      defaultOptions: { mode: 'classic', fast: false, cap: 5, off: null, rounds: 4 },
      parseOptions: (o: unknown) => optionsSchema.parse({ mode: 'classic', fast: false, cap: 5, off: null, rounds: 4, ...(o as object) }),
    } as AnyGame;
    expect(optionVariants(game)).toEqual([{ mode: 'team' }, { mode: 'solo' }, { fast: true }, { cap: null }]);
    expect(optionVariants(base)).toEqual([]);
  });
});
