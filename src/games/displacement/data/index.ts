/**
 * The default Displacement content, assembled and validated at import time.
 */
import { attributes, debrief, goals, regions, rules, scenarios } from './cards.ts';
import { displacementContentSchema, validateDisplacementContent, type DisplacementContent } from './schema.ts';

export const DEFAULT_CONTENT: DisplacementContent = displacementContentSchema.parse({ rules, attributes, regions, goals, scenarios, debrief });

const problems = validateDisplacementContent(DEFAULT_CONTENT);
if (problems.length) throw new Error(`Default Displacement content is invalid:\n${problems.join('\n')}`);

export * from './schema.ts';
