/**
 * The games' catalogue texts in the reader's language (docs/architecture.md §12). A game declares
 * its texts in English (`GameRules.title`, `summary`, `catalogue`); `games/<lng>/<id>.json` holds a
 * translation (loaded with its language, namespace `games`: ./index.ts) (test/web/game-text-zh.test.ts keeps its keys in step with the game's). Anything a
 * translation lacks stays in English, so a new game or a changed figure reads in English rather than
 * not at all.
 */
import type { CatalogueText, DebriefText, FigureText, Variant } from '../../engine/types.ts';
import { DEFAULT_LANGUAGE, GAMES_NS, i18n } from './index.ts';

export interface GameTranslation {
  title: string;
  summary: string;
  length: string;
  variants?: Record<string, { label: string; choices: Record<string, string> }>;
  figures?: Record<string, FigureText>;
  score?: FigureText | null;
  provisional?: FigureText;
  debrief?: { chartTitle: string; questions: string[] };
}

/** The translation of a game's catalogue texts in `lng`, once that language's texts are in (./index.ts). */
export function gameTranslation(gameId: string, lng: string): GameTranslation | null {
  if (lng === DEFAULT_LANGUAGE) return null;
  return (i18n.getResource(lng, GAMES_NS, gameId) as GameTranslation | undefined) ?? null;
}

export interface GameWords {
  title: string;
  summary: string;
  catalogue: CatalogueText | undefined;
}

/** A game's title, summary and catalogue in `lng`, English where the translation says nothing. */
export function localGame(game: { id: string; title: string; summary: string; catalogue?: CatalogueText }, lng: string): GameWords {
  const tr = gameTranslation(game.id, lng);
  if (!tr) return { title: game.title, summary: game.summary, catalogue: game.catalogue };
  return { title: tr.title || game.title, summary: tr.summary || game.summary, catalogue: localCatalogue(game.catalogue, tr) };
}

function localCatalogue(c: CatalogueText | undefined, tr: GameTranslation): CatalogueText | undefined {
  if (!c) return c;
  const variants: Variant[] = c.variants.map((v) => {
    const t = tr.variants?.[v.option];
    return t ? { ...v, label: t.label || v.label, choices: v.choices.map((ch) => ({ ...ch, label: t.choices[String(ch.value)] ?? ch.label })) } : v;
  });
  const figures = c.figures && Object.fromEntries(Object.entries(c.figures).map(([k, f]) => [k, tr.figures?.[k] ?? f]));
  const score = c.score ? (tr.score ?? c.score) : c.score;
  const provisional = c.provisional && (tr.provisional ?? c.provisional);
  const debrief: DebriefText | undefined = c.debrief && {
    chart: { ...c.debrief.chart, title: tr.debrief?.chartTitle ?? c.debrief.chart.title },
    questions: tr.debrief?.questions.length === c.debrief.questions.length ? tr.debrief.questions : c.debrief.questions,
  };
  return { ...c, length: tr.length || c.length, variants, ...(figures ? { figures } : {}), ...(score !== undefined ? { score } : {}), ...(provisional ? { provisional } : {}), ...(debrief ? { debrief } : {}) };
}

/**
 * Debrief questions in `lng`: a board's questions for the final position are the content's, in English.
 * When they are the game's default ones, the translated default questions replace them; a custom
 * content's own questions stay as its designer wrote them.
 */
export function localQuestions(gameId: string, english: string[], defaults: string[] | undefined, lng: string): string[] {
  const tr = gameTranslation(gameId, lng)?.debrief?.questions;
  if (!tr || !defaults || tr.length !== defaults.length) return english;
  const same = english.length === defaults.length && english.every((q, i) => q === defaults[i]);
  return same ? tr : english;
}
