/**
 * Borderlines' rule variants (docs/rules/borderlines.md, BL-D43): the game plays the rulebook's words
 * by default; each variant is a reading a class may choose instead, and says which rules it changes.
 */
import { variantIdsOn, type RuleVariant } from '../../engine/index.ts';

export const BORDERLINES_VARIANTS = [
  {
    id: 'mayPass',
    name: { en: 'Families may pass', 'zh-Hant': '家庭可以不行動' },
    text: {
      en: 'A family may buy nothing in its turn, even when it could buy a card.',
      'zh-Hant': '即使買得起卡片，家庭也可以在自己的回合不買任何東西。',
    },
    changes: ['BL-R24', 'BL-D10'],
  },
  {
    id: 'arrivalsInOrder',
    name: { en: 'Arrivals fill places in order', 'zh-Hant': '抵達者依序入住' },
    text: {
      en: 'A person arriving takes the city\'s free places first, then a camp, then the red area, with no choice.',
      'zh-Hant': '抵達的人先住進城市的空位，再住進難民營，最後才是紅色區域，不能選擇。',
    },
    changes: ['BL-D14'],
  },
] as const satisfies readonly RuleVariant[];

export type BorderlinesVariantId = (typeof BORDERLINES_VARIANTS)[number]['id'];

/** The variants an options object turns on (BL-D43). */
export function borderlinesVariantsOn(options: unknown): BorderlinesVariantId[] {
  return variantIdsOn(BORDERLINES_VARIANTS, options) as BorderlinesVariantId[];
}

/** Is this variant in play in the game (states and views carry the list)? */
export function on(s: { variants: readonly string[] }, id: BorderlinesVariantId): boolean {
  return s.variants.length > 0 && s.variants.includes(id);
}
