/**
 * Careers, documents, connections and life-card packs (EM-D12..EM-D15).
 * Documents and connections are listed so that any prefix has a spread of prices, because a game
 * uses the first N of each list (EM-D6).
 */
import type { Career, LifeCard } from './schema.ts';

/** The Author earns 1, as printed in the rulebook; pay raises add 1 and then 3. */
export const careers: Career[] = [
  { id: 'author', name: 'Author', salary: 1 },
  { id: 'farmer', name: 'Farmer', salary: 1 },
  { id: 'musician', name: 'Musician', salary: 1 },
  { id: 'teacher', name: 'Teacher', salary: 2 },
  { id: 'nurse', name: 'Nurse', salary: 2 },
  { id: 'electrician', name: 'Electrician', salary: 2 },
  { id: 'chef', name: 'Chef', salary: 2 },
  { id: 'engineer', name: 'Civil Engineer', salary: 3 },
  { id: 'pharmacist', name: 'Pharmacist', salary: 3 },
];

export const documents = [
  { name: 'Birth Certificate', price: 2 },
  { name: 'Bank Statement', price: 3 },
  { name: 'University Diploma', price: 4 },
  { name: 'Passport Photos', price: 1 },
  { name: 'Police Clearance Certificate', price: 3 },
  { name: 'Medical Examination Report', price: 5 },
  { name: 'Language Test Results', price: 4 },
  { name: 'Proof of Address', price: 1 },
  { name: 'Employment Contract', price: 4 },
  { name: 'Reference Letter', price: 2 },
  { name: 'Vaccination Card', price: 2 },
  { name: 'Tax Return', price: 3 },
  { name: 'Translated Transcript', price: 3 },
  { name: 'Marriage Certificate', price: 2 },
  { name: 'Apostille Stamp', price: 4 },
  { name: 'Housing Contract', price: 5 },
  { name: 'Health Insurance Policy', price: 3 },
  { name: 'Sponsorship Letter', price: 4 },
  { name: 'Résumé', price: 1 },
  { name: 'Professional Licence', price: 5 },
  { name: 'Proof of Funds', price: 3 },
];

export const connections = [
  { name: 'Cousin Abroad', price: 2 },
  { name: 'Former Classmate', price: 3 },
  { name: 'Immigration Lawyer', price: 5 },
  { name: 'Language Exchange Partner', price: 1 },
  { name: 'Former Colleague', price: 3 },
  { name: 'Job Recruiter', price: 4 },
  { name: 'Community Centre Volunteer', price: 2 },
  { name: 'Pen Pal', price: 1 },
  { name: 'University Alumni Network', price: 4 },
  { name: 'Host Family', price: 3 },
  { name: 'Diaspora Association', price: 2 },
  { name: 'Local Mentor', price: 4 },
  { name: 'Faith Community', price: 2 },
  { name: 'Sports Club Friend', price: 1 },
  { name: 'Aunt in the Capital', price: 3 },
  { name: 'Workers\' Union Contact', price: 3 },
  { name: 'Startup Founder', price: 5 },
  { name: 'Neighbour\'s Relative', price: 2 },
  { name: 'Hospital Recruiter', price: 4 },
  { name: 'Online Expat Group', price: 1 },
  { name: 'Landlord Reference', price: 3 },
];

const card = (name: string, text: string, effect: LifeCard['effect']): LifeCard => ({ name, text, effect });

/**
 * Seven packs of four. Socrates and Hippocrates hold the cards the rulebook describes; the rest are ours.
 * Each pack gives a different texture: Augustine home, Socrates luck and doubt, Hippocrates health and
 * status, Hypatia study, Confucius family, Ibn Battuta travel, Rumi feelings.
 */
