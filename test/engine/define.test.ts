import { describe, expect, it } from 'vitest';
import { canonicalJson, ContentError, eventsFor, type GameEvent } from '../../src/engine/index.ts';
import { pledge } from '../fixtures/pledge.ts';

describe('defineGame', () => {
  const state = pledge.setup({ players: 3, seed: 21 });

  it('apply returns a new state and events, and never touches its input', () => {
    const before = canonicalJson(state);
    const action = pledge.legalActions(state, 0)[0];
    const res = pledge.apply(state, 0, action);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(canonicalJson(state)).toBe(before);
    expect(res.state).not.toBe(state);
    expect(res.state.pledges[0]).toBe(action);
    expect(res.events.map((e) => e.kind)).toEqual(['pledged', 'my-pledge']);
  });

  it('reports each kind of bad action with its code and changes nothing', () => {
    const before = canonicalJson(state);
    const legal = pledge.legalActions(state, 0);
    const illegal = [...Array(20).keys()].find((a) => !legal.includes(a))!;
    const cases: Array<[number, unknown, string]> = [
      [-1, legal[0], 'INVALID_SEAT'],
      [0.5, legal[0], 'INVALID_SEAT'],
      [0, -1, 'MALFORMED_ACTION'],
      [0, 1.5, 'MALFORMED_ACTION'],
      [0, Number.NaN, 'MALFORMED_ACTION'],
      [0, '3', 'MALFORMED_ACTION'],
      [0, 10n, 'MALFORMED_ACTION'],
      [0, { a: 1 }, 'MALFORMED_ACTION'],
      [0, illegal, 'ILLEGAL_ACTION'],
      [0, 2 ** 53, 'ILLEGAL_ACTION'],
    ];
    for (const [seat, action, code] of cases) {
      const res = pledge.apply(state, seat, action as number);
      expect(res.ok ? 'ok' : res.error.code, `seat ${seat} action ${String(action)}`).toBe(code);
    }
    // After seat 0 pledged it is no longer active in this round.
    const after = pledge.apply(state, 0, legal[0]);
    if (!after.ok) throw new Error('setup');
    const again = pledge.apply(after.state, 0, pledge.legalActions(state, 0)[1]);
    expect(again.ok ? 'ok' : again.error.code).toBe('NOT_YOUR_TURN');
    expect(canonicalJson(state)).toBe(before);
  });

  it('refuses everything once the game is over', () => {
    let s = state;
    while (!pledge.isOver(s)) {
      const seat = pledge.activeSeats(s)[0];
      const res = pledge.apply(s, seat, pledge.legalActions(s, seat)[0]);
      if (!res.ok) throw new Error(res.error.message);
      s = res.state;
    }
    for (const seat of [0, 1, 2, -1, 9]) {
      const res = pledge.apply(s, seat, 1);
      expect(res.ok ? 'ok' : res.error.code).toBe('GAME_OVER');
    }
  });

  it('applyInPlace mutates and matches apply', () => {
    const a = pledge.clone(state);
    const res = pledge.apply(state, 1, pledge.legalActions(state, 1)[0]);
    pledge.applyInPlace(a, 1, pledge.legalActions(state, 1)[0]);
    expect(res.ok && canonicalJson(res.state)).toBe(canonicalJson(a));
  });

  it('setup validates players, seed, options and content', () => {
    expect(() => pledge.setup({ players: 1, seed: 1 })).toThrow(/2–4 players, not 1/);
    expect(() => pledge.setup({ players: 5, seed: 1 })).toThrow(RangeError);
    expect(() => pledge.setup({ players: 2.5, seed: 1 })).toThrow(RangeError);
    expect(() => pledge.setup({ players: 2, seed: Number.NaN })).toThrow(/seed/);
    expect(() => pledge.setup({ players: 2, seed: 1, options: { turbo: true } as never })).toThrow(ContentError);
    const custom = pledge.setup({ players: 2, seed: 1, content: { deck: [...Array(16).keys()].map((i) => 100 + i) } });
    expect(custom.hands.flat().every((c) => c >= 100)).toBe(true);
  });

  it('content errors list every problem, each with its path', () => {
    let caught: unknown;
    const deck: unknown[] = [...Array(16).keys()].map((i) => i + 1);
    deck[1] = -2;
    deck[2] = 3.5;
    deck[3] = 'x';
    try { pledge.parseContent({ deck }); } catch (e) { caught = e; }
    expect(caught).toBeInstanceOf(ContentError);
    const problems = (caught as ContentError).problems;
    expect(problems.map((p) => p.split(':')[0])).toEqual(['deck.1', 'deck.2', 'deck.3']);
    expect(() => pledge.parseContent({ deck: [1, 2, 3] })).toThrow(/deck: /);
    expect((caught as Error).message).toMatch(/^Invalid content:\n {2}- /);
    expect(() => pledge.parseContent(null)).toThrow(/\(root\)/);
  });

  it('options errors are ContentErrors about options', () => {
    let caught: unknown;
    try { pledge.parseOptions({ speed: 3 }); } catch (e) { caught = e; }
    expect(caught).toBeInstanceOf(ContentError);
    expect((caught as Error).message).toMatch(/^Invalid options/);
  });

  it('eventsFor hides private events from other seats and spectators', () => {
    const events: GameEvent[] = [{ kind: 'a', text: 'public' }, { kind: 'b', text: 'secret', to: [1] }];
    expect(eventsFor(events, 1).map((e) => e.kind)).toEqual(['a', 'b']);
    expect(eventsFor(events, 0).map((e) => e.kind)).toEqual(['a']);
    expect(eventsFor(events, 'spectator').map((e) => e.kind)).toEqual(['a']);
  });
});
