/**
 * boardgame.io in a thread of its own (bench/reference/thread.ts starts it). In the bench's own thread,
 * boardgame.io's client hands our rules its frozen drafts, and our engine measured after it ran at half
 * its speed (docs/performance.md, "boardgame.io measured in the same process"): the two share the JIT's type
 * feedback there. Here they do not, and the bench's thread keeps ours as it is anywhere else.
 * The bench waits while this thread works, so the two still take the core in turn.
 */
import { parentPort } from 'node:worker_threads';
import type { AnyGame } from '../../src/engine/index.ts';
import { catalogue, registerGamesFrom } from '../../src/lab/catalogue.ts';
import { boardgameIoClientMovesPerSec, boardgameIoMcts, checkBoardgameIoWrapper, loadBoardgameIo, type BoardgameIo } from './boardgameio.ts';

export type Request =
  | { op: 'load' }
  | { op: 'check'; game: string; players: number }
  | { op: 'client'; game: string; players: number; seconds: number }
  | { op: 'mcts'; game: string; players: number; iterations: number }
  | { op: 'search'; state: unknown };

export type Reply = { ok: true; value: unknown } | { ok: false; error: string };

// The bench also measures the Pledge test fixture (as bench/run.ts does).
await registerGamesFrom(new URL('../../test/fixtures/pledge.ts', import.meta.url).href);
const games = await catalogue();
let bgio: BoardgameIo | null = null;
let mcts: ReturnType<typeof boardgameIoMcts> | null = null;

function gameOf(id: string): AnyGame {
  const game = games.find((g) => g.id === id);
  if (!game) throw new Error(`No game "${id}" in boardgame.io's thread`);
  return game;
}

function loaded(): BoardgameIo {
  if (!bgio) throw new Error('boardgame.io is not loaded in its thread');
  return bgio;
}

async function answer(req: Request): Promise<unknown> {
  switch (req.op) {
    case 'load': {
      const found = loadBoardgameIo();
      if (typeof found === 'string') return { missing: found };
      bgio = found;
      return { version: found.version };
    }
    case 'check':
      checkBoardgameIoWrapper(loaded(), gameOf(req.game), req.players);
      return null;
    case 'client':
      return boardgameIoClientMovesPerSec(loaded(), gameOf(req.game), req.players, req.seconds);
    case 'mcts':
      mcts = boardgameIoMcts(loaded(), gameOf(req.game), req.players, req.iterations);
      return null;
    case 'search': {
      if (!mcts) throw new Error('No MCTS bot made in boardgame.io\'s thread');
      const start = performance.now();
      const iterations = await mcts.searchOnce(req.state);
      return { iterations, ms: performance.now() - start };
    }
  }
}

parentPort!.on('message', (req: Request) => {
  answer(req).then(
    (value) => parentPort!.postMessage({ ok: true, value } satisfies Reply),
    (err: unknown) => parentPort!.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) } satisfies Reply),
  );
});
