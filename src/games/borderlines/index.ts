/**
 * Borderlines: A Perilous Escape (Alpha Au; rulebook seed 001) — four Syrian families of 24 flee the
 * war over six rounds, along the real 2015 routes. Rules: docs/rules/borderlines.md (BL-R…, BL-D…).
 * Content (the map, cards, roulette, schedule, debrief): ./data.
 */
import { z } from 'zod';
import { defineGame, variantChoices, variantDefaults, variantOptionShape } from '../../engine/index.ts';
import { borderlinesActions } from './actions.ts';
import { cloneForApply, cloneState } from './clone.ts';
import { AID_KINDS, BORDERLINES_LIMITS as L, borderlinesContentSchema, DEFAULT_CONTENT, validateBorderlinesContent, type BorderlinesContent } from './data/index.ts';
import { evaluate } from './heuristic.ts';
import { activeSeats, legalActions } from './legal.ts';
import { outcomeOf, provisionalOutcomeOf, standingOf } from './outcome.ts';
import { progressOf } from './progress.ts';
import { renderText } from './render.ts';
import { setupBorderlines } from './setup.ts';
import { BORDERLINES_VARIANTS } from './variants.ts';
import { step } from './step.ts';
import { actionStruct, describeAction } from './text.ts';
import type { BorderlinesOptions, BorderlinesState, BorderlinesView } from './types.ts';
import { undoable } from './undo.ts';
import { determinizeView, viewOf } from './view.ts';

/**
 * BL-D38: a true upper bound from the content limits. A turn: every aid card played, a choice, every
 * house sold, a payment, each person moved road by road (no more people than a family has or a card
 * with every aid can carry; no longer than a card with every aid allows, nor than the map has
 * places), each boat trip, where each arriving person stays (BL-D14: one choice per move and per
 * boat trip), and the end; plus the aid choices of every round.
 */
const FAMILY = L.peoplePerZone * L.zones;
const AID = AID_KINDS.length * L.aidCopies;
const PEOPLE = Math.min(FAMILY, L.people * (1 + L.aidCopies));
const STEPS = Math.min(L.places - 1, L.steps * (1 + L.aidCopies));
const PER_TURN = AID + 1 + L.houses + 1 + PEOPLE * STEPS + PEOPLE + 2 * PEOPLE + 1;

