import { refugee } from '../../../games/refugee/index.ts';
import type { BoardModule } from '../types.ts';
import { RefugeeBoard } from './Board.tsx';
import { classifyRefugee, describeRefugee, phaseHintRefugee, roundKeyRefugee } from './classify.ts';
import { refugeeOutcomeWords } from './outcome.ts';
import { refugeePictures } from './pictures.tsx';

const board: BoardModule = {
  Board: RefugeeBoard,
  classify: classifyRefugee,
  phaseHint: phaseHintRefugee,
  describe: describeRefugee,
  catalogue: refugee.catalogue,
  outcome: refugeeOutcomeWords,
  roundKey: roundKeyRefugee,
  pictures: refugeePictures,
};
export default board;
