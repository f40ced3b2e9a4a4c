/**
 * The content schema of Displacement: the rulebook names its components (region cards, goal cards,
 * scenario cards) but prints none of them, so every card is ours (DP-D1..DP-D6). A custom content file
 * must match this schema and `validateDisplacementContent`. Every count, number and text is bounded
 * (DP-D24), so setup and move generation stay cheap whatever content is accepted.
 */
import { z } from 'zod';
import { boundedInt, boundedList, boundedText, localTextSchema } from '../../../engine/index.ts';

/** Upper bounds, generous beside the default content (in brackets). */
export const DISPLACEMENT_LIMITS = {
  idLength: 32,
  nameLength: 60,
  textLength: 300,
  /** Climate attributes (9), region cards (8), goal cards (9), scenario cards (27), debrief questions (6). */
  attributes: 24,
  regions: 24,
  goals: 24,
  scenarios: 80,
  questions: 12,
  /** Squares on a nation's grid (16) and people a community holds (3). */
  squares: 25,
  capacity: 6,
  /** Communities and displaced people at the start (3 and 3). */
  startCommunities: 10,
  startDisplaced: 10,
  /** Tokens: at the start (5), a community's price (3), a card's cost, gain or loss (≤ 7), the entrepreneurial goal (15). */
  tokens: 50,
  /** People one card takes or brings (≤ 4), communities one card takes or brings (≤ 1). */
  people: 10,
  communities: 5,
  /** Rounds before the game ends with no goal fulfilled (12), turns a Stock Market Crash is held (2). */
  rounds: 40,
  heldTurns: 5,
} as const;

const L = DISPLACEMENT_LIMITS;
const id = () => boundedText(L.idLength);
/** Names and texts players read: plain English, or `{ en, "zh-Hant" }` (DP-D31). */
const name = () => localTextSchema(L.nameLength);
const text = () => localTextSchema(L.textLength);
const tokens = () => boundedInt(0, L.tokens);
const people = () => boundedInt(0, L.people);

export const GOALS = ['humanitarian', 'metropolitan', 'entrepreneurial'] as const;
export type Goal = (typeof GOALS)[number];

export const SCENARIO_KINDS = ['crisis', 'babyBoom', 'crash', 'pandemic', 'marketBoom', 'techInnovation', 'urbanization', 'developmentAid'] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

const card = { id: id(), name: name(), text: text() };
const safe = () => boundedList(id(), 0, L.attributes, 'safe attributes');

const scenario = z.discriminatedUnion('kind', [
  /** DP-R28: one nation, one turn; safe regions; pay `cost` or lose `people` then `communities`. */
  z.object({ ...card, kind: z.literal('crisis'), safe: safe(), cost: tokens(), people: people(), communities: boundedInt(0, L.communities) }).strict(),
  /** DP-R30: pay `cost` or take `people` new people of the native colour. */
  z.object({ ...card, kind: z.literal('babyBoom'), cost: tokens(), people: boundedInt(1, L.people) }).strict(),
  /** DP-R31: pay `cost`, or the drawer loses `drawerLoses`, the others `othersLose`, and the drawer holds the card `turns` turns. */
  z.object({ ...card, kind: z.literal('crash'), cost: tokens(), drawerLoses: tokens(), othersLose: tokens(), turns: boundedInt(1, L.heldTurns) }).strict(),
  /** DP-R33: every nation not safe loses `people`, unless the drawer pays `cost`. */
  z.object({ ...card, kind: z.literal('pandemic'), safe: safe(), cost: tokens(), people: boundedInt(1, L.people) }).strict(),
  /** DP-R35: the drawer gains `communities` (empty) and `tokens`. */
  z.object({ ...card, kind: z.literal('marketBoom'), communities: boundedInt(0, L.communities), tokens: tokens() }).strict(),
  /** DP-R36: the drawer gains `tokens`. */
  z.object({ ...card, kind: z.literal('techInnovation'), tokens: tokens() }).strict(),
  /** DP-R37: each other nation sends `people` to the nation with the most communities. */
  z.object({ ...card, kind: z.literal('urbanization'), people: boundedInt(1, L.people) }).strict(),
  /** DP-R38: the richest nation gives `tokens` (or all it has) to the poorest. */
  z.object({ ...card, kind: z.literal('developmentAid'), tokens: boundedInt(1, L.tokens) }).strict(),
]);

