/**
 * Where people may go: room in a place, the places people take on arrival, and whether a person can
 * finish a move (BL-R27..BL-R34, BL-D11..BL-D14, BL-D18). Shared by the rules, the legal-move
 * generator (the search for whole land moves is walks.ts) and the heuristic; reads a state or a view alike.
 */
import { SPOTS } from './actions.ts';
import type { Network } from './content.ts';
import type { BorderlinesState, FamilyStats, Spot } from './types.ts';
import type { Events } from './rounds.ts';

type Board = Pick<BorderlinesState, 'city' | 'camp' | 'camps' | 'borders'>;

/** BL-R14: a road is impassable once its border token has been turned over and shows "closed". */
export function roadOpen(s: Pick<BorderlinesState, 'borders'>, net: Network, road: number): boolean {
  const c = net.roadCrossing[road];
  if (c < 0) return true;
  const t = s.borders[c];
  return !(t.shown && t.closed);
}

export function sum(row: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < row.length; i++) n += row[i];
  return n;
}

/** BL-R16, BL-D14: each camp in a city holds `campPlaces` people. */
export function campPlacesAt(s: Pick<BorderlinesState, 'camps'>, net: Network, place: number): number {
  let camps = 0;
  for (let i = 0; i < s.camps.length; i++) if (net.campPlace[s.camps[i]] === place) camps++;
  return camps * net.content.rules.campPlaces;
}

/** BL-R32: a Syrian zone holds anyone; a city has room while its own places or its camps' places are not all taken. */
export function hasRoom(s: Board, net: Network, place: number): boolean {
  if (net.isZone[place]) return true;
  if (sum(s.city[place]) < net.content.rules.cityPlaces) return true;
  return sum(s.camp[place]) < campPlacesAt(s, net, place);
}

/**
 * BL-D14: the place a person arriving to stay takes — a free place in the city before its last one,
 * else a place in a camp, else the city's last place, its red area (BL-R34); null when full.
 */
export function arrivalPlace(s: Pick<Board, 'city' | 'camp' | 'camps'>, net: Network, place: number): 'city' | 'camp' | 'red' | null {
  if (net.isZone[place]) return 'city';
  const inCity = sum(s.city[place]);
  const cap = net.content.rules.cityPlaces;
  if (inCity < cap - 1) return 'city';
  if (sum(s.camp[place]) < campPlacesAt(s, net, place)) return 'camp';
  return inCity < cap ? 'red' : null;
}

/**
 * BL-D14: where a person arriving to stay in `place` may go, in `SPOTS` order — a free place in the
 * city (before its last one), a camp place, or the red area (the city's last place, BL-R34). A family
 * with more than one of these chooses; with "Arrivals fill places in order" it never does
 * (`arrivalPlace`). Empty when the city is full; a Syrian zone has only `city`.
 */
export function arrivalChoices(s: Pick<Board, 'city' | 'camp' | 'camps'>, net: Network, place: number): Spot[] {
  const spots = arrivalSpots(s, net, place);
  const out: Spot[] = [];
  for (let k = 0; k < SPOTS.length; k++) if ((spots & (1 << k)) !== 0) out.push(SPOTS[k]);
  return out;
}

/**
 * `arrivalChoices` as bits, bit k for `SPOTS[k]` (1 city, 2 camp, 4 red), so the rules' hot path
 * builds no list (docs/lab.md, "Speed").
 */
export function arrivalSpots(s: Pick<Board, 'city' | 'camp' | 'camps'>, net: Network, place: number): number {
  if (net.isZone[place]) return 1;
  const inCity = sum(s.city[place]);
  const cap = net.content.rules.cityPlaces;
  let spots = 0;
  if (inCity < cap - 1) spots |= 1;
  if (sum(s.camp[place]) < campPlacesAt(s, net, place)) spots |= 2;
  if (inCity === cap - 1) spots |= 4;
  return spots;
}

/** BL-D14: a person leaving a place leaves the city's own places first, then a camp. */
export function leave(s: Pick<BorderlinesState, 'city' | 'camp'>, place: number, family: number, ev: Events): void {
  if (s.city[place][family] > 0) addAt(s.city, place, family, -1, ev);
  else addAt(s.camp, place, family, -1, ev);
}

/**
 * Adds `by` to `rows[place][family]` (people of `s.city` or `s.camp`); every change to a city or camp
 * row goes through here. `apply` steps a copy that shares its rows with the state it was made from
 * (clone.ts `cloneForApply`), so a step with events (only `apply` gives it a list) changes a new row,
 * never the row itself: a move copies only the rows it changes, and the server's diff skips the others
 * as the same objects. Without events (`applyInPlace`, a playout on a state its caller owns whole) the
 * row is changed in place.
 */
export function addAt(rows: number[][], place: number, family: number, by: number, ev: Events): void {
  if (ev !== null) rows[place] = rows[place].slice();
  rows[place][family] += by;
}

/** People of a family in a place, city and camps together. */
export function peopleAt(s: Pick<BorderlinesState, 'city' | 'camp'>, place: number, family: number): number {
  return s.city[place][family] + s.camp[place][family];
}

/** People of a family in Western Europe (starred cities). */
export function inEurope(s: Pick<BorderlinesState, 'city' | 'camp'>, net: Network, family: number): number {
  let n = 0;
  for (let p = 0; p < net.n; p++) if (net.isStar[p]) n += peopleAt(s, p, family);
  return n;
}

/** People of a family alive on the board (a person on the way is counted by the caller). */
export function onBoard(s: Pick<BorderlinesState, 'city' | 'camp'>, net: Network, family: number): number {
  let n = 0;
  for (let p = 0; p < net.n; p++) n += peopleAt(s, p, family);
  return n;
}

/** BL-R48: the deaths a war card's table gives for a dice sum (the last row whose sum is reached). */
export function tableDeaths(table: ReadonlyArray<{ sum: number; deaths: number }>, total: number): number {
  let deaths = 0;
  for (const row of table) if (total >= row.sum) deaths = row.deaths;
  return deaths;
}

/**
 * `family`'s figures, to change: every change goes through here. Like the city and camp rows (`addAt`),
 * a step with events gets a copy of its own, which replaces the figures apply's copy shares.
 */
export function statsOf(s: Pick<BorderlinesState, 'stats'>, family: number, ev: Events): FamilyStats {
  if (ev !== null) s.stats[family] = { ...s.stats[family] };
  return s.stats[family];
}
