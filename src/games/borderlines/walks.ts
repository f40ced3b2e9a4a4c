/**
 * The land-move generator (BL-R27..BL-R33, BL-D11..BL-D13, BL-D18): which roads a person may take so
 * that the whole move can be finished. A road is taken when it does not go back to a place already
 * visited (BL-D12), crosses no closed border (BL-R14) and does not leave Western Europe (BL-D18); the
 * move must stop, after exactly its steps, in a place with room (BL-R33; full cities may be passed
 * through).
 *
 * Speed (docs/performance.md, "Borderlines rules"): this was a third of a random playout, and nearly
 * every road it tries can be finished. So one legal list shares scratch tables (a place's room is
 * worked out at most once per list, visited places are marks, not a list searched with `includes`),
 * and a person starting a move first tries the *witness* remembered for that start: the end place and
 * the crossings of a whole move found earlier from the same place, first road and length (in any
 * state of the same content). When those crossings are all still open and the end place still has
 * room, that move is possible now, so the answer is yes without a search; otherwise the search runs
 * and its move becomes the witness. The witness only saves work: every answer is the search's.
 */
import { enc } from './actions.ts';
import type { Network } from './content.ts';
import { BORDERLINES_LIMITS } from './data/index.ts';
import { hasRoom } from './moves.ts';
import type { BorderlinesState } from './types.ts';

type Board = Pick<BorderlinesState, 'city' | 'camp' | 'camps' | 'borders'>;

// Crossings are bits of one 32-bit integer and witness ends fit a byte: the content limits allow both.
if (BORDERLINES_LIMITS.crossings > 31 || BORDERLINES_LIMITS.places > 127) throw new Error('walks.ts: crossings or places beyond its tables');

const UNKNOWN = 0;
const ROOM = 1;
const FULL = 2;

/** Per place: room not yet asked (0), room (1), full (2); valid for one legal list only. */
let room = new Uint8Array(64);
/** Per place: 1 while the move being searched has visited it. Always all 0 between calls. */
let visited = new Uint8Array(64);
/** Bit c set when crossing c's token lies face up showing "closed" (BL-R14); -1 until asked in this list. */
let closed = -1;
/** The end place and the crossings (bits) of the move the last successful search found. */
let foundEnd = -1;
let foundCrossings = 0;

/** Witnesses of one content: for each (place, land road of it, roads after the first), a move found before. */
interface Witnesses {
  net: Network;
  /** Index of each place's first land road in the flat tables. */
  base: Int32Array;
  /** Entries per road: the roads after the first, 0..stride-1. */
  stride: number;
  /** End place of the witness, -1 when none is known. */
  end: Int8Array;
  crossings: Int32Array;
}

const witnessTables = new WeakMap<Network, Witnesses>();
let lastWitnesses: Witnesses | null = null;

/** The witness table of a content, made empty on first use. */
function witnessesOf(net: Network): Witnesses {
  if (lastWitnesses !== null && lastWitnesses.net === net) return lastWitnesses;
  let w = witnessTables.get(net);
  if (w === undefined) {
    const base = new Int32Array(net.n + 1);
    for (let p = 0; p < net.n; p++) base[p + 1] = base[p] + net.land[p].length;
    // A move visits each place at most once, so it has fewer than n roads.
    const stride = net.n;
    const size = base[net.n] * stride;
    w = { net, base, stride, end: new Int8Array(size).fill(-1), crossings: new Int32Array(size) };
    witnessTables.set(net, w);
  }
  return (lastWitnesses = w);
}

/** Starts a legal list: forgets the room of every place and the borders (the board may have changed since the last list). */
export function beginList(net: Network): void {
  if (room.length < net.n) {
    room = new Uint8Array(net.n);
    visited = new Uint8Array(net.n);
  } else room.fill(UNKNOWN, 0, net.n);
  closed = -1;
}

/** `hasRoom`, asked at most once per place and list. */
export function roomAt(s: Board, net: Network, place: number): boolean {
  const r = room[place];
  if (r !== UNKNOWN) return r === ROOM;
  const yes = hasRoom(s, net, place);
  room[place] = yes ? ROOM : FULL;
  return yes;
}

function closedCrossings(s: Board): number {
  if (closed < 0) {
    closed = 0;
    for (let c = 0; c < s.borders.length; c++) if (s.borders[c].shown && s.borders[c].closed) closed |= 1 << c;
  }
  return closed;
}

