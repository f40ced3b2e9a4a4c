/**
 * The content schema for Emigration: everything the rulebook leaves to the components
 * (destinations, nationalities, careers, card prices, life cards, lanes, the layout).
 * A custom content file (`--content file.json`) must match this schema.
 */
import { z } from 'zod';
import { boundedInt, boundedList, boundedText, localTextSchema } from '../../../engine/index.ts';

/**
 * Upper bounds on every count, number and text (EM-D23..EM-D27), generous beside the default content
 * (in brackets) but small enough that the largest valid content sets up in well under a millisecond.
 * Without them one number (30 million Paydays) made setup build 30 million cards in the HTTP handler.
 */
export const EMIGRATION_LIMITS = {
  /** Ids and names (the longest default name has 38 characters). */
  idLength: 40,
  nameLength: 80,
  /** Life-card text (151). */
  textLength: 400,
  /** Destinations, nationalities, careers (9 each). */
  places: 24,
  careers: 24,
  /** Destination penalties (0–1 each): at most one per item and then some. */
  penalties: 6,
  /** Documents and Connections (21 each; a 6-player game uses 19). */
  priceCards: 64,
  /** Life packs of 4 cards (7; a 6-player game uses 6). */
  lifePacks: 16,
  /** Pay raise slots (2), lanes (5) and tokens per lane (3). */
  payRaises: 6,
  lanes: 9,
  laneTokens: 12,
  /** Requirement token values (3–11). */
  tokenValue: 50,
  /** Layout slots (14) and the slots covering one slot (2). */
  layoutSlots: 40,
  coveredBy: 12,
  /** Card counts per player count: Documents and Connections each (19), life cards (24), Paydays (24). */
  each: 64,
  life: 64,
  paydays: 60,
  /** Cards removed unseen (2). */
  removedUnseen: 20,
  /** Prices, salaries, start money, rates, penalties, money and assurance amounts (all ≤ 8). */
  amount: 20,
} as const;

const L = EMIGRATION_LIMITS;
const id = () => boundedText(L.idLength);
/** A player-facing content text (EM-D30): the engine's `localTextSchema` (plain English, or `{ "en": …, "zh-Hant": … }`). */
const localText = (max: number) => localTextSchema(max);
/** A pack's name is also its key (options and `recommendedPacks` name packs): one plain text. */
const packName = () => boundedText(L.nameLength);
const name = () => localText(L.nameLength);
/** Money, assurance, prices: 0 to 20 (or 1 to 20) in every field. */
const amount = (min = 0) => boundedInt(min, L.amount);

const rate = z.strictObject({
  /** Items handed in per set. */
  per: amount(1),
  /** Assurance tokens received per set. */
  gain: amount(),
});

export const destinationSchema = z.strictObject({
  id: id(),
  name: name(),
  money: rate,
  documents: rate,
  connections: rate,
  /** Lose `lose` assurance tokens when you hold fewer than `fewerThan` of `item` at withdrawal. */
  penalties: boundedList(z.strictObject({
    item: z.enum(['money', 'documents', 'connections']),
    fewerThan: amount(1),
    lose: amount(1),
  }), 0, L.penalties, 'penalties').default([]),
});

export const nationalitySchema = z.strictObject({
  id: id(),
  /** The demonym printed on the card, e.g. "French". */
  name: name(),
  /** Destination id of the same country: a player never draws their own country as destination. */
  country: id(),
  /** Starting money, and the base of the college tuition. */
  start: amount(),
});

export const careerSchema = z.strictObject({
  id: id(),
  name: name(),
  salary: boundedInt(0, 10),
});

export const priceCardSchema = z.strictObject({
  name: name(),
  price: amount(),
});

/** A money change on a life card: a loss is negative. */
const signedAmount = () => boundedInt(-L.amount, L.amount);

