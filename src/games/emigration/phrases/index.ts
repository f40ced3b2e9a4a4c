/** Emigration's phrasebooks, one per language (EM-D30). */
import type { Lang } from '../../../engine/index.ts';
import { en } from './en.ts';
import type { EmigrationPhrases } from './types.ts';
import { zhHant } from './zh-Hant.ts';

export const books: Record<Lang, EmigrationPhrases> = { en, 'zh-Hant': zhHant };
export type { EmigrationPhrases } from './types.ts';
