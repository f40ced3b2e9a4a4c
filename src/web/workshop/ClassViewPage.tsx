/**
 * The class view, for the projector during play (docs/workshop.md, Web pages): the time left, the
 * class's totals in the game's words, and every table side by side — how far it has come, whose turn,
 * its players. Read-only; needs the facilitator key (it shows every table's progress).
 */
import { useState } from 'react';
import { isLang, textIn } from '../../engine/index.ts';
import { useT } from '../i18n/index.ts';
import { navigate } from '../router.ts';
import { loadFacilitatorToken } from './api.ts';
import { ClassTotals, TimeLeft, useTimeLeft } from './class-tools.tsx';
import { PAUSED_SIGN } from './signs.ts';
import { useGame } from './games.ts';
import { seatLabel, statusWords } from './TableCard.tsx';
import { useDashboard } from './useDashboard.ts';

export default function ClassViewPage({ code }: { code: string }) {
  const { t, i18n } = useT('workshop');
  const [token] = useState(() => loadFacilitatorToken(code));
  const { dash, error } = useDashboard(code, token);
  const game = useGame(dash?.workshop.game);
  const left = useTimeLeft(dash?.workshop.timer, dash?.now);
  if (!token) return <section className="panel workshop"><p role="alert" className="error">{t('host.noKey', { code })}</p></section>;
  if (!dash) return error ? <p role="alert" className="error">{t('host.loadError', { error })}</p> : <p role="status">{t('host.loading', { code })}</p>;
  const ws = dash.workshop;
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  return (
    <div className="workshop ws-class-view" data-testid="ws-class-view">
      <header className="ws-host-head">
        <h1>{t('classView.title', { title: game?.title ?? ws.title })}</h1>
        <TimeLeft ms={left} big />
        <a className="ws-button-link" href={`/workshop/${code}/host`} onClick={(e) => { e.preventDefault(); navigate(`/workshop/${code}/host`); }}>{t('classView.back')}</a>
      </header>
      {error && <p role="alert" className="error">{t('host.pollError', { error })}</p>}
      {ws.paused && ws.phase === 'playing' && <p className="ws-paused-banner" role="status"><span aria-hidden="true">{PAUSED_SIGN} </span><strong>{t('host.pausedTitle')}</strong></p>}
      <ClassTotals totals={dash.totals} game={game} provisional={ws.phase !== 'debrief'} />
      <section aria-labelledby="ws-class-tables">
        <h2 id="ws-class-tables">{t('classView.tables')}</h2>
        {dash.tables.every((x) => x.status === 'forming') && <p className="muted">{t('classView.noTables')}</p>}
        <div className="ws-class-grid">
          {dash.tables.filter((x) => x.status !== 'forming').map((table) => {
            const pct = table.progress?.fraction == null ? null : Math.round(Math.max(0, Math.min(1, table.progress.fraction)) * 100);
            const label = table.progress ? textIn(table.progress.label, table.progress.labelTexts, lang) : '';
            return (
              <article key={table.index} className="panel ws-class-table" aria-labelledby={`ws-ct-${table.index}`}>
                <h3 id={`ws-ct-${table.index}`}>{t('dash.tableN', { n: table.index + 1 })} · {statusWords(t, table, ws.paused)}</h3>
                {label && <p>{label}</p>}
                {pct !== null && <progress max={100} value={pct} aria-label={t('dash.progressOf', { n: table.index + 1 })}>{pct}%</progress>}
                <ul className="ws-class-seats" aria-label={t('classView.players')}>
                  {table.seats.map((s) => (
                    <li key={s.seat} className={table.active.includes(s.seat) ? 'active' : undefined}>
                      {seatLabel(t, table, s.seat)}{table.active.includes(s.seat) && table.status === 'playing' ? ` · ${t('dash.toAct')}` : ''}
                    </li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      </section>
    </div>
  );
}
