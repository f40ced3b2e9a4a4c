/**
 * What a Lab worker does with each message, apart from the Worker global so tests can run it in
 * this thread: it plays the games it is given with batch.ts's BatchRunner, the CLI's own runner,
 * so game i has the same seed and line-up here as in `crossings lab report`.
 */
import { getGame } from '../../games/all.ts';
import { BatchRunner } from '../../lab/batch.ts';
import type { FromLabWorker, ToLabWorker } from './protocol.ts';

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createLabHandler(post: (msg: FromLabWorker) => void): (msg: ToLabWorker) => void {
  let runner: BatchRunner | null = null;
  return (msg) => {
    if (msg.type === 'start') {
      try {
        runner = new BatchRunner(getGame(msg.spec.gameId), msg.spec);
        post({ type: 'ready' });
      } catch (err) {
        post({ type: 'error', message: message(err) });
      }
      return;
    }
    if (!runner) {
      post({ type: 'error', message: 'The worker was asked to play before the batch was set up' });
      return;
    }
    for (let i = msg.from; i < msg.to; i++) {
      try {
        const played = runner.run(i);
        post({ type: 'game', summary: played.summary, ...(played.record ? { record: played.record } : {}) });
      } catch (err) {
        post({ type: 'error', message: message(err), index: i });
        return;
      }
    }
    post({ type: 'chunk-done' });
  };
}
