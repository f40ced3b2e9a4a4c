/**
 * Displacement's rule variants (docs/rules/displacement.md, "Variants"): the game plays the rulebook's
 * words by default; each variant is a reading a class may choose instead, and says which rules it changes.
 */
import { variantIdsOn, type RuleVariant } from '../../engine/index.ts';

export const DISPLACEMENT_VARIANTS = [
  {
    id: 'housingWin',
    name: { en: 'Win only by housing', 'zh-Hant': '只有安置才能勝利' },
    text: {
      en: 'A humanitarian nation wins only when the last displaced people find homes, not when they died.',
      'zh-Hant': '人道國家只有在最後流離失所的人找到家園時才勝利，而不是因為他們死去。',
    },
    changes: ['DP-R24', 'DP-D29'],
  },
  {
    id: 'roundLimit',
    name: { en: '16-round limit', 'zh-Hant': '16 輪上限' },
    text: {
      en: 'The game ends after 16 rounds (the content\'s rounds) with nobody winning if no goal was fulfilled.',
      'zh-Hant': '若無人達成目標，遊戲在 16 輪（內容設定的輪數）後結束，無人獲勝。',
    },
    changes: ['DP-D19'],
  },
  {
    id: 'fullCommunities',
    name: { en: 'Metropolitan needs full communities', 'zh-Hant': '都市目標需住滿社區' },
    text: {
      en: 'A metropolitan nation wins with 16 full communities (three people each), not 16 communities.',
      'zh-Hant': '都市國家需要 16 個住滿（每個三人）的社區才勝利，而不只是 16 個社區。',
    },
    changes: ['DP-R26', 'DP-D26'],
  },
  {
    id: 'shelterByChoice',
    name: { en: 'Shelter by choice', 'zh-Hant': '自由選擇緊急收容' },
    text: {
      en: 'Emergency shelter may be paid even when the nation could buy a community.',
      'zh-Hant': '即使國家買得起社區，也可以付費緊急收容。',
    },
    changes: ['DP-R18', 'DP-D13'],
  },
] as const satisfies readonly RuleVariant[];

export type DisplacementVariantId = (typeof DISPLACEMENT_VARIANTS)[number]['id'];

/** The variants an options object turns on (DP-D32). */
export function displacementVariantsOn(options: unknown): DisplacementVariantId[] {
  return variantIdsOn(DISPLACEMENT_VARIANTS, options) as DisplacementVariantId[];
}

/** Is this variant in play in the game (states and views carry the list)? */
export function on(s: { variants: readonly string[] }, id: DisplacementVariantId): boolean {
  return s.variants.length > 0 && s.variants.includes(id);
}
