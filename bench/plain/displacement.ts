/**
 * Displacement as a plain mutable engine (bench/plain/engine.ts): the rules of docs/rules/displacement.md
 * with the variants off. A nation's board is a row of `squares` counts (-1 for an empty square, else the
 * people living in that community); its displaced people a count (the rules never ask whose they are);
 * the deck and the discard pile as piles (pile.ts). The rule IDs say which rule each part
 * plays; the order of every step is ours, so both engines draw the same cards from the same generator.
 */
import type { RngState } from '../../src/engine/index.ts';
import { enc } from '../../src/games/displacement/actions.ts';
import { contentOf } from '../../src/games/displacement/content.ts';
import { DISPLACEMENT_LIMITS, MAX_NATIONS, type ScenarioCard } from '../../src/games/displacement/data/index.ts';
import type { DisplacementState } from '../../src/games/displacement/types.ts';
import { listDiffers, valueDiffers, type PlainEngine } from './engine.ts';
import { cardsIn, drawFrom, pileOf, put, type Pile } from './pile.ts';

const BLOCK = enc.block();
const ACCEPT = enc.accept();
const BUY = enc.buy();
const HOUSE = enc.house();
const SHELTER = enc.shelter();
const GIVE = enc.give(0);
const END = enc.end();

const KINDS = ['crisis', 'babyBoom', 'crash', 'pandemic', 'marketBoom', 'techInnovation', 'urbanization', 'developmentAid'] as const;
const [CRISIS, BABY_BOOM, CRASH, PANDEMIC, MARKET_BOOM, TECH, URBANIZATION, AID] = [0, 1, 2, 3, 4, 5, 6, 7];
const GOALS = ['humanitarian', 'metropolitan', 'entrepreneurial'] as const;
const [HUMANITARIAN, METROPOLITAN] = [0, 1];
const RESPOND = 0;
const HOUSING = 1;
const OVER = 2;
const EMPTY = -1;

/** The cards as columns of numbers; a field a kind does not have is 0. */
interface Cards {
  kind: Int8Array;
  /** What blocking costs, or -1 when the card cannot be blocked (DP-R35..DP-R38). */
  cost: Int8Array;
  people: Int8Array;
  communities: Int8Array;
  tokens: Int8Array;
  drawerLoses: Int8Array;
  othersLose: Int8Array;
  turns: Int8Array;
}

export interface PlainDisplacement {
  players: number;
  squares: number;
  capacity: number;
  communityCost: number;
  shelterCost: number;
  income: number;
  goalTokens: number;
  cards: Cards;
  /** `safe[card * players + n]`: nation n's region is safe from the card (DP-R9). */
  safe: Uint8Array;
  goal: Int8Array;
  rng: RngState;
  round: number;
  phase: number;
  current: number;
  scenario: number;
  tokens: Int32Array;
  /** `grid[n * squares + i]`: the people living on square i of nation n, or EMPTY. */
  grid: Int8Array;
  displaced: Int32Array;
  turnsTaken: Int32Array;
  /** Stock Market Crashes held (DP-R32): up to `heldMax` a nation, card and turns left. */
  heldCard: Int16Array;
  heldTurns: Int8Array;
  heldCount: Int8Array;
  heldMax: number;
  deck: Pile;
  discard: Pile;
  /** Bit n: nation n fulfilled its goal (DP-R23); set when the game ends. */
  winners: number;
}

function cardsOf(scenarios: readonly ScenarioCard[]): Cards {
  const n = scenarios.length;
  const cols: Cards = {
    kind: new Int8Array(n), cost: new Int8Array(n), people: new Int8Array(n), communities: new Int8Array(n),
    tokens: new Int8Array(n), drawerLoses: new Int8Array(n), othersLose: new Int8Array(n), turns: new Int8Array(n),
  };
  scenarios.forEach((c, i) => {
    cols.kind[i] = KINDS.indexOf(c.kind);
    cols.cost[i] = 'cost' in c ? c.cost : -1;
    if ('people' in c) cols.people[i] = c.people;
    if ('communities' in c) cols.communities[i] = c.communities;
    if ('tokens' in c) cols.tokens[i] = c.tokens;
    if (c.kind === 'crash') { cols.drawerLoses[i] = c.drawerLoses; cols.othersLose[i] = c.othersLose; cols.turns[i] = c.turns; }
  });
  return cols;
}

