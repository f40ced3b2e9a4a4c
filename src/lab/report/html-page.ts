/**
 * The report as one self-contained HTML file: styles, the figures (as JSON), the Chart.js UMD bundle
 * and the script that draws the charts are all inline, so the file opens offline and can be mailed.
 * Nothing is fetched: no external script, style, font or image. Pure (no Node imports), so the
 * browser's Lab page renders the same file; html.ts adds the Node way of finding the bundle.
 */
import type { LabReport } from './aggregate-report.ts';
import { reportCharts } from './charts.ts';
import { reportSections } from './html-sections.ts';
import { htmlPage } from './html-util.ts';

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1b1b;max-width:1100px;margin:0 auto;padding:1rem 1rem 4rem}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.25rem;margin:0}h3{margin:1.2rem 0 .4rem;font-size:1.05rem}
.meta{color:#4a4a4a}.partial{background:#fff3cd;border:2px solid #c99a00;padding:.6rem 1rem;border-radius:6px;font-weight:600}
.answer{border:2px solid #0072B2;border-radius:8px;padding:.8rem 1rem;margin:1rem 0 1.5rem;background:#f7fbfe}.answer p{margin:.55rem 0;max-width:75ch}
.verdict{border-left:6px solid #0072B2;padding:.3rem .8rem;background:#eef5fb}.verdict.warn{border-color:#D55E00;background:#fdf3ec}
.look{padding-left:1.2rem}.look li{margin:.35rem 0}.look li.warning strong{color:#8a3200}
.plain{color:#4a4a4a;font-size:.95em}a.term{color:#005a8c}
details{border-top:1px solid #ccc;padding:.2rem 0}details[open]{padding-bottom:1rem}
summary{cursor:pointer;padding:.6rem 0;list-style-position:outside;margin-left:1.2rem}summary h2{display:inline}summary:focus-visible{outline:3px solid #0072B2;outline-offset:2px}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;margin:.6rem 0 1rem;font-size:.92rem}th,td{border:1px solid #ccc;padding:.25rem .55rem;text-align:right;vertical-align:top}
th{background:#f2f2f2}td.l,th.l{text-align:left}td:first-child{white-space:nowrap}caption{text-align:left;font-weight:600;padding:.3rem 0}
.chart{position:relative;height:300px;margin:1rem 0}.chart.tall{height:560px}
.figs{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(320px,100%),1fr));gap:1rem}.figs .chart{height:240px}
.explain{color:#333;max-width:75ch}.flag{display:inline-block;padding:0 .4rem;border-radius:4px;background:#B34700;color:#fff;font-size:.8rem;margin-left:.3rem}
.flag.never{background:#555}dt{font-weight:600;margin-top:.6rem}dd{margin-left:1.2rem}code{background:#f2f2f2;padding:0 .2rem;overflow-wrap:anywhere}
@media print{.chart{break-inside:avoid}details{display:block}}
`;

/**
 * The script that draws every chart from the embedded configurations. The web client serves the
 * same code as a file (src/web/lab/report-draw.js; a test keeps the two equal).
 */
export const DRAW_CHARTS_SCRIPT = `
(function(){
  var specs = JSON.parse(document.getElementById('lab-charts').textContent);
  if (typeof Chart === 'undefined') return;
  specs.forEach(function(s){ var c = document.getElementById(s.id); if (c) new Chart(c, s.config); });
})();
`;

/**
 * Where the page's two scripts come from: inline (the Chart.js UMD bundle as text: a file that opens
 * offline), or addresses, for a page shown under a Content Security Policy that forbids inline
 * scripts (the web client's: script-src 'self'; a srcdoc frame inherits it).
 */
export type ReportScripts = { chartJs: string } | { chartJsUrl: string; drawUrl: string };

/**
 * The report page with a Chart.js bundle the caller supplies: the CLI reads it from node_modules
 * (html.ts), the browser Lab page imports it with Vite (src/web/lab). No Node imports here.
 */
export function renderReportHtml(report: LabReport, scripts: ReportScripts): string {
  const charts = reportCharts(report);
  const title = `${report.game.title}: balance report${report.run.partial ? ' (partial)' : ''}`;
  return htmlPage({
    title, generator: `crossings lab report (${report.format})`, style: STYLE,
    body: reportSections(report, new Map(charts.map((c) => [c.id, c]))),
    data: { 'lab-report': report, 'lab-charts': charts },
    scripts: 'chartJs' in scripts
      ? [{ inline: scripts.chartJs }, { inline: DRAW_CHARTS_SCRIPT }]
      : [{ src: scripts.chartJsUrl }, { src: scripts.drawUrl }],
  });
}