export const lifePacks = [
  {
    name: 'Augustine',
    cards: [
      card('Family Savings', 'Your family helps with what they saved. Gain 3 money.', { type: 'money', amount: 3 }),
      card('Rent Increase', 'Your landlord raises the rent. Lose 2 money.', { type: 'money', amount: -2 }),
      card('Community Mentor', 'Keep this card. A mentor vouches for you: +1 assurance when you withdraw at the border.', { type: 'keep', bonus: 'withdrawAssurance', amount: 1 }),
      card('Farewell Dinner', 'Friends gather to wish everyone well. Every player gains 1 money.', { type: 'moneyAll', amount: 1 }),
    ],
  },
  {
    name: 'Socrates',
    cards: [
      card('1st: Pandemic / 2nd: Economic Stimulus', 'Roll the die. If this is the first of these two cards activated, every player loses that much money; if it is the second, every player gains that much.', { type: 'pandemicStimulus' }),
      card('1st: Pandemic / 2nd: Economic Stimulus', 'Roll the die. If this is the first of these two cards activated, every player loses that much money; if it is the second, every player gains that much.', { type: 'pandemicStimulus' }),
      card('Mental Fog', 'Lose 1 money, and you may discard any life card: one in any player\'s card stash, or face up in any Personal Cards Layout.', { type: 'mentalFog', amount: 1 }),
      card('Evening Philosophy Class', 'Keep this card. Your college tuition is 1 lower.', { type: 'keep', bonus: 'tuitionDiscount', amount: 1 }),
    ],
  },
  {
    name: 'Hippocrates',
    cards: [
      card('Join Elite Society', 'Gain 1 money for every 2 money the richest player has.', { type: 'eliteSociety' }),
      card('Medical Bills', 'An unexpected treatment. Lose 3 money.', { type: 'money', amount: -3 }),
      card('Vaccination Record', 'Your records are complete. Gain 1 assurance token.', { type: 'assurance', amount: 1 }),
      card('Health Insurance', 'Keep this card. Whenever a card makes you lose money, lose 1 less.', { type: 'keep', bonus: 'lossShield', amount: 1 }),
    ],
  },
  {
    name: 'Hypatia',
    cards: [
      card('Scholarship', 'Your application succeeds. Gain 4 money.', { type: 'money', amount: 4 }),
      card('Language Exam Passed', 'You pass the language exam. Gain 2 assurance tokens.', { type: 'assurance', amount: 2 }),
      card('Private Tutoring', 'Keep this card. You earn 1 more money on every Payday, even while in college.', { type: 'keep', bonus: 'salary', amount: 1 }),
      card('Exam Fees', 'Registration fees are due. Lose 1 money.', { type: 'money', amount: -1 }),
    ],
  },
  {
    name: 'Confucius',
    cards: [
      card('Family Celebration', 'A wedding in the family brings everyone together. Every player gains 2 money.', { type: 'moneyAll', amount: 2 }),
      card('Family Emergency', 'A relative back home needs help. Lose 3 money.', { type: 'money', amount: -3 }),
      card('Letter of Recommendation', 'A former employer writes for you. Gain 1 assurance token.', { type: 'assurance', amount: 1 }),
      card('Relatives Abroad', 'Keep this card. Relatives will host you: +2 assurance when you withdraw at the border.', { type: 'keep', bonus: 'withdrawAssurance', amount: 2 }),
    ],
  },
  {
    name: 'Ibn Battuta',
    cards: [
      card('Fare Sale', 'Flight prices drop for a week. Gain 2 money.', { type: 'money', amount: 2 }),
      card('Lost Luggage', 'Replacing what was lost costs you. Lose 2 money.', { type: 'money', amount: -2 }),
      card('Visa Interview Practice', 'You rehearse with a friend who emigrated. Gain 1 assurance token.', { type: 'assurance', amount: 1 }),
      card('Travel Agent Friend', 'Keep this card. Passports and Tickets cost you 1 less from the bank.', { type: 'keep', bonus: 'travelDiscount', amount: 1 }),
    ],
  },
  {
    name: 'Rumi',
    cards: [
      card('Homesickness', 'You call home more often than you can afford. Lose 1 money.', { type: 'money', amount: -1 }),
      card('Odd Jobs', 'Weekend work pays. Roll the die and gain that much money.', { type: 'dieMoney' }),
      card('Second Thoughts', 'Everyone doubts the plan for a while. Every player loses 1 money.', { type: 'moneyAll', amount: -1 }),
      card('Pen Pal\'s Invitation', 'A friend abroad invites you. Gain 1 assurance token.', { type: 'assurance', amount: 1 }),
    ],
  },
];
