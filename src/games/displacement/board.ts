/**
 * Reading and changing a nation's board (DP-R4, DP-R13, DP-D8, DP-D11): communities on a grid read
 * from the top-left square, people housed in them, displaced people on the cork board beside it.
 */
import type { GameEvent } from '../../engine/index.ts';
import type { DisplacementContent } from './data/index.ts';
import type { DisplacementState, NationStats } from './types.ts';

type Board = Pick<DisplacementState, 'grid' | 'displaced'>;

/** A step's events: a list only on `apply`'s path, null in a playout (`applyInPlace`). */
export type Events = GameEvent[] | null;

/**
 * A nation's part of the state, to be changed: every change to a row of the grid, a community in it,
 * a displaced list or a nation's figures goes through these; use what they return, not what was read
 * before. `apply` steps a copy that shares these parts with the state it was made from (clone.ts
 * `cloneForApply`), so a step with events (only `apply` gives it a list) replaces the part by a copy
 * of its own first: a move copies only what it changes, and the rest stays the same objects in the
 * next view, which the server's diff skips without a look inside. Without events (`applyInPlace`, a
 * playout on a state its caller owns whole) the part is changed in place, as playouts need no copies.
 */
export function ownRow(s: Board, n: number, ev: Events): Array<number[] | null> {
  if (ev !== null) s.grid[n] = s.grid[n].slice();
  return s.grid[n];
}

/** The community on square `i` of nation `n`'s board, to be changed (see `ownRow`). */
export function ownSquare(s: Board, n: number, i: number, ev: Events): number[] {
  const row = ownRow(s, n, ev);
  if (ev !== null) row[i] = row[i]!.slice();
  return row[i]!;
}

/** Nation `n`'s displaced people, to be changed (see `ownRow`). */
export function ownDisplaced(s: Board, n: number, ev: Events): number[] {
  if (ev !== null) s.displaced[n] = s.displaced[n].slice();
  return s.displaced[n];
}

/** Nation `n`'s figures, to be changed (see `ownRow`). */
export function statsOf(s: Pick<DisplacementState, 'stats'>, n: number, ev: Events): NationStats {
  if (ev !== null) s.stats[n] = { ...s.stats[n] };
  return s.stats[n];
}

/** Communities on a nation's board. */
export function communities(s: Board, n: number): number {
  let c = 0;
  for (const sq of s.grid[n]) if (sq !== null) c++;
  return c;
}

/** Full communities: `capacity` people living in them (DP-R4). */
export function fullCommunities(s: Board, n: number, capacity: number): number {
  let c = 0;
  for (const sq of s.grid[n]) if (sq !== null && sq.length >= capacity) c++;
  return c;
}

/** People living in a nation's communities. */
export function housed(s: Board, n: number): number {
  let c = 0;
  for (const sq of s.grid[n]) if (sq !== null) c += sq.length;
  return c;
}

/** Every person in a nation, housed or displaced. */
export function population(s: Board, n: number): number {
  return housed(s, n) + s.displaced[n].length;
}

/** The first empty square, in reading order from the top left, or -1. */
export function firstEmpty(s: Board, n: number): number {
  return s.grid[n].indexOf(null);
}

/** The first community with room, in reading order, or -1 (DP-D12). */
export function firstRoom(s: Board, n: number, capacity: number): number {
  const g = s.grid[n];
  for (let i = 0; i < g.length; i++) {
    const sq = g[i];
    if (sq !== null && sq.length < capacity) return i;
  }
  return -1;
}

/**
 * DP-R12, DP-D11: people die unhoused first (the last to arrive first), then housed, from the
 * community nearest the top-left square. Returns the people lost (by colour).
 */
export function removePeople(s: Board, n: number, count: number, ev: Events): number[] {
  const gone: number[] = [];
  if (count <= 0) return gone;
  if (s.displaced[n].length > 0) {
    const d = ownDisplaced(s, n, ev);
    while (gone.length < count && d.length > 0) gone.push(d.pop()!);
  }
  const g = s.grid[n];
  for (let i = 0; i < g.length && gone.length < count; i++) {
    const sq = g[i];
    if (sq === null || sq.length === 0) continue;
    const own = ownSquare(s, n, i, ev);
    while (gone.length < count && own.length > 0) gone.push(own.pop()!);
  }
  return gone;
}

/** DP-R13: communities are lost from the top-left square on; the people living there become displaced. Returns communities lost. */
export function removeCommunities(s: Board, n: number, count: number, ev: Events): number {
  let lost = 0;
  let g = s.grid[n];
  let d: number[] | null = null;
  for (let i = 0; i < g.length && lost < count; i++) {
    const sq = g[i];
    if (sq === null) continue;
    if (d === null) { d = ownDisplaced(s, n, ev); g = ownRow(s, n, ev); }
    d.push(...sq);
    g[i] = null;
    lost++;
  }
  return lost;
}

/** New, empty communities on the first empty squares (DP-R35); returns how many found room. */
export function addCommunities(s: Board, n: number, count: number, ev: Events): number {
  let added = 0;
  while (added < count) {
    const i = firstEmpty(s, n);
    if (i < 0) break;
    ownRow(s, n, ev)[i] = [];
    added++;
  }
  return added;
}

/** Is a region safe from a card's Safe Regions (DP-R9)? */
export function isSafe(content: DisplacementContent, region: number, safe: readonly string[]): boolean {
  const attrs = content.regions[region]?.attributes ?? [];
  for (let i = 0; i < safe.length; i++) if (attrs.includes(safe[i])) return true;
  return false;
}

/**
 * DP-R37, DP-R38: among `candidates` with the best key, the one nearest clockwise from `from` (the
 * drawer counts first, DP-D14).
 */
export function nearestClockwise(players: number, from: number, candidates: readonly number[]): number {
  let best = -1;
  let bestDist = Infinity;
  for (const c of candidates) {
    const d = (c - from + players) % players;
    if (d < bestDist) { best = c; bestDist = d; }
  }
  return best;
}
