/**
 * The debrief, for a projector (1920×1080 first, a phone too): every table's result side by side with
 * the game's chart (`catalogue.debrief.chart`, grouped bars per seat, each with the same figures as a
 * table), then the questions one at a time, replays, the CSV export and the printable summary.
 */
import { useCallback, useEffect, useState } from 'react';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Title, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { AnyGame } from '../engine-bundle.ts';
import { isLang, type CatalogueText, type Lang } from '../../engine/index.ts';
import { navigate } from '../router.ts';
import { useT } from '../i18n/index.ts';
import { fixedT } from '../i18n/fixed.ts';
import { seatName } from '../seat-names.ts';
import { humanize } from '../table/EndScreen.tsx';
import { SEAT_COLOURS, seatMark } from '../table/log.ts';
import { loadFacilitatorToken, workshopApi, type Results, type TableResult } from './api.ts';
import { DeleteWorkshop } from './DeleteWorkshop.tsx';
import { debriefQuestions, figureValue, useBoardModule, useGame } from './games.ts';
import { Questions } from './Questions.tsx';
import { classCsv, standingColumns, tableHeadline } from './standing.ts';
import { ClassTotals } from './class-tools.tsx';
import type { TFunction } from './TableCard.tsx';

ChartJS.register(CategoryScale, LinearScale, BarElement, Title, Tooltip, Legend);

/**
 * The class's CSV in the reader's language (standing.ts `classCsv`), from results fetched afresh with the
 * facilitator token, handed to the browser as a download.
 */
