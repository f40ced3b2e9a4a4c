/**
 * boardgame.io 0.50.2 driving one of our games, measured in the benchmark's own process so that its
 * ratios do not follow the machine (docs/performance.md, "Engine speed": the fixed figures did). The
 * bench runs this in a thread of its own (bench/reference/worker.ts), apart from our engine's timing.
 *
 * The wrapper gives boardgame.io its best case with our rules, so the ratios are, if anything, low:
 * - one move, `act(code)`, applied by our own cloning `apply` to the draft's original state; the move
 *   returns the new state, so immer copies nothing and freezes only the parts that changed;
 * - no undo history (`disableUndo`);
 * - no turns or stages: the seat that moves is the lowest active seat of our state (as in bench/run.ts),
 *   so boardgame.io's flow only checks `endIf` after each move;
 * - `NODE_ENV=production` (set when boardgame.io is loaded), which turns off its per-move serialisability check
 *   and its logging, as a deployment would.
 * Its MCTS bot sees the whole state (it has no determinization); it plays to the end of the game, as our
 * ISMCTS does in the bench, with no objectives.
 *
 * boardgame.io is installed apart (`npm run bench:install-reference`, bench/reference/package.json),
 * so it is loaded with `require` and typed here by the few members the bench uses.
 */
import { createRequire } from 'node:module';
import type { AnyGame } from '../../src/engine/index.ts';
import { lowest, xorshift } from '../random-play.ts';

interface BgioCtx {
  numPlayers: number;
  currentPlayer: string;
  gameover?: unknown;
}
interface BgioState {
  G: unknown;
  ctx: BgioCtx;
  _stateID: number;
}
interface BgioAction {
  type: string;
  payload: { type: string; args: unknown[]; playerID: string };
}
interface BgioGame {
  name: string;
  disableUndo: boolean;
  setup: (context: { ctx: BgioCtx }) => unknown;
  moves: Record<string, (context: { G: unknown }, ...args: never[]) => unknown>;
  endIf: (context: { G: unknown }) => unknown;
  ai: { enumerate: (G: unknown) => Array<{ move: string; args: unknown[] }> };
}
interface MctsBot {
  play(state: BgioState, playerID: string): Promise<{ action: BgioAction | null; metadata: { visits: number } }>;
}
interface BgioClient {
  moves: Record<string, (...args: unknown[]) => void>;
  getState(): BgioState | null;
  start(): void;
  stop(): void;
}
export interface BoardgameIo {
  version: string;
  MCTSBot: new (opts: { game: BgioGame; enumerate: BgioGame['ai']['enumerate']; iterations: number; playoutDepth: number; seed: string }) => MctsBot;
  Client: (opts: { game: BgioGame; numPlayers: number; debug: boolean }) => BgioClient;
  InitializeGame: (opts: { game: BgioGame; numPlayers: number }) => BgioState;
  original: (draft: unknown) => unknown;
}

const here = createRequire(import.meta.url);

/** boardgame.io, or the reason it cannot be loaded (not installed, most often). */
export function loadBoardgameIo(): BoardgameIo | string {
  // Read at load (logging) and at every move (the serialisability check); none of our code reads it.
  process.env.NODE_ENV = 'production';
  try {
    const version = (here('boardgame.io/package.json') as { version: string }).version;
    const ai = here('boardgame.io/ai') as { MCTSBot: BoardgameIo['MCTSBot'] };
    const client = here('boardgame.io/client') as { Client: BoardgameIo['Client'] };
    const internal = here('boardgame.io/internal') as { InitializeGame: BoardgameIo['InitializeGame'] };
    // boardgame.io's own immer, so `original` reads its drafts.
    const immer = createRequire(here.resolve('boardgame.io/package.json'))('immer') as { original: BoardgameIo['original'] };
    return { version, MCTSBot: ai.MCTSBot, Client: client.Client, InitializeGame: internal.InitializeGame, original: immer.original };
  } catch (err) {
    return (err as Error).message.split('\n')[0];
  }
}

