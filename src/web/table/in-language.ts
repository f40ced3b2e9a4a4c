/**
 * A snapshot in the reader's language (docs/architecture.md §12). Servers and local matches keep every
 * game text in English with its translations beside it (events' `texts`, an outcome's `reasonTexts`, log
 * entries' `texts`); move labels come from the server in English (its offer book compares those words),
 * so the board's `describe` words them again here. Everything after this reads plain `text`/`label`.
 */
import { eventText, outcomeReason, textIn, type Lang } from '../../engine/index.ts';
import type { BoardModule } from '../boards/types.ts';
import type { TableSnapshot } from './types.ts';

export function inLanguage(s: TableSnapshot, board: BoardModule | null, lang: Lang): TableSnapshot {
  if (lang === 'en') return s;
  const describe = board?.describe;
  const seat = s.viewer;
  return {
    ...s,
    legal: describe && seat !== 'spectator' ? s.legal.map((c) => ({ action: c.action, label: describe(s.view, seat, c.action, lang) })) : s.legal,
    log: s.log.map((e) => ({ ...e, text: textIn(e.text, e.texts, lang) })),
    lastEvents: s.lastEvents.map((e) => ({ ...e, text: eventText(e, lang) })),
    outcome: s.outcome && {
      ...s.outcome,
      reason: outcomeReason(s.outcome, lang),
      // Text figures (a goal's or a place's name) in the reader's language too.
      stats: s.outcome.stats.map((row, seat) => Object.fromEntries(Object.entries(row).map(([key, value]) =>
        [key, typeof value === 'string' ? textIn(value, s.outcome?.statTexts?.[seat]?.[key], lang) : value]))),
    },
  };
}
