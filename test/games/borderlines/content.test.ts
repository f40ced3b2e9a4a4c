/**
 * The content as data (BL-D25..BL-D35): the map is real and drawable, the cards are what the
 * decisions say, player-facing words speak of people, and custom content is validated and bounded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_CONTENT_BYTES, Rng } from '../../../src/engine/index.ts';
import type { z } from 'zod';
import { pick } from '../../../src/engine/lang.ts';
import { BORDERLINES_LIMITS as L, type borderlinesContentSchema, type BorderlinesContent } from '../../../src/games/borderlines/data/index.ts';
import { contentProblems, expectBounded, mutate, mutationOf, type Path } from '../../fixtures/content-fuzz.ts';
import { borderlines, DEFAULT_CONTENT, net, P } from './helpers.ts';
import type { BorderlinesState } from './helpers.ts';

const C = DEFAULT_CONTENT;
const withValue = (path: Path, value: unknown) => mutate(C, [{ kind: 'set', path, value }]).content;
const withLength = (path: Path, times: number) => mutate(C, [{ kind: 'grow', path, times }]).content;

/** Fewest roads and sea lanes from `from` to a starred city, borders all open. */
function distanceToEurope(from: number): number {
  const seen = new Map([[from, 0]]);
  const queue = [from];
  for (const p of queue) {
    if (net.isStar[p]) return seen.get(p)!;
    for (const q of [...net.land[p], ...net.sea[p]]) if (!seen.has(q)) { seen.set(q, seen.get(p)! + 1); queue.push(q); }
  }
  return Infinity;
}

function segmentsCross(a: [number, number], b: [number, number], c: [number, number], d: [number, number]): boolean {
  const ccw = (p: number[], q: number[], r: number[]) => (r[1] - p[1]) * (q[0] - p[0]) - (q[1] - p[1]) * (r[0] - p[0]);
  return ccw(c, d, a) * ccw(c, d, b) < 0 && ccw(a, b, c) * ccw(a, b, d) < 0;
}

