/**
 * The end of the game in plain words: who won and why (the game's own explanation when its board
 * gives one), then the results with every column named and explained in the game's terms. It comes
 * into view when the game ends.
 */
import { useEffect, useRef } from 'react';
import type { CatalogueText, FigureText, Lang, Outcome } from '../../engine/index.ts';
import type { OutcomeWords } from '../boards/types.ts';
import { useT } from '../i18n/index.ts';
import { fixedT, type Translate } from '../i18n/fixed.ts';
import { seatMark } from './log.ts';
import './texts.ts';

export interface EndScreenProps {
  outcome: Outcome;
  names: string[];
  /** The final view (for the game's explanation). */
  view?: unknown;
  words?: OutcomeWords;
  catalogue?: CatalogueText;
  onPlayAgain?: () => void;
  playAgainLabel?: string;
  onReplay?: () => void;
  /** Bring the end screen into view and focus its heading when it appears (not in a replay's scrubbing). */
  announce?: boolean;
  /** The reader's language, for the game's own explanation and questions (the outcome's reason is already in it). */
  lang?: Lang;
}

interface Column extends FigureText {
  key: string;
  value(seat: number): string;
}

/**
 * The results table's columns: the game's figures in its order with its words, or every stat key
 * humanized for a game that says nothing. The score column is left out when the game says its
 * figures already show it, so nothing is said twice.
 */
export function resultColumns(outcome: Outcome, catalogue?: CatalogueText, t: Translate = fixedT('table')): Column[] {
  const present = new Set(outcome.stats.flatMap((s) => Object.keys(s)));
  const figures = catalogue?.figures;
  const stat = (key: string) => (seat: number) => formatStat(outcome.stats[seat]?.[key], t);
  const cols: Column[] = [];
  const score = catalogue?.score === undefined ? { label: t('endScreen.score'), help: '' } : catalogue.score;
  if (score) cols.push({ key: 'score', ...score, value: (seat) => String(outcome.scores[seat]) });
  if (figures) {
    for (const [key, text] of Object.entries(figures)) if (present.has(key)) cols.push({ key, ...text, value: stat(key) });
  } else {
    for (const key of present) cols.push({ key, label: humanize(key), help: '', value: stat(key) });
  }
  return cols;
}

/** "Alone at the top" — or, when nobody won and everyone shares one rank, no rank column at all. */
export function showsRanks(outcome: Outcome): boolean {
  return outcome.winners.length > 0 || new Set(outcome.ranks).size > 1;
}

export function EndScreen({ outcome, names, view, words, catalogue, onPlayAgain, playAgainLabel, onReplay, announce = true, lang = 'en' }: EndScreenProps) {
  const { t } = useT('table');
  const box = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!announce) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    box.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [announce]);
  const order = outcome.scores.map((_, i) => i).sort((a, b) => outcome.ranks[a] - outcome.ranks[b] || a - b);
  const columns = resultColumns(outcome, catalogue, t);
  const ranks = showsRanks(outcome);
  // A tie reads as a tie: who shares first place, or who shares the win.
  const top = order.filter((s) => outcome.ranks[s] === 1);
  const join = (seats: number[]) => seats.map((w) => names[w]).join(t('endScreen.winnersJoin'));
  const headline = outcome.tie
    ? outcome.winners.length > 1 ? t('endScreen.tieWin', { names: join(outcome.winners) })
      : top.length > 1 ? t('endScreen.tieTop', { names: join(top) }) : t('endScreen.tie')
    : outcome.winners.length ? t('endScreen.wins', { names: outcome.winners.map((w) => names[w]).join(t('endScreen.winnersJoin')), count: outcome.winners.length })
      : t('endScreen.nobody');
  const explanation = words ? words.explain(outcome, view, names, lang) : [];
  const questions = words?.questions?.(view, lang) ?? [];
  const helped = columns.filter((c) => c.help);
  // The rules in play, for a game with rule variants (src/engine/variants.ts): its view lists those on.
  const inPlay = (view as { variants?: unknown } | undefined)?.variants;
  const ruleVariants = Array.isArray(inPlay) ? (catalogue?.variants ?? []).filter((v) => inPlay.includes(v.option)) : null;
  return (
    <section className="end-screen panel" aria-labelledby="end-title" ref={box} data-testid="end-screen">
      <h2 id="end-title" tabIndex={-1} ref={heading}>{t('endScreen.title')}</h2>
      <p className="end-headline">{headline}</p>
      {ruleVariants && (
        <p className="muted" data-testid="end-rules">
          {ruleVariants.length ? t('endScreen.rulesWith', { variants: ruleVariants.map((v) => v.label).join(t('endScreen.winnersJoin')) }) : t('endScreen.rules')}
        </p>
      )}
      {explanation.length > 0 ? (
        <div className="end-explain">{explanation.map((line, i) => <p key={i}>{line}</p>)}</div>
      ) : (
        <p className="muted">{t('endScreen.reason', { reason: outcome.reason })}</p>
      )}
      {/* Focusable, so a keyboard can scroll the results sideways on a narrow screen. */}
      {questions.length > 0 && (
        <section className="end-questions" aria-labelledby="end-questions-title">
          <h3 id="end-questions-title">{t('endScreen.questions')}</h3>
          <ol>{questions.map((q, i) => <li key={i}>{q}</li>)}</ol>
        </section>
      )}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('endScreen.results')}>
        <table className="results">
          <caption className="sr-only">{t('endScreen.results')}</caption>
          <thead>
            <tr>
              {ranks && <th scope="col">{t('endScreen.place')}</th>}
              <th scope="col">{t('endScreen.player')}</th>
              {columns.map((c) => (
                <th scope="col" key={c.key}>{c.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.map((seat) => {
              const mark = seatMark(seat);
              return (
                <tr key={seat} className={outcome.winners.includes(seat) ? 'winner' : undefined}>
                  {ranks && <td className="rank">{t('endScreen.rank', { count: outcome.ranks[seat], ordinal: true })}</td>}
                  <th scope="row">
                    <span className="seat-mark" style={{ color: mark.colour }} aria-hidden="true">{mark.symbol}</span> {names[seat]}
                    {outcome.winners.includes(seat) && <span className="badge">{t('endScreen.winner')}</span>}
                  </th>
                  {columns.map((c) => (
                    <td key={c.key}>{c.value(seat)}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {helped.length > 0 && (
        <dl className="figure-help">
          {helped.map((c) => (
            <div key={c.key}>
              <dt>{c.label}</dt>
              <dd>{c.help}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="button-row">
        {onPlayAgain && <button type="button" className="primary" onClick={onPlayAgain}>{playAgainLabel ?? t('endScreen.playAgain')}</button>}
        {onReplay && <button type="button" onClick={onReplay}>{t('endScreen.replay')}</button>}
      </div>
    </section>
  );
}

export function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatStat(v: number | string | boolean | undefined, t: Translate): string {
  if (v === undefined) return '—';
  if (typeof v === 'boolean') return v ? t('endScreen.yes') : t('endScreen.no');
  return String(v);
}
