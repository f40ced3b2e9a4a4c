/**
 * The ESLint layering guard (eslint.config.js) refuses imports against the direction
 * engine → games → bots/lab → server, cli, web, and allows the ones along it; inside src/server, the
 * same for the server's folders (common → storage → bots → room → workshop → http → cluster → startup).
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The probes are files that do not exist, so the type-aware rules (which need the file in the
// TypeScript project) are switched off for them; the layering rules are what is tested here.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/restrict-template-expressions': 'off', '@typescript-eslint/no-base-to-string': 'off' },
  },
});

async function layeringErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const x = 1;\n`, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const cases: Array<[string, string, boolean]> = [
  ['src/engine/probe.ts', "import { listGames } from '../games/index.ts';", false],
  ['src/engine/probe.ts', "import type { Bot } from '../bots/types.ts';", false],
  ['src/engine/probe.ts', "export { start } from '../server/room.ts';", false],
  ['src/engine/probe.ts', "import { Rng } from './rng.ts';", true],
  ['src/engine/probe.ts', "import { ReadableStream } from 'node:stream/web';", true],
  ['src/games/demo/probe.ts', "import { randomBot } from '../../bots/random.ts';", false],
  ['src/games/demo/probe.ts', "import { run } from '../../lab/run.ts';", false],
  ['src/games/demo/rules/probe.ts', "import { main } from '../../../cli/main.ts';", false],
  ['src/games/demo/probe.ts', "import { defineGame } from '../../engine/index.ts';", true],
  ['src/games/demo/probe.ts', "import { cards } from './data/cards.ts';", true],
  ['src/bots/probe.ts', "import { Room } from '../server/room.ts';", false],
  ['src/lab/probe.ts', "import { main } from '../cli/main.ts';", false],
  ['src/lab/probe.ts', "import { Board } from '../web/board.tsx';", false],
  ['src/bots/probe.ts', "import { getGame } from '../games/all.ts';", true],
  ['src/lab/probe.ts', "import { ismcts } from '../bots/ismcts.ts';", true],
  ['src/server/probe.ts', "import { ismcts } from '../bots/ismcts.ts';", true],
  ['src/cli/probe.ts', "import { Room } from '../server/room.ts';", true],
  // The web client reaches a game only through its public entry (docs/architecture.md §8).
  ['src/web/boards/refugee/classify.ts', "import { decode } from '../../../games/refugee/codec.ts';", false],
  ['src/web/boards/refugee/Board.tsx', "import { REGION_INFO } from '../../../games/refugee/data/index.ts';", false],
  ['src/web/boards/emigration/Board.tsx', "import type { EmigrationView } from '../../../games/emigration/types.ts';", false],
  ['src/web/table/probe.ts', "export { K } from '../../games/refugee/codec.ts';", false],
  ['src/web/probe.ts', "import { rules } from '/src/games/emigration/legal.ts';", false],
  ['src/web/boards/refugee/Board.tsx', "import { refugee, type RefugeeView } from '../../../games/refugee/index.ts';", true],
  ['src/web/engine-bundle.ts', "export { listGames, getGame } from '../games/all.ts';", true],
  ['src/web/probe.ts', "import { registerGame } from '../games/index.ts';", true],
  ['src/web/boards/probe.ts', "import { Rng } from '../../engine/index.ts';", true],
  // The server's folders, in order common → storage → bots → room → workshop → http → cluster →
  // startup: each imports only the folders before it, never the entry points (eslint.config.js).
  ['src/server/storage/probe.ts', "import type { Room } from '../room/room.ts';", false],
  ['src/server/room/probe.ts', "import type { WorkshopManager } from '../workshop/workshops.ts';", false],
  ['src/server/bots/probe.ts', "import type { RoomDeps } from '../room/room.ts';", false],
  ['src/server/workshop/probe.ts', "export { registerHttpRoutes } from '../http/routes.ts';", false],
  ['src/server/http/probe.ts', "import type { Forwarder } from '../cluster/forward.ts';", false],
  ['src/server/common/probe.ts', "import type { Mutation } from '../storage/types.ts';", false],
  ['src/server/room/probe.ts', "import { catalog } from '../app.ts';", false],
  ['src/server/room/probe.ts', "import type { Mutation } from '../storage/types.ts';", true],
  ['src/server/room/probe.ts', "import { RoomLog } from './log.ts';", true],
  ['src/server/workshop/probe.ts', "import { RoomError } from '../room/errors.ts';", true],
  ['src/server/cluster/probe.ts', "import type { Connection } from '../http/connection.ts';", true],
  ['src/server/bots/probe.ts', "import { IsmctsBot } from '../../bots/index.ts';", true],
  ['src/server/probe.ts', "import { Forwarder } from './cluster/forward.ts';", true],
];

describe('import direction guard', () => {
  it.each(cases)('%s: %s allowed=%s', async (file, source, allowed) => {
    const errors = await layeringErrors(file, source);
    if (allowed) expect(errors).toEqual([]);
    else expect(errors.join('\n')).toMatch(/import/);
  });
});
