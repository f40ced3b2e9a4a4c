import { describe, expect, it } from 'vitest';
import { clickTarget, matching, targetMap } from '../../src/web/table/targets.ts';
import type { ActionClass } from '../../src/web/boards/types.ts';

// Vetting: card v on refugee r is move 100 + 10·v + r; two cards (1, 2) × two refugees (5, 6); plus a pass.
const legal = [0, 115, 116, 125, 126].map((action) => ({ action, label: `move ${action}` }));
const classify = (a: number): ActionClass =>
  a === 0 ? { group: 'Pass' } : { group: 'Vet', target: `ref:${a % 10}`, also: [`vcard:${Math.floor((a - 100) / 10)}`] };

describe('board clicks', () => {
  it('maps every element a move involves, primary or not', () => {
    const map = targetMap(legal, classify, []);
    expect([...map.keys()].sort()).toEqual(['ref:5', 'ref:6', 'vcard:1', 'vcard:2']);
    expect(map.get('vcard:1')!.map((c) => c.action)).toEqual([115, 116]);
  });

  it('a vetting card then a refugee plays the one move that uses both', () => {
    const first = clickTarget(legal, classify, [], 'vcard:2');
    expect(first).toEqual({ selected: ['vcard:2'] });
    // Under the selection only the two refugees (and the card itself) stay clickable.
    expect([...targetMap(legal, classify, first.selected).keys()].sort()).toEqual(['ref:5', 'ref:6', 'vcard:2']);
    expect(clickTarget(legal, classify, first.selected, 'ref:6')).toEqual({ act: 126, selected: [] });
  });

  it('the other order works too, clicking a selected element again unselects it, and an unrelated click starts over', () => {
    expect(clickTarget(legal, classify, ['ref:5'], 'vcard:1')).toEqual({ act: 115, selected: [] });
    expect(clickTarget(legal, classify, ['ref:5'], 'ref:5')).toEqual({ selected: [] });
    expect(clickTarget(legal, classify, ['ref:5', 'vcard:1'], 'vcard:2')).toEqual({ act: 125, selected: [] });
    expect(clickTarget(legal, classify, ['vcard:1'], 'nothing')).toEqual({ selected: ['vcard:1'] });
  });

  it('matching keeps moves without targets only when nothing is selected', () => {
    expect(matching(legal, classify, []).map((c) => c.action)).toEqual([0, 115, 116, 125, 126]);
    expect(matching(legal, classify, ['ref:5']).map((c) => c.action)).toEqual([115, 125]);
  });
});
