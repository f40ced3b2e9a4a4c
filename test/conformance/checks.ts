/**
 * Generic checks of the game contract, modelled on OpenSpiel's random-simulation tests. Nothing here
 * knows any particular game: a game joins by being registered. Every check names the game, the player
 * count, the seed and the step, so a failure can be replayed by hand.
 */
import { expect } from 'vitest';
import fc from 'fast-check';
import {
  canonicalJson, newRecord, replay, Rng, stableHash,
  type Action, type AnyGame, type ErrorCode, type GameEvent, type Outcome, type Seat, type Standing, type Viewer,
} from '../../src/engine/index.ts';

export interface PlayResult {
  steps: number;
  actions: Array<[Seat, Action]>;
  finalHash: string;
  outcome: Outcome;
  /** How many determinizations differed from another of the same view (hidden parts resampled). */
  varyingDeterminizations: number;
}

export interface PlayParams {
  game: AnyGame;
  players: number;
  seed: number;
  /** Deep checks (every legal action, corrupted actions, views, determinize, JSON) every N steps. */
  sampleEvery: number;
  /** Corrupted actions tried per deep-checked step. */
  corruptPerStep: number;
  /** Game options (defaults when absent). */
  options?: Record<string, unknown>;
}

/** A cheap assertion for hot loops: vitest's expect() costs far more than the checks themselves. */
export function ensure(condition: boolean, message: () => string): asserts condition {
  if (!condition) throw new Error(message());
}

/** Deep equality through canonical JSON (fast); on a mismatch, vitest's toEqual shows the diff. */
export function sameJson(actual: unknown, expected: unknown, message: () => string): void {
  if (canonicalJson(actual) === canonicalJson(expected)) return;
  const m = message();
  expect(actual, m).toEqual(expected);
  throw new Error(`${m}: canonical JSON differs`);
}

/**
 * Returns the path of the first part of `value` that is not plain JSON data (a Map, a Set, a class
 * instance, a function, a BigInt, a non-finite number…), or null. Canonical JSON would silently turn
 * a Map into {}, so equality of serializations alone cannot catch these.
 */
export function nonJsonPath(value: unknown, path = '$'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = value[i] === undefined ? `${path}[${i}]` : nonJsonPath(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return `${path} (${(value as object).constructor?.name ?? 'object'})`;
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) continue; // an absent optional field; JSON drops it and so does the hash
      const bad = nonJsonPath(v, `${path}.${k}`);
      if (bad) return bad;
    }
    return null;
  }
  return `${path} (${typeof value})`;
}

/** Values `apply` must refuse as MALFORMED_ACTION: anything that is not a non-negative integer number. */
const malformedAction: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: -1 }),
  fc.double().filter((x) => !(Number.isInteger(x) && x >= 0)), // fractions, negatives, NaN, ±Infinity
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0.5, -0.5, 1e-9, -1e21),
  fc.string(),
  fc.constantFrom('0', '1', '', null, undefined, true, false, [], [0], { action: 0 }),
  fc.object(),
  fc.bigInt(),
);

/** Well-formed actions (non-negative integers) that a caller must filter against the legal list. */
const wellFormedAction: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 0, max: 64 }),
  fc.integer({ min: 0, max: 2 ** 31 }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21, 2 ** 32),
);

/** Every array of four uint32s kept under a key mentioning "rng": the convention for PRNG state. */
export function rngValues(state: unknown): number[] {
  const found: number[] = [];
  const walk = (v: unknown, key: string): void => {
    if (Array.isArray(v)) {
      if (/rng/i.test(key) && v.length === 4 && v.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)) {
        found.push(...(v as number[]));
      } else v.forEach((x) => walk(x, key));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) walk(x, k);
    }
  };
  walk(state, '');
  return found;
}

/** Fails if any (large enough to be unambiguous) PRNG word appears as a number in `json`. */
function expectNoRngLeak(json: string, rng: number[], what: string): void {
  const words = rng.filter((w) => w >= 100_000); // smaller ones cannot be told from ordinary game numbers
  if (words.length === 0) return;
  const numbers = new Set(json.match(/\d{6,}/g) ?? []);
  for (const word of words) ensure(!numbers.has(String(word)), () => `${what} contains the PRNG word ${word}`);
}

