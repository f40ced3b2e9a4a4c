import type { BoardModule } from '../types.ts';
import { EmigrationBoard } from './Board.tsx';
import { classifyEmigration, phaseHintEmigration } from './classify.ts';

const board: BoardModule = { Board: EmigrationBoard, classify: classifyEmigration, phaseHint: phaseHintEmigration };
export default board;
