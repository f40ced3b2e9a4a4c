/**
 * The validator's problems by field path, held outside React's props so that a field re-renders only
 * when its own problems change (docs/performance.md, The card editor): after an edit the whole content
 * is checked again, but a field whose words are unchanged keeps the very same list and is not drawn again.
 */
import { useCallback, useSyncExternalStore } from 'react';

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]));

export class ProblemStore {
  private at = new Map<string, string[]>();
  private listeners = new Map<string, Set<() => void>>();

  constructor(initial?: ReadonlyMap<string, string[]>) {
    if (initial) this.at = new Map(initial);
  }

  /** The problems of the field at `key` (`refugees.3.age`), the same array while they are unchanged. */
  get(key: string): string[] | undefined {
    return this.at.get(key);
  }

  /** Takes the new problems and tells only the fields whose problems changed. */
  update(next: ReadonlyMap<string, string[]>): void {
    const changed: string[] = [];
    for (const [key, list] of next) if (!sameList(this.at.get(key), list)) changed.push(key);
    for (const key of this.at.keys()) if (!next.has(key)) changed.push(key);
    for (const key of changed) {
      const list = next.get(key);
      if (list) this.at.set(key, list);
      else this.at.delete(key);
    }
    for (const key of changed) for (const fn of this.listeners.get(key) ?? []) fn();
  }

  subscribe(key: string, fn: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.listeners.delete(key);
    };
  }
}

/** The problems of one field, re-rendering its component only when they change. */
export function useProblems(store: ProblemStore, key: string): string[] | undefined {
  const subscribe = useCallback((fn: () => void) => store.subscribe(key, fn), [store, key]);
  return useSyncExternalStore(subscribe, () => store.get(key));
}
