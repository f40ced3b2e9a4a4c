/**
 * The content schema of Borderlines: everything the rulebook shows only in pictures (the map, the
 * black-market cards, the war cards' tables, the roulette, the aid and camp cards, the event
 * schedule). A custom content file (`--content file.json`) must match this schema and
 * `validateBorderlinesContent`. Every count, number and text has an upper bound (BL-D33..BL-D35).
 */
import { z } from 'zod';
import { boundedInt, boundedList, boundedText, localTextSchema } from '../../../engine/index.ts';
import type { LocalText } from '../../../engine/lang.ts';

/**
 * Upper bounds (BL-D33..BL-D35), generous beside the default content (in brackets) and small enough
 * that setup and move generation stay cheap whatever content is accepted.
 */
export const BORDERLINES_LIMITS = {
  /** Ids (the longest default id: 15) and names (24), notes and card texts (the longest: 94). */
  idLength: 32,
  nameLength: 60,
  textLength: 300,
  /** Places on the map (49), of which Syrian zones (8); land roads (65), sea lanes (5), countries (18). */
  places: 64,
  zones: 12,
  roads: 160,
  seaLanes: 32,
  countries: 32,
  /** Border crossings carrying a token (8). */
  crossings: 16,
  /** Black-market cards (12) and price slots (4); people (5) and steps (4) on one card. */
  cards: 24,
  slots: 8,
  people: 8,
  steps: 6,
  /** War cards (6) and the rows of one war card's table (12); a dice sum (up to 6 per person). */
  warCards: 12,
  tableRows: 48,
  diceSum: 6 * 72,
  /** Camp cards (6); aid kinds (5, each at most once) and copies of one kind (2). */
  campCards: 12,
  aidCopies: 6,
  /** Roulette segments (20). */
  segments: 36,
  /** Rounds (6) and events in one round (3). */
  rounds: 12,
  events: 8,
  /** Debriefing questions (6). */
  questions: 12,
  /** People per family in each zone at setup (3; so a family has at most 6 × 12 = 72 people). */
  peoplePerZone: 6,
  /** Houses per family (5); places in a city or a camp (3). */
  houses: 10,
  sitePlaces: 6,
  /** Money amounts: start money, house value, bonuses, fees, prices, aid money (all ≤ 40). */
  money: 200,
  /** Screen coordinates of the map (the default fits 1200 × 980). */
  coordinate: 2000,
} as const;

const L = BORDERLINES_LIMITS;
const id = () => boundedText(L.idLength);
/** A content text (BL-D42): the engine's `localTextSchema` (plain English, or `{ en, "zh-Hant"? }`). */
const localText = (max: number) => localTextSchema(max);
const name = () => localText(L.nameLength);
const text = () => localText(L.textLength);
/**
 * BL-D42: a name is a `LocalText`. Content written before carried its Chinese apart, in `nameZh`;
 * that is still read, and folded into the name (`{ en, "zh-Hant" }`), so old files keep both.
 */
const legacyZh = () => boundedText(L.nameLength).optional();
function foldZh<T extends { name: LocalText; nameZh?: string }>(x: T): Omit<T, 'nameZh'> {
  const { nameZh, ...rest } = x;
  if (nameZh !== undefined && typeof rest.name === 'string') return { ...rest, name: { en: rest.name, 'zh-Hant': nameZh } };
  return rest;
}
const money = (min = 0) => boundedInt(min, L.money);
const coordinate = () => z.number({ error: 'must be a number' }).min(0, 'must be at least 0').max(L.coordinate, `must be at most ${L.coordinate}`);

export const countrySchema = z.object({ id: id(), name: name(), nameZh: legacyZh() }).transform(foldZh);

export const placeSchema = z.object({
  id: id(),
  /** The name, in English and Traditional Chinese (the published edition is bilingual, BL-D30, BL-D42). */
  name: name(),
  nameZh: legacyZh(),
  country: id(),
  /** A Syrian zone (no limit on people, the war strikes there) or a city. */
  kind: z.enum(['zone', 'city']),
  /** A starred city: Western Europe. */
  star: z.boolean().default(false),
  /** Screen position on the map's SVG (for boards). */
  x: coordinate(),
  y: coordinate(),
}).transform(foldZh);

