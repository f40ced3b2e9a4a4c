/**
 * The game contract. Every game is a `GameDefinition`; bots, the lab, the server, the CLI and
 * the web client use nothing but this interface. Modelled on OpenSpiel: actions are small
 * non-negative integers, states are plain JSON, chance is a seeded PRNG kept inside the state.
 */
import type { ZodType } from 'zod';
import type { Lang, OtherLang, Translations } from './lang.ts';
import type { Rng, Seed } from './rng.ts';
import type { RuleVariant } from './variants.ts';

/** A seat index, 0-based, in clockwise order. */
export type Seat = number;
/** Who is looking: a seat, or a spectator who sees only public information. */
export type Viewer = Seat | 'spectator';
/** An action is a non-negative integer; its meaning is the game's (see `describeAction`). */
export type Action = number;
/**
 * An action's structured face (OpenSpiel's ActionStruct): its kind and named parts (a card, a target,
 * a lane…), as plain JSON. A game declares the shape once (`defineActions`, action-struct.ts).
 */
export interface ActionStruct {
  kind: string;
  [part: string]: string | number;
}

/** Something that happened. Public unless `to` names the only seats that may see it. */
export interface GameEvent {
  kind: string;
  /** In English. */
  text: string;
  /** The same sentence in the other languages (lang.ts `sayInAll`); a language left out reads in English. */
  texts?: Translations;
  /** Private event: only these seats see it (spectators never do). */
  to?: Seat[];
  data?: Record<string, unknown>;
}

export type ErrorCode =
  | 'GAME_OVER' // the game has ended; nothing more may be applied
  | 'INVALID_SEAT' // the seat is not a seat of this game
  | 'NOT_YOUR_TURN' // the seat is not among the active seats
  | 'MALFORMED_ACTION' // not a non-negative integer
  | 'ILLEGAL_ACTION'; // well-formed, but not in legalActions(state, seat)

export interface GameError {
  code: ErrorCode;
  message: string;
}

/** How `apply` says its events. */
export interface ApplyOptions {
  /**
   * The languages besides English its events' sentences are said in (`GameEvent.texts`; default: every
   * one, lang.ts OTHER_LANGUAGES). The English `text` and everything else in an event are the same
   * whatever is asked; a language left out reads in English (`textIn`), so only a caller that sends
   * the events to no reader of it may leave it out.
   */
  eventLanguages?: readonly OtherLang[];
}

export type ApplyResult<S> =
  | { ok: true; state: S; events: GameEvent[] }
  | { ok: false; error: GameError };

export interface Outcome {
  /** How the game ended, in words (e.g. "Every player attempted the border"). */
  reason: string;
  /** The reason in the other languages (lang.ts); a language left out reads in English. */
  reasonTexts?: Translations;
  /** One score per seat (higher is better); the game defines what it means. */
  scores: number[];
  /** 1 = best; tied seats share a rank. */
  ranks: number[];
  /** Seats that won; empty when nobody won (a tie at the top or a shared loss). */
  winners: Seat[];
  /** True when the top was shared and the rules declare no single winner. */
  tie: boolean;
  /** Per-seat figures worth showing on an end screen. */
  stats: Array<Record<string, number | string | boolean>>;
  /** A text figure (a goal's or a place's name) in the other languages, per seat and key (lang.ts). */
  statTexts?: Array<Record<string, Translations>>;
}

/** The numbers of an `Outcome`: what a seat's reward is made from (bots/rewards.ts). */
export type Standing = Pick<Outcome, 'scores' | 'ranks' | 'winners' | 'tie'>;

export interface SetupParams<O, C> {
  players: number;
  /** A short seed (number or text) or a wide one (rng.ts `Seed`): online rooms use wide seeds. */
  seed: Seed;
  options?: Partial<O>;
  content?: C;
}

/** An option a player may choose when starting a game (the values are checked by the game's options schema). */
export interface Variant {
  option: string;
  label: string;
  choices: Array<{ value: string; label: string }>;
}

