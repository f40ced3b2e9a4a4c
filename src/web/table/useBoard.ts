import { useEffect, useState } from 'react';
import { loadBoard } from '../boards/index.ts';
import type { BoardModule } from '../boards/types.ts';

/** The board module of a game, loaded on demand (each board is its own chunk). */
export function useBoard(gameId: string): BoardModule | null {
  const [mod, setMod] = useState<{ id: string; mod: BoardModule } | null>(null);
  useEffect(() => {
    let live = true;
    void loadBoard(gameId).then((m) => {
      if (live) setMod({ id: gameId, mod: m });
    });
    return () => {
      live = false;
    };
  }, [gameId]);
  return mod && mod.id === gameId ? mod.mod : null;
}