/** Our game as a boardgame.io game; `seed` feeds our setup (boardgame.io's own PRNG is not used). */
export function asBoardgameIoGame(bgio: BoardgameIo, game: AnyGame, seed: () => number): BgioGame {
  return {
    name: game.id,
    // Without this every move of a turn is kept for undo, and our seats never end boardgame.io's turn.
    disableUndo: true,
    setup: ({ ctx }) => game.setup({ players: ctx.numPlayers, seed: seed() }),
    moves: {
      act: ({ G }, action: never) => {
        const state = bgio.original(G);
        const result = game.apply(state, lowest(game.activeSeats(state)), action as number);
        if (!result.ok) throw new Error(`${game.id}: apply refused a legal action: ${result.error.message}`);
        return result.state;
      },
    },
    endIf: ({ G }) => {
      if (!game.isOver(G)) return undefined;
      const winners = game.standing(G)?.winners ?? [];
      return winners.length === 1 ? { winner: String(winners[0]) } : { draw: true };
    },
    ai: {
      enumerate: (G) => {
        if (game.isOver(G)) return [];
        return game.legalActions(G, lowest(game.activeSeats(G))).map((a: number) => ({ move: 'act', args: [a] }));
      },
    },
  };
}

/** boardgame.io's client drops a move it refuses with no more than a log line: that would loop forever here. */
function mustHaveMoved(game: AnyGame, before: BgioState, after: BgioState | null): void {
  if (!after || after._stateID === before._stateID) throw new Error(`${game.id}: boardgame.io's client did not take a legal move`);
}

/** Random whole games through boardgame.io's client (its store, flow and log), moves per second. */
export function boardgameIoClientMovesPerSec(bgio: BoardgameIo, game: AnyGame, players: number, seconds: number): number {
  let seed = 0;
  const bgGame = asBoardgameIoGame(bgio, game, () => ++seed);
  let x = 0x2545f491;
  let moves = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    const client = bgio.Client({ game: bgGame, numPlayers: players, debug: false });
    client.start();
    for (let state = client.getState(); state && state.ctx.gameover === undefined; state = client.getState()) {
      const legal = bgGame.ai.enumerate(state.G);
      x = xorshift(x);
      client.moves.act(legal[x % legal.length].args[0]);
      mustHaveMoved(game, state, client.getState());
      moves++;
    }
    client.stop();
  }
  return moves / ((performance.now() - start) / 1000);
}

/**
 * boardgame.io's MCTS bot for one game, searching from our state G with playouts to the end of the
 * game: `searchOnce(G)` makes one search of `iterations` and gives the iterations it made.
 */
export function boardgameIoMcts(bgio: BoardgameIo, game: AnyGame, players: number, iterations: number) {
  const bgGame = asBoardgameIoGame(bgio, game, () => 1);
  const initial = bgio.InitializeGame({ game: bgGame, numPlayers: players });
  const bot = new bgio.MCTSBot({
    game: bgGame, enumerate: bgGame.ai.enumerate, iterations, playoutDepth: game.maxActions(players), seed: 'bench',
  });
  const search = (G: unknown) => bot.play({ ...initial, G, ctx: { ...initial.ctx } }, initial.ctx.currentPlayer);
  return {
    async searchOnce(G: unknown): Promise<number> {
      return (await search(G)).metadata.visits;
    },
  };
}

/**
 * The wrapper's check: one seeded random game through boardgame.io's client ends in the very state our
 * engine reaches with the same moves. Throws when it does not, so a wrong wrapper cannot be measured.
 */
export function checkBoardgameIoWrapper(bgio: BoardgameIo, game: AnyGame, players: number): void {
  const bgGame = asBoardgameIoGame(bgio, game, () => 7);
  const client = bgio.Client({ game: bgGame, numPlayers: players, debug: false });
  client.start();
  const ours = game.setup({ players, seed: 7 });
  let x = 0x1234567;
  let moves = 0;
  for (let state = client.getState(); state && state.ctx.gameover === undefined; state = client.getState()) {
    const legal = game.legalActions(ours, lowest(game.activeSeats(ours)));
    x = xorshift(x);
    const action = legal[x % legal.length];
    client.moves.act(action);
    mustHaveMoved(game, state, client.getState());
    game.applyInPlace(ours, lowest(game.activeSeats(ours)), action);
    moves++;
  }
  const theirs = client.getState()?.G;
  client.stop();
  if (!game.isOver(ours) || JSON.stringify(theirs) !== JSON.stringify(ours)) {
    throw new Error(`${game.id}: boardgame.io's client and our engine parted after ${moves} moves of the same seeded game`);
  }
}