export const lifeEffectSchema = z.discriminatedUnion('type', [
  /** Gain (or, negative, lose) money. */
  z.strictObject({ type: z.literal('money'), amount: signedAmount() }),
  /** Every player gains (or loses) money. */
  z.strictObject({ type: z.literal('moneyAll'), amount: signedAmount() }),
  /** Socrates' Pandemic / Economic Stimulus: roll; the first activated card makes everyone lose, the second gain. */
  z.strictObject({ type: z.literal('pandemicStimulus') }),
  /** Roll the die and gain that much money. */
  z.strictObject({ type: z.literal('dieMoney') }),
  /** Gain assurance tokens now. */
  z.strictObject({ type: z.literal('assurance'), amount: amount(1) }),
  /** Hippocrates' Join Elite Society: +1 for every 2 money of the richest player. */
  z.strictObject({ type: z.literal('eliteSociety') }),
  /** Socrates' Mental Fog: lose money, then you may discard any life card (a stash, or face-up in a layout). */
  z.strictObject({ type: z.literal('mentalFog'), amount: amount() }),
  /** Kept in the card stash; gives a lasting benefit while it stays there. */
  z.strictObject({
    type: z.literal('keep'),
    bonus: z.enum(['salary', 'withdrawAssurance', 'tuitionDiscount', 'lossShield', 'travelDiscount']),
    amount: boundedInt(1, 10),
  }),
]);

export const lifeCardSchema = z.strictObject({
  name: name(),
  text: localText(L.textLength),
  effect: lifeEffectSchema,
});

export const lifePackSchema = z.strictObject({
  name: packName(),
  cards: z.array(lifeCardSchema).length(4, 'a life pack has exactly 4 cards'),
});

export const layoutSlotSchema = z.strictObject({
  /** Face-up at setup? Face-down cards flip when nothing covers them any more. */
  faceUp: z.boolean(),
  /** Slots that lie on top of this one. */
  coveredBy: boundedList(boundedInt(0, L.layoutSlots - 1), 0, L.coveredBy, 'covering slots'),
  /** Drawing position (row 0 = back), for boards. */
  row: boundedInt(0, L.layoutSlots - 1),
  col: z.number().min(0, 'must be at least 0').max(L.layoutSlots, `must be at most ${L.layoutSlots}`),
});

export const cardCountSchema = z.strictObject({
  players: boundedInt(2, 6),
  /** Documents and also Connections (this many of each). */
  each: boundedInt(0, L.each),
  life: boundedInt(0, L.life),
  paydays: boundedInt(0, L.paydays),
});

export const emigrationContentSchema = z.strictObject({
  destinations: boundedList(destinationSchema, 2, L.places, 'destinations'),
  nationalities: boundedList(nationalitySchema, 2, L.places, 'nationalities'),
  careers: boundedList(careerSchema, 1, L.careers, 'careers'),
  documents: boundedList(priceCardSchema, 1, L.priceCards, 'documents'),
  connections: boundedList(priceCardSchema, 1, L.priceCards, 'connections'),
  passportPrice: amount(),
  ticketPrice: amount(),
  lifePacks: boundedList(lifePackSchema, 1, L.lifePacks, 'life packs'),
  /** Pack names to use by player count when the options do not choose. */
  recommendedPacks: boundedList(packName(), 0, L.lifePacks, 'pack names'),
  /** Money placed on the pay raise slots by the 1st and 2nd graduation. */
  payRaises: boundedList(amount(), 1, L.payRaises, 'pay raises'),
  graduationAssurance: amount(),
  /** The requirement tokens of each entrance lane, lane 1 first. */
  lanes: boundedList(boundedList(boundedInt(0, L.tokenValue), 1, L.laneTokens, 'tokens'), 1, L.lanes, 'lanes'),
  layout: boundedList(layoutSlotSchema, 1, L.layoutSlots, 'slots'),
  /** One row per player count the content supports (2–6). */
  cardCounts: boundedList(cardCountSchema, 0, 5, 'rows (one per player count, 2–6)'),
  /** Cards removed unseen after shuffling (rulebook: 2). */
  removedUnseen: boundedInt(0, L.removedUnseen),
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
  const counted = new Set<number>();
  for (const row of c.cardCounts) {
    // EM-D24: one row per player count, so which row a game uses is never a guess.
    if (counted.has(row.players)) problems.push(`cardCounts: ${row.players} players has more than one row`);
    counted.add(row.players);
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
