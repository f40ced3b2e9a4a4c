/**
 * Emigration content is bounded, so one request cannot make setup build millions of cards.
 * Every count, number and text has an upper bound (EM-D24..EM-D27) and the whole file a size and a
 * depth (EM-D23); content is either refused with a clear ContentError or sets up within fixed memory.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContentError, DEFAULT_MAX_CONTENT_BYTES, MAX_JSON_DEPTH } from '../../../src/engine/index.ts';
import { CARD_BASE } from '../../../src/games/emigration/actions.ts';
import { defaultContent, EMIGRATION_LIMITS as L, type EmigrationContent } from '../../../src/games/emigration/data/index.ts';
import { emigration } from '../../../src/games/emigration/index.ts';
import type { EmigrationState } from '../../../src/games/emigration/types.ts';
import {
  contentProblems, deeplyNested, expectBounded, MAX_STATE_JSON_BYTES, mutate, mutationOf, poisonedEmigrationContent, type Path,
} from '../../fixtures/content-fuzz.ts';


function withValue(path: Path, value: unknown): unknown {
  return mutate(defaultContent, [{ kind: 'set', path, value }]).content;
}

/** A list at `path` grown to `length` items by repeating its own items. */
function withLength(path: Path, length: number): unknown {
  return mutate(defaultContent, [{ kind: 'grow', path, times: length }]).content;
}

/** Card counts (each, life, paydays) that make a deck of `total`, Paydays and life cards first; null if none do. */
function rowFor(players: number, total: number, maxLife: number, maxEach: number): EmigrationContent['cardCounts'][number] | null {
  for (let paydays = Math.min(L.paydays, total); paydays >= 0; paydays--) {
    for (let life = Math.min(maxLife, total - paydays); life >= 0; life--) {
      const rest = total - paydays - life;
      if (life % 4 === 0 && rest % 2 === 0 && rest / 2 <= maxEach) return { players, each: rest / 2, life, paydays };
    }
  }
  return null;
}

interface Shape {
  places: number;
  careers: number;
  priceCards: number;
  packs: number;
  slots: number;
  cover: number;
  lanes: number;
  tokens: number;
  removed: number;
  /** Length of every name and id (up to the id bound for ids), and of every life-card text. */
  nameLength: number;
  textLength: number;
  char: string;
}

/** A valid content of the given shape: every list, number and text as large as the shape says. */
function contentOfShape(k: Shape): EmigrationContent {
  const text = (n: number, tag: string) => (tag + k.char.repeat(n)).slice(0, Math.max(1, n));
  const id = (tag: string) => text(Math.min(k.nameLength, L.idLength), tag);
  const name = (tag: string) => text(k.nameLength, tag);
  const rate = { per: L.amount, gain: L.amount };
  const destinations = Array.from({ length: k.places }, (_, i) => ({
    id: id(`d${i}-`), name: name(`D${i}-`), money: rate, documents: rate, connections: rate,
    penalties: Array.from({ length: L.penalties }, () => ({ item: 'money' as const, fewerThan: L.amount, lose: L.amount })),
  }));
  const effects: EmigrationContent['lifePacks'][number]['cards'][number]['effect'][] = [
    { type: 'money', amount: -L.amount }, { type: 'moneyAll', amount: L.amount },
    { type: 'keep', bonus: 'salary', amount: 10 }, { type: 'mentalFog', amount: L.amount },
  ];
  const packs = Array.from({ length: k.packs }, (_, p) => ({
    name: name(`P${p}-`),
    cards: effects.map((effect, c) => ({ name: name(`C${p}.${c}-`), text: text(k.textLength, `T${p}.${c}-`), effect })),
  }));
  const layout = Array.from({ length: k.slots }, (_, i) => {
    const coveredBy = Array.from({ length: Math.min(k.cover, k.slots - 1 - i) }, (_, j) => i + 1 + j);
    return { faceUp: coveredBy.length === 0 || i % 2 === 1, coveredBy, row: i, col: L.layoutSlots };
  });
  const cardCounts = [2, 3, 4, 5, 6].flatMap((players) => {
    const row = rowFor(players, players * k.slots + k.removed, Math.min(L.life, 4 * k.packs), Math.min(L.each, k.priceCards));
    return row ? [row] : [];
  });
  return {
    destinations,
    nationalities: destinations.map((d, i) => ({ id: id(`n${i}-`), name: name(`N${i}-`), country: d.id, start: L.amount })),
    careers: Array.from({ length: k.careers }, (_, i) => ({ id: id(`c${i}-`), name: name(`R${i}-`), salary: 10 })),
    documents: Array.from({ length: k.priceCards }, (_, i) => ({ name: name(`doc${i}-`), price: L.amount })),
    connections: Array.from({ length: k.priceCards }, (_, i) => ({ name: name(`con${i}-`), price: L.amount })),
    passportPrice: L.amount,
    ticketPrice: L.amount,
    lifePacks: packs,
    recommendedPacks: packs.map((p) => p.name),
    payRaises: Array(L.payRaises).fill(L.amount),
    graduationAssurance: L.amount,
    lanes: Array.from({ length: k.lanes }, () => Array(k.tokens).fill(L.tokenValue)),
    layout,
    cardCounts,
    removedUnseen: k.removed,
  };
}