export const displacementContentSchema = z.object({
  rules: z.object({
    squares: boundedInt(1, L.squares),
    capacity: boundedInt(1, L.capacity),
    communityCost: boundedInt(1, L.tokens),
    shelterCost: boundedInt(0, L.tokens),
    income: boundedInt(0, L.tokens),
    startTokens: tokens(),
    startCommunities: boundedInt(0, L.startCommunities),
    startDisplaced: boundedInt(0, L.startDisplaced),
    entrepreneurialTokens: boundedInt(1, L.tokens),
    rounds: boundedInt(1, L.rounds),
  }).strict(),
  attributes: boundedList(z.object({ id: id(), name: name() }).strict(), 1, L.attributes, 'attributes'),
  regions: boundedList(z.object({ ...card, attributes: boundedList(id(), 1, L.attributes, 'attributes') }).strict(), 1, L.regions, 'regions'),
  goals: boundedList(z.object({ ...card, goal: z.enum(GOALS) }).strict(), 1, L.goals, 'goal cards'),
  scenarios: boundedList(scenario, 1, L.scenarios, 'scenario cards'),
  debrief: boundedList(text(), 0, L.questions, 'questions'),
}).strict();

export type DisplacementContent = z.infer<typeof displacementContentSchema>;
export type ScenarioCard = DisplacementContent['scenarios'][number];
export type RegionCard = DisplacementContent['regions'][number];
export type GoalCard = DisplacementContent['goals'][number];

/** The most nations a game takes (DP-D1). */
export const MAX_NATIONS = 6;

/** Checks the schema cannot express; every problem is listed. */
export function validateDisplacementContent(c: DisplacementContent): string[] {
  const problems: string[] = [];
  const unique = (what: string, ids: string[]) => {
    const seen = new Set<string>();
    for (const x of ids) {
      if (seen.has(x)) problems.push(`${what}: the id "${x}" is used twice`);
      seen.add(x);
    }
  };
  unique('attributes', c.attributes.map((a) => a.id));
  unique('regions', c.regions.map((r) => r.id));
  unique('goals', c.goals.map((g) => g.id));
  unique('scenarios', c.scenarios.map((s) => s.id));
  const attrs = new Set(c.attributes.map((a) => a.id));
  c.regions.forEach((r, i) => r.attributes.forEach((a, j) => {
    if (!attrs.has(a)) problems.push(`regions.${i}.attributes.${j}: no attribute "${a}"`);
  }));
  c.scenarios.forEach((s, i) => {
    if (s.kind === 'crisis' || s.kind === 'pandemic') {
      s.safe.forEach((a, j) => { if (!attrs.has(a)) problems.push(`scenarios.${i}.safe.${j}: no attribute "${a}"`); });
    }
  });
  // DP-D2: every nation draws its own region card and goal card, so six nations need six of each.
  if (c.regions.length < MAX_NATIONS) problems.push(`regions: needs at least ${MAX_NATIONS} region cards (one per nation), has ${c.regions.length}`);
  if (c.goals.length < MAX_NATIONS) problems.push(`goals: needs at least ${MAX_NATIONS} goal cards (one per nation), has ${c.goals.length}`);
  // DP-D16: a held Stock Market Crash leaves the deck; some other card must always be there to draw.
  if (!c.scenarios.some((s) => s.kind !== 'crash')) problems.push('scenarios: needs at least one card that is not a Stock Market Crash');
  if (c.rules.startCommunities > c.rules.squares) problems.push(`rules.startCommunities: at most rules.squares (${c.rules.squares})`);
  return problems;
}