export const borderlines = defineGame<BorderlinesState, BorderlinesView, BorderlinesOptions, BorderlinesContent>({
  id: 'borderlines',
  title: 'Borderlines: A Perilous Escape',
  summary:
    'Each player leads a Syrian family of 24 fleeing the war. Over six rounds, buy passage from smugglers, move family members road by road along the 2015 routes through Turkey, Lebanon, Jordan, the Aegean, the Balkans and the Mediterranean, and face closing borders, traffickers, the sea and the war. 4 players (bots fill empty seats); the most points wins.',
  catalogue: {
    // The moves in the rulebook's words, for the lab's reports.
    moves: {
      pass: 'Buy nothing this round', choose: 'Choose a black-market card', sell: 'Sell a house', pay: 'Pay the smugglers and set off',
      playAid: 'Use an aid card', resettle: 'Use resettlement', keepAid: 'Keep an aid card', walk: 'Walk', step: 'Go on a step',
      boat: 'Boat trip (the roulette decides)', finish: 'End the action', place: 'Place an arriving family member',
      'aid=step': 'Step', 'aid=people': 'People', 'aid=resettle': 'Resettlement', 'aid=money': 'Money', 'aid=camp': 'Camp',
      'spot=city': 'a free place in a city', 'spot=camp': 'a refugee camp', 'spot=red': 'a red area (traffickers)',
    },
    length: 'about 90 minutes, with a debrief afterwards',
    variants: variantChoices(BORDERLINES_VARIANTS),
    figures: {
      points: { label: 'Points', help: 'One for each person alive, one more for each person in Western Europe, one for each house kept, minus one for each person who died; the most points wins, then the most money.' },
      alive: { label: 'Alive', help: 'Family members still alive at the end, wherever they are.' },
      inEurope: { label: 'In Western Europe', help: 'Family members who reached a starred city in Western Europe.' },
      houses: { label: 'Houses kept', help: 'Houses the family did not have to sell.' },
      dead: { label: 'Died', help: 'Family members who died in the war, at sea or at the hands of traffickers.' },
      deadWar: { label: 'Died in the war', help: 'Family members killed when the war struck their zone in Syria.' },
      deadSea: { label: 'Died at sea', help: 'Family members whose boat did not make the crossing.' },
      deadTraffickers: { label: 'Lost to traffickers', help: 'Family members lost in a red area, when the roulette took them or the family could not pay.' },
      paidTraffickers: { label: 'Paid to traffickers', help: 'Money the family paid traffickers for the last place in a full city.' },
      paidSmugglers: { label: 'Paid to smugglers', help: 'Money the family paid on the black market for every journey.' },
      housesSold: { label: 'Houses sold', help: 'Houses the family sold to pay smugglers.' },
      money: { label: 'Money', help: 'Money left at the end, the final $20 for each person in Western Europe included; it breaks a tie on points.' },
    },
    score: null,
    // The debrief: where each family's people ended up (BL-D39), and the rulebook's six questions (BL-R53).
    // What the provisional ranking's score measures when play stops early (BL-D44).
    provisional: { label: "Points so far", help: "The family's points as they stand when play stopped: people alive, plus people in Western Europe, plus houses kept, minus people who died." },
    debrief: {
      chart: { title: 'Each family at the end: alive, in Western Europe, died', figures: ['alive', 'inEurope', 'dead'] },
      // What adds up across a class, for a workshop's class view and debrief (docs/workshop.md, Class totals).
      totals: ['alive', 'inEurope', 'dead'],
      questions: DEFAULT_CONTENT.debrief.map((q) => q.en),
    },
  },
  minPlayers: 4,
  maxPlayers: 4,
  hiddenInformation: true,
  chance: true,
  maxActions: (players) => L.rounds * (players * PER_TURN + L.events * players),
  optionsSchema: z.object(variantOptionShape(BORDERLINES_VARIANTS)).strict() as unknown as z.ZodType<BorderlinesOptions>,
  defaultOptions: variantDefaults(BORDERLINES_VARIANTS) as BorderlinesOptions,
  ruleVariants: BORDERLINES_VARIANTS,
  contentSchema: borderlinesContentSchema as z.ZodType<BorderlinesContent>,
  defaultContent: DEFAULT_CONTENT,
  validateContent: validateBorderlinesContent,
  setup: ({ players, seed, options, content }) => setupBorderlines(players, seed, content, options),
  activeSeats,
  legalActions,
  step,
  clone: cloneState,
  cloneForApply,
  isOver: (s) => s.phase === 'over',
  view: viewOf,
  determinize: determinizeView,
  outcome: outcomeOf,
  standing: standingOf,
  provisionalOutcome: provisionalOutcomeOf,
  describeAction,
  actionToStruct: actionStruct,
  structToAction: (_v, _seat, struct) => borderlinesActions.tryEncode(struct),
  actionKinds: borderlinesActions.kinds.map((k) => k.kind),
  undoable,
  evaluate,
  // ISMCTS (bot factory): score the expanded node with `evaluate`, no playout, rewards rescaled per
  // decision (docs/lab.md, "### Third pass"). Against the heuristic bot, seed 1: hard won 42%
  // [30–56%] of 52 seat-games (fair share 25%), medium 39% [31–49%] of 104 (16% [10–25%] with the
  // factory defaults).
  searchDefaults: { leaf: true, normalize: true },
  renderText,
  progress: progressOf,
});

export type { BorderlinesState, BorderlinesView, BorderlinesOptions, BorderlinesContent };
export type { BorderView, FamilyStats, Spin, Walker, WarRoll, WarSlotView } from './types.ts';
/** For boards and tools (boards import only this file): content, the action declaration, the map tables. */
export { borderlinesActions, type BorderlinesAction } from './actions.ts';
export { contentOf, networkOf, type Network } from './content.ts';
export { DEFAULT_CONTENT, AID_KINDS, type AidKind } from './data/index.ts';
export { familyScore, type FamilyScore, type ScoreSource } from './outcome.ts';
/**
 * Read-only map queries for boards (what the rules themselves use): room, camp places, the place a
 * person arriving takes (a city place, a camp place or the red area), people in Western Europe.
 */
export { arrivalChoices, arrivalPlace, campPlacesAt, hasRoom, inEurope, peopleAt } from './moves.ts';
export { BORDERLINES_VARIANTS, type BorderlinesVariantId } from './variants.ts';
export type { Spot, Arrival } from './types.ts';
