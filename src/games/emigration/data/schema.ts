/**
 * The content schema for Emigration: everything the rulebook leaves to the components
 * (destinations, nationalities, careers, card prices, life cards, lanes, the layout).
 * A custom content file (`--content file.json`) must match this schema.
 */
import { z } from 'zod';

const rate = z.object({
  /** Items handed in per set. */
  per: z.number().int().positive(),
  /** Assurance tokens received per set. */
  gain: z.number().int().nonnegative(),
});

export const destinationSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  money: rate,
  documents: rate,
  connections: rate,
  /** Lose `lose` assurance tokens when you hold fewer than `fewerThan` of `item` at withdrawal. */
  penalties: z.array(z.object({
    item: z.enum(['money', 'documents', 'connections']),
    fewerThan: z.number().int().positive(),
    lose: z.number().int().positive(),
  })).default([]),
});

export const nationalitySchema = z.object({
  id: z.string().min(1),
  /** The demonym printed on the card, e.g. "French". */
  name: z.string().min(1),
  /** Destination id of the same country: a player never draws their own country as destination. */
  country: z.string().min(1),
  /** Starting money, and the base of the college tuition. */
  start: z.number().int().min(0).max(20),
});

export const careerSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  salary: z.number().int().min(0).max(10),
});

export const priceCardSchema = z.object({
  name: z.string().min(1),
  price: z.number().int().min(0).max(20),
});

export const lifeEffectSchema = z.discriminatedUnion('type', [
  /** Gain (or, negative, lose) money. */
  z.object({ type: z.literal('money'), amount: z.number().int() }),
  /** Every player gains (or loses) money. */
  z.object({ type: z.literal('moneyAll'), amount: z.number().int() }),
  /** Socrates' Pandemic / Economic Stimulus: roll; the first activated card makes everyone lose, the second gain. */
  z.object({ type: z.literal('pandemicStimulus') }),
  /** Roll the die and gain that much money. */
  z.object({ type: z.literal('dieMoney') }),
  /** Gain assurance tokens now. */
  z.object({ type: z.literal('assurance'), amount: z.number().int().positive() }),
  /** Hippocrates' Join Elite Society: +1 for every 2 money of the richest player. */
  z.object({ type: z.literal('eliteSociety') }),
  /** Socrates' Mental Fog: lose money, then you may discard any life card (a stash, or face-up in a layout). */
  z.object({ type: z.literal('mentalFog'), amount: z.number().int().nonnegative() }),
  /** Kept in the card stash; gives a lasting benefit while it stays there. */
  z.object({
    type: z.literal('keep'),
    bonus: z.enum(['salary', 'withdrawAssurance', 'tuitionDiscount', 'lossShield', 'travelDiscount']),
    amount: z.number().int().positive(),
  }),
]);

export const lifeCardSchema = z.object({
  name: z.string().min(1),
  text: z.string().min(1),
  effect: lifeEffectSchema,
});

export const lifePackSchema = z.object({
  name: z.string().min(1),
  cards: z.array(lifeCardSchema).length(4),
});

export const layoutSlotSchema = z.object({
  /** Face-up at setup? Face-down cards flip when nothing covers them any more. */
  faceUp: z.boolean(),
  /** Slots that lie on top of this one. */
  coveredBy: z.array(z.number().int().nonnegative()),
  /** Drawing position (row 0 = back), for boards. */
  row: z.number().int().nonnegative(),
  col: z.number().nonnegative(),
});

export const cardCountSchema = z.object({
  players: z.number().int().min(2).max(6),
  /** Documents and also Connections (this many of each). */
  each: z.number().int().nonnegative(),
  life: z.number().int().nonnegative(),
  paydays: z.number().int().nonnegative(),
});

