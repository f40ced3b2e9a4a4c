import { describe, expect, it } from 'vitest';
import { refugee } from '../../../src/games/refugee/index.ts';
import { decode, enc, K, layoutOf } from '../../../src/games/refugee/codec.ts';
import { DEFAULT_CONTENT as C, REGIONS } from '../../../src/games/refugee/data/index.ts';
import { ContentError } from '../../../src/engine/index.ts';
import type { RefugeeState } from '../../../src/games/refugee/types.ts';

describe('#refugee content (RF-D1..RF-D10)', () => {
  it('RF-D1 RF-D2 RF-D3: 40 refugees, ten per published region, each a person with name, age, origin and story', () => {
    expect(C.refugees).toHaveLength(40);
    for (const region of REGIONS) expect(C.refugees.filter((r) => r.region === region)).toHaveLength(10);
    expect(new Set(C.refugees.map((r) => r.name)).size).toBe(40);
    expect(new Set(C.refugees.map((r) => r.origin)).size).toBeGreaterThanOrEqual(15);
    const ages = C.refugees.map((r) => r.age);
    expect(Math.min(...ages)).toBeLessThan(12);
    expect(Math.max(...ages)).toBeGreaterThan(65);
  });

  it('RF-D4: 80 vetting cards from -4 to +4 of three kinds; 10 of each region colour; mildly positive', () => {
    expect(C.vetting).toHaveLength(80);
    for (let v = -4; v <= 4; v++) expect(C.vetting.some((c) => c.value === v)).toBe(true);
    for (const kind of ['possession', 'occupation', 'disposition']) expect(C.vetting.filter((c) => c.kind === kind).length).toBeGreaterThan(20);
    for (const region of REGIONS) {
      const coloured = C.vetting.filter((c) => c.colour === region);
      expect(coloured).toHaveLength(10);
      expect(coloured.some((c) => c.value < 0) && coloured.some((c) => c.value > 0)).toBe(true);
    }
    const mean = C.vetting.reduce((n, c) => n + c.value, 0) / 80;
    expect(mean).toBeGreaterThan(0);
    expect(mean).toBeLessThan(1);
  });

  it('RF-D10: the die has six faces of marks and bolts', () => {
    expect(C.die).toHaveLength(6);
    expect(C.die.reduce((n, f) => n + f.marks, 0) / 6).toBe(1.5);
  });

  it('bad content is refused with every problem listed', () => {
    const bad = { ...C, vetting: C.vetting.map((c, i) => (i === 3 ? { ...c, value: 7 } : c)), die: C.die.slice(0, 5) };
    try {
      refugee.parseContent(bad);
      expect.fail('accepted bad content');
    } catch (e) {
      expect(e).toBeInstanceOf(ContentError);
      expect((e as ContentError).problems.join('\n')).toMatch(/vetting\.3\.value/);
      expect((e as ContentError).problems.join('\n')).toMatch(/die/);
    }
    const swapped = { ...C, actionKinds: [C.actionKinds[1], C.actionKinds[0], ...C.actionKinds.slice(2)] };
    expect(() => refugee.parseContent(swapped)).toThrow(/expected natural-disaster/);
  });

  it('RF-D12: custom content plays by its key; a state never carries the card texts', () => {
    const content = { ...C, refugees: C.refugees.slice(0, 20) };
    const s = refugee.setup({ players: 2, seed: 3, content }) as RefugeeState;
    expect(s.contentKey).toMatch(/^custom-/);
    expect(s.refugeeDeck.length + s.inPlay.length).toBeLessThanOrEqual(20);
    expect(JSON.stringify(s)).not.toContain('Amira');
    expect((refugee.setup({ players: 2, seed: 3 }) as RefugeeState).contentKey).toBe('default');
  });

  it('RF-D11: action codes round-trip through the mixed-radix layout', () => {
    const L = layoutOf(C);
    expect(decode(L, 0)).toEqual({ type: 'pass' });
    expect(decode(L, enc.cycle(K.shelter))).toEqual({ type: 'cycle', kind: K.shelter });
    expect(decode(L, enc.vet(L, 79, 39))).toEqual({ type: 'vet', vetting: 79, refugee: 39 });
    expect(decode(L, enc.discard(L, 5))).toEqual({ type: 'discard', vetting: 5 });
    expect(decode(L, enc.choose(L, 7))).toEqual({ type: 'choose', refugee: 7 });
    expect(decode(L, enc.play(L, K.war, 3, 1))).toEqual({ type: 'play', kind: K.war, a: 3, b: 1 });
    expect(decode(L, enc.play(L, K.fakeNews, 39, 79))).toEqual({ type: 'play', kind: K.fakeNews, a: 39, b: 79 });
    expect(decode(L, enc.play(L, K.court, 12))).toEqual({ type: 'play', kind: K.court, a: 12, b: 0 });
    expect(decode(L, L.end)).toEqual({ type: 'invalid' });
    const codes = new Set<number>();
    for (let k = 0; k < 12; k++) for (let x = 0; x < L.radix[k]; x++) codes.add(L.play[k] + x);
    expect(codes.size).toBe(L.end - L.play[0]);
  });
});
