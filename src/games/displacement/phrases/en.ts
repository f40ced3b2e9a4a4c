/** Displacement in English: the wording the game has always used (golden records compare it). */
import { countOf } from '../../../engine/index.ts';
import type { Phrases } from './types.ts';

const people = (n: number) => countOf(n, 'person', 'people');
const tokens = (n: number) => countOf(n, 'token');
const communities = (n: number) => countOf(n, 'community', 'communities');

export const en: Phrases = {
  nation: (n, region) => (region ? `Nation ${n + 1} (${region})` : `Nation ${n + 1}`),
  people,
  tokens,
  communities,
  card: (name) => name,

  safeRegions: (names) => (names.length > 0 ? ` Safe: ${names.join(', ')} regions.` : ''),
  crisisLoss: (p, c, safe) => {
    const parts = [p > 0 ? people(p) : '', c > 0 ? communities(c) : ''].filter(Boolean);
    return `You lose ${parts.length ? parts.join(' and ') : 'nothing'}.${safe}`;
  },
  babyBoomEffect: (p) => `${people(p)} born, who need homes.`,
  crashEffect: (d, o) => `You lose ${tokens(d)}, every other nation ${tokens(o)}; no income for you this turn and next.`,
  pandemicEffect: (p, safe) => `Every nation loses ${people(p)}.${safe}`,
  marketBoomEffect: (c, t) => `You gain ${communities(c)} and ${tokens(t)}.`,
  techEffect: (t) => `You gain ${tokens(t)}.`,
  urbanizationEffect: (p) => `Every other nation sends ${people(p)} to the nation with the most communities.`,
  aidEffect: (t) => `The nation with the most tokens gives ${tokens(t)} to the nation with the fewest.`,

  unknownAction: (a) => `Unknown action ${a}`,
  actBlock: (cost, card) => `Pay ${tokens(cost)} to block ${card}`,
  actBlockAny: 'Block the scenario',
  actAccept: (card, effect) => `Do not block ${card}: ${effect}`,
  actAcceptAny: 'Face the scenario',
  actBuy: (cost, have) => `Buy a community for ${tokens(cost)} (${tokens(have)} now)`,
  actHouse: (d) => `Move a displaced person into a community (${people(d)} displaced)`,
  actShelter: (cost, d) => `Pay ${tokens(cost)} of emergency shelter for ${people(d)} and end the turn`,
  actGive: (to) => `Hand a displaced person over to ${to}`,
  actEnd: 'End the turn',

  evBlock: (n, cost, card) => `${n} pays ${tokens(cost)} to block ${card}: it has no effect on anyone.`,
  evBuy: (n, cost) => `${n} buys a community for ${tokens(cost)}.`,
  evHouse: (n, from) => `${n} moves a displaced person${from === null ? '' : ` from ${from}`} into a permanent home.`,
  evGive: (n, to) => `${n} cannot pay for shelter and hands a displaced person to ${to}, which takes them in.`,
  evShelter: (n, cost, p) => `${n} pays ${tokens(cost)} for emergency shelter: ${people(p)} ${p === 1 ? 'stays' : 'stay'} another turn.`,
  evDraw: (n, card) => `${n} draws ${card}.`,
  evSafe: (n, card) => `${n} is a safe region: ${card} has no effect.`,
  evLoss: (n, p, why) => `${n}: ${people(p)} died (${why}).`,
  evCommunityLoss: (n, c, card) => `${n} loses ${communities(c)} to ${card}; the families living there are displaced.`,
  evGrowth: (n, p) => `${n}: ${people(p)} born, who need homes.`,
  evCrash: (n, d, o) => `Stock Market Crash: ${n} loses ${tokens(d)} and earns no income this turn and next; every other nation loses ${tokens(o)}.`,
  evBoom: (n, c, t) => `${n} gains ${communities(c)} and ${tokens(t)}.`,
  evGain: (n, t) => `${n} gains ${tokens(t)}.`,
  evMigration: (p, from, to) => `${people(p)} from ${from} ${p === 1 ? 'moves' : 'move'} to ${to} in search of work.`,
  evAid: (giver, to, t) => `Development Aid: ${giver} gives ${tokens(t)} to ${to}.`,
  evNoIncome: (n) => `${n} earns no income: the Stock Market Crash still holds.`,
  evIncome: (n, t) => `${n} collects ${tokens(t)} from its full communities.`,
  evCrashOver: (n) => `${n} discards its Stock Market Crash.`,
  evOver: (r) => `After ${r} rounds no nation has fulfilled its goal: the game ends and nobody wins.`,
  evAnnounce: (n, goal, text) => `${n} announces its goal fulfilled: ${goal}. ${text}`,

  unknownGoal: 'unknown',
  provisional: () => 'Play was stopped before the end: nations ranked by how close each came to its secret goal',
  reasonNobody: (r) => `No nation fulfilled its goal within ${r} rounds: nobody wins`,
  reasonOne: (goal) => `A nation fulfilled its goal (${goal})`,
  reasonMany: (count, goals) => `${count} nations fulfilled their goals together (${goals.join(', ')})`,
  progressOver: 'Finished',
  progressRound: (r, rounds) => `Round ${r} of ${rounds}`,
  progressRoundOpen: (r) => `Round ${r}`,
};
