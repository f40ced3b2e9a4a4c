/**
 * The fallback board for a game whose own board is not written yet: its view, readably, and its
 * moves grouped by the kind its action structs name (the contract's `actionToStruct`).
 */
import type { AnyGame } from '../../engine/index.ts';
import type { BoardModule, BoardProps } from './types.ts';

function GenericBoard({ snapshot }: BoardProps) {
  return (
    <section className="board generic-board" aria-label={`${snapshot.title} table`}>
      <p>This game has no drawn board yet; here is everything your seat can see.</p>
      <pre className="view-dump">{JSON.stringify(snapshot.view, null, 1)}</pre>
    </section>
  );
}

/** "fogDecline" or "natural-disaster" as a heading: "Fog decline", "Natural disaster". */
export function kindWords(kind: string): string {
  const words = kind.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').trim().toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Moves';
}

/** The generic board of `game` (null when this page does not know the game: every move under one heading). */
export function genericBoard(game: AnyGame | null): BoardModule {
  const decode = game?.actionToStruct?.bind(game);
  return {
    Board: GenericBoard,
    classify: (view, seat, action) => {
      const struct = decode?.(view, seat, action);
      return { group: struct ? kindWords(struct.kind) : 'Moves' };
    },
    phaseHint: () => '',
    // A room's socket sends bare moves (useRoom.ts): the game's own words when this page knows it, else its number.
    describe: game ? (view, seat, action, lang) => game.describeAction(view, seat, action, lang) : (_view, _seat, action) => `Move ${action}`,
  };
}

const generic: BoardModule = genericBoard(null);
export default generic;
