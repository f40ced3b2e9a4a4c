/**
 * The facilitator's tools for a real class (docs/workshop.md, "People come and go", "Session timer",
 * "Facilitator key"): the private facilitator link and a new key, the join sheet and the class view,
 * the session timer, joining and latecomers, and the people: rename, move, remove.
 */
import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useT } from '../i18n/index.ts';
import { navigate } from '../router.ts';
import { saveFacilitatorToken, workshopApi, type Dashboard, type Latecomers } from './api.ts';
import { TimeLeft, facilitatorLink, useTimeLeft } from './class-tools.tsx';

type Act = (fn: () => Promise<Dashboard>) => Promise<void>;

function PageLink({ to, children, testId }: { to: string; children: string; testId?: string }) {
  return <a className="ws-button-link" href={to} data-testid={testId} onClick={(e) => { e.preventDefault(); navigate(to); }}>{children}</a>;
}

/** The facilitator link (hidden until asked for: students may be looking at the projector) and a new key. */
export function FacilitatorPanel({ code, token, onNewKey }: { code: string; token: string; onNewKey(token: string): void }) {
  const { t } = useT('workshop');
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const link = facilitatorLink(location.origin, code, token);
  const renew = async () => {
    setError(null);
    try {
      const { facilitatorToken } = await workshopApi.newKey(code, token);
      saveFacilitatorToken(code, facilitatorToken);
      setConfirming(false);
      onNewKey(facilitatorToken);
    } catch (err) {
      setError(t('key.error', { error: err instanceof Error ? err.message : String(err) }));
    }
  };
  return (
    <section className="panel ws-tools" aria-labelledby="ws-tools-title">
      <h2 id="ws-tools-title">{t('key.toolsTitle')}</h2>
      <div className="button-row">
        <PageLink to={`/workshop/${code}/sheet`} testId="ws-sheet-link">{t('sheet.open')}</PageLink>
        <PageLink to={`/workshop/${code}/class`} testId="ws-class-link">{t('classView.open')}</PageLink>
        <button type="button" onClick={() => setShown((s) => !s)} aria-expanded={shown} aria-controls="ws-key-box" data-testid="ws-key-toggle">
          {shown ? t('key.hide') : t('key.show')}
        </button>
      </div>
      {shown && (
        <div id="ws-key-box" className="ws-key-box">
          <p className="muted">{t('key.explain')}</p>
          <p className="ws-key-link" data-testid="ws-key-link">{link}</p>
          <QRCodeSVG value={link} size={200} level="M" marginSize={4} role="img" aria-label={t('key.qr')} className="ws-key-qr" />
          <div className="button-row">
            <button type="button" onClick={() => { void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false)); }}>{t('key.copy')}</button>
            {copied && <span role="status">{t('key.copied')}</span>}
            {!confirming ? (
              <button type="button" onClick={() => setConfirming(true)} data-testid="ws-new-key">{t('key.renew')}</button>
            ) : (
              <span className="ws-confirm" role="group" aria-label={t('key.renew')}>
                <span>{t('key.renewConfirm')}</span>{' '}
                <button type="button" className="primary" onClick={() => void renew()}>{t('key.renewYes')}</button>{' '}
                <button type="button" onClick={() => setConfirming(false)}>{t('key.renewNo')}</button>
              </span>
            )}
          </div>
          {error && <p role="alert" className="error">{error}</p>}
        </div>
      )}
    </section>
  );
}