export const roadSchema = z.object({
  a: id(),
  b: id(),
  /** A legal ferry or a long bus ride drawn as one road (BL-D28); moving along it is a land step. */
  ferry: z.boolean().default(false),
  note: text().optional(),
});

export const seaLaneSchema = z.object({ from: id(), to: id(), note: text().optional() });

export const crossingSchema = z.object({
  /** The road (by its two places) that carries a border token. */
  a: id(),
  b: id(),
  name: name(),
  nameZh: legacyZh(),
  /** What happened there in 2015 (for the board and the debrief). */
  note: text(),
}).transform(foldZh);

export const borderTokenSchema = z.object({ group: z.enum(['A', 'B']), closed: z.boolean() });

export const familySchema = z.object({
  name: name(),
  nameZh: legacyZh(),
  /** The colour of the family's people on the board, and a shape so colour is never the only sign. */
  colour: z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour like #1a2b3c'),
  shape: z.enum(['circle', 'square', 'triangle', 'diamond']),
}).transform(foldZh);

export const blackMarketSchema = z.object({
  people: boundedInt(1, L.people),
  steps: boundedInt(1, L.steps),
  /** A boat symbol: as many boat trips as the card moves people (BL-D16). */
  boat: z.boolean(),
  /** The four START cards form the first market (BL-R4). */
  start: z.boolean(),
});

export const tableRowSchema = z.object({
  /** From this dice sum up… */
  sum: boundedInt(1, L.diceSum),
  /** …this many of the family's people in the zone are killed (never more than are there). */
  deaths: boundedInt(0, 6 * L.zones),
});

export const warCardSchema = z.object({
  name: name(),
  nameZh: legacyZh(),
  year: boundedInt(1900, 2100),
  /** The zone card on it lies face down until the last war phase (ISIS, Russia air strikes: BL-R12). */
  faceDown: z.boolean(),
  table: boundedList(tableRowSchema, 1, L.tableRows, 'table rows'),
}).transform(foldZh);

export const campCardSchema = z.object({ place: id(), name: name(), nameZh: legacyZh(), opened: boundedInt(1900, 2100) }).transform(foldZh);

export const AID_KINDS = ['step', 'people', 'resettle', 'money', 'camp'] as const;
export type AidKind = (typeof AID_KINDS)[number];

export const aidKindSchema = z.object({
  kind: z.enum(AID_KINDS),
  copies: boundedInt(1, L.aidCopies),
  /** Extra steps, extra people or money; unused by `resettle` and `camp`. */
  amount: boundedInt(0, L.money),
  name: name(),
  nameZh: legacyZh(),
  text: text(),
}).transform(foldZh);

export const segmentSchema = z.object({
  /** A boat trip's fate (BL-R42). */
  boat: z.enum(['safe', 'return', 'death']),
  /** A trafficker's fee for a person placed in a red area, or null: the person is lost (BL-R34). */
  fee: boundedInt(1, L.money).nullable(),
});

export const eventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('war') }),
  z.object({ kind: z.literal('camp') }),
  z.object({ kind: z.literal('aid') }),
  z.object({ kind: z.literal('border'), group: z.enum(['A', 'B']) }),
]);

export const roundSchema = z.object({
  events: boundedList(eventSchema, 0, L.events, 'events'),
  /** A war phase after the action phase (rounds 3 and 6: BL-R46). */
  warPhase: z.boolean(),
});

export const rulesSchema = z.object({
  peoplePerZone: boundedInt(1, L.peoplePerZone),
  startMoney: money(),
  houses: boundedInt(0, L.houses),
  houseValue: money(1),
  /** Paid at once when a person reaches Western Europe (BL-R44), and again for each person there at the end (BL-R51). */
  europeBonus: money(),
  finalEuropeBonus: money(),
  /** Places in a city (the last one is the red area: BL-R34) and in a refugee camp (BL-R16). */
  cityPlaces: boundedInt(1, L.sitePlaces),
  campPlaces: boundedInt(1, L.sitePlaces),
  /** Aid cards dealt to each family at an aid event (BL-R17). */
  aidOffered: boundedInt(1, 3),
});

