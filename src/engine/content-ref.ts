/**
 * Content that travels with the game (RF-D12, BL-D34). A game's default content is part of its code,
 * so states and views name it by the key `default` and any process can read it. Custom content is
 * data: a state set up with it carries the content object itself, by reference (a clone, a view and
 * a determinized state share it; nothing copies it), beside its key `custom-<stableHash>`. So a view
 * can be read wherever it goes — a bot worker thread, the browser, a replay in a fresh process,
 * another server — with no process-global registry. The content is read-only, like the rest of a view.
 */
import { stableHash } from './record.ts';

export const DEFAULT_CONTENT_KEY = 'default';

/** How a state or a view names its content. */
export interface ContentRef<C> {
  /** `default`, or `custom-` and the content's stable hash. */
  contentKey: string;
  /** The custom content itself; absent (never undefined) for the default content. */
  content?: C;
}

export interface ContentReferences<C> {
  /** The fields naming `content` in a new state: the key, and the content itself unless it is the default. */
  fields(content: C): ContentRef<C>;
  /** The content a state or view names. */
  of(x: ContentRef<C>): C;
}

/** Content naming for one game; `title` words the error for a view that names content it lacks. */
export function contentReferences<C extends object>(title: string, defaultContent: C): ContentReferences<C> {
  let defaultHash: string | null = null;
  // Keys of content objects already hashed (setting up many games from one parsed content hashes it once).
  const keys = new WeakMap<C, string>();
  return {
    fields(content) {
      if (content === defaultContent) return { contentKey: DEFAULT_CONTENT_KEY };
      let key = keys.get(content);
      if (key === undefined) {
        defaultHash ??= stableHash(defaultContent);
        const hash = stableHash(content);
        key = hash === defaultHash ? DEFAULT_CONTENT_KEY : `custom-${hash}`;
        keys.set(content, key);
      }
      return key === DEFAULT_CONTENT_KEY ? { contentKey: key } : { contentKey: key, content };
    },
    of(x) {
      if (x.content !== undefined) return x.content;
      if (x.contentKey === DEFAULT_CONTENT_KEY) return defaultContent;
      throw new Error(`${title}: this state or view names custom content "${x.contentKey}" but does not carry it`);
    },
  };
}
