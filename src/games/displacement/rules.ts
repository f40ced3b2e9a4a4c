/**
 * The turn (DP-R7..DP-R21): a scenario is drawn as the turn begins (DP-D10); the drawer may block it
 * (DP-R8) or face it (DP-R10..DP-R16, DP-R28..DP-R38); then it houses its people (DP-R17..DP-R19),
 * and at the end of its turn collects income (DP-R20). Goals are checked after every step (DP-R23,
 * DP-D18). The rulebook's only ending is a goal announced; a game must end, so it stops after
 * `roundCap` rounds with no winner (DP-D19: `rules.rounds` with the 16-round limit, else the content's
 * bound). Rule variants (variants.ts, DP-D32) change DP-D13, DP-D19, DP-D26 and DP-D29.
 */
import { pick, sayInAll, shuffleInPlace, type GameEvent, type Lang, type Seat } from '../../engine/index.ts';
import { enc } from './actions.ts';
import { addCommunities, communities, firstEmpty, firstRoom, fullCommunities, isSafe, nearestClockwise, ownDisplaced, ownSquare, removeCommunities, removePeople, statsOf, type Events } from './board.ts';
import { contentOf, type ContentRef } from './content.ts';
import { DISPLACEMENT_LIMITS, MAX_NATIONS, type DisplacementContent, type Goal, type ScenarioCard } from './data/index.ts';
import { books, type Phrases } from './phrases/index.ts';
import type { DisplacementState } from './types.ts';
import { on } from './variants.ts';
import { nationName } from './words.ts';

export type { Events };

/**
 * An event in every language (DP-D31): `words` is asked once per phrasebook. Callers guard with
 * `if (ev)`, so that a fast playout (no events) does not even build the sentence's closure and data.
 */
function say(ev: GameEvent[], kind: string, words: (b: Phrases, lang: Lang) => string, data?: Record<string, unknown>): void {
  ev.push({ kind, ...sayInAll(books, words), ...(data ? { data } : {}) });
}

const nameOf = (s: DisplacementState, n: number, lang: Lang) => nationName(contentOf(s), s.region, n, lang);
/** A card's name as a sentence quotes it. */
const cardIn = (card: ScenarioCard, b: Phrases, lang: Lang) => b.card(pick(card.name, lang));

export function activeSeats(s: DisplacementState): Seat[] {
  return s.phase === 'over' ? [] : [s.current];
}

/** The cost the drawer may pay to block the drawn card, or null when it cannot be blocked (DP-R35..DP-R38). */
export function blockCost(card: ScenarioCard): number | null {
  return card.kind === 'crisis' || card.kind === 'babyBoom' || card.kind === 'crash' || card.kind === 'pandemic' ? card.cost : null;
}

/** Action numbers for the hot path (actions.ts; `give` has one part, `to`, so GIVE + to). */
const BLOCK = enc.block();
const ACCEPT = enc.accept();
const BUY = enc.buy();
const HOUSE = enc.house();
const SHELTER = enc.shelter();
const GIVE = enc.give(0);
const END = enc.end();

export function legalActions(s: DisplacementState, seat: Seat): number[] {
  if (s.phase === 'over' || seat !== s.current) return [];
  if (s.phase === 'respond') return [BLOCK, ACCEPT];
  const c = contentOf(s).rules;
  // Pushed in ascending order of the action numbers (actions.ts declares buy, house, shelter, give,
  // end in that order), so the list needs no sort.
  const out: number[] = [];
  const d = s.displaced[seat].length;
  const canBuy = s.tokens[seat] >= c.communityCost && firstEmpty(s, seat) >= 0;
  if (canBuy) out.push(BUY);
  if (d > 0 && firstRoom(s, seat, c.capacity) >= 0) out.push(HOUSE);
  // DP-R18, DP-D13: shelter is for a nation that cannot afford a community (or has no square left for
  // one); with "Shelter by choice" whenever it can pay for everyone displaced.
  if (d > 0 && s.tokens[seat] >= d * c.shelterCost && (!canBuy || on(s, 'shelterByChoice'))) out.push(SHELTER);
  if (d > 0 && s.tokens[seat] < d * c.shelterCost) {
    for (let to = 0; to < s.players; to++) if (to !== seat) out.push(GIVE + to);
  }
  if (d === 0) out.push(END);
  return out;
}

