/**
 * The balance lab in the browser (docs/lab.md, In the browser): choose a game, seats, bots and content,
 * play a batch in Web Workers with the CLI's own runner, watch it, stop it, and read and download the
 * same report `crossings lab report` writes.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { botNameOf } from '../../bots/index.ts';
import type { BatchSpec } from '../../lab/batch.ts';
import { buildReport, type LabReport } from '../../lab/report/aggregate-report.ts';
import { renderReportHtml } from '../../lab/report/html-page.ts';
import { getGame, listGames, type AnyGame } from '../engine-bundle.ts';
import { localGame } from '../i18n/games.ts';
import { useT } from '../i18n/index.ts';
import { navigate } from '../router.ts';
import { checkBots, checkContent, defaultContentText, type ContentCheck } from './content.ts';
import { ContentEditor, type ContentChoice } from './ContentEditor.tsx';
import { downloadText } from './download.ts';
import { BOT_PRESETS, LabSetup, readSetup, type SetupFields } from './LabSetup.tsx';
import { RunProgress } from './RunProgress.tsx';
// The report in the page's frame loads its two scripts from this server: a srcdoc frame inherits the
// page's Content Security Policy (script-src 'self', src/server/http/security.ts), which forbids inline
// scripts. The downloaded file has them inline, so it opens offline. Chart.js's package does not export
// its UMD file, so it is imported by path; `no-inline` keeps Vite from making the small drawing script
// a data: URL, which that policy also forbids.
import chartJsUrl from '../../../node_modules/chart.js/dist/chart.umd.js?url';
import drawUrl from './report-draw.js?url&no-inline';
import { defaultLabWorkers, runLabBatch, spawnLabWorker } from './run-batch.ts';
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

/** The self-contained report file: the Chart.js bundle (about 200 KB) is fetched only for it. */
async function downloadReport(gameId: string, report: LabReport): Promise<void> {
  const { default: chartJs } = await import('../../../node_modules/chart.js/dist/chart.umd.js?raw');
  downloadText(`${gameId}-report.html`, renderReportHtml(report, { chartJs }), 'text/html');
}

/** Grows the frame to the report's height, so the page scrolls once rather than a box inside it (phones). */
function fitToReport(frame: HTMLIFrameElement): void {
  const doc = frame.contentDocument;
  const view = frame.contentWindow as (Window & typeof globalThis) | null;
  if (!doc || !view || typeof view.ResizeObserver === 'undefined') return;
  const fit = () => {
    frame.style.height = `${doc.documentElement.scrollHeight}px`;
  };
  fit();
  new view.ResizeObserver(fit).observe(doc.body);
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number; started: number; stopping: boolean }
  | { kind: 'done'; report: LabReport; shown: string }
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
  const [content, setContent] = useState<ContentChoice>({ mode: 'default', text: defaultText, name: null });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const workers = defaultLabWorkers(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency);

  // Another game: its own seat range and default content.
  useEffect(() => {
    setFields((f) => ({ ...f, players: defaultPlayers(game) }));
    setContent({ mode: 'default', text: defaultText, name: null });
    setPhase({ kind: 'idle' });
  }, [game, defaultText]);
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

  const run = async () => {
    if (!ready || check.status !== 'ok' || running) return;
    const ac = new AbortController();
    controller.current = ac;
    const started = performance.now();
    const total = setup.games;
    setPhase({ kind: 'running', done: 0, total, started, stopping: false });
    const spec: BatchSpec = {
      gameId: game.id, players: fields.players, bots: bots.bots, seed: setup.seed, options: {},
      content: content.mode === 'custom' ? check.content : undefined,
      keepRecords: false, trace: fields.estimates ? 'estimates' : 'moves',
    };
    // Progress is drawn at most every 100 ms: fast games would otherwise re-render the page thousands of times.
    let shownAt = 0;
    try {
      const result = await runLabBatch({
        spec, games: total, workers, spawn: spawnLabWorker, signal: ac.signal,
        onProgress: (done) => {
          const now = performance.now();
          if (done < total && now - shownAt < 100) return;
          shownAt = now;
          setPhase((p) => (p.kind === 'running' ? { ...p, done } : p));
        },
      });
      if (result.summaries.length === 0) return setPhase({ kind: 'empty' });
      const report = buildReport(game, {
        players: fields.players, seed: setup.seed, bots: bots.bots.map(botNameOf), options: {},
        content: content.mode === 'custom' ? content.name ?? t('content.editedName') : null,
        planned: total, seconds: (performance.now() - started) / 1000, workers: Math.min(workers, total),
        estimates: fields.estimates && typeof game.evaluate === 'function',
      }, result.summaries);
      const scripts = { chartJsUrl: new URL(chartJsUrl, location.href).href, drawUrl: new URL(drawUrl, location.href).href };
      setPhase({ kind: 'done', report, shown: renderReportHtml(report, scripts) });
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
          void run();
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
        <fieldset className="lab-content-wrap" disabled={running}>
          <ContentEditor gameId={game.id} choice={content} check={check} defaultText={defaultText} onChange={setContent} />
        </fieldset>
        <div className="button-row lab-run">
          <button type="submit" className="primary" disabled={!ready || running} aria-describedby={ready ? undefined : `${headingId}-blocked`}>
            {t('run.start', { games: new Intl.NumberFormat(i18n.language).format(setup.games || 0) })}
          </button>
          <span className="muted">{t('run.workers', { count: workers })}</span>
        </div>
        {!ready && <p id={`${headingId}-blocked`} className="lab-blocked"><span aria-hidden="true">✗ </span>{t('run.blocked')}</p>}
      </form>
      {phase.kind === 'running' && <RunProgress done={phase.done} total={phase.total} started={phase.started} stopping={phase.stopping} onStop={stop} />}
      {phase.kind === 'failed' && <p role="alert" className="panel lab-failed">{t('run.failed', { error: phase.error })}</p>}
      {phase.kind === 'empty' && <p role="alert" className="panel lab-failed">{t('run.noGames')}</p>}
      {phase.kind === 'done' && (
        <section className="panel lab-report" aria-labelledby={`${headingId}-report`}>
          <h2 id={`${headingId}-report`} ref={reportHeading} tabIndex={-1}>{t('report.title')}</h2>
          <p>{t('report.summary', { games: new Intl.NumberFormat(i18n.language).format(phase.report.run.games), title, seconds: phase.report.run.seconds.toFixed(1) })}</p>
          {phase.report.run.partial && (
            <p className="notice" role="status">{t('run.stopped', { done: phase.report.run.games, total: phase.report.run.planned })}</p>
          )}
          <div className="button-row">
            <button type="button" className="primary" onClick={() => void downloadReport(game.id, phase.report)}>{t('report.downloadHtml')}</button>
            <button type="button" onClick={() => downloadText(`${game.id}-report.json`, `${JSON.stringify(phase.report, null, 2)}\n`, 'application/json')}>{t('report.downloadJson')}</button>
          </div>
          {/*
            * The frame keeps this page's origin (allow-same-origin) only because the server's
            * Cross-Origin-Resource-Policy (same-origin) refuses its scripts to an opaque origin. What
            * may run in it is still limited by the inherited CSP: only scripts served from /assets,
            * no inline script or handler, so text from a content file can never become code.
            * Forms, pop-ups and navigating this page stay off.
            */}
          <iframe className="lab-frame" title={t('report.frame', { title })} sandbox="allow-scripts allow-same-origin" srcDoc={phase.shown} onLoad={(e) => fitToReport(e.currentTarget)} />
        </section>
      )}
    </div>
  );
}
