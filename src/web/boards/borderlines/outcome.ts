/**
 * The end of a Borderlines game in plain sentences: who won on what (the most points, BL-R52; money
 * only breaks a tie; a tie on both is shared, BL-D20), each family's points in words (BL-R51), what
 * happened to it — people lost to the war, at sea and to traffickers, money paid, houses sold
 * (BL-D39); the rulebook's debriefing questions (BL-R53, BL-D32) are listed apart. Every number
 * comes from the outcome's figures; the families' names and the questions from the content. Sentences
 * take the family as their subject, so a player called "You" reads right.
 */
import type { Outcome } from '../../../engine/index.ts';
import { contentOf, DEFAULT_CONTENT, type BorderlinesContent, type BorderlinesView } from '../../../games/borderlines/index.ts';
import type { OutcomeWords } from '../types.ts';
import { cap, countOf, familyName, listWords, money, people } from './words.ts';

interface Figures {
  points: number;
  alive: number;
  inEurope: number;
  houses: number;
  dead: number;
  deadWar: number;
  deadSea: number;
  deadTraffickers: number;
  paidTraffickers: number;
  paidSmugglers: number;
  housesSold: number;
  money: number;
}

const KEYS: Array<keyof Figures> = ['points', 'alive', 'inEurope', 'houses', 'dead', 'deadWar', 'deadSea', 'deadTraffickers', 'paidTraffickers', 'paidSmugglers', 'housesSold', 'money'];

function figures(outcome: Outcome, seat: number): Figures {
  const s = outcome.stats[seat] ?? {};
  const f = {} as Figures;
  for (const k of KEYS) f[k] = typeof s[k] === 'number' ? s[k] : 0;
  if (typeof s.points !== 'number') f.points = outcome.scores[seat] ?? 0;
  return f;
}

/**
 * The content a view names; without a view (an end screen drawn from the outcome alone) the default.
 * A view naming custom content it does not carry is an error, never quietly the default's names.
 */
function contentFrom(view: unknown): BorderlinesContent {
  const v = view as Partial<BorderlinesView> | null;
  if (v && typeof v === 'object' && typeof v.contentKey === 'string') return contentOf(v as BorderlinesView);
  return DEFAULT_CONTENT;
}

function points(n: number): string {
  return countOf(n, 'point');
}

/** "lost 2 people to the war, 1 at sea and 1 to traffickers" / "lost nobody". */
function losses(f: Figures): string {
  const parts = [
    f.deadWar ? `${people(f.deadWar)} to the war` : '',
    f.deadSea ? `${f.deadSea} at sea` : '',
    f.deadTraffickers ? `${f.deadTraffickers} to traffickers` : '',
  ].filter(Boolean);
  return parts.length ? `lost ${listWords(parts)}` : 'lost nobody';
}

export function explainBorderlines(outcome: Outcome, view: unknown, names: string[]): string[] {
  const c = contentFrom(view);
  const n = outcome.scores.length;
  const f = Array.from({ length: n }, (_, p) => figures(outcome, p));
  const fam = (p: number) => `the ${familyName(c, p)} family`;
  // "the Haddad family (Amal)", or "the Haddad family, Player 1 (you)," when the name has brackets of its own.
  const who = (p: number, before: 'verb' | 'colon' = 'verb') => {
    const name = names[p];
    if (!name) return fam(p);
    if (!name.includes('(')) return `${fam(p)} (${name})`;
    return before === 'verb' ? `${fam(p)}, ${name},` : `${fam(p)}, ${name}`;
  };
  const order = [...Array(n).keys()].sort((a, b) => outcome.ranks[a] - outcome.ranks[b] || a - b);
  const lines: string[] = [];

  const top = order.filter((p) => outcome.ranks[p] === 1);
  const best = f[order[0]]?.points ?? 0;
  const level = order.filter((p) => f[p].points === best);
  // "the Haddad and Khalil families": a list of families, the players named in the lines below.
  const families = (ps: number[]) => `the ${listWords([...ps].sort((a, b) => a - b).map((p) => familyName(c, p)))} ${ps.length === 1 ? 'family' : 'families'}`;
  if (outcome.tie || top.length > 1) {
    lines.push(`${cap(families(top))} tied on points (${best}) and on money (${money(f[top[0]].money)}): they share first place.`);
  } else if (level.length > 1) {
    const w = top[0];
    const richest = level.filter((p) => p !== w).sort((a, b) => f[b].money - f[a].money)[0];
    const had = level.length === 2 ? 'both had' : 'all had';
    lines.push(`${cap(families(level))} ${had} ${points(best)}. Money breaks the tie: ${who(w)} won with ${money(f[w].money)} to ${money(f[richest].money)}.`);
  } else if (order.length > 1) {
    const w = order[0];
    const next = order[1];
    lines.push(`${cap(who(w))} won with ${points(f[w].points)}; ${who(next)} came next with ${f[next].points}.`);
  } else if (order.length === 1) {
    lines.push(`${cap(who(order[0]))} finished with ${points(f[order[0]].points)}.`);
  }
  lines.push('Points: one for each person alive, one more for each person in Western Europe, one for each house kept, and one less for each person who died. Money only breaks a tie.');

  for (const p of order) {
    const x = f[p];
    lines.push(
      `${cap(who(p, 'colon'))}: ${x.alive} alive + ${x.inEurope} in Western Europe + ${countOf(x.houses, 'house')} kept − ${x.dead} died = ${points(x.points)}, with ${money(x.money)} left. `
      + `The family ${losses(x)}, paid ${money(x.paidTraffickers)} to traffickers and ${money(x.paidSmugglers)} to smugglers, and sold ${countOf(x.housesSold, 'house')}.`,
    );
  }

  const sum = (k: keyof Figures) => f.reduce((s, x) => s + x[k], 0);
  const dead = sum('dead');
  const causes = [
    sum('deadWar') ? `${sum('deadWar')} in the war` : '',
    sum('deadSea') ? `${sum('deadSea')} at sea` : '',
    sum('deadTraffickers') ? `${sum('deadTraffickers')} at the hands of traffickers` : '',
  ].filter(Boolean);
  lines.push(dead === 0
    ? `Every family member survived. The families paid ${money(sum('paidTraffickers'))} to traffickers and ${money(sum('paidSmugglers'))} to smugglers, and sold ${countOf(sum('housesSold'), 'house')}.`
    : `In all, ${countOf(dead, 'person', 'people')} died: ${listWords(causes)}. The families paid ${money(sum('paidTraffickers'))} to traffickers and ${money(sum('paidSmugglers'))} to smugglers, and sold ${countOf(sum('housesSold'), 'house')}.`);
  const everyone = c.places.filter((pl) => pl.kind === 'zone').length * c.rules.peoplePerZone * n;
  const arrived = sum('inEurope');
  lines.push(arrived === 0
    ? `None of the ${everyone} family members who set out reached Western Europe.`
    : `${arrived} of the ${everyone} family members who set out ${arrived === 1 ? 'is' : 'are'} in Western Europe.`);
  return lines;
}

/** The rulebook's debriefing questions (BL-R53, BL-D32), from the game's content. */
export function debriefQuestions(view: unknown): string[] {
  return contentFrom(view).debrief.map((q) => q.en);
}

export const borderlinesOutcomeWords: OutcomeWords = { explain: explainBorderlines, questions: debriefQuestions };
