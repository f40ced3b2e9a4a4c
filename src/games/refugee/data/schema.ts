/**
 * Content schema for #refugee: refugee cards, vetting cards, action-card kinds and the die.
 * The rulebook leaves all card contents out; every choice here is an RF-D decision in
 * docs/rules/refugee.md. Content is validated with zod plus semantic checks (`contentProblems`).
 */
import { z } from 'zod';
import { boundedInt, boundedList } from '../../../engine/index.ts';
import { pick, type LocalText } from '../../../engine/lang.ts';
import { localTextSchema } from '../../../engine/schema-bounds.ts';

/**
 * Text bounds (RF-D27), generous beside the default cards (longest name 31 characters, story 82,
 * action text 176). Counts were bounded from the start: 8–64 refugees, 20–128 vetting cards, 8–100
 * action cards, a six-faced die.
 */
export const REFUGEE_TEXT_LIMITS = { name: 80, story: 400, actionText: 600 } as const;
const T = REFUGEE_TEXT_LIMITS;

/** A content text (RF-D33): the engine's `localTextSchema` (plain English, or `{ en, "zh-Hant"? }`). */
const localText = localTextSchema;

/** The four published regions (public facts); each has an origin-bar colour. */
export const REGIONS = ['north-america', 'asia', 'middle-east', 'central-latin-america'] as const;
export const RegionSchema = z.enum(REGIONS);
export type Region = z.infer<typeof RegionSchema>;

/** Region names in English and Traditional Chinese (RF-D33); `colour` is the English colour word. */
export const REGION_INFO: Record<Region, { name: LocalText; colour: string }> = {
  'north-america': { name: { en: 'North America', 'zh-Hant': '北美洲' }, colour: 'blue' },
  asia: { name: { en: 'Asia', 'zh-Hant': '亞洲' }, colour: 'yellow' },
  'middle-east': { name: { en: 'Middle East', 'zh-Hant': '中東' }, colour: 'green' },
  'central-latin-america': { name: { en: 'Central & Latin America', 'zh-Hant': '中南美洲' }, colour: 'orange' },
};

export const RefugeeCardSchema = z.object({
  name: localText(T.name, 2),
  age: boundedInt(0, 110),
  origin: localText(T.name, 2),
  region: RegionSchema,
  /** A line of humane context shown on the card (never a penalty: RF-D3). */
  story: localText(T.story, 5),
}).strict();
export type RefugeeCard = z.infer<typeof RefugeeCardSchema>;

export const VETTING_KINDS = ['possession', 'occupation', 'disposition'] as const;
export const VettingCardSchema = z.object({
  kind: z.enum(VETTING_KINDS),
  name: localText(T.name, 2),
  value: boundedInt(-4, 4),
  /** Region colour for the origin bonus (+1 on a refugee of that region), or null. */
  colour: RegionSchema.nullable(),
}).strict();
export type VettingCard = z.infer<typeof VettingCardSchema>;

/** The twelve published action-card kinds, in a fixed order (their index is used in action codes). */
export const ACTION_KINDS = [
  'natural-disaster', 'shelter', 'outbreak', 'inoculation', 'immigration-court', 'grant-of-asylum',
  'war', 'political-instability', 'fake-news', 'alternative-facts', 'open-borders', 'closed-borders',
] as const;
export const ActionKindSchema = z.enum(ACTION_KINDS);
export type ActionKind = z.infer<typeof ActionKindSchema>;

export const ActionKindInfoSchema = z.object({
  kind: ActionKindSchema,
  title: localText(T.name, 2),
  /** Precise effect text, printed on the card. */
  text: localText(T.actionText, 10),
  /** The Cycle keyword: may be discarded at the start of its owner's turn to draw a new action card. */
  cycle: z.boolean(),
  copies: boundedInt(0, 20),
}).strict();
export type ActionKindInfo = z.infer<typeof ActionKindInfoSchema>;

export const DieFaceSchema = z.object({
  /** White marks: vetting cards to draw and play. */
  marks: boundedInt(0, 3),
  /** Bolts: action cards to draw. */
  bolts: boundedInt(0, 3),
}).strict();
export type DieFace = z.infer<typeof DieFaceSchema>;

export const RefugeeContentSchema = z.object({
  refugees: boundedList(RefugeeCardSchema, 8, 64, 'refugee cards'),
  vetting: boundedList(VettingCardSchema, 20, 128, 'vetting cards'),
  actionKinds: z.array(ActionKindInfoSchema).length(ACTION_KINDS.length, `lists the ${ACTION_KINDS.length} action-card kinds, each once, in order`),
  die: z.array(DieFaceSchema).length(6, 'the die has exactly 6 faces'),
}).strict();
export type RefugeeContent = z.infer<typeof RefugeeContentSchema>;

/** Semantic checks zod cannot express. */
export function contentProblems(c: RefugeeContent): string[] {
  const problems: string[] = [];
  c.actionKinds.forEach((k, i) => {
    if (k.kind !== ACTION_KINDS[i]) problems.push(`actionKinds.${i}: expected ${ACTION_KINDS[i]}, got ${k.kind}`);
  });
  const actions = c.actionKinds.reduce((n, k) => n + k.copies, 0);
  if (actions < 8 || actions > 100) problems.push(`the action deck needs 8–100 cards, has ${actions}`);
  if (!c.die.some((f) => f.marks > 0)) problems.push('the die needs at least one face with a white mark');
  // RF-D28: the first-player roll re-rolls ties (RF-R3); with every face worth the same it never ends.
  if (new Set(c.die.map((f) => 2 * f.marks + f.bolts)).size < 2) {
    problems.push('die: the faces must not all be worth the same in the first-player roll (marks 1, bolts ½), or its ties would be re-rolled forever');
  }
  const names = new Set<string>();
  for (const r of c.refugees) {
    const name = pick(r.name);
    if (names.has(name)) problems.push(`refugee name ${name} appears twice`);
    names.add(name);
  }
  return problems;
}
