/**
 * Every registered game tells a workshop's dashboard (docs/workshop.md) how far a game has come
 * (`progress`) and what its debrief shows (`catalogue.debrief`). Seeded random games, for every player
 * count: progress is read from the spectator's view and from every seat's view (and from a JSON copy, as
 * a dashboard in another process reads it), and must be the same for all of them — so it reads only
 * what everyone sees.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pick, Rng, type AnyGame, type GameProgress, type Outcome } from '../../src/engine/index.ts';
import { listGames } from '../../src/games/all.ts';
import { DEFAULT_CONTENT as BORDERLINES_CONTENT } from '../../src/games/borderlines/index.ts';
import { DEFAULT_CONTENT as DISPLACEMENT_CONTENT } from '../../src/games/displacement/index.ts';

interface GameFacts {
  /** Rule and decision IDs the progress checks cover. */
  progressIds: string;
  /** What `progress(view).scores` must equal at the end, read from the outcome. */
  finalScores(o: Outcome): number[];
  /** Option sets played besides the defaults. */
  variants: Array<Record<string, unknown>>;
  debriefIds: string;
  /** The questions the catalogue must carry, when they come from the game's content. */
  questions?: string[];
  /** The rules doc that must list the questions (written for the game, as a decision). */
  doc?: string;
}

const num = (x: unknown): number => x as number;

const FACTS: Record<string, GameFacts> = {
  borderlines: {
    progressIds: 'BL-D1, BL-R51, BL-D37',
    // The points so far are the outcome's scores (BL-R51).
    finalScores: (o) => o.scores,
    variants: [],
    debriefIds: 'BL-D39, BL-R53',
    questions: BORDERLINES_CONTENT.debrief.map((q) => q.en),
  },
  refugee: {
    progressIds: 'RF-D32, RF-R24, RF-R27, RF-D15, RF-R29',
    // Points (RF-D5), not the outcome's ranking keys (RF-D14).
    finalScores: (o) => o.stats.map((s) => num(s.points)),
    variants: [{ eliminationScore: null }],
    debriefIds: 'RF-D25, RF-D31',
    doc: 'docs/rules/refugee.md',
  },
  emigration: {
    progressIds: 'EM-D29, EM-R30, EM-D5, EM-R38, EM-D18',
    // Assurance left if entered, −1 if refused (EM-D21), in both modes.
    finalScores: (o) => o.stats.map((s) => (s.entered === true ? num(s.assurance) : -1)),
    variants: [{ mode: 'cooperative' }],
    debriefIds: 'EM-D28',
    doc: 'docs/rules/emigration.md',
  },
  displacement: {
    progressIds: 'DP-D19, DP-D20, DP-D22',
    // People housed now (housedNow, DP-D22): the goals are secret until the end.
    finalScores: (o) => o.stats.map((s) => num(s.housedNow)),
    // With the 16-round limit the fraction is known (DP-D19, DP-D32); without it, null throughout.
    variants: [{ roundLimit: 'on' }],
    debriefIds: 'DP-D6, DP-D22',
    questions: DISPLACEMENT_CONTENT.debrief.map((q) => pick(q)),
  },
};

const games = listGames();

function progressOf(game: AnyGame, view: unknown): GameProgress {
  if (!game.progress) throw new Error(`${game.id} has no progress`);
  return game.progress(view);
}

/** Checks progress from every viewer at this point and returns the spectator's. */
function checkEveryViewer(game: AnyGame, state: unknown, players: number, where: string): GameProgress {
  const spectatorView = game.view(state, 'spectator');
  const p = progressOf(game, spectatorView);
  expect(p.label.trim().length, `${where}: label`).toBeGreaterThan(0);
  if (p.fraction !== null) {
    expect(Number.isFinite(p.fraction), `${where}: fraction`).toBe(true);
    expect(p.fraction, where).toBeGreaterThanOrEqual(0);
    expect(p.fraction, where).toBeLessThanOrEqual(1);
  }
  if (p.scores !== null) {
    expect(p.scores, `${where}: one score a seat`).toHaveLength(players);
    for (const s of p.scores) expect(Number.isFinite(s), `${where}: score ${s}`).toBe(true);
  }
  // Only public information: every seat sees the same progress as a spectator, also from a JSON copy.
  expect(progressOf(game, JSON.parse(JSON.stringify(spectatorView))), `${where}: JSON copy`).toEqual(p);
  for (let seat = 0; seat < players; seat++) {
    expect(progressOf(game, game.view(state, seat)), `${where}: seat ${seat}`).toEqual(p);
  }
  return p;
}

interface Played {
  outcome: Outcome;
  final: GameProgress;
  steps: number;
}

/**
 * Plays a seeded random game: the spectator's progress after every step (its fraction must never go
 * down, and 1 only at the end), every viewer's every 7 steps and at the end.
 */