function expectEventsWellFormed(events: GameEvent[], players: number, ctx: string): void {
  for (const e of events) {
    ensure(typeof e.kind === 'string' && e.kind.length > 0, () => `${ctx}: event kind`);
    ensure(typeof e.text === 'string' && e.text.length > 0, () => `${ctx}: event text of ${e.kind}`);
    if (e.to !== undefined) {
      ensure(e.to.every((s) => Number.isInteger(s) && s >= 0 && s < players), () => `${ctx}: event ${e.kind} addressed to seats ${JSON.stringify(e.to)}`);
    }
  }
}

/** legalActions is sorted ascending, unique, made of non-negative integers. */
function expectActionList(list: Action[], ctx: string): void {
  ensure(Array.isArray(list), () => `${ctx}: legalActions returns an array`);
  for (let i = 0; i < list.length; i++) {
    ensure(Number.isInteger(list[i]) && list[i] >= 0, () => `${ctx}: action ${String(list[i])} is not a non-negative integer`);
    if (i > 0) ensure(list[i] > list[i - 1], () => `${ctx}: legalActions not sorted ascending and unique: ${list.join(',')}`);
  }
}

/** Checks seats and legality at one state; returns the legal actions of every active seat. */
export function checkSeats(game: AnyGame, state: unknown, players: number, ctx: string): Map<Seat, Action[]> {
  const over = game.isOver(state);
  const active = game.activeSeats(state);
  ensure(new Set(active).size === active.length, () => `${ctx}: activeSeats ${JSON.stringify(active)} unique`);
  ensure(active.every((s) => Number.isInteger(s) && s >= 0 && s < players), () => `${ctx}: activeSeats ${JSON.stringify(active)} are seats`);
  if (over) ensure(active.length === 0, () => `${ctx}: no active seats once the game is over`);
  else ensure(active.length > 0, () => `${ctx}: a running game has an active seat`);
  const legal = new Map<Seat, Action[]>();
  for (let seat = 0; seat < players; seat++) {
    const list = game.legalActions(state, seat);
    expectActionList(list, `${ctx} seat ${seat}`);
    if (active.includes(seat)) {
      ensure(list.length > 0, () => `${ctx}: active seat ${seat} has a legal action`);
      legal.set(seat, list);
    } else {
      ensure(list.length === 0, () => `${ctx}: non-active seat ${seat} has no legal action, but lists ${list.join(',')}`);
    }
  }
  for (const seat of [-1, players, players + 1]) {
    ensure(game.legalActions(state, seat).length === 0, () => `${ctx}: out-of-range seat ${seat} has no legal action`);
  }
  return legal;
}

function expectRejected(game: AnyGame, state: unknown, seat: unknown, action: unknown, codes: ErrorCode[], ctx: string): void {
  const res = game.apply(state, seat as Seat, action as Action);
  const shown = () => (typeof action === 'bigint' ? `${action}n` : JSON.stringify(action) ?? String(action));
  ensure(!(res.ok), () => `${ctx}: seat ${String(seat)} action ${shown()} should be rejected`);
  if (!res.ok) {
    ensure(codes.includes(res.error.code), () => `${ctx}: seat ${String(seat)} action ${shown()} rejected as ${res.error.code}, expected ${codes.join(' or ')}`);
    ensure(res.error.message.length > 0, () => `${ctx}: error has a message`);
  }
}

/**
 * The structured face of actions (`actionToStruct`, `structToAction`, `actionKinds`; OpenSpiel's
 * ActionStruct): every legal action decodes to a struct of a declared kind whose parts are plain
 * names or non-negative integers, and that struct encodes back to the same action. With `deep`, the
 * struct and the text also read the same from a JSON copy of the view (what a board or a log gets).
 */
