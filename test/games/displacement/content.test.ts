/**
 * The content (DP-D1..DP-D6, DP-D16, DP-D23, DP-D24): the default cards, and validation of custom content.
 */
import { describe, expect, it } from 'vitest';
import { ContentError, pick } from '../../../src/engine/index.ts';
import { SCENARIO_KINDS } from '../../../src/games/displacement/index.ts';
import { C, displacement } from './helpers.ts';

describe('default content', () => {
  it('DP-D3: eight regions with climate attributes; Taiga is boreal forest with mountains', () => {
    expect(C.regions).toHaveLength(8);
    expect(C.regions.find((r) => r.id === 'taiga')).toMatchObject({ name: { en: 'Taiga' }, attributes: expect.arrayContaining(['forest', 'mountains']) });
    expect(C.regions.filter((r) => r.attributes.includes('arid')).length).toBeGreaterThan(0);
  });

  it('DP-D4: the goal deck holds three of each goal', () => {
    for (const g of ['humanitarian', 'metropolitan', 'entrepreneurial']) expect(C.goals.filter((x) => x.goal === g)).toHaveLength(3);
  });

  it('DP-D5: the scenario deck has every kind of the rulebook, and crises cost about a community\'s price', () => {
    expect(C.scenarios).toHaveLength(27);
    for (const kind of SCENARIO_KINDS) expect(C.scenarios.some((s) => s.kind === kind), kind).toBe(true);
    const names = C.scenarios.map((s) => pick(s.name));
    for (const n of ['Forest Fire', 'Tornado', 'Flood', 'Hurricane', 'Regional Conflict', 'Baby Boom', 'Stock Market Crash', 'Pandemic', 'Market Boom', 'Tech Innovation', 'Mass Urbanization', 'Development Aid']) expect(names).toContain(n);
    for (const s of C.scenarios) {
      if (s.kind !== 'crisis') continue;
      expect(s.cost).toBeGreaterThanOrEqual(1);
      expect(s.cost).toBeLessThanOrEqual(5);
    }
  });

  it('DP-D6 / DP-D23: debrief questions, and texts that speak of people, never pins', () => {
    expect(C.debrief.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(C)).not.toMatch(/\bpins?\b/i);
  });
});

describe('custom content is validated', () => {
  it('DP-D24 / DP-D16 / DP-D2: every problem is listed; counts are bounded', () => {
    const bad = structuredClone(C) as Record<string, unknown> & typeof C;
    bad.regions = bad.regions.slice(0, 3);
    bad.scenarios = bad.scenarios.filter((s) => s.kind === 'crash');
    bad.regions[0] = { ...bad.regions[0], attributes: ['volcanic'] };
    try {
      displacement.parseContent(bad);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ContentError);
      const text = (e as ContentError).problems.join('\n');
      expect(text).toMatch(/at least 6 region cards/);
      expect(text).toMatch(/not a Stock Market Crash/);
      expect(text).toMatch(/no attribute "volcanic"/);
    }
    const huge = structuredClone(C);
    huge.rules.squares = 10_000;
    expect(() => displacement.parseContent(huge)).toThrow(/at most 25/);
  });

  it('DP-D25: a game set up with custom content carries it in its views', () => {
    const custom = structuredClone(C);
    custom.rules.rounds = 3;
    const s = displacement.setup({ players: 2, seed: 1, content: displacement.parseContent(custom) });
    expect(s.contentKey).toMatch(/^custom-/);
    const v = JSON.parse(JSON.stringify(displacement.view(s, 0)));
    expect(v.content.rules.rounds).toBe(3);
  });
});
