/**
 * The facilitator's page (docs/workshop.md, Web pages): a join screen to project and the waiting room
 * with its tables (rearranged by drag and drop or keyboard), then the live dashboard (a card per table,
 * pause and resume, a message to every screen, end play, watching a table as any seat), then the debrief.
 * The dashboard is polled every two seconds.
 */
import { useMemo, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { navigate } from '../router.ts';
import { useT } from '../i18n/index.ts';
import { Table } from '../table/Table.tsx';
import type { TableSnapshot } from '../table/types.ts';
import { loadFacilitatorToken, messageText, saveFacilitatorToken, workshopApi, type Dashboard, type TableStatus } from './api.ts';
import { ClassTotals, takeKeyFromHash, useJoinAddress } from './class-tools.tsx';
import { PAUSED_SIGN } from './signs.ts';
import { FacilitatorPanel, JoiningPanel, PeoplePanel, TimerPanel } from './HostTools.tsx';
import { Arrangement } from './Arrangement.tsx';
import { useGame } from './games.ts';
import { TableCard, seatLabel } from './TableCard.tsx';
import { useDashboard } from './useDashboard.ts';
import { useWatch } from './useWatch.ts';

export const MESSAGE_MAX = 280;

export default function HostPage({ code }: { code: string }) {
  const { t } = useT('workshop');
  // A facilitator link (`#key=…`) brings the key to this device: kept here, and taken out of the address.
  const [token, setToken] = useState(() => {
    const fromLink = takeKeyFromHash();
    if (fromLink) saveFacilitatorToken(code, fromLink);
    return fromLink ?? loadFacilitatorToken(code);
  });
  const { dash, setDash, error } = useDashboard(code, token);
  const [actionError, setActionError] = useState<string | null>(null);


  if (!token) {
    return (
      <section className="panel workshop" aria-labelledby="ws-nokey-title">
        <h1 id="ws-nokey-title">{t('host.title', { code })}</h1>
        <p role="alert" className="error">{t('host.noKey', { code })}</p>
        <div className="button-row">
          <button type="button" className="primary" onClick={() => navigate('/workshop/new')}>{t('host.newWorkshop')}</button>
        </div>
      </section>
    );
  }
  if (!dash) {
    return error
      ? <section className="panel workshop"><p role="alert" className="error">{t('host.loadError', { error })}</p></section>
      : <p role="status">{t('host.loading', { code })}</p>;
  }
  const act = async (fn: () => Promise<Dashboard>) => {
    setActionError(null);
    try {
      setDash(await fn());
    } catch (err) {
      setActionError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <HostView
      code={code}
      token={token}
      dash={dash}
      error={error}
      actionError={actionError}
      act={act}
      onNewKey={setToken}
    />
  );
}

interface HostViewProps {
  code: string;
  token: string;
  dash: Dashboard;
  error: string | null;
  actionError: string | null;
  act(fn: () => Promise<Dashboard>): Promise<void>;
  onNewKey?(token: string): void;
}

export function HostView({ code, token, dash, error, actionError, act, onNewKey = () => undefined }: HostViewProps) {
  const { t } = useT('workshop');
  const game = useGame(dash.workshop.game);
  const ws = dash.workshop;
  return (
    <div className="workshop ws-host">
      <header className="ws-host-head">
        <h1>{t('host.heading', { title: ws.title, code })}</h1>
        <p className="muted">{t(`phase.${ws.phase}`)} · {t('host.students', { count: dash.students.length })}</p>
        {/* The rules every table plays (src/engine/variants.ts): the rulebook, or the variants chosen at set-up. */}
        {game?.ruleVariants?.length ? (
          <p className="muted" data-testid="ws-rules">
            {(() => {
              const on = (game.catalogue?.variants ?? []).filter((v) => ws.options?.[v.option] === 'on');
              return on.length ? t('host.rulesWith', { variants: on.map((v) => v.label).join(' · ') }) : t('host.rules');
            })()}
          </p>
        ) : null}
      </header>
      {ws.paused && ws.phase === 'playing' && (
        <p className="ws-paused-banner" role="status" data-testid="ws-paused-banner">
          <span aria-hidden="true">{PAUSED_SIGN} </span><strong>{t('host.pausedTitle')}</strong> {t('host.pausedBody')}
        </p>
      )}
      {error && <p role="alert" className="error">{t('host.pollError', { error })}</p>}
      {actionError && <p role="alert" className="error">{actionError}</p>}
      {ws.phase === 'waiting' && (
        <>
          <JoinScreen code={code} count={dash.students.length} />
          <section className="panel" aria-labelledby="ws-tables-title">
            <h2 id="ws-tables-title">{t('host.tablesTitle')}</h2>
            {dash.students.length === 0 ? (
              <p className="muted" role="status">{t('host.nobodyYet')}</p>
            ) : (
              <Arrangement
                dashboard={dash}
                maxPlayers={game?.maxPlayers ?? ws.tableSize}
                onArrange={async (tables, observers) => { const next = await workshopApi.arrange(code, token, tables, observers); await act(async () => next); }}
              />
            )}
            <div className="button-row">
              <button type="button" onClick={() => void act(() => workshopApi.autoTables(code, token))} disabled={dash.students.length === 0}>
                {t('host.autoTables')}
              </button>
              <button type="button" className="primary" onClick={() => void act(() => workshopApi.start(code, token))} disabled={dash.students.length === 0} data-testid="ws-start">
                {t('host.start', { count: dash.tables.length })}
              </button>
            </div>
          </section>
          <TimerPanel code={code} token={token} dash={dash} act={act} onEnd={() => undefined} />
          <JoiningPanel code={code} token={token} dash={dash} act={act} />
          <PeoplePanel code={code} token={token} dash={dash} act={act} />
          <MessageBox current={messageText(ws.message)} onSend={(text) => act(() => workshopApi.message(code, token, text))} />
        </>
      )}
      {ws.phase !== 'waiting' && (
        <LiveDashboard code={code} token={token} dash={dash} act={act} />
      )}
      <FacilitatorPanel code={code} token={token} onNewKey={onNewKey} />
    </div>
  );
}

/** The join screen as a class sees it on a projector: the address, the code large, and a QR code. */
export function JoinScreen({ code, count }: { code: string; count: number }) {
  const { t } = useT('workshop');
  // The address phones can reach (never loopback when the laptop has another), not this page's own.
  const { url, address, error } = useJoinAddress();
  const link = `${url}/w/${code}`;
  return (
    <section className="ws-join panel" aria-labelledby="ws-join-title" data-testid="ws-join">
      {address?.problem && <p role="alert" className="error ws-join-problem" data-testid="ws-join-problem"><span aria-hidden="true">⚠ </span>{address.problem}</p>}
      {error && <p role="alert" className="error">{t('join.addressError', { error })}</p>}
      <div className="ws-join-words">
        <h2 id="ws-join-title">{t('join.title')}</h2>
        <p className="ws-join-step">{t('join.go', { host: url.replace(/^https?:\/\//, '') })}</p>
        <p className="ws-join-code" data-testid="ws-join-code" aria-label={t('join.codeLabel', { code: code.split('').join(' ') })}>{code}</p>
        <p className="ws-join-step">{t('join.scan')}</p>
        <p className="ws-join-link">{link}</p>
        <p className="ws-join-count" role="status">{t('join.count', { count })}</p>
      </div>
      <QRCodeSVG value={link} size={360} level="M" marginSize={4} className="ws-join-qr" role="img" aria-label={t('join.qr', { link })} />
    </section>
  );
}

export function MessageBox({ current, onSend }: { current: string; onSend(text: string): Promise<void> }) {
  const { t } = useT('workshop');
  const [text, setText] = useState('');
  const over = text.length > MESSAGE_MAX;
  return (
    <section className="panel ws-message" aria-labelledby="ws-message-title">
      <h2 id="ws-message-title">{t('message.title')}</h2>
      {current ? (
        <p className="notice" data-testid="ws-current-message">{t('message.current', { text: current })}</p>
      ) : (
        <p className="muted">{t('message.none')}</p>
      )}
      <form onSubmit={(e) => { e.preventDefault(); if (!over && text.trim()) void onSend(text.trim()).then(() => setText('')); }}>
        <label htmlFor="ws-message-text">{t('message.label')}</label>
        <textarea id="ws-message-text" value={text} rows={2} onChange={(e) => setText(e.target.value)} aria-describedby="ws-message-count" aria-invalid={over || undefined} />
        <span id="ws-message-count" className={`ws-count${over ? ' error' : ''}`}>{t('message.count', { n: text.length, max: MESSAGE_MAX })}</span>
        <div className="button-row">
          <button type="submit" className="primary" disabled={over || !text.trim()}>{t('message.send')}</button>
          {current && <button type="button" onClick={() => void onSend('')}>{t('message.clear')}</button>}
        </div>
      </form>
    </section>
  );
}

function LiveDashboard({ code, token, dash, act }: { code: string; token: string; dash: Dashboard; act: HostViewProps['act'] }) {
  const { t } = useT('workshop');
  const ws = dash.workshop;
  const [watching, setWatching] = useState<number | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const watched = dash.tables.find((x) => x.index === watching) ?? null;
  const stuck = dash.tables.filter((x) => x.stuck).length;
  const done = dash.tables.filter((x) => x.status === 'finished').length;
  const game = useGame(ws.game);
  return (
    <>
      {ws.phase === 'debrief' && (
        <section className="panel ws-ended" aria-labelledby="ws-ended-title">
          <h2 id="ws-ended-title">{t('host.endedTitle')}</h2>
          <p>{t('host.endedBody')}</p>
          <div className="button-row">
            <button type="button" className="primary" onClick={() => navigate(`/workshop/${code}/debrief`)}>{t('host.openDebrief')}</button>
            <button type="button" onClick={() => navigate(`/workshop/${code}/print`)}>{t('debrief.print')}</button>
          </div>
        </section>
      )}
      {ws.phase === 'playing' && (
        <section className="panel ws-controls" aria-label={t('host.controls')}>
          <p className="ws-summary-line">
            {t('host.summary', { done, total: dash.tables.length })}
            {stuck > 0 && <> · <span className="ws-stuck-inline"><span aria-hidden="true">⚠ </span>{t('host.stuckCount', { count: stuck })}</span></>}
          </p>
          <div className="button-row">
            <button type="button" className={ws.paused ? 'primary' : undefined} onClick={() => void act(() => workshopApi.pause(code, token, !ws.paused))} data-testid="ws-pause">
              <span aria-hidden="true">{ws.paused ? '▶' : PAUSED_SIGN} </span>{ws.paused ? t('host.resume') : t('host.pause')}
            </button>
            {!confirmEnd ? (
              <button type="button" onClick={() => setConfirmEnd(true)}>{t('host.endPlay')}</button>
            ) : (
              <span className="ws-confirm" role="group" aria-label={t('host.endPlay')}>
                <span>{t('host.endConfirm')}</span>{' '}
                <button type="button" className="primary" onClick={() => { setConfirmEnd(false); void act(() => workshopApi.endPlay(code, token)); }}>{t('host.endYes')}</button>{' '}
                <button type="button" onClick={() => setConfirmEnd(false)}>{t('host.endNo')}</button>
              </span>
            )}
          </div>
        </section>
      )}
      <TimerPanel code={code} token={token} dash={dash} act={act} onEnd={() => setConfirmEnd(true)} />
      <ClassTotals totals={dash.totals} game={game} provisional={ws.phase === 'playing'} />
      <section aria-labelledby="ws-dash-title">
        <h2 id="ws-dash-title">{t('host.dashTitle')}</h2>
        <div className="ws-cards">
          {dash.tables.map((table) => (
            <TableCard
              key={table.index}
              table={table}
              paused={ws.paused}
              watching={watching === table.index}
              onWatch={() => setWatching((w) => (w === table.index ? null : table.index))}
            />
          ))}
        </div>
      </section>
      {watched && watched.room && <WatchPanel key={watched.room} token={token} table={watched} game={ws.game} title={ws.title} onClose={() => setWatching(null)} />}
      <JoiningPanel code={code} token={token} dash={dash} act={act} />
      <PeoplePanel code={code} token={token} dash={dash} act={act} />
      <MessageBox current={messageText(ws.message)} onSend={(text) => act(() => workshopApi.message(code, token, text))} />
    </>
  );
}

/** One table as the facilitator chooses to see it: the public view, or any seat's (read-only). */
function WatchPanel({ token, table, game, title, onClose }: { token: string; table: TableStatus; game: string; title: string; onClose(): void }) {
  const { t } = useT('workshop');
  const [viewAs, setViewAs] = useState<number | 'spectator'>('spectator');
  const conn = useWatch(table.room, token, viewAs);
  const names = useMemo(() => {
    const count = conn.info?.players ?? table.seats.length;
    return Array.from({ length: count }, (_, i) => seatLabel(t, table, i));
  }, [conn.info?.players, table, t]);
  const snapshot: TableSnapshot | null = conn.game ? {
    gameId: game,
    title,
    players: names.length,
    viewer: viewAs,
    view: conn.game.view,
    legal: [],
    active: conn.game.active,
    outcome: conn.game.outcome,
    version: conn.game.version,
    names,
    log: conn.game.log,
    lastEvents: conn.game.lastEvents,
  } : null;
  return (
    <section className="panel ws-watch" aria-labelledby="ws-watch-title" data-testid="ws-watch">
      <div className="ws-watch-head">
        <h2 id="ws-watch-title">{t('watch.title', { n: table.index + 1 })}</h2>
        <label>
          {t('watch.as')}{' '}
          <select value={String(viewAs)} onChange={(e) => setViewAs(e.target.value === 'spectator' ? 'spectator' : Number(e.target.value))} data-testid="ws-view-as">
            <option value="spectator">{t('watch.public')}</option>
            {names.map((n, i) => <option key={i} value={i}>{t('watch.seatView', { name: n })}</option>)}
          </select>
        </label>
        <span className={`conn ${conn.connected ? 'on' : 'off'}`}>{conn.connected ? t('watch.connected') : t('watch.connecting')}</span>
        <button type="button" onClick={onClose}>{t('watch.close')}</button>
      </div>
      <p className="muted">{t('watch.readOnly')}</p>
      {conn.error && <p role="alert" className="error">{conn.error}</p>}
      {snapshot ? <Table snapshot={snapshot} /> : <p role="status">{t('watch.loading')}</p>}
    </section>
  );
}
