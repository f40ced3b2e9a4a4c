/**
 * The default Emigration content, assembled and validated at import time.
 */
import { careers, connections, documents, lifePacks } from './cards.ts';
import { destinations, nationalities } from './places.ts';
import { emigrationContentSchema, validateEmigrationContent, type EmigrationContent, type LayoutSlot } from './schema.ts';

/**
 * The Personal Cards Layout (EM-D7): a pyramid of 14 cards in four rows, 2-3-4-5 from back to front.
 * Each card is covered by the two cards in front of it. Front row face up, then alternating face down /
 * face up, so a player sees some covered cards coming and not others.
 */
function pyramidLayout(): LayoutSlot[] {
  const rows = [2, 3, 4, 5];
  const faceUpRows = [false, true, false, true];
  const slots: LayoutSlot[] = [];
  const start: number[] = [];
  let n = 0;
  for (const len of rows) { start.push(n); n += len; }
  rows.forEach((len, r) => {
    for (let i = 0; i < len; i++) {
      const coveredBy = r + 1 < rows.length ? [start[r + 1] + i, start[r + 1] + i + 1] : [];
      slots.push({ faceUp: faceUpRows[r], coveredBy, row: r, col: i + (rows[rows.length - 1] - len) / 2 });
    }
  });
  return slots;
}

export const defaultContent: EmigrationContent = emigrationContentSchema.parse({
  destinations,
  nationalities,
  careers,
  documents,
  connections,
  // EM-D8: the rulebook's scalping example (3 money for an extra Ticket, including the extra 1) makes a Ticket cost 2.
  passportPrice: 3,
  ticketPrice: 2,
  lifePacks,
  // The rulebook recommends Augustine and Socrates for 2 players; larger games add packs in this order (EM-D15).
  recommendedPacks: ['Augustine', 'Socrates', 'Hippocrates', 'Hypatia', 'Confucius', 'Ibn Battuta', 'Rumi'],
  payRaises: [1, 3],
  graduationAssurance: 2,
  // Lane 1 holds 6, 7, 7 (the rulebook's border example); lanes 2–4 are "predictable and strict" (EM-D9).
  lanes: [[6, 7, 7], [6, 6, 7], [6, 7, 7], [6, 6, 7], [3, 9, 11]],
  layout: pyramidLayout(),
  cardCounts: [
    { players: 2, each: 7, life: 8, paydays: 8 },
    { players: 3, each: 10, life: 12, paydays: 12 },
    { players: 4, each: 13, life: 16, paydays: 16 },
    { players: 5, each: 16, life: 20, paydays: 20 },
    { players: 6, each: 19, life: 24, paydays: 24 },
  ],
  removedUnseen: 2,
});

const problems = validateEmigrationContent(defaultContent);
if (problems.length) throw new Error(`Default Emigration content is invalid:\n${problems.join('\n')}`);

export * from './schema.ts';
