/** viewPatch: only top-level parts that changed (by identity) are sent; removed keys are listed. */
import { expect, it } from 'vitest';
import { viewPatch } from '../../src/server/room.ts';

it('sends changed parts, skips parts shared by reference, and lists removed keys', () => {
  const cards = [{ id: 1 }, { id: 2 }];
  const prev = { cards, money: [1, 2], turn: 3, gone: true };
  const next = { cards, money: [1, 2], turn: 4, fresh: 'x' };
  expect(viewPatch(prev, next)).toEqual({ set: { money: [1, 2], turn: 4, fresh: 'x' }, unset: ['gone'] });
  expect(viewPatch({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual({ set: {}, unset: [] });
  expect(viewPatch(undefined, next)).toBeNull();
  expect(viewPatch([1], [2])).toBeNull();
});
