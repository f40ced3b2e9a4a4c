/**
 * The balance lab in the browser (docs/lab.md, In the browser): choose a game, seats, bots, rule
 * variants and content (edited as cards or as JSON), play a batch in Web Workers with the CLI's own
 * runner, watch it, stop it, and read and download the same report `crossings lab report` writes — or
 * the same comparison `--against` writes, of this content and these rules with the game's defaults.
 */
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Trans } from 'react-i18next';
import { botNameOf } from '../../bots/index.ts';
import type { MatchRecord } from '../../engine/index.ts';
import type { BatchSpec } from '../../lab/batch.ts';
import type { Comparison } from '../../lab/compare/compare.ts';
import { renderComparisonHtml } from '../../lab/compare/compare-html.ts';
import { buildReport, type LabReport } from '../../lab/report/aggregate-report.ts';
import { renderReportHtml } from '../../lab/report/html-page.ts';
import { getGame, listGames, type AnyGame } from '../engine-bundle.ts';
import { localGame } from '../i18n/games.ts';
import { useT } from '../i18n/index.ts';
import { navigate } from '../router.ts';
import { checkBots, checkContent, defaultContentText, type ContentCheck } from './content.ts';
import { compareInBrowser } from './compare-run.ts';
import { ContentEditor } from './ContentEditor.tsx';
import { downloadText } from './download.ts';
import { BOT_PRESETS, LabSetup, readSetup, type SetupFields } from './LabSetup.tsx';
import { ReportFrame } from './ReportFrame.tsx';
import { RunProgress } from './RunProgress.tsx';
import { compareRecordsFile, recordsFile } from './records.ts';
import { defaultLabWorkers, runLabBatch, spawnLabWorker } from './run-batch.ts';
import { useContentChoice } from './saved-content.ts';
import { VariantChoice, variantOptions } from './VariantChoice.tsx';
import './texts.ts';

/** The CLI's default seat count: four within the game's range (src/cli/common.ts defaultPlayers). */
const defaultPlayers = (g: AnyGame) => Math.min(g.maxPlayers, Math.max(g.minPlayers, 4));

function findGame(id: string | undefined): AnyGame | null {
  if (!id) return null;
  try {
    return getGame(id);
  } catch {
    return null;
  }
}

/**
 * The self-contained files: the Chart.js bundle (about 200 KB) is fetched only for them. Chart.js's
 * package does not export its UMD file, so it is imported by path.
 */
async function downloadHtml(name: string, render: (chartJs: string) => string): Promise<void> {
  const { default: chartJs } = await import('../../../node_modules/chart.js/dist/chart.umd.js?raw');
  downloadText(name, render(chartJs), 'text/html');
}

/** A finished run: a balance report, or a comparison with the defaults, with each game's match record. */
type Result =
  | { kind: 'report'; report: LabReport; shown: string; records: MatchRecord[] }
  | { kind: 'compare'; comparison: Comparison; shown: string; records: { a: MatchRecord[]; b: MatchRecord[] } };

type Phase =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number; started: number; stopping: boolean }
  | { kind: 'done'; result: Result }
  | { kind: 'failed'; error: string }
  | { kind: 'empty' };