function load(raw: unknown): PlainDisplacement {
  const s = raw as DisplacementState;
  if (s.variants.length > 0) throw new Error('The plain Displacement engine plays the rulebook: no variants');
  const content = contentOf(s);
  const r = content.rules;
  const P = s.players;
  const cards = cardsOf(content.scenarios);
  const safe = new Uint8Array(content.scenarios.length * P);
  content.scenarios.forEach((c, i) => {
    if (c.kind !== 'crisis' && c.kind !== 'pandemic') return;
    for (let n = 0; n < P; n++) {
      const attrs = content.regions[s.region[n]].attributes;
      safe[i * P + n] = c.safe.some((a) => attrs.includes(a)) ? 1 : 0;
    }
  });
  const grid = new Int8Array(P * r.squares);
  for (let n = 0; n < P; n++) for (let i = 0; i < r.squares; i++) grid[n * r.squares + i] = s.grid[n][i]?.length ?? EMPTY;
  const heldMax = content.scenarios.length;
  const heldCard = new Int16Array(P * heldMax);
  const heldTurns = new Int8Array(P * heldMax);
  const heldCount = new Int8Array(P);
  for (let n = 0; n < P; n++) {
    s.held[n].forEach((h, k) => { heldCard[n * heldMax + k] = h.card; heldTurns[n * heldMax + k] = h.turns; });
    heldCount[n] = s.held[n].length;
  }
  return {
    players: P, squares: r.squares, capacity: r.capacity, communityCost: r.communityCost, shelterCost: r.shelterCost,
    income: r.income, goalTokens: r.entrepreneurialTokens, cards, safe,
    goal: Int8Array.from(s.goal, (g) => GOALS.indexOf(content.goals[g].goal)),
    rng: [...s.rng], round: s.round, phase: s.phase === 'respond' ? RESPOND : s.phase === 'house' ? HOUSING : OVER,
    current: s.current, scenario: s.scenario, tokens: Int32Array.from(s.tokens), grid,
    displaced: Int32Array.from(s.displaced, (d) => d.length), turnsTaken: Int32Array.from(s.turnsTaken),
    heldCard, heldTurns, heldCount, heldMax, deck: pileOf(s.deck, content.scenarios.length), discard: pileOf(s.discard, content.scenarios.length),
    winners: s.winners.reduce((bits, n) => bits | (1 << n), 0),
  };
}

function firstEmpty(p: PlainDisplacement, n: number): number {
  const base = n * p.squares;
  for (let i = 0; i < p.squares; i++) if (p.grid[base + i] === EMPTY) return i;
  return -1;
}

/** DP-D12: the first community with room. */
function firstRoom(p: PlainDisplacement, n: number): number {
  const base = n * p.squares;
  for (let i = 0; i < p.squares; i++) {
    const c = p.grid[base + i];
    if (c !== EMPTY && c < p.capacity) return i;
  }
  return -1;
}

function communities(p: PlainDisplacement, n: number): number {
  const base = n * p.squares;
  let c = 0;
  for (let i = 0; i < p.squares; i++) if (p.grid[base + i] !== EMPTY) c++;
  return c;
}

function legal(p: PlainDisplacement, seat: number, out: Int32Array): number {
  if (p.phase === OVER || seat !== p.current) return 0;
  if (p.phase === RESPOND) { out[0] = BLOCK; out[1] = ACCEPT; return 2; }
  let k = 0;
  const d = p.displaced[seat];
  const t = p.tokens[seat];
  const canBuy = t >= p.communityCost && firstEmpty(p, seat) >= 0; // DP-R17
  if (canBuy) out[k++] = BUY;
  if (d > 0 && firstRoom(p, seat) >= 0) out[k++] = HOUSE;
  if (d > 0 && t >= d * p.shelterCost && !canBuy) out[k++] = SHELTER; // DP-R18, DP-D13
  if (d > 0 && t < d * p.shelterCost) for (let to = 0; to < p.players; to++) if (to !== seat) out[k++] = GIVE + to; // DP-R19
  if (d === 0) out[k++] = END;
  return k;
}

/** DP-R12, DP-D11: people die unhoused first, then from the community nearest the top left. Returns how many. */
function removePeople(p: PlainDisplacement, n: number, count: number): number {
  let gone = Math.min(count, p.displaced[n]);
  p.displaced[n] -= gone;
  const base = n * p.squares;
  for (let i = 0; i < p.squares && gone < count; i++) {
    const c = p.grid[base + i];
    if (c <= 0) continue;
    const take = Math.min(c, count - gone);
    p.grid[base + i] = c - take;
    gone += take;
  }
  return gone;
}

