/**
 * Imports every game and registers it. Consumers that need the full catalogue import this module once.
 */
import { registerGame, listGames, getGame } from './index.ts';

// Each game adds one line here.
import { emigration } from './emigration/index.ts';
registerGame(emigration);
import { refugee } from './refugee/index.ts'; registerGame(refugee);
import { borderlines } from './borderlines/index.ts'; registerGame(borderlines);
import { displacement } from './displacement/index.ts'; registerGame(displacement);

export { listGames, getGame, registerGame };