export function step(s: DisplacementState, seat: Seat, action: number, ev: Events): void {
  // By number (the constants above): decoding to a struct made an object at every step of a playout.
  if (action >= GIVE && action < GIVE + MAX_NATIONS) return give(s, seat, action - GIVE, ev);
  const content = contentOf(s);
  const r = content.rules;
  switch (action) {
    case BLOCK: {
      const card = content.scenarios[s.scenario];
      const cost = blockCost(card) ?? 0;
      s.tokens[seat] -= cost;
      statsOf(s, seat, ev).blocked++;
      s.last = { card: s.scenario, blocked: true, affected: [] };
      if (ev) say(ev, 'block', (b, l) => b.evBlock(nameOf(s, seat, l), cost, cardIn(card, b, l)), { nation: seat, card: s.scenario });
      return toHousing(s, ev);
    }
    case ACCEPT:
      resolve(s, ev);
      return toHousing(s, ev);
    case BUY: {
      s.tokens[seat] -= r.communityCost;
      addCommunities(s, seat, 1, ev);
      if (ev) say(ev, 'buy', (b, l) => b.evBuy(nameOf(s, seat, l), r.communityCost), { nation: seat });
      checkGoals(s, ev);
      return;
    }
    case HOUSE: {
      const p = ownDisplaced(s, seat, ev).shift()!;
      ownSquare(s, seat, firstRoom(s, seat, r.capacity), ev).push(p);
      statsOf(s, seat, ev).housed++;
      s.lossSinceHousing = false;
      if (ev) say(ev, 'house', (b, l) => b.evHouse(nameOf(s, seat, l), p === seat ? null : nameOf(s, p, l)), { nation: seat, colour: p });
      checkGoals(s, ev);
      return;
    }
    case SHELTER: {
      const d = s.displaced[seat].length;
      const cost = d * r.shelterCost;
      s.tokens[seat] -= cost;
      statsOf(s, seat, ev).paidShelter += cost;
      if (ev) say(ev, 'shelter', (b, l) => b.evShelter(nameOf(s, seat, l), cost, d), { nation: seat });
      return endTurn(s, ev);
    }
    case END:
      return endTurn(s, ev);
  }
  throw new Error(`Unknown action ${action}`);
}

/** DP-R19: the displaced person waiting longest is handed to nation `to`, which cannot refuse. */
function give(s: DisplacementState, seat: Seat, to: number, ev: Events): void {
  const p = ownDisplaced(s, seat, ev).shift()!;
  ownDisplaced(s, to, ev).push(p);
  statsOf(s, seat, ev).handedOver++;
  statsOf(s, to, ev).received++;
  if (ev) say(ev, 'give', (b, l) => b.evGive(nameOf(s, seat, l), nameOf(s, to, l)), { nation: seat, to, colour: p });
  checkGoals(s, ev);
}

function toHousing(s: DisplacementState, ev: Events): void {
  if (checkGoals(s, ev)) return;
  s.phase = 'house';
}

/**
 * DP-R21: the top card is drawn; an empty deck is first refilled from the shuffled discard pile. With
 * events the deck and the discard pile may be shared with the state before (clone.ts `cloneForApply`),
 * so they are copied before they change (`endTurn`, which leads here, has copied the pile already; the
 * copy here, once a deck, keeps `draw` safe on its own).
 */
function draw(s: DisplacementState, ev: Events): number {
  if (s.deck.length === 0) {
    s.deck = shuffleInPlace(s.rng, ev !== null ? s.discard.slice() : s.discard);
    s.discard = [];
  } else if (ev !== null) s.deck = s.deck.slice();
  return s.deck.pop()!;
}

