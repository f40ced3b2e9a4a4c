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

// Scratch tables, sized once for any content (BORDERLINES_LIMITS), so they can be constants.
/** The legal list being built (a count, so starting a list clears nothing). */
const list = new Int32Array(1);
/** Per place: the list in which its room was last worked out, and the answer (1 room, 0 full). */
const roomList = new Int32Array(BORDERLINES_LIMITS.places);
const roomYes = new Uint8Array(BORDERLINES_LIMITS.places);
/** Per place: 1 while the move being searched has visited it. Always all 0 between calls. */
const visited = new Uint8Array(BORDERLINES_LIMITS.places);
/** [0]: bit c set when crossing c's token lies face up showing "closed" (BL-R14), -1 until asked in this list. */
const closed = new Int32Array(1);
/** The end place and the crossings (bits) of the move the last successful search found. */
const found = new Int32Array(2);

/**
 * One content's roads as flat tables, and its witnesses. Slot `k` in `base[p]..base[p+1]-1` is a land
 * road of place `p`, in order of the place it leads to (`landByDest`): `to[k]` that place, `bit[k]` its
 * crossing's bit (0 without a border token). For `r` roads after the first, the witness of slot `k` is at
 * `k * stride + r`: `end` its end place (-1 when none is known yet), `crossings` the bits of its other roads.
 */
interface Tables {
  net: Network;
  base: Int32Array;
  to: Int32Array;
  bit: Int32Array;
  /** A move visits each place at most once, so it has fewer than n roads: `stride` = n. */
  stride: number;
  end: Int8Array;
  crossings: Int32Array;
  /** Per slot: 1 when a new move never takes its road: out of Western Europe from a starred place (BL-D18), or back to its start (BL-D12). */
  out: Uint8Array;
  /**
   * Per place `p` and `r` roads after the first, at `p * stride + r` (a *group*: every first road of a new
   * move from `p`): `state` 0 to be summed up, 1 summed up, 2 some road open to a move has no witness
   * yet; `bits` the crossings of all its roads and their witnesses; the distinct witness ends at
   * `g * degree ..`, `ends` of them.
   */
  state: Uint8Array;
  bits: Int32Array;
  ends: Uint8Array;
  endAt: Int8Array;
  degree: number;
}

const tablesByNet = new WeakMap<Network, Tables>();
let lastTables: Tables | null = null;

/** The tables of a content, made (with no witness known) on first use. */
function tablesOf(net: Network): Tables {
  if (lastTables !== null && lastTables.net === net) return lastTables;
  let t = tablesByNet.get(net);
  if (t === undefined) {
    const base = new Int32Array(net.n + 1);
    for (let p = 0; p < net.n; p++) base[p + 1] = base[p] + net.land[p].length;
    const to = new Int32Array(base[net.n]);
    const bit = new Int32Array(base[net.n]);
    for (let p = 0; p < net.n; p++) {
      net.landByDest[p].forEach((i, k) => {
        const c = net.roadCrossing[net.landRoad[p][i]];
        to[base[p] + k] = net.land[p][i];
        bit[base[p] + k] = c < 0 ? 0 : 1 << c;
      });
    }
    const size = base[net.n] * net.n;
    const out = new Uint8Array(base[net.n]);
    let degree = 1;
    for (let p = 0; p < net.n; p++) {
      degree = Math.max(degree, base[p + 1] - base[p]);
      for (let k = base[p]; k < base[p + 1]; k++) out[k] = (net.isStar[p] && !net.isStar[to[k]]) || to[k] === p ? 1 : 0;
    }
    const groups = net.n * net.n;
    t = {
      net, base, to, bit, stride: net.n, end: new Int8Array(size).fill(-1), crossings: new Int32Array(size), out,
      state: new Uint8Array(groups), bits: new Int32Array(groups), ends: new Uint8Array(groups), endAt: new Int8Array(groups * degree), degree,
    };
    tablesByNet.set(net, t);
  }
  return (lastTables = t);
}

/** Starts a legal list: forgets the room of every place and the borders (the board may have changed since the last list). */
export function beginList(net: Network): void {
  if (net.n > visited.length) throw new Error(`Borderlines: ${net.n} places, more than the ${visited.length} the content limits allow`);
  // After 2^31 lists the count starts again, every place forgotten: no answer is ever taken from an old list.
  if (list[0] === 0x7fffffff) {
    roomList.fill(0);
    list[0] = 0;
  }
  list[0]++;
  closed[0] = -1;
}