export function checkActionStructs(game: AnyGame, state: unknown, legal: Map<Seat, Action[]>, ctx: string, deep: boolean): void {
  const decode = game.actionToStruct?.bind(game);
  if (!decode) return;
  const encode = game.structToAction?.bind(game);
  const kinds = game.actionKinds;
  ensure(encode !== undefined, () => `${ctx}: a game with actionToStruct has structToAction`);
  ensure(Array.isArray(kinds) && kinds.length > 0, () => `${ctx}: a game with actionToStruct lists its actionKinds`);
  for (const [seat, list] of legal) {
    const v: unknown = game.view(state, seat);
    const wire: unknown = deep ? JSON.parse(JSON.stringify(v)) : null;
    for (const action of list) {
      const s = decode(v, seat, action);
      const shown = () => JSON.stringify(s);
      ensure(s !== null && typeof s === 'object', () => `${ctx}: legal action ${action} of seat ${seat} decodes to a struct, got ${shown()}`);
      ensure(kinds.includes(s.kind), () => `${ctx}: action ${action} decodes to ${shown()}, whose kind is not in actionKinds (${kinds.join(', ')})`);
      for (const [part, value] of Object.entries(s)) {
        if (part === 'kind') continue;
        ensure(typeof value === 'string' ? value.length > 0 : Number.isInteger(value) && value >= 0,
          () => `${ctx}: action ${action} decodes to ${shown()}: part ${part} is neither a name nor a non-negative integer`);
      }
      const back = encode(v, seat, s);
      ensure(back === action, () => `${ctx}: action ${action} of seat ${seat} decodes to ${shown()}, which encodes back to ${String(back)}`);
      if (deep) {
        sameJson(decode(wire, seat, action), s, () => `${ctx}: action ${action} decodes the same from a JSON copy of the view`);
        ensure(game.describeAction(wire, seat, action) === game.describeAction(v, seat, action), () => `${ctx}: action ${action} is described the same from a JSON copy of the view`);
      }
    }
    if (deep) {
      for (const bad of [-1, 0.5, Number.NaN]) ensure(decode(v, seat, bad) === null, () => `${ctx}: ${bad} decodes to no struct`);
      ensure(encode(v, seat, { kind: 'no such kind' }) === null, () => `${ctx}: a struct of an unknown kind encodes to no action`);
      const first = decode(v, seat, list[0]);
      if (first) ensure(encode(v, seat, { ...first, extra: 1 }) === null, () => `${ctx}: a struct with a part its kind lacks encodes to no action`);
    }
  }
}

