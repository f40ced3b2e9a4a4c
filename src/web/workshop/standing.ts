/**
 * Every student's standing, as the debrief, the print page and the CSV say it (docs/workshop.md,
 * "End play"): a finished table's result, or the game's provisional ranking of a table play was ended
 * on, marked "stopped at … — provisional"; in the reader's language, with the game's own words for its
 * figures. Pure functions of the results, so they are tested without a browser.
 */
import { stringify } from 'csv-stringify/browser/esm/sync';
import { SPREADSHEET_QUOTE, spreadsheetSafe, textIn, type CatalogueText, type Lang, type Outcome } from '../../engine/index.ts';
import { humanize } from '../table/EndScreen.tsx';
import type { Results, TableResult } from './api.ts';

type T = (key: string, options?: Record<string, unknown>) => string;

/** One figure's value in words: yes/no for booleans, a name in the reader's language, '' for none. */
export function figureText(outcome: Outcome, seat: number, key: string, t: T, lang: Lang): string {
  const v = outcome.stats[seat]?.[key];
  if (v === undefined) return '';
  if (typeof v === 'boolean') return v ? t('debrief.yes') : t('debrief.no');
  if (typeof v === 'string') return textIn(v, outcome.statTexts?.[seat]?.[key], lang);
  return String(v);
}

/** "#2", "#1 (shared)", "#1 — won"; "shared: nobody won" when every seat shares the one rank and nobody won. */
export function standingText(outcome: Outcome, seat: number, provisional: boolean, t: T): string {
  const rank = outcome.ranks[seat];
  if (rank === undefined) return '';
  const shared = outcome.ranks.filter((r) => r === rank).length > 1;
  if (!provisional && outcome.winners.length === 0 && !outcome.tie && new Set(outcome.ranks).size === 1) return t('standing.nobody');
  if (!provisional && outcome.winners.includes(seat)) return t('standing.won', { rank });
  return shared ? t('standing.shared', { rank }) : t('standing.rank', { rank });
}

/** The sentence over a table's results: who won, or where play stopped and that the standing is provisional. */
export function tableHeadline(t: T, table: TableResult, lang: Lang, winners: (seats: number[]) => string): string {
  const p = table.provisional;
  if (p) {
    const after = textIn(p.after, p.afterTexts, lang);
    if (p.error || !table.outcome) return t('standing.noStanding', { error: p.error ?? '' });
    return after ? t('standing.stoppedAt', { after }) : t('standing.stopped');
  }
  const o = table.outcome;
  if (!o) return table.room ? t('dash.frozen') : t('standing.notStarted');
  if (o.tie) return t('dash.tie');
  if (o.winners.length === 0) return t('dash.nobody');
  return t('dash.won', { who: winners(o.winners) });
}

export interface StandingColumn {
  key: string;
  label: string;
  help: string;
  value(seat: number): string;
}

/**
 * A table's columns: the standing, the score when the game has one worth reading (a provisional
 * ranking's score as `catalogue.provisional` names it), then the figures (`only` when given, else the
 * game's `catalogue.figures` present in the outcome), each with the game's words.
 */
export function standingColumns(table: TableResult, catalogue: CatalogueText | undefined, t: T, lang: Lang, only?: string[]): StandingColumn[] {
  const o = table.outcome;
  if (!o) return [];
  const provisional = table.provisional !== null && table.provisional !== undefined;
  const cols: StandingColumn[] = [{
    key: 'standing', label: provisional ? t('standing.headProvisional') : t('standing.head'), help: '',
    value: (s) => standingText(o, s, provisional, t),
  }];
  const score = provisional ? catalogue?.provisional ?? { label: t('standing.score'), help: '' }
    : catalogue?.score === undefined ? { label: t('dash.score'), help: '' } : catalogue.score;
  if (score) cols.push({ key: provisional ? 'provisionalScore' : 'score', ...score, value: (s) => (o.scores[s] === undefined ? '' : String(o.scores[s])) });
  const present = new Set(o.stats.flatMap((s) => Object.keys(s)));
  const keys = only ?? (catalogue?.figures ? Object.keys(catalogue.figures) : [...present]);
  for (const key of keys) {
    if (!present.has(key)) continue;
    const text = catalogue?.figures?.[key] ?? { label: humanize(key), help: '' };
    cols.push({ key, ...text, value: (s) => figureText(o, s, key, t, lang) });
  }
  return cols;
}

/**
 * The CSV a teacher downloads: one row per student (their table, seat, standing and the game's figures
 * explained), columns named in the reader's language and never twice the same. RFC 4180 with a UTF-8
 * byte-order mark; no cell is read as a formula whatever the spreadsheet's list separator (engine/spreadsheet.ts).
 */
export function classCsv(results: Results, catalogue: CatalogueText | undefined, t: T, lang: Lang): string {
  const fixed = [t('csv.workshop'), t('csv.student'), t('csv.table'), t('csv.seat'), t('csv.role'), t('csv.steppedOut'), t('csv.result'), t('csv.standing'), t('csv.won')];
  const perTable = results.tables.map((table) => standingColumns(table, catalogue, t, lang).filter((c) => c.key !== 'standing'));
  // Every column any table has, in the game's order: the score first, then the figures.
  const seen = new Map<string, string>();
  for (const cols of perTable) for (const c of cols) if (!seen.has(c.key)) seen.set(c.key, c.label);
  const used = new Set(fixed);
  // A figure that says what a fixed column says (Displacement's "Won") is not repeated.
  const extra = [...seen.entries()].filter(([, label]) => !used.has(label)).map(([key, label]) => {
    let name = label;
    for (let n = 2; used.has(name); n++) name = `${label} (${n})`;
    used.add(name);
    return { key, name };
  });
  const rows: string[][] = [[...fixed, ...extra.map((e) => e.name)]];
  for (const s of results.students ?? []) {
    const table = s.table === null ? undefined : results.tables[s.table];
    const o = table?.outcome ?? null;
    const seat = s.seat;
    const provisional = table?.provisional !== null && table?.provisional !== undefined;
    const cols = s.table === null ? [] : perTable[s.table];
    const role = s.table === null ? t('csv.roleNone') : seat === null ? t('csv.roleWatching') : t('csv.rolePlayer');
    const result = !table ? '' : tableHeadline(t, table, lang, () => '').replace(/\s*$/, '');
    rows.push([
      results.workshop.code, s.nickname, table ? String(table.index + 1) : '', seat === null ? '' : String(seat + 1), role,
      s.steppedOut ? t('debrief.yes') : t('debrief.no'),
      provisional ? result : o ? t('csv.finished') : result,
      o && seat !== null ? standingText(o, seat, provisional, t) : '',
      o && seat !== null && !provisional ? (o.winners.includes(seat) ? t('debrief.yes') : t('debrief.no')) : '',
      ...extra.map((e) => {
        const c = cols.find((x) => x.key === e.key);
        return c && seat !== null ? c.value(seat) : '';
      }),
    ]);
  }
  return stringify(rows.map((row) => row.map(spreadsheetSafe)), { quoted_match: SPREADSHEET_QUOTE, record_delimiter: '\r\n', bom: true });
}