/** Set the play time, see it count down, extend it; at 0, end play or extend (the facilitator's choice). */
export function TimerPanel({ code, token, dash, act, onEnd }: { code: string; token: string; dash: Dashboard; act: Act; onEnd(): void }) {
  const { t } = useT('workshop');
  const ws = dash.workshop;
  const left = useTimeLeft(ws.timer, dash.now);
  const [minutes, setMinutes] = useState('40');
  const valid = /^\d+$/.test(minutes) && Number(minutes) >= 1 && Number(minutes) <= 300;
  if (ws.phase === 'debrief') return null;
  return (
    <section className="panel ws-timer" aria-labelledby="ws-timer-title" data-testid="ws-timer">
      <h2 id="ws-timer-title">{t('timer.title')}</h2>
      {ws.timer ? (
        <>
          <TimeLeft ms={left} />
          {left === 0 && ws.phase === 'playing' && (
            <div className="ws-time-up" role="alert">
              <p><strong>{t('timer.upTitle')}</strong> {t('timer.upBody')}</p>
              <div className="button-row">
                <button type="button" className="primary" onClick={onEnd}>{t('host.endPlay')}</button>
                <button type="button" onClick={() => void act(() => workshopApi.timer(code, token, { extend: 5 }))}>{t('timer.extendN', { n: 5 })}</button>
              </div>
            </div>
          )}
          <div className="button-row">
            <button type="button" onClick={() => void act(() => workshopApi.timer(code, token, { extend: 5 }))} data-testid="ws-extend-5">{t('timer.extendN', { n: 5 })}</button>
            <button type="button" onClick={() => void act(() => workshopApi.timer(code, token, { extend: 10 }))}>{t('timer.extendN', { n: 10 })}</button>
            <button type="button" onClick={() => void act(() => workshopApi.timer(code, token, { minutes: null }))}>{t('timer.clear')}</button>
          </div>
        </>
      ) : (
        <form className="inline-form" onSubmit={(e) => { e.preventDefault(); if (valid) void act(() => workshopApi.timer(code, token, { minutes: Number(minutes) })); }}>
          <label htmlFor="ws-timer-minutes">{t('timer.minutes')}</label>
          <input id="ws-timer-minutes" inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} size={4} aria-invalid={!valid || undefined} />
          <button type="submit" className="primary" disabled={!valid} data-testid="ws-timer-start">{t('timer.start')}</button>
          <span className="muted">{t('timer.hint')}</span>
        </form>
      )}
    </section>
  );
}

const PLANS: Latecomers[] = ['bot-seat', 'new-table', 'watch'];

