/**
 * "What changed": the significant differences of an A/B comparison in plain words, the largest first
 * within each part of the report, then the moves whose flags (never played, dominant) appear or
 * disappear. Also the number formats the HTML tables share.
 */
import type { Interval } from '../stats.ts';
import type { ComparedMetric, Comparison } from './compare.ts';

const SECTION_ORDER = ['outcomes', 'pace', 'tension', 'scores', 'figures', 'plays'];

/** A share as a percentage: 0.123 → "12.3%". */
export const percent = (x: number): string => `${signed(x * 100, 1)}%`;

/** A number with up to `digits` decimals, trailing zeros kept for alignment. */
export const decimal = (x: number, digits = 2): string => signed(x, digits);

/** A number with a typographic minus, and none when it rounds to zero ("−0.00" would say less than nothing); toFixed, as every lab page rounds (report/plain.ts). */
function signed(x: number, digits: number): string {
  const text = Math.abs(x) >= 1000 ? Math.abs(x).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : Math.abs(x).toFixed(digits);
  return x < 0 && Number(text.replace(/,/g, '')) !== 0 ? `−${text}` : text;
}

/** A signed difference in its unit: "+8.2 points", "−3.10". */
export function signedDiff(m: Pick<ComparedMetric, 'unit'>, x: number): string {
  const sign = x > 0 ? '+' : x < 0 ? '−' : '±';
  return m.unit === 'share' ? `${sign}${Math.abs(x * 100).toFixed(1)} points` : `${sign}${decimal(Math.abs(x))}`;
}

/** A figure's value in its unit. */
export const value = (m: Pick<ComparedMetric, 'unit'>, x: number): string => (m.unit === 'share' ? percent(x) : decimal(x));

/** An interval of a difference: "3.1 to 13.0 points"; "not computed" when it is unbounded (too few games). */
export function intervalText(m: Pick<ComparedMetric, 'unit'>, ci: Interval): string {
  if (!Number.isFinite(ci.low) || !Number.isFinite(ci.high)) return 'too few games for an interval';
  const f = (x: number) => (m.unit === 'share' ? `${x < 0 ? '−' : ''}${Math.abs(x * 100).toFixed(1)}` : `${x < 0 ? '−' : ''}${decimal(Math.abs(x))}`);
  return `${f(ci.low)} to ${f(ci.high)}${m.unit === 'share' ? ' points' : ''}`;
}

/** One significant difference as a sentence, e.g. "Seat 1 wins 8.2 points more often under B (A 20.0%, B 28.2%; 95% interval 3.1 to 13.0 points)." */
export function changeSentence(m: ComparedMetric): string {
  const detail = `(A ${value(m, m.a)}, B ${value(m, m.b)}; 95% interval ${intervalText(m, m.ci95)})`;
  if (m.unit === 'share' && m.phrase) {
    return `${m.phrase} ${Math.abs(m.diff * 100).toFixed(1)} points ${m.diff > 0 ? 'more' : 'less'} often under B ${detail}.`;
  }
  const size = m.unit === 'share' ? `${Math.abs(m.diff * 100).toFixed(1)} points` : decimal(Math.abs(m.diff));
  return `${m.label}: ${size} ${m.diff > 0 ? 'higher' : 'lower'} under B ${detail}.`;
}

export function whatChanged(c: Comparison): string[] {
  if (c.pairs === 0) return ['No game was played under both contents, so nothing can be compared.'];
  const significant = c.metrics.filter((m) => m.significant)
    .sort((x, y) => SECTION_ORDER.indexOf(x.section) - SECTION_ORDER.indexOf(y.section) || x.pAdjusted - y.pAdjusted);
  const out = significant.map(changeSentence);
  for (const f of c.flags) {
    out.push(f.flag === 'never played'
      ? `“${f.words}” is never played under ${f.under}, but is played under ${f.under === 'A' ? 'B' : 'A'}.`
      : `“${f.words}” is flagged dominant under ${f.under} only.`);
  }
  if (significant.length === 0) {
    out.unshift(`No difference beyond chance over ${c.pairs.toLocaleString('en-US')} pairs of games (${c.correction.tests} figures that could differ were tested together, with Holm’s correction at ${c.correction.alpha}). ` +
      'Either the contents play alike or more games are needed to tell them apart.');
  }
  return out;
}
