/**
 * Test helpers for Displacement: build exact situations (a given card on top of the deck, given
 * regions, goals and tokens), then act only through the public contract.
 */
import { displacement, displacementActions, DEFAULT_CONTENT } from '../../../src/games/displacement/index.ts';
import type { DisplacementAction } from '../../../src/games/displacement/actions.ts';
import type { DisplacementState, DisplacementView } from '../../../src/games/displacement/types.ts';
import { startTurn } from '../../../src/games/displacement/rules.ts';

export { displacement, displacementActions, DEFAULT_CONTENT };
export type { DisplacementState, DisplacementView };

export const C = DEFAULT_CONTENT;
export const card = (id: string) => { const i = C.scenarios.findIndex((s) => s.id === id); if (i < 0) throw new Error(`no card ${id}`); return i; };
export const region = (id: string) => { const i = C.regions.findIndex((s) => s.id === id); if (i < 0) throw new Error(`no region ${id}`); return i; };
export const goalCard = (goal: string) => C.goals.findIndex((g) => g.goal === goal);

export function fresh(players = 4, seed: number | string = 1, options: Record<string, 'on' | 'off'> = {}): DisplacementState {
  return displacement.setup({ players, seed, options }) as DisplacementState;
}

export const code = (a: DisplacementAction) => displacementActions.encode(a);

export function act(s: DisplacementState, seat: number, action: number | DisplacementAction) {
  const a = typeof action === 'number' ? action : code(action);
  const r = displacement.apply(s, seat, a);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} (${JSON.stringify(displacementActions.decode(a))})`);
  return { state: r.state as DisplacementState, events: r.events };
}

export function legalKinds(s: DisplacementState, seat: number): string[] {
  return displacement.legalActions(s, seat).map((a) => {
    const d = displacementActions.decode(a)!;
    return d.kind === 'give' ? `give ${d.to}` : d.kind;
  });
}

/**
 * A state where `seat` is about to draw `cardId` (it is put on top of the deck), with the given
 * regions, goals and tokens; the turn begins as the rules begin it.
 */
export function rigged(opts: { variants?: DisplacementState['variants']; players?: number; seat?: number; card: string; regions?: string[]; tokens?: number[]; goals?: string[]; turnsTaken?: number[]; prepare?: (s: DisplacementState) => void }): DisplacementState {
  const players = opts.players ?? 4;
  const s = displacement.setup({ players, seed: 99 }) as DisplacementState;
  // Undo the first turn's draw: back to before seat 0 drew.
  s.deck = C.scenarios.map((_, i) => i).filter((i) => i !== card(opts.card));
  s.deck.push(card(opts.card));
  s.discard = [];
  s.held = s.held.map(() => []);
  s.grid = s.grid.map((_, n) => Array.from({ length: C.rules.squares }, (_, sq) => (sq < 3 ? [n, n, n] : null)));
  s.displaced = s.displaced.map((_, n) => [n, n, n]);
  s.tokens = opts.tokens ?? Array<number>(players).fill(5);
  s.stats = s.stats.map(() => ({ housed: 0, handedOver: 0, received: 0, lost: 0, blocked: 0, paidShelter: 0 }));
  if (opts.regions) s.region = opts.regions.map(region);
  const goals = opts.goals ?? Array<string>(players).fill('metropolitan');
  const used = new Set<number>();
  s.goal = goals.map((g) => { const i = C.goals.findIndex((x, j) => x.goal === g && !used.has(j)); used.add(i); return i; });
  s.turnsTaken = opts.turnsTaken ?? Array<number>(players).fill(0);
  s.current = opts.seat ?? 0;
  s.phase = 'house';
  s.scenario = -1;
  s.last = null;
  s.variants = opts.variants ?? [];
  opts.prepare?.(s);
  startTurn(s, null);
  return s;
}

/** Puts these cards on top of the deck, the first to be drawn first (a test may repeat a card). */
export function nextDraws(s: DisplacementState, ids: string[]): void {
  s.deck.push(...ids.map(card).reverse());
}

/** Number of communities on a nation's board. */
export const communityCount = (s: DisplacementState, n: number) => s.grid[n].filter((x) => x !== null).length;