/** `hasRoom`, asked at most once per place and list. */
export function roomAt(s: Board, net: Network, place: number): boolean {
  if (roomList[place] === list[0]) return roomYes[place] === 1;
  const yes = hasRoom(s, net, place);
  roomList[place] = list[0];
  roomYes[place] = yes ? 1 : 0;
  return yes;
}

function closedCrossings(s: Board): number {
  if (closed[0] < 0) {
    let bits = 0;
    for (let c = 0; c < s.borders.length; c++) if (s.borders[c].shown && s.borders[c].closed) bits |= 1 << c;
    closed[0] = bits;
  }
  return closed[0];
}

/** Are the crossings `bits` all open? (Most roads have none, and then the borders are not read.) */
function passable(s: Board, bits: number): boolean {
  return bits === 0 || (bits & closedCrossings(s)) === 0;
}

/** May a person at a place (`star`: in Western Europe) take its road in slot `k` now? */
function open(s: Board, net: Network, t: Tables, star: boolean, k: number): boolean {
  const to = t.to[k];
  // BL-D12 (no place twice), BL-D18 (never out of Western Europe), BL-R14 (no closed border).
  return visited[to] === 0 && !(star && !net.isStar[to]) && passable(s, t.bit[k]);
}

/**
 * Can a person at `at` (visited places marked, `at` among them) take exactly `left` more roads and stop
 * in a place with room? `crossings`: the crossings of the move so far. On success the move's end and
 * crossings are in `found`.
 */
function canFinish(s: Board, net: Network, t: Tables, at: number, left: number, crossings: number): boolean {
  if (left === 0) {
    if (!roomAt(s, net, at)) return false;
    found[0] = at;
    found[1] = crossings;
    return true;
  }
  const star = net.isStar[at];
  for (let k = t.base[at], last = t.base[at + 1]; k < last; k++) {
    const q = t.to[k];
    if (!open(s, net, t, star, k)) continue;
    if (left === 1) {
      if (!roomAt(s, net, q)) continue;
      found[0] = q;
      found[1] = crossings | t.bit[k];
      return true;
    }
    visited[q] = 1;
    const ok = canFinish(s, net, t, q, left - 1, crossings | t.bit[k]);
    visited[q] = 0;
    if (ok) return true;
  }
  return false;
}

/**
 * A group's summary (`Tables.state`), made when a witness of it changed: the crossings of its roads
 * and of their witnesses, and their distinct ends.
 */
function sumUp(t: Tables, at: number, group: number): void {
  let bits = 0;
  let ends = 0;
  const r = group - at * t.stride;
  const first = group * t.degree;
  for (let k = t.base[at], last = t.base[at + 1]; k < last; k++) {
    if (t.out[k] === 1) continue;
    const end = t.end[k * t.stride + r];
    if (end < 0) {
      t.state[group] = 2;
      return;
    }
    bits |= t.bit[k] | t.crossings[k * t.stride + r];
    let seen = false;
    for (let i = 0; i < ends; i++) if (t.endAt[first + i] === end) seen = true;
    if (!seen) t.endAt[first + ends++] = end;
  }
  t.bits[group] = bits;
  t.ends[group] = ends;
  t.state[group] = 1;
}

/**
 * Does every road of a new move from `at` (`group`: its number of roads) hold by its witness now — all
 * crossings open, every end with room? Then each road `firstRoads` would try is possible, with no
 * search and no road read one by one (a walk list's roads: docs/performance.md, "Borderlines rules").
 * In a walk list only `at` is visited, and no road leads back to it, so BL-D12 cannot rule a road out.
 */
function groupOpen(s: Board, net: Network, t: Tables, at: number, group: number): boolean {
  if (t.state[group] === 0) sumUp(t, at, group);
  if (t.state[group] !== 1 || !passable(s, t.bits[group])) return false;
  for (let i = group * t.degree, last = i + t.ends[group]; i < last; i++) if (!roomAt(s, net, t.endAt[i])) return false;
  return true;
}

/**
 * Pushes `code + to` for each road from `at` to `to` (in order of destination) after which `left - 1`
 * more roads can be taken. `witness`: a new move from `at` (only `at` visited, so a witness may answer).
 * The code of the last part of an action is the code with that part 0, plus the part (the encoder is
 * positional, actions.ts), so `walk(from, 0)` and `step(0)` are computed once.
 */
