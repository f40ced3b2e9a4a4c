/**
 * The designer's content, kept in this browser (localStorage, one entry per game) until they start
 * again from the default: reopening /lab brings back the edit, so an afternoon's work is not lost to a
 * closed tab before it is exported (docs/lab.md, The card editor).
 */
import { useEffect, useState } from 'react';
import type { AnyGame } from '../../engine/index.ts';
import type { ContentChoice } from './ContentEditor.tsx';

const key = (gameId: string) => `crossings.lab.content.${gameId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage turned off for this site
  }
}

/** The saved choice for a game, or null. A damaged entry is ignored (and left for the next save to replace). */
export function loadSavedContent(gameId: string): ContentChoice | null {
  const raw = storage()?.getItem(key(gameId));
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<ContentChoice>;
    if (typeof saved.text !== 'string' || (saved.mode !== 'custom' && saved.mode !== 'default')) return null;
    return { mode: saved.mode, text: saved.text, name: typeof saved.name === 'string' ? saved.name : null };
  } catch {
    return null;
  }
}

/** Saves the choice (the default content unchanged is nothing to keep); false when the browser refused. */
export function saveContent(gameId: string, choice: ContentChoice, defaultText: string): boolean {
  const s = storage();
  if (!s) return false;
  try {
    if (choice.text === defaultText) s.removeItem(key(gameId));
    else s.setItem(key(gameId), JSON.stringify(choice));
    return true;
  } catch {
    return false;
  }
}

/**
 * The content choice of the lab page for `game`, saved on every change. `restored`: the page opened
 * with a saved edit; `unsaved`: the browser would not keep it (the designer is told to export it).
 */
export function useContentChoice(game: AnyGame, defaultText: string) {
  const fresh = (): ContentChoice => ({ mode: 'default', text: defaultText, name: null });
  const [state, setState] = useState(() => {
    const saved = loadSavedContent(game.id);
    return { gameId: game.id, choice: saved ?? fresh(), restored: saved !== null && saved.mode === 'custom', unsaved: false };
  });
  // Another game: its own saved edit, or its default.
  useEffect(() => {
    if (state.gameId === game.id) return;
    const saved = loadSavedContent(game.id);
    setState({ gameId: game.id, choice: saved ?? fresh(), restored: saved !== null && saved.mode === 'custom', unsaved: false });
  }, [game.id]);
  const set = (choice: ContentChoice) => {
    const ok = saveContent(game.id, choice, defaultText);
    setState((s) => ({ ...s, choice, unsaved: !ok }));
  };
  return { choice: state.gameId === game.id ? state.choice : fresh(), restored: state.gameId === game.id && state.restored, unsaved: state.unsaved, set };
}
