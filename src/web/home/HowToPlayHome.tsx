/**
 * The how-to-play opened from a game's card on the home page, before any game starts: the same dialog as
 * at the table, with the board's pictures once its chunk has loaded (the home page does not carry the boards).
 */
import { HowToPlayDialog } from '../table/HowToPlay.tsx';
import { useBoard } from '../table/useBoard.ts';

export default function HowToPlayHome({ gameId, title, onClose }: { gameId: string; title: string; onClose(): void }) {
  const board = useBoard(gameId);
  return <HowToPlayDialog gameId={gameId} title={title} pictures={board?.pictures} onClose={onClose} />;
}
