import { getGame } from '../src/games/all.ts';
import { PLAIN_ENGINES, checkPlainEngine } from './plain/pair.ts';
const id = process.argv[2];
console.log(checkPlainEngine(PLAIN_ENGINES[id], getGame(id), Number(process.argv[3] ?? 4)));