/** DP-R13: communities go from the top left; their people become displaced. */
function removeCommunities(p: PlainDisplacement, n: number, count: number): void {
  const base = n * p.squares;
  for (let i = 0, lost = 0; i < p.squares && lost < count; i++) {
    const c = p.grid[base + i];
    if (c === EMPTY) continue;
    p.displaced[n] += c;
    p.grid[base + i] = EMPTY;
    lost++;
  }
}

function addCommunities(p: PlainDisplacement, n: number, count: number): void {
  for (let added = 0; added < count; added++) {
    const i = firstEmpty(p, n);
    if (i < 0) return;
    p.grid[n * p.squares + i] = 0;
  }
}

/** DP-R23..DP-R27, DP-D18: every nation whose goal is met wins; the game ends. */
function checkGoals(p: PlainDisplacement): boolean {
  let nobodyDisplaced = true;
  for (let n = 0; n < p.players; n++) if (p.displaced[n] > 0) { nobodyDisplaced = false; break; }
  let winners = 0;
  for (let n = 0; n < p.players; n++) {
    const g = p.goal[n];
    const met = g === HUMANITARIAN ? nobodyDisplaced : g === METROPOLITAN ? communities(p, n) >= p.squares : p.tokens[n] >= p.goalTokens;
    if (met) winners |= 1 << n;
  }
  if (winners === 0) return false;
  p.phase = OVER;
  p.winners = winners;
  return true;
}

function toHousing(p: PlainDisplacement): void {
  if (!checkGoals(p)) p.phase = HOUSING;
}

/** The nation nearest clockwise from `from` (itself first) for which `is` holds (DP-D14). */
function nearestClockwise(p: PlainDisplacement, from: number, is: (n: number) => boolean): number {
  for (let k = 0; k < p.players; k++) {
    const n = (from + k) % p.players;
    if (is(n)) return n;
  }
  return -1;
}

/** The card's consequences (DP-R11..DP-R16, DP-R28..DP-R38). */
function resolve(p: PlainDisplacement): void {
  const c = p.cards;
  const card = p.scenario;
  const cur = p.current;
  switch (c.kind[card]) {
    case CRISIS:
      removePeople(p, cur, c.people[card]);
      removeCommunities(p, cur, c.communities[card]);
      return;
    case BABY_BOOM:
      p.displaced[cur] += c.people[card];
      return;
    case CRASH: {
      for (let n = 0; n < p.players; n++) p.tokens[n] = Math.max(0, p.tokens[n] - (n === cur ? c.drawerLoses[card] : c.othersLose[card]));
      const k = cur * p.heldMax + p.heldCount[cur]++;
      p.heldCard[k] = card;
      p.heldTurns[k] = c.turns[card];
      return;
    }
    case PANDEMIC:
      for (let n = 0; n < p.players; n++) if (p.safe[card * p.players + n] === 0) removePeople(p, n, c.people[card]);
      return;
    case MARKET_BOOM:
      addCommunities(p, cur, c.communities[card]);
      p.tokens[cur] += c.tokens[card];
      return;
    case TECH:
      p.tokens[cur] += c.tokens[card];
      return;
    case URBANIZATION: {
      let most = 0;
      for (let n = 0; n < p.players; n++) most = Math.max(most, communities(p, n));
      const to = nearestClockwise(p, cur, (n) => communities(p, n) === most);
      for (let k = 0; k < p.players; k++) {
        const from = (cur + k) % p.players;
        if (from !== to) p.displaced[to] += removePeople(p, from, c.people[card]);
      }
      return;
    }
    case AID: {
      let rich = 0;
      for (let n = 0; n < p.players; n++) rich = Math.max(rich, p.tokens[n]);
      const giver = nearestClockwise(p, cur, (n) => p.tokens[n] === rich);
      let poor = Infinity;
      for (let n = 0; n < p.players; n++) if (n !== giver) poor = Math.min(poor, p.tokens[n]);
      const to = nearestClockwise(p, cur, (n) => n !== giver && p.tokens[n] === poor);
      const amount = Math.min(c.tokens[card], p.tokens[giver]);
      p.tokens[giver] -= amount;
      p.tokens[to] += amount;
      return;
    }
  }
}

