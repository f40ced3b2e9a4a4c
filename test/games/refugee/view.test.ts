import { pick } from '../../../src/engine/lang.ts';
import { describe, expect, it } from 'vitest';
import { refugee } from '../../../src/games/refugee/index.ts';
import { eventsFor, Rng } from '../../../src/engine/index.ts';
import type { RefugeeState, RefugeeView } from '../../../src/games/refugee/types.ts';
import { DEFAULT_CONTENT as C } from '../../../src/games/refugee/data/index.ts';

/** Plays `n` random legal actions from a seeded setup. */
function played(players: number, seed: number, n: number): RefugeeState {
  const rng = new Rng(seed);
  let s = refugee.setup({ players, seed }) as RefugeeState;
  for (let i = 0; i < n && !refugee.isOver(s); i++) {
    const seat = refugee.activeSeats(s)[0];
    const res = refugee.apply(s, seat, rng.pick(refugee.legalActions(s, seat)));
    if (!res.ok) throw new Error(res.error.message);
    s = res.state as RefugeeState;
  }
  return s;
}

describe('#refugee hidden information', () => {
  it('RF-R29: a view holds its own hands only, hand sizes, and no deck order or PRNG', () => {
    const s = played(4, 5, 60);
    for (let seat = 0; seat < 4; seat++) {
      const v = refugee.view(s, seat) as RefugeeView;
      expect(v.myVetting).toEqual(s.vettingHands[seat]);
      expect(v.myActions).toEqual(s.actionHands[seat]);
      expect(v.vettingHandSizes).toEqual(s.vettingHands.map((h) => h.length));
      expect(v.actionHandSizes).toEqual(s.actionHands.map((h) => h.length));
      const json = JSON.stringify(v);
      expect(json).not.toContain('"rng"');
      expect(json).not.toContain('Deck"');
      for (const key of Object.keys(v)) expect(['refugeeDeck', 'vettingDeck', 'actionDeck', 'vettingHands', 'actionHands', 'rng']).not.toContain(key);
    }
    const spectator = refugee.view(s, 'spectator') as RefugeeView;
    expect(spectator.myVetting).toBeNull();
    expect(spectator.myActions).toBeNull();
  });

  it('RF-R29: what a player draws is told to that player only', () => {
    let s = refugee.setup({ players: 3, seed: 21 }) as RefugeeState;
    const rng = new Rng(3);
    let checked = 0;
    for (let i = 0; i < 300 && checked < 5 && !refugee.isOver(s); i++) {
      const seat = refugee.activeSeats(s)[0];
      const res = refugee.apply(s, seat, rng.pick(refugee.legalActions(s, seat)));
      if (!res.ok) throw new Error(res.error.message);
      const mine = res.events.find((e) => e.kind === 'my-draw');
      if (mine) {
        const drawer = mine.to![0];
        expect(mine.to).toEqual([drawer]);
        expect(eventsFor(res.events, (drawer + 1) % 3).some((e) => e.kind === 'my-draw')).toBe(false);
        expect(eventsFor(res.events, 'spectator').some((e) => e.kind === 'draw')).toBe(true);
        checked++;
      }
      s = res.state as RefugeeState;
    }
    expect(checked).toBe(5);
  });

  it('RF-R29: vetting cards on refugees are public once played', () => {
    const s = played(3, 8, 80);
    const withCards = s.inPlay.filter((r) => r.vetting.length > 0);
    expect(withCards.length).toBeGreaterThan(0);
    const v = refugee.view(s, 'spectator') as RefugeeView;
    expect(v.inPlay).toEqual(s.inPlay);
  });

  it('RF-R29: determinize keeps what the seat knows and reshuffles only what it cannot see', () => {
    const s = played(3, 9, 70);
    const seat = refugee.activeSeats(s)[0];
    const v = refugee.view(s, seat) as RefugeeView;
    const other = (seat + 1) % 3;
    let differs = 0;
    for (let i = 0; i < 10; i++) {
      const d = refugee.determinize(v, seat, new Rng(i)) as RefugeeState;
      expect(d.vettingHands[seat]).toEqual(s.vettingHands[seat]);
      expect(d.actionHands[seat]).toEqual(s.actionHands[seat]);
      expect(d.inPlay).toEqual(s.inPlay);
      expect(d.vettingHands[other]).toHaveLength(s.vettingHands[other].length);
      expect(d.refugeeDeck.sort((a, b) => a - b)).toEqual([...s.refugeeDeck].sort((a, b) => a - b));
      // Card conservation: every vetting card is somewhere exactly once.
      const all = [...d.vettingDeck, ...d.vettingUsed, ...d.vettingHands.flat(), ...d.inPlay.flatMap((r) => r.vetting), ...d.stack.filter((e) => e.kind === 8).map((e) => e.vetting)];
      expect(all.sort((a, b) => a - b)).toEqual([...Array(80).keys()]);
      if (JSON.stringify(d.vettingHands[other]) !== JSON.stringify(s.vettingHands[other])) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('RF-R29: a spectator\'s view determinizes to a full state with every hand dealt at random', () => {
    const s = played(4, 13, 90);
    const v = refugee.view(s, 'spectator') as RefugeeView;
    const d = refugee.determinize(v, 0, new Rng(1)) as RefugeeState;
    expect(d.vettingHands.map((h) => h.length)).toEqual(s.vettingHands.map((h) => h.length));
    expect(d.actionHands.map((h) => h.length)).toEqual(s.actionHands.map((h) => h.length));
    expect(refugee.view(d, 'spectator')).toEqual(v);
  });

  it('RF-R29: the terminal picture shows the table and only the viewer\'s own hand', () => {
    const s = played(3, 17, 40);
    const text = refugee.renderText!(refugee.view(s, 1), 1);
    for (const r of s.inPlay) expect(text).toContain(pick(C.refugees[r.id].name));
    const mine = s.vettingHands[1].map((id) => pick(C.vetting[id].name));
    for (const n of mine) expect(text).toContain(n);
    const spectator = refugee.renderText!(refugee.view(s, 'spectator'), 'spectator');
    expect(spectator).not.toContain('Your vetting cards');
    expect(spectator).toContain(`${s.scores[0]} points`);
  });
});