export interface CatalogueText {
  /** Typical length of a game, in words ("20–60 minutes"). */
  length: string;
  /** Options offered on the home page, in order. */
  variants: Variant[];
  /**
   * What each `Outcome.stats` key means, in the game's own words, in the order an end screen or a
   * lab report shows them (keys left out are not shown to players). `help` is one plain sentence.
   */
  figures?: Record<string, FigureText>;
  /**
   * What each remaining `Outcome.stats` key means: figures kept for the balance lab's reports and never
   * shown to players (how often a player bought a card, say). Every key a game reports is described
   * in `figures` or here, so a designer never reads a bare key.
   */
  labFigures?: Record<string, FigureText>;
  /**
   * What `Outcome.scores` measures, for an end screen; null when the figures already say it (the
   * end screen then shows no separate score column, so nothing is said twice).
   */
  score?: FigureText | null;
  /** What a workshop's debrief shows for this game (docs/workshop.md). */
  debrief?: DebriefText;
  /**
   * The moves in the rulebook's words, for the balance lab's reports: each action kind by its key
   * (`altFacts: 'Alternative Facts'`) and each named part's value as `part=value` (`'aid=money': 'Money'`;
   * a value that is itself a kind, as #refugee's `card=war`, may use the kind's words).
   * A report names a move by these words, never by its key (docs/lab.md, The report).
   */
  moves?: Record<string, string>;
  /** What `provisionalOutcome`'s scores measure ("Points so far"), for a debrief of play stopped early. */
  provisional?: FigureText;
}

/**
 * A workshop debrief's game-made parts: a chart of some `Outcome.stats` figures per seat, table by
 * table (numbers, or booleans counted as 1 and 0), and questions for the class, asked one at a time.
 */
export interface DebriefText {
  chart: { title: string; figures: string[] };
  /** The game's own debriefing questions (a board may give content-specific ones from the view instead). */
  questions: string[];
  /**
   * Figures that add up across a class (people who reached safety, refugees accepted…): a workshop's
   * class view and debrief show their sums over every table first (yes/no figures as how many said yes).
   */
  totals?: string[];
}

/**
 * How far a running game has come, read from any view (a spectator's included, so it never needs
 * hidden information): for a workshop's dashboard (docs/workshop.md).
 */
export interface GameProgress {
  /** "Round 3 of 6", "Preparation, turn 5", "At the border". */
  label: string;
  /** 0..1 when the game knows how far it is; null when it cannot tell. */
  fraction: number | null;
  /** Public scores so far, one per seat, in the outcome's terms; null when the game has none before the end. */
  scores: number[] | null;
}

/** A figure's heading ("Assurance tokens") and one sentence saying what it counts. */
export interface FigureText {
  label: string;
  help: string;
}

/** What a game author writes. `defineGame` turns it into a full `GameDefinition`. */
export interface GameRules<S, V, O, C> {
  id: string;
  title: string;
  /** One paragraph for a game picker. */
  summary: string;
  /** What the home page and catalogue say beyond the summary; every registered game has it (test/tooling/game-folders.test.ts). */
  catalogue?: CatalogueText;
  minPlayers: number;
  maxPlayers: number;
  hiddenInformation: boolean;
  chance: boolean;
  /** A hard bound on the number of actions in one game, used by tests and simulators. */
  maxActions(players: number): number;
  optionsSchema: ZodType<O>;
  defaultOptions: O;
  /**
   * The rule variants a table may choose instead of the rulebook's words (src/engine/variants.ts): each
   * is an option `'on'`/`'off'` of the same id, off by default. Listed in `catalogue.variants` too.
   */
  ruleVariants?: readonly RuleVariant[];
  contentSchema: ZodType<C>;
  defaultContent: C;
  /** Semantic checks a schema cannot express (e.g. "needs 9 destinations"). Returns problems. */
  validateContent?(content: C): string[];
  /**
   * Largest content accepted, in UTF-8 bytes of JSON, checked before the schema runs (default
   * DEFAULT_MAX_CONTENT_BYTES, 256 kB). The schema must bound every count as well: this only caps
   * what parsing can cost, not what setup builds from a few small numbers.
   */
  maxContentBytes?: number;

