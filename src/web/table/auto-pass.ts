/**
 * Auto-pass (docs/architecture.md §11): in one game of #refugee a person clicked "Pass" in 22 of 55
 * clicks, most of them when it was the only move. Two client preferences, never rules: pass for me when
 * passing is my only move, and pass for the rest of this round. Either way the table sends a real pass
 * action, the one the engine lists, so the server, the log and the record see exactly what a click would
 * send.
 */
import { useCallback, useState } from 'react';
import type { ActionClass } from '../boards/types.ts';
import type { LegalChoice } from './types.ts';

export const AUTO_PASS_KEY = 'crossings.autoPassOnlyMove';

export interface AutoPass {
  action: number;
  why: 'only-move' | 'this-round';
}

/**
 * The pass to play for the person now, if any. `passRound` is the round they asked to pass through
 * (the board's `roundKey` when they asked), `round` the current one: a new round ends the request.
 */
export function autoPassMove(
  legal: readonly LegalChoice[],
  classify: (a: number) => ActionClass,
  prefs: { onlyMove: boolean; passRound: string | null },
  round: string | null,
): AutoPass | null {
  const pass = legal.find((c) => classify(c.action).pass === true);
  if (!pass) return null;
  if (prefs.onlyMove && legal.length === 1) return { action: pass.action, why: 'only-move' };
  if (prefs.passRound !== null && round !== null && prefs.passRound === round) return { action: pass.action, why: 'this-round' };
  return null;
}

/** The "only move" preference, kept in this browser (on unless the person turned it off). */
export function useOnlyMovePreference(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(AUTO_PASS_KEY) !== 'off';
    } catch {
      return true;
    }
  });
  const set = useCallback((value: boolean) => {
    setOn(value);
    try {
      localStorage.setItem(AUTO_PASS_KEY, value ? 'on' : 'off');
    } catch {
      // A browser that refuses storage keeps the choice for this page only.
    }
  }, []);
  return [on, set];
}
