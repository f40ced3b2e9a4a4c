/**
 * The comparison's charts as Chart.js configurations (plain JSON, like the report's charts.ts):
 * every chart has both series, A and B, in two colours of the report's colour-blind-safe palette,
 * and a table of the same figures beside it in the HTML.
 */
import { chartOptions as options, COLOURS, pc, type ChartSpec } from '../report/charts.ts';
import type { Comparison } from './compare.ts';

const A_COLOUR = COLOURS[0];
const B_COLOUR = COLOURS[1];

function pairedBars(id: string, label: string, labels: string[], a: number[], b: number[], names: [string, string], yTitle: string, extra: Record<string, unknown> = {}): ChartSpec {
  return {
    id, label,
    config: {
      type: 'bar',
      data: {
        labels,
        datasets: [
          { label: `A: ${names[0]}`, data: a, backgroundColor: A_COLOUR },
          { label: `B: ${names[1]}`, data: b, backgroundColor: B_COLOUR },
        ],
      },
      options: options(yTitle, extra),
    },
  };
}

export function comparisonCharts(c: Comparison): ChartSpec[] {
  if (c.pairs === 0) return [];
  const names: [string, string] = [c.a.name, c.b.name];
  const ra = c.a.report;
  const rb = c.b.report;
  const charts: ChartSpec[] = [
    pairedBars('compare-seats', 'Win rate by seat under A and under B', ra.outcomes.bySeat.map((s) => `seat ${s.seat + 1}`),
      ra.outcomes.bySeat.map((s) => pc(s.rate)), rb.outcomes.bySeat.map((s) => pc(s.rate)), names, 'win rate (%)'),
  ];
  if (ra.outcomes.byBot.length > 1) {
    charts.push(pairedBars('compare-bots', 'Win rate by bot under A and under B', ra.outcomes.byBot.map((b) => b.bot),
      ra.outcomes.byBot.map((b) => pc(b.rate)), ra.outcomes.byBot.map((b) => pc(rb.outcomes.byBot.find((x) => x.bot === b.bot)?.rate ?? 0)), names, 'win rate (%)'));
  }
  charts.push(pairedBars('compare-length', 'Number of games by length in actions under A and under B', c.lengths.bins, c.lengths.a, c.lengths.b, names, 'games',
    { scales: { x: { title: { display: true, text: 'actions in the game' } }, y: { beginAtZero: true, title: { display: true, text: 'games' } } } }));
  charts.push({
    id: 'compare-branching', label: 'Mean number of legal moves by tenth of the game under A and under B',
    config: {
      type: 'line',
      data: {
        labels: ra.pace.branchingByTenth.map((_, i) => `${i * 10}–${i * 10 + 10}%`),
        datasets: [
          { label: `A: ${names[0]}`, data: ra.pace.branchingByTenth, borderColor: A_COLOUR, backgroundColor: A_COLOUR, fill: false },
          { label: `B: ${names[1]}`, data: rb.pace.branchingByTenth, borderColor: B_COLOUR, backgroundColor: B_COLOUR, fill: false, borderDash: [6, 4] },
        ],
      },
      options: options('legal moves', { scales: { x: { title: { display: true, text: 'part of the game' } }, y: { beginAtZero: true, title: { display: true, text: 'legal moves' } } } }),
    },
  });
  const plays = c.metrics.filter((m) => m.section === 'plays').sort((x, y) => Math.max(y.a, y.b) - Math.max(x.a, x.b)).slice(0, 25);
  if (plays.length) {
    charts.push(pairedBars('compare-plays', 'Share of seat-games that played a move at least once, under A and under B', plays.map((m) => m.label.replace(/ played \(share of seat-games\)$/, '')),
      plays.map((m) => pc(m.a)), plays.map((m) => pc(m.b)), names, '%',
      { indexAxis: 'y', scales: { x: { beginAtZero: true, max: 100, title: { display: true, text: '% of seat-games' } } } }));
  }
  return charts;
}
