import { emigration } from '../../../games/emigration/index.ts';
import type { BoardModule } from '../types.ts';
import { EmigrationBoard } from './Board.tsx';
import { classifyEmigration, phaseHintEmigration } from './classify.ts';
import { emigrationOutcomeWords } from './outcome.ts';
import { emigrationPictures } from './pictures.tsx';

const board: BoardModule = {
  Board: EmigrationBoard,
  classify: classifyEmigration,
  phaseHint: phaseHintEmigration,
  catalogue: emigration.catalogue,
  outcome: emigrationOutcomeWords,
  pictures: emigrationPictures,
};
export default board;