/** Open or close joining, and where a student who joins after the start goes. */
export function JoiningPanel({ code, token, dash, act }: { code: string; token: string; dash: Dashboard; act: Act }) {
  const { t } = useT('workshop');
  const ws = dash.workshop;
  if (ws.phase === 'debrief') return null;
  const open = ws.joiningOpen !== false;
  return (
    <section className="panel ws-joining" aria-labelledby="ws-joining-title">
      <h2 id="ws-joining-title">{t('joining.title')}</h2>
      <p data-testid="ws-joining-state"><span aria-hidden="true">{open ? '● ' : '○ '}</span>{open ? t('joining.open') : t('joining.closed')}</p>
      {(dash.refusedJoins ?? 0) > 0 && <p className="notice" role="status" data-testid="ws-refused">{t('joining.refused', { count: dash.refusedJoins })}</p>}
      <button type="button" onClick={() => void act(() => workshopApi.joining(code, token, { open: !open }))} data-testid="ws-joining-toggle">
        {open ? t('joining.close') : t('joining.reopen')}
      </button>
      <fieldset className="ws-remainder">
        <legend>{t('joining.latecomers')}</legend>
        {PLANS.map((p) => (
          <label key={p}>
            <input type="radio" name="ws-latecomers" value={p} checked={(ws.latecomers ?? 'bot-seat') === p}
              onChange={() => void act(() => workshopApi.joining(code, token, { latecomers: p }))} />{' '}
            {t(`joining.plan.${p}`)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

/** Every student: where they sit, and rename, move (during play) and remove. */
export function PeoplePanel({ code, token, dash, act }: { code: string; token: string; dash: Dashboard; act: Act }) {
  const { t } = useT('workshop');
  const [editing, setEditing] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [sweeping, setSweeping] = useState(false);
  const playing = dash.workshop.phase === 'playing';
  if (dash.students.length === 0) return null;
  // As the server counts them: a student who stepped out keeps their place.
  const absent = dash.students.filter((s) => s.here === false && !s.steppedOut).length;
  return (
    <section className="panel ws-people" aria-labelledby="ws-people-title" data-testid="ws-people">
      <h2 id="ws-people-title">{t('people.title', { count: dash.students.length })}</h2>
      <p className="muted">{t('people.hereHelp')}</p>
      {absent > 0 && (sweeping ? (
        <p className="ws-confirm" role="group" aria-label={t('people.removeAbsent', { count: absent })}>
          <span>{t('people.removeAbsentConfirm', { count: absent })}</span>{' '}
          <button type="button" className="primary" data-testid="ws-remove-absent-yes" onClick={() => { setSweeping(false); void act(() => workshopApi.removeAbsent(code, token)); }}>{t('people.removeAbsentYes')}</button>{' '}
          <button type="button" onClick={() => setSweeping(false)}>{t('people.cancel')}</button>
        </p>
      ) : (
        <p><button type="button" onClick={() => setSweeping(true)} data-testid="ws-remove-absent">{t('people.removeAbsent', { count: absent })}</button></p>
      ))}
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="ws-people-title">
        <table className="results">
          <thead><tr><th scope="col">{t('people.name')}</th><th scope="col">{t('people.where')}</th><th scope="col">{t('people.actions')}</th></tr></thead>
          <tbody>
            {dash.students.map((s) => (
              <tr key={s.id} data-testid={`ws-person-${s.id}`}>
                <th scope="row">
                  {editing === s.id ? (
                    <form className="inline-form" onSubmit={(e) => { e.preventDefault(); if (name.trim()) void act(() => workshopApi.rename(code, token, s.id, name.trim())).then(() => setEditing(null)); }}>
                      <label className="sr-only" htmlFor={`ws-rename-${s.id}`}>{t('people.newName', { name: s.nickname })}</label>
                      <input id={`ws-rename-${s.id}`} value={name} maxLength={40} onChange={(e) => setName(e.target.value)} autoFocus />
                      <button type="submit" className="primary">{t('people.save')}</button>
                      <button type="button" onClick={() => setEditing(null)}>{t('people.cancel')}</button>
                    </form>
                  ) : s.nickname}
                </th>
                <td>
                  {s.here !== undefined && <span className={s.here ? 'ws-presence' : 'ws-presence away'}><span aria-hidden="true">{s.here ? '● ' : '○ '}</span>{s.here ? t('people.here') : t('people.away')} · </span>}
                  {s.table === null ? t('people.nowhere') : s.observer ? t('people.watching', { n: s.table + 1 }) : t('people.seat', { n: s.table + 1, seat: (s.seat ?? 0) + 1 })}
                  {s.steppedOut ? ` · ${t('people.out')}` : ''}
                </td>
                <td>
                  <div className="button-row">
                    <button type="button" onClick={() => { setEditing(s.id); setName(s.nickname); }}>{t('people.rename')}</button>
                    {playing && dash.tables.length > 0 && (
                      <label className="ws-move">
                        <span className="sr-only">{t('people.moveLabel', { name: s.nickname })}</span>
                        <select value="" onChange={(e) => {
                          const [table, how] = e.target.value.split(':');
                          if (table !== undefined) void act(() => workshopApi.move(code, token, s.id, Number(table), how === 'watch'));
                        }}>
                          <option value="">{t('people.move')}</option>
                          {dash.tables.map((x) => (
                            <optgroup key={x.index} label={t('dash.tableN', { n: x.index + 1 })}>
                              <option value={`${x.index}:seat`}>{t('people.moveSeat', { n: x.index + 1 })}</option>
                              <option value={`${x.index}:watch`}>{t('people.moveWatch', { n: x.index + 1 })}</option>
                            </optgroup>
                          ))}
                        </select>
                      </label>
                    )}
                    <button type="button" onClick={() => void act(() => workshopApi.remove(code, token, s.id))} aria-label={t('people.removeName', { name: s.nickname })}>{t('people.remove')}</button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
