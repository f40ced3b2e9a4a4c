/** spacedZh (Taiwan's spacing between Han and Latin letters or digits) is its regular-expression definition, done in one pass. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spacedZh, spacedZhByRegExp } from '../../../src/games/refugee/phrases/zh-Hant.ts';

// Han of both planes (𠀀 is a surrogate pair), Han-looking non-Han (full-width Latin, 〇 々 ⺀ are Han, U+2E7F is not),
// the signs spaced after Han, punctuation, and lone surrogates.
const chars = ['a', 'Z', '0', '9', '+', '-', '−', ' ', '玩', '家', '𠀀', '𪜀', '，', '（', '「', '\ud840', '\udc00', 'é', 'Ａ', '１', '〇', '⺀', '々', '\u2e7f', '.'];
const text = fc.array(fc.constantFrom(...chars), { maxLength: 30 }).map((a) => a.join(''));

describe('spacedZh', () => {
  it('spaces as in Taiwan', () => {
    expect(spacedZh('玩家2接納了3位難民（在玩家 3的境內區）')).toBe('玩家 2 接納了 3 位難民（在玩家 3 的境內區）');
    expect(spacedZh('審查分數+4')).toBe('審查分數 +4');
    expect(spacedZh('保留行動卡，擲骰')).toBe('保留行動卡，擲骰');
  });

  it('gives what the two regular expressions give', () => {
    fc.assert(fc.property(text, (t) => spacedZh(t) === spacedZhByRegExp(t)), { numRuns: 1000 });
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 0x2ffff }), { maxLength: 40 }).map((cps) => String.fromCodePoint(...cps)), (t) => spacedZh(t) === spacedZhByRegExp(t)), { numRuns: 500 });
  });
});