export default function LabPage({ game: gameParam }: { game?: string }) {
  const { t, i18n } = useT('lab');
  const headingId = useId();
  const games = useMemo(() => listGames(), []);
  const requested = findGame(gameParam);
  const game = requested ?? games.find((g) => g.id === 'refugee') ?? games[0];
  const defaultText = useMemo(() => defaultContentText(game), [game]);
  const [fields, setFields] = useState<SetupFields>(() => ({ players: defaultPlayers(game), preset: 'mixed', bots: BOT_PRESETS.mixed, games: '200', seed: '1', estimates: true }));
  const saved = useContentChoice(game, defaultText);
  const content = saved.choice;
  const setContent = saved.set;
  const [variants, setVariants] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const workers = defaultLabWorkers(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency);

  // Another game: its own seat range and default content.
  useEffect(() => {
    setFields((f) => ({ ...f, players: defaultPlayers(game) }));
    setVariants([]);
    setPhase({ kind: 'idle' });
  }, [game]);
  // Leaving the page stops the workers.
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (phase.kind === 'done') reportHeading.current?.focus();
  }, [phase.kind]);

  const setup = readSetup(fields, t);
  const bots = checkBots(fields.bots);
  const check: ContentCheck = useMemo(() => (content.mode === 'custom' ? checkContent(game, content.text) : { status: 'ok', content: undefined }), [game, content]);
  const ready = setup.problems.length === 0 && bots.problems.length === 0 && check.status === 'ok';
  const running = phase.kind === 'running';
  const title = localGame(game, i18n.language).title;
  const options = variantOptions(variants);
  const custom = content.mode === 'custom';
  // The comparison's B side is this content with these rules; with neither changed it would be A itself.
  const sameAsDefault = (!custom || content.text === defaultText) && variants.length === 0;
  const contentName = custom ? content.name ?? t('content.editedName') : null;

  const start = async (what: 'report' | 'compare') => {
    if (!ready || check.status !== 'ok' || running || (what === 'compare' && sameAsDefault)) return;
    const ac = new AbortController();
    controller.current = ac;
    const started = performance.now();
    const games = setup.games;
    const total = what === 'compare' ? 2 * games : games;
    setPhase({ kind: 'running', done: 0, total, started, stopping: false });
    const spec: BatchSpec = {
      gameId: game.id, players: fields.players, bots: bots.bots, seed: setup.seed, options,
      content: custom ? check.content : undefined,
      // Every game's record is kept for "Download the games" (1–2 KB a game).
      keepRecords: true, trace: fields.estimates ? 'estimates' : 'moves',
    };
    // Progress is drawn at most every 100 ms: fast games would otherwise re-render the page thousands of times.
    let shownAt = 0;
    const onProgress = (done: number) => {
      const now = performance.now();
      if (done < total && now - shownAt < 100) return;
      shownAt = now;
      setPhase((p) => (p.kind === 'running' ? { ...p, done } : p));
    };
    try {
      if (what === 'compare') {
        let records: { a: MatchRecord[]; b: MatchRecord[] } = { a: [], b: [] };
        const comparison = await compareInBrowser({
          game, spec, games, workers, estimates: fields.estimates, spawn: spawnLabWorker, signal: ac.signal, onProgress,
          a: { content: undefined, file: null, options: {} },
          b: { content: spec.content, file: contentName, options },
          onRecords: (r) => { records = r; },
        });
        if (!comparison) return setPhase({ kind: 'empty' });
        return setPhase({ kind: 'done', result: { kind: 'compare', comparison, shown: renderComparisonHtml(comparison, ''), records } });
      }
      const result = await runLabBatch({ spec, games, workers, spawn: spawnLabWorker, signal: ac.signal, onProgress });
      if (result.summaries.length === 0) return setPhase({ kind: 'empty' });
      const report = buildReport(game, {
        players: fields.players, seed: setup.seed, bots: bots.bots.map(botNameOf), options,
        content: contentName,
        planned: games, seconds: (performance.now() - started) / 1000, workers: Math.min(workers, games),
        estimates: fields.estimates && typeof game.evaluate === 'function',
      }, result.summaries);
      // The frame shows the page without its scripts (ReportFrame draws the charts), so none is named here.
      setPhase({ kind: 'done', result: { kind: 'report', report, shown: renderReportHtml(report, { chartJs: '' }), records: result.records } });
    } catch (err) {
      setPhase({ kind: 'failed', error: err instanceof Error ? err.message : String(err) });
    } finally {
      if (controller.current === ac) controller.current = null;
    }
  };
  const stop = () => {
    controller.current?.abort();
    setPhase((p) => (p.kind === 'running' ? { ...p, stopping: true } : p));
  };

  return (
    <div className="lab">
      <section className="panel" aria-labelledby={headingId}>
        <h1 id={headingId}>{t('title')}</h1>
        <p className="lab-intro"><Trans t={t} i18nKey="intro" components={{ code: <code /> }} /></p>
        {gameParam && !requested && <p role="alert" className="error">{t('unknownGame', { game: gameParam })}</p>}
      </section>
      <form
        className="panel lab-form"
        aria-label={t('setup.title')}
        onSubmit={(e) => {
          e.preventDefault();
          void start('report');
        }}
      >
        <fieldset className="lab-setup" disabled={running}>
          <legend>{t('setup.title')}</legend>
          <div className="lab-field">
            <label htmlFor={`${headingId}-game`}>{t('setup.game')}</label>
            <select id={`${headingId}-game`} value={game.id} onChange={(e) => navigate(`/lab/${e.target.value}`)}>
              {games.map((g) => <option key={g.id} value={g.id}>{localGame(g, i18n.language).title}</option>)}
            </select>
          </div>
          <LabSetup game={game} fields={fields} onChange={setFields} problems={setup.fieldProblems} botProblems={bots.problems} />
        </fieldset>
        <fieldset className="lab-variants-wrap" disabled={running}>
          <legend>{t('variants.title')}</legend>
          <VariantChoice game={game} on={variants} onChange={setVariants} />
        </fieldset>
        <fieldset className="lab-content-wrap" disabled={running}>
          <ContentEditor game={game} choice={content} check={check} defaultText={defaultText} onChange={setContent} restored={saved.restored} unsaved={saved.unsaved} />
        </fieldset>
        <div className="button-row lab-run">
          <button type="submit" className="primary" disabled={!ready || running} aria-describedby={ready ? undefined : `${headingId}-blocked`}>
            {t('run.start', { games: new Intl.NumberFormat(i18n.language).format(setup.games || 0) })}
          </button>
          <button type="button" disabled={!ready || running || sameAsDefault} aria-describedby={sameAsDefault ? `${headingId}-same` : undefined} onClick={() => void start('compare')}>
            {t('compare.start')}
          </button>
          <span className="muted">{t('run.workers', { count: workers })}</span>
        </div>
        {sameAsDefault && <p id={`${headingId}-same`} className="muted">{t('compare.nothing')}</p>}
        {!ready && <p id={`${headingId}-blocked`} className="lab-blocked"><span aria-hidden="true">✗ </span>{t('run.blocked')}</p>}
      </form>
      {phase.kind === 'running' && <RunProgress done={phase.done} total={phase.total} started={phase.started} stopping={phase.stopping} onStop={stop} />}
      {phase.kind === 'failed' && <p role="alert" className="panel lab-failed">{t('run.failed', { error: phase.error })}</p>}
      {phase.kind === 'empty' && <p role="alert" className="panel lab-failed">{t('run.noGames')}</p>}
      {phase.kind === 'done' && <ResultPanel id={`${headingId}-report`} heading={reportHeading} gameId={game.id} title={title} result={phase.result} />}
    </div>
  );
}

