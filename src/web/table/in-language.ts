/**
 * A snapshot in the reader's language (docs/architecture.md §12). Servers and local matches keep every
 * game text in English with its translations beside it (events' `texts`, an outcome's `reasonTexts`, log
 * entries' `texts`); a room's socket sends the moves bare (useRoom.ts) and a local match words them in
 * English, so the board's `describe` words them here, in the reader's language. Everything after this reads plain `text`/`label`.
 */
import { eventText, outcomeReason, textIn, type Lang } from '../../engine/index.ts';
import type { BoardModule } from '../boards/types.ts';
import type { TableSnapshot } from './types.ts';

export function inLanguage(s: TableSnapshot, board: BoardModule | null, lang: Lang): TableSnapshot {
  const seat = s.viewer;
  // Moves from a room's socket come bare (useRoom.ts: empty labels), and any move is read in the reader's language.
  const wordMoves = board !== null && seat !== 'spectator' && (lang !== 'en' || s.legal.some((c) => c.label === ''));
  const legal = wordMoves ? s.legal.map((c) => ({ action: c.action, label: board.describe(s.view, seat, c.action, lang) })) : s.legal;
  if (lang === 'en') return wordMoves ? { ...s, legal } : s;
  return {
    ...s,
    legal,
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
