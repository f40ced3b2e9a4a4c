/**
 * The ladder's verdict in words: does the expected order (the specs as listed, weakest first, e.g.
 * random < heuristic < ismcts:easy < ismcts:medium < ismcts:hard) hold, and where it does not, which
 * pair breaks it and whether that could be chance (the 95% rating intervals overlap).
 *
 * Each step compares neighbours in the expected order. μ is transitive, so when every step holds the
 * whole order holds. A step is "clear" when the stronger spec's μ is higher and the difference is beyond
 * chance, "holds" when its μ is higher but that is not established, and "broken" when its μ is not
 * higher. Beyond chance means: the two 95% rating intervals do not overlap, or the pair's own
 * head-to-head Wilson interval lies wholly on one side of 50%. Why both: non-overlapping intervals is
 * a conservative test (two ratings can differ beyond chance while their intervals touch; Emigration's
 * heuristic bot beat random 81% [67–90%] head to head with overlapping rating intervals), and the
 * head-to-head record is the direct evidence for that pair, which ratings can hide.
 */
import type { HeadToHead, HeadToHeadMatrix } from './matrix.ts';
import type { SpecRating } from './ratings.ts';

export type StepStatus = 'clear' | 'holds' | 'broken';

export interface OrderStep {
  weaker: string;
  stronger: string;
  status: StepStatus;
  /** Do the two 95% rating intervals overlap? */
  overlap: boolean;
  /** Where the stronger spec's head-to-head Wilson interval lies: above or below 50%, or across it. */
  headToHeadSide: 'above' | 'below' | 'across';
  /** The expected-stronger spec's record against the weaker one (null when they never met). */
  strongerHeadToHead: HeadToHead | null;
  text: string;
}

export interface OrderVerdict {
  expected: string[];
  /** Every step's μ in the expected direction. */
  holds: boolean;
  /** …and no two neighbours' intervals overlap. */
  clear: boolean;
  steps: OrderStep[];
  /** The specs by μ, highest first. */
  byRating: string[];
  text: string;
}

const fmt = (x: number) => x.toFixed(1);
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

function h2hText(h: HeadToHead | null, stronger: string, weaker: string): string {
  if (!h || h.meetings === 0) return `${stronger} and ${weaker} never met`;
  return `head to head ${stronger} scored ${pct(h.share)} [${pct(h.ci95.low)}–${pct(h.ci95.high)}] against ${weaker} over ${h.meetings} meeting${h.meetings === 1 ? '' : 's'}`;
}

export function orderVerdict(expected: readonly string[], ratings: readonly SpecRating[], matrix: HeadToHeadMatrix): OrderVerdict {
  const by = new Map(ratings.map((r) => [r.spec, r]));
  const get = (s: string) => {
    const r = by.get(s);
    if (!r) throw new RangeError(`No rating for "${s}"`);
    return r;
  };
  const steps: OrderStep[] = [];
  for (let i = 0; i + 1 < expected.length; i++) {
    const w = get(expected[i]);
    const s = get(expected[i + 1]);
    const overlap = s.low <= w.high && w.low <= s.high;
    const h2h = matrix.cells[matrix.specs.indexOf(s.spec)]?.[matrix.specs.indexOf(w.spec)] ?? null;
    const side = !h2h || h2h.meetings === 0 ? 'across' : h2h.ci95.low > 0.5 ? 'above' : h2h.ci95.high < 0.5 ? 'below' : 'across';
    const up = s.mu > w.mu;
    // Rated above but beaten head to head beyond chance: the evidence conflicts (a non-transitive trio), so not clear.
    const conflict = up && side === 'below';
    const status: StepStatus = !up ? 'broken' : !conflict && (!overlap || side === 'above') ? 'clear' : 'holds';
    const why = (ratingsApart: boolean, headToHead: boolean) => [ratingsApart ? 'rating intervals apart' : '', headToHead ? 'head-to-head interval clear of 50%' : ''].filter(Boolean).join(', ');
    const ratingText = `${s.spec} rated ${fmt(s.mu)} [${fmt(s.low)}–${fmt(s.high)}] vs ${w.spec} rated ${fmt(w.mu)} [${fmt(w.low)}–${fmt(w.high)}]`;
    const head = status === 'clear' ? `${w.spec} < ${s.spec} holds clearly (${why(!overlap, side === 'above')})`
      : conflict ? `${w.spec} < ${s.spec} holds by rating, but head to head ${s.spec} loses to ${w.spec} beyond chance (the ratings come from the other pairings)`
        : status === 'holds' ? `${w.spec} < ${s.spec} holds, but not beyond chance (rating intervals overlap, head to head within chance)`
          : `${w.spec} < ${s.spec} does NOT hold: ${s.spec} is rated ${s.mu === w.mu ? 'the same as' : 'below'} ${w.spec}${!overlap || side === 'below' ? ` (beyond chance: ${why(!overlap, side === 'below')})` : ' (intervals overlap: it could be chance)'}`;
    steps.push({ weaker: w.spec, stronger: s.spec, status, overlap, headToHeadSide: side, strongerHeadToHead: h2h, text: `${head}; ${ratingText}; ${h2hText(h2h, s.spec, w.spec)}.` });
  }
  const holds = steps.every((s) => s.status !== 'broken');
  const clear = steps.every((s) => s.status === 'clear');
  const byRating = [...ratings].sort((a, b) => b.mu - a.mu).map((r) => r.spec);
  const order = expected.join(' < ');
  const broken = steps.filter((s) => s.status === 'broken');
  const unsure = steps.filter((s) => s.status === 'holds');
  const text = clear ? `The expected order ${order} holds, every step clear of chance.`
    : holds ? `The expected order ${order} holds by rating, but ${unsure.map((s) => `${s.weaker} < ${s.stronger}`).join(', ')} ${unsure.length === 1 ? 'is' : 'are'} within chance (more games would tell).`
      : `The expected order ${order} does not hold: ${broken.map((s) => `${s.stronger} is not above ${s.weaker}${s.overlap && s.headToHeadSide !== 'below' ? ' (intervals overlap: could be chance)' : ' (beyond chance)'}`).join('; ')}. By rating: ${byRating.join(' > ')}.`;
  return { expected: [...expected], holds, clear, steps, byRating, text };
}
