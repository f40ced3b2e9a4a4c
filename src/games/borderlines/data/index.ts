/**
 * The default Borderlines content, assembled and validated at import time.
 */
import { aid, blackMarket, campCards, debrief, families, priceSlots, roulette, rules, schedule, warCards } from './cards.ts';
import { borderTokens, countries, crossings, mapSize, places, roads, seaLanes } from './map.ts';
import { borderlinesContentSchema, validateBorderlinesContent, type BorderlinesContent } from './schema.ts';

export const DEFAULT_CONTENT: BorderlinesContent = borderlinesContentSchema.parse({
  mapSize,
  countries,
  places,
  roads,
  seaLanes,
  crossings,
  borderTokens,
  families,
  blackMarket,
  priceSlots,
  warCards,
  campCards,
  aid,
  roulette,
  schedule,
  rules,
  debrief,
});

const problems = validateBorderlinesContent(DEFAULT_CONTENT);
if (problems.length) throw new Error(`Default Borderlines content is invalid:\n${problems.join('\n')}`);

export * from './schema.ts';