function ResultPanel({ id, heading, gameId, title, result }: { id: string; heading: RefObject<HTMLHeadingElement | null>; gameId: string; title: string; result: Result }) {
  const { t, i18n } = useT('lab');
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  if (result.kind === 'compare') {
    const c = result.comparison;
    return (
      <section className="panel lab-report" aria-labelledby={id}>
        <h2 id={id} ref={heading} tabIndex={-1}>{t('compare.title')}</h2>
        <p>{t('compare.summary', { games: number(c.pairs), title, a: c.a.name, b: c.b.name })}</p>
        {c.partial && <p className="notice" role="status">{t('run.stopped', { done: c.pairs, total: c.planned })}</p>}
        <div className="button-row">
          <button type="button" className="primary" onClick={() => void downloadHtml(`${gameId}-compare.html`, (js) => renderComparisonHtml(c, js))}>{t('report.downloadHtml')}</button>
          <button type="button" onClick={() => downloadText(`${gameId}-compare.json`, `${JSON.stringify(c, null, 2)}\n`, 'application/json')}>{t('report.downloadJson')}</button>
          <button type="button" aria-describedby={`${id}-records`} onClick={() => downloadText(`${gameId}-compare-records.json`, compareRecordsFile({ name: c.a.name, records: result.records.a }, { name: c.b.name, records: result.records.b }), 'application/json')}>{t('report.downloadRecords')}</button>
        </div>
        <p id={`${id}-records`} className="muted">{t('report.recordsHintCompare')}</p>
        <ReportFrame html={result.shown} title={t('compare.frame', { title })} />
      </section>
    );
  }
  const report = result.report;
  return (
    <section className="panel lab-report" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>{t('report.title')}</h2>
      <p>{t('report.summary', { games: number(report.run.games), title, seconds: report.run.seconds.toFixed(1) })}</p>
      {report.run.partial && <p className="notice" role="status">{t('run.stopped', { done: report.run.games, total: report.run.planned })}</p>}
      <div className="button-row">
        <button type="button" className="primary" onClick={() => void downloadHtml(`${gameId}-report.html`, (chartJs) => renderReportHtml(report, { chartJs }))}>{t('report.downloadHtml')}</button>
        <button type="button" onClick={() => downloadText(`${gameId}-report.json`, `${JSON.stringify(report, null, 2)}\n`, 'application/json')}>{t('report.downloadJson')}</button>
        <button type="button" aria-describedby={`${id}-records`} onClick={() => downloadText(`${gameId}-seed${report.run.seed}-records.json`, recordsFile(result.records), 'application/json')}>{t('report.downloadRecords')}</button>
      </div>
      <p id={`${id}-records`} className="muted">{t('report.recordsHint')}</p>
      <ReportFrame html={result.shown} title={t('report.frame', { title })} />
    </section>
  );
}
