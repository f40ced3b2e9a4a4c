/**
 * The report's charts as Chart.js configurations: plain JSON (no functions), embedded in the HTML
 * and drawn there by the inlined Chart.js bundle. Every chart has a text table of the same figures
 * beside it in html.ts (for screen readers, printing and copying).
 */
import type { LabReport } from './aggregate-report.ts';
import type { FigureKey } from './figures.ts';

export interface ChartSpec {
  id: string;
  /** What the chart shows, for its aria-label. */
  label: string;
  config: Record<string, unknown>;
}

/** Okabe–Ito colours: distinguishable with the common colour-vision deficiencies. */
export const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];
const faint = (hex: string) => `${hex}55`;

/** A proportion as a percentage with one decimal. */
export const pc = (x: number) => Math.round(x * 1000) / 10;

/** The options every lab bar/line chart shares: no animation, sized by its box, legend below, y from zero. */
export const chartOptions = (yTitle: string, extra: Record<string, unknown> = {}) => ({
  animation: false,
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { position: 'bottom' } },
  scales: { y: { beginAtZero: true, title: { display: true, text: yTitle } } },
  ...extra,
});

/** Win rates with their 95% intervals (floating bars) and the fair share (a line). */
function rateChart(id: string, label: string, names: string[], rows: Array<{ rate: number; ci95: { low: number; high: number } }>, fair: number): ChartSpec {
  return {
    id, label,
    config: {
      type: 'bar',
      data: {
        labels: names,
        datasets: [
          // The interval is a thin floating bar over the rate's bar (an error bar), drawn on top (lower order).
          { type: 'bar', label: '95% interval (%)', data: rows.map((r) => [pc(r.ci95.low), pc(r.ci95.high)]), backgroundColor: '#222222', grouped: false, barPercentage: 0.06, order: 0 },
          { type: 'bar', label: 'win rate (%)', data: rows.map((r) => pc(r.rate)), backgroundColor: faint(COLOURS[0]), borderColor: COLOURS[0], borderWidth: 1, grouped: false, barPercentage: 0.6, order: 1 },
          { type: 'line', label: 'fair share (%)', data: rows.map(() => pc(fair)), borderColor: COLOURS[5], borderDash: [6, 4], pointRadius: 0, fill: false },
        ],
      },
      options: chartOptions('win rate (%)'),
    },
  };
}

export function reportCharts(r: LabReport): ChartSpec[] {
  const charts: ChartSpec[] = [];
  const o = r.outcomes;
  if (r.run.games === 0) return charts;
  charts.push(rateChart('chart-seats', 'Win rate by seat with 95% intervals and the fair share', o.bySeat.map((s) => `seat ${s.seat + 1}`), o.bySeat, o.fairShare));
  charts.push(rateChart('chart-bots', 'Win rate by bot with 95% intervals and the fair share', o.byBot.map((b) => b.bot), o.byBot, o.fairShare));

  const L = r.pace.length;
  charts.push({
    id: 'chart-length', label: 'Number of games by length in actions',
    config: {
      type: 'bar',
      data: {
        labels: L.histogram.map((h) => (h.from === h.to ? `${h.from}` : `${h.from}–${h.to}`)),
        datasets: [{ label: 'games', data: L.histogram.map((h) => h.count), backgroundColor: COLOURS[0] }],
      },
      options: chartOptions('games', { scales: { x: { title: { display: true, text: 'actions in the game' } }, y: { beginAtZero: true, title: { display: true, text: 'games' } } } }),
    },
  });
  charts.push({
    id: 'chart-branching', label: 'Mean number of legal moves by tenth of the game',
    config: {
      type: 'line',
      data: {
        labels: r.pace.branchingByTenth.map((_, i) => `${i * 10}–${i * 10 + 10}%`),
        datasets: [{ label: 'legal moves (mean)', data: r.pace.branchingByTenth, borderColor: COLOURS[2], backgroundColor: COLOURS[2], fill: false }],
      },
      options: chartOptions('legal moves', { scales: { x: { title: { display: true, text: 'part of the game' } }, y: { beginAtZero: true, title: { display: true, text: 'legal moves' } } } }),
    },
  });
  if (r.tension.measured && r.tension.games > 0) {
    charts.push({
      id: 'chart-decided', label: 'Games by the point at which the eventual winner took the lead for good',
      config: {
        type: 'bar',
        data: {
          labels: r.tension.decidedAtHistogram.map((_, i) => `${i * 10}–${i * 10 + 10}%`),
          datasets: [{ label: 'games', data: r.tension.decidedAtHistogram, backgroundColor: COLOURS[3] }],
        },
        options: chartOptions('games', { scales: { x: { title: { display: true, text: 'part of the game played before the winner led for good' } }, y: { beginAtZero: true, title: { display: true, text: 'games' } } } }),
      },
    });
  }
  for (const key of r.figures.keys.filter((k) => k.kind !== 'text')) charts.push(figureChart(r, key));

  const top = r.plays.rows.filter((p) => p.seatGames > 0).slice(0, 25);
  if (top.length) {
    charts.push({
      id: 'chart-plays', label: 'Win rate of seat-games that played a move at least once, and of those that did not',
      config: {
        type: 'bar',
        data: {
          labels: top.map((p) => p.words),
          datasets: [
            { label: 'played it: win rate (%)', data: top.map((p) => pc(p.withIt.rate)), backgroundColor: COLOURS[0] },
            { label: 'did not: win rate (%)', data: top.map((p) => pc(p.withoutIt.rate)), backgroundColor: COLOURS[1] },
            { label: 'share of seat-games that played it (%)', data: top.map((p) => pc(p.share)), backgroundColor: faint(COLOURS[2]) },
          ],
        },
        options: chartOptions('%', { indexAxis: 'y', scales: { x: { beginAtZero: true, max: 100, title: { display: true, text: '%' } } } }),
      },
    });
  }
  return charts;
}

/** One figure of the game's own (`Outcome.stats`) by seat: the mean of a number, the share of a yes/no. */
function figureChart(r: LabReport, key: FigureKey): ChartSpec {
  const values = r.figures.bySeat.map((s) => {
    const v = s.values[key.key];
    return v.kind === 'number' ? v.mean : v.kind === 'boolean' ? pc(v.share) : 0;
  });
  const unit = key.kind === 'boolean' ? 'share of seats (%)' : 'mean';
  return {
    id: `chart-figure-${key.key}`, label: `${key.label} by seat (${unit})`,
    config: {
      type: 'bar',
      data: {
        labels: r.figures.bySeat.map((s) => `seat ${s.seat + 1}`),
        datasets: [{ label: `${key.label} (${unit})`, data: values, backgroundColor: COLOURS[(r.figures.keys.indexOf(key) + 2) % COLOURS.length] }],
      },
      options: chartOptions(unit, { plugins: { legend: { display: false }, title: { display: true, text: key.label } } }),
    },
  };
}
