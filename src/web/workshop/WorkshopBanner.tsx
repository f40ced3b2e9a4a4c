/**
 * The workshop's banner on a table of a workshop (docs/workshop.md: Pause, Messages, Stepping out): the
 * class is paused, the facilitator's message, and for a student of the workshop "Step out" (a bot plays
 * meanwhile; nothing is lost) and "Come back". Draws nothing on an ordinary room.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/index.ts';
import type { RoomInfo } from '../online/api.ts';
import { loadStudentToken, messageText, workshopApi, type SessionTimer } from './api.ts';
import { TimeLeft, useTimeLeft } from './class-tools.tsx';
import { PAUSED_SIGN } from './signs.ts';
import { usePoll } from './usePoll.ts';
import './workshop.css';

export function WorkshopBanner({ room }: { room: RoomInfo | null }) {
  const ws = room?.workshop ?? null;
  if (!ws) return null;
  return <Banner code={ws.code} paused={ws.paused} message={messageText(ws.message)} classEnded={ws.ended === true} />;
}

export function Banner({ code, paused, message, classEnded = false }: { code: string; paused: boolean; message: string; classEnded?: boolean }) {
  const { t } = useT('workshop');
  const [token] = useState(() => loadStudentToken(code));
  const [out, setOut] = useState<boolean | null>(null);
  // An observer watches a table: there is no seat to step out of.
  const [observer, setObserver] = useState(false);
  // A table frozen by the end of play is paused too: a student is told play has ended instead.
  const [endedByStatus, setEnded] = useState(false);
  const ended = classEnded || endedByStatus;
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The session timer: read with the class's status every 15 s, counted down here each second.
  const [timer, setTimer] = useState<{ timer: SessionTimer | null; now: number | undefined }>({ timer: null, now: undefined });
  usePoll(async () => {
    if (!token) return;
    const s = await workshopApi.me(code, token);
    setTimer({ timer: s.timer ?? null, now: s.now });
    if (s.ended) setEnded(true);
  }, !!token, 15_000);
  const left = useTimeLeft(timer.timer, timer.now);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const stepOutButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    workshopApi.me(code, token).then((s) => {
      if (!live) return;
      setOut(s.steppedOut);
      setObserver(s.table !== null && s.table.seat === null);
      setEnded(s.phase === 'debrief');
    }, (err: unknown) => console.error('workshop status could not be read; the banner may be out of date', err));
    return () => { live = false; };
  }, [code, token, paused, classEnded]);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const change = async (stepOut: boolean) => {
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      const s = await (stepOut ? workshopApi.stepOut(code, token) : workshopApi.stepIn(code, token));
      setOut(s.steppedOut);
      setConfirming(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`ws-banner${paused ? ' paused' : ''}`} role="region" aria-label={t('banner.label')} data-testid="ws-banner">
      <div aria-live="polite">
        {!ended && <TimeLeft ms={left} />}
        {ended && <p className="ws-banner-paused" data-testid="ws-banner-ended"><span aria-hidden="true">■ </span><strong>{t('banner.ended')}</strong></p>}
        {paused && !ended && (
          <p className="ws-banner-paused" data-testid="ws-banner-paused">
            <span aria-hidden="true">{PAUSED_SIGN} </span><strong>{t('banner.paused')}</strong> {t('banner.pausedBody')}
          </p>
        )}
        {message && (
          <p className="ws-banner-message" data-testid="ws-banner-message">
            <span aria-hidden="true">✉ </span><strong>{t('banner.messageFrom')}</strong> {message}
          </p>
        )}
        {out && <p className="ws-banner-out" data-testid="ws-banner-out"><strong>{t('banner.outTitle')}</strong> {t('banner.outBody')}</p>}
      </div>
      {token && !observer && !ended && (
        <div className="ws-banner-actions">
          {out ? (
            <button type="button" className="primary" disabled={busy} onClick={() => void change(false)}>{t('banner.comeBack')}</button>
          ) : confirming ? (
            <div className="ws-confirm" role="alertdialog" aria-labelledby="ws-stepout-q" aria-describedby="ws-stepout-why">
              <p id="ws-stepout-q"><strong>{t('banner.confirmTitle')}</strong></p>
              <p id="ws-stepout-why">{t('banner.confirmBody')}</p>
              <div className="button-row">
                <button ref={confirmButton} type="button" className="primary" disabled={busy} onClick={() => void change(true)}>{t('banner.confirmYes')}</button>
                <button type="button" onClick={() => { setConfirming(false); window.setTimeout(() => stepOutButton.current?.focus(), 0); }}>{t('banner.confirmNo')}</button>
              </div>
            </div>
          ) : (
            <button ref={stepOutButton} type="button" onClick={() => setConfirming(true)} data-testid="ws-step-out">{t('banner.stepOut')}</button>
          )}
        </div>
      )}
      {error && <p role="alert" className="error">{error}</p>}
    </div>
  );
}
