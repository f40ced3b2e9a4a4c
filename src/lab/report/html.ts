/**
 * The report as one self-contained HTML file (html-page.ts), with the Chart.js UMD bundle read from
 * node_modules: the CLI's way. The browser supplies its own bundle to `renderReportHtml`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LabReport } from './aggregate-report.ts';
import { renderReportHtml } from './html-page.ts';

export { renderReportHtml, DRAW_CHARTS_SCRIPT, type ReportScripts } from './html-page.ts';

let chartJs: string | null = null;

/** The Chart.js UMD bundle (chart.js is a dependency; its package exports do not list the file, so it is found beside the main entry). */
export function chartJsBundle(): string {
  if (chartJs === null) {
    const main = createRequire(import.meta.url).resolve('chart.js');
    chartJs = readFileSync(path.join(path.dirname(main), 'chart.umd.js'), 'utf8');
  }
  return chartJs;
}

export function renderHtml(report: LabReport): string {
  return renderReportHtml(report, { chartJs: chartJsBundle() });
}
