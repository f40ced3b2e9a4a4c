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
import type { Region, VettingCard } from './schema.ts';

const CODE: Record<string, Region | null> = {
  N: 'north-america', A: 'asia', M: 'middle-east', L: 'central-latin-america', '-': null,
};

type Row = [VettingCard['kind'], string, number, string];

const ROWS: Row[] = [
  // +4
  ['occupation', 'Doctor', 4, 'N--'],
  ['occupation', 'Nurse', 4, 'M-'],
  ['occupation', 'Civil engineer', 4, 'L-'],
  ['disposition', 'Family already in the country', 4, '-'],
  // +3
  ['occupation', 'Teacher', 3, 'NM-'],
  ['occupation', 'Electrician', 3, 'A-'],
  ['possession', 'University diploma', 3, 'L-'],
  ['disposition', 'Speaks the local language', 3, 'N-'],
  // +2
  ['occupation', 'Taxi driver', 2, 'AM'],
  ['occupation', 'Farmer', 2, 'L-'],
  ['occupation', 'Carpenter', 2, 'N-'],
  ['possession', 'A wrench and a toolkit', 2, 'A-'],
  ['possession', 'Smartphone with contacts abroad', 2, 'M'],
  ['disposition', 'Resilient', 2, 'L-'],
  ['possession', 'Letters of reference', 2, '-'],
  // +1
  ['occupation', 'Student', 1, 'N-'],
  ['occupation', 'Tailor', 1, 'M-'],
  ['occupation', 'Cook', 1, 'L-'],
  ['possession', 'Family photographs', 1, 'N-'],
  ['disposition', 'Optimistic', 1, 'A-'],
  ['possession', 'Sewing kit', 1, '-'],
  ['disposition', 'Volunteers in the camp', 1, '-'],
  // 0
  ['possession', 'A rag doll', 0, 'NA-'],
  ['possession', 'Prayer beads', 0, 'M-'],
  ['possession', 'A football', 0, 'L-'],
  ['possession', 'A musical instrument', 0, 'N'],
  ['disposition', 'Homesick', 0, 'A-'],
  // -1
  ['disposition', 'Nervous', -1, 'M--'],
  ['possession', 'Incomplete paperwork', -1, 'AL-'],
  ['occupation', 'Unemployed for a year', -1, 'M-'],
  ['disposition', 'Shy at interviews', -1, 'L-'],
  // -2
  ['disposition', 'Personal debt', -2, 'NA-'],
  ['possession', 'Lost passport', -2, 'ML-'],
  ['disposition', 'Untreated injury', -2, '---'],
  // -3
  ['disposition', 'Large debt to smugglers', -3, 'A-'],
  ['disposition', 'Inconsistent interview answers', -3, 'M-'],
  ['possession', 'No identity documents', -3, 'L-'],
  // -4
  ['disposition', 'Name matches a watch list', -4, 'N-'],
  ['disposition', 'Flagged by a database error', -4, 'A-'],
];

export const VETTING_CARDS: VettingCard[] = ROWS.flatMap(([kind, name, value, copies]) =>
  [...copies].map((code) => ({ kind, name, value, colour: CODE[code] })),
);
