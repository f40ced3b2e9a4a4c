/**
 * Emigration (T&A Games, prototype 0.0.4): collect documents, connections and money, then cross the border.
 * Rules: docs/rules/emigration.md. Content: ./data.
 */
import { z } from 'zod';
import { boundedList, boundedText, defineGame } from '../../engine/index.ts';
import { cloneForApply, cloneState } from './clone.ts';
import { defaultContent, EMIGRATION_LIMITS, emigrationContentSchema, validateEmigrationContent, type EmigrationContent } from './data/index.ts';
import { evaluate } from './heuristic.ts';
import { legalActions } from './legal.ts';
import { outcomeOf, provisionalOutcomeOf, standingOf } from './outcome.ts';
import { progressOf } from './progress.ts';
import { setupEmigration } from './setup.ts';
import { renderText } from './render.ts';
import { prepTurnLimit, step } from './step.ts';
import { emigrationActions } from './actions.ts';
import { actionStruct, describeAction } from './text.ts';
import type { EmigrationOptions, EmigrationState, EmigrationView } from './types.ts';
import { determinizeView, viewOf } from './view.ts';
import { undoable } from './undo.ts';

const optionsSchema = z.object({
  mode: z.enum(['competitive', 'cooperative']).default('competitive'),
  // EM-D25: as many names as there can be packs, each as long as a pack name may be.
  lifePacks: boundedList(boundedText(EMIGRATION_LIMITS.nameLength), 0, EMIGRATION_LIMITS.lifePacks, 'life packs').optional(),
}).strict();

export const emigration = defineGame<EmigrationState, EmigrationView, EmigrationOptions, EmigrationContent>({
  id: 'emigration',
  title: 'Emigration',
  summary:
    'You are moving abroad. Collect documents, make connections and manage your money as life happens, then pick an entrance lane at the border and hope the officer lets you in. 2–6 players, 20–60 minutes, competitive or cooperative.',
  catalogue: {
    // The moves in the rulebook's words, for the lab's reports.
    moves: {
      graduate: 'Try to graduate from college', college: 'Go to college', forfeit: 'Forfeit the turn', fogDecline: 'Discard no life card (fog)',
      trade: 'Trade for assurance at the border', cross: 'Cross the border', buy: 'Buy a card', buySkip: 'Take a card and skip the next turn',
      discard: 'Discard a card for 2 money', activate: 'Activate a card', scalp: 'Buy another player’s extra card', sell: 'Sell a card from the stash',
      fogDiscard: 'Discard a life card (fog)', 'goods=money': 'money', 'goods=documents': 'documents', 'goods=connections': 'connections',
    },
    length: '20–60 minutes',
    variants: [{ option: 'mode', label: 'Mode', choices: [{ value: 'competitive', label: 'competitive' }, { value: 'cooperative', label: 'cooperative' }] }],
    // The end screen's columns (outcome.ts `stats`), in order. `bought` and `forfeits` stay for the lab only.
    figures: {
      destination: { label: 'Destination', help: 'The country the player was moving to.' },
      entered: { label: 'Entered', help: 'Whether the player paid the token they drew at the border and entered their destination; only players who entered can win.' },
      lane: { label: 'Lane', help: 'The entrance lane the player chose at the border.' },
      token: { label: 'Token drawn', help: 'The requirement token the player drew from that lane: how many assurance tokens the officer asked for.' },
      assurance: { label: 'Assurance tokens left', help: 'Assurance tokens the player still held at the end; in a competitive game, the most among players who entered wins.' },
      money: { label: 'Money left', help: 'Money the player still held at the end; it breaks a tie on assurance tokens between players who entered.' },
      graduations: { label: 'Graduations', help: 'How many times the player graduated from college, each time for a pay raise and assurance tokens.' },
    },
    // Kept for the balance lab's reports, not the end screen.
    labFigures: {
      bought: { label: 'Cards bought', help: 'How many cards the player bought from the layout or the bank, or took by skipping a turn (EM-R20).' },
      forfeits: { label: 'Turns forfeited', help: 'Turns the player gave up: with no required action to take (EM-R29), or short of the college tuition they rolled (EM-R25).' },
    },
    // The score (assurance left, −1 for not entering, EM-D21) only repeats Entered and Assurance tokens left.
    score: null,
    // The debrief: who crossed and who was refused, and why — the token the officer asked for beside the
    // assurance tokens left (a refused player kept the tokens they could not pay with). Questions: EM-D28.
    // What the provisional ranking's score measures when play stops early (EM-D31).
    provisional: { label: "Assurance tokens held", help: "The assurance tokens the player held when play stopped; players who entered rank first, then those still to cross, then those refused." },
    debrief: {
      chart: { title: 'At the border: who entered, the token drawn and the assurance tokens left', figures: ['entered', 'token', 'assurance'] },
      // What adds up across a class, for a workshop's class view and debrief (docs/workshop.md, Class totals).
      totals: ['entered'],
      questions: [
        'What did you give up during the preparation (money, time in college, cards) to be ready for the border? Was it worth it?',
        'At the border, did you choose a predictable lane or take a chance? How did it feel to draw your token?',
        'Who entered their destination and who was refused? How much of it came from choices, from luck, and from where each player started: nationality, money, career?',
        'The officer asked for assurance tokens, not for your story. What do real emigrants have to show at a border or an embassy: papers, money, a job offer, people who vouch for them?',
        'Did you help or hinder the other players, for example by taking cards from their layouts? Would you play differently now?',
        'What would make moving to a new country fairer for people who start with less?',
      ],
    },
  },
  minPlayers: 2,
  maxPlayers: 6,
  hiddenInformation: true,
  chance: true,
  // Phase 1: at most 4 actions a turn (graduate, sell, required, Mental Fog choice); Phase 2: trades + 1 crossing each.
  maxActions: (players) => 4 * prepTurnLimit(players) + players * 200,
  optionsSchema: optionsSchema as z.ZodType<EmigrationOptions>,
  defaultOptions: { mode: 'competitive' },
  contentSchema: emigrationContentSchema as z.ZodType<EmigrationContent>,
  defaultContent,
  validateContent: validateEmigrationContent,
  setup: ({ players, seed, options, content }) => setupEmigration(players, seed, options, content),
  activeSeats: (s) => (s.phase === 'over' ? [] : [s.turn]),
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
  structToAction: (_v, _seat, struct) => emigrationActions.tryEncode(struct),
  actionKinds: emigrationActions.kinds.map((k) => k.kind),
  undoable,
  evaluate,
  // No `searchDefaults`: against the heuristic bot (seed 1, 100 games) hard won 76% [67–83%] with the
  // factory defaults and 77% [68–84%] with `{ leaf: true, normalize: true }`, whose shorter, more uneven
  // decisions broke the server's flood test (test/server/bot-fairness.test.ts) (docs/lab.md, "### Third pass").
  renderText,
  progress: progressOf,
});

export type { EmigrationState, EmigrationView, EmigrationOptions, EmigrationContent };
export { A as EmigrationActions, emigrationActions, type EmigrationAction } from './actions.ts';
/** For boards (which import only this file): card kinds and the markers of hidden and empty slots. */
export { EMPTY, HIDDEN, type CardInfo } from './types.ts';
export { cardName, cardText, PASSPORT, PAYDAY, TICKET } from './names.ts';
export { books as emigrationBooks } from './phrases/index.ts';