describe('Borderlines: the map', () => {
  it('BL-D28: the 8 Syrian zones in zone-card order, the neighbouring countries, the Aegean, the Balkans, the Central Mediterranean, the starred cities', () => {
    expect(net.zonePlaces.map((p) => pick(C.places[p].name))).toEqual(['Aleppo', 'Idlib', 'Latakia', 'Raqqa', 'Hama', 'Homs', 'Damascus', 'Daraa']);
    const countriesOf = new Set(C.places.map((p) => p.country));
    for (const c of ['syria', 'turkey', 'lebanon', 'jordan', 'greece', 'north-macedonia', 'serbia', 'hungary', 'croatia', 'slovenia', 'italy', 'libya', 'austria', 'germany']) expect(countriesOf.has(c), c).toBe(true);
    expect(C.places).toHaveLength(49);
    expect(C.roads).toHaveLength(65);
    expect(C.seaLanes.map((l) => `${l.from}>${l.to}`)).toEqual(['izmir>lesbos', 'izmir>chios', 'bodrum>kos', 'zuwara>lampedusa', 'alexandria>catania']);
    // Every place has an English and a Traditional Chinese name.
    for (const p of C.places) expect(pick(p.name, 'zh-Hant')).toMatch(/[\u4e00-\u9fff]/);
  });

  it('BL-D28: every zone can reach Western Europe; the shortest journeys take 7 or 8 roads', () => {
    const d = net.zonePlaces.map(distanceToEurope);
    expect(Math.min(...d)).toBe(7);
    expect(Math.max(...d)).toBeLessThanOrEqual(9);
    expect(distanceToEurope(P('aleppo'))).toBe(7);
  });

  it('BL-D28: the screen coordinates draw a readable map — no two roads or sea lanes cross, no place sits on a road it is not on', () => {
    const xy = (id: string): [number, number] => { const p = C.places[P(id)]; return [p.x, p.y]; };
    const lines = [...C.roads.map((r) => [r.a, r.b]), ...C.seaLanes.map((l) => [l.from, l.to])];
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const [a, b] = lines[i];
        const [c, d] = lines[j];
        if (new Set([a, b, c, d]).size < 4) continue;
        expect(segmentsCross(xy(a), xy(b), xy(c), xy(d)), `${a}–${b} crosses ${c}–${d}`).toBe(false);
      }
    }
    for (const p of C.places) {
      for (const [a, b] of lines) {
        if (p.id === a || p.id === b) continue;
        const [ax, ay] = xy(a);
        const [bx, by] = xy(b);
        const t = Math.max(0, Math.min(1, ((p.x - ax) * (bx - ax) + (p.y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
        expect(Math.hypot(p.x - (ax + t * (bx - ax)), p.y - (ay + t * (by - ay))), `${p.id} on ${a}–${b}`).toBeGreaterThan(20);
      }
    }
    expect(C.mapSize).toEqual({ width: 1200, height: 980 });
    for (const p of C.places) expect(p.x <= C.mapSize.width && p.y <= C.mapSize.height, p.id).toBe(true);
    for (let i = 0; i < C.places.length; i++) {
      for (let j = i + 1; j < C.places.length; j++) {
        expect(Math.hypot(C.places[i].x - C.places[j].x, C.places[i].y - C.places[j].y)).toBeGreaterThanOrEqual(45);
      }
    }
  });

  it('BL-D27: the eight crossings carry the 2015 closures; two of five A and two of three B tokens are closed', () => {
    expect(C.crossings.map((c) => pick(c.name))).toEqual(['Evros', 'Kapitan Andreevo', 'Idomeni – Gevgelija', 'Röszke', 'Šid – Tovarnik', 'Botovo – Zákány', 'Harmica – Rigonce', 'Ventimiglia – Menton']);
    expect(C.borderTokens.map((t) => `${t.group}${t.closed ? 'x' : 'o'}`).join()).toBe('Ax,Ax,Ao,Ao,Ao,Bx,Bx,Bo');
    // No token guards the way into Western Europe from Hungary, Slovenia or Italy's Brenner.
    for (const [a, b] of [['budapest', 'vienna'], ['ljubljana', 'graz'], ['milan', 'munich']]) {
      const road = C.roads.findIndex((r) => r.a === a && r.b === b);
      expect(net.roadCrossing[road]).toBe(-1);
    }
  });

  it('BL-D25: the camps are real camps in cities of Turkey, Jordan and Greece, none in Lebanon', () => {
    expect(C.campCards.map((c) => `${pick(c.name)} (${c.place}, ${c.opened})`)).toEqual([
      'Yayladağı camp (hatay, 2011)', 'Nizip camp (gaziantep, 2012)', 'Zaatari camp (mafraq, 2012)',
      'Suruç camp (sanliurfa, 2014)', 'Kara Tepe camp (lesbos, 2015)', 'Eleonas camp (athens, 2015)',
    ]);
    expect(C.campCards.every((c) => C.places[P(c.place)].country !== 'lebanon')).toBe(true);
  });

  it('BL-D21 / BL-D4: two aid cards of each of the five kinds; war tables rise with the dice', () => {
    expect(C.aid.map((a) => `${a.kind}×${a.copies}`)).toEqual(['step×2', 'people×2', 'resettle×2', 'money×2', 'camp×2']);
    expect(C.aid.find((a) => a.kind === 'money')!.amount).toBe(40);
    expect(C.warCards.map((w) => [w.table[0].sum, w.table[1].sum - w.table[0].sum])).toEqual([[9, 6], [11, 7], [6, 7], [9, 6], [12, 6], [6, 6]]);
  });
});

describe('Borderlines: people, not tokens (BL-D30)', () => {
  it('BL-D30: event texts, action texts and content texts never call people tokens or units', () => {
    const texts = new Set<string>();
    for (const q of C.debrief) texts.add(q.en);
    for (const a of C.aid) texts.add(pick(a.text));
    for (let seed = 1; seed <= 6; seed++) {
      let s = borderlines.setup({ players: 4, seed }) as BorderlinesState;
      const rng = new Rng(`words/${seed}`);
      while (!borderlines.isOver(s)) {
        const seat = rng.pick(borderlines.activeSeats(s));
        const legal = borderlines.legalActions(s, seat);
        const v = borderlines.view(s, seat);
        for (const a of legal) texts.add(borderlines.describeAction(v, seat, a));
        const r = borderlines.apply(s, seat, rng.pick(legal));
        if (!r.ok) throw new Error(r.error.message);
        for (const e of r.events) texts.add(e.text);
        s = r.state as BorderlinesState;
      }
    }
    expect(texts.size).toBeGreaterThan(200);
    for (const t of texts) expect(t, t).not.toMatch(/\b(tokens?|units?|cubes?|pieces?)\b/i);
    expect([...texts].some((t) => /family member/.test(t))).toBe(true);
    expect(C.families.map((f) => pick(f.name))).toEqual(['Haddad', 'Khalil', 'Hamdan', 'Darwish']);
    expect(new Set(C.families.map((f) => f.shape)).size).toBe(4);
  });
});

/**
 * The largest content the bounds accept: every list and text as long as allowed. Written the older
 * way, each Chinese name in `nameZh` beside a plain English `name`, which is still read (BL-D42).
 */
function largestContent(char = 'x'): z.input<typeof borderlinesContentSchema> {
  const text = (n: number, tag: string) => (tag + char.repeat(n)).slice(0, n);
  const id = (i: number) => text(L.idLength, `p${i}-`);
  const zones = L.zones;
  const places = Array.from({ length: L.places }, (_, i) => ({
    id: id(i), name: text(L.nameLength, `P${i}`), nameZh: text(L.nameLength, `Z${i}`), country: 'c',
    kind: i < zones ? 'zone' as const : 'city' as const, star: i >= L.places - 6, x: L.coordinate, y: i,
  }));
  const pairs: Array<[number, number]> = [];
  for (let gap = 1; pairs.length < L.roads; gap++) for (let i = 0; i + gap < L.places && pairs.length < L.roads; i++) pairs.push([i, i + gap]);
  const roads = pairs.map(([a, b]) => ({ a: id(a), b: id(b), ferry: false, note: text(L.textLength, 'n') }));
  const seaLanes = Array.from({ length: L.seaLanes }, (_, k) => ({ from: id(zones + k), to: id(zones + k + 7), note: text(L.textLength, 's') }));
  const crossings = pairs.slice(0, L.crossings).map(([a, b]) => ({ a: id(a), b: id(b), name: text(L.nameLength, 'X'), nameZh: text(L.nameLength, 'Y'), note: text(L.textLength, 'N') }));
  return {
    mapSize: { width: L.coordinate, height: L.coordinate },
    countries: Array.from({ length: L.countries }, (_, i) => ({ id: i === 0 ? 'c' : `c${i}`, name: text(L.nameLength, 'C'), nameZh: text(L.nameLength, 'D') })),
    places,
    roads,
    seaLanes,
    crossings,
    borderTokens: crossings.map((_, i) => ({ group: i % 2 ? 'B' as const : 'A' as const, closed: i % 3 === 0 })),
    families: C.families.map((f) => ({ ...f, name: text(L.nameLength, pick(f.name)), nameZh: text(L.nameLength, pick(f.name, 'zh-Hant')) })),
    blackMarket: Array.from({ length: L.cards }, (_, i) => ({ people: L.people, steps: L.steps, boat: true, start: i < L.slots })),
    priceSlots: Array.from({ length: L.slots }, (_, i) => 1 + i),
    warCards: Array.from({ length: L.warCards }, (_, i) => ({
      name: text(L.nameLength, `W${i}`), nameZh: text(L.nameLength, 'V'), year: 2015, faceDown: i % 2 === 1,
      table: Array.from({ length: L.tableRows }, (_, k) => ({ sum: 1 + k * 9, deaths: k })),
    })),
    campCards: Array.from({ length: L.campCards }, (_, i) => ({ place: id(zones + i), name: text(L.nameLength, 'K'), nameZh: text(L.nameLength, 'L'), opened: 2015 })),
    aid: C.aid.map((a) => ({ ...a, copies: L.aidCopies, amount: a.kind === 'step' ? L.steps : a.kind === 'people' ? L.people : L.money, name: text(L.nameLength, 'A'), nameZh: text(L.nameLength, 'B'), text: text(L.textLength, 'T') })),
    roulette: Array.from({ length: L.segments }, (_, i) => ({ boat: (['safe', 'return', 'death'] as const)[i % 3], fee: i % 4 ? L.money : null })),
    schedule: Array.from({ length: L.rounds }, () => ({
      events: [{ kind: 'war' as const }, { kind: 'camp' as const }, { kind: 'aid' as const }, { kind: 'border' as const, group: 'A' as const },
        { kind: 'border' as const, group: 'B' as const }, { kind: 'camp' as const }, { kind: 'aid' as const }, { kind: 'camp' as const }],
      warPhase: true,
    })),
    rules: { peoplePerZone: L.peoplePerZone, startMoney: L.money, houses: L.houses, houseValue: L.money, europeBonus: L.money, finalEuropeBonus: L.money, cityPlaces: L.sitePlaces, campPlaces: L.sitePlaces, aidOffered: 3 },
    debrief: Array.from({ length: L.questions }, () => ({ en: text(L.textLength, 'Q'), zh: text(L.textLength, 'R') })),
  };
}

describe('Borderlines: custom content is validated and bounded', () => {
  it('BL-D33: the game\'s own checks name every problem', () => {
    const bad = structuredClone(C) as BorderlinesContent;
    bad.places[1].id = bad.places[0].id;
    bad.roads.push({ a: 'aleppo', b: 'atlantis', ferry: false });
    bad.crossings[0] = { ...bad.crossings[0], a: 'paris', b: 'stockholm' };
    bad.borderTokens.pop();
    bad.blackMarket[4].start = true;
    bad.warCards[0].table[1].sum = 5;
    bad.aid[1].kind = 'step';
    bad.campCards[0].place = 'homs';
    bad.seaLanes.push({ from: 'latakia', to: 'lesbos' });
    const problems = contentProblems(borderlines, bad);
    for (const expected of [
      'places: ids must be unique', 'roads.65: no place "atlantis"', 'crossings.0: no road paris–stockholm',
      'borderTokens: one token for each of the 8 crossings, not 7', 'blackMarket: 4 START cards fill the 4 price slots, not 5',
      'warCards.0.table.1: sums must rise from row to row', 'aid.1: the kind "step" is listed twice',
      'campCards.0: a camp is in a city, not in a Syrian zone', 'seaLanes.5: boats do not leave from or land in a Syrian zone',
    ]) expect(problems).toContain(expected);
    expect(contentProblems(borderlines, C)).toEqual([]);
  });

  it('BL-D35: one past each bound is refused with a message naming the field and the bound', () => {
    const cases: Array<[unknown, string]> = [
      [withLength(['places'], L.places + 1), `places: may hold at most ${L.places} places`],
      [withLength(['blackMarket'], L.cards + 1), `blackMarket: may hold at most ${L.cards} black-market cards`],
      [withLength(['roulette'], L.segments + 1), `roulette: may hold at most ${L.segments} segments`],
      [withLength(['schedule'], L.rounds + 1), `schedule: may hold at most ${L.rounds} rounds`],
      [withValue(['places', 0, 'name'], 'x'.repeat(L.nameLength + 1)), `places.0.name: must be at most ${L.nameLength} characters long`],
      [withValue(['aid', 0, 'text'], 'x'.repeat(L.textLength + 1)), `aid.0.text: must be at most ${L.textLength} characters long`],
      [withValue(['blackMarket', 0, 'people'], 30_000_000), `blackMarket.0.people: must be at most ${L.people}`],
      [withValue(['rules', 'peoplePerZone'], 7), `rules.peoplePerZone: must be at most ${L.peoplePerZone}`],
      [withValue(['places', 0, 'x'], 1e9), `places.0.x: must be at most ${L.coordinate}`],
      [withValue(['aid', 0, 'copies'], 2 ** 53), `aid.0.copies: must be at most ${L.aidCopies}`],
    ];
    for (const [content, message] of cases) expect(contentProblems(borderlines, content), message).toContain(message);
    expect(contentProblems(borderlines, withValue(['aid', 0, 'amount'], 7))).toEqual([`aid.0.amount: extra steps must be 1 to ${L.steps}`]);
    expect(contentProblems(borderlines, withValue(['families'], C.families.slice(0, 3)))).toEqual(['families: lists exactly 4 families, one per player']);
  });

  it('BL-D33 / BL-D35: the largest valid content sets up and plays a whole game', () => {
    const largest = largestContent();
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(DEFAULT_MAX_CONTENT_BYTES);
    expect(contentProblems(borderlines, largest)).toEqual([]);
    expect(expectBounded(borderlines, largest)).toMatchObject({ states: 1 });
    let s = borderlines.setup({ players: 4, seed: 1, content: largest as unknown as BorderlinesContent }) as BorderlinesState;
    const rng = new Rng('largest');
    let steps = 0;
    const started = Date.now();
    while (!borderlines.isOver(s)) {
      const seat = rng.pick(borderlines.activeSeats(s));
      const r = borderlines.apply(s, seat, rng.pick(borderlines.legalActions(s, seat)));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state as BorderlinesState;
      steps++;
    }
    expect(steps).toBeLessThan(borderlines.maxActions(4));
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(borderlines.outcome(s)!.scores).toHaveLength(4);
  });

  it('BL-D33 / BL-D35 property: mutations of the default content are refused clearly, or set up and play', () => {
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(mutationOf(C), { minLength: 1, maxLength: 3 }), (mutations) => {
        const { content, applied } = mutate(C, mutations);
        if ('refused' in expectBounded(borderlines, content, applied)) { refused++; return; }
        accepted++;
        // Accepted content plays a game to its end.
        let s = borderlines.setup({ players: 4, seed: accepted, content: content as BorderlinesContent }) as BorderlinesState;
        const rng = new Rng(accepted);
        for (let i = 0; !borderlines.isOver(s); i++) {
          expect(i).toBeLessThan(borderlines.maxActions(4));
          const seat = rng.pick(borderlines.activeSeats(s));
          const r = borderlines.apply(s, seat, rng.pick(borderlines.legalActions(s, seat)));
          if (!r.ok) throw new Error(r.error.message);
          s = r.state as BorderlinesState;
        }
      }),
      { seed: 12_001, numRuns: 200 },
    );
    expect(refused).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(1);
  });
});

describe('a strict schema', () => {
  it('BL-D33: an unknown top-level key (a misspelt one) is refused, not ignored', () => {
    const bad = { ...structuredClone(DEFAULT_CONTENT), blackmarket: [] };
    expect(() => borderlines.parseContent(bad)).toThrow(/blackmarket/);
  });
});