/** Deep checks at one running state. */
function deepChecks(p: PlayParams, state: unknown, legal: Map<Seat, Action[]>, step: number, ctx: string): number {
  const { game, players } = p;
  const before = canonicalJson(state);
  const active = [...legal.keys()];

  // Every listed action applies, and describes itself in a distinct, non-empty text.
  for (const [seat, list] of legal) {
    const v = game.view(state, seat);
    const texts = new Set<string>();
    for (const action of list) {
      const res = game.apply(state, seat, action);
      ensure(res.ok, () => `${ctx}: listed action ${action} of seat ${seat} applies`);
      if (res.ok) expectEventsWellFormed(res.events, players, `${ctx} seat ${seat} action ${action}`);
      const text = game.describeAction(v, seat, action);
      ensure(typeof text === 'string' && text.trim().length > 0, () => `${ctx}: describeAction(${action}) is a text`);
      texts.add(text);
    }
    ensure(texts.size === list.length, () => `${ctx}: seat ${seat}'s legal actions have distinct descriptions: ${JSON.stringify(list.map((a) => game.describeAction(v, seat, a)))}`);
  }
  ensure(canonicalJson(state) === before, () => `${ctx}: apply left its input unchanged`);

  // Corrupted and misdirected actions are rejected with the right code.
  const samplerSeed = p.seed * 1000 + step;
  const seat = active[step % active.length];
  const own = legal.get(seat)!;
  for (const bad of fc.sample(malformedAction, { seed: samplerSeed, numRuns: p.corruptPerStep })) {
    expectRejected(game, state, seat, bad, ['MALFORMED_ACTION'], ctx);
  }
  const unlisted = fc.sample(wellFormedAction, { seed: samplerSeed + 1, numRuns: p.corruptPerStep }).filter((a) => !own.includes(a));
  // A dozen of the gaps between legal actions (action ids may be sparse, so not all of them).
  const top = own[own.length - 1] + 2;
  for (let k = 0; k < 12; k++) {
    const a = Math.floor((k * top) / 11);
    if (!own.includes(a) && !unlisted.includes(a)) unlisted.push(a);
  }
  for (const a of own) if (!own.includes(a + 1)) unlisted.push(a + 1); // just past each legal action
  for (const a of unlisted) expectRejected(game, state, seat, a, ['ILLEGAL_ACTION'], ctx);
  for (const [other, list] of legal) {
    if (other === seat) continue;
    for (const a of list) if (!own.includes(a)) expectRejected(game, state, seat, a, ['ILLEGAL_ACTION'], `${ctx} (action of seat ${other})`);
  }
  for (let idle = 0; idle < players; idle++) {
    if (!legal.has(idle)) expectRejected(game, state, idle, own[0], ['NOT_YOUR_TURN'], ctx);
  }
  for (const bad of [-1, 0.5, Number.NaN, '0', null]) expectRejected(game, state, bad, own[0], ['INVALID_SEAT'], ctx);
  // The engine cannot know the player count generically, so a too-high seat may be reported either way.
  expectRejected(game, state, players, own[0], ['INVALID_SEAT', 'NOT_YOUR_TURN'], ctx);
  ensure(canonicalJson(state) === before, () => `${ctx}: rejected actions left the state unchanged`);

  // JSON round-trip: plain data, same data after parsing, same hash, same legal actions.
  const notJson = nonJsonPath(state);
  ensure(notJson === null, () => `${ctx}: the state is plain JSON data, but ${notJson} is not`);
  const parsed: unknown = JSON.parse(JSON.stringify(state));
  sameJson(parsed, state, () => `${ctx}: JSON round-trip`);
  ensure(stableHash(parsed) === stableHash(state), () => `${ctx}: same hash after JSON round-trip`);
  for (const [s, list] of legal) sameJson(game.legalActions(parsed, s), list, () => `${ctx}: legal actions after JSON round-trip`);

  if (game.evaluate) {
    for (let s = 0; s < players; s++) {
      const e = game.evaluate(state, s);
      ensure(e >= 0 && e <= 1, () => `${ctx}: evaluate(seat ${s}) = ${e} is in [0, 1]`);
    }
  }
  return viewChecks(p, state, step, ctx);
}

/**
 * View privacy and determinization: a state sampled from seat A's view shows A exactly that view,
 * keeps A's legal actions, and shows a spectator exactly what the real state shows one (so the
 * spectator never learns anything A does not know). Returns how many determinizations varied.
 */
export function viewChecks(p: PlayParams, state: unknown, step: number, ctx: string): number {
  const { game, players } = p;
  const rng = rngValues(state);
  const spectatorView: unknown = game.view(state, 'spectator');
  const viewers: Viewer[] = ['spectator'];
  for (let s = 0; s < players; s++) viewers.push(s);
  for (const viewer of viewers) {
    const v: unknown = game.view(state, viewer);
    const json = JSON.stringify(v);
    const notJson = nonJsonPath(v);
    ensure(notJson === null, () => `${ctx}: view(${viewer}) is plain JSON data, but ${notJson} is not`);
    sameJson(JSON.parse(json), v, () => `${ctx}: view(${viewer}) is plain JSON`);
    expectNoRngLeak(json, rng, `${ctx}: view(${viewer})`);
    if (game.renderText) {
      const text = game.renderText(v, viewer);
      ensure(typeof text === 'string' && text.trim().length > 0, () => `${ctx}: renderText(view(${viewer})) is a text`);
    }
  }
  let varying = 0;
  for (let seat = 0; seat < players; seat++) {
    const v: unknown = game.view(state, seat);
    const snapshot = canonicalJson(v);
    const d1: unknown = game.determinize(v, seat, new Rng(`${p.seed}/${step}/${seat}/a`));
    const d2: unknown = game.determinize(v, seat, new Rng(`${p.seed}/${step}/${seat}/b`));
    const c = `${ctx} determinize(seat ${seat})`;
    ensure(canonicalJson(v) === snapshot, () => `${c} leaves the view unchanged`);
    sameJson(game.view(d1, seat), v, () => `${c}: the sampled state shows the seat its view`);
    sameJson(game.view(d2, seat), game.view(d1, seat), () => `${c}: two samples show the seat identical views`);
    sameJson(game.view(d1, 'spectator'), spectatorView, () => `${c}: the spectator sees no more than the seat`);
    ensure(game.isOver(d1) === game.isOver(state), () => `${c}: isOver`);
    sameJson(game.activeSeats(d1), game.activeSeats(state), () => `${c}: activeSeats`);
    sameJson(game.legalActions(d1, seat), game.legalActions(state, seat), () => `${c}: the seat's legal actions`);
    const notJson = nonJsonPath(d1);
    ensure(notJson === null, () => `${c}: the sampled state is plain JSON data, but ${notJson} is not`);
    if (canonicalJson(d1) !== canonicalJson(d2)) varying++;
    // The sampled state is playable: bots search from it.
    const active = game.activeSeats(d1);
    if (active.length > 0) {
      const s = active[0];
      const res = game.apply(d1, s, game.legalActions(d1, s)[0]);
      ensure(res.ok, () => `${c}: the sampled state accepts a legal action`);
    }
  }
  return varying;
}

