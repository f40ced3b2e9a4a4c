/**
 * The structured-action checks (checks.ts, checkActionStructs) must be able to fail: a copy of the
 * Pledge fixture given a correct action declaration passes them, and each mutant below breaks one
 * promise of `actionToStruct` / `structToAction` / `actionKinds` and is caught.
 */
import { describe, expect, it } from 'vitest';
import { defineActions, type ActionStruct, type AnyGame } from '../../src/engine/index.ts';
import { pledge } from '../fixtures/pledge.ts';
import { playAndCheck } from './checks.ts';

// A pledge of card c is action c (cards are 1..16).
const actions = defineActions({ pledge: { parts: { card: 17 } } });
const base: AnyGame = {
  ...(pledge as AnyGame),
  actionToStruct: (_v: unknown, _seat: number, a: number) => actions.decode(a),
  structToAction: (_v: unknown, _seat: number, s: ActionStruct) => actions.tryEncode(s),
  actionKinds: ['pledge'],
};

/** Views made by the mutant below: a JSON copy (what a board receives) is not among them. */
const madeHere = new WeakSet<object>();

const mutants: Array<[string, Partial<AnyGame>, RegExp]> = [
  ['an encoder that does not invert the decoder', { structToAction: (_v: unknown, _s: number, s: ActionStruct) => (actions.tryEncode(s) ?? 0) + 1 }, /encodes back to/],
  ['a decoder that returns nothing for a legal action', { actionToStruct: () => null }, /decodes to a struct/],
  ['a kind missing from actionKinds', { actionKinds: ['bid'] }, /not in actionKinds/],
  ['a part that is neither a name nor a non-negative integer', { actionToStruct: (_v: unknown, _s: number, a: number) => ({ kind: 'pledge', card: a - 0.5 }) }, /part card is neither/],
  ['a decoder without its encoder', { structToAction: undefined }, /has structToAction/],
  ['no actionKinds', { actionKinds: undefined }, /lists its actionKinds/],
  ['an encoder that accepts any kind', { structToAction: (_v: unknown, _s: number, s: ActionStruct) => Number(s.card ?? 1) }, /unknown kind encodes to no action/],
  ['a decoder that reads more than the view data (its identity)', {
    view: (s: unknown, viewer: number | 'spectator') => { const v = (pledge as AnyGame).view(s, viewer) as object; madeHere.add(v); return v; },
    actionToStruct: (v: object, _s: number, a: number) => (madeHere.has(v) ? actions.decode(a) : { kind: 'pledge', card: 0 }),
  }, /decodes the same from a JSON copy of the view/],
];

describe('conformance checks catch broken action structs', () => {
  it('a correct declaration passes', () => {
    expect(playAndCheck({ game: base, players: 3, seed: 7, sampleEvery: 1, corruptPerStep: 3 }).steps).toBe(12);
  });

  it.each(mutants)('%s', (_name, patch, message) => {
    const game = { ...base, ...patch } as AnyGame;
    expect(() => playAndCheck({ game, players: 3, seed: 7, sampleEvery: 1, corruptPerStep: 3 })).toThrow(message);
  });
});