/** DP-R7, DP-R8, DP-D10: the turn begins with a draw; the drawer chooses only when blocking could matter. */
export function startTurn(s: DisplacementState, ev: Events): void {
  const content = contentOf(s);
  const cur = s.current;
  s.scenario = draw(s, ev);
  s.last = null;
  const card = content.scenarios[s.scenario];
  if (ev) say(ev, 'draw', (b, l) => b.evDraw(nameOf(s, cur, l), cardIn(card, b, l)), { nation: cur, card: s.scenario });
  const cost = blockCost(card);
  const safeDrawer = card.kind === 'crisis' && isSafe(content, s.region[cur], card.safe);
  if (safeDrawer) {
    s.last = { card: s.scenario, blocked: false, affected: [] };
    if (ev) say(ev, 'safe', (b, l) => b.evSafe(nameOf(s, cur, l), cardIn(card, b, l)), { nation: cur });
    s.phase = 'house';
    return;
  }
  if (cost !== null && s.tokens[cur] >= cost) {
    s.phase = 'respond';
    return;
  }
  resolve(s, ev);
  toHousing(s, ev);
}

function loseTokens(s: DisplacementState, n: number, x: number): void {
  s.tokens[n] = Math.max(0, s.tokens[n] - x); // DP-R10: nobody goes into debt
}

function losePeople(s: DisplacementState, n: number, count: number, ev: Events, why: ScenarioCard['name']): void {
  const displacedBefore = s.displaced[n].length;
  const gone = removePeople(s, n, count, ev);
  if (gone.length > 0) statsOf(s, n, ev).lost += gone.length;
  if (s.displaced[n].length < displacedBefore) s.lossSinceHousing = true;
  if (ev && gone.length) say(ev, 'loss', (b, l) => b.evLoss(nameOf(s, n, l), gone.length, pick(why, l)), { nation: n, people: gone.length });
}

/** The card's consequences (DP-R11..DP-R16; each kind DP-R28..DP-R38). */
export function resolve(s: DisplacementState, ev: Events): void {
  const content = contentOf(s);
  const cur = s.current;
  const card = content.scenarios[s.scenario];
  const affected: number[] = [];
  switch (card.kind) {
    case 'crisis': {
      affected.push(cur);
      losePeople(s, cur, card.people, ev, card.name);
      const lost = removeCommunities(s, cur, card.communities, ev);
      if (ev && lost) say(ev, 'community-loss', (b, l) => b.evCommunityLoss(nameOf(s, cur, l), lost, cardIn(card, b, l)), { nation: cur, communities: lost });
      break;
    }
    case 'babyBoom':
      affected.push(cur);
      if (card.people > 0) {
        const d = ownDisplaced(s, cur, ev);
        for (let i = 0; i < card.people; i++) d.push(cur);
      }
      if (ev) say(ev, 'growth', (b, l) => b.evGrowth(nameOf(s, cur, l), card.people), { nation: cur, people: card.people });
      break;
    case 'crash':
      for (let n = 0; n < s.players; n++) affected.push(n);
      for (let n = 0; n < s.players; n++) loseTokens(s, n, n === cur ? card.drawerLoses : card.othersLose);
      if (ev !== null) s.held[cur] = s.held[cur].slice(); // shared with the state before (see board.ts ownRow)
      s.held[cur].push({ card: s.scenario, turns: card.turns });
      if (ev) say(ev, 'crash', (b, l) => b.evCrash(nameOf(s, cur, l), card.drawerLoses, card.othersLose), { nation: cur });
      break;
    case 'pandemic':
      for (let n = 0; n < s.players; n++) {
        if (isSafe(content, s.region[n], card.safe)) continue;
        affected.push(n);
        losePeople(s, n, card.people, ev, card.name);
      }
      break;
    case 'marketBoom': {
      affected.push(cur);
      const added = addCommunities(s, cur, card.communities, ev);
      s.tokens[cur] += card.tokens;
      if (ev) say(ev, 'boom', (b, l) => b.evBoom(nameOf(s, cur, l), added, card.tokens), { nation: cur });
      break;
    }
    case 'techInnovation':
      affected.push(cur);
      s.tokens[cur] += card.tokens;
      if (ev) say(ev, 'gain', (b, l) => b.evGain(nameOf(s, cur, l), card.tokens), { nation: cur });
      break;
    case 'urbanization': {
      const all = everyNation(s.players);
      const most = Math.max(...all.map((n) => communities(s, n)));
      const to = nearestClockwise(s.players, cur, all.filter((n) => communities(s, n) === most));
      affected.push(to);
      // DP-D15: every other nation sends, the drawer first, then clockwise; unhoused people go first.
      for (let k = 0; k < s.players; k++) {
        const from = (cur + k) % s.players;
        if (from === to) continue;
        const moved = removePeople(s, from, card.people, ev);
        if (!moved.length) continue;
        affected.push(from);
        ownDisplaced(s, to, ev).push(...moved);
        statsOf(s, from, ev).handedOver += moved.length;
        statsOf(s, to, ev).received += moved.length;
        if (ev) say(ev, 'migration', (b, l) => b.evMigration(moved.length, nameOf(s, from, l), nameOf(s, to, l)), { from, to, people: moved.length });
      }
      break;
    }
    case 'developmentAid': {
      const all = everyNation(s.players);
      const rich = Math.max(...s.tokens);
      const giver = nearestClockwise(s.players, cur, all.filter((n) => s.tokens[n] === rich));
      const others = all.filter((n) => n !== giver);
      const poor = Math.min(...others.map((n) => s.tokens[n]));
      const to = nearestClockwise(s.players, cur, others.filter((n) => s.tokens[n] === poor));
      const amount = Math.min(card.tokens, s.tokens[giver]);
      s.tokens[giver] -= amount;
      s.tokens[to] += amount;
      affected.push(giver, to);
      if (ev) say(ev, 'aid', (b, l) => b.evAid(nameOf(s, giver, l), nameOf(s, to, l), amount), { from: giver, to, tokens: amount });
      break;
    }
  }
  s.last = { card: s.scenario, blocked: false, affected: distinctAscending(affected) };
}

