/**
 * A bot thread. Searching bots (ISMCTS) think for seconds; here they do it without stalling the
 * server's event loop. A job carries only what the seat may know: its view and legal actions. The
 * view is all the thread needs: a game's content travels in it (#refugee, RF-D12), so custom content
 * set up in the server's thread is read here without any registry. Each search stops at its
 * strength's time cap (bots.ts); the pool picks which job comes next. An answer reports how many
 * iterations a search made, so the server can tell a bot that searched from one that did not.
 */
import { parentPort } from 'node:worker_threads';
import { IsmctsBot } from '../../bots/index.ts';
import { Rng, type Action, type RngState, type Seat } from '../../engine/index.ts';
import { getGame } from '../../games/all.ts';
import { createServerBot, type ServerBot } from './bots.ts';
import type { BotSpec } from '../storage/types.ts';

export interface BotJob { id: number; game: string; view: unknown; seat: Seat; legal: Action[]; spec: BotSpec; rng: RngState }
/** `iterations`: of the search behind `action` (null for bots that do not search). */
export type BotReply = { id: number; action: Action; iterations: number | null } | { id: number; error: string } | { ready: true };

const bots = new Map<string, ServerBot>();

parentPort?.on('message', async (job: BotJob) => {
  try {
    const key = `${job.spec.kind}:${job.spec.strength}`;
    let bot = bots.get(key);
    if (!bot) bots.set(key, (bot = createServerBot(job.spec)));
    const action = await bot.chooseAction(job.view, job.seat, job.legal, getGame(job.game), new Rng(job.rng));
    const iterations = bot instanceof IsmctsBot ? bot.lastSearch?.iterations ?? null : null;
    parentPort?.postMessage({ id: job.id, action, iterations } satisfies BotReply);
  } catch (err) {
    parentPort?.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) } satisfies BotReply);
  }
});
parentPort?.postMessage({ ready: true } satisfies BotReply);