export const emigrationContentSchema = z.object({
  destinations: z.array(destinationSchema).min(2),
  nationalities: z.array(nationalitySchema).min(2),
  careers: z.array(careerSchema).min(1),
  documents: z.array(priceCardSchema).min(1),
  connections: z.array(priceCardSchema).min(1),
  passportPrice: z.number().int().min(0),
  ticketPrice: z.number().int().min(0),
  lifePacks: z.array(lifePackSchema).min(1),
  /** Pack names to use by player count when the options do not choose. */
  recommendedPacks: z.array(z.string()),
  /** Money placed on the pay raise slots by the 1st and 2nd graduation. */
  payRaises: z.array(z.number().int().nonnegative()).min(1),
  graduationAssurance: z.number().int().nonnegative(),
  /** The requirement tokens of each entrance lane, lane 1 first. */
  lanes: z.array(z.array(z.number().int().nonnegative()).min(1)).min(1),
  layout: z.array(layoutSlotSchema).min(1),
  cardCounts: z.array(cardCountSchema),
  /** Cards removed unseen after shuffling (rulebook: 2). */
  removedUnseen: z.number().int().nonnegative(),
});

export type Destination = z.infer<typeof destinationSchema>;
export type Nationality = z.infer<typeof nationalitySchema>;
export type Career = z.infer<typeof careerSchema>;
export type LifeEffect = z.infer<typeof lifeEffectSchema>;
export type LifeCard = z.infer<typeof lifeCardSchema>;
export type LayoutSlot = z.infer<typeof layoutSlotSchema>;
export type EmigrationContent = z.infer<typeof emigrationContentSchema>;

/** Checks a schema cannot express. Returns every problem found. */
export function validateEmigrationContent(c: EmigrationContent): string[] {
  const problems: string[] = [];
  const destIds = new Set(c.destinations.map((d) => d.id));
  if (destIds.size !== c.destinations.length) problems.push('destinations: ids must be unique');
  c.nationalities.forEach((n, i) => {
    if (!destIds.has(n.country) && c.destinations.length < 2) problems.push(`nationalities.${i}: needs another destination`);
  });
  if (c.careers.length < 1) problems.push('careers: at least one');
  const packNames = new Set(c.lifePacks.map((p) => p.name));
  if (packNames.size !== c.lifePacks.length) problems.push('lifePacks: names must be unique');
  c.recommendedPacks.forEach((n, i) => {
    if (!packNames.has(n)) problems.push(`recommendedPacks.${i}: no life pack named "${n}"`);
  });
  const n = c.layout.length;
  c.layout.forEach((slot, i) => {
    slot.coveredBy.forEach((j) => {
      if (j >= n) problems.push(`layout.${i}.coveredBy: slot ${j} does not exist`);
      if (j <= i && j !== undefined && c.layout[j]?.coveredBy.includes(i)) problems.push(`layout.${i}: slots ${i} and ${j} cover each other`);
    });
    if (!slot.faceUp && slot.coveredBy.length === 0) problems.push(`layout.${i}: a face-down slot must be covered, or it would flip at once`);
  });
  if (c.lanes.length < 1) problems.push('lanes: at least one lane');
  for (const row of c.cardCounts) {
    const total = 2 * row.each + row.life + row.paydays;
    if (total - c.removedUnseen !== row.players * n) {
      problems.push(`cardCounts (${row.players} players): ${total} cards minus ${c.removedUnseen} removed must deal ${n} to each player`);
    }
    if (row.each > c.documents.length) problems.push(`cardCounts (${row.players} players): needs ${row.each} documents, content has ${c.documents.length}`);
    if (row.each > c.connections.length) problems.push(`cardCounts (${row.players} players): needs ${row.each} connections, content has ${c.connections.length}`);
    if (row.life > 4 * c.lifePacks.length) problems.push(`cardCounts (${row.players} players): needs ${row.life} life cards, content has ${4 * c.lifePacks.length}`);
    if (row.life % 4 !== 0) problems.push(`cardCounts (${row.players} players): life cards come in packs of 4`);
  }
  return problems;
}
