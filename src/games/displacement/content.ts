/**
 * Content travels with the game (RF-D12, BL-D34; here DP-D25): the default content is named by its key,
 * custom content is carried by reference in states and views, so a view can be read anywhere.
 */
import { contentReferences, type ContentRef as EngineContentRef } from '../../engine/index.ts';
import { DEFAULT_CONTENT, type DisplacementContent } from './data/index.ts';

const refs = contentReferences<DisplacementContent>('Displacement', DEFAULT_CONTENT);

export type ContentRef = EngineContentRef<DisplacementContent>;
export const contentFields = refs.fields;
export const contentOf = refs.of;
