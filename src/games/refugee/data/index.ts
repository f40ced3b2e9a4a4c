/** The default #refugee content, validated at import so a broken edit fails loudly and early. */
import { ACTION_KIND_INFO } from './actions.ts';
import { DIE_FACES } from './die.ts';
import { REFUGEE_CARDS } from './refugees.ts';
import { contentProblems, RefugeeContentSchema, type RefugeeContent } from './schema.ts';
import { VETTING_CARDS } from './vetting.ts';

export * from './schema.ts';

export const DEFAULT_CONTENT: RefugeeContent = RefugeeContentSchema.parse({
  refugees: REFUGEE_CARDS,
  vetting: VETTING_CARDS,
  actionKinds: ACTION_KIND_INFO,
  die: DIE_FACES,
});

const problems = contentProblems(DEFAULT_CONTENT);
if (problems.length) throw new Error(`Default #refugee content is invalid:\n${problems.join('\n')}`);
