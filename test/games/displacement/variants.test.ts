/**
 * Rule variants (DP-D32): declared with both languages and the rules they change, chosen as options of
 * the match, carried by states and views, and replayed exactly from seed + options + actions.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContentError, newRecord, replay, Rng, variantChoices, variantIdsOn, variantsInWords } from '../../../src/engine/index.ts';
import { displacement, fresh } from './helpers.ts';

const doc = readFileSync(new URL('../../../docs/rules/displacement.md', import.meta.url), 'utf8');

describe('rule variants', () => {
  it('DP-D32: every variant has an id, a name and a line in English and Chinese, and names rules the rules document has', () => {
    const variants = displacement.ruleVariants!;
    expect(variants.map((v) => v.id)).toEqual(['housingWin', 'roundLimit', 'fullCommunities', 'shelterByChoice']);
    for (const v of variants) {
      for (const lang of ['en', 'zh-Hant'] as const) {
        expect(v.name[lang].length).toBeGreaterThan(0);
        expect(v.text[lang].length).toBeGreaterThan(0);
      }
      expect(v.changes.length).toBeGreaterThan(0);
      for (const id of v.changes) expect(doc, id).toContain(`**${id}**`);
      expect(doc).toContain(`\`${v.id}\``);
    }
    // The catalogue offers each as a choice, the rulebook first.
    expect(displacement.catalogue!.variants).toEqual(variantChoices(variants));
    expect(displacement.catalogue!.variants[0].choices.map((c) => c.value)).toEqual(['off', 'on']);
  });

  it('DP-D32: the default is the rulebook; options turn variants on; anything else is refused with a clear error', () => {
    expect(fresh().variants).toEqual([]);
    expect(displacement.parseOptions({})).toEqual({ housingWin: 'off', roundLimit: 'off', fullCommunities: 'off', shelterByChoice: 'off' });
    const s = fresh(4, 1, { roundLimit: 'on', housingWin: 'on' });
    expect(s.variants).toEqual(['housingWin', 'roundLimit']);
    expect(displacement.view(s, 'spectator').variants).toEqual(['housingWin', 'roundLimit']);
    expect(() => displacement.parseOptions({ roundLimit: true })).toThrow(ContentError);
    expect(() => displacement.parseOptions({ noSuchVariant: 'on' })).toThrow(ContentError);
    expect(variantIdsOn(displacement.ruleVariants!, { roundLimit: 'on', housingWin: 'off' })).toEqual(['roundLimit']);
    expect(variantsInWords(displacement.ruleVariants!, {})).toBe('the rulebook');
    expect(variantsInWords(displacement.ruleVariants!, { roundLimit: 'on', housingWin: 'on' })).toBe('the rulebook, with: Win only by housing; 16-round limit');
    expect(variantsInWords(displacement.ruleVariants!, { roundLimit: 'on' }, 'zh-Hant')).toBe('規則書，採用變體：16 輪上限');
  });

  it('DP-D32: a game under a variant replays exactly from its record (seed + options + actions)', () => {
    const options = { roundLimit: 'on', shelterByChoice: 'on' } as const;
    const s = displacement.setup({ players: 3, seed: 7, options });
    const record = newRecord(displacement, 3, 7, options);
    const rng = new Rng('variant-replay');
    while (!displacement.isOver(s)) {
      const seat = displacement.activeSeats(s)[0];
      const a = rng.pick(displacement.legalActions(s, seat));
      record.actions.push([seat, a]);
      displacement.applyInPlace(s, seat, a);
    }
    const back = replay(displacement, record);
    expect(back.state).toEqual(s);
  });
});
