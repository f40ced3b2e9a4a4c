/**
 * Reading and changing a nation's board (DP-R4, DP-R13, DP-D8, DP-D11): communities on a grid read
 * from the top-left square, people housed in them, displaced people on the cork board beside it.
 */
import type { DisplacementContent } from './data/index.ts';
import type { DisplacementState } from './types.ts';

type Board = Pick<DisplacementState, 'grid' | 'displaced'>;

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
export function removePeople(s: Board, n: number, count: number): number[] {
  const gone: number[] = [];
  while (gone.length < count) {
    const d = s.displaced[n];
    if (d.length > 0) { gone.push(d.pop()!); continue; }
    const sq = firstPeopled(s.grid[n]);
    if (!sq) break;
    gone.push(sq.pop()!);
  }
  return gone;
}

/** The first community with people in it, in reading order, or null. */
function firstPeopled(grid: ReadonlyArray<number[] | null>): number[] | null {
  for (let i = 0; i < grid.length; i++) {
    const sq = grid[i];
    if (sq !== null && sq.length > 0) return sq;
  }
  return null;
}

/** DP-R13: communities are lost from the top-left square on; the people living there become displaced. Returns communities lost. */
export function removeCommunities(s: Board, n: number, count: number): number {
  let lost = 0;
  const g = s.grid[n];
  for (let i = 0; i < g.length && lost < count; i++) {
    const sq = g[i];
    if (sq === null) continue;
    s.displaced[n].push(...sq);
    g[i] = null;
    lost++;
  }
  return lost;
}

/** New, empty communities on the first empty squares (DP-R35); returns how many found room. */
export function addCommunities(s: Board, n: number, count: number): number {
  let added = 0;
  while (added < count) {
    const i = firstEmpty(s, n);
    if (i < 0) break;
    s.grid[n][i] = [];
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
