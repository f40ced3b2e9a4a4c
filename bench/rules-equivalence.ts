/**
 * Old and new rules of one game, step by step over seeded random games: a speed pass must leave
 * behaviour unchanged (docs/performance.md, "Engine speed"). The old rules are another checkout of the
 * repository (`git archive <commit> | tar -x -C /tmp/old`, with node_modules linked in); both play the
 * same seeds with the same random choices, and at every step this compares the active seats, every
 * seat's legal list, the state, the events, every seat's and a spectator's view, the words of every
 * legal action in English and Chinese, a determinization of the active seat's view, `evaluate` and the
 * provisional outcome; the outcome at the end. States are stepped twice, through the validating `apply`
 * (with events) and through `applyInPlace`, and both must agree.
 *
 *   node --import tsx bench/rules-equivalence.ts --old /tmp/old --game emigration [--games 300] [--players 2-6]
 *
 * Exits 1 at the first difference, naming the seed, the step and what differed.
 */
import { isDeepStrictEqual } from 'node:util';
import type { AnyGame, Seat } from '../src/engine/index.ts';
import { optionReader } from './cli-args.ts';
import { xorshift } from './random-play.ts';

const arg = optionReader(process.argv.slice(2));
const oldRoot = arg('--old');
const id = arg('--game');
const gamesPerCount = Number(arg('--games', '300'));

interface Rules { game: AnyGame; Rng: new (seed: number) => unknown }

async function load(root: string): Promise<Rules> {
  const url = (p: string) => new URL(`file://${root.replace(/\/$/, '')}/src/${p}`).href;
  const mod = (await import(url(`games/${id}/index.ts`))) as Record<string, unknown>;
  const game = Object.values(mod).find((v): v is AnyGame => typeof v === 'object' && v !== null && (v as AnyGame).id === id);
  if (!game) throw new Error(`no game ${id} under ${root}`);
  const engine = (await import(url('engine/index.ts'))) as { Rng: Rules['Rng'] };
  return { game, Rng: engine.Rng };
}

const here = new URL('..', import.meta.url).pathname;
const [oldRules, newRules] = await Promise.all([load(oldRoot), load(here)]);
const [lo, hi] = arg('--players', `${newRules.game.minPlayers}-${newRules.game.maxPlayers}`).split('-').map(Number);

/** The state or view as JSON, its card table left out (static, compared once a game). */
const json = (x: unknown) => JSON.stringify(x, (k, v: unknown) => (k === 'cards' ? undefined : v));

function same(what: string, a: unknown, b: unknown, where: string): void {
  if (typeof a === 'string' || typeof b === 'string' ? a === b : isDeepStrictEqual(a, b)) return;
  const show = (x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x) ?? String(x)).slice(0, 400);
  console.error(`DIFFERENT ${what} at ${where}\n old: ${show(a)}\n new: ${show(b)}`);
  process.exit(1);
}

let steps = 0;
let comparisons = 0;
const started = performance.now();
for (let players = lo; players <= hi; players++) {
  for (let g = 0; g < gamesPerCount; g++) {
    const seed = 1 + g + 1000 * players;
    const O = oldRules.game;
    const N = newRules.game;
    let oldState = O.setup({ players, seed });
    let newState = N.setup({ players, seed });
    const oldInPlace = O.setup({ players, seed });
    const newInPlace = N.setup({ players, seed });
    same('cards', JSON.stringify(oldState.cards ?? null), JSON.stringify(newState.cards ?? null), `seed ${seed}`);
    let x = seed * 2654435761 >>> 0 || 1;
    for (let k = 0; ; k++) {
      const where = `${id} ${players} players, seed ${seed}, step ${k}`;
      const newJson = json(newState);
      same('state', json(oldState), newJson, where);
      same('state (in place)', json(newInPlace), newJson, where);
      same('state (old, in place)', json(oldInPlace), newJson, where);
      same('isOver', O.isOver(oldState), N.isOver(newState), where);
      same('active seats', O.activeSeats(oldState), N.activeSeats(newState), where);
      same('active seats (in place)', N.activeSeats(newInPlace), N.activeSeats(newState), where);
      for (let v = -1; v < players; v++) {
        const viewer = v < 0 ? 'spectator' : v;
        same(`view of ${viewer}`, json(O.view(oldState, viewer)), json(N.view(newState, viewer)), where);
        if (v >= 0) {
          same(`legal of ${v}`, O.legalActions(oldState, v), N.legalActions(newState, v), where);
          same(`legal of ${v} (in place)`, N.legalActions(newInPlace, v), N.legalActions(newState, v), where);
          if (O.evaluate) same(`evaluate of ${v}`, O.evaluate(oldState, v), N.evaluate!(newState, v), where);
        }
      }
      if (N.provisionalOutcome) same('provisional outcome', O.provisionalOutcome!(oldState), N.provisionalOutcome(newState), where);
      comparisons++;
      if (N.isOver(newState)) {
        same('outcome', O.outcome(oldState), N.outcome(newState), where);
        break;
      }
      const active: Seat[] = N.activeSeats(newState);
      const seat = Math.min(...active);
      const legal = N.legalActions(newState, seat);
      const oldView = O.view(oldState, seat);
      const newView = N.view(newState, seat);
      for (const a of legal) {
        for (const lang of ['en', 'zh-Hant'] as const) same(`words of ${a} (${lang})`, O.describeAction(oldView, seat, a, lang), N.describeAction(newView, seat, a, lang), where);
      }
      same('determinization', json(O.determinize(oldView, seat, new oldRules.Rng(seed + k) as never)), json(N.determinize(newView, seat, new newRules.Rng(seed + k) as never)), where);
      x = xorshift(x);
      const action = legal[x % legal.length];
      const oldResult = O.apply(oldState, seat, action);
      const newResult = N.apply(newState, seat, action);
      if (!oldResult.ok || !newResult.ok) {
        same('apply result', oldResult.ok, newResult.ok, `${where}, action ${action}`);
        throw new Error(`${where}: a legal action ${action} was refused`);
      }
      same('events', oldResult.events, newResult.events, `${where}, action ${action}`);
      oldState = oldResult.state;
      newState = newResult.state;
      O.applyInPlace(oldInPlace, seat, action);
      N.applyInPlace(newInPlace, seat, action);
      steps++;
    }
  }
  console.log(`${id}, ${players} players: ${gamesPerCount} games identical (${steps} steps so far)`);
}
console.log(`${id}: old and new rules identical over ${comparisons} positions (${steps} steps) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