/**
 * A debriefing question (BL-R53, BL-D32, BL-D42): a plain English string, or `{ en, "zh-Hant" }`;
 * older files wrote the Chinese as `zh`, still read. Always read back as `{ en, "zh-Hant"? }`.
 */
const questionText = () => boundedText(L.textLength);
export const questionSchema = z.union([
  questionText(),
  z.object({ en: questionText(), 'zh-Hant': questionText().optional(), zh: questionText().optional() }),
]).transform((q): { en: string; 'zh-Hant'?: string } => {
  if (typeof q === 'string') return { en: q };
  const zh = q['zh-Hant'] ?? q.zh;
  return zh === undefined ? { en: q.en } : { en: q.en, 'zh-Hant': zh };
});

export const borderlinesContentSchema = z.object({
  /** The map's drawing area: places lie within 0..width × 0..height (for an SVG viewBox). */
  mapSize: z.object({ width: coordinate(), height: coordinate() }),
  countries: boundedList(countrySchema, 1, L.countries, 'countries'),
  places: boundedList(placeSchema, 2, L.places, 'places'),
  roads: boundedList(roadSchema, 1, L.roads, 'roads'),
  seaLanes: boundedList(seaLaneSchema, 0, L.seaLanes, 'sea lanes'),
  crossings: boundedList(crossingSchema, 0, L.crossings, 'crossings'),
  borderTokens: boundedList(borderTokenSchema, 0, L.crossings, 'border tokens'),
  families: z.array(familySchema, { error: 'must be a list' }).length(4, 'lists exactly 4 families, one per player'),
  blackMarket: boundedList(blackMarketSchema, 2, L.cards, 'black-market cards'),
  /** The price slots of the market, where a new card enters first (the dearest) to the cheapest. */
  priceSlots: boundedList(money(), 1, L.slots, 'price slots'),
  warCards: boundedList(warCardSchema, 0, L.warCards, 'war cards'),
  campCards: boundedList(campCardSchema, 0, L.campCards, 'camp cards'),
  aid: boundedList(aidKindSchema, 0, AID_KINDS.length, 'aid kinds'),
  roulette: boundedList(segmentSchema, 1, L.segments, 'segments'),
  schedule: boundedList(roundSchema, 1, L.rounds, 'rounds'),
  rules: rulesSchema,
  debrief: boundedList(questionSchema, 0, L.questions, 'questions'),
}).strict(); // an unknown top-level key (a typo such as "blackmarket") is refused, not ignored

export type Country = z.infer<typeof countrySchema>;
export type Place = z.infer<typeof placeSchema>;
export type Road = z.infer<typeof roadSchema>;
export type SeaLane = z.infer<typeof seaLaneSchema>;
export type Crossing = z.infer<typeof crossingSchema>;
export type Family = z.infer<typeof familySchema>;
export type BlackMarketCard = z.infer<typeof blackMarketSchema>;
export type WarCard = z.infer<typeof warCardSchema>;
export type CampCard = z.infer<typeof campCardSchema>;
export type AidKindInfo = z.infer<typeof aidKindSchema>;
export type Segment = z.infer<typeof segmentSchema>;
export type RoundEvent = z.infer<typeof eventSchema>;
export type RoundPlan = z.infer<typeof roundSchema>;
export type BorderlinesContent = z.infer<typeof borderlinesContentSchema>;

