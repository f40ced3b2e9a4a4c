/**
 * Borderlines' rules before and after a speed change must be the same rules (docs/performance.md,
 * "Borderlines rules"): this plays seeded random games with an old copy of the rules and the current
 * ones side by side and compares, at every step, the active seats, every seat's legal list, every
 * viewer's view, each seat's determinization (same generator seed), each seat's evaluation, the state
 * (in place and through `apply`, with its events) and at the end the outcome; stops at the first
 * difference. The old copy is a `git archive` of the earlier commit's src:
 *
 *   git archive <commit> src | tar -x -C /tmp/bl-old && ln -s "$PWD/node_modules" /tmp/bl-old/node_modules
 *   cp package.json /tmp/bl-old/
 *   node --import tsx bench/borderlines-equivalence.ts /tmp/bl-old [games=300]
 */
import { Rng, type GameDefinition } from '../src/engine/index.ts';
import { borderlines } from '../src/games/borderlines/index.ts';

const [oldRoot, gamesArg] = process.argv.slice(2);
if (!oldRoot) {
  console.error('usage: borderlines-equivalence.ts <old checkout root> [games]');
  process.exit(2);
}
const GAMES = Number(gamesArg ?? 300);
const oldModule = (await import(`${oldRoot}/src/games/borderlines/index.ts`)) as { borderlines: typeof borderlines };
type Game = GameDefinition<unknown, unknown, Record<string, string>, unknown>;
const before = oldModule.borderlines as unknown as Game;
const after = borderlines as unknown as Game;

let compared = 0;
function same(what: string, a: unknown, b: unknown): void {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  compared++;
  if (x !== y) {
    console.error(`DIFFERENT ${what}\n old: ${x?.slice(0, 2000)}\n new: ${y?.slice(0, 2000)}`);
    process.exit(1);
  }
}

/** Every variant combination in turn (BL-D43), so both readings of arrivals and passing are compared. */
const OPTIONS = [{}, { mayPass: 'on' }, { arrivalsInOrder: 'on' }, { mayPass: 'on', arrivalsInOrder: 'on' }];
const VIEWERS = [0, 1, 2, 3, 'spectator'] as const;
let steps = 0;
let x = 0x2545f491;
const start = performance.now();
for (let g = 0; g < GAMES; g++) {
  const options = OPTIONS[g % OPTIONS.length];
  const setup = { players: 4, seed: g + 1, options };
  const a = before.setup(setup);
  const b = after.setup(setup);
  same(`setup ${g}`, a, b);
  while (!before.isOver(a)) {
    const where = `game ${g} step ${steps}`;
    same(`${where} isOver`, before.isOver(a), after.isOver(b));
    const active = before.activeSeats(a);
    same(`${where} activeSeats`, active, after.activeSeats(b));
    for (let seat = -1; seat <= 4; seat++) same(`${where} legal ${seat}`, before.legalActions(a, seat), after.legalActions(b, seat));
    for (const v of VIEWERS) {
      const va = before.view(a, v);
      same(`${where} view ${v}`, va, after.view(b, v));
      same(`${where} progress ${v}`, before.progress?.(va, 'en'), after.progress?.(after.view(b, v), 'en'));
    }
    if (g % 3 === 0) {
      for (let seat = 0; seat < 4; seat++) {
        const ra = new Rng(steps * 7 + seat);
        const rb = new Rng(steps * 7 + seat);
        same(`${where} determinize ${seat}`, before.determinize(before.view(a, seat), seat, ra), after.determinize(after.view(b, seat), seat, rb));
        same(`${where} determinize rng ${seat}`, ra.u32(), rb.u32());
        same(`${where} evaluate ${seat}`, before.evaluate!(a, seat), after.evaluate!(b, seat));
      }
      same(`${where} provisional`, before.provisionalOutcome!(a), after.provisionalOutcome!(b));
    }
    const seat = Math.min(...active);
    const legal = before.legalActions(a, seat);
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    const action = legal[x % legal.length];
    same(`${where} describe`, before.describeAction(before.view(a, seat), seat, action, 'zh-Hant'), after.describeAction(after.view(b, seat), seat, action, 'zh-Hant'));
    // Through `apply` (a clone, with events) and in place: both must agree with the old rules and each other.
    const ra = before.apply(a, seat, action);
    const rb = after.apply(b, seat, action);
    same(`${where} apply`, ra, rb);
    before.applyInPlace(a, seat, action);
    after.applyInPlace(b, seat, action);
    same(`${where} state`, a, b);
    if (rb.ok) same(`${where} apply = in place`, rb.state, b);
    steps++;
  }
  same(`game ${g} outcome`, before.outcome(a), after.outcome(b));
}
console.log(`${GAMES} games, ${steps} steps, ${compared} comparisons: old and new rules identical (${((performance.now() - start) / 1000).toFixed(0)} s)`);
