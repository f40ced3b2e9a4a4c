/**
 * Content travels with the game (RF-D12). The default content is part of the code, so states and
 * views name it by the key `default` and any process can read it. Custom content is data: a state
 * set up with it carries the content object itself, by reference (a clone, a view and a determinized
 * state share it; nothing copies it), beside its key `custom-<stableHash>`. So a view can be read
 * wherever it goes — a bot worker thread, the browser, a replay in a fresh process, another server —
 * with no process-global registry. Treat the content as read-only, like the rest of a view.
 */
import { stableHash } from '../../engine/index.ts';
import { layoutOf, type Layout } from './codec.ts';
import { DEFAULT_CONTENT, type RefugeeContent } from './data/index.ts';

export const DEFAULT_KEY = 'default';

/** How a state or a view names its content. */
export interface ContentRef {
  /** `default`, or `custom-` and the content's stable hash. */
  contentKey: string;
  /** The custom content itself; absent (never undefined) for the default content. */
  content?: RefugeeContent;
}

let defaultHash: string | null = null;
/** Keys of content objects already hashed (setting up many games from one parsed content hashes it once). */
const keys = new WeakMap<RefugeeContent, string>();

/** The fields naming `content` in a new state: the key, and the content itself unless it is the default. */
export function contentFields(content: RefugeeContent): ContentRef {
  if (content === DEFAULT_CONTENT) return { contentKey: DEFAULT_KEY };
  let key = keys.get(content);
  if (key === undefined) {
    defaultHash ??= stableHash(DEFAULT_CONTENT);
    const hash = stableHash(content);
    key = hash === defaultHash ? DEFAULT_KEY : `custom-${hash}`;
    keys.set(content, key);
  }
  return key === DEFAULT_KEY ? { contentKey: key } : { contentKey: key, content };
}

/** The content of a state or view (for boards and tools too). */
export function contentOf(x: ContentRef): RefugeeContent {
  if (x.content !== undefined) return x.content;
  if (x.contentKey === DEFAULT_KEY) return DEFAULT_CONTENT;
  throw new Error(`#refugee: this state or view names custom content "${x.contentKey}" but does not carry it`);
}

/** The action-code layout of a state's or view's content (`layoutOf` keeps one per content object). */
export function layoutFor(x: ContentRef): Layout {
  return layoutOf(contentOf(x));
}
