/** HTML helpers for the report: escaping, JSON inside a script element, a chart's box. */
import type { ChartSpec } from './charts.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON safe inside a <script> element: no "</script>", no "<!--". */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A chart's canvas, inside a box of fixed height (Chart.js sizes itself to its container). */
export function chartBox(spec: ChartSpec | undefined, tall = false): string {
  if (!spec) return '';
  return `<div class="chart${tall ? ' tall' : ''}"><canvas id="${escapeHtml(spec.id)}" role="img" aria-label="${escapeHtml(spec.label)} (the table below gives the same figures)"></canvas></div>`;
}
