import { describe, expect, it } from 'vitest';
import { pick, Rng } from '../../../src/engine/index.ts';
import { defaultContent } from '../../../src/games/emigration/data/index.ts';
import { HIDDEN, PUBLIC_FIELDS, type EmigrationView } from '../../../src/games/emigration/types.ts';
import { emigration, fresh } from './helpers.ts';

describe('Emigration: what each player sees', () => {
  it('EM-R5 / EM-D18: every face-up card, stash and amount is public; face-down cards, removed cards, token order and the PRNG are not', () => {
    const s = fresh(4, 12);
    const views = [0, 1, 2, 3, 'spectator' as const].map((v) => emigration.view(s, v) as EmigrationView);
    for (const v of views) {
      expect(v.money).toEqual(s.money);
      expect(v.stash).toEqual(s.stash);
      v.layout.forEach((row, p) => row.forEach((id, slot) => {
        expect(id).toBe(s.faceUp[p][slot] ? s.layout[p][slot] : HIDDEN);
      }));
      const json = JSON.stringify(v);
      expect(json).not.toContain('"rng"');
      expect(json).not.toContain('"removed"');
      expect(json).not.toContain('"lanes"');
      expect(v.removedCount).toBe(2);
      expect(v.laneCounts).toEqual([3, 3, 3, 3, 3]);
    }
    // Every seat sees the same public table.
    const strip = (v: EmigrationView) => ({ ...v, viewer: null });
    expect(strip(views[0])).toEqual(strip(views[1]));
    expect(strip(views[0])).toEqual(strip(views[4]));
  });

  it('EM-D18: a view has exactly the public fields plus the four derived ones, whatever the state holds', () => {
    const s = fresh(4, 3);
    const extra = { ...s, secretNote: 'not public' } as typeof s;
    const keys = Object.keys(emigration.view(extra, 0)).sort();
    expect(keys).toEqual([...PUBLIC_FIELDS, 'viewer', 'layout', 'removedCount', 'laneCounts'].sort());
  });

  it('EM-D18: determinization resamples hidden cards and token order but keeps the view', () => {
    const s = fresh(3, 3);
    const v = emigration.view(s, 1) as EmigrationView;
    const layouts = new Set<string>();
    const lanes = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const d = emigration.determinize(v, 1, new Rng(k));
      expect(emigration.view(d, 1)).toEqual(v);
      layouts.add(JSON.stringify(d.layout));
      lanes.add(JSON.stringify(d.lanes));
    }
    expect(layouts.size).toBeGreaterThan(10);
    expect(lanes.size).toBeGreaterThan(10);
  });

  it('EM-D6: a match uses the first N documents and connections of the content, and its card table is public', () => {
    const s = fresh(2);
    const docs = s.cards.filter((c) => c.kind === 'document').map((c) => c.name);
    expect(docs).toEqual(defaultContent.documents.slice(0, 7).map((d) => pick(d.name)));
    expect((emigration.view(s, 0) as EmigrationView).cards).toEqual(s.cards);
  });
});

describe('Emigration: custom content', () => {
  it('a content file replaces the data; a bad one is refused with every problem listed', () => {
    const custom = structuredClone(defaultContent);
    custom.ticketPrice = 1;
    custom.destinations[0].name = 'Atlantis';
    const s = emigration.setup({ players: 2, seed: 1, content: emigration.parseContent(custom) });
    expect(s.cards.find((c: { kind: string }) => c.kind === 'ticket')?.price).toBe(1);
    const bad = structuredClone(defaultContent) as unknown as Record<string, unknown>;
    bad.ticketPrice = -1;
    (bad.lanes as unknown[]) = [];
    delete bad.careers;
    let message = '';
    try { emigration.parseContent(bad); } catch (e) { message = (e as Error).message; }
    expect(message).toMatch(/ticketPrice/);
    expect(message).toMatch(/lanes/);
    expect(message).toMatch(/careers/);
    // Semantic checks: the card table must deal exactly 14 to each player.
    const uneven = structuredClone(defaultContent);
    uneven.cardCounts[0].paydays = 9;
    expect(() => emigration.parseContent(uneven)).toThrow(/must deal 14 to each player/);
  });
});

describe('Emigration: terminal rendering', () => {
  it('EM-R5: renderText shows public cards and never a face-down card', () => {
    const s = fresh(3, 2);
    const text = emigration.renderText!(emigration.view(s, 0), 0);
    expect(text).toContain('YOU:');
    s.layout.forEach((row, p) => row.forEach((id, slot) => {
      const name = s.cards[id].name;
      // Names shared by a visible card may appear; check a hidden card's unique name does not.
      const unique = s.cards.filter((c) => c.name === name).length === 1;
      if (!s.faceUp[p][slot] && unique) expect(text).not.toContain(name);
      if (s.faceUp[p][slot]) expect(text).toContain(name);
    }));
  });
});
