import { emigration, type EmigrationView } from '../../../games/emigration/index.ts';
import type { BoardModule } from '../types.ts';
import { EmigrationBoard } from './Board.tsx';
import { classifyEmigration, phaseHintEmigration } from './classify.ts';
import { emigrationOutcomeWords } from './outcome.ts';
import { emigrationPictures } from './pictures.tsx';

const board: BoardModule = {
  Board: EmigrationBoard,
  classify: classifyEmigration,
  phaseHint: phaseHintEmigration,
  describe: (view, seat, action, lang) => emigration.describeAction(view as EmigrationView, seat, action, lang),
  catalogue: emigration.catalogue,
  outcome: emigrationOutcomeWords,
  pictures: emigrationPictures,
};
export default board;