/** The crossing bit of a road (0 for a road without a border token). */
function crossingBit(net: Network, road: number): number {
  const c = net.roadCrossing[road];
  return c < 0 ? 0 : 1 << c;
}

/** May a person at a place (`fromStar`: in Western Europe) take `road` to `to` now? Visited places are marked. */
function open(s: Board, net: Network, fromStar: boolean, to: number, road: number): boolean {
  return visited[to] === 0 && !(fromStar && !net.isStar[to]) && (crossingBit(net, road) & closedCrossings(s)) === 0;
}

/**
 * Can a person at `at` (visited places marked, `at` among them) take exactly `left` more roads and stop
 * in a place with room? `crossings`: the crossings of the move so far. On success the move's end and
 * crossings are in `foundEnd`, `foundCrossings`.
 */
function canFinish(s: Board, net: Network, at: number, left: number, crossings: number): boolean {
  if (left === 0) {
    if (!roomAt(s, net, at)) return false;
    foundEnd = at;
    foundCrossings = crossings;
    return true;
  }
  const next = net.land[at];
  const roads = net.landRoad[at];
  const star = net.isStar[at];
  for (let i = 0; i < next.length; i++) {
    const q = next[i];
    if (!open(s, net, star, q, roads[i])) continue;
    if (left === 1) {
      if (!roomAt(s, net, q)) continue;
      foundEnd = q;
      foundCrossings = crossings | crossingBit(net, roads[i]);
      return true;
    }
    visited[q] = 1;
    const ok = canFinish(s, net, q, left - 1, crossings | crossingBit(net, roads[i]));
    visited[q] = 0;
    if (ok) return true;
  }
  return false;
}

/**
 * Pushes a code for each road from `at` (in order of destination) after which `left - 1` more roads can
 * be taken: `walk(from, to)` when `from` ≥ 0 (a new move from `from` = `at`, only `at` visited, so a
 * witness may answer), else `step(to)`.
 */
function firstRoads(s: Board, net: Network, at: number, left: number, out: number[], from: number): void {
  const next = net.land[at];
  const roads = net.landRoad[at];
  const order = net.landByDest[at];
  const star = net.isStar[at];
  const w = from >= 0 && left >= 1 && left - 1 < net.n ? witnessesOf(net) : null;
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    const to = next[i];
    if (!open(s, net, star, to, roads[i])) continue;
    let ok: boolean;
    const key = w === null ? -1 : (w.base[at] + i) * w.stride + left - 1;
    if (key >= 0 && w!.end[key] >= 0 && (w!.crossings[key] & closedCrossings(s)) === 0 && roomAt(s, net, w!.end[key])) ok = true;
    else {
      visited[to] = 1;
      ok = canFinish(s, net, to, left - 1, 0);
      visited[to] = 0;
      if (ok && key >= 0) {
        w!.end[key] = foundEnd;
        w!.crossings[key] = foundCrossings;
      }
    }
    if (ok) out.push(from < 0 ? enc.step(to) : enc.walk(from, to));
  }
}

/**
 * BL-R27..BL-R31, BL-D11..BL-D13: each person of `seat` who has not moved yet starts on a road from
 * which a move of `steps` roads can be finished; codes ascending (places in index order, roads by
 * destination). Call `beginList` first.
 */
export function walkActions(s: BorderlinesState, net: Network, seat: number, steps: number, out: number[]): void {
  const { city, camp, movedAt } = s;
  for (let from = 0; from < net.n; from++) {
    // peopleAt(s, from, seat), read directly: this test runs for every place at every legal list.
    if (city[from][seat] + camp[from][seat] - movedAt[from] <= 0) continue;
    visited[from] = 1;
    firstRoads(s, net, from, steps, out, from);
    visited[from] = 0;
  }
}

/**
 * The person on the way (BL-D13) goes on: a `step` code for each road from `at` after which the move
 * can still be finished, `left` (≥ 1) roads in all, never back to a place of `path`. Call `beginList` first.
 */
export function stepActions(s: BorderlinesState, net: Network, at: number, left: number, path: readonly number[], out: number[]): void {
  for (let i = 0; i < path.length; i++) visited[path[i]] = 1;
  firstRoads(s, net, at, left, out, -1);
  for (let i = 0; i < path.length; i++) visited[path[i]] = 0;
}
