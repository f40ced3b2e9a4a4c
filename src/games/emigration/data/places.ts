/**
 * Destinations and nationalities: the same nine countries on both sides (EM-D10).
 * Trade rates are ours (EM-D11); Bosnia and Herzegovina is printed in the rulebook, and Canada is built
 * so that the rulebook's trade-in example (17 money, 1 document, 3 connections → +5) holds exactly.
 */
import type { Destination, Nationality } from './schema.ts';

export const destinations: Destination[] = [
  {
    id: 'bih', name: { en: 'Bosnia and Herzegovina', 'zh-Hant': '波士尼亞與赫塞哥維納' },
    money: { per: 6, gain: 2 }, documents: { per: 4, gain: 2 }, connections: { per: 2, gain: 6 },
    penalties: [{ item: 'documents', fewerThan: 2, lose: 2 }],
  },
  {
    id: 'canada', name: { en: 'Canada', 'zh-Hant': '加拿大' },
    money: { per: 4, gain: 1 }, documents: { per: 2, gain: 2 }, connections: { per: 3, gain: 4 },
    penalties: [{ item: 'documents', fewerThan: 2, lose: 3 }],
  },
  {
    id: 'france', name: { en: 'France', 'zh-Hant': '法國' },
    money: { per: 5, gain: 2 }, documents: { per: 2, gain: 3 }, connections: { per: 3, gain: 3 },
    penalties: [{ item: 'documents', fewerThan: 3, lose: 2 }],
  },
  {
    id: 'germany', name: { en: 'Germany', 'zh-Hant': '德國' },
    money: { per: 4, gain: 1 }, documents: { per: 1, gain: 1 }, connections: { per: 4, gain: 4 },
    penalties: [{ item: 'documents', fewerThan: 3, lose: 3 }],
  },
  {
    id: 'japan', name: { en: 'Japan', 'zh-Hant': '日本' },
    money: { per: 3, gain: 1 }, documents: { per: 3, gain: 4 }, connections: { per: 2, gain: 2 },
    penalties: [{ item: 'connections', fewerThan: 2, lose: 1 }],
  },
  {
    id: 'brazil', name: { en: 'Brazil', 'zh-Hant': '巴西' },
    money: { per: 6, gain: 2 }, documents: { per: 3, gain: 2 }, connections: { per: 1, gain: 2 },
    penalties: [],
  },
  {
    id: 'kenya', name: { en: 'Kenya', 'zh-Hant': '肯亞' },
    money: { per: 5, gain: 2 }, documents: { per: 2, gain: 2 }, connections: { per: 2, gain: 3 },
    penalties: [{ item: 'money', fewerThan: 3, lose: 1 }],
  },
  {
    id: 'new-zealand', name: { en: 'New Zealand', 'zh-Hant': '紐西蘭' },
    money: { per: 8, gain: 3 }, documents: { per: 2, gain: 2 }, connections: { per: 2, gain: 2 },
    penalties: [{ item: 'connections', fewerThan: 2, lose: 2 }],
  },
  {
    id: 'vietnam', name: { en: 'Vietnam', 'zh-Hant': '越南' },
    money: { per: 4, gain: 1 }, documents: { per: 3, gain: 3 }, connections: { per: 3, gain: 5 },
    penalties: [],
  },
];

/** `start` is both starting money and the tuition base (the rulebook's French card shows 5 for both). */
export const nationalities: Nationality[] = [
  { id: 'bosnian', name: { en: 'Bosnian', 'zh-Hant': '波士尼亞人' }, country: 'bih', start: 4 },
  { id: 'canadian', name: { en: 'Canadian', 'zh-Hant': '加拿大人' }, country: 'canada', start: 6 },
  { id: 'french', name: { en: 'French', 'zh-Hant': '法國人' }, country: 'france', start: 5 },
  { id: 'german', name: { en: 'German', 'zh-Hant': '德國人' }, country: 'germany', start: 6 },
  { id: 'japanese', name: { en: 'Japanese', 'zh-Hant': '日本人' }, country: 'japan', start: 6 },
  { id: 'brazilian', name: { en: 'Brazilian', 'zh-Hant': '巴西人' }, country: 'brazil', start: 4 },
  { id: 'kenyan', name: { en: 'Kenyan', 'zh-Hant': '肯亞人' }, country: 'kenya', start: 3 },
  { id: 'new-zealander', name: { en: 'New Zealander', 'zh-Hant': '紐西蘭人' }, country: 'new-zealand', start: 5 },
  { id: 'vietnamese', name: { en: 'Vietnamese', 'zh-Hant': '越南人' }, country: 'vietnam', start: 3 },
];
