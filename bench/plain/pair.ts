/**
 * Our random playouts beside a plain mutable engine of the same game (bench/plain/engine.ts), in one process:
 * first a check that both play the same games move for move, then windows taken in turn.
 */
import type { AnyGame } from '../../src/engine/index.ts';
import { benchRandom, lowest, timeRandomGames, xorshift } from '../random-play.ts';
import { plainBorderlines } from './borderlines.ts';
import { plainDisplacement } from './displacement.ts';
import { plainEmigration } from './emigration.ts';
import { listDiffers, type PlainEngine } from './engine.ts';
import { plainRefugee } from './refugee.ts';

/** The games with a plain engine; the others' column says there is none yet. */
// Each engine's state type is its own; the bench only passes it back to the engine that made it.
export const PLAIN_ENGINES: Readonly<Record<string, PlainEngine<never>>> = {
  borderlines: plainBorderlines as PlainEngine<never>,
  displacement: plainDisplacement as PlainEngine<never>,
  emigration: plainEmigration as PlainEngine<never>,
  refugee: plainRefugee as PlainEngine<never>,
};

const MAX_LEGAL = 4096;

/**
 * Plays `games` seeded random games at every player count through both engines, comparing at every step
 * the seat to move, the legal moves and what both states hold; throws at the first difference. Returns
 * the steps compared.
 */
export function checkPlainEngine(engine: PlainEngine<never>, game: AnyGame, games: number): number {
  const out = new Int32Array(MAX_LEGAL);
  let steps = 0;
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    for (let g = 0; g < games; g++) {
      const seed = 7000 + 100 * players + g;
      const state = game.setup({ players, seed });
      const p = engine.load(state);
      let x = 0x6a09e667 + g;
      for (let step = 0; ; step++) {
        const where = `${game.id}, ${players} players, seed ${seed}, step ${step}`;
        const diff = engine.differs(p, state);
        if (diff) throw new Error(`The plain ${game.id} engine differs from ours (${where}): ${diff}`);
        const over = game.isOver(state);
        const seat = over ? -1 : lowest(game.activeSeats(state));
        if (engine.toMove(p) !== seat) throw new Error(`The plain ${game.id} engine has seat ${engine.toMove(p)} to move, ours ${seat} (${where})`);
        if (over) break;
        const legal = game.legalActions(state, seat);
        const n = engine.legal(p, seat, out);
        // A typed array drops writes past its end without a word: a longer list must stop the bench.
        if (n > out.length) throw new Error(`The plain ${game.id} engine wrote ${n} legal moves into a buffer of ${out.length} (${where})`);
        const moves = listDiffers('legal moves', legal, out.subarray(0, n));
        if (moves) throw new Error(`The plain ${game.id} engine differs from ours (${where}): ${moves}`);
        x = xorshift(x);
        const action = legal[x % legal.length];
        game.applyInPlace(state, seat, action);
        engine.play(p, seat, action);
        steps++;
      }
    }
  }
  return steps;
}

/** The plain engine's random games, as `benchRandom` plays ours: the same seeds and choices, setup not counted. */
export function plainRandom(engine: PlainEngine<never>, game: AnyGame, players: number, seconds: number): number {
  const out = new Int32Array(MAX_LEGAL);
  let x = 0x9e3779b9;
  const { actions, setupMs, totalMs } = timeRandomGames(seconds, (seed) => engine.load(game.setup({ players, seed })), (p) => {
    let n = 0;
    for (let seat = engine.toMove(p); seat >= 0; seat = engine.toMove(p)) {
      const count = engine.legal(p, seat, out);
      x = xorshift(x);
      engine.play(p, seat, out[x % count]);
      n++;
    }
    return n;
  });
  return actions / ((totalMs - setupMs) / 1000);
}

export interface PairedWithPlain {
  /** Steps both engines played alike before timing. */
  checkedSteps: number;
  plainActionsPerSec: number;
  /** Ours in place ÷ the plain engine, median of the windows' ratios. */
  ratio: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** Checks the plain engine, then times ours and it in `pairs` windows each, taken in turn. */
export function pairWithPlain(engine: PlainEngine<never>, game: AnyGame, players: number, seconds: number, pairs: number, checkGames: number): PairedWithPlain {
  const checkedSteps = checkPlainEngine(engine, game, checkGames);
  plainRandom(engine, game, players, Math.min(0.5, seconds)); // warm-up, as ours had
  const theirs: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const ours = benchRandom(game, players, seconds / pairs).actionsPerSec;
    theirs.push(plainRandom(engine, game, players, seconds / pairs));
    ratios.push(ours / theirs[i]);
  }
  return { checkedSteps, plainActionsPerSec: median(theirs), ratio: median(ratios) };
}
