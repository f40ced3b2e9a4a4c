/**
 * JSON Pointers into content (src/lab/tune/pointer.ts) and the parameter grids (grid.ts): escapes,
 * bad pointers and non-numeric leaves with clear errors, copies that leave the original alone.
 */
import { describe, expect, it } from 'vitest';
import { GridError, MAX_VALUES, gridPoints, parseParam, parseParams } from '../../src/lab/tune/grid.ts';
import { formatPointer, getAt, getNumberAt, numericLeaves, parsePointer, PointerError, setNumberAt } from '../../src/lab/tune/pointer.ts';

const content = {
  rules: { rounds: 16, 'a/b': 2, 'm~n': 3 },
  cards: [{ name: { en: 'Doctor' }, value: 4 }, { id: 'nurse', value: 3, tag: 'x' }],
  title: 'text',
};

describe('JSON Pointer', () => {
  it('reads values, unescaping ~1 as / and ~0 as ~', () => {
    expect(getAt(content, '/rules/rounds')).toBe(16);
    expect(getAt(content, '/rules/a~1b')).toBe(2);
    expect(getAt(content, '/rules/m~0n')).toBe(3);
    expect(getAt(content, '/cards/1/value')).toBe(3);
    expect(getAt(content, '')).toBe(content);
    expect(parsePointer('/a~01')).toEqual(['a~1']);
    expect(formatPointer(['rules', 'a/b', 'm~n', 0])).toBe('/rules/a~1b/m~0n/0');
  });

  it('refuses bad pointers with the step that failed', () => {
    expect(() => getAt(content, 'rules/rounds')).toThrow(/must start with "\/"/);
    expect(() => getAt(content, '/rules/x~2')).toThrow(/bad escape/);
    expect(() => getAt(content, '/rules/turns')).toThrow(/no "turns" in \/rules/);
    expect(() => getAt(content, '/cards/2/value')).toThrow(/index 2 is past the end of a list of 2/);
    expect(() => getAt(content, '/cards/01')).toThrow(/"01" is not an array index/);
    expect(() => getAt(content, '/title/x')).toThrow(/\/title is the text "text", not an object or list/);
    expect(() => getAt(content, '/nope')).toThrow(PointerError);
  });

  it('refuses to vary anything but a number', () => {
    expect(getNumberAt(content, '/cards/0/value')).toBe(4);
    expect(() => getNumberAt(content, '/cards/1/tag')).toThrow(/\/cards\/1\/tag is the text "x", not a number/);
    expect(() => getNumberAt(content, '/rules')).toThrow(/is an object, not a number/);
    expect(() => setNumberAt(content, '/cards/0/name', 1)).toThrow(/not a number/);
  });

  it('sets a number in a copy, leaving the original and the untouched branches as they were', () => {
    const before = JSON.stringify(content);
    const changed = setNumberAt(content, '/cards/1/value', 7);
    expect(changed.cards[1].value).toBe(7);
    expect(JSON.stringify(content)).toBe(before);
    expect(changed.cards[0]).toBe(content.cards[0]);
    expect(setNumberAt(content, '/rules/a~1b', 9).rules['a/b']).toBe(9);
  });

  it('lists every numeric leaf with a readable label from nearby names', () => {
    const leaves = numericLeaves(content);
    expect(leaves.map((l) => l.pointer)).toEqual(['/rules/rounds', '/rules/a~1b', '/rules/m~0n', '/cards/0/value', '/cards/1/value']);
    expect(leaves[3]).toEqual({ pointer: '/cards/0/value', value: 4, label: 'cards › 0 Doctor › value' });
    expect(leaves[4].label).toBe('cards › 1 nurse › value');
  });
});

describe('parameter grids', () => {
  it('reads ranges (step 1 by default), fractional steps and lists', () => {
    expect(parseParam('/rules/rounds=4:8')).toEqual({ pointer: '/rules/rounds', values: [4, 5, 6, 7, 8] });
    expect(parseParam('/x=0:1:0.25').values).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(parseParam('/x=0:0.3:0.1').values).toEqual([0, 0.1, 0.2, 0.3]);
    expect(parseParam('/x=3, 1,10').values).toEqual([3, 1, 10]);
    expect(parseParam('/a=b/c=1:2').pointer).toBe('/a=b/c');
  });

  it('refuses malformed grids with a clear reason', () => {
    expect(() => parseParam('/x')).toThrow(GridError);
    expect(() => parseParam('x=1:2')).toThrow(/must start with "\/"/);
    expect(() => parseParam('/x=5:1')).toThrow(/ends \(1\) before it starts \(5\)/);
    expect(() => parseParam('/x=1:5:0')).toThrow(/step must be above 0/);
    expect(() => parseParam('/x=1:two')).toThrow(/"two" is not a number/);
    expect(() => parseParam('/x=1,,2')).toThrow(/"" is not a number/);
    expect(() => parseParam('/x=1,2,1')).toThrow(/listed twice/);
    expect(() => parseParam(`/x=0:${MAX_VALUES}`)).toThrow(/at most/);
  });

  it('checks each pointer against the content and the number of parameters', () => {
    expect(parseParams(['/rules/rounds=1:2', '/cards/0/value=1,2'], content, 2)).toHaveLength(2);
    expect(() => parseParams(['/cards/0/name=1:2'], content, 2)).toThrow(/not a number/);
    expect(() => parseParams(['/rules/rounds=1:2', '/rules/rounds=3:4'], content, 2)).toThrow(/given twice/);
    expect(() => parseParams(['/rules/rounds=1:2', '/cards/0/value=1:2', '/cards/1/value=1:2'], content, 2)).toThrow(/at most 2/);
    expect(() => parseParams([], content, 2)).toThrow(/at least one --param/);
  });

  it('walks every combination, the first parameter slowest', () => {
    expect(gridPoints([{ pointer: '/a', values: [1, 2] }, { pointer: '/b', values: [7, 8, 9] }]))
      .toEqual([[1, 7], [1, 8], [1, 9], [2, 7], [2, 8], [2, 9]]);
  });
});
