/**
 * #refugee — countries vet, accept or redirect refugees (rulebook seed 000). Rules are traced in
 * docs/rules/refugee.md (RF-R…, RF-D…); content lives in ./data.
 */
import { defineGame } from '../../engine/index.ts';
import { contentProblems, DEFAULT_CONTENT, RefugeeContentSchema, type RefugeeContent } from './data/index.ts';
import { evaluate } from './heuristic.ts';
import { outcomeOf, provisionalOutcomeOf, standingOf } from './outcome.ts';
import { progressOf } from './progress.ts';
import { renderText } from './render.ts';
import { activeSeats, cloneForApply, cloneState, legalActions, step } from './rules.ts';
import { setupState } from './setup.ts';
import { actionStruct, describe } from './text.ts';
import { layoutFor } from './content.ts';
import { REFUGEE_ACTION_KINDS } from './codec.ts';
import { DEFAULT_OPTIONS, OptionsSchema, type RefugeeOptions, type RefugeeState, type RefugeeView } from './types.ts';
import { determinizeView, viewOf } from './view.ts';
import { undoable } from './undo.ts';

export type { RefugeeInPlay, RefugeeOptions, RefugeeState, RefugeeView } from './types.ts';
/** For boards and tools (boards import only this file): the card texts of a view, and the action declaration. */
export { contentOf } from './content.ts';
export { layoutOf, PLAY_KINDS, type PlayKind, type RefugeeAction } from './codec.ts';
export { actionStruct as refugeeActionStruct } from './text.ts';
/** Taiwan's spacing between Chinese and numbers, for the board's Chinese words too (RF-D33). */
export { spacedZh } from './phrases/index.ts';
export { DEFAULT_CONTENT, REGION_INFO, type RefugeeContent, type Region } from './data/index.ts';

/** Per-turn bound on decisions: cycle, ≤3 vetting plays, ≤128 discards, and an action round. */
const PER_TURN = 1 + 3 + 128 + 100 * 8 + 4;

export const refugee = defineGame<RefugeeState, RefugeeView, RefugeeOptions, RefugeeContent>({
  id: 'refugee',
  title: '#refugee',
  summary: 'Countries vet refugees card by card, then accept them, turn them away or redirect them to rivals with action cards. 2–4 players; most points when a country has accepted 8 refugees wins.',
  // The rulebook gives no playing time; this is our estimate from test games.
  catalogue: {
    // The moves in the rulebook's words (the action cards' titles, RF-D6..RF-D9), for the lab's reports.
    moves: {
      pass: 'Pass', cycle: 'Cycle a card (swap it for a new one)', vet: 'Play a vetting card on a refugee', discard: 'Discard a vetting card',
      choose: 'Choose which refugee flees', naturalDisaster: 'Natural Disaster', shelter: 'Shelter', outbreak: 'Outbreak', inoculation: 'Inoculation',
      court: 'Immigration Court', asylum: 'Grant of Asylum', war: 'War', instability: 'Political Instability', altFacts: 'Alternative Facts',
      openBorders: 'Open Borders', closedBorders: 'Closed Borders', fakeNews: 'Fake News',
    },
    length: 'about 45 minutes (our estimate)',
    variants: [],
    // The end screen's columns, in order (Outcome.stats keys; `eliminated` and `turns` are left out:
    // the end screen's sentences name eliminated countries, and the number of turns is the same for all).
    figures: {
      points: { label: 'Points', help: 'The vetting scores of the refugees the country accepted, added up (a negative score costs points); the most points wins.' },
      accepted: { label: 'Refugees accepted', help: 'How many refugees the country accepted: it breaks a tie on points, and it decides the winner if the refugee deck runs out.' },
      sentAway: { label: 'Sent away', help: 'Refugees who fled out of the country\'s zone to another country when action cards were resolved.' },
      arrived: { label: 'Arrived by fleeing', help: 'Refugees who fled into the country\'s zone from another country when action cards were resolved.' },
    },
    // Not on the end screen (see above), but described for the lab's reports.
    labFigures: {
      eliminated: { label: 'Eliminated', help: 'Whether the country was eliminated: its points fell to the elimination score (−20 by default) or below at the end of a Resolution (RF-R28, RF-D23).' },
      turns: { label: 'Turns played', help: 'How many turns the game lasted, counted once for the whole table; the same for every country.' },
    },
    // Outcome.scores are ranking keys (points, or refugees accepted after the deck ran out): the figures say both.
    score: null,
    // A debrief would speak of refugees "accepted, turned away, redirected". The game keeps no separate
    // count of refugees turned away: a country refuses a refugee by making them flee to another country,
    // so "turned away" and "redirected out" are one figure, `sentAway`, and its mirror is `arrived`,
    // refugees redirected into the country (RF-D25). Questions: RF-D31.
    // What the provisional ranking's score measures when play stops early (RF-D34).
    provisional: { label: "Points so far", help: "The country's points when play stopped; refugees accepted break a tie." },
    debrief: {
      chart: { title: 'Refugees accepted, sent away and arriving by fleeing, per country', figures: ['accepted', 'sentAway', 'arrived'] },
      // What adds up across a class, for a workshop's class view and debrief (docs/workshop.md, Class totals).
      totals: ['accepted', 'sentAway', 'arrived'],
      questions: [
        'Which refugees did your country accept, which did it send on to other countries, and how did you decide?',
        'The vetting cards judged people by their debts, papers, jobs and belongings. How did it feel to give a person a score, and what did the cards leave out about them?',
        'When a refugee was made to flee to another country, what happened to that person in the game? What might such a journey mean for a real family?',
        'Did chasing points ever pull you away from what you thought was right? When, and why?',
        'Real refugees often wait months or years through interviews, background checks and appeals. What did the game show of that process, and what did it miss?',
        'What could a country, or your own community, do to welcome refugees fairly and safely?',
      ],
    },
  },
  minPlayers: 2,
  maxPlayers: 4,
  hiddenInformation: true,
  chance: true,
  maxActions: () => 500 * PER_TURN,
  optionsSchema: OptionsSchema,
  defaultOptions: DEFAULT_OPTIONS,
  contentSchema: RefugeeContentSchema,
  defaultContent: DEFAULT_CONTENT,
  validateContent: contentProblems,
  setup: ({ players, seed, options, content }) => setupState(players, seed, options, content),
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
  describeAction: describe,
  actionToStruct: actionStruct,
  structToAction: (v, _seat, struct) => layoutFor(v).actions.tryEncode(struct),
  actionKinds: REFUGEE_ACTION_KINDS,
  undoable,
  evaluate,
  // ISMCTS (bot factory): score the expanded node with `evaluate`, no playout, rewards rescaled per
  // decision (docs/lab.md, "### Third pass"). Against the heuristic bot, seed 1: hard won 83%
  // [68–91%] of 40 games, medium 73% [56–86%] of 30 (59% [49–68%] of 100 with the factory defaults).
  searchDefaults: { leaf: true, normalize: true },
  renderText,
  progress: progressOf,
});
