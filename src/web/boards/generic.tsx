/** The fallback board for a game whose own board is not written yet: its view, readably. */
import type { BoardModule, BoardProps } from './types.ts';

function GenericBoard({ snapshot }: BoardProps) {
  return (
    <section className="board generic-board" aria-label={`${snapshot.title} table`}>
      <p>This game has no drawn board yet; here is everything your seat can see.</p>
      <pre className="view-dump">{JSON.stringify(snapshot.view, null, 1)}</pre>
    </section>
  );
}

const generic: BoardModule = {
  Board: GenericBoard,
  classify: () => ({ group: 'Moves' }),
  phaseHint: () => '',
};
export default generic;
