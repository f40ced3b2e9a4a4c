/**
 * Scoring (BL-R51, BL-R52, BL-D20): +1 for each person alive, +1 for each person in Western Europe,
 * +1 for each house kept, −1 for each person who died; the most points wins, then the most money;
 * still tied, the first place is shared. `scores` are the points; `stats` hold the breakdown and the
 * figures a facilitator discusses in the debrief (BL-D39).
 */
import { competitionRanks, type Outcome, type Standing } from '../../engine/index.ts';
import { sayInAll, type Translations } from '../../engine/lang.ts';
import { networkOf } from './content.ts';
import { inEurope, onBoard } from './moves.ts';
import { books, type Phrases } from './phrases/index.ts';
import type { BorderlinesState } from './types.ts';

export interface FamilyScore {
  alive: number;
  inEurope: number;
  houses: number;
  dead: number;
  points: number;
}

/** What a score is read from: a state, or a view (boards show the score so far). */
export type ScoreSource = Pick<BorderlinesState, 'contentKey' | 'content' | 'city' | 'camp' | 'walker' | 'turn' | 'houses' | 'deadWar' | 'deadSea' | 'deadTraffickers'>;

/** The score of a family now (a person on the way counts as alive). */
export function familyScore(s: ScoreSource, family: number): FamilyScore {
  const net = networkOf(s);
  const alive = onBoard(s, net, family) + (s.walker && s.turn === family ? 1 : 0);
  const europe = inEurope(s, net, family);
  const dead = s.deadWar[family] + s.deadSea[family] + s.deadTraffickers[family];
  const houses = s.houses[family];
  return { alive, inEurope: europe, houses, dead, points: alive + europe + houses - dead };
}

/** The outcome's reason in every language (BL-D42). */
function reasonOf(why: 'shared' | 'money' | 'points' | 'stopped'): { reason: string; reasonTexts: Translations } {
  // The words never change, so each reason is written once (an outcome ends every playout); each
  // outcome gets its own copy of the translations.
  let words = reasons.get(why);
  if (words === undefined) {
    const say = (b: Phrases) => (why === 'shared' ? b.reasonShared() : why === 'money' ? b.reasonMoney() : why === 'points' ? b.reasonPoints() : b.provisional());
    words = sayInAll(books, say);
    reasons.set(why, words);
  }
  return { reason: words.text, reasonTexts: { ...words.texts } };
}

const reasons = new Map<string, { text: string; texts: Translations }>();

/** Every family's score in one pass over the map (`familyScore` of each, in seat order). */
function familyScores(s: BorderlinesState): FamilyScore[] {
  const net = networkOf(s);
  const n = s.players;
  const alive = new Array<number>(n).fill(0);
  const europe = new Array<number>(n).fill(0);
  for (let p = 0; p < net.n; p++) {
    const city = s.city[p];
    const camp = s.camp[p];
    const star = net.isStar[p];
    for (let f = 0; f < n; f++) {
      const here = city[f] + camp[f];
      alive[f] += here;
      if (star) europe[f] += here;
    }
  }
  const out: FamilyScore[] = [];
  for (let f = 0; f < n; f++) {
    const a = alive[f] + (s.walker && s.turn === f ? 1 : 0);
    const dead = s.deadWar[f] + s.deadSea[f] + s.deadTraffickers[f];
    const houses = s.houses[f];
    out.push({ alive: a, inEurope: europe[f], houses, dead, points: a + europe[f] + houses - dead });
  }
  return out;
}

export function outcomeOf(s: BorderlinesState): Outcome | null {
  if (s.phase !== 'over') return null;
  return ranked(s, false);
}

/**
 * BL-D44: play stopped before the end (a workshop's End play) ranks the families by the scoring of
 * BL-R51 and BL-R52 applied to them as they stand (a person on the way counts as alive), then money;
 * nobody wins a game that did not end.
 */
export function provisionalOutcomeOf(s: BorderlinesState): Outcome {
  return ranked(s, s.phase !== 'over');
}

/** The outcome's numbers alone (types.ts `standing`). */
export function standingOf(s: BorderlinesState): Standing | null {
  return s.phase === 'over' ? standingFrom(s, familyScores(s), false).standing : null;
}

/** Points rank the families, money breaks a tie on points (BL-R52); ranks follow points first. */
function standingFrom(s: BorderlinesState, scores: FamilyScore[], provisional: boolean) {
  const points = scores.map((x) => x.points);
  const keys = scores.map((x, f) => x.points * 1e6 + s.money[f]);
  const best = Math.max(...keys);
  const top = keys.flatMap((k, f) => (k === best ? [f] : []));
  const standing: Standing = {
    scores: points,
    ranks: competitionRanks(keys),
    winners: !provisional && top.length === 1 ? top : [],
    tie: !provisional && top.length > 1,
  };
  return { standing, top, points };
}

function ranked(s: BorderlinesState, provisional: boolean): Outcome {
  const scores = familyScores(s);
  const { standing, top, points } = standingFrom(s, scores, provisional);
  const bestPoints = Math.max(...points);
  const tiedOnPoints = points.filter((p) => p === bestPoints).length > 1;
  return {
    ...reasonOf(provisional ? 'stopped' : top.length > 1 ? 'shared' : tiedOnPoints ? 'money' : 'points'),
    ...standing,
    stats: scores.map((x, f) => ({
      points: x.points,
      alive: x.alive,
      inEurope: x.inEurope,
      houses: x.houses,
      dead: x.dead,
      deadWar: s.deadWar[f],
      deadSea: s.deadSea[f],
      deadTraffickers: s.deadTraffickers[f],
      paidTraffickers: s.stats[f].paidTraffickers,
      paidSmugglers: s.stats[f].paidSmugglers,
      housesSold: s.stats[f].housesSold,
      money: s.money[f],
    })),
  };
}
