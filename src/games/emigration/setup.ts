import { pick, rollDie, seedRng, shuffleInPlace, type LocalText, type RngState, type Seat, type Seed } from '../../engine/index.ts';
import { refreshOpen } from './board.ts';
import { PASSPORT, PAYDAY, TICKET } from './names.ts';
import type { EmigrationContent } from './data/schema.ts';
import { EMPTY, type CardInfo, type EmigrationOptions, type EmigrationState, type SeatCards } from './types.ts';

/** EM-R18: everyone rolls; the highest roll starts; players tied for highest roll again (EM-D3). */
function rollForFirstPlayer(rng: RngState, players: number): { first: Seat; rounds: number[][] } {
  let contenders = Array.from({ length: players }, (_, i) => i);
  const rounds: number[][] = [];
  for (;;) {
    const rolls = Array<number>(players).fill(0);
    for (const p of contenders) rolls[p] = rollDie(rng);
    rounds.push(rolls);
    const best = Math.max(...contenders.map((p) => rolls[p]));
    contenders = contenders.filter((p) => rolls[p] === best);
    if (contenders.length === 1) return { first: contenders[0], rounds };
  }
}

export function choosePacks(content: EmigrationContent, players: number, chosen?: string[]): string[] {
  const row = content.cardCounts.find((r) => r.players === players);
  if (!row) throw new RangeError(`The content has no card counts for ${players} players`);
  const needed = row.life / 4;
  const names = chosen ?? content.recommendedPacks.slice(0, needed);
  const known = new Set(content.lifePacks.map((p) => p.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length) throw new RangeError(`Unknown life packs: ${unknown.join(', ')} (known: ${[...known].join(', ')})`);
  if (new Set(names).size !== names.length) throw new RangeError('A life pack is chosen twice');
  if (names.length !== needed) throw new RangeError(`${players} players use ${needed} life packs, ${names.length} were chosen`);
  return names;
}

/** EM-R11/EM-R12: the card table for this match. Ids: deck cards first, then Passports, then Tickets. */
function buildCards(content: EmigrationContent, players: number, packs: string[]): { cards: CardInfo[]; deck: number[]; supply: number[] } {
  const row = content.cardCounts.find((r) => r.players === players)!;
  const cards: CardInfo[] = [];
  const add = (c: Omit<CardInfo, 'id' | 'name' | 'text' | 'local'>, name: LocalText, text?: LocalText) => {
    // The English name and text as before, then every language the content gives (EM-D30).
    const { kind, price, ...rest } = c;
    const english = text === undefined ? {} : { text: pick(text) };
    cards.push({ id: cards.length, kind, name: pick(name), price, ...english, ...rest, local: text === undefined ? { name } : { name, text } });
    return cards.length - 1;
  };
  // EM-D6: the first N documents and connections of the content lists are used.
  for (let i = 0; i < row.each; i++) add({ kind: 'document', price: content.documents[i].price }, content.documents[i].name);
  for (let i = 0; i < row.each; i++) add({ kind: 'connection', price: content.connections[i].price }, content.connections[i].name);
  for (let i = 0; i < row.paydays; i++) add({ kind: 'payday', price: 0 }, PAYDAY);
  for (const name of packs) {
    const pack = content.lifePacks.find((p) => p.name === name)!;
    for (const card of pack.cards) add({ kind: 'life', price: 0, effect: card.effect, pack: name }, card.name, card.text);
  }
  const deck = cards.map((c) => c.id);
  const supply: number[] = [];
  // EM-R8: one Passport and one Ticket for each player.
  for (let i = 0; i < players; i++) supply.push(add({ kind: 'passport', price: content.passportPrice }, PASSPORT));
  for (let i = 0; i < players; i++) supply.push(add({ kind: 'ticket', price: content.ticketPrice }, TICKET));
  return { cards, deck, supply };
}

/** EM-R9: nationality, destination (never one's own country) and career are drawn at random. */
function drawSeatCards(rng: RngState, content: EmigrationContent, players: number): SeatCards[] {
  const nats = shuffleInPlace(rng, [...content.nationalities]);
  const dests = shuffleInPlace(rng, [...content.destinations]);
  const careers = shuffleInPlace(rng, [...content.careers]);
  return Array.from({ length: players }, (_, p) => {
    const nationality = nats[p % nats.length];
    // "If the nationality and the destination are the same, draw a different Destination Card."
    let di = dests.findIndex((d) => d.id !== nationality.country);
    if (di < 0) di = 0;
    const [destination] = dests.splice(di, 1);
    if (dests.length === 0) dests.push(...shuffleInPlace(rng, [...content.destinations]));
    return { nationality, destination, career: careers[p % careers.length] };
  });
}

/**
 * Card tables already built, by content, then player count and packs. A match's card table never changes
 * after setup (types.ts), so matches of the same content, player count and packs share one: setup
 * builds no card objects (about a hundred, each with its texts) after the first, and the rules' lookups
 * by card table (board.ts `cardTable`) are built once for all of them, not once a match.
 */
const builtCards = new WeakMap<EmigrationContent, Map<string, ReturnType<typeof buildCards>>>();

function cardsFor(content: EmigrationContent, players: number, packs: string[]): ReturnType<typeof buildCards> {
  let byKey = builtCards.get(content);
  if (!byKey) builtCards.set(content, (byKey = new Map()));
  const key = JSON.stringify([players, packs]);
  let built = byKey.get(key);
  if (!built) byKey.set(key, (built = buildCards(content, players, packs)));
  // The deck is shuffled and dealt and the supply bought from: each match gets its own copies.
  return { cards: built.cards, deck: built.deck.slice(), supply: built.supply.slice() };
}

export function setupEmigration(players: number, seed: Seed, options: EmigrationOptions, content: EmigrationContent): EmigrationState {
  const rng = seedRng(seed);
  const packs = choosePacks(content, players, options.lifePacks);
  const { first, rounds } = rollForFirstPlayer(rng, players);
  const { cards, deck, supply } = cardsFor(content, players, packs);
  const seats = drawSeatCards(rng, content, players);

  // EM-R11: shuffle, remove unseen cards, deal 14 (the layout's size) to each player, arranged at random.
  shuffleInPlace(rng, deck);
  const removed = deck.splice(0, content.removedUnseen);
  const size = content.layout.length;
  const layout = Array.from({ length: players }, (_, p) => deck.slice(p * size, (p + 1) * size));
  const faceUp = Array.from({ length: players }, () => content.layout.map((s) => s.faceUp));
  // EM-R17: each lane's tokens are shuffled and placed number side down.
  const lanes = content.lanes.map((tokens) => shuffleInPlace(rng, [...tokens]));

  const state: EmigrationState = {
    game: 'emigration',
    players,
    mode: options.mode,
    rng,
    cards,
    seats,
    layoutSpec: content.layout,
    laneSpec: content.lanes,
    payRaises: content.payRaises,
    graduationAssurance: content.graduationAssurance,
    firstRolls: rounds,
    firstPlayer: first,
    phase: 'prep',
    turn: first,
    prepTurns: 0,
    usedGraduate: false,
    usedSell: false,
    pendingFog: false,
    fogTouched: -1,
    layout,
    faceUp,
    open: [],
    stash: Array.from({ length: players }, () => []),
    skipCard: Array(players).fill(EMPTY),
    supply,
    removed,
    discard: [],
    money: seats.map((s) => s.nationality.start),
    assurance: Array(players).fill(0),
    inCollege: Array(players).fill(false),
    raises: Array(players).fill(0),
    travelBonus: Array(players).fill(false),
    pandemicCount: 0,
    lanes,
    borderAdjust: Array(players).fill(null),
    crossings: Array(players).fill(null),
    trades: { money: 0, documents: 0, connections: 0 },
    stats: Array.from({ length: players }, () => ({ bought: 0, discarded: 0, activated: 0, sold: 0, forfeits: 0, graduations: 0, collegeTries: 0, scalped: 0 })),
  };
  for (let p = 0; p < players; p++) refreshOpen(state, p);
  return state;
}