/** 0, 1, …, players − 1 (a loop: `Array.from` with a map function costs more than the card it serves). */
function everyNation(players: number): number[] {
  const all: number[] = [];
  for (let n = 0; n < players; n++) all.push(n);
  return all;
}

/** The distinct numbers of a short list, ascending (what `[...new Set(xs)].sort((a, b) => a - b)` gives, without the Set). */
function distinctAscending(xs: readonly number[]): number[] {
  if (xs.length === 1) return [xs[0]]; // most cards affect one nation
  const out: number[] = [];
  for (const x of xs) {
    let j = out.length;
    while (j > 0 && out[j - 1] > x) j--;
    if (j > 0 && out[j - 1] === x) continue;
    if (j === out.length) out.push(x); else out.splice(j, 0, x);
  }
  return out;
}

/** DP-R20, DP-R21, DP-R32: income, the Stock Market Crash held, the discard, then the next nation. */
function endTurn(s: DisplacementState, ev: Events): void {
  const content = contentOf(s);
  const r = content.rules;
  const cur = s.current;
  if (s.turnsTaken[cur] >= 1) {
    if (s.held[cur].length > 0) {
      if (ev) say(ev, 'no-income', (b, l) => b.evNoIncome(nameOf(s, cur, l)), { nation: cur });
    } else {
      const income = r.income * fullCommunities(s, cur, r.capacity);
      s.tokens[cur] += income;
      if (ev) say(ev, 'income', (b, l) => b.evIncome(nameOf(s, cur, l), income), { nation: cur, tokens: income });
    }
  }
  const held = s.held[cur];
  let heldNow = false;
  for (let i = 0; i < held.length; i++) if (held[i].card === s.scenario) heldNow = true;
  // With events, the discard pile and the turns taken are shared with the state before (clone.ts).
  if (ev !== null) { s.discard = s.discard.slice(); s.turnsTaken = s.turnsTaken.slice(); }
  if (!heldNow) s.discard.push(s.scenario);
  // Usually nothing is held: then the (empty) list stays as it is. A new list replaces it, and with
  // events each card held is a new object too: apply's copy shares them with the state before (clone.ts).
  if (held.length > 0) {
    const kept: typeof held = [];
    for (const x of held) {
      const h = ev !== null ? { card: x.card, turns: x.turns } : x;
      h.turns--;
      if (h.turns > 0) kept.push(h);
      else {
        s.discard.push(h.card);
        if (ev) say(ev, 'crash-over', (b, l) => b.evCrashOver(nameOf(s, cur, l)), { nation: cur });
      }
    }
    s.held[cur] = kept;
  }
  s.scenario = -1;
  s.turnsTaken[cur]++;
  s.turnNo++;
  if (checkGoals(s, ev)) return;
  const next = (cur + 1) % s.players;
  if (next === 0) {
    if (s.round >= roundCap(s)) {
      s.phase = 'over';
      s.winners = [];
      s.revealed = s.revealed.map(() => true);
      const rounds = s.round;
      if (ev) say(ev, 'over', (b) => b.evOver(rounds));
      return;
    }
    s.round++;
  }
  s.current = next;
  startTurn(s, ev);
}

