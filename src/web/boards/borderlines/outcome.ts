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
import { pick, type Lang } from '../../../engine/lang.ts';
import type { OutcomeWords } from '../types.ts';
import { cap, countIn, familyName, listWords, money, people, theFamily, tr } from './words.ts';

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

/** "lost 2 people to the war, 1 at sea and 1 to traffickers" / "lost nobody". */
function losses(f: Figures, lang: Lang): string {
  const t = tr(lang);
  const parts = [
    f.deadWar ? t('outcome.lossWar', { people: people(f.deadWar, lang) }) : '',
    f.deadSea ? t('outcome.lossSea', { n: f.deadSea }) : '',
    f.deadTraffickers ? t('outcome.lossTraffickers', { n: f.deadTraffickers }) : '',
  ].filter(Boolean);
  return parts.length ? t('outcome.lost', { list: listWords(parts, lang) }) : t('outcome.lostNobody');
}

export function explainBorderlines(outcome: Outcome, view: unknown, names: string[], lang: Lang = 'en'): string[] {
  const c = contentFrom(view);
  const t = tr(lang);
  const points = (n: number) => countIn(t, n, 'point');
  const houses = (n: number) => countIn(t, n, 'house');
  const n = outcome.scores.length;
  const f = Array.from({ length: n }, (_, p) => figures(outcome, p));
  const fam = (p: number) => theFamily(c, p, lang);
  // "the Haddad family (Amal)", or "the Haddad family, Player 1 (you)," when the name has brackets of its own.
  const who = (p: number, before: 'verb' | 'colon' = 'verb') => {
    const name = names[p];
    if (!name) return fam(p);
    if (!name.includes('(')) return t('outcome.who', { family: fam(p), name });
    return t(before === 'verb' ? 'outcome.whoVerb' : 'outcome.whoColon', { family: fam(p), name });
  };
  const order = [...Array(n).keys()].sort((a, b) => outcome.ranks[a] - outcome.ranks[b] || a - b);
  const lines: string[] = [];

  const top = order.filter((p) => outcome.ranks[p] === 1);
  const best = f[order[0]]?.points ?? 0;
  const level = order.filter((p) => f[p].points === best);
  // "the Haddad and Khalil families": a list of families, the players named in the lines below.
  const families = (ps: number[]) => t('words.families', {
    count: ps.length,
    names: listWords([...ps].sort((a, b) => a - b).map((p) => t('words.familyItem', { name: familyName(c, p, lang) })), lang),
  });
  if (outcome.tie || top.length > 1) {
    lines.push(t('outcome.shared', { families: cap(families(top)), points: best, money: money(f[top[0]].money) }));
  } else if (level.length > 1) {
    const w = top[0];
    const richest = level.filter((p) => p !== w).sort((a, b) => f[b].money - f[a].money)[0];
    const had = level.length === 2 ? t('outcome.bothHad') : t('outcome.allHad');
    lines.push(t('outcome.moneyTie', { families: cap(families(level)), had, points: points(best), winner: who(w), money: money(f[w].money), other: money(f[richest].money) }));
  } else if (order.length > 1) {
    const w = order[0];
    const next = order[1];
    lines.push(t('outcome.won', { winner: cap(who(w)), points: points(f[w].points), next: who(next), nextPoints: f[next].points }));
  } else if (order.length === 1) {
    lines.push(t('outcome.only', { who: cap(who(order[0])), points: points(f[order[0]].points) }));
  }
  lines.push(t('outcome.rule'));

  for (const p of order) {
    const x = f[p];
    lines.push(t('outcome.family', {
      who: cap(who(p, 'colon')), alive: x.alive, europe: x.inEurope, houses: houses(x.houses), dead: x.dead, points: points(x.points), money: money(x.money),
      losses: losses(x, lang), traffickers: money(x.paidTraffickers), smugglers: money(x.paidSmugglers), sold: houses(x.housesSold),
    }));
  }

  const sum = (k: keyof Figures) => f.reduce((s, x) => s + x[k], 0);
  const dead = sum('dead');
  const causes = [
    sum('deadWar') ? t('outcome.causeWar', { n: sum('deadWar') }) : '',
    sum('deadSea') ? t('outcome.causeSea', { n: sum('deadSea') }) : '',
    sum('deadTraffickers') ? t('outcome.causeTraffickers', { n: sum('deadTraffickers') }) : '',
  ].filter(Boolean);
  const paid = { traffickers: money(sum('paidTraffickers')), smugglers: money(sum('paidSmugglers')), sold: houses(sum('housesSold')) };
  lines.push(dead === 0
    ? t('outcome.survived', paid)
    : t('outcome.died', { dead: people(dead, lang), causes: listWords(causes, lang), ...paid }));
  const everyone = c.places.filter((pl) => pl.kind === 'zone').length * c.rules.peoplePerZone * n;
  const arrived = sum('inEurope');
  lines.push(arrived === 0 ? t('outcome.arrivedNone', { everyone }) : t('outcome.arrived', { count: arrived, everyone }));
  return lines;
}

/** The rulebook's debriefing questions (BL-R53, BL-D32), from the game's content, in `lang` (BL-D42). */
export function debriefQuestions(view: unknown, lang: Lang = 'en'): string[] {
  return contentFrom(view).debrief.map((q) => pick(q, lang));
}

export const borderlinesOutcomeWords: OutcomeWords = { explain: explainBorderlines, questions: debriefQuestions };