/** DP-R7, DP-R8, DP-D10: the turn begins with a draw; the drawer chooses only when blocking could matter. */
function startTurn(p: PlainDisplacement): void {
  const card = drawFrom(p.rng, p.deck, p.discard); // DP-R21
  p.scenario = card;
  const kind = p.cards.kind[card];
  if (kind === CRISIS && p.safe[card * p.players + p.current] === 1) { p.phase = HOUSING; return; }
  const cost = p.cards.cost[card];
  if (cost >= 0 && p.tokens[p.current] >= cost) { p.phase = RESPOND; return; }
  resolve(p);
  toHousing(p);
}

/** DP-R20, DP-R21, DP-R32: income, the crashes held, the discard, then the next nation; DP-D19's bound. */
function endTurn(p: PlainDisplacement): void {
  const cur = p.current;
  const held = cur * p.heldMax;
  let count = p.heldCount[cur];
  if (p.turnsTaken[cur] >= 1 && count === 0) {
    let full = 0;
    for (let i = 0; i < p.squares; i++) if (p.grid[cur * p.squares + i] >= p.capacity) full++;
    p.tokens[cur] += p.income * full;
  }
  let heldNow = false;
  for (let k = 0; k < count; k++) if (p.heldCard[held + k] === p.scenario) heldNow = true;
  if (!heldNow) put(p.discard, p.scenario);
  let kept = 0;
  for (let k = 0; k < count; k++) {
    const turns = p.heldTurns[held + k] - 1;
    if (turns > 0) { p.heldCard[held + kept] = p.heldCard[held + k]; p.heldTurns[held + kept] = turns; kept++; }
    else put(p.discard, p.heldCard[held + k]);
  }
  count = kept;
  p.heldCount[cur] = count;
  p.scenario = -1;
  p.turnsTaken[cur]++;
  if (checkGoals(p)) return;
  const next = (cur + 1) % p.players;
  if (next === 0) {
    if (p.round >= DISPLACEMENT_LIMITS.rounds) { p.phase = OVER; p.winners = 0; return; }
    p.round++;
  }
  p.current = next;
  startTurn(p);
}

function play(p: PlainDisplacement, seat: number, a: number): void {
  if (a === BLOCK) { p.tokens[seat] -= p.cards.cost[p.scenario]; toHousing(p); return; }
  if (a === ACCEPT) { resolve(p); toHousing(p); return; }
  if (a === BUY) { p.tokens[seat] -= p.communityCost; addCommunities(p, seat, 1); checkGoals(p); return; }
  if (a === HOUSE) { p.displaced[seat]--; p.grid[seat * p.squares + firstRoom(p, seat)]++; checkGoals(p); return; }
  if (a >= GIVE && a < GIVE + MAX_NATIONS) { p.displaced[seat]--; p.displaced[a - GIVE]++; checkGoals(p); return; }
  if (a === SHELTER) { p.tokens[seat] -= p.displaced[seat] * p.shelterCost; endTurn(p); return; }
  if (a === END) { endTurn(p); return; }
  throw new Error(`Unknown Displacement action ${a}`);
}

function differs(p: PlainDisplacement, raw: unknown): string | null {
  const s = raw as DisplacementState;
  const phase = s.phase === 'respond' ? RESPOND : s.phase === 'house' ? HOUSING : OVER;
  const grid: number[] = [];
  for (const row of s.grid) for (const sq of row) grid.push(sq === null ? EMPTY : sq.length);
  const winners = s.winners.reduce((bits, n) => bits | (1 << n), 0);
  return valueDiffers('phase', phase, p.phase) ?? valueDiffers('current', s.current, p.current)
    ?? valueDiffers('round', s.round, p.round) ?? valueDiffers('scenario', s.scenario, p.scenario)
    ?? listDiffers('tokens', s.tokens, p.tokens) ?? listDiffers('displaced', s.displaced.map((d) => d.length), p.displaced)
    ?? listDiffers('grid', grid, p.grid) ?? listDiffers('deck', s.deck, cardsIn(p.deck))
    ?? listDiffers('discard', s.discard, cardsIn(p.discard))
    ?? listDiffers('held', s.held.map((h) => h.length), p.heldCount)
    ?? valueDiffers('winners', winners, p.winners);
}

export const plainDisplacement: PlainEngine<PlainDisplacement> = {
  game: 'displacement',
  load,
  toMove: (p) => (p.phase === OVER ? -1 : p.current),
  legal,
  play,
  differs,
};
