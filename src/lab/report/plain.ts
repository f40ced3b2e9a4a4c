/**
 * The plain words every lab page shares (report, A/B, sweep, tune, ladder): one way to write each
 * kind of number, so a figure reads the same wherever it appears; the glossary of statistical terms,
 * each explained in one sentence where a page first uses it (the same glossary is docs/lab.md's,
 * § Glossary, and test/lab/report-words.test.ts keeps the two equal); the moves in the game's words.
 */
import { escapeHtml as esc } from './html-util.ts';

// ---------------------------------------------------------------------------------------------
// Numbers: one writing per kind of figure.

export const pct = (x: number, digits = 1): string => `${(x * 100).toFixed(digits)}%`;
/** A difference of proportions in percentage points, signed. */
export const points = (x: number, digits = 1): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(digits)} points`;
/** A number with fixed decimals (toFixed everywhere: toLocaleString rounds halves the other way, which once wrote one balance as 0.97 and 0.98). */
export const num = (x: number, digits = 2): string => (Math.abs(x) >= 1000 ? x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : x.toFixed(digits).replace(/^-/, '−'));
export const pctRange = (x: { low: number; high: number }): string => `${pct(x.low)} to ${pct(x.high)}`;
export const pointsRange = (x: { low: number; high: number }): string => `${points(x.low)} to ${points(x.high)}`;
export const count = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
export const list = (xs: string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
/** The balance: 1 − the largest gap between two seats, two decimals. */
export const balanceText = (value: number): string => value.toFixed(2);

/**
 * A figure that may appear in several places of a page: its one writing, marked so a test can check
 * that every appearance shows the same value (data-figure).
 */
export function fig(id: string, text: string): string {
  return `<span class="fig" data-figure="${esc(id)}">${esc(text)}</span>`;
}

// ---------------------------------------------------------------------------------------------
// The glossary.

export interface Term {
  /** The words as shown. */
  term: string;
  /** One plain sentence. */
  plain: string;
}

/** Every statistical or lab term a page may use, in one plain sentence each (docs/lab.md, Glossary, says the same). */
export const GLOSSARY = {
  'seat-game': { term: 'seat-game', plain: 'One seat in one game: 100 games of 4 players are 400 seat-games.' },
  'fair-share': { term: 'fair share', plain: 'What a seat with no advantage would win: all wins divided by all seat-games.' },
  interval: { term: '95% interval', plain: 'The range the true figure lies in, in 95 runs out of 100; more games make it narrower.' },
  wilson: { term: 'Wilson interval', plain: 'The 95% interval of a win rate that stays between 0% and 100% and stays honest with few games.' },
  bonferroni: { term: 'Bonferroni', plain: 'Widening each of several intervals so that all of them hold at once in 95 runs out of 100, so looking at many figures does not make a chance one look real.' },
  simultaneous: { term: 'interval for every pair at once', plain: 'Two seats are compared game by game and the interval is widened for all pairs of seats together, so it still holds for the pair picked for having the largest gap.' },
  'beyond-noise': { term: 'beyond noise', plain: 'The interval leaves out the value that would mean "no effect", so chance alone is an unlikely explanation.' },
  'first-mover': { term: 'first mover', plain: 'The player who took the first turn, whatever their seat: some games roll for who starts.' },
  'seat-order': { term: 'seat order', plain: 'Where a player sits at the table (seat 1, seat 2, …), which decides who plays after whom.' },
  balance: { term: 'balance', plain: '1 minus the largest gap between two seats’ win rates, as Ludii (a general game system) defines it: 1 means every seat wins equally often.' },
  ludii: { term: 'Ludii’s metrics', plain: 'The measures of the Ludii game system for how a game plays (balance, lead changes, drama, decisiveness), which these follow.' },
  'standard-deviation': { term: 'standard deviation', plain: 'How far values typically lie from their mean: about two thirds of games lie within one standard deviation of it.' },
  median: { term: 'median', plain: 'The middle value: half the games are shorter, half longer.' },
  branching: { term: 'choices per decision', plain: 'How many legal moves the player to act could choose from (the branching factor).' },
  'lead-change': { term: 'lead change', plain: 'The player estimated to be ahead changes from one position to the next.' },
  drama: { term: 'drama', plain: 'How far behind the eventual winner was, on average, while trailing (0 when the winner never trailed).' },
  'decided-at': { term: 'decided at', plain: 'How far into the game the eventual winner took the lead for good (0% = from the start).' },
  'p-value': { term: 'p-value', plain: 'How often chance alone would give a difference at least this large; small means the difference is probably real.' },
  holm: { term: 'Holm’s correction', plain: 'A way of testing many figures at once so that the chance of calling even one chance difference real stays under 5%.' },
  paired: { term: 'paired comparison', plain: 'The same game (same seed, same bots) is played under both versions and compared game by game, which removes most of the luck.' },
  mcnemar: { term: 'McNemar’s test', plain: 'A test for a yes/no figure (did seat 1 win?) over paired games, counting only the games where the answer changed.' },
  't-test': { term: 't interval', plain: 'The usual interval for a mean (Student’s or Welch’s), from the values’ spread and their number.' },
  'delta-method': { term: 'delta method', plain: 'A way to give an interval to a ratio over all games (such as decisions per turn).' },
  bootstrap: { term: 'bootstrap', plain: 'Estimating a figure’s uncertainty by recomputing it on many resamples of the games.' },
  ntbea: { term: 'NTBEA', plain: 'A search that tries settings of the cards or rules, keeps statistics of how each value did, and proposes the most promising next setting.' },
  sweep: { term: 'sweep', plain: 'Playing the same games at every value of a setting, to see how a figure moves with it.' },
  rating: { term: 'rating', plain: 'A skill estimate from who finished ahead of whom (openskill’s Weng–Lin method); its interval shows how sure it is.' },
  'head-to-head': { term: 'head to head', plain: 'How often one bot finished ahead of another when they met at the same table.' },
} as const satisfies Record<string, Term>;

export type TermId = keyof typeof GLOSSARY;

/** Where the glossary lives in the docs. */
export const DOCS_GLOSSARY = 'docs/lab.md#glossary';

/**
 * The terms of one page: the first use of a term explains it in a sentence and links to the page's
 * glossary (which cites docs/lab.md); later uses only link. `section()` lists the terms used.
 */
export class Terms {
  private readonly used: TermId[] = [];

  /** The term, explained the first time. `shown` replaces the words shown (e.g. a plural). */
  use(id: TermId, shown?: string): string {
    const t = GLOSSARY[id];
    const link = `<a class="term" href="#g-${id}">${esc(shown ?? t.term)}</a>`;
    if (this.used.includes(id)) return link;
    this.used.push(id);
    return `${link} <span class="plain">(${esc(t.plain.replace(/\.$/, ''))})</span>`;
  }

  /** Only the link (for a table cell or a heading), counting as a use. */
  link(id: TermId, shown?: string): string {
    if (!this.used.includes(id)) this.used.push(id);
    return `<a class="term" href="#g-${id}">${esc(shown ?? GLOSSARY[id].term)}</a>`;
  }

  get ids(): readonly TermId[] {
    return this.used;
  }

  /** The page's glossary, folded: each term used, in its sentence. */
  section(): string {
    const items = this.used.map((id) => `<dt id="g-${id}">${esc(GLOSSARY[id].term)}</dt><dd>${esc(GLOSSARY[id].plain)}</dd>`).join('');
    return `<details id="glossary"><summary><h2>Words used here</h2></summary><dl>${items}</dl>` +
      `<p class="explain">The same words, with the methods and their sources, are in the lab’s guide: <a href="${DOCS_GLOSSARY}">docs/lab.md, Glossary</a>.</p></details>`;
  }
}

// ---------------------------------------------------------------------------------------------
// The game's words.

/** A key the game gives no words for, made readable: `fogDecline` → "fog decline". */
export function humanize(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();
}

/** A move's words from the game's catalogue (`catalogue.moves`): "cycle card=war" → "Cycle a card (swap it for a new one): War". */
export function moveWords(label: string, moves: Readonly<Record<string, string>> = {}): string {
  const [kind, part] = label.split(' ');
  const kindWords = moves[kind] ?? humanize(kind);
  if (!part) return kindWords;
  const value = part.slice(part.indexOf('=') + 1);
  return `${kindWords}: ${moves[part] ?? moves[value] ?? humanize(value)}`;
}

/**
 * A game's help text without bare rule IDs in brackets: "(RF-R28, RF-D23)" names rules a designer
 * cannot read here; the sentence before already says what the rule does.
 */
export function withoutRuleIds(text: string): string {
  return text.replace(/\s*\((?:[A-Z]{2}-[A-Z]\d+(?:\.\.[A-Z]{2}-[A-Z]\d+)?(?:,\s*)?)+\)/g, '');
}