const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Checks a schema cannot express (BL-D33). Returns every problem found. */
export function validateBorderlinesContent(c: BorderlinesContent): string[] {
  const problems: string[] = [];
  const countries = new Set(c.countries.map((x) => x.id));
  if (countries.size !== c.countries.length) problems.push('countries: ids must be unique');
  const places = new Map(c.places.map((p) => [p.id, p]));
  if (places.size !== c.places.length) problems.push('places: ids must be unique');
  c.places.forEach((p, i) => {
    if (!countries.has(p.country)) problems.push(`places.${i}.country: no country "${p.country}"`);
    if (p.x > c.mapSize.width || p.y > c.mapSize.height) problems.push(`places.${i}: lies outside the map (${c.mapSize.width} × ${c.mapSize.height})`);
    if (p.kind === 'zone' && p.star) problems.push(`places.${i}: a Syrian zone cannot be a starred city`);
  });
  const zones = c.places.filter((p) => p.kind === 'zone').length;
  if (zones < 1) problems.push('places: at least one Syrian zone');
  if (zones > BORDERLINES_LIMITS.zones) problems.push(`places: at most ${BORDERLINES_LIMITS.zones} Syrian zones`);
  const known = (where: string, ...ids: string[]) => {
    for (const x of ids) if (!places.has(x)) problems.push(`${where}: no place "${x}"`);
    if (ids.length === 2 && ids[0] === ids[1]) problems.push(`${where}: joins a place to itself`);
  };
  const roads = new Set<string>();
  c.roads.forEach((r, i) => {
    known(`roads.${i}`, r.a, r.b);
    if (roads.has(pair(r.a, r.b))) problems.push(`roads.${i}: ${r.a}–${r.b} is listed twice`);
    roads.add(pair(r.a, r.b));
  });
  const lanes = new Set<string>();
  c.seaLanes.forEach((s, i) => {
    known(`seaLanes.${i}`, s.from, s.to);
    if (lanes.has(`${s.from}>${s.to}`)) problems.push(`seaLanes.${i}: ${s.from}→${s.to} is listed twice`);
    lanes.add(`${s.from}>${s.to}`);
    if (places.get(s.from)?.kind === 'zone' || places.get(s.to)?.kind === 'zone') problems.push(`seaLanes.${i}: boats do not leave from or land in a Syrian zone`);
  });
  const crossed = new Set<string>();
  c.crossings.forEach((x, i) => {
    if (!roads.has(pair(x.a, x.b))) problems.push(`crossings.${i}: no road ${x.a}–${x.b}`);
    if (crossed.has(pair(x.a, x.b))) problems.push(`crossings.${i}: ${x.a}–${x.b} has two border tokens`);
    crossed.add(pair(x.a, x.b));
  });
  if (c.borderTokens.length !== c.crossings.length) problems.push(`borderTokens: one token for each of the ${c.crossings.length} crossings, not ${c.borderTokens.length}`);
  const starts = c.blackMarket.filter((b) => b.start).length;
  if (starts !== c.priceSlots.length) problems.push(`blackMarket: ${c.priceSlots.length} START cards fill the ${c.priceSlots.length} price slots, not ${starts}`);
  if (c.blackMarket.length < c.priceSlots.length + 1) problems.push('blackMarket: needs at least one card more than the price slots, to refill the market');
  if (c.warCards.length > zones) problems.push(`warCards: at most one per Syrian zone (${zones}), as each takes a different zone card`);
  c.warCards.forEach((w, i) => {
    for (let k = 1; k < w.table.length; k++) {
      if (w.table[k].sum <= w.table[k - 1].sum) problems.push(`warCards.${i}.table.${k}: sums must rise from row to row`);
      if (w.table[k].deaths < w.table[k - 1].deaths) problems.push(`warCards.${i}.table.${k}: deaths must not fall as the sum rises`);
    }
  });
  c.campCards.forEach((k, i) => {
    known(`campCards.${i}.place`, k.place);
    if (places.get(k.place)?.kind === 'zone') problems.push(`campCards.${i}: a camp is in a city, not in a Syrian zone`);
  });
  const kinds = new Set<string>();
  c.aid.forEach((a, i) => {
    if (kinds.has(a.kind)) problems.push(`aid.${i}: the kind "${a.kind}" is listed twice`);
    kinds.add(a.kind);
    // BL-D35: extra steps and people stay within what one card may carry.
    if (a.kind === 'step' && (a.amount < 1 || a.amount > BORDERLINES_LIMITS.steps)) problems.push(`aid.${i}.amount: extra steps must be 1 to ${BORDERLINES_LIMITS.steps}`);
    if (a.kind === 'people' && (a.amount < 1 || a.amount > BORDERLINES_LIMITS.people)) problems.push(`aid.${i}.amount: extra people must be 1 to ${BORDERLINES_LIMITS.people}`);
  });
  const wars = c.schedule.reduce((n, r) => n + r.events.filter((e) => e.kind === 'war').length, 0);
  if (wars > c.warCards.length) problems.push(`schedule: ${wars} war events need ${wars} war cards, the content has ${c.warCards.length}`);
  return problems;
}
