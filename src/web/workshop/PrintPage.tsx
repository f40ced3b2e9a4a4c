/** A printable summary: one page per table (names, outcome, figures), each with the debrief's questions. */
import { isLang, outcomeReason } from '../../engine/index.ts';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { navigate } from '../router.ts';
import { seatMark } from '../table/log.ts';
import { loadFacilitatorToken, workshopApi, type Results } from './api.ts';
import { outcomeHeadline, resultName } from './DebriefPage.tsx';
import { debriefQuestions, useBoardModule, useGame } from './games.ts';
import { standingColumns } from './standing.ts';

export default function PrintPage({ code }: { code: string }) {
  const { t, i18n } = useT('workshop');
  const [token] = useState(() => loadFacilitatorToken(code));
  const [results, setResults] = useState<Results | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    workshopApi.results(code, token).then(setResults, (err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  }, [code, token]);
  const game = useGame(results?.workshop.game);
  const board = useBoardModule(results?.workshop.game);
  if (!token) return <section className="panel workshop"><p role="alert" className="error">{t('host.noKey', { code })}</p></section>;
  if (error) return <section className="panel workshop"><p role="alert" className="error">{t('debrief.loadError', { error })}</p></section>;
  if (!results) return <p role="status">{t('debrief.loading')}</p>;
  const questions = debriefQuestions(game, board, results.tables.map((x) => x.finalView));
  return (
    <div className="workshop ws-print">
      <div className="ws-print-controls button-row">
        <button type="button" className="primary" onClick={() => window.print()}>{t('print.print')}</button>
        <button type="button" onClick={() => navigate(`/workshop/${code}/debrief`)}>{t('print.back')}</button>
      </div>
      {results.tables.map((table) => {
        const outcome = table.outcome;
        const lang = isLang(i18n.language) ? i18n.language : 'en';
        const columns = standingColumns(table, game?.catalogue, t, lang);
        return (
          <section key={table.index} className="ws-print-page" aria-labelledby={`ws-print-${table.index}`}>
            <h1 id={`ws-print-${table.index}`}>{t('print.heading', { title: results.workshop.title, code, n: table.index + 1 })}</h1>
            <p className="ws-headline">{outcomeHeadline(t, table, lang)}</p>
            {outcome?.reason && <p className="muted">{outcomeReason(outcome, isLang(i18n.language) ? i18n.language : 'en')}</p>}
            <table className="results">
              <caption className="sr-only">{t('debrief.figuresOf', { n: table.index + 1 })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dash.player')}</th>
                  {columns.map((c) => <th scope="col" key={c.key}>{c.label}</th>)}
                </tr>
              </thead>
              <tbody>
                {table.names.map((_, s) => (
                  <tr key={s}>
                    <th scope="row"><span aria-hidden="true">{seatMark(s).symbol} </span>{resultName(t, table, s)}{outcome?.winners.includes(s) ? ` (${t('debrief.winner')})` : ''}</th>
                    {columns.map((c) => <td key={c.key}>{c.value(s)}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="muted">{t('dash.moves', { count: table.moves })}</p>
            {questions.length > 0 && (
              <>
                <h2>{t('questions.title')}</h2>
                <ol className="ws-print-questions">{questions.map((q, i) => <li key={i}>{q}</li>)}</ol>
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