const LARGEST: Shape = {
  places: L.places, careers: L.careers, priceCards: L.priceCards, packs: L.lifePacks, slots: L.layoutSlots,
  cover: L.coveredBy, lanes: L.lanes, tokens: L.laneTokens, removed: 12, nameLength: L.nameLength, textLength: L.textLength, char: 'x',
};

describe('Emigration: content bounds', () => {
  it('EM-D24: the poisoned request (30 million extra Paydays) is refused by the schema, with both fields named', () => {
    for (const extra of [30_000_000, 5_000_000, 100]) {
      const poisoned = poisonedEmigrationContent(extra);
      // The deal check alone would have let it through: every row still deals 14 cards to each player.
      for (const row of poisoned.cardCounts) {
        expect(2 * row.each + row.life + row.paydays - poisoned.removedUnseen).toBe(row.players * poisoned.layout.length);
      }
      const problems = contentProblems(emigration, poisoned);
      expect(problems, `+${extra}`).toEqual([
        ...poisoned.cardCounts.map((_, i) => `cardCounts.${i}.paydays: must be at most ${L.paydays}`),
        `removedUnseen: must be at most ${L.removedUnseen}`,
      ]);
      expect(() => emigration.setup({ players: 4, seed: 1, content: poisoned })).toThrow(ContentError);
    }
    // At the bounds themselves nothing is refused: 60 Paydays for 6 players, 20 cards removed unseen.
    const atBound = structuredClone(defaultContent);
    atBound.removedUnseen = L.removedUnseen;
    for (const row of atBound.cardCounts) row.paydays += L.removedUnseen - defaultContent.removedUnseen;
    atBound.cardCounts[4] = { players: 6, each: 10, life: 24, paydays: L.paydays };
    expect(contentProblems(emigration, atBound)).toEqual([]);
    const six = emigration.setup({ players: 6, seed: 1, content: atBound }) as EmigrationState;
    expect(six.cards.filter((c) => c.kind === 'payday')).toHaveLength(L.paydays);
  });

  it('EM-D24 EM-D25 EM-D26 EM-D27: one past each bound is refused with a message naming the field and the bound', () => {
    const cases: Array<[unknown, string]> = [
      // EM-D24: card counts.
      [withValue(['cardCounts', 0, 'each'], L.each + 1), `cardCounts.0.each: must be at most ${L.each}`],
      [withValue(['cardCounts', 0, 'life'], L.life + 1), `cardCounts.0.life: must be at most ${L.life}`],
      [withValue(['cardCounts', 0, 'paydays'], L.paydays + 1), `cardCounts.0.paydays: must be at most ${L.paydays}`],
      [withValue(['cardCounts', 0, 'players'], 7), 'cardCounts.0.players: must be at most 6'],
      [withValue(['removedUnseen'], L.removedUnseen + 1), `removedUnseen: must be at most ${L.removedUnseen}`],
      [withLength(['cardCounts'], 6), 'cardCounts: may hold at most 5 rows (one per player count, 2–6)'],
      // EM-D25: lists.
      [withLength(['destinations'], L.places + 1), `destinations: may hold at most ${L.places} destinations`],
      [withLength(['nationalities'], L.places + 1), `nationalities: may hold at most ${L.places} nationalities`],
      [withLength(['careers'], L.careers + 1), `careers: may hold at most ${L.careers} careers`],
      [withLength(['documents'], L.priceCards + 1), `documents: may hold at most ${L.priceCards} documents`],
      [withLength(['connections'], L.priceCards + 1), `connections: may hold at most ${L.priceCards} connections`],
      [withLength(['lifePacks'], L.lifePacks + 1), `lifePacks: may hold at most ${L.lifePacks} life packs`],
      [withLength(['lifePacks', 0, 'cards'], 5), 'lifePacks.0.cards: a life pack has exactly 4 cards'],
      [withLength(['recommendedPacks'], L.lifePacks + 1), `recommendedPacks: may hold at most ${L.lifePacks} pack names`],
      [withLength(['destinations', 0, 'penalties'], L.penalties + 1), `destinations.0.penalties: may hold at most ${L.penalties} penalties`],
      [withLength(['payRaises'], L.payRaises + 1), `payRaises: may hold at most ${L.payRaises} pay raises`],
      [withLength(['lanes'], L.lanes + 1), `lanes: may hold at most ${L.lanes} lanes`],
      [withLength(['lanes', 0], L.laneTokens + 1), `lanes.0: may hold at most ${L.laneTokens} tokens`],
      // EM-D26: the layout.
      [withLength(['layout'], L.layoutSlots + 1), `layout: may hold at most ${L.layoutSlots} slots`],
      [withLength(['layout', 0, 'coveredBy'], L.coveredBy + 1), `layout.0.coveredBy: may hold at most ${L.coveredBy} covering slots`],
      [withValue(['layout', 0, 'coveredBy', 0], L.layoutSlots), `layout.0.coveredBy.0: must be at most ${L.layoutSlots - 1}`],
      [withValue(['layout', 0, 'row'], L.layoutSlots), `layout.0.row: must be at most ${L.layoutSlots - 1}`],
      [withValue(['layout', 0, 'col'], L.layoutSlots + 0.5), `layout.0.col: must be at most ${L.layoutSlots}`],
      // EM-D27: numbers and texts.
      [withValue(['passportPrice'], L.amount + 1), `passportPrice: must be at most ${L.amount}`],
      [withValue(['ticketPrice'], 2 ** 53), `ticketPrice: must be at most ${L.amount}`],
      [withValue(['graduationAssurance'], L.amount + 1), `graduationAssurance: must be at most ${L.amount}`],
      [withValue(['payRaises', 1], L.amount + 1), `payRaises.1: must be at most ${L.amount}`],
      [withValue(['lanes', 4, 2], L.tokenValue + 1), `lanes.4.2: must be at most ${L.tokenValue}`],
      [withValue(['destinations', 0, 'money', 'per'], L.amount + 1), `destinations.0.money.per: must be at most ${L.amount}`],
      [withValue(['destinations', 0, 'penalties', 0, 'lose'], L.amount + 1), `destinations.0.penalties.0.lose: must be at most ${L.amount}`],
      [withValue(['nationalities', 0, 'start'], L.amount + 1), `nationalities.0.start: must be at most ${L.amount}`],
      [withValue(['careers', 0, 'salary'], 11), 'careers.0.salary: must be at most 10'],
      [withValue(['documents', 0, 'price'], L.amount + 1), `documents.0.price: must be at most ${L.amount}`],
      [withValue(['lifePacks', 0, 'cards', 0, 'effect', 'amount'], -L.amount - 1), `lifePacks.0.cards.0.effect.amount: must be at least -${L.amount}`],
      [withValue(['lifePacks', 1, 'cards', 3, 'effect', 'amount'], 11), 'lifePacks.1.cards.3.effect.amount: must be at most 10'],
      [withValue(['destinations', 0, 'id'], 'x'.repeat(L.idLength + 1)), `destinations.0.id: must be at most ${L.idLength} characters long`],
      [withValue(['destinations', 0, 'name'], 'x'.repeat(L.nameLength + 1)), `destinations.0.name: must be at most ${L.nameLength} characters long`],
      [withValue(['lifePacks', 0, 'cards', 0, 'text'], 'x'.repeat(L.textLength + 1)), `lifePacks.0.cards.0.text: must be at most ${L.textLength} characters long`],
      [withValue(['documents', 0, 'name'], ''), 'documents.0.name: must not be empty'],
      [withValue(['cardCounts', 0, 'paydays'], '8'), 'cardCounts.0.paydays: must be a number'],
      [withValue(['cardCounts', 0, 'paydays'], 8.5), 'cardCounts.0.paydays: must be a whole number'],
    ];
    for (const [content, message] of cases) expect(contentProblems(emigration, content), message).toEqual([message]);
    // EM-D24: one row per player count.
    const twice = structuredClone(defaultContent);
    twice.cardCounts[1] = { ...twice.cardCounts[0] };
    expect(contentProblems(emigration, twice)).toEqual(['cardCounts: 2 players has more than one row']);
  });

  it('EM-D25: the lifePacks option is bounded like the packs themselves', () => {
    expect(() => emigration.parseOptions({ lifePacks: Array(L.lifePacks + 1).fill('Rumi') })).toThrow(`lifePacks: may hold at most ${L.lifePacks} life packs`);
    expect(() => emigration.parseOptions({ lifePacks: ['x'.repeat(L.nameLength + 1)] })).toThrow(`lifePacks.0: must be at most ${L.nameLength} characters long`);
    expect(() => emigration.parseOptions({ lifePacks: Array(100_000).fill('Rumi') })).toThrow(/larger than 16 kB/);
  });

  it('EM-D23: content over 256 kB or nested over 32 levels is refused before the schema reads it', () => {
    const huge = { ...defaultContent, notes: 'x'.repeat(DEFAULT_MAX_CONTENT_BYTES) };
    expect(contentProblems(emigration, huge)).toEqual(['(root): the content is larger than 256 kB (262,144 bytes) as JSON; make it smaller']);
    const manyPaydays = { ...defaultContent, cardCounts: Array(1_000_000).fill(defaultContent.cardCounts[0]) };
    expect(contentProblems(emigration, manyPaydays)).toEqual(['(root): the content is larger than 256 kB (262,144 bytes) as JSON; make it smaller']);
    const deep = { ...defaultContent, lanes: [deeplyNested(100_000, false)] };
    const [problem, ...rest] = contentProblems(emigration, deep);
    expect(rest).toEqual([]);
    expect(problem).toMatch(new RegExp(`^lanes\\.0(\\.0)+: the content nests more than ${MAX_JSON_DEPTH} levels deep`));
    // Just inside both limits, the schema has its say as usual.
    expect(contentProblems(emigration, { ...defaultContent, lanes: [deeplyNested(MAX_JSON_DEPTH - 2, false)] })[0]).toMatch(/^lanes\.0\.0: must be a number/);
  });

  it('EM-D23..EM-D27: the largest valid content sets up every player count within fixed memory, its card ids below CARD_BASE', () => {
    const largest = contentOfShape(LARGEST);
    const bytes = Buffer.byteLength(JSON.stringify(largest));
    expect(bytes).toBeLessThan(DEFAULT_MAX_CONTENT_BYTES / 2); // the byte limit never binds before the schema does
    expect(contentProblems(emigration, largest)).toEqual([]);
    expect(largest.cardCounts.map((r) => r.players)).toEqual([2, 3, 4, 5, 6]);
    // The biggest deck the bounds allow: 2 × 64 Documents/Connections + 64 life cards + 60 Paydays.
    expect(Math.max(...largest.cardCounts.map((r) => 2 * r.each + r.life + r.paydays))).toBe(2 * L.each + L.life + L.paydays);
    for (let players = 2; players <= 6; players++) {
      const s = emigration.setup({ players, seed: players, content: largest }) as EmigrationState;
      // Card ids are added to action bases 1000 apart (actions.ts): more cards would alias actions.
      expect(s.cards.length).toBeLessThan(CARD_BASE);
      expect(Buffer.byteLength(JSON.stringify(s))).toBeLessThan(MAX_STATE_JSON_BYTES / 4);
      expect(s.layout.every((l) => l.length === L.layoutSlots)).toBe(true);
    }
    const outcome = expectBounded(emigration, largest);
    expect(outcome).toMatchObject({ states: 5 });
  });

  it('EM-D23..EM-D27 property: mutations of the default content (huge counts and arrays, long texts, deep nesting, wrong types) are refused clearly or set up within fixed memory', () => {
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(mutationOf(defaultContent), { minLength: 1, maxLength: 3 }), (mutations) => {
        const { content, applied } = mutate(defaultContent, mutations);
        const outcome = expectBounded(emigration, content, applied);
        if ('refused' in outcome) refused++; else accepted++;
      }),
      { seed: 9_0001, numRuns: 400 },
    );
    // Both branches ran: the property is not vacuous.
    expect(refused).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(5);
  });

  it('EM-D24 property: the poisoned request at any size — extra Paydays or life cards in every row, removedUnseen raised to match — is refused or stays small', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 2 ** 40 })), fc.constantFrom('paydays', 'life', 'each'), (extra, field) => {
        const c = structuredClone(defaultContent);
        const perRow = field === 'each' ? 2 * extra : extra;
        for (const row of c.cardCounts) row[field] += extra;
        c.removedUnseen += perRow;
        const outcome = expectBounded(emigration, c, [{ kind: 'set', path: ['removedUnseen'], value: c.removedUnseen }, ...c.cardCounts.map((_, i) => ({ kind: 'set' as const, path: ['cardCounts', i, field], value: 0 }))]);
        if (!('refused' in outcome)) accepted++;
      }),
      { seed: 9_0004, numRuns: 200 },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('EM-D23..EM-D27 property: random valid designs up to every bound are accepted and set up within fixed memory', () => {
    const shape: fc.Arbitrary<Shape> = fc.record({
      places: fc.integer({ min: 2, max: L.places }),
      careers: fc.integer({ min: 1, max: L.careers }),
      priceCards: fc.integer({ min: 1, max: L.priceCards }),
      packs: fc.integer({ min: 1, max: L.lifePacks }),
      slots: fc.integer({ min: 1, max: L.layoutSlots }),
      cover: fc.integer({ min: 0, max: L.coveredBy }),
      lanes: fc.integer({ min: 1, max: L.lanes }),
      tokens: fc.integer({ min: 1, max: L.laneTokens }),
      removed: fc.integer({ min: 0, max: L.removedUnseen }),
      nameLength: fc.integer({ min: 4, max: L.nameLength }),
      textLength: fc.integer({ min: 6, max: L.textLength }),
      char: fc.constantFrom('x', 'é', '"', '\u0001'),
    });
    let states = 0;
    fc.assert(
      fc.property(shape, (k) => {
        const content = contentOfShape(k);
        const outcome = expectBounded(emigration, content);
        // Only the 256 kB file limit may refuse a design the schema allows (texts full of escapes).
        if ('refused' in outcome) expect(outcome.refused).toEqual(['(root): the content is larger than 256 kB (262,144 bytes) as JSON; make it smaller']);
        else states += outcome.states;
      }),
      { seed: 9_0003, numRuns: 150 },
    );
    expect(states).toBeGreaterThan(100);
  });
});

describe('a strict schema', () => {
  it('EM-D23: a key the schema does not know is refused with its path, at the top level and inside a card', () => {
    const top = { ...structuredClone(defaultContent), lifepacks: [] };
    expect(() => emigration.parseContent(top)).toThrow(ContentError);
    try { emigration.parseContent(top); } catch (e) { expect(String((e as Error).message)).toMatch(/lifepacks/); }
    const inner = structuredClone(defaultContent) as EmigrationContent & { destinations: Array<Record<string, unknown>> };
    inner.destinations[0].colour = 'blue';
    expect(() => emigration.parseContent(inner)).toThrow(ContentError);
  });
});
