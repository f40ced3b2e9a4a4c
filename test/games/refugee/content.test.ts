import { pick } from '../../../src/engine/lang.ts';
import { describe, expect, it } from 'vitest';
import { refugee } from '../../../src/games/refugee/index.ts';
import { enc, K, layoutOf } from '../../../src/games/refugee/codec.ts';
import { DEFAULT_CONTENT as C, REGIONS } from '../../../src/games/refugee/data/index.ts';
import { ContentError, Rng } from '../../../src/engine/index.ts';
import { contentOf } from '../../../src/games/refugee/content.ts';
import type { RefugeeState, RefugeeView } from '../../../src/games/refugee/types.ts';

describe('#refugee content (RF-D1..RF-D10)', () => {
  it('RF-D1 RF-D2 RF-D3: 40 refugees, ten per published region, each a person with name, age, origin and story', () => {
    expect(C.refugees).toHaveLength(40);
    for (const region of REGIONS) expect(C.refugees.filter((r) => r.region === region)).toHaveLength(10);
    expect(new Set(C.refugees.map((r) => pick(r.name))).size).toBe(40);
    expect(new Set(C.refugees.map((r) => pick(r.origin))).size).toBeGreaterThanOrEqual(15);
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

  it('RF-D12: custom content travels with the state, its clones, views and determinizations, by reference', () => {
    const content = { ...C, refugees: C.refugees.slice(0, 20).map((r, i) => (i === 0 ? { ...r, name: 'Custom Name' } : r)) };
    const s = refugee.setup({ players: 2, seed: 3, content }) as RefugeeState;
    expect(s.contentKey).toMatch(/^custom-/);
    expect(s.content).toEqual(content);
    expect(s.refugeeDeck.length + s.inPlay.length).toBeLessThanOrEqual(20);
    expect((refugee.clone(s) as RefugeeState).content).toBe(s.content);
    const view = refugee.view(s, 0) as RefugeeView;
    expect(view.content).toBe(s.content);
    expect((refugee.view(s, 'spectator') as RefugeeView).content).toBe(s.content);
    expect((refugee.determinize(view, 0, new Rng(1)) as RefugeeState).content).toBe(s.content);
    // What another process gets (JSON, structured clone) is read alone, with no registry behind it.
    const wire = JSON.parse(JSON.stringify(view)) as RefugeeView;
    expect(contentOf(wire).refugees[0].name).toBe('Custom Name');
    const seat = refugee.activeSeats(s)[0];
    const sent = refugee.view(s, seat);
    const received = structuredClone(sent);
    expect(refugee.legalActions(refugee.determinize(received, seat, new Rng(2)), seat)).toEqual(refugee.legalActions(s, seat));
    for (const a of refugee.legalActions(s, seat)) expect(refugee.describeAction(received, seat, a)).toBe(refugee.describeAction(sent, seat, a));
  });

  it('RF-D12: the default content is only named, never carried; custom content equal to it is named default', () => {
    const s = refugee.setup({ players: 2, seed: 3 }) as RefugeeState;
    expect(s.contentKey).toBe('default');
    expect(Object.hasOwn(s, 'content')).toBe(false);
    expect(Object.hasOwn(refugee.view(s, 0) as object, 'content')).toBe(false);
    expect(JSON.stringify(s)).not.toContain(pick(C.refugees[0].name));
    const same = refugee.setup({ players: 2, seed: 3, content: structuredClone(C) }) as RefugeeState;
    expect(same.contentKey).toBe('default');
    expect(Object.hasOwn(same, 'content')).toBe(false);
  });

  it('RF-D12: a view that names custom content without carrying it is refused clearly', () => {
    const s = refugee.setup({ players: 2, seed: 3, content: { ...C, refugees: C.refugees.slice(0, 20) } }) as RefugeeState;
    const { content: _dropped, ...bare } = refugee.view(s, 0) as RefugeeView;
    expect(_dropped).toBeDefined();
    expect(() => contentOf(bare)).toThrow(/names custom content "custom-[0-9a-f]{16}" but does not carry it/);
  });

  it('RF-D11: action codes round-trip through the mixed-radix layout', () => {
    const L = layoutOf(C);
    const decode = (a: number) => L.actions.decode(a);
    expect(decode(0)).toEqual({ kind: 'pass' });
    expect(decode(enc.cycle(L, K.shelter))).toEqual({ kind: 'cycle', card: 'shelter' });
    expect(decode(enc.vet(L, 79, 39))).toEqual({ kind: 'vet', vetting: 79, refugee: 39 });
    expect(decode(enc.discard(L, 5))).toEqual({ kind: 'discard', vetting: 5 });
    expect(decode(enc.choose(L, 7))).toEqual({ kind: 'choose', refugee: 7 });
    expect(decode(enc.play(L, K.war, 3, 1))).toEqual({ kind: 'war', country: 3, dest: 1 });
    expect(decode(enc.play(L, K.fakeNews, 39, 79))).toEqual({ kind: 'fakeNews', refugee: 39, vetting: 79 });
    expect(decode(enc.play(L, K.court, 12))).toEqual({ kind: 'court', stack: 12 });
    expect(decode(L.end)).toBeNull();
    const codes = new Set<number>();
    for (let k = 0; k < 12; k++) for (let x = 0; x < L.radix[k]; x++) codes.add(L.play[k] + x);
    expect(codes.size).toBe(L.end - L.play[0]);
  });
});
