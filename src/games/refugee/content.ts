/**
 * Content travels with the game (RF-D12). The default content is part of the code, so states and
 * views name it by the key `default` and any process can read it. Custom content is data: a state
 * set up with it carries the content object itself, by reference (a clone, a view and a determinized
 * state share it; nothing copies it), beside its key `custom-<stableHash>`. So a view can be read
 * wherever it goes — a bot worker thread, the browser, a replay in a fresh process, another server —
 * with no process-global registry. Treat the content as read-only, like the rest of a view.
 */
import { contentReferences, type ContentRef as EngineContentRef } from '../../engine/index.ts';
import { layoutOf, type Layout } from './codec.ts';
import { DEFAULT_CONTENT, type RefugeeContent } from './data/index.ts';

const refs = contentReferences<RefugeeContent>('#refugee', DEFAULT_CONTENT);

/** How a state or a view names its content (src/engine/content-ref.ts). */
export type ContentRef = EngineContentRef<RefugeeContent>;

/** The fields naming `content` in a new state: the key, and the content itself unless it is the default. */
export const contentFields = refs.fields;

/** The content of a state or view (for boards and tools too). */
export const contentOf = refs.of;

/** The action-code layout of a state's or view's content (`layoutOf` keeps one per content object). */
export function layoutFor(x: ContentRef): Layout {
  return layoutOf(contentOf(x));
}
