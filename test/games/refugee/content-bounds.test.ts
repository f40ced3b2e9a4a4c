/**
 * #refugee content and options are bounded, so no request can make setup costly or endless.
 * The whole file has a size and depth bound (RF-D26), every text and option a length or range
 * (RF-D27), and a die whose faces all tie would re-roll the first-player roll forever (RF-D28).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContentError, DEFAULT_MAX_CONTENT_BYTES, MAX_JSON_DEPTH } from '../../../src/engine/index.ts';
import { ACTION_KINDS, DEFAULT_CONTENT, REFUGEE_TEXT_LIMITS as T, REGIONS, VETTING_KINDS, type RefugeeContent } from '../../../src/games/refugee/data/index.ts';
import { layoutOf, refugee } from '../../../src/games/refugee/index.ts';
import type { RefugeeState } from '../../../src/games/refugee/types.ts';
import { contentProblems, deeplyNested, expectBounded, MAX_STATE_JSON_BYTES, mutate, mutationOf, type Path } from '../../fixtures/content-fuzz.ts';


const withValue = (path: Path, value: unknown) => mutate(DEFAULT_CONTENT, [{ kind: 'set', path, value }]).content;
const withLength = (path: Path, times: number) => mutate(DEFAULT_CONTENT, [{ kind: 'grow', path, times }]).content;

/** Every list at its longest, every text at its longest (`char` repeated), 100 action cards. */
function largestContent(char = 'x'): RefugeeContent {
  const text = (n: number, tag: string) => (tag + char.repeat(n)).slice(0, n);
  return {
    refugees: Array.from({ length: 64 }, (_, i) => ({
      name: text(T.name, `R${i}-`), age: 110, origin: text(T.name, 'O'), region: REGIONS[i % 4], story: text(T.story, 'S'),
    })),
    vetting: Array.from({ length: 128 }, (_, i) => ({
      kind: VETTING_KINDS[i % 3], name: text(T.name, `V${i}-`), value: (i % 9) - 4, colour: i % 2 ? REGIONS[i % 4] : null,
    })),
    // 8 × 8 + 4 × 9 = 100, the most the action deck may hold.
    actionKinds: ACTION_KINDS.map((kind, k) => ({ kind, title: text(T.name, 'A'), text: text(T.actionText, 'X'), cycle: k % 2 === 0, copies: k < 8 ? 8 : 9 })),
    die: [{ marks: 3, bolts: 3 }, { marks: 3, bolts: 3 }, { marks: 3, bolts: 3 }, { marks: 3, bolts: 3 }, { marks: 3, bolts: 3 }, { marks: 3, bolts: 2 }],
  };
}