  setup(params: { players: number; seed: Seed; options: O; content: C }): S;
  activeSeats(state: S): Seat[];
  /** Complete and sorted ascending: the single definition of legality. */
  legalActions(state: S, seat: Seat): Action[];
  /**
   * Applies a legal action in place. Called only with actions from `legalActions`.
   * Pushes events to `events` when it is given (playouts pass null to go fast).
   */
  step(state: S, seat: Seat, action: Action, events: GameEvent[] | null): void;
  /** A deep copy; games may write a fast one that shares immutable parts. */
  clone(state: S): S;
  isOver(state: S): boolean;
  view(state: S, viewer: Viewer): V;
  /** A full state consistent with `view` (what `seat` knows), hidden parts sampled with `rng`. */
  determinize(view: V, seat: Seat, rng: Rng): S;
  outcome(state: S): Outcome | null;
  /**
   * Optional: `outcome`'s numbers alone (scores, ranks, winners, tie), without its words and figures,
   * for searches that score tens of thousands of finished playouts a second (bots/ismcts.ts). It must
   * equal those fields of `outcome` on every state (the conformance test checks it at the end of random
   * games); without it, `outcome` is used.
   */
  standing?(state: S): Standing | null;
  /**
   * Optional: the game's ranking of an unfinished position, for play stopped before the end (a
   * workshop's "End play", docs/workshop.md), each game's a numbered decision in docs/rules. Shaped as
   * `outcome` (the same `stats` keys where they apply, `scores` as `catalogue.provisional` says);
   * `winners` is empty and `tie` false: nobody wins a game that did not end. Reads the full state
   * (play is over for everyone when it is asked), and is also defined on a finished state.
   */
  provisionalOutcome?(state: S): Outcome;
  /** The action in words, in `lang` (English when not given); distinct legal actions of a seat read differently. */
  describeAction(view: V, seat: Seat, action: Action, lang?: Lang): string;
  /**
   * Optional: may this step (`before` → `after`, by `seat` playing `action`) be taken back? True only
   * when it drew, rolled, spun and revealed nothing hidden to anyone. The engine adds its own checks
   * (the PRNG unchanged, no private event to another seat, the game not over: src/engine/undo.ts);
   * without this hook a game with hidden information has no undoable steps.
   */
  undoable?(before: S, after: S, seat: Seat, action: Action): boolean;
  /**
   * The action's kind and parts, decoded from the game's one declaration of its actions (the same
   * decoder its rules, its text, the boards and the lab use); null when the number is no action of
   * this game. Reads only what a view holds (content sizes), never hidden information.
   * Optional in the contract for now; every registered game has it (test/conformance).
   */
  actionToStruct?(view: V, seat: Seat, action: Action): ActionStruct | null;
  /** The inverse of `actionToStruct`: the action a struct names, or null when it names none. */
  structToAction?(view: V, seat: Seat, struct: ActionStruct): Action | null;
  /** Every kind `actionToStruct` may return, in declaration order (the lab lists kinds never played too). */
  actionKinds?: readonly string[];
  /** Optional evaluation of a state from `seat`'s side, in [0, 1]; used by the heuristic bot. */
  evaluate?(state: S, seat: Seat): number;
  /**
   * Optional search settings for this game's ISMCTS bots made by the bot factory (specs, CLI, lab,
   * server), used where the spec sets nothing (a spec's `:dN`, `:cX`, `:bW`, `:n1`, `:l1` still win;
   * anything left unset here takes the factory's default). Each value should name the measurement behind it.
   */
  searchDefaults?: SearchDefaults;
  /** Optional plain-text rendering of a view for terminals (`crossings play`). */
  renderText?(view: V, seat: Seat | 'spectator'): string;
  /** Optional: how far the game has come, from any view (a workshop's dashboard). */
  progress?(view: V, lang?: Lang): GameProgress;
}

/** Per-game ISMCTS settings (see GameRules.searchDefaults and `IsmctsOptions` in src/bots/ismcts.ts). */
export interface SearchDefaults {
  /** Cut playouts after this many actions and score them with `evaluate` (0 = play to the end). */
  playoutDepth?: number;
  /** UCB1 exploration constant. */
  exploration?: number;
  /** Progressive bias weight (0 = off). */
  bias?: number;
  /** Rescale rewards per decision. */
  normalize?: boolean;
  /** Score the expanded node with `evaluate` instead of playing out. */
  leaf?: boolean;
}

/** The full contract every consumer uses. */
export interface GameDefinition<S = unknown, V = unknown, O = unknown, C = unknown>
  extends Omit<GameRules<S, V, O, C>, 'setup' | 'step' | 'standing'> {
  setup(params: SetupParams<O, C>): S;
  /** The game's own `standing`, else its `outcome`. */
  standing(state: S): Standing | null;
  /** Validates, then applies to a copy: the input state is never modified. */
  apply(state: S, seat: Seat, action: Action, options?: ApplyOptions): ApplyResult<S>;
  /**
   * Fast path for simulations: no validation, no events, mutates `state`. The state must be the caller's
   * own whole: from `setup`, `clone` or `determinize`. A state `apply` returned may share unchanged parts
   * with the state it came from (define.ts `cloneForApply`), so `clone` it first.
   */
  applyInPlace(state: S, seat: Seat, action: Action): void;
  /** Parses a content object; throws ContentError with every problem listed. */
  parseContent(content: unknown): C;
  parseOptions(options: unknown): O;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;
