import type { BoardModule } from '../types.ts';
import { RefugeeBoard } from './Board.tsx';
import { classifyRefugee, phaseHintRefugee } from './classify.ts';

const board: BoardModule = { Board: RefugeeBoard, classify: classifyRefugee, phaseHint: phaseHintRefugee };
export default board;
