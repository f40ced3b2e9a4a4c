/**
 * Board clicks. A legal move may act on one board element (a card) or two (a vetting card from the
 * hand and the refugee it goes on). Clicking elements narrows the legal moves to those that involve
 * every selected element; once one move is left it is played. Pure functions of the legal list.
 */
import type { ActionClass } from '../boards/types.ts';
import type { LegalChoice } from './types.ts';

type Classify = (action: number) => ActionClass;

export function keysOf(c: ActionClass): string[] {
  return c.target === undefined ? [] : [c.target, ...(c.also ?? [])];
}

/** The legal moves that involve every selected element. */
export function matching(legal: readonly LegalChoice[], classify: Classify, selected: readonly string[]): LegalChoice[] {
  if (selected.length === 0) return [...legal];
  return legal.filter((c) => {
    const keys = keysOf(classify(c.action));
    return selected.every((k) => keys.includes(k));
  });
}

/** Element key → the moves (still possible under the selection) that involve it. */
export function targetMap(legal: readonly LegalChoice[], classify: Classify, selected: readonly string[]): Map<string, LegalChoice[]> {
  const map = new Map<string, LegalChoice[]>();
  for (const c of matching(legal, classify, selected)) {
    for (const k of keysOf(classify(c.action))) {
      const list = map.get(k) ?? [];
      list.push(c);
      map.set(k, list);
    }
  }
  return map;
}

/** What a click on `key` does: play a move, or change the selection. */
export function clickTarget(legal: readonly LegalChoice[], classify: Classify, selected: readonly string[], key: string): { act?: number; selected: string[] } {
  if (selected.includes(key)) return { selected: selected.filter((k) => k !== key) };
  // Keep as much of the selection as still fits with the new element, else start over from it.
  for (const sel of [[...selected, key], ...selected.map((k) => [k, key]), [key]]) {
    const left = matching(legal, classify, sel);
    if (left.length === 1) return { act: left[0].action, selected: [] };
    if (left.length > 1) return { selected: sel };
  }
  return { selected: [...selected] };
}
