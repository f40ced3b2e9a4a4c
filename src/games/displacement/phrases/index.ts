/** Displacement's phrasebooks, one per language (DP-D31). */
import type { Lang } from '../../../engine/lang.ts';
import { en } from './en.ts';
import type { Phrases } from './types.ts';
import { zhHant } from './zh-Hant.ts';

export const books: Record<Lang, Phrases> = { en, 'zh-Hant': zhHant };
export type { Phrases };
