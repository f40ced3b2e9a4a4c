/**
 * The 80 vetting cards (RF-D4). Values run from -4 to +4 over three kinds — possessions,
 * occupations and dispositions (public facts). The distribution is mildly positive (mean ≈ +0.4)
 * with long tails, so a country usually wants its own refugees vetted, but one -4 can turn a
 * refugee "undesirable" and make redirecting worth a card (RF-D5). Half the cards carry a region
 * colour, ten per region, spread over every value, so the +1 origin bonus is a choice, not a given.
 *
 * The negative cards name the bureaucratic judgements real vetting makes (debt, missing papers,
 * a database flag) — the game's critique — never a trait of a people or a place.
 *
 * Colour codes in `copies`: N North America, A Asia, M Middle East, L Central & Latin America,
 * '-' no colour; one letter per physical card.
 */
import type { LocalText } from '../../../engine/lang.ts';
import type { Region, VettingCard } from './schema.ts';

const CODE: Record<string, Region | null> = {
  N: 'north-america', A: 'asia', M: 'middle-east', L: 'central-latin-america', '-': null,
};

/** Kind, name (English and Traditional Chinese, RF-D33), value, colour codes. */
type Row = [VettingCard['kind'], LocalText, number, string];

const ROWS: Row[] = [
  // +4
  ['occupation', { en: 'Doctor', 'zh-Hant': '醫生' }, 4, 'N--'],
  ['occupation', { en: 'Nurse', 'zh-Hant': '護理師' }, 4, 'M-'],
  ['occupation', { en: 'Civil engineer', 'zh-Hant': '土木工程師' }, 4, 'L-'],
  ['disposition', { en: 'Family already in the country', 'zh-Hant': '家人已在這個國家' }, 4, '-'],
  // +3
  ['occupation', { en: 'Teacher', 'zh-Hant': '教師' }, 3, 'NM-'],
  ['occupation', { en: 'Electrician', 'zh-Hant': '電工' }, 3, 'A-'],
  ['possession', { en: 'University diploma', 'zh-Hant': '大學文憑' }, 3, 'L-'],
  ['disposition', { en: 'Speaks the local language', 'zh-Hant': '會說當地語言' }, 3, 'N-'],
  // +2
  ['occupation', { en: 'Taxi driver', 'zh-Hant': '計程車司機' }, 2, 'AM'],
  ['occupation', { en: 'Farmer', 'zh-Hant': '農民' }, 2, 'L-'],
  ['occupation', { en: 'Carpenter', 'zh-Hant': '木匠' }, 2, 'N-'],
  ['possession', { en: 'A wrench and a toolkit', 'zh-Hant': '一把扳手和一套工具' }, 2, 'A-'],
  ['possession', { en: 'Smartphone with contacts abroad', 'zh-Hant': '存有海外聯絡人的手機' }, 2, 'M'],
  ['disposition', { en: 'Resilient', 'zh-Hant': '堅韌' }, 2, 'L-'],
  ['possession', { en: 'Letters of reference', 'zh-Hant': '推薦信' }, 2, '-'],
  // +1
  ['occupation', { en: 'Student', 'zh-Hant': '學生' }, 1, 'N-'],
  ['occupation', { en: 'Tailor', 'zh-Hant': '裁縫' }, 1, 'M-'],
  ['occupation', { en: 'Cook', 'zh-Hant': '廚師' }, 1, 'L-'],
  ['possession', { en: 'Family photographs', 'zh-Hant': '家庭照片' }, 1, 'N-'],
  ['disposition', { en: 'Optimistic', 'zh-Hant': '樂觀' }, 1, 'A-'],
  ['possession', { en: 'Sewing kit', 'zh-Hant': '針線包' }, 1, '-'],
  ['disposition', { en: 'Volunteers in the camp', 'zh-Hant': '在難民營當志工' }, 1, '-'],
  // 0
  ['possession', { en: 'A rag doll', 'zh-Hant': '一個布娃娃' }, 0, 'NA-'],
  ['possession', { en: 'Prayer beads', 'zh-Hant': '念珠' }, 0, 'M-'],
  ['possession', { en: 'A football', 'zh-Hant': '一顆足球' }, 0, 'L-'],
  ['possession', { en: 'A musical instrument', 'zh-Hant': '一件樂器' }, 0, 'N'],
  ['disposition', { en: 'Homesick', 'zh-Hant': '想家' }, 0, 'A-'],
  // -1
  ['disposition', { en: 'Nervous', 'zh-Hant': '緊張' }, -1, 'M--'],
  ['possession', { en: 'Incomplete paperwork', 'zh-Hant': '文件不齊全' }, -1, 'AL-'],
  ['occupation', { en: 'Unemployed for a year', 'zh-Hant': '失業一年' }, -1, 'M-'],
  ['disposition', { en: 'Shy at interviews', 'zh-Hant': '面談時很拘謹' }, -1, 'L-'],
  // -2
  ['disposition', { en: 'Personal debt', 'zh-Hant': '個人債務' }, -2, 'NA-'],
  ['possession', { en: 'Lost passport', 'zh-Hant': '護照遺失' }, -2, 'ML-'],
  ['disposition', { en: 'Untreated injury', 'zh-Hant': '傷勢未獲治療' }, -2, '---'],
  // -3
  ['disposition', { en: 'Large debt to smugglers', 'zh-Hant': '積欠蛇頭大筆債務' }, -3, 'A-'],
  ['disposition', { en: 'Inconsistent interview answers', 'zh-Hant': '面談說法前後不一' }, -3, 'M-'],
  ['possession', { en: 'No identity documents', 'zh-Hant': '沒有身分證件' }, -3, 'L-'],
  // -4
  ['disposition', { en: 'Name matches a watch list', 'zh-Hant': '姓名與監控名單相符' }, -4, 'N-'],
  ['disposition', { en: 'Flagged by a database error', 'zh-Hant': '因資料庫錯誤被標記' }, -4, 'A-'],
];

export const VETTING_CARDS: VettingCard[] = ROWS.flatMap(([kind, name, value, copies]) =>
  [...copies].map((code) => ({ kind, name, value, colour: CODE[code] })),
);
