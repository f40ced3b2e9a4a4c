/**
 * The report as one self-contained HTML file: styles, the figures (as JSON), the Chart.js UMD bundle
 * and the script that draws the charts are all inline, so the file opens offline and can be mailed.
 * Nothing is fetched: no external script, style, font or image.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LabReport } from './aggregate-report.ts';
import { reportCharts } from './charts.ts';
import { reportSections } from './html-sections.ts';
import { escapeHtml, scriptJson } from './html-util.ts';

let chartJs: string | null = null;

/** The Chart.js UMD bundle (chart.js is a dependency; its package exports do not list the file, so it is found beside the main entry). */
export function chartJsBundle(): string {
  if (chartJs === null) {
    const main = createRequire(import.meta.url).resolve('chart.js');
    chartJs = readFileSync(path.join(path.dirname(main), 'chart.umd.js'), 'utf8');
  }
  return chartJs;
}

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1b1b;max-width:1100px;margin:0 auto;padding:1rem 1.5rem 4rem}
h1{font-size:1.8rem;margin-bottom:.2rem}h2{margin-top:2.5rem;border-bottom:2px solid #ddd;padding-bottom:.2rem}h3{margin-top:1.6rem}
.meta{color:#555}.partial{background:#fff3cd;border:2px solid #c99a00;padding:.6rem 1rem;border-radius:6px;font-weight:600}
.finding{border-left:6px solid #0072B2;padding:.3rem .9rem;margin:.6rem 0;background:#f4f8fb}
.finding.warning{border-color:#D55E00;background:#fdf3ec}.finding strong{display:block}
table{border-collapse:collapse;margin:.6rem 0 1rem;font-size:.92rem}th,td{border:1px solid #ccc;padding:.25rem .55rem;text-align:right;vertical-align:top}
th{background:#f2f2f2}td.l,th.l{text-align:left}td:first-child{white-space:nowrap}caption{text-align:left;font-weight:600;padding:.3rem 0}
.chart{position:relative;height:300px;margin:1rem 0}.chart.tall{height:560px}
.figs{display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:1rem}.figs .chart{height:240px}
.explain{color:#333;max-width:75ch}.flag{display:inline-block;padding:0 .4rem;border-radius:4px;background:#D55E00;color:#fff;font-size:.8rem;margin-left:.3rem}
.flag.never{background:#555}dt{font-weight:600;margin-top:.6rem}dd{margin-left:1.2rem}code{background:#f2f2f2;padding:0 .2rem}
@media print{.chart{break-inside:avoid}}
`;

/** The script that draws every chart from the embedded configurations. */
const DRAW = `
(function(){
  var specs = JSON.parse(document.getElementById('lab-charts').textContent);
  if (typeof Chart === 'undefined') return;
  specs.forEach(function(s){ var c = document.getElementById(s.id); if (c) new Chart(c, s.config); });
})();
`;

export function renderHtml(report: LabReport): string {
  const charts = reportCharts(report);
  const title = `${report.game.title}: balance report${report.run.partial ? ' (partial)' : ''}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="crossings lab report (${escapeHtml(report.format)})">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${reportSections(report, new Map(charts.map((c) => [c.id, c])))}
<script type="application/json" id="lab-report">${scriptJson(report)}</script>
<script type="application/json" id="lab-charts">${scriptJson(charts)}</script>
<script>${chartJsBundle().replace(/<\/script/gi, '<\\/script')}</script>
<script>${DRAW}</script>
</body>
</html>
`;
}
