import { displacement } from '../../../games/displacement/index.ts';
import type { BoardModule } from '../types.ts';
import { DisplacementBoard } from './Board.tsx';
import { classifyDisplacement, phaseHintDisplacement } from './classify.ts';
import { displacementOutcomeWords } from './outcome.ts';
import { displacementPictures } from './pictures.tsx';

const board: BoardModule = {
  Board: DisplacementBoard,
  classify: classifyDisplacement,
  phaseHint: phaseHintDisplacement,
  describe: (view, seat, action, lang) => displacement.describeAction(view as Parameters<typeof displacement.describeAction>[0], seat, action, lang),
  catalogue: displacement.catalogue,
  outcome: displacementOutcomeWords,
  pictures: displacementPictures,
};
export default board;