/** A finished game's outcome is well formed: ranks follow scores, winners share rank 1, ties are ties. */
export function checkOutcome(outcome: Outcome | null, players: number, ctx: string): asserts outcome is Outcome {
  expect(outcome, `${ctx}: outcome of a finished game`).not.toBeNull();
  const o = outcome!;
  ensure(typeof o.reason === 'string' && o.reason.length > 0, () => `${ctx}: outcome reason`);
  expect(o.scores, `${ctx}: one score per seat`).toHaveLength(players);
  expect(o.ranks, `${ctx}: one rank per seat`).toHaveLength(players);
  expect(o.stats, `${ctx}: one stats row per seat`).toHaveLength(players);
  ensure(o.scores.every(Number.isFinite), () => `${ctx}: scores are finite`);
  for (let i = 0; i < players; i++) {
    const r = o.ranks[i];
    ensure(Number.isInteger(r) && r >= 1 && r <= players, () => `${ctx}: rank ${r} of seat ${i} in 1..${players}`);
    // Competition ranking ("1224"): a seat's rank is one more than the number of seats ranked above it.
    expect(r, `${ctx}: ranks ${JSON.stringify(o.ranks)} are competition ranks`).toBe(1 + o.ranks.filter((x) => x < r).length);
    for (let j = 0; j < players; j++) {
      if (o.scores[i] > o.scores[j]) {
        expect(o.ranks[i], `${ctx}: seat ${i} scored more than seat ${j} but ranks ${JSON.stringify(o.ranks)}`).toBeLessThan(o.ranks[j]);
      }
    }
  }
  expect(o.ranks, `${ctx}: somebody ranks first`).toContain(1);
  const sorted = [...new Set(o.winners)].sort((a, b) => a - b);
  expect(o.winners, `${ctx}: winners are unique and sorted`).toEqual(sorted);
  for (const w of o.winners) {
    ensure(Number.isInteger(w) && w >= 0 && w < players, () => `${ctx}: winner ${w} is a seat`);
    expect(o.ranks[w], `${ctx}: winner ${w} ranks first`).toBe(1);
  }
  if (o.tie) {
    expect(o.winners.length, `${ctx}: a tie has no single winner`).not.toBe(1);
    expect(o.ranks.filter((r) => r === 1).length, `${ctx}: a tie shares the top rank`).toBeGreaterThan(1);
  }
  for (const row of o.stats) {
    for (const value of Object.values(row)) expect(['number', 'string', 'boolean'], `${ctx}: stat values`).toContain(typeof value);
  }
}