/**
 * DP-D19: the last round a game may reach. With the 16-round limit, the content's `rules.rounds`;
 * by the rulebook there is no limit, and the content's bound (`DISPLACEMENT_LIMITS.rounds`) only
 * guarantees an end.
 */
export function roundCap(s: ContentRef & { variants: readonly string[] }): number {
  return on(s, 'roundLimit') ? contentOf(s).rules.rounds : DISPLACEMENT_LIMITS.rounds;
}

type GoalBoard = Pick<DisplacementState, 'grid' | 'displaced' | 'tokens' | 'lossSinceHousing' | 'variants'>;

/**
 * DP-R24..DP-R27: would a nation holding this kind of goal have fulfilled it now? By the rulebook,
 * nobody displaced anywhere fulfils the Humanitarian goal (DP-D29); with "Win only by housing" not
 * when the last displaced people died, only when they found homes. Metropolitan: a community on every
 * square (DP-D26); with "Metropolitan needs full communities", every square a full community.
 */
export function goalMetBy(s: GoalBoard, content: DisplacementContent, g: Goal, n: number): boolean {
  if (g === 'humanitarian') {
    if (s.lossSinceHousing && on(s, 'housingWin')) return false;
    for (let k = 0; k < s.displaced.length; k++) if (s.displaced[k].length > 0) return false;
    return true;
  }
  if (g === 'metropolitan') {
    if (on(s, 'fullCommunities')) return fullCommunities(s, n, content.rules.capacity) >= content.rules.squares;
    // A board has `squares` squares (setup.ts), so a community on each is no empty square; the native
    // search costs less than counting, and this runs for each metropolitan nation after every step.
    return s.grid[n].length >= content.rules.squares && !s.grid[n].includes(null);
  }
  return s.tokens[n] >= content.rules.entrepreneurialTokens;
}

/** Is this nation's goal card fulfilled now? */
export function goalMet(s: GoalBoard, content: DisplacementContent, goal: number, n: number): boolean {
  const g = content.goals[goal]?.goal;
  return g !== undefined && goalMetBy(s, content, g, n);
}

/** DP-R23, DP-R25, DP-D18: every nation whose goal is fulfilled announces it; they all win together. */
export function checkGoals(s: DisplacementState, ev: Events): boolean {
  const content = contentOf(s);
  // Checked after every step: the list is made only when someone has won. Every humanitarian nation's
  // goal is the same question (DP-R24, DP-D29), so it is asked once a check, when one holds that goal.
  let winners: number[] | null = null;
  let humanitarian = -1;
  for (let n = 0; n < s.players; n++) {
    const g = content.goals[s.goal[n]]?.goal;
    if (g === undefined) continue;
    let met: boolean;
    if (g !== 'humanitarian') met = goalMetBy(s, content, g, n);
    else {
      if (humanitarian < 0) humanitarian = goalMetBy(s, content, g, n) ? 1 : 0;
      met = humanitarian === 1;
    }
    if (met) (winners ??= []).push(n);
  }
  if (!winners) return false;
  s.phase = 'over';
  s.winners = winners;
  s.revealed = s.revealed.map(() => true);
  for (const n of winners) {
    const goal = content.goals[s.goal[n]];
    if (ev) say(ev, 'announce', (b, l) => b.evAnnounce(nameOf(s, n, l), pick(goal.name, l), pick(goal.text, l)), { nation: n, goal: s.goal[n] });
  }
  return true;
}
