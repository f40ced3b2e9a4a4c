import type { Lang } from '../../../engine/lang.ts';
import { borderlines, type BorderlinesView } from '../../../games/borderlines/index.ts';
import type { BoardModule } from '../types.ts';
import { BorderlinesBoard } from './Board.tsx';
import { classifyBorderlines, phaseHintBorderlines } from './classify.ts';
import { borderlinesOutcomeWords } from './outcome.ts';
import { borderlinesPictures } from './pictures.tsx';

/**
 * No `roundKey`: each family takes one action per round, so "pass for the rest of this round" would
 * only ever mean "buy nothing now", which the move itself says.
 */
const board: BoardModule = {
  Board: BorderlinesBoard,
  classify: classifyBorderlines,
  phaseHint: phaseHintBorderlines,
  // A move in the reader's language: the game's own words (BL-D42).
  describe: (view, seat, action, lang: Lang = 'en') => borderlines.describeAction(view as BorderlinesView, seat, action, lang),
  catalogue: borderlines.catalogue,
  outcome: borderlinesOutcomeWords,
  pictures: borderlinesPictures,
};
export default board;
