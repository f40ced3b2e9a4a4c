/**
 * Every sentence Displacement says to players, as functions (DP-D31): one phrasebook per language
 * (en.ts, zh-Hant.ts), the same shape, so a missing translation is a type error. Names (nations, cards,
 * goals, climates) arrive already in the reader's language, picked from the content.
 */
export interface Phrases {
  // Names and counts.
  nation(n: number, region?: string): string;
  people(n: number): string;
  tokens(n: number): string;
  communities(n: number): string;
  /** A card's name quoted in a sentence ("Flood" stays as it is in English). */
  card(name: string): string;

  // What a card does if it is not blocked (effectText).
  safeRegions(names: string[]): string;
  crisisLoss(people: number, communities: number, safe: string): string;
  babyBoomEffect(people: number): string;
  crashEffect(drawerLoses: number, othersLose: number): string;
  pandemicEffect(people: number, safe: string): string;
  marketBoomEffect(communities: number, tokens: number): string;
  techEffect(tokens: number): string;
  urbanizationEffect(people: number): string;
  aidEffect(tokens: number): string;

  // Action words (describeAction).
  unknownAction(action: number): string;
  actBlock(cost: number, card: string): string;
  actBlockAny: string;
  actAccept(card: string, effect: string): string;
  actAcceptAny: string;
  actBuy(cost: number, have: number): string;
  actHouse(displaced: number): string;
  actShelter(cost: number, displaced: number): string;
  actGive(to: string): string;
  actEnd: string;

  // Events.
  evBlock(nation: string, cost: number, card: string): string;
  evBuy(nation: string, cost: number): string;
  evHouse(nation: string, from: string | null): string;
  evGive(nation: string, to: string): string;
  evShelter(nation: string, cost: number, people: number): string;
  evDraw(nation: string, card: string): string;
  evSafe(nation: string, card: string): string;
  evLoss(nation: string, people: number, why: string): string;
  evCommunityLoss(nation: string, communities: number, card: string): string;
  evGrowth(nation: string, people: number): string;
  evCrash(nation: string, drawerLoses: number, othersLose: number): string;
  evBoom(nation: string, communities: number, tokens: number): string;
  evGain(nation: string, tokens: number): string;
  evMigration(people: number, from: string, to: string): string;
  evAid(giver: string, to: string, tokens: number): string;
  evNoIncome(nation: string): string;
  evIncome(nation: string, tokens: number): string;
  evCrashOver(nation: string): string;
  evOver(rounds: number): string;
  evAnnounce(nation: string, goal: string, text: string): string;

  // The outcome and the progress label.
  unknownGoal: string;
  /** The reason of a provisional ranking, when play is stopped before the end (a workshop's End play). */
  provisional(): string;
  reasonNobody(rounds: number): string;
  reasonOne(goal: string): string;
  reasonMany(count: number, goals: string[]): string;
  progressOver: string;
  progressRound(round: number, rounds: number): string;
  /** The round when the game has no round limit (DP-D19). */
  progressRoundOpen(round: number): string;
}
