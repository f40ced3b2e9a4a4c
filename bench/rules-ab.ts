/**
 * Old against new rules of one game in one process: random playouts with `applyInPlace`, as
 * `bench/run.ts` plays them (setup not counted), the two alternating (old-new, then new-old) on the
 * same seeds, timed in CPU seconds of this process, so other work on a shared machine slows neither
 * side more than the other. Prints each side's median actions per CPU second and the median of the
 * pair ratios (docs/performance.md, "Engine speed"). The old rules: another checkout of the repository
 * (`git archive <commit> | tar -x -C /tmp/old`, node_modules linked in).
 *
 *   node --import tsx bench/rules-ab.ts --old /tmp/old --game refugee [--players 4] [--pairs 15] [--seconds 1]
 */
import type { AnyGame } from '../src/engine/index.ts';
import { optionReader } from './cli-args.ts';
import { xorshift } from './random-play.ts';

const arg = optionReader(process.argv.slice(2));
const id = arg('--game');
const pairs = Number(arg('--pairs', '15'));
const seconds = Number(arg('--seconds', '1'));

async function load(root: string): Promise<AnyGame> {
  const mod = (await import(new URL(`file://${root.replace(/\/$/, '')}/src/games/${id}/index.ts`).href)) as Record<string, unknown>;
  const game = Object.values(mod).find((v): v is AnyGame => typeof v === 'object' && v !== null && (v as AnyGame).id === id);
  if (!game) throw new Error(`no game ${id} under ${root}`);
  return game;
}

const [oldGame, newGame] = await Promise.all([load(arg('--old')), load(new URL('..', import.meta.url).pathname)]);
const players = Number(arg('--players', String(Math.min(newGame.maxPlayers, Math.max(newGame.minPlayers, 4)))));

const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };

/** Random games from seed `first` on until `seconds` of CPU have gone by; actions per CPU second, setup excluded. */
function playouts(game: AnyGame, first: number): number {
  let actions = 0;
  let setup = 0;
  let x = 0x9e3779b9;
  const start = cpu();
  for (let seed = first; cpu() - start < seconds; seed++) {
    const t = cpu();
    const state = game.setup({ players, seed });
    setup += cpu() - t;
    while (!game.isOver(state)) {
      const active = game.activeSeats(state);
      let seat = active[0];
      for (let i = 1; i < active.length; i++) if (active[i] < seat) seat = active[i];
      const legal = game.legalActions(state, seat);
      x = xorshift(x);
      game.applyInPlace(state, seat, legal[x % legal.length]);
      actions++;
    }
  }
  return actions / (cpu() - start - setup);
}

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
// Warm-up, both sides, so the JIT has compiled each before timing.
playouts(oldGame, 1);
playouts(newGame, 1);
const olds: number[] = [];
const news: number[] = [];
const ratios: number[] = [];
for (let p = 0; p < pairs; p++) {
  const first = 1 + p * 1000;
  let o: number;
  let n: number;
  if (p % 2 === 0) { o = playouts(oldGame, first); n = playouts(newGame, first); } else { n = playouts(newGame, first); o = playouts(oldGame, first); }
  olds.push(o);
  news.push(n);
  ratios.push(n / o);
}
const fmt = (v: number) => `${(v / 1e6).toFixed(2)} M`;
console.log(`${id}, ${players} players, ${pairs} pairs of ${seconds} CPU s: old ${fmt(median(olds))}, new ${fmt(median(news))} actions per CPU second; new/old median ${median(ratios).toFixed(2)} (pairs ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`);
