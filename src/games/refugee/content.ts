/**
 * States and views name their content by a key instead of carrying it (RF-D12): the 40 + 80 + 12
 * card texts would otherwise dominate every hash, JSON copy and network message. The default content
 * is 'default'; custom content is registered under its stable hash when a game is set up with it
 * (replaying a match record with its content re-registers it in a fresh process).
 */
import { stableHash } from '../../engine/index.ts';
import { layoutOf, type Layout } from './codec.ts';
import { DEFAULT_CONTENT, type RefugeeContent } from './data/index.ts';

export const DEFAULT_KEY = 'default';
const registry = new Map<string, RefugeeContent>([[DEFAULT_KEY, DEFAULT_CONTENT]]);
let defaultHash: string | null = null;

export function registerContent(content: RefugeeContent): string {
  if (content === DEFAULT_CONTENT) return DEFAULT_KEY;
  defaultHash ??= stableHash(DEFAULT_CONTENT);
  const hash = stableHash(content);
  if (hash === defaultHash) return DEFAULT_KEY;
  const key = `custom-${hash}`;
  if (!registry.has(key)) registry.set(key, content);
  return key;
}

export function contentOf(x: { contentKey: string }): RefugeeContent {
  const c = registry.get(x.contentKey);
  if (!c) throw new Error(`#refugee: unknown content "${x.contentKey}" (set the game up with that content in this process first)`);
  return c;
}

const layouts = new Map<string, Layout>();

/** The action-code layout of a state's or view's content: one map lookup on the hot path. */
export function layoutFor(x: { contentKey: string }): Layout {
  let L = layouts.get(x.contentKey);
  if (!L) {
    L = layoutOf(contentOf(x));
    layouts.set(x.contentKey, L);
  }
  return L;
}
