/** The registered games, read on demand from the engine chunk (nothing here is game-specific). */
import { useEffect, useState } from 'react';
import type { AnyGame } from '../engine-bundle.ts';
import { isLang } from '../../engine/lang.ts';
import { loadGame } from '../games.ts';
import type { BoardModule } from '../boards/types.ts';
import { i18n, useT } from '../i18n/index.ts';
import { localGame, localQuestions } from '../i18n/games.ts';

/** Each game's English debrief questions, to recognise a board's default ones (i18n/games.ts). */
const englishQuestions = new Map<string, string[]>();

export function useGameList(): { games: AnyGame[] | null; error: string | null } {
  const [state, setState] = useState<{ games: AnyGame[] | null; error: string | null }>({ games: null, error: null });
  useEffect(() => {
    let live = true;
    import('../engine-bundle.ts').then(
      ({ listGames }) => { if (live) setState({ games: listGames(), error: null }); },
      (err: unknown) => { if (live) setState({ games: null, error: String(err) }); },
    );
    return () => { live = false; };
  }, []);
  return state;
}

/**
 * One game's definition, its title and catalogue (figures, debrief) in the reader's language, or null
 * while loading or when unknown.
 */
export function useGame(gameId: string | undefined): AnyGame | null {
  const english = useEnglishGame(gameId);
  const { i18n: inst } = useT('workshop');
  if (!english) return null;
  englishQuestions.set(english.id, english.catalogue?.debrief?.questions ?? []);
  const w = localGame(english, inst.language);
  return { ...english, title: w.title, summary: w.summary, catalogue: w.catalogue };
}

function useEnglishGame(gameId: string | undefined): AnyGame | null {
  const [game, setGame] = useState<AnyGame | null>(null);
  useEffect(() => {
    if (!gameId) return;
    let live = true;
    // Only this game's rules, in its own chunk (src/web/games.ts).
    loadGame(gameId).then((g) => {
      if (live) setGame(g);
    }, () => undefined);
    return () => { live = false; };
  }, [gameId]);
  return game;
}

/** The game's board module (its outcome words and questions), or null while loading. */
export function useBoardModule(gameId: string | undefined): BoardModule | null {
  const [board, setBoard] = useState<BoardModule | null>(null);
  useEffect(() => {
    if (!gameId) return;
    let live = true;
    import('../boards/index.ts').then(({ loadBoard }) => loadBoard(gameId)).then((b) => { if (live) setBoard(b); }, () => undefined);
    return () => { live = false; };
  }, [gameId]);
  return board;
}

/** The debrief's questions: the board's own for the final position when it gives some, else the game's. */
export function debriefQuestions(game: AnyGame | null, board: BoardModule | null, views: unknown[]): string[] {
  const ask = board?.outcome?.questions;
  if (ask) {
    for (const view of views) {
      if (view === null || view === undefined) continue;
      try {
        const qs = ask(view, isLang(i18n.language) ? i18n.language : 'en');
        if (qs.length > 0) return game ? localQuestions(game.id, qs, englishQuestions.get(game.id), i18n.language) : qs;
      } catch (err) {
        // A board that cannot read a final view is a bug; the game's own questions are shown instead.
        console.error(`${game?.id ?? 'game'}: the board's outcome.questions failed on a final view`, err);
      }
    }
  }
  return game?.catalogue?.debrief?.questions ?? [];
}

/** A chart figure as a number: booleans count as 1 and 0, text that is no number as 0. */
export function figureValue(v: number | string | boolean | undefined): number {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return v;
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
}