function play(game: AnyGame, players: number, seed: string, options?: Record<string, unknown>): Played {
  const rng = new Rng(seed);
  const state = game.setup({ players, seed, options });
  const limit = game.maxActions(players);
  const every = 7;
  let grew = false;
  let last = checkEveryViewer(game, state, players, `${seed} start`);
  let steps = 0;
  while (!game.isOver(state) && steps < limit) {
    const active = game.activeSeats(state);
    const seat = rng.pick(active);
    game.applyInPlace(state, seat, rng.pick(game.legalActions(state, seat)));
    steps++;
    const where = `${seed} step ${steps}`;
    const p = steps % every === 0 ? checkEveryViewer(game, state, players, where) : progressOf(game, game.view(state, 'spectator'));
    if (last.fraction !== null) {
      // A game that can tell how far it is says so throughout, and never goes back.
      expect(p.fraction, `${where}: fraction stays a number`).not.toBeNull();
      expect(p.fraction!, `${where}: fraction never goes down`).toBeGreaterThanOrEqual(last.fraction);
      if (!game.isOver(state)) expect(p.fraction!, `${where}: 1 only when finished`).toBeLessThan(1);
      if (!game.isOver(state) && p.fraction! > 0) grew = true;
    }
    if (!game.isOver(state)) expect(p.label, where).not.toMatch(/finished/i);
    last = p;
  }
  expect(game.isOver(state), `${seed} ends within maxActions`).toBe(true);
  if (last.fraction !== null) expect(grew, `${seed}: the fraction moves before the end`).toBe(true);
  const final = checkEveryViewer(game, state, players, `${seed} end`);
  return { outcome: game.outcome(state)!, final, steps };
}

function playerCounts(game: AnyGame): number[] {
  return Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
}

/** Blanks and line breaks aside (a rules doc wraps its lines). */
const squash = (s: string) => s.replace(/\s+/g, ' ');

it('every registered game is covered here, and defineGame carries progress to the definition', () => {
  expect(games.map((g) => g.id).sort()).toEqual(Object.keys(FACTS).sort());
  for (const g of games) expect(typeof g.progress, g.id).toBe('function');
});

describe.each(games.map((g) => [g.id, g] as const))('%s', (id, game) => {
  const facts = FACTS[id];

  it.each(playerCounts(game))(`${facts.progressIds}: with %i players, progress is read from any view, the same for the spectator and every seat, and never goes back`, (players) => {
    for (const seed of [`progress-${id}-${players}-a`, `progress-${id}-${players}-b`]) {
      const { outcome, final } = play(game, players, seed);
      expect(final.label).toMatch(/finished/i);
      if (final.fraction !== null) expect(final.fraction).toBe(1);
      expect(final.scores, `${seed}: final scores in the outcome's terms`).toEqual(facts.finalScores(outcome));
    }
  });

  if (facts.variants.length > 0) {
    it.each(facts.variants)(`${facts.progressIds}: with options %o, progress works the same way`, (options) => {
      const players = Math.min(game.maxPlayers, game.minPlayers + 1);
      const { outcome, final } = play(game, players, `progress-${id}-variant`, options);
      expect(final.label).toMatch(/finished/i);
      expect(final.scores).toEqual(facts.finalScores(outcome));
    });
  }

  it(`${facts.debriefIds}: the debrief charts figures every finished game has, and asks open questions`, () => {
    const debrief = game.catalogue?.debrief;
    expect(debrief, 'catalogue.debrief').toBeDefined();
    const { chart, questions } = debrief!;
    expect(chart.title.trim().length).toBeGreaterThan(0);
    expect(chart.figures.length).toBeGreaterThan(0);
    expect(new Set(chart.figures).size).toBe(chart.figures.length);
    const figures = game.catalogue?.figures ?? {};
    for (const key of chart.figures) expect(Object.keys(figures), `catalogue.figures has ${key}`).toContain(key);
    const { outcome } = play(game, game.minPlayers, `debrief-${id}`);
    for (const stats of outcome.stats) {
      for (const key of chart.figures) {
        expect(Object.keys(stats), `outcome.stats has ${key}`).toContain(key);
        expect(['number', 'boolean'], `${key} is a number or a yes/no`).toContain(typeof stats[key]);
      }
    }
    // Every figure a game reports is described, for the end screen or for the lab's reports only.
    const described = { ...figures, ...game.catalogue?.labFigures };
    for (const key of Object.keys(outcome.stats[0] ?? {})) {
      expect(Object.keys(described), `catalogue.figures or labFigures describes ${key}`).toContain(key);
      expect(described[key].label.trim().length).toBeGreaterThan(0);
      expect(described[key].help.trim()).toMatch(/[.)]$/);
    }
    for (const key of Object.keys(game.catalogue?.labFigures ?? {})) expect(Object.keys(figures), `${key} is described once`).not.toContain(key);
    expect(questions.length).toBeGreaterThanOrEqual(5);
    for (const q of questions) {
      expect(typeof q).toBe('string');
      expect(q.trim().length).toBeGreaterThan(0);
      expect(q.trim()).toMatch(/\?$/);
    }
    expect(new Set(questions).size).toBe(questions.length);
    if (facts.questions) expect(questions).toEqual(facts.questions);
    if (facts.doc) {
      const doc = squash(readFileSync(facts.doc, 'utf8'));
      for (const q of questions) expect(doc, `${facts.doc} lists "${q}"`).toContain(squash(q));
    }
  });
});
