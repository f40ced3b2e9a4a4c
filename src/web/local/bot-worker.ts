/**
 * Bots think in this worker so a searching bot never freezes the page. It gets exactly what a bot
 * may know — the seat's view and legal moves — and answers with one of those moves.
 */
import { createBot, getGame } from '../engine-bundle.ts';
import type { Bot } from '../../bots/index.ts';
import { decide, type BotTask } from './match.ts';

const bots = new Map<string, Bot>();

self.onmessage = (e: MessageEvent<{ id: number; game: string; task: BotTask }>) => {
  const { id, game, task } = e.data;
  try {
    const key = `${task.seat}:${task.spec.kind}:${task.spec.strength}`;
    let bot = bots.get(key);
    if (!bot) bots.set(key, (bot = createBot(task.spec.kind, { strength: task.spec.strength })));
    self.postMessage({ id, action: decide(getGame(game), bot, task) });
  } catch (err) {
    self.postMessage({ id, error: String(err) });
  }
};