describe('#refugee: content bounds', () => {
  it('RF-D27: one past each bound is refused with a message naming the field and the bound', () => {
    const cases: Array<[unknown, string]> = [
      [withLength(['refugees'], 65), 'refugees: may hold at most 64 refugee cards'],
      [withLength(['vetting'], 129), 'vetting: may hold at most 128 vetting cards'],
      [withLength(['die'], 7), 'die: the die has exactly 6 faces'],
      [withLength(['actionKinds'], 13), 'actionKinds: lists the 12 action-card kinds, each once, in order'],
      [withValue(['refugees', 0, 'name'], 'x'.repeat(T.name + 1)), `refugees.0.name: must be at most ${T.name} characters long`],
      [withValue(['refugees', 0, 'origin'], 'x'.repeat(T.name + 1)), `refugees.0.origin: must be at most ${T.name} characters long`],
      [withValue(['refugees', 0, 'story'], 'x'.repeat(T.story + 1)), `refugees.0.story: must be at most ${T.story} characters long`],
      [withValue(['vetting', 0, 'name'], 'x'.repeat(T.name + 1)), `vetting.0.name: must be at most ${T.name} characters long`],
      [withValue(['actionKinds', 0, 'title'], 'x'.repeat(T.name + 1)), `actionKinds.0.title: must be at most ${T.name} characters long`],
      [withValue(['actionKinds', 0, 'text'], 'x'.repeat(T.actionText + 1)), `actionKinds.0.text: must be at most ${T.actionText} characters long`],
      [withValue(['actionKinds', 0, 'copies'], 30_000_000), 'actionKinds.0.copies: must be at most 20'],
      [withValue(['refugees', 0, 'age'], 2 ** 53), 'refugees.0.age: must be at most 110'],
      [withValue(['die', 0, 'marks'], 4), 'die.0.marks: must be at most 3'],
      [withValue(['vetting', 0, 'value'], -5), 'vetting.0.value: must be at least -4'],
    ];
    for (const [content, message] of cases) expect(contentProblems(refugee, content), message).toEqual([message]);
    // The deck total was bounded from the start; its message stays.
    const many = structuredClone(DEFAULT_CONTENT);
    for (const k of many.actionKinds) k.copies = 20;
    expect(contentProblems(refugee, many)).toEqual(['the action deck needs 8–100 cards, has 240']);
  });

  it('RF-D27: options are bounded: scores to ±1000, 40 acceptances, 500 turns', () => {
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ eliminationScore: -1001 }, 'eliminationScore: must be at least -1000'],
      [{ eliminationScore: -(2 ** 60) }, 'eliminationScore: must be at least -1000'],
      [{ targetScore: 1001 }, 'targetScore: must be at most 1000'],
      [{ targetScore: 2 ** 53 }, 'targetScore: must be at most 1000'],
      [{ acceptToEnd: 41 }, 'acceptToEnd: must be at most 40'],
      [{ maxTurns: 30_000_000 }, 'maxTurns: must be at most 500'],
    ];
    for (const [options, message] of refused) {
      expect(() => refugee.parseOptions(options)).toThrow(ContentError);
      expect(() => refugee.parseOptions(options)).toThrow(message);
    }
    expect(refugee.parseOptions({ eliminationScore: -1000, targetScore: 1000, acceptToEnd: 40, maxTurns: 500 })).toMatchObject({ eliminationScore: -1000, targetScore: 1000 });
  });

  it('RF-D28 RF-R3: a die whose faces all tie in the first-player roll is refused, so setup always ends', () => {
    const flat = structuredClone(DEFAULT_CONTENT);
    flat.die = flat.die.map(() => ({ marks: 1, bolts: 0 }));
    expect(contentProblems(refugee, flat)).toEqual([
      'die: the faces must not all be worth the same in the first-player roll (marks 1, bolts ½), or its ties would be re-rolled forever',
    ]);
    // 1 mark and 2 bolts are worth the same (RF-R3): still one value, still refused.
    flat.die = flat.die.map((_, i) => (i % 2 ? { marks: 1, bolts: 0 } : { marks: 0, bolts: 2 }));
    expect(contentProblems(refugee, flat)).toHaveLength(1);
    // One face worth more is enough: ties end with probability 1, and in a few rounds in practice.
    flat.die[5] = { marks: 1, bolts: 1 };
    expect(contentProblems(refugee, flat)).toEqual([]);
    let longest = 0;
    for (let seed = 0; seed < 200; seed++) {
      const s = refugee.setup({ players: 4, seed, content: flat }) as RefugeeState;
      longest = Math.max(longest, s.firstRoll.length);
    }
    expect(longest).toBeGreaterThan(1);
    expect(longest).toBeLessThan(100);
  });

  it('RF-D26: content over 256 kB or nested over 32 levels is refused before the schema reads it', () => {
    expect(contentProblems(refugee, { ...DEFAULT_CONTENT, refugees: Array(1_000_000).fill(DEFAULT_CONTENT.refugees[0]) }))
      .toEqual(['(root): the content is larger than 256 kB (262,144 bytes) as JSON; make it smaller']);
    const [deep] = contentProblems(refugee, { ...DEFAULT_CONTENT, die: deeplyNested(100_000, true) });
    expect(deep).toMatch(new RegExp(`^die(\\.a)+: the content nests more than ${MAX_JSON_DEPTH} levels deep`));
  });

  it('RF-D26 RF-D27: the largest valid content sets up every player count within fixed memory', () => {
    const largest = largestContent();
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(DEFAULT_MAX_CONTENT_BYTES);
    expect(contentProblems(refugee, largest)).toEqual([]);
    expect([layoutOf(largest).nr, layoutOf(largest).nv, layoutOf(largest).na]).toEqual([64, 128, 100]);
    for (let players = 2; players <= 4; players++) {
      const s = refugee.setup({ players, seed: players, content: largest }) as RefugeeState;
      // RF-D12: the state carries its (parsed) content by reference; everything else stays small, and
      // the whole is bounded by that plus the content's own bound.
      expect(s.contentKey).toMatch(/^custom-/);
      const { content: carried, ...rest } = s;
      expect(carried).toEqual(largest);
      expect(Buffer.byteLength(JSON.stringify(rest))).toBeLessThan(MAX_STATE_JSON_BYTES / 100);
      expect(Buffer.byteLength(JSON.stringify(s))).toBeLessThan(Buffer.byteLength(JSON.stringify(rest)) + DEFAULT_MAX_CONTENT_BYTES);
    }
    expect(expectBounded(refugee, largest)).toMatchObject({ states: 3 });
    // Texts of escaped characters (6 bytes of JSON each) pass the schema but not the file size.
    expect(contentProblems(refugee, largestContent('\u0001'))).toEqual(['(root): the content is larger than 256 kB (262,144 bytes) as JSON; make it smaller']);
  });

  it('RF-D26 RF-D27 property: mutations of the default content are refused clearly or set up within fixed memory', () => {
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(mutationOf(DEFAULT_CONTENT), { minLength: 1, maxLength: 3 }), (mutations) => {
        const { content, applied } = mutate(DEFAULT_CONTENT, mutations);
        if ('refused' in expectBounded(refugee, content, applied)) refused++; else accepted++;
      }),
      { seed: 9_0011, numRuns: 300 },
    );
    expect(refused).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(5);
  });
});