/** Plays one seeded random game to the end, checking the contract at every step. */
export function playAndCheck(p: PlayParams): PlayResult {
  const { game, players, seed, options } = p;
  const where = `${game.id} ${players}p seed ${seed}${options ? ` options ${JSON.stringify(options)}` : ''}`;
  let state: unknown = game.setup({ players, seed, options });
  expect(stableHash(game.setup({ players, seed, options })), `${where}: setup is deterministic`).toBe(stableHash(state));
  ensure(rngValues(state).length > 0 || !game.chance, () => `${where}: a chance game keeps its PRNG state in a field named like "rng"`);
  const moves = new Rng(`moves/${game.id}/${players}/${seed}`);
  const limit = game.maxActions(players);
  const actions: Array<[Seat, Action]> = [];
  let twin: unknown = null; // a JSON-parsed copy that must keep pace with the real state
  let varying = 0;
  for (let step = 0; ; step++) {
    const ctx = `${where} step ${step}`;
    const legal = checkSeats(game, state, players, ctx);
    if (game.isOver(state)) break;
    ensure(step < limit, () => `${where}: the game ends within maxActions(${players}) = ${limit}`);
    ensure(game.outcome(state) === null, () => `${ctx}: no outcome while the game runs`);
    ensure(game.standing(state) === null, () => `${ctx}: no standing while the game runs`);
    checkActionStructs(game, state, legal, ctx, step % p.sampleEvery === 0);
    if (step % p.sampleEvery === 0) {
      varying += deepChecks(p, state, legal, step, ctx);
      if (twin === null && step > 0) twin = JSON.parse(JSON.stringify(state));
    }
    const seat = moves.pick([...legal.keys()]);
    const action = moves.pick(legal.get(seat)!);
    const before = canonicalJson(state);
    const res = game.apply(state, seat, action);
    ensure(res.ok, () => `${ctx}: seat ${seat} action ${action} applies`);
    if (!res.ok) break;
    expectEventsWellFormed(res.events, players, ctx);
    const rngNow = rngValues(res.state);
    for (let viewer = 0; viewer < players; viewer++) {
      const seen = res.events.filter((e) => e.to === undefined || e.to.includes(viewer));
      expectNoRngLeak(JSON.stringify(seen), rngNow, `${ctx}: events seen by seat ${viewer}`);
    }
    const fast = game.clone(state);
    game.applyInPlace(fast, seat, action);
    // Canonical JSON equality is hash equality, without paying for the hash on every step.
    ensure(canonicalJson(fast) === canonicalJson(res.state), () => `${ctx}: applyInPlace on a clone matches apply`);
    ensure(canonicalJson(state) === before, () => `${ctx}: apply and applyInPlace on a clone left the input unchanged`);
    if (twin !== null) {
      const t = game.apply(twin, seat, action);
      ensure(t.ok, () => `${ctx}: the JSON-parsed copy accepts the same action`);
      if (t.ok) twin = t.state;
    }
    state = res.state;
    actions.push([seat, action]);
  }

  const finalHash = stableHash(state);
  const outcome = game.outcome(state);
  checkOutcome(outcome, players, where);
  expect(game.outcome(state), `${where}: outcome is stable`).toEqual(outcome);
  // What searches score playouts with (types.ts `standing`): the outcome's numbers, exactly (a game
  // without its own standing gives the whole outcome).
  const numbers = (o: Standing | null) => o && { scores: o.scores, ranks: o.ranks, winners: o.winners, tie: o.tie };
  expect(numbers(game.standing(state)), `${where}: standing is the outcome's scores, ranks, winners and tie`).toEqual(numbers(outcome));
  if (twin !== null) expect(stableHash(twin), `${where}: the JSON-parsed copy played on identically`).toBe(finalHash);
  viewChecks(p, state, actions.length, `${where} (final)`);
  const before = canonicalJson(state);
  for (let seat = -1; seat <= players; seat++) {
    expectRejected(game, state, seat, 0, ['GAME_OVER'], `${where} (over)`);
    expectRejected(game, state, seat, 'x', ['GAME_OVER'], `${where} (over)`);
  }
  expect(canonicalJson(state), `${where}: rejected actions left the final state unchanged`).toBe(before);

  const record = { ...newRecord(game, players, seed, options), actions, finalHash };
  expect(replay(game, record).hash, `${where}: seed + actions replay to the same hash`).toBe(finalHash);
  return { steps: actions.length, actions, finalHash, outcome, varyingDeterminizations: varying };
}
