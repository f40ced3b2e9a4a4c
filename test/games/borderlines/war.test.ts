import { describe, expect, it } from 'vitest';
import { pick } from '../../../src/engine/lang.ts';
import { act, advance, borderlines, clearMap, DEFAULT_CONTENT, fresh, net, rigDice } from './helpers.ts';
import type { BorderlinesState } from './helpers.ts';

const C = DEFAULT_CONTENT;

/** The last family's turn of `round`, everyone else having bought nothing. */
function lastTurnOf(round: number, seed = 4): BorderlinesState {
  const s = advance(fresh(seed), (x) => x.round === round && x.phase === 'action' && x.turnsTaken === 3).state;
  return structuredClone(s);
}

describe('Borderlines: the war phase', () => {
  it('BL-R46: war strikes only at the end of rounds 3 and 6', () => {
    for (const round of [1, 2, 4, 5]) {
      const s = lastTurnOf(round);
      const r = act(s, s.turn, { kind: 'pass' });
      expect(r.events.some((e) => e.kind === 'war-roll' || e.kind === 'war-phase'), `round ${round}`).toBe(false);
    }
    expect(C.schedule.map((r) => r.warPhase)).toEqual([false, false, true, false, false, true]);
  });

  it('BL-R48 / BL-D4: the rulebook\'s example — 3 people in an affected zone, 3 rolls; the sum read on the war card\'s table kills', () => {
    const s = clearMap(lastTurnOf(3));
    const zone = net.zonePlaces[s.war[0].zone]; // the Syrian government card
    s.city[zone][s.starter] = 3;
    rigDice(s, [6, 5, 4]); // sum 15: government forces kill 1 from 9, 2 from 15
    const r = act(s, s.turn, { kind: 'pass' });
    const roll = r.events.find((e) => e.kind === 'war-roll')!;
    expect(roll.data).toMatchObject({ warCard: 0, family: s.starter, rolls: [6, 5, 4], sum: 15, deaths: 2 });
    expect(r.state.city[zone][s.starter]).toBe(1);
    expect(r.state.deadWar[s.starter]).toBe(2);
    expect(r.state.lastWar).toEqual([{ warCard: 0, zone: s.war[0].zone, family: s.starter, rolls: [6, 5, 4], deaths: 2 }]);
    expect(roll.text).toBe(`Syrian government forces in ${pick(C.places[zone].name)}: the ${pick(C.families[s.starter].name)} family rolls 6, 5, 4 (sum 15). 2 family members are killed.`);
    expect(C.warCards[0].table.slice(0, 3)).toEqual([{ sum: 9, deaths: 1 }, { sum: 15, deaths: 2 }, { sum: 21, deaths: 3 }]);
  });

  it('BL-D4: a low sum kills nobody — the fighting spares a person alone, chemical weapons may not', () => {
    const s = clearMap(lastTurnOf(3));
    const opposition = net.zonePlaces[s.war[1].zone]; // 1 death from 11
    const chemical = net.zonePlaces[s.war[2].zone]; // 1 death from 6, 2 from 13
    s.city[opposition][s.starter] = 1;
    s.city[chemical][s.starter] = 2;
    rigDice(s, [6, 6, 6]); // the opposition card strikes first, then chemical weapons
    const r = act(s, s.turn, { kind: 'pass' });
    expect(r.state.lastWar.map((w) => [w.warCard, w.deaths])).toEqual([[1, 0], [2, 1]]);
    expect(r.state.deadWar[s.starter]).toBe(1);
  });

  it('BL-D4: a family never loses more people than it has in the zone', () => {
    const brutal = structuredClone(DEFAULT_CONTENT);
    brutal.warCards[0].table = [{ sum: 1, deaths: 10 }];
    let s = borderlines.setup({ players: 4, seed: 4, content: brutal, options: { mayPass: 'on' } }) as BorderlinesState;
    s = advance(s, (x) => x.round === 3 && x.phase === 'action' && x.turnsTaken === 3).state;
    s = clearMap(structuredClone(s));
    const zone = net.zonePlaces[s.war[0].zone];
    s.city[zone][s.starter] = 2;
    const r = act(s, s.turn, { kind: 'pass' });
    expect(r.state.deadWar[s.starter] - s.deadWar[s.starter]).toBe(2);
    expect(r.state.city[zone][s.starter]).toBe(0);
  });

  it('BL-R49: after round 3\'s attacks all zone cards are reshuffled and new ones dealt onto the first three war cards', () => {
    const changed = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = lastTurnOf(3, seed);
      const before = s.war.map((w) => w.zone);
      const after = act(s, s.turn, { kind: 'pass' }).state; // war phase, then round 4's events
      expect(after.round).toBe(4);
      expect(after.war).toHaveLength(4);
      expect(after.war.slice(0, 3).every((w) => w.shown)).toBe(true);
      expect(new Set(after.war.map((w) => w.zone)).size).toBe(4);
      changed.add(after.war.slice(0, 3).some((w, i) => w.zone !== before[i]));
    }
    expect(changed.has(true)).toBe(true);
  });

  it('BL-R47 / BL-D3: at round 6\'s war phase the ISIS and Russia zone cards are turned up, and all six war cards strike six different zones', () => {
    const s = lastTurnOf(6);
    expect(s.war.map((w) => w.shown)).toEqual([true, true, true, false, true, false]);
    // Three people in every zone for every family: each war card's zone is struck.
    const r = act(s, s.turn, { kind: 'pass' });
    expect(r.events.filter((e) => e.kind === 'war-reveal').map((e) => (e.data as { warCard: number }).warCard)).toEqual([3, 5]);
    const struck = new Set(r.state.lastWar.map((w) => w.zone));
    expect(struck.size).toBe(6);
    expect(r.state.war.every((w) => w.shown)).toBe(true);
    expect(r.state.phase).toBe('over');
  });

  it('BL-D3: a face-down zone card does not strike before the last war phase', () => {
    const s = clearMap(lastTurnOf(3));
    s.war[1].shown = false;
    s.city[net.zonePlaces[s.war[1].zone]][0] = 3;
    const r = act(s, s.turn, { kind: 'pass' });
    expect(r.state.lastWar).toEqual([]);
    expect(r.state.deadWar[0]).toBe(0);
  });
});