function firstRoads(s: Board, net: Network, t: Tables, at: number, left: number, out: number[], witness: boolean, code: number): void {
  const star = net.isStar[at];
  const remembered = witness && left >= 1 && left - 1 < t.stride;
  const group = at * t.stride + left - 1;
  if (remembered && groupOpen(s, net, t, at, group)) {
    // Every road's witness holds: each road the loop below would try gives its code, in the same order.
    for (let k = t.base[at], last = t.base[at + 1]; k < last; k++) if (t.out[k] === 0) out.push(code + t.to[k]);
    return;
  }
  for (let k = t.base[at], last = t.base[at + 1]; k < last; k++) {
    if (!open(s, net, t, star, k)) continue;
    const to = t.to[k];
    const key = k * t.stride + left - 1;
    if (remembered) {
      const end = t.end[key];
      if (end >= 0 && passable(s, t.crossings[key]) && roomAt(s, net, end)) {
        out.push(code + to);
        continue;
      }
    }
    visited[to] = 1;
    const ok = canFinish(s, net, t, to, left - 1, 0);
    visited[to] = 0;
    if (!ok) continue;
    if (remembered) {
      t.end[key] = found[0];
      t.crossings[key] = found[1];
      t.state[group] = 0;
    }
    out.push(code + to);
  }
}

/**
 * The places where the acting family had people who had not moved yet, at the first walk list of its
 * action on one state object (docs/performance.md, "Borderlines rules": that scan of every place was a
 * tenth of a playout). Within one action's move stage the rules never add such a person: a walk takes
 * one away and marks the arrival as moved (BL-R31); resettlement comes before (BL-D22, BL-D23), boats
 * after the last walk list (BL-R38), deaths between actions. So a later walk list of the same action
 * need only look at these places, each tested exactly as a full scan would. It is trusted only when
 * the rules stepped this very state in place since (`steppedInPlace`, as playouts do), and never for
 * a state changed by anything else in between: a state edited by hand and asked again without a step
 * gets a full scan. Nothing of it is in the state, which stays plain JSON.
 */
const seen = {
  state: null as BorderlinesState | null,
  round: 0,
  turn: 0,
  turnsTaken: 0,
  stepped: false,
  count: 0,
  places: new Int32Array(BORDERLINES_LIMITS.places),
};

/** The rules stepped `s` in place (no events): its walk list may use `seen` (step.ts). */
export function steppedInPlace(s: BorderlinesState): void {
  if (seen.state === s) seen.stepped = true;
}

/** Walks from `from` when the family has someone there who has not moved yet (BL-R31). */
function walksFrom(s: BorderlinesState, net: Network, t: Tables, seat: number, steps: number, from: number, out: number[]): boolean {
  // peopleAt(s, from, seat), read directly; the moved marks only where someone is.
  const here = s.city[from][seat] + s.camp[from][seat];
  if (here === 0 || here - s.movedAt[from] <= 0) return false;
  visited[from] = 1;
  firstRoads(s, net, t, from, steps, out, true, enc.walk(from, 0));
  visited[from] = 0;
  return true;
}

/**
 * BL-R27..BL-R31, BL-D11..BL-D13: each person of `seat` who has not moved yet starts on a road from
 * which a move of `steps` roads can be finished; codes ascending (places in index order, roads by
 * destination). Call `beginList` first.
 */
export function walkActions(s: BorderlinesState, net: Network, seat: number, steps: number, out: number[]): void {
  const t = tablesOf(net);
  if (seen.state === s && seen.stepped && seen.round === s.round && seen.turn === seat && seen.turnsTaken === s.turnsTaken && s.turn === seat) {
    // A later walk list of the same action, after in-place steps only: the places found before, in order.
    seen.stepped = false;
    let kept = 0;
    for (let i = 0; i < seen.count; i++) {
      const from = seen.places[i];
      if (walksFrom(s, net, t, seat, steps, from, out)) seen.places[kept++] = from;
    }
    seen.count = kept;
    return;
  }
  seen.state = null;
  let count = 0;
  for (let from = 0; from < net.n; from++) if (walksFrom(s, net, t, seat, steps, from, out)) seen.places[count++] = from;
  if (seat !== s.turn) return;
  seen.state = s;
  seen.round = s.round;
  seen.turn = seat;
  seen.turnsTaken = s.turnsTaken;
  seen.stepped = false;
  seen.count = count;
}

/**
 * The person on the way (BL-D13) goes on: a `step` code for each road from `at` after which the move
 * can still be finished, `left` (≥ 1) roads in all, never back to a place of `path`. Call `beginList` first.
 */
export function stepActions(s: BorderlinesState, net: Network, at: number, left: number, path: readonly number[], out: number[]): void {
  for (let i = 0; i < path.length; i++) visited[path[i]] = 1;
  firstRoads(s, net, tablesOf(net), at, left, out, false, enc.step(0));
  for (let i = 0; i < path.length; i++) visited[path[i]] = 0;
}