export async function downloadCsv(code: string, token: string, catalogue: CatalogueText | undefined, t: TFunction, lang: Lang): Promise<void> {
  const results = await workshopApi.results(code, token);
  const blob = new Blob([classCsv(results, catalogue, t, lang)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `workshop-${code}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A seat's name as the debrief shows it: as every table names it (seat-names.ts), in the current language. */
export function resultName(_t: TFunction, table: TableResult, seat: number): string {
  return seatName(fixedT('common'), seat, table.kinds[seat] === 'bot' ? { kind: 'bot' } : { kind: 'human', name: table.names[seat] });
}

export function outcomeHeadline(t: TFunction, table: TableResult, lang: Lang = 'en'): string {
  return tableHeadline(t, table, lang, (seats) => seats.map((w) => resultName(t, table, w)).join(', '));
}

/** The chart's figures: the game's, those that are numbers (a yes/no is not drawn on a count's axis; the table shows it). */
export function chartFigures(game: AnyGame | null, table: TableResult): string[] {
  const o = table.outcome;
  return (game?.catalogue?.debrief?.chart.figures ?? []).filter((f) => o?.stats.some((s) => typeof s[f] === 'number') ?? false);
}

export function figureLabel(game: AnyGame | null, key: string): string {
  return game?.catalogue?.figures?.[key]?.label ?? humanize(key);
}

export default function DebriefPage({ code }: { code: string }) {
  const { t } = useT('workshop');
  const [token] = useState(() => loadFacilitatorToken(code));
  const [results, setResults] = useState<Results | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    if (!token) return;
    workshopApi.results(code, token).then(setResults, (err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  }, [code, token]);
  useEffect(load, [load]);
  if (!token) return <section className="panel workshop"><p role="alert" className="error">{t('host.noKey', { code })}</p></section>;
  if (error) return <section className="panel workshop"><p role="alert" className="error">{t('debrief.loadError', { error })}</p><button type="button" onClick={load}>{t('debrief.retry')}</button></section>;
  if (!results) return <p role="status">{t('debrief.loading')}</p>;
  return <DebriefView code={code} token={token} results={results} />;
}

export function DebriefView({ code, token, results }: { code: string; token: string; results: Results }) {
  const { t, i18n } = useT('workshop');
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'en';
  const game = useGame(results.workshop.game);
  const board = useBoardModule(results.workshop.game);
  const questions = debriefQuestions(game, board, results.tables.map((x) => x.finalView));
  const [csvError, setCsvError] = useState<string | null>(null);
  const [csvBusy, setCsvBusy] = useState(false);
  const exportCsv = async () => {
    setCsvBusy(true);
    setCsvError(null);
    try {
      await downloadCsv(code, token, game?.catalogue, t, lang);
    } catch (err) {
      setCsvError(t('debrief.csvError', { error: err instanceof Error ? err.message : String(err) }));
    } finally {
      setCsvBusy(false);
    }
  };
  return (
    <div className="workshop ws-debrief">
      <header className="ws-host-head">
        <h1>{t('debrief.title', { title: results.workshop.title, code })}</h1>
        <div className="button-row">
          <button type="button" onClick={() => void exportCsv()} disabled={csvBusy} data-testid="ws-export">{t('debrief.export')}</button>
          <a className="ws-button-link" href={`/workshop/${code}/print`} onClick={(e) => { e.preventDefault(); navigate(`/workshop/${code}/print`); }}>{t('debrief.print')}</a>
          <a className="ws-button-link" href={`/workshop/${code}/host`} onClick={(e) => { e.preventDefault(); navigate(`/workshop/${code}/host`); }}>{t('debrief.back')}</a>
        </div>
        {csvError && <p role="alert" className="error">{csvError}</p>}
      </header>
      <ClassTotals totals={results.totals} game={game} provisional={results.tables.some((x) => x.provisional)} />
      <section aria-labelledby="ws-results-title">
        <h2 id="ws-results-title">{t('debrief.results')}</h2>
        {game?.catalogue?.debrief && <p className="muted">{game.catalogue.debrief.chart.title}</p>}
        <div className="ws-results">
          {results.tables.map((table) => <ResultCard key={table.index} table={table} game={game} />)}
        </div>
      </section>
      <section className="panel ws-questions-panel" aria-labelledby="ws-questions-title">
        <h2 id="ws-questions-title">{t('questions.title')}</h2>
        <Questions questions={questions} />
      </section>
      <DeleteWorkshop code={code} token={token} />
    </div>
  );
}

function ResultCard({ table, game }: { table: TableResult; game: AnyGame | null }) {
  const { t, i18n } = useT('workshop');
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'en';
  const n = table.index + 1;
  const figures = chartFigures(game, table);
  const shownFigures = game?.catalogue?.debrief?.chart.figures;
  const columns = standingColumns(table, game?.catalogue, t, lang, shownFigures && shownFigures.length > 0 ? shownFigures : undefined);
  const outcome = table.outcome;
  const seats = table.names.map((_, i) => i);
  const tableId = `ws-figures-${table.index}`;
  const [viewer, setViewer] = useState('spectator');
  const replay = table.room ? `/replay/room/${table.room}${viewer === 'spectator' ? '' : `?as=${viewer}`}` : null;
  return (
    <article className="panel ws-result-card" aria-labelledby={`ws-result-${table.index}`} data-testid={`ws-result-${table.index}`}>
      <h3 id={`ws-result-${table.index}`}>{t('dash.tableN', { n })}</h3>
      <p className={`ws-headline${table.provisional ? ' ws-provisional' : ''}`} data-testid={`ws-headline-${table.index}`}>{outcomeHeadline(t, table, lang)}</p>
      {outcome && figures.length > 0 && (
        <div className="ws-chart">
          <Bar
            role="img"
            aria-label={t('debrief.chartLabel', { title: game?.catalogue?.debrief?.chart.title ?? '', n })}
            aria-describedby={tableId}
            data={{
              labels: figures.map((f) => figureLabel(game, f)),
              datasets: seats.map((s) => ({
                label: `${seatMark(s).symbol} ${resultName(t, table, s)}`,
                data: figures.map((f) => figureValue(outcome.stats[s]?.[f])),
                backgroundColor: SEAT_COLOURS[s % SEAT_COLOURS.length],
                borderColor: '#1f2a30',
                borderWidth: 1,
              })),
            }}
            options={{
              responsive: true,
              maintainAspectRatio: false,
              animation: false,
              plugins: { legend: { position: 'bottom', labels: { font: { size: 14 }, color: '#1f2a30' } }, title: { display: false } },
              scales: { x: { ticks: { font: { size: 14 }, color: '#1f2a30' } }, y: { beginAtZero: true, ticks: { font: { size: 14 }, color: '#1f2a30', precision: 0 } } },
            }}
          />
        </div>
      )}
      {outcome && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('debrief.figuresOf', { n })}>
          <table className="results ws-figures" id={tableId}>
            <caption>{figures.length > 0 ? t('debrief.chartTable', { n }) : t('debrief.figuresOf', { n })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dash.player')}</th>
                {columns.map((c) => <th scope="col" key={c.key} title={c.help || undefined}>{c.label}</th>)}
              </tr>
            </thead>
            <tbody>
              {seats.map((s) => {
                const mark = seatMark(s);
                return (
                  <tr key={s} className={outcome.winners.includes(s) ? 'winner' : undefined}>
                    <th scope="row">
                      <span className="ws-who"><span className="seat-mark" style={{ color: mark.colour }} aria-hidden="true">{mark.symbol}</span> {resultName(t, table, s)}</span>
                      {outcome.winners.includes(s) && <span className="badge">{t('debrief.winner')}</span>}
                    </th>
                    {columns.map((c) => <td key={c.key}>{c.value(s) || '—'}</td>)}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted">{t('dash.moves', { count: table.moves })}</p>
      {replay && (
        <div className="ws-replay inline-form">
          <label>
            {t('debrief.replayAs')}{' '}
            <select value={viewer} onChange={(e) => setViewer(e.target.value)}>
              <option value="spectator">{t('watch.public')}</option>
              {seats.map((s) => <option key={s} value={String(s)}>{t('watch.seatView', { name: resultName(t, table, s) })}</option>)}
            </select>
          </label>
          <a href={replay} onClick={(e) => { e.preventDefault(); navigate(replay); }} data-testid={`ws-replay-${table.index}`}>{t('debrief.replay', { n })}</a>
        </div>
      )}
    </article>
  );
}
