/**
 * Text output: tables (cli-table3, no colours so output is the same in a pipe and a terminal),
 * outcomes, and a readable rendering of a view for games without a `renderText` hook.
 */
import Table from 'cli-table3';
import type { AnyGame, Outcome, Seat } from '../engine/index.ts';

export function table(head: string[], rows: Array<Array<string | number>>, align?: Array<'left' | 'right'>): string {
  const t = new Table({ head, style: { head: [], border: [] }, ...(align ? { colAligns: align } : {}) });
  for (const r of rows) t.push(r.map(String));
  return t.toString();
}

export const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)}%`;
export const num = (x: number, digits = 1) => x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function outcomeText(outcome: Outcome, seatLabel: (seat: Seat) => string): string {
  const lines = [`Game over: ${outcome.reason}.`];
  if (outcome.winners.length > 0) lines.push(`Winner${outcome.winners.length > 1 ? 's' : ''}: ${outcome.winners.map(seatLabel).join(', ')}`);
  else if (outcome.tie) lines.push('A tie at the top: no single winner.');
  else lines.push('Nobody won.');
  const statKeys = [...new Set(outcome.stats.flatMap((s) => Object.keys(s)))];
  lines.push(table(
    ['seat', 'rank', 'score', ...statKeys],
    outcome.scores.map((score, seat) => [seatLabel(seat), outcome.ranks[seat], score, ...statKeys.map((k) => String(outcome.stats[seat]?.[k] ?? ''))]),
  ));
  return lines.join('\n');
}

/** Games may export `renderText(view, seat)` for a hand-written rendering; it is optional. */
type RenderHook = (view: unknown, seat: Seat) => string;
export function renderHook(game: AnyGame): RenderHook | null {
  const hook = (game as { renderText?: unknown }).renderText;
  return typeof hook === 'function' ? (hook as RenderHook) : null;
}

/** JSON with arrays of plain values kept on one line, so a view stays readable. */
export function prettyJson(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = value.every((v) => v === null || typeof v !== 'object');
    const oneLine = `[${value.map((v) => prettyJson(v)).join(', ')}]`;
    if (flat || oneLine.length <= 100) return oneLine;
    return `[\n${value.map((v) => inner + prettyJson(v, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const oneLine = `{ ${entries.map(([k, v]) => `${k}: ${prettyJson(v)}`).join(', ')} }`;
  if (oneLine.length <= 100) return oneLine;
  return `{\n${entries.map(([k, v]) => `${inner}${k}: ${prettyJson(v, inner)}`).join(',\n')}\n${indent}}`;
}

/**
 * Renders views one after another for a terminal player: the game's `renderText` when it has one;
 * otherwise the view as JSON, the first time in full and then only the top-level fields that changed
 * (`full: true` shows everything again).
 */
export class ViewPrinter {
  private last: Record<string, string> | null = null;
  constructor(private readonly game: AnyGame) {}

  render(view: unknown, seat: Seat, full = false): string {
    const hook = renderHook(this.game);
    if (hook) return hook(view, seat);
    if (view === null || typeof view !== 'object' || Array.isArray(view)) return prettyJson(view);
    const fields = Object.entries(view as Record<string, unknown>).map(([k, v]) => [k, prettyJson(v, '  ')] as const);
    const previous = this.last;
    this.last = Object.fromEntries(fields);
    const shown = full || !previous ? fields : fields.filter(([k, text]) => previous[k] !== text);
    const lines = shown.map(([k, text]) => `  ${k}: ${text}`);
    const same = fields.length - shown.length;
    if (same > 0) lines.push(`  (${same} unchanged field${same === 1 ? '' : 's'} not shown; type "v" to see the whole view)`);
    return lines.join('\n');
  }
}
