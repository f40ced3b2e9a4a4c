/**
 * Content texts in the reader's language (EM-D30). A card keeps its English `name` and `text` (logs,
 * the lab and tests read them) and, in `local`, the content's texts in every language it has.
 */
import { pick, type Lang, type LocalText } from '../../engine/index.ts';
import type { CardInfo } from './types.ts';

/** The names of the cards the rules add to every content (EM-R8, EM-R22). */
export const PAYDAY: LocalText = { en: 'Payday', 'zh-Hant': '發薪日' };
export const PASSPORT: LocalText = { en: 'Passport', 'zh-Hant': '護照' };
export const TICKET: LocalText = { en: 'Ticket', 'zh-Hant': '機票' };

export function cardName(card: Pick<CardInfo, 'name' | 'local'>, lang: Lang = 'en'): string {
  return pick(card.local?.name ?? card.name, lang);
}

export function cardText(card: Pick<CardInfo, 'text' | 'local'>, lang: Lang = 'en'): string {
  return pick(card.local?.text ?? card.text ?? '', lang);
}
